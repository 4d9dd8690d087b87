-- stress program seed=0 teardown=director-first
-- Batch seed 4242 (150 programs), minimised: a transition Lua retained outlives a restart, and a node
-- of its out scene then takes the transition as a child. The transition retains that scene, so the
-- two kept each other (and the old Director's scheduler, dispatcher and action manager) alive after
-- Lua let go; nothing was left to clean them up. addChild now refuses a child whose tree retains the
-- new parent or one of its ancestors.
R("newAdd", 7, "Node", 0, 5, 6)
R("transit", 8, 11, 1, 0, 0.1)
R("retain", 8)
R("restart")
R("add", 7, 8, 4, 2)
