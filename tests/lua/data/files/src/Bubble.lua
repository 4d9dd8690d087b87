return "Bubble"
