-- A Kite game with a config.json that names no entry and has no src/main.lua: its main.lua runs.
print("kite main.lua ran, title from config.json")
