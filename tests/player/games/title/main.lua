-- The window title a game sets while it runs (kite.setTitle), read back.
print("title at start: " .. kite.getTitle())
kite.setTitle("Set At Run Time")
print("title now: " .. kite.getTitle())
local ok, message = pcall(kite.setTitle)
print("no title: " .. tostring(ok) .. " " .. tostring(message))
