-- stress program seed=2881957875858761697 teardown=lua-first
-- Batch seed 777, minimised from 106 operations: a transition is pushed in the frame the running
-- one hands over to its in scene, so that scene sat covered in the stack while still running, and
-- died running at the teardown (the transition now hands over only to the scene about to run).
R("transit", 1, 8, 6, 0, 0.1)
R("step", 2)
R("step", 2)
R("sched", 1, 0.066667, false, 3, function() R("bad", 0, 1) R("transit", 9, 12, -1, 1, 0) end)
R("step", 3)
R("step", 2)
