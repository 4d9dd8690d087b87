// lua_cc_director_manual.cpp -- cc.Director:endToLua(), cocos2d-x's name for end(), which Lua
// can only call as director["end"](director) because `end` is a keyword.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "director/Director.h"

namespace {

/// @lua cc.Director:endToLua()
/// Asks the game to end: no more frames run and the player exits (cocos2d-x's `end`, a Lua keyword).
int lua_cc_Director_endToLua(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Director", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Director*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return kite::manual::invalidSelf(tolua_S, "cc.Director:endToLua");
        self->end();
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Director:endToLua'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerDirector(lua_State* L) {
    addMethod(L, "Director", "endToLua", lua_cc_Director_endToLua);
}

} // namespace kite::manual
