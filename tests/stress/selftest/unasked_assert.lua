-- stress program seed=1 teardown=director-first
-- The oracle's self-test: an engine check fails outside any call that may meet it (no kit call()
-- declared the refusal), so the program must fail as "assert".
local director = cc.Director:getInstance()
director:popScene()
director:popScene()
