// lua_cc_blend_manual.cpp -- setBlendFunc / getBlendFunc on Sprite, Label, DrawNode, ccui.ImageView, ccui.Text,
// ParticleSystem, ParticleBatchNode and MotionStreak in cocos2d-x 3.17's Lua forms (setBlendFunc(src, dst),
// or one cc.blendFunc table {src=, dst=}; getBlendFunc returns such a table), and the gl.* blend factor
// constants. A pair Kite cannot draw raises an error naming the pair. SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "scene/BlendFunc.h"
#include "scene/DrawNode.h"
#include "scene/Label.h"
#include "scene/MotionStreak.h"
#include "scene/ParticleBatchNode.h"
#include "scene/ParticleSystem.h"
#include "scene/Sprite.h"
#include "ui/ImageView.h"
#include "ui/Text.h"

#include <string>
#include <utility>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;

// Reads the factor pair of a setBlendFunc call into *blend; false when the arguments are neither form.
bool readBlendFunc(lua_State* L, cc::BlendFunc* blend, tolua_Error* err) {
    err->array = 0;
    if (lua_gettop(L) == 2 && lua_istable(L, 2)) {
        lua_getfield(L, 2, "src"); /* stack: self table src */
        lua_getfield(L, 2, "dst"); /* stack: self table src dst */
        const bool numbers = lua_type(L, -2) == LUA_TNUMBER && lua_type(L, -1) == LUA_TNUMBER;
        blend->src = static_cast<unsigned>(lua_tointeger(L, -2));
        blend->dst = static_cast<unsigned>(lua_tointeger(L, -1));
        lua_pop(L, 2); /* stack: self table */
        err->index = 2;
        err->type = "cc.blendFunc {src=, dst=}";
        return numbers;
    }
    if (lua_gettop(L) == 3 && lua_type(L, 2) == LUA_TNUMBER && lua_type(L, 3) == LUA_TNUMBER) {
        blend->src = static_cast<unsigned>(lua_tointeger(L, 2));
        blend->dst = static_cast<unsigned>(lua_tointeger(L, 3));
        return true;
    }
    err->index = 2;
    err->type = "src, dst (gl.* numbers) or cc.blendFunc(src, dst)";
    return false;
}

// The object at 1, checked to be a T (a BlendProtocol, or a widget that forwards the blend function
// to its renderer); nullptr when dead.
template <class T> T* blendSelf(lua_State* L) {
    return static_cast<T*>(tolua_tousertype(L, 1, nullptr));
}

template <class T> int setBlendFunc(lua_State* L, const char* luaType, const char* function) {
    tolua_Error err;
    const bool typed = tolua_isusertype(L, 1, luaType, 0, &err);
    T* self = typed ? blendSelf<T>(L) : nullptr;
    if (!typed) return argError(L, function, &err);
    if (!self) return invalidSelf(L, function);
    cc::BlendFunc blend;
    if (!readBlendFunc(L, &blend, &err)) return argError(L, function, &err);
    if (!blend.isSupported()) {
        { // the message is on the Lua stack before the error longjmps (Lua 5.1 skips destructors)
            const std::string message = cc::unsupportedBlendMessage(function, blend);
            lua_pushlstring(L, message.data(), message.size()); /* stack: ... message */
        }
        return lua_error(L);
    }
    self->setBlendFunc(blend);
    return 0;
}

template <class T> int getBlendFunc(lua_State* L, const char* luaType, const char* function) {
    tolua_Error err;
    const bool typed = tolua_isusertype(L, 1, luaType, 0, &err) && tolua_isnoobj(L, 2, &err);
    T* self = typed ? blendSelf<T>(L) : nullptr;
    if (!typed) return argError(L, function, &err);
    if (!self) return invalidSelf(L, function);
    lua_newtable(L); /* stack: ... {} */
    lua_pushinteger(L, static_cast<lua_Integer>(self->getBlendFunc().src));
    lua_setfield(L, -2, "src");
    lua_pushinteger(L, static_cast<lua_Integer>(self->getBlendFunc().dst));
    lua_setfield(L, -2, "dst"); /* stack: ... {src=, dst=} */
    return 1;
}

#define KITE_BLEND_METHODS(Class)                                                                            \
    int lua_cc_##Class##_setBlendFunc(lua_State* L) {                                                        \
        return setBlendFunc<cc::Class>(L, "cc." #Class, "cc." #Class ":setBlendFunc");                       \
    }                                                                                                        \
    int lua_cc_##Class##_getBlendFunc(lua_State* L) {                                                        \
        return getBlendFunc<cc::Class>(L, "cc." #Class, "cc." #Class ":getBlendFunc");                       \
    }
