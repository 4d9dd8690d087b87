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
    /// @lua cc.TRANSITION_ORIENTATION_LEFT_OVER: integer
    /// A flip transition's orientation (0, as UP_OVER): the angular flips turn anticlockwise.
    setOrientation(L, "TRANSITION_ORIENTATION_LEFT_OVER", cc::TransitionOrientation::LEFT_OVER);
    /// @lua cc.TRANSITION_ORIENTATION_RIGHT_OVER: integer
    /// A flip transition's orientation (1, as DOWN_OVER): the angular flips turn clockwise.
    setOrientation(L, "TRANSITION_ORIENTATION_RIGHT_OVER", cc::TransitionOrientation::RIGHT_OVER);
    /// @lua cc.TRANSITION_ORIENTATION_UP_OVER: integer
    /// A vertical flip's orientation (0, as LEFT_OVER); Kite's 2D flips fold the same either way.
    setOrientation(L, "TRANSITION_ORIENTATION_UP_OVER", cc::TransitionOrientation::UP_OVER);
    /// @lua cc.TRANSITION_ORIENTATION_DOWN_OVER: integer
    /// A vertical flip's orientation (1, as RIGHT_OVER); Kite's 2D flips fold the same either way.
    setOrientation(L, "TRANSITION_ORIENTATION_DOWN_OVER", cc::TransitionOrientation::DOWN_OVER);
    lua_pop(L, 1);
}

} // namespace kite::manual
