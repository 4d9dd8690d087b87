local T = require "compat_util"
T.section("todo", function() end)
