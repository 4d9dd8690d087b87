-- geometry.lua -- value types as plain tables, the way cocos2d-x 3.x passes them to and from C++.

cc = cc or {}

--- @lua cc.p(x?: number, y?: number): cc.Vec2
--- @lua cc.p(point: cc.Vec2): cc.Vec2
--- A point table {x, y} (a part left out is 0), or a copy of a point table.
function cc.p(x, y)
    if y == nil and type(x) == "table" then return {x = x.x, y = x.y} end
    return {x = x or 0, y = y or 0}
end
--- @lua cc.size(width?: number, height?: number): cc.Size
--- A size table {width, height}; a part left out is 0.
function cc.size(width, height) return {width = width or 0, height = height or 0} end
--- @lua cc.rect(x?: number, y?: number, width?: number, height?: number): cc.Rect
--- A rectangle table {x, y, width, height} with (x, y) its bottom-left corner; a part left out is 0.
function cc.rect(x, y, width, height) return {x = x or 0, y = y or 0, width = width or 0, height = height or 0} end
--- @lua cc.c3b(r?: integer, g?: integer, b?: integer): cc.Color3B
--- A colour table {r, g, b} with parts from 0 to 255; a part left out is 0.
function cc.c3b(r, g, b) return {r = r or 0, g = g or 0, b = b or 0} end
--- @lua cc.c4b(r?: integer, g?: integer, b?: integer, a?: integer): cc.Color4B
--- A colour table {r, g, b, a} with parts from 0 to 255; a colour left out is 0, alpha 255.
function cc.c4b(r, g, b, a) return {r = r or 0, g = g or 0, b = b or 0, a = a or 255} end
--- @lua cc.c4f(r?: number, g?: number, b?: number, a?: number): cc.Color4F
--- A colour table {r, g, b, a} with parts from 0 to 1; a colour left out is 0, alpha 1.
function cc.c4f(r, g, b, a) return {r = r or 0, g = g or 0, b = b or 0, a = a or 1} end
-- cocos2d-x's BlendFunc: a pair of gl.* factors for setBlendFunc.
--- @lua cc.blendFunc(src: integer, dst: integer): {src: integer, dst: integer}
--- A blend function table {src, dst} of gl.* factors, for setBlendFunc.
function cc.blendFunc(src, dst) return {src = src, dst = dst} end
-- A physics material; a part left out is 0 when a body or shape takes it, as in cocos.
--- @lua cc.PhysicsMaterial(density?: number, restitution?: number, friction?: number): cc.PhysicsMaterial
--- A physics material table; a part left out counts as 0 when a body or shape takes it.
function cc.PhysicsMaterial(density, restitution, friction)
    return {density = density, restitution = restitution, friction = friction}
end

--- @lua cc.pAdd(a: cc.Vec2, b: cc.Vec2): cc.Vec2
--- The sum a + b as a new point.
function cc.pAdd(a, b) return {x = a.x + b.x, y = a.y + b.y} end
--- @lua cc.pSub(a: cc.Vec2, b: cc.Vec2): cc.Vec2
--- The difference a - b as a new point.
function cc.pSub(a, b) return {x = a.x - b.x, y = a.y - b.y} end
--- @lua cc.pMul(a: cc.Vec2, s: number): cc.Vec2
--- The point with both coordinates multiplied by s.
function cc.pMul(a, s) return {x = a.x * s, y = a.y * s} end
--- @lua cc.pNeg(a: cc.Vec2): cc.Vec2
--- The point with both coordinates negated.
function cc.pNeg(a) return {x = -a.x, y = -a.y} end
--- @lua cc.pDot(a: cc.Vec2, b: cc.Vec2): number
--- The dot product of two vectors.
function cc.pDot(a, b) return a.x * b.x + a.y * b.y end
--- @lua cc.pCross(a: cc.Vec2, b: cc.Vec2): number
--- The cross product's z, a.x * b.y - a.y * b.x: positive when b turns anticlockwise from a.
function cc.pCross(a, b) return a.x * b.y - a.y * b.x end
--- @lua cc.pGetLength(a: cc.Vec2): number
--- The vector's length.
function cc.pGetLength(a) return math.sqrt(a.x * a.x + a.y * a.y) end
--- @lua cc.pGetDistance(a: cc.Vec2, b: cc.Vec2): number
--- The distance between two points.
function cc.pGetDistance(a, b) return cc.pGetLength(cc.pSub(a, b)) end
--- @lua cc.pNormalize(a: cc.Vec2): cc.Vec2
--- The vector scaled to length 1; (1, 0) for a zero vector.
function cc.pNormalize(a)
    local n = cc.pGetLength(a)
    if n == 0 then return {x = 1, y = 0} end
    return {x = a.x / n, y = a.y / n}
