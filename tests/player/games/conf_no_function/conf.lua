-- sets options but defines no conf function
local t = {}
