-- space.lua -- the wrap-around plane: positions wrap a margin beyond each edge of the screen, so a
-- rock leaves the screen whole before it comes back on the other side.

local space = {}

space.MARGIN = 48

function space.setSize(width, height)
    space.width, space.height = width, height
    space.spanX = width + 2 * space.MARGIN
    space.spanY = height + 2 * space.MARGIN
end

--- (x, y) folded back into the plane.
function space.wrap(x, y)
    local m = space.MARGIN
    return (x + m) % space.spanX - m, (y + m) % space.spanY - m
end

--- The shortest offset from (x0, y0) to (x1, y1), across the edges if that is shorter.
function space.delta(x0, y0, x1, y1)
    local dx, dy = x1 - x0, y1 - y0
    local sx, sy = space.spanX, space.spanY
    dx = (dx + sx / 2) % sx - sx / 2
    dy = (dy + sy / 2) % sy - sy / 2
    return dx, dy
end

--- An angle folded into (-pi, pi].
function space.angleDiff(a)
    local tau = 2 * math.pi
    a = a % tau
    if a > math.pi then a = a - tau end
    return a
end

--- Degrees for setRotation from radians counter-clockwise (cocos rotations are clockwise).
function space.rotation(angle)
    return space.safeRotation(-angle * 180 / math.pi)
end

--- Works around the software renderer drawing a sprite turned by exactly 90 or 270 degrees
--- (once rounded to a float) unturned: a hundredth of a degree off is invisible and drawn right.
function space.safeRotation(degrees)
    if math.abs(degrees % 180 - 90) < 0.001 then return degrees + 0.01 end
    return degrees
end

return space
