-- DrawNode's curves and the argument forms the drawnode case leaves out: a quadratic and a cubic
-- Bezier, a cardinal spline (tension 0 and 1) and a Catmull-Rom through the same points, the
-- four-corner drawRect, drawPoints with and without a size, drawPoly open and closed, drawPolygon
-- with a border, drawCircle with its line to the centre and its x/y scales, drawSolidCircle scaled,
-- and 3-pixel lines from setLineWidth.
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(0, 0, 0, 255)))
local d = cc.DrawNode:create()
scene:addChild(d)
d:drawQuadBezier(cc.p(5, 80), cc.p(25, 118), cc.p(45, 80), 12, cc.c4f(1, 0, 0, 1))
d:drawCubicBezier(cc.p(50, 80), cc.p(55, 118), cc.p(80, 60), cc.p(95, 110), 16, cc.c4f(0, 1, 0, 1))
local points = {cc.p(100, 85), cc.p(115, 115), cc.p(135, 85), cc.p(155, 115)}
d:drawCardinalSpline(points, 0, 30, cc.c4f(0.4, 0.4, 1, 1))
d:drawCardinalSpline(points, 1, 30, cc.c4f(1, 1, 1, 0.5))
d:drawCatmullRom(points, 30, cc.c4f(1, 1, 0, 1))
d:drawRect(cc.p(5, 45), cc.p(40, 40), cc.p(45, 70), cc.p(10, 75), cc.c4f(0, 1, 1, 1))
d:drawPoints({cc.p(55, 45), cc.p(60, 50), cc.p(65, 55), cc.p(99, 99)}, 3, cc.c4f(1, 1, 1, 1))
d:drawPoints({cc.p(55, 65), cc.p(65, 70)}, 2, 5, cc.c4f(1, 0.5, 0, 1))
d:drawPoly({cc.p(75, 40), cc.p(95, 40), cc.p(85, 70)}, 3, false, cc.c4f(1, 0, 1, 1))
d:drawPoly({cc.p(100, 40), cc.p(120, 40), cc.p(110, 70)}, 3, true, cc.c4f(1, 0, 1, 1))
d:drawPolygon({cc.p(125, 42), cc.p(155, 42), cc.p(155, 72), cc.p(125, 72)}, 4, cc.c4f(0, 0.4, 0, 1), 2,
    cc.c4f(1, 1, 1, 1))
d:drawCircle(cc.p(25, 18), 14, math.pi / 4, 16, true, cc.c4f(1, 1, 1, 1))
d:drawCircle(cc.p(65, 18), 10, 0, 24, false, 1.8, 0.8, cc.c4f(0, 1, 0, 1))
d:drawSolidCircle(cc.p(105, 18), 10, 0, 24, 0.6, 1.4, cc.c4f(1, 0, 0, 1))
local thick = cc.DrawNode:create()
thick:setLineWidth(3)
assert(thick:getLineWidth() == 3)
thick:drawQuadBezier(cc.p(125, 5), cc.p(140, 40), cc.p(155, 5), 10, cc.c4f(0.5, 0.5, 1, 1))
scene:addChild(thick)
cc.Director:getInstance():runWithScene(scene)
