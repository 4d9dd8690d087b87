// lua_cc_sprites_manual.cpp -- TextureCache:addImageAsync(path, function(texture) end).
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

namespace {

/// fn(texture): the loaded texture, or nil when it could not be loaded.
std::function<void(cc::Texture2D*)> textureCallback(kite::LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Texture2D* texture) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(texture, "cc.Texture2D");
        fn.call(1);
    };
}

/* textureCache:addImageAsync(path [, function(texture) end]) */
int lua_cc_TextureCache_addImageAsync(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.TextureCache", 0, &tolua_err) ||
        !tolua_iscppstring(tolua_S, 2, 0, &tolua_err) ||
        (!lua_isnoneornil(tolua_S, 3) && !toluafix_isfunction(tolua_S, 3, "LUA_FUNCTION", 0, &tolua_err)) ||
        !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::TextureCache*>(tolua_tousertype(tolua_S, 1, nullptr));
        if (!self) return kite::manual::invalidSelf(tolua_S, "cc.TextureCache:addImageAsync");
        std::string path = tolua_tocppstring(tolua_S, 2, nullptr);
        kite::LuaFunction fn;
        if (!lua_isnoneornil(tolua_S, 3)) fn = kite::manual::luaFunctionAt(tolua_S, 3, "cc.TextureCache:addImageAsync");
        self->addImageAsync(path, textureCallback(std::move(fn)));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.TextureCache:addImageAsync'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerSprites(lua_State* L) {
    addMethod(L, "TextureCache", "addImageAsync", lua_cc_TextureCache_addImageAsync);
}

} // namespace kite::manual
