-- selftest_fail.lua: a script with one failing assertion. CTest expects compat_runner to exit 1
-- and to name the failed section, which proves that failures are not swallowed.
local T = require "compat_util"

T.section("a passing section", function()
  assert(Base ~= nil)
end)

T.section("a failing section", function()
  T.eq(1 + 1, 3, "deliberately wrong")
end)
