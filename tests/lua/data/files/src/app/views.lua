return "views"
