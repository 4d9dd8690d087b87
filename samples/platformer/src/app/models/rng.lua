-- rng.lua -- a small deterministic random number generator (Park-Miller, multiplier 48271).
-- math.random differs between Lua 5.1 and LuaJIT even with the same seed; this one gives the same
-- sequence on both, because every product stays below 2^53 and is exact in a double.

local Rng = class("Rng")

local MODULUS = 2147483647 -- 2^31 - 1
local MULTIPLIER = 48271

function Rng:ctor(seed)
    self:seed(seed or 1)
end

--- rng:seed(n): restarts the sequence; any whole number works (0 and negatives included).
function Rng:seed(n)
    self.state = math.floor(n) % (MODULUS - 1) + 1
end

--- rng:next() -> a number in (0, 1).
function Rng:next()
    self.state = (self.state * MULTIPLIER) % MODULUS
    return self.state / MODULUS
end

--- rng:int(lo, hi) -> a whole number from lo to hi, both included.
function Rng:int(lo, hi)
    return lo + math.floor(self:next() * (hi - lo + 1))
end

--- rng:range(lo, hi) -> a number from lo to hi.
function Rng:range(lo, hi)
    return lo + (hi - lo) * self:next()
end

--- rng:chance(p) -> true with probability p.
function Rng:chance(p)
    return self:next() < p
end

return Rng
