// lua_cc_transitions_manual.cpp -- the transition constants (cc.TRANSITION_ORIENTATION_*) and the
// cocos2d-x transition classes Kite does not provide: using one (cc.TransitionPageTurn:create(...))
// raises an error naming it instead of "attempt to index a nil value".
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "transitions/TransitionScene.h"

namespace {

// The 3D page turn (Kite draws in 2D).
const char* const kUnsupportedTransitions[] = {"TransitionPageTurn"};

int unsupportedIndex(lua_State* L) {
    /* stack: class key; upvalue 1 = the class name */
    return luaL_error(L, "cc.%s is not supported by Kite", lua_tostring(L, lua_upvalueindex(1)));
}

void setOrientation(lua_State* L, const char* name, cc::TransitionOrientation value) {
    lua_pushinteger(L, static_cast<int>(value)); /* stack: cc value */
    lua_setfield(L, -2, name);
}

} // namespace

namespace kite::manual {

void registerTransitions(lua_State* L) {
    lua_getglobal(L, "cc"); /* stack: cc */
    setOrientation(L, "TRANSITION_ORIENTATION_LEFT_OVER", cc::TransitionOrientation::LEFT_OVER);
    setOrientation(L, "TRANSITION_ORIENTATION_RIGHT_OVER", cc::TransitionOrientation::RIGHT_OVER);
    setOrientation(L, "TRANSITION_ORIENTATION_UP_OVER", cc::TransitionOrientation::UP_OVER);
    setOrientation(L, "TRANSITION_ORIENTATION_DOWN_OVER", cc::TransitionOrientation::DOWN_OVER);
    for (const char* name : kUnsupportedTransitions) {
        lua_newtable(L); /* stack: cc class */
        lua_newtable(L); /* stack: cc class mt */
        lua_pushstring(L, name);
        lua_pushcclosure(L, unsupportedIndex, 1);
        lua_setfield(L, -2, "__index");
        lua_setmetatable(L, -2); /* stack: cc class */
        lua_setfield(L, -2, name);
    }
    lua_pop(L, 1);
}

} // namespace kite::manual
