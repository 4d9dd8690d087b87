-- tuning.lua -- the numbers that shape the game, from tuning.json through cc.Config. The game reads
-- them every step, so it keeps a plain-table snapshot (cfg:literal()) rather than the userdata.

return cc.Config.load("tuning.json"):literal()
