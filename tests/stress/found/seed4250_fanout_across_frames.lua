-- stress program seed=3128039560508981312 teardown=director-first
-- Batch seed 4250, minimised from 98 operations: every frame the update adds a touches listener; each
-- listener schedules an every-frame entry that dispatches a touch to all of them. The callbacks grew
-- about 6x per frame and the program never ended (the kit now caps callback bodies per program).
R("newAdd", 1, "MenuItem", 0, 0, 6)
R("upd", 1, 1, function() R("lisNew", -1, "touches", function() R("sched", 2, 0.000000, false, 4, function() R("key", 94, false) R("touch", "began", 257, 248, 2) end) R("sched", 4, 0.100000, false, nil, function() R("newAdd", 5, "Scene", 9, 3, 5) R("retain", -2) R("poke", -2) end) R("newAdd", 9, "Node", -1, 4, 1) end, function() R("rm", 6) end, true) R("touch", "began", 368, 121, 1) end)
R("step", 3)
R("step", 4)
