// lua_cc_effects_manual.cpp -- what effects.pkg cannot say: the cc.PROGRESS_TIMER_TYPE_* constants of
// cocos2d-x 3.17's Cocos2dConstants.lua, and cc.ParallaxNode's addChild(child, z, ratio, offset) (a
// manual binding in cocos too) and getParallaxArray.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "scene/ParallaxNode.h"
#include "scene/ProgressTimer.h"

#include <algorithm>
#include <utility>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;

bool point(lua_State* L, int lo, cc::Vec2* out, tolua_Error* err) {
    if (kite::luaval_to_vec2(L, lo, out)) return true;
    err->index = lo;
    err->array = 0;
    err->type = "cc.p {x=,y=}";
    return false;
}

/* parallax:addChild(child, z, ratio, offset) -> parallax: the only form ParallaxNode takes */
/// @lua cc.ParallaxNode:addChild(child: cc.Node, z: integer, ratio: cc.Vec2, offset: cc.Vec2): cc.ParallaxNode
/// Adds a child that moves at `ratio` of the node's speed ((0.5, 0.5): half), shifted by `offset`.
int lua_cc_ParallaxNode_addChild(lua_State* L) {
    const char* function = "cc.ParallaxNode:addChild";
    tolua_Error err;
    cc::Vec2 ratio, offset;
    if (!tolua_isusertype(L, 1, "cc.ParallaxNode", 0, &err)) return argError(L, function, &err);
    auto* self = static_cast<cc::ParallaxNode*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return invalidSelf(L, function);
    if (lua_gettop(L) != 5) { // cocos's other forms assert on a ParallaxNode
        err.index = std::min(lua_gettop(L) + 1, 6);
        err.array = 0;
        err.type = "the form addChild(child, z, ratio, offset)";
        return argError(L, function, &err);
    }
    if (!tolua_isusertype(L, 2, "cc.Node", 0, &err) || !tolua_isnumber(L, 3, 0, &err) ||
        !point(L, 4, &ratio, &err) || !point(L, 5, &offset, &err))
        return argError(L, function, &err);
    auto* child = static_cast<cc::Node*>(tolua_tousertype(L, 2, nullptr));
    if (!child) {
        err.index = 2;
        err.array = 0;
        err.type = "a live cc.Node";
        return argError(L, function, &err);
    }
    self->addChild(child, static_cast<int>(lua_tointeger(L, 3)), ratio, offset);
    lua_settop(L, 1); /* stack: self (returned, as cocos's generated binding does) */
    return 1;
}

/* parallax:getParallaxArray() -> {{child=, ratio=, offset=}, ...} in the order added (cocos returns
   its internal C array, which Lua cannot read) */
/// @lua cc.ParallaxNode:getParallaxArray(): {child: cc.Node, ratio: cc.Vec2, offset: cc.Vec2}[]
/// A new array of the children added with addChild, each with its ratio and offset, in the order added.
int lua_cc_ParallaxNode_getParallaxArray(lua_State* L) {
    const char* function = "cc.ParallaxNode:getParallaxArray";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.ParallaxNode", 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, function, &err);
    auto* self = static_cast<cc::ParallaxNode*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return invalidSelf(L, function);
    const auto& entries = self->getParallaxArray();
    lua_createtable(L, static_cast<int>(entries.size()), 0); /* stack: self array */
    int i = 0;
    for (const cc::ParallaxNode::Entry& e : entries) {
        cc::Node* child = e.child.get();
        lua_createtable(L, 0, 3); /* stack: self array entry */
        toluafix_pushusertype_ccobject(L, kite::refIdOf(child), kite::luaIdOf(child), child, "cc.Node");
        lua_setfield(L, -2, "child");
        kite::vec2_to_luaval(L, e.ratio);
        lua_setfield(L, -2, "ratio");
        kite::vec2_to_luaval(L, e.offset);
        lua_setfield(L, -2, "offset");
        lua_rawseti(L, -2, ++i); /* stack: self array */
    }
    return 1;
}

} // namespace

namespace kite::manual {

void registerEffects(lua_State* L) {
    addMethod(L, "ParallaxNode", "addChild", lua_cc_ParallaxNode_addChild);
    addMethod(L, "ParallaxNode", "getParallaxArray", lua_cc_ParallaxNode_getParallaxArray);
    /// @lua cc.PROGRESS_TIMER_TYPE_RADIAL: integer
    /// @lua cc.PROGRESS_TIMER_TYPE_BAR: integer
    /// cc.ProgressTimer kinds for setType: a sweep round the midpoint like a clock hand, or a filling bar.
    const std::pair<const char*, lua_Number> constants[] = {
        {"PROGRESS_TIMER_TYPE_RADIAL", static_cast<lua_Number>(cc::ProgressTimer::Type::RADIAL)},
        {"PROGRESS_TIMER_TYPE_BAR", static_cast<lua_Number>(cc::ProgressTimer::Type::BAR)},
    };
    setNumberConstants(L, constants);
}

} // namespace kite::manual