/// @lua cc.Sprite:setBlendFunc(src: integer, dst: integer)
/// @lua cc.Sprite:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the sprite blends with what is behind it; a pair Kite cannot draw raises an error.
/// @lua cc.Sprite:getBlendFunc(): {src: integer, dst: integer}
/// The sprite's blend factors as a new {src, dst} table (gl.ONE, gl.ONE_MINUS_SRC_ALPHA unless set).
KITE_BLEND_METHODS(Sprite)
/// @lua cc.Label:setBlendFunc(src: integer, dst: integer)
/// @lua cc.Label:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the label blends with what is behind it; a pair Kite cannot draw raises an error.
/// @lua cc.Label:getBlendFunc(): {src: integer, dst: integer}
/// The label's blend factors as a new {src, dst} table of gl.* values.
KITE_BLEND_METHODS(Label)
/// @lua cc.DrawNode:setBlendFunc(src: integer, dst: integer)
/// @lua cc.DrawNode:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the shapes blend with what is behind them; a pair Kite cannot draw raises an error.
/// @lua cc.DrawNode:getBlendFunc(): {src: integer, dst: integer}
/// The draw node's blend factors as a new {src, dst} table of gl.* values.
KITE_BLEND_METHODS(DrawNode)
/// @lua cc.ParticleSystem:setBlendFunc(src: integer, dst: integer)
/// @lua cc.ParticleSystem:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the particles blend (dst gl.ONE makes them glow); a pair Kite cannot draw raises an error.
/// @lua cc.ParticleSystem:getBlendFunc(): {src: integer, dst: integer}
/// The particles' blend factors as a new {src, dst} table of gl.* values.
KITE_BLEND_METHODS(ParticleSystem)
/// @lua cc.ParticleBatchNode:setBlendFunc(src: integer, dst: integer)
/// @lua cc.ParticleBatchNode:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets the blend factors every particle of the batch is drawn with; a pair Kite cannot draw raises an error.
/// @lua cc.ParticleBatchNode:getBlendFunc(): {src: integer, dst: integer}
/// The batch's blend factors as a new {src, dst} table; adding the first system copies that system's.
KITE_BLEND_METHODS(ParticleBatchNode)
/// @lua cc.MotionStreak:setBlendFunc(src: integer, dst: integer)
/// @lua cc.MotionStreak:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the streak blends with what is behind it; a pair Kite cannot draw raises an error.
/// @lua cc.MotionStreak:getBlendFunc(): {src: integer, dst: integer}
/// The streak's blend factors as a new {src, dst} table (gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA unless set).
KITE_BLEND_METHODS(MotionStreak)
#undef KITE_BLEND_METHODS
// ccui.ImageView and ccui.Text: their renderer's (issue 21, widgets3)
/// @lua ccui.ImageView:setBlendFunc(src: integer, dst: integer)
/// @lua ccui.ImageView:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the image blends with what is behind it; a pair Kite cannot draw raises an error.
int lua_ccui_ImageView_setBlendFunc(lua_State* L) {
    return setBlendFunc<cc::ui::ImageView>(L, "ccui.ImageView", "ccui.ImageView:setBlendFunc");
}
/// @lua ccui.ImageView:getBlendFunc(): {src: integer, dst: integer}
/// The image's blend factors as a new {src, dst} table of gl.* values.
int lua_ccui_ImageView_getBlendFunc(lua_State* L) {
    return getBlendFunc<cc::ui::ImageView>(L, "ccui.ImageView", "ccui.ImageView:getBlendFunc");
}
/// @lua ccui.Text:setBlendFunc(src: integer, dst: integer)
/// @lua ccui.Text:setBlendFunc(blendFunc: {src: integer, dst: integer})
/// Sets how the text blends with what is behind it; a pair Kite cannot draw raises an error.
int lua_ccui_Text_setBlendFunc(lua_State* L) {
    return setBlendFunc<cc::ui::Text>(L, "ccui.Text", "ccui.Text:setBlendFunc");
}
/// @lua ccui.Text:getBlendFunc(): {src: integer, dst: integer}
/// The text's blend factors as a new {src, dst} table of gl.* values.
int lua_ccui_Text_getBlendFunc(lua_State* L) {
    return getBlendFunc<cc::ui::Text>(L, "ccui.Text", "ccui.Text:getBlendFunc");
}

