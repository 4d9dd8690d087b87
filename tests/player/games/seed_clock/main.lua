-- The run's seed (kite.seed) and the first random number it gives.
print(string.format("seed %d random %d", kite.seed, math.random(1000000000)))
