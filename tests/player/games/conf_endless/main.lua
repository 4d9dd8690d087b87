print("main.lua ran")
