// lua_cc_drawnode_manual.cpp -- cc.DrawNode primitives over point arrays, which Lua passes as
// arrays of cc.p tables followed by their count, as in cocos2d-x 3.17's Lua API: drawPolygon,
// drawSolidPoly, drawPoly, drawPoints; and the splines, whose array comes without a count:
// drawCardinalSpline, drawCatmullRom.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "scene/DrawNode.h"

#include <algorithm>
#include <vector>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;
using kite::manual::readPoints;

bool color(lua_State* L, int lo, cc::Color4F* c, tolua_Error* err) {
    if (kite::luaval_to_color4f(L, lo, c)) return true;
    err->index = lo;
    err->array = 0;
    err->type = "cc.Color4F {r=,g=,b=,a=}";
    return false;
}

// Argument `lo` is a point count: a whole number from 1 to `available`.
bool pointCount(lua_State* L, int lo, size_t available, tolua_Error* err) {
    lua_Number n = lua_tonumber(L, lo);
    if (lua_type(L, lo) == LUA_TNUMBER && n >= 1 && n <= static_cast<lua_Number>(available) &&
        n == static_cast<lua_Number>(static_cast<long>(n)))
        return true;
    err->index = lo;
    err->array = 0;
    err->type = "point count (1 to the number of points)";
    return false;
}

// How a point array is passed: with its count after it (drawPolygon, ...; like cocos, the entries
// after the count are not read), or alone (the splines: every entry, at least one).
enum class Count { Given, Whole };

// Runs `draw` on the points of argument 2 followed by `nargs` more arguments, or raises the
// generated-style error for `function`.
// Lua errors are raised only after the vector is gone (Lua 5.1 longjmps over C++ destructors).
template <typename Draw>
int withPoints(lua_State* L, const char* function, Count count, int nargs, Draw draw) {
    tolua_Error err;
    err.index = 2;
    err.array = 0;
    err.type = "array of cc.p";
    bool badSelf = false, badArgs = false;
    {
        std::vector<cc::Vec2> points;
        bool isDrawNode = tolua_isusertype(L, 1, "cc.DrawNode", 0, &err);
        auto* self = isDrawNode ? static_cast<cc::DrawNode*>(tolua_tousertype(L, 1, 0)) : nullptr;
        const bool given = count == Count::Given;
        if (!isDrawNode) {
            badArgs = true;
        } else if (!self) {
            badSelf = true;
        } else if (!lua_istable(L, 2) || (given && !pointCount(L, 3, lua_objlen(L, 2), &err))) {
            badArgs = true;
        } else {
            const int after = given ? 4 : 3; // the first argument after the points
            err.index = 2;
            badArgs = !readPoints(L, 2, &points, given ? static_cast<int>(lua_tonumber(L, 3)) : -1) ||
                      points.empty() || !tolua_isnoobj(L, after + nargs, &err) || !draw(self, points, &err);
        }
    }
    if (badSelf) return invalidSelf(L, function);
    if (badArgs) return argError(L, function, &err);
    return 0;
}

/* draw:drawPolygon(points, count, fillColor, borderWidth, borderColor) */
/// @lua cc.DrawNode:drawPolygon(points: cc.Vec2[], count: integer, fillColor: cc.Color4F, borderWidth: number, borderColor: cc.Color4F)
/// Adds a closed polygon of the first `count` points (node space), filled (alpha 0: not) and outlined.
int lua_cc_DrawNode_drawPolygon(lua_State* L) {
    return withPoints(
        L, "cc.DrawNode:drawPolygon", Count::Given, 3, [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
            cc::Color4F fill, border;
            if (!color(L, 4, &fill, err) || !tolua_isnumber(L, 5, 0, err) || !color(L, 6, &border, err))
                return false;
            self->drawPolygon(p.data(), static_cast<int>(p.size()), fill,
                              static_cast<float>(lua_tonumber(L, 5)), border);
            return true;
        });
}

/* draw:drawSolidPoly(points, count, color) */
/// @lua cc.DrawNode:drawSolidPoly(points: cc.Vec2[], count: integer, color: cc.Color4F)
/// Adds a filled polygon of the first `count` points, without an outline.
int lua_cc_DrawNode_drawSolidPoly(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawSolidPoly", Count::Given, 1,
                      [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
                          cc::Color4F c;
                          if (!color(L, 4, &c, err)) return false;
                          self->drawSolidPoly(p.data(), static_cast<unsigned>(p.size()), c);
                          return true;
                      });
}

