// lua_ccui_scale9_manual.cpp -- what ui_scale9.pkg cannot say: the ccui.Scale9Sprite.State and
// .RenderingType tables (cocos2d-x 3.17's GuiConstants.lua sets them; a game that does not
// `require "cocos.init"` expects them too), ccui.Scale9Sprite:new() (cocos's Lua constructor), and
// cc.Scale9Sprite, which cocos's extension/DeprecatedExtensionClass.lua makes the same table as
// ccui.Scale9Sprite.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "UiLuaNames.h"
#include "UiManualSupport.h"

#include <utility>

namespace {

using kite::manual::argError;

/* ccui.Scale9Sprite:new() -> an empty Scale9Sprite, as create() */
/// @lua static ccui.Scale9Sprite:new(): ccui.Scale9Sprite
/// An empty nine-slice sprite, as create() makes it (cocos's Lua constructor).
int lua_ccui_Scale9Sprite_new(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "ccui.Scale9Sprite", 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, "ccui.Scale9Sprite:new", &err);
    ccui::Scale9Sprite* sprite = ccui::Scale9Sprite::create();
    toluafix_pushusertype_ccobject(L, kite::refIdOf(sprite), kite::luaIdOf(sprite), sprite,
                                   "ccui.Scale9Sprite");
    return 1;
}

} // namespace

namespace kite::manual {

void registerUiScale9(lua_State* L) {
    addModuleMethod(L, "ccui", "Scale9Sprite", "new", lua_ccui_Scale9Sprite_new);
    using State = ccui::Scale9Sprite::State;
    using RenderingType = ccui::Scale9Sprite::RenderingType;
    /// @lua ccui.Scale9Sprite.State: {NORMAL: integer, GRAY: integer}
    /// How a nine-slice sprite is drawn (setState): in its colours, or greyed.
    setClassConstants(L, "Scale9Sprite", "State",
                      {{"NORMAL", static_cast<int>(State::NORMAL)}, {"GRAY", static_cast<int>(State::GRAY)}});
    /// @lua ccui.Scale9Sprite.RenderingType: {SIMPLE: integer, SLICE: integer}
    /// Whether a nine-slice sprite stretches its whole image (SIMPLE) or keeps the cap insets' borders
    /// (SLICE).
    setClassConstants(L, "Scale9Sprite", "RenderingType",
                      {{"SIMPLE", static_cast<int>(RenderingType::SIMPLE)},
                       {"SLICE", static_cast<int>(RenderingType::SLICE)}});
    /// @lua cc.Scale9Sprite: ccui.Scale9Sprite
    /// The ccui.Scale9Sprite class under its cocos2d-x extension name (the same table).
    /* cc.Scale9Sprite = ccui.Scale9Sprite */
    lua_getglobal(L, "cc");
    lua_getglobal(L, "ccui");
    lua_getfield(L, -1, "Scale9Sprite"); /* stack: cc ccui class */
    lua_setfield(L, -3, "Scale9Sprite");
    lua_pop(L, 2);
}

} // namespace kite::manual
