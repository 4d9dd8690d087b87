// lua_cc_drawnode_manual.cpp -- cc.DrawNode primitives over point arrays, which Lua passes as
// arrays of cc.p tables: drawPolygon, drawSolidPoly, drawPoly, drawPoints.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "scene/DrawNode.h"

#include <vector>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;
using kite::manual::readPoints;

// Runs `draw` on the points at argument 2 followed by `nargs` more arguments, or raises the
// generated-style error for `function`.
// Lua errors are raised only after the vector is gone (Lua 5.1 longjmps over C++ destructors).
template <typename Draw> int withPoints(lua_State* L, const char* function, int nargs, Draw draw) {
    tolua_Error err;
    err.index = 2;
    err.array = 0;
    err.type = "array of cc.p";
    bool badSelf = false, badArgs = false;
    {
        std::vector<cc::Vec2> points;
        bool isDrawNode = tolua_isusertype(L, 1, "cc.DrawNode", 0, &err);
        auto* self = isDrawNode ? static_cast<cc::DrawNode*>(tolua_tousertype(L, 1, 0)) : nullptr;
        if (!isDrawNode) {
            badArgs = true;
        } else if (!self) {
            badSelf = true;
        } else if (!readPoints(L, 2, &points) || !tolua_isnoobj(L, nargs + 3, &err)) {
            badArgs = true;
        } else if (!draw(self, points, &err)) {
            badArgs = true;
        }
    }
    if (badSelf) return invalidSelf(L, function);
    if (badArgs) return argError(L, function, &err);
    return 0;
}

bool color(lua_State* L, int lo, cc::Color4F* c, tolua_Error* err) {
    if (kite::luaval_to_color4f(L, lo, c)) return true;
    err->index = lo;
    err->array = 0;
    err->type = "cc.Color4F {r=,g=,b=,a=}";
    return false;
}

/* draw:drawPolygon(points, fillColor, borderWidth, borderColor) */
int lua_cc_DrawNode_drawPolygon(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawPolygon", 3, [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
        cc::Color4F fill, border;
        if (!color(L, 3, &fill, err) || !tolua_isnumber(L, 4, 0, err) || !color(L, 5, &border, err))
            return false;
        self->drawPolygon(p.data(), static_cast<int>(p.size()), fill, static_cast<float>(lua_tonumber(L, 4)),
                          border);
        return true;
    });
}

/* draw:drawSolidPoly(points, color) */
int lua_cc_DrawNode_drawSolidPoly(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawSolidPoly", 1, [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
        cc::Color4F c;
        if (!color(L, 3, &c, err)) return false;
        self->drawSolidPoly(p.data(), static_cast<unsigned>(p.size()), c);
        return true;
    });
}

/* draw:drawPoly(points, closePolygon, color) */
int lua_cc_DrawNode_drawPoly(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawPoly", 2, [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
        cc::Color4F c;
        if (!tolua_isboolean(L, 3, 0, err) || !color(L, 4, &c, err)) return false;
        self->drawPoly(p.data(), static_cast<unsigned>(p.size()), lua_toboolean(L, 3) != 0, c);
        return true;
    });
}

/* draw:drawPoints(points, pointSize, color) */
int lua_cc_DrawNode_drawPoints(lua_State* L) {
    return withPoints(L, "cc.DrawNode:drawPoints", 2, [L](cc::DrawNode* self, auto& p, tolua_Error* err) {
        cc::Color4F c;
        if (!tolua_isnumber(L, 3, 0, err) || !color(L, 4, &c, err)) return false;
        self->drawPoints(p.data(), static_cast<unsigned>(p.size()), static_cast<float>(lua_tonumber(L, 3)),
                         c);
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
}

} // namespace kite::manual
