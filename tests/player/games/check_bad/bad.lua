local ok = 1
local t = {
  a = 1
  b = 2
}
