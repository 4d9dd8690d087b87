// lua_cc_base_manual.cpp -- cc.Ref:retain() / release() from Lua, counted per object, so a
// release() without a matching retain() is a Lua error instead of freeing an object the engine
// still uses (a use-after-free in cocos2d-x).
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "base/Ref.h"

namespace {

using kite::manual::invalidSelf;

/// @lua cc.Ref:retain()
/// Keeps the object alive for Lua until a matching release(); retains left at exit are dropped then.
int lua_cc_Ref_retain(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Ref", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Ref*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Ref:retain");
        if (kite::LuaEngine* engine = kite::manual::engineOf(tolua_S))
            engine->luaRetain(self);
        else
            self->retain(); /* a state without the engine: cocos2d-x behaviour */
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Ref:retain'.", &tolua_err);
    return 0;
}

/// @lua cc.Ref:release()
/// Undoes one retain() made from Lua; a release() without one is a Lua error, not a freed object.
int lua_cc_Ref_release(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Ref", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Ref*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Ref:release");
        kite::LuaEngine* engine = kite::manual::engineOf(tolua_S);
        if (!engine) {
            self->release();
            return 0;
        }
        if (!engine->luaRelease(self))
            return luaL_error(tolua_S,
                              "cc.Ref:release: release() without a matching retain() from Lua (the engine "
                              "owns this %s; releasing it would free it while it is in use)",
                              tolua_typename(tolua_S, 1));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Ref:release'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerBase(lua_State* L) {
    addMethod(L, "Ref", "retain", lua_cc_Ref_retain);
    addMethod(L, "Ref", "release", lua_cc_Ref_release);
}

} // namespace kite::manual
