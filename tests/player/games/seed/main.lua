-- With `--seed N -- N`, the first random number must be the one that seed gives.
local first = math.random(1000000)
math.randomseed(tonumber(arg[1]))
print(first == math.random(1000000) and "seeded" or "not seeded")
