-- stress program seed=10373320890646042148 teardown=director-first
-- Batch seed 99 under ASan, minimised: the game calls finish() on a running FlipX before its actions
-- end; the transition handed over and died, and its flip's last action then called finish() on it
-- (a transition now stops its actions on both scenes when it exits and when it dies).
R("transit", 4, 9, 7, 1, 0.05)
R("step", 2)
R("finishT", 0)
R("step", 2)
