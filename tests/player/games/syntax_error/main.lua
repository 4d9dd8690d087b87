-- A syntax error in main.lua.
local x = = 1