/* draw:drawPoly(points, count, closePolygon, color) */
/// @lua cc.DrawNode:drawPoly(points: cc.Vec2[], count: integer, closePolygon: boolean, color: cc.Color4F)
/// Adds a thin line through the first `count` points, back to the first one when `closePolygon`.
int lua_cc_DrawNode_drawPoly(lua_State* L) {
    return withPoints(
        L, "cc.DrawNode:drawPoly", Count::Given, 2, [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
            cc::Color4F c;
            if (!tolua_isboolean(L, 4, 0, err) || !color(L, 5, &c, err)) return false;
            self->drawPoly(p.data(), static_cast<unsigned>(p.size()), lua_toboolean(L, 4) != 0, c);
            return true;
        });
}

/* draw:drawPoints(points, count, color) or draw:drawPoints(points, count, pointSize, color); without
   a size the points are 1 point wide, as in cocos */
/// @lua cc.DrawNode:drawPoints(points: cc.Vec2[], count: integer, color: cc.Color4F)
/// @lua cc.DrawNode:drawPoints(points: cc.Vec2[], count: integer, pointSize: number, color: cc.Color4F)
/// Adds a square dot at each of the first `count` points, `pointSize` wide (1 when left out).
int lua_cc_DrawNode_drawPoints(lua_State* L) {
    bool sized = lua_gettop(L) >= 5;
    return withPoints(L, "cc.DrawNode:drawPoints", Count::Given, sized ? 2 : 1,
                      [L, sized](cc::DrawNode* self, auto& p, tolua_Error* err) {
                          cc::Color4F c;
                          if (sized && !tolua_isnumber(L, 4, 0, err)) return false;
                          if (!color(L, sized ? 5 : 4, &c, err)) return false;
                          float pointSize = sized ? static_cast<float>(lua_tonumber(L, 4)) : 1.0f;
                          self->drawPoints(p.data(), static_cast<unsigned>(p.size()), pointSize, c);
                          return true;
                      });
}

// Argument `lo` is a segment count (a number; negative ones are none).
bool segments(lua_State* L, int lo, unsigned* out, tolua_Error* err) {
    if (!tolua_isnumber(L, lo, 0, err)) return false;
    *out = static_cast<unsigned>(std::max<lua_Number>(0, lua_tonumber(L, lo)));
    return true;
}

/* draw:drawCardinalSpline(points, tension, segments, color) */
/// @lua cc.DrawNode:drawCardinalSpline(points: cc.Vec2[], tension: number, segments: integer, color: cc.Color4F)
/// Adds a curve through all the points in `segments` straight pieces; tension 0 curves most, 1 none.
int lua_cc_DrawNode_drawCardinalSpline(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawCardinalSpline", Count::Whole, 3,
                      [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
                          cc::Color4F c;
                          unsigned count = 0;
                          if (!tolua_isnumber(L, 3, 0, err) || !segments(L, 4, &count, err) ||
                              !color(L, 5, &c, err))
                              return false;
                          self->drawCardinalSpline(p, static_cast<float>(lua_tonumber(L, 3)), count, c);
                          return true;
                      });
}

/* draw:drawCatmullRom(points, segments, color) */
/// @lua cc.DrawNode:drawCatmullRom(points: cc.Vec2[], segments: integer, color: cc.Color4F)
/// Adds a smooth curve (tension 0.5) through all the points in `segments` straight pieces.
int lua_cc_DrawNode_drawCatmullRom(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawCatmullRom", Count::Whole, 2,
                      [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
                          cc::Color4F c;
                          unsigned count = 0;
                          if (!segments(L, 3, &count, err) || !color(L, 4, &c, err)) return false;
                          self->drawCatmullRom(p, count, c);
                          return true;
                      });
}

} // namespace

namespace kite::manual {

void registerDrawNode(lua_State* L) {
    addMethod(L, "DrawNode", "drawPolygon", lua_cc_DrawNode_drawPolygon);
    addMethod(L, "DrawNode", "drawSolidPoly", lua_cc_DrawNode_drawSolidPoly);
    addMethod(L, "DrawNode", "drawPoly", lua_cc_DrawNode_drawPoly);
    addMethod(L, "DrawNode", "drawPoints", lua_cc_DrawNode_drawPoints);
    addMethod(L, "DrawNode", "drawCardinalSpline", lua_cc_DrawNode_drawCardinalSpline);
    addMethod(L, "DrawNode", "drawCatmullRom", lua_cc_DrawNode_drawCatmullRom);
}

} // namespace kite::manual
