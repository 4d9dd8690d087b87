-- stress program seed=2 teardown=director-first
-- The oracle's self-test: a stack overflow the program did not ask for with RECURSE() (a script
-- entry's own recursion) must fail the program as "error".
local function down(n) return down(n + 1) + 1 end
cc.Director:getInstance():getScheduler():scheduleScriptFunc(function() down(1) end, 0, false)
R("step", 2)
