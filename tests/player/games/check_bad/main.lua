print("fine")
