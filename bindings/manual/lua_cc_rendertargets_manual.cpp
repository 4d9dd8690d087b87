// lua_cc_rendertargets_manual.cpp -- RenderTexture:saveToFile in cocos2d-x 3.17's two Lua forms
// (name, format [, isRGBA [, callback]]) and (name [, isRGBA [, callback]]), the callback called as
// cocos's manual binding calls it: fn(renderTexture, fullPath); cc.IMAGE_FORMAT_JPEG / PNG; and
// Node:visit(), which draws into the render texture begun last (cocos's Lua visit takes no
// arguments from scripts).
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "LuaStack.h"
#include "ManualSupport.h"
#include "scene/RenderTexture.h"

#include <string>
#include <utility>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;

/// fn(renderTexture, fullPath).
cc::RenderTexture::SaveCallback savedCallback(kite::LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::RenderTexture* texture, const std::string& fullPath) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(texture, "cc.RenderTexture");
        lua_pushlstring(stack->getLuaState(), fullPath.data(), fullPath.size());
        fn.call(2);
    };
}

// Reads [isRGBA [, callback]] from `at`; false when they are something else.
bool readSaveOptions(lua_State* L, int at, bool* isRGBA, kite::LuaFunction* fn, tolua_Error* err) {
    if (!lua_isnoneornil(L, at)) {
        if (!tolua_isboolean(L, at, 0, err)) return false;
        *isRGBA = lua_toboolean(L, at) != 0;
    }
    if (!lua_isnoneornil(L, at + 1)) {
        if (!toluafix_isfunction(L, at + 1, "LUA_FUNCTION", 0, err)) return false;
        *fn = kite::manual::luaFunctionAt(L, at + 1, "cc.RenderTexture:saveToFile");
    }
    return tolua_isnoobj(L, at + 2, err);
}

/* renderTexture:saveToFile(name, format [, isRGBA [, function(renderTexture, fullPath) end]]) or
   renderTexture:saveToFile(name [, isRGBA [, callback]]) -> bool */
/// @lua cc.RenderTexture:saveToFile(fileName: string, format: integer, isRGBA?: boolean, callback?: fun(renderTexture: cc.RenderTexture, fullPath: string)): boolean
/// @lua cc.RenderTexture:saveToFile(fileName: string, isRGBA?: boolean, callback?: fun(renderTexture: cc.RenderTexture, fullPath: string)): boolean
/// Saves the texture under the writable path now (PNG for a .png name, else JPEG); callback runs later.
int lua_cc_RenderTexture_saveToFile(lua_State* L) {
    const char* function = "cc.RenderTexture:saveToFile";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.RenderTexture", 0, &err) || !tolua_iscppstring(L, 2, 0, &err))
        return argError(L, function, &err);
    auto* self = static_cast<cc::RenderTexture*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return invalidSelf(L, function);
    const std::string name = tolua_tocppstring(L, 2, nullptr);
    bool isRGBA = true;
    kite::LuaFunction fn;
    bool saved = false;
    if (lua_type(L, 3) == LUA_TNUMBER) { /* stack: self name format ... */
        const int format = static_cast<int>(lua_tointeger(L, 3));
        if (format != static_cast<int>(cc::RenderTexture::ImageFormat::JPEG) &&
            format != static_cast<int>(cc::RenderTexture::ImageFormat::PNG))
            return luaL_error(L, "%s: format %d is neither cc.IMAGE_FORMAT_JPEG nor cc.IMAGE_FORMAT_PNG",
                              function, format);
        if (!readSaveOptions(L, 4, &isRGBA, &fn, &err)) return argError(L, function, &err);
        saved = self->saveToFile(name, static_cast<cc::RenderTexture::ImageFormat>(format), isRGBA,
                                 savedCallback(std::move(fn)));
    } else {
        if (!readSaveOptions(L, 3, &isRGBA, &fn, &err)) return argError(L, function, &err);
        saved = self->saveToFile(name, isRGBA, savedCallback(std::move(fn)));
    }
    lua_pushboolean(L, saved);
    return 1;
}

/* node:visit(): the subtree's transforms from the top; drawn into the render texture begun last */
/// @lua cc.Node:visit()
/// Updates the subtree's transforms from the top; between a render texture's begin and end it draws into it.
int lua_cc_Node_visit(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.Node", 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, "cc.Node:visit", &err);
    auto* self = static_cast<cc::Node*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return invalidSelf(L, "cc.Node:visit");
    self->visit();
    return 0;
}

} // namespace

namespace kite::manual {

void registerRenderTargets(lua_State* L) {
    addMethod(L, "RenderTexture", "saveToFile", lua_cc_RenderTexture_saveToFile);
    addMethod(L, "Node", "visit", lua_cc_Node_visit);
    lua_getglobal(L, "cc"); /* stack: cc */
    /// @lua cc.IMAGE_FORMAT_JPEG: integer
    /// A saveToFile format that drops the alpha channel (the file's type still follows its name).
    lua_pushinteger(L, static_cast<lua_Integer>(cc::RenderTexture::ImageFormat::JPEG));
    lua_setfield(L, -2, "IMAGE_FORMAT_JPEG");
    /// @lua cc.IMAGE_FORMAT_PNG: integer
    /// A saveToFile format that keeps the alpha channel unless isRGBA is false (the type follows the name).
    lua_pushinteger(L, static_cast<lua_Integer>(cc::RenderTexture::ImageFormat::PNG));
    lua_setfield(L, -2, "IMAGE_FORMAT_PNG");
    lua_pop(L, 1); /* stack: */
}

} // namespace kite::manual
