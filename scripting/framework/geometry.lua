-- geometry.lua -- value types as plain tables, the way cocos2d-x 3.x passes them to and from C++.

cc = cc or {}

function cc.p(x, y)
    if y == nil and type(x) == "table" then return {x = x.x, y = x.y} end
    return {x = x or 0, y = y or 0}
end
function cc.size(width, height) return {width = width or 0, height = height or 0} end
function cc.rect(x, y, width, height) return {x = x or 0, y = y or 0, width = width or 0, height = height or 0} end
function cc.c3b(r, g, b) return {r = r or 0, g = g or 0, b = b or 0} end
function cc.c4b(r, g, b, a) return {r = r or 0, g = g or 0, b = b or 0, a = a or 255} end
function cc.c4f(r, g, b, a) return {r = r or 0, g = g or 0, b = b or 0, a = a or 1} end
-- cocos2d-x's BlendFunc: a pair of gl.* factors for setBlendFunc.
function cc.blendFunc(src, dst) return {src = src, dst = dst} end
-- A physics material; a part left out is 0 when a body or shape takes it, as in cocos.
function cc.PhysicsMaterial(density, restitution, friction)
    return {density = density, restitution = restitution, friction = friction}
end

function cc.pAdd(a, b) return {x = a.x + b.x, y = a.y + b.y} end
function cc.pSub(a, b) return {x = a.x - b.x, y = a.y - b.y} end
function cc.pMul(a, s) return {x = a.x * s, y = a.y * s} end
function cc.pNeg(a) return {x = -a.x, y = -a.y} end
function cc.pDot(a, b) return a.x * b.x + a.y * b.y end
function cc.pCross(a, b) return a.x * b.y - a.y * b.x end
function cc.pGetLength(a) return math.sqrt(a.x * a.x + a.y * a.y) end
function cc.pGetDistance(a, b) return cc.pGetLength(cc.pSub(a, b)) end
function cc.pNormalize(a)
    local n = cc.pGetLength(a)
    if n == 0 then return {x = 1, y = 0} end
    return {x = a.x / n, y = a.y / n}
end
function cc.pLerp(a, b, t) return {x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t} end
function cc.pForAngle(radians) return {x = math.cos(radians), y = math.sin(radians)} end
function cc.pToAngleSelf(a) return math.atan2(a.y, a.x) end
function cc.pFuzzyEqual(a, b, variance)
    return math.abs(a.x - b.x) <= variance and math.abs(a.y - b.y) <= variance
end

function cc.rectGetMinX(r) return r.x end
function cc.rectGetMaxX(r) return r.x + r.width end
function cc.rectGetMidX(r) return r.x + r.width / 2 end
function cc.rectGetMinY(r) return r.y end
function cc.rectGetMaxY(r) return r.y + r.height end
function cc.rectGetMidY(r) return r.y + r.height / 2 end
function cc.rectContainsPoint(r, p)
    return p.x >= r.x and p.x <= r.x + r.width and p.y >= r.y and p.y <= r.y + r.height
end
function cc.rectIntersectsRect(a, b)
    return not (a.x + a.width < b.x or b.x + b.width < a.x or a.y + a.height < b.y or b.y + b.height < a.y)
end
function cc.rectUnion(a, b)
    local x0, y0 = math.min(a.x, b.x), math.min(a.y, b.y)
    local x1, y1 = math.max(a.x + a.width, b.x + b.width), math.max(a.y + a.height, b.y + b.height)
    return {x = x0, y = y0, width = x1 - x0, height = y1 - y0}
end
