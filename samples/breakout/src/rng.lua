-- src/rng.lua -- the game's own random numbers: the Park-Miller "minimal standard" generator.
-- math.random differs between Lua 5.1 and LuaJIT even with the same seed; this one gives the
-- same sequence on both (every product stays below 2^53, so double arithmetic is exact).

local Rng = class("Rng")

local MODULUS = 2147483647 -- 2^31 - 1
local MULTIPLIER = 48271

function Rng:ctor(seed)
    self:seed(seed)
end

function Rng:seed(seed)
    local s = math.floor(tonumber(seed) or 1) % MODULUS
    if s <= 0 then s = s + 1 end -- 0 is a fixed point of the generator
    self.state = s
end

--- The next raw value, 1 .. 2^31 - 2.
function Rng:next()
    self.state = (self.state * MULTIPLIER) % MODULUS
    return self.state
end

--- Like math.random: no argument a float in [0, 1), one argument 1..m, two arguments m..n.
function Rng:random(m, n)
    local r = self:next()
    if m == nil then return (r - 1) / (MODULUS - 1) end
    if n == nil then m, n = 1, m end
    return m + (r % (n - m + 1))
end

--- A float in [a, b).
function Rng:range(a, b)
    return a + (b - a) * ((self:next() - 1) / (MODULUS - 1))
end

return Rng
