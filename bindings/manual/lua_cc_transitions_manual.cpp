// lua_cc_transitions_manual.cpp -- the transition constants (cc.TRANSITION_ORIENTATION_*).
// (TransitionPageTurn, which Kite does not provide, is in lua_cc_unsupported_manual.cpp.)
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "transitions/TransitionScene.h"

namespace {

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
    lua_pop(L, 1);
}

} // namespace kite::manual