end
--- @lua cc.pLerp(a: cc.Vec2, b: cc.Vec2, t: number): cc.Vec2
--- The point a fraction t of the way from a to b (0 gives a, 1 gives b).
function cc.pLerp(a, b, t) return {x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t} end
--- @lua cc.pForAngle(radians: number): cc.Vec2
--- The unit vector at an angle in radians, anticlockwise from the x axis.
function cc.pForAngle(radians) return {x = math.cos(radians), y = math.sin(radians)} end
--- @lua cc.pToAngleSelf(a: cc.Vec2): number
--- The vector's angle from the x axis in radians, from -pi to pi, anticlockwise positive.
function cc.pToAngleSelf(a) return math.atan2(a.y, a.x) end
--- @lua cc.pFuzzyEqual(a: cc.Vec2, b: cc.Vec2, variance: number): boolean
--- Whether the two points' x and y each differ by at most `variance`.
function cc.pFuzzyEqual(a, b, variance)
    return math.abs(a.x - b.x) <= variance and math.abs(a.y - b.y) <= variance
end

--- @lua cc.rectGetMinX(r: cc.Rect): number
--- The x of the rectangle's left edge.
function cc.rectGetMinX(r) return r.x end
--- @lua cc.rectGetMaxX(r: cc.Rect): number
--- The x of the rectangle's right edge (x + width).
function cc.rectGetMaxX(r) return r.x + r.width end
--- @lua cc.rectGetMidX(r: cc.Rect): number
--- The x of the rectangle's centre.
function cc.rectGetMidX(r) return r.x + r.width / 2 end
--- @lua cc.rectGetMinY(r: cc.Rect): number
--- The y of the rectangle's bottom edge.
function cc.rectGetMinY(r) return r.y end
--- @lua cc.rectGetMaxY(r: cc.Rect): number
--- The y of the rectangle's top edge (y + height).
function cc.rectGetMaxY(r) return r.y + r.height end
--- @lua cc.rectGetMidY(r: cc.Rect): number
--- The y of the rectangle's centre.
function cc.rectGetMidY(r) return r.y + r.height / 2 end
--- @lua cc.rectContainsPoint(r: cc.Rect, p: cc.Vec2): boolean
--- Whether the point is inside the rectangle or on its edge.
function cc.rectContainsPoint(r, p)
    return p.x >= r.x and p.x <= r.x + r.width and p.y >= r.y and p.y <= r.y + r.height
end
--- @lua cc.rectIntersectsRect(a: cc.Rect, b: cc.Rect): boolean
--- Whether two rectangles overlap or touch.
function cc.rectIntersectsRect(a, b)
    return not (a.x + a.width < b.x or b.x + b.width < a.x or a.y + a.height < b.y or b.y + b.height < a.y)
end
--- @lua cc.rectUnion(a: cc.Rect, b: cc.Rect): cc.Rect
--- The smallest rectangle that holds both.
function cc.rectUnion(a, b)
    local x0, y0 = math.min(a.x, b.x), math.min(a.y, b.y)
    local x1, y1 = math.max(a.x + a.width, b.x + b.width), math.max(a.y + a.height, b.y + b.height)
    return {x = x0, y = y0, width = x1 - x0, height = y1 - y0}
end