// The blend factors of cocos's gl table, with OpenGL's values.
/// @lua gl.ZERO: integer
/// @lua gl.ONE: integer
/// @lua gl.SRC_COLOR: integer
/// @lua gl.ONE_MINUS_SRC_COLOR: integer
/// @lua gl.SRC_ALPHA: integer
/// @lua gl.ONE_MINUS_SRC_ALPHA: integer
/// @lua gl.DST_ALPHA: integer
/// @lua gl.ONE_MINUS_DST_ALPHA: integer
/// @lua gl.DST_COLOR: integer
/// @lua gl.ONE_MINUS_DST_COLOR: integer
/// @lua gl.SRC_ALPHA_SATURATE: integer
/// OpenGL's blend factor numbers, the values the setBlendFunc methods take and getBlendFunc returns.
const std::pair<const char*, unsigned> kBlendFactors[] = {
    {"ZERO", cc::GLBlend::ZERO},
    {"ONE", cc::GLBlend::ONE},
    {"SRC_COLOR", cc::GLBlend::SRC_COLOR},
    {"ONE_MINUS_SRC_COLOR", cc::GLBlend::ONE_MINUS_SRC_COLOR},
    {"SRC_ALPHA", cc::GLBlend::SRC_ALPHA},
    {"ONE_MINUS_SRC_ALPHA", cc::GLBlend::ONE_MINUS_SRC_ALPHA},
    {"DST_ALPHA", cc::GLBlend::DST_ALPHA},
    {"ONE_MINUS_DST_ALPHA", cc::GLBlend::ONE_MINUS_DST_ALPHA},
    {"DST_COLOR", cc::GLBlend::DST_COLOR},
    {"ONE_MINUS_DST_COLOR", cc::GLBlend::ONE_MINUS_DST_COLOR},
    {"SRC_ALPHA_SATURATE", cc::GLBlend::SRC_ALPHA_SATURATE},
};

} // namespace

namespace kite::manual {

void registerBlend(lua_State* L) {
    addMethod(L, "Sprite", "setBlendFunc", lua_cc_Sprite_setBlendFunc);
    addMethod(L, "Sprite", "getBlendFunc", lua_cc_Sprite_getBlendFunc);
    addMethod(L, "Label", "setBlendFunc", lua_cc_Label_setBlendFunc);
    addMethod(L, "Label", "getBlendFunc", lua_cc_Label_getBlendFunc);
    addMethod(L, "DrawNode", "setBlendFunc", lua_cc_DrawNode_setBlendFunc);
    addMethod(L, "DrawNode", "getBlendFunc", lua_cc_DrawNode_getBlendFunc);
    addMethod(L, "ParticleSystem", "setBlendFunc", lua_cc_ParticleSystem_setBlendFunc);
    addMethod(L, "ParticleSystem", "getBlendFunc", lua_cc_ParticleSystem_getBlendFunc);
    addMethod(L, "ParticleBatchNode", "setBlendFunc", lua_cc_ParticleBatchNode_setBlendFunc);
    addMethod(L, "ParticleBatchNode", "getBlendFunc", lua_cc_ParticleBatchNode_getBlendFunc);
    addMethod(L, "MotionStreak", "setBlendFunc", lua_cc_MotionStreak_setBlendFunc);
    addMethod(L, "MotionStreak", "getBlendFunc", lua_cc_MotionStreak_getBlendFunc);
    addModuleMethod(L, "ccui", "ImageView", "setBlendFunc", lua_ccui_ImageView_setBlendFunc);
    addModuleMethod(L, "ccui", "ImageView", "getBlendFunc", lua_ccui_ImageView_getBlendFunc);
    addModuleMethod(L, "ccui", "Text", "setBlendFunc", lua_ccui_Text_setBlendFunc);
    addModuleMethod(L, "ccui", "Text", "getBlendFunc", lua_ccui_Text_getBlendFunc);

    lua_getglobal(L, "gl"); /* stack: gl */
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setglobal(L, "gl");
    }
    for (const auto& factor : kBlendFactors) {
        lua_pushinteger(L, static_cast<lua_Integer>(factor.second));
        lua_setfield(L, -2, factor.first);
    }
    lua_pop(L, 1); /* stack: */
}

} // namespace kite::manual
