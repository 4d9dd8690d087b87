// lua_ccui_textedit_manual.cpp -- ccui.TextField's and ccui.EditBox's Lua callbacks as cocos2d-x
// 3.17's manual bindings take them: textField:addEventListener(function(sender, eventType) end),
// with GuiConstants.lua's event constants (cocos 3.17 spells them ccui.TextFiledEventType; Kite also
// names the same table ccui.TextFieldEventType), and
// editBox:registerScriptEditBoxHandler(function(eventName, sender) end) /
// unregisterScriptEditBoxHandler(), with Cocos2dConstants.lua's cc.EDITBOX_INPUT_MODE_*,
// cc.EDITBOX_INPUT_FLAG_* and cc.KEYBOARD_RETURNTYPE_* numbers.
// SPDX-License-Identifier: MIT
#include "UiManualSupport.h"
#include "UiTextEditLuaNames.h"

namespace {

using kite::manual::functionOrNone;
using kite::manual::selfWithFunction;

/* textField:addEventListener(function(sender, eventType) end); nil clears it */
/// @lua ccui.TextField:addEventListener(callback: fun(sender: ccui.TextField, eventType: integer)|nil)
/// Sets the one handler of the field's IME events (ccui.TextFiledEventType); nil removes it.
int lua_ccui_TextField_addEventListener(lua_State* L) {
    const char* function = "ccui.TextField:addEventListener";
    auto* self = selfWithFunction<ccui::TextField>(L, "ccui.TextField", function);
    self->addEventListener(
        kite::manual::widgetCallback<cc::Ref, ccui::TextField::EventType>(functionOrNone(L, function)));
    return 0; /* as cocos's manual binding: nothing */
}

/* editBox:registerScriptEditBoxHandler(function(eventName, sender) end); one handler, the last wins */
/// @alias ccui.EditBoxEvent "began"|"changed"|"ended"|"return"
/// What an edit box's script handler hears: editing starts, the text changed, editing ends (then "return").

/// @lua ccui.EditBox:registerScriptEditBoxHandler(handler: fun(eventName: ccui.EditBoxEvent, sender: ccui.EditBox)|nil)
/// Sets the box's one script handler, replacing any before it; nil removes it.
int lua_ccui_EditBox_registerScriptEditBoxHandler(lua_State* L) {
    const char* function = "ccui.EditBox:registerScriptEditBoxHandler";
    auto* self = selfWithFunction<ccui::EditBox>(L, "ccui.EditBox", function);
    ccui::EditBox::ScriptHandler handler;
    if (kite::LuaFunction fn = functionOrNone(L, function))
        handler = [fn](const std::string& event, ccui::EditBox* sender) {
            kite::LuaStack* stack = fn.stack();
            if (!stack) return;
            stack->pushString(event.c_str());          /* stack: event */
            stack->pushObject(sender, "ccui.EditBox"); /* stack: event sender */
            fn.call(2);
        };
    self->setScriptHandler(std::move(handler));
    return 0;
}

/* editBox:unregisterScriptEditBoxHandler() */
/// @lua ccui.EditBox:unregisterScriptEditBoxHandler()
/// Removes the box's script handler.
int lua_ccui_EditBox_unregisterScriptEditBoxHandler(lua_State* L) {
    const char* function = "ccui.EditBox:unregisterScriptEditBoxHandler";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccui.EditBox", 0, &err) || !tolua_isnoobj(L, 2, &err))
        kite::manual::argError(L, function, &err);
    auto* self = static_cast<ccui::EditBox*>(tolua_tousertype(L, 1, 0));
    if (!self) kite::manual::invalidSelf(L, function);
    self->setScriptHandler(nullptr);
    return 0;
}

/* ccui.EditBox:create(size, normalSprite [, pressedSprite [, disabledSprite]]) with Scale9Sprites, or
   ccui.EditBox:create(size, normalImage [, pressedImage [, disabledImage [, ccui.TextureResType]]]) */
/// @lua static ccui.EditBox:create(size: cc.Size, normalSprite: ccui.Scale9Sprite, pressedSprite?: ccui.Scale9Sprite, disabledSprite?: ccui.Scale9Sprite): ccui.EditBox
/// @lua static ccui.EditBox:create(size: cc.Size, normalImage: string, pressedImage?: string, disabledImage?: string, texType?: integer): ccui.EditBox
/// A text input box of `size` on nine-slice backgrounds: normal, pressed (also while editing) and disabled.
int lua_ccui_EditBox_create(lua_State* L) {
    const char* function = "ccui.EditBox:create";
    tolua_Error err;
    cc::Size size;
    if (!tolua_isusertable(L, 1, "ccui.EditBox", 0, &err) || !kite::luaval_to_size(L, 2, &size))
        return kite::manual::argError(L, function, &err);
    ccui::EditBox* box = nullptr;
    if (tolua_isstring(L, 3, 0, &err)) {
        if (!tolua_isstring(L, 4, 1, &err) || !tolua_isstring(L, 5, 1, &err) ||
            !tolua_isnumber(L, 6, 1, &err) || !tolua_isnoobj(L, 7, &err))
            return kite::manual::argError(L, function, &err);
        box = ccui::EditBox::create(size, lua_tostring(L, 3), luaL_optstring(L, 4, ""),
                                    luaL_optstring(L, 5, ""), kite::manual::textureResTypeAt(L, 6, function));
    } else {
        if (!tolua_isusertype(L, 3, "ccui.Scale9Sprite", 0, &err) ||
            !tolua_isusertype(L, 4, "ccui.Scale9Sprite", 1, &err) ||
            !tolua_isusertype(L, 5, "ccui.Scale9Sprite", 1, &err) || !tolua_isnoobj(L, 6, &err))
            return kite::manual::argError(L, function, &err);
        auto sprite = [L](int index) {
            return static_cast<ccui::Scale9Sprite*>(tolua_tousertype(L, index, nullptr));
        };
        box = ccui::EditBox::create(size, sprite(3), sprite(4), sprite(5));
    }
    toluafix_pushusertype_ccobject(L, kite::refIdOf(box), kite::luaIdOf(box), box,
                                   "ccui.EditBox"); /* stack: ... box */
    return 1;
}

/* editBox:loadTextureNormal(name [, ccui.TextureResType]) and the pressed and disabled ones */
template <void (ccui::EditBox::*load)(const std::string&, ccui::Widget::TextureResType)>
int loadTexture(lua_State* L, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccui.EditBox", 0, &err) || !tolua_isstring(L, 2, 0, &err) ||
        !tolua_isnumber(L, 3, 1, &err) || !tolua_isnoobj(L, 4, &err))
        return kite::manual::argError(L, function, &err);
    auto* self = static_cast<ccui::EditBox*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return kite::manual::invalidSelf(L, function);
    (self->*load)(lua_tostring(L, 2), kite::manual::textureResTypeAt(L, 3, function));
    return 0;
}

/// @lua ccui.EditBox:loadTextureNormal(normal: string, texType?: integer)
/// Sets the normal background from an image file (or a sprite frame with texType 1); "" leaves it.
int lua_ccui_EditBox_loadTextureNormal(lua_State* L) {
    return loadTexture<&ccui::EditBox::loadTextureNormal>(L, "ccui.EditBox:loadTextureNormal");
}

/// @lua ccui.EditBox:loadTexturePressed(pressed: string, texType?: integer)
/// Sets the background shown while pressed or editing, from a file (or a sprite frame with texType 1).
int lua_ccui_EditBox_loadTexturePressed(lua_State* L) {
    return loadTexture<&ccui::EditBox::loadTexturePressed>(L, "ccui.EditBox:loadTexturePressed");
}

/// @lua ccui.EditBox:loadTextureDisabled(disabled: string, texType?: integer)
/// Sets the background shown when disabled, from a file (or a sprite frame with texType 1).
int lua_ccui_EditBox_loadTextureDisabled(lua_State* L) {
    return loadTexture<&ccui::EditBox::loadTextureDisabled>(L, "ccui.EditBox:loadTextureDisabled");
}

/* editBox:loadTextures(normal, pressed [, disabled [, ccui.TextureResType]]) */
/// @lua ccui.EditBox:loadTextures(normal: string, pressed: string, disabled?: string, texType?: integer)
/// Sets the normal, pressed and disabled backgrounds at once; an empty name leaves that one as it is.
int lua_ccui_EditBox_loadTextures(lua_State* L) {
    const char* function = "ccui.EditBox:loadTextures";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccui.EditBox", 0, &err) || !tolua_isstring(L, 2, 0, &err) ||
        !tolua_isstring(L, 3, 0, &err) || !tolua_isstring(L, 4, 1, &err) || !tolua_isnumber(L, 5, 1, &err) ||
        !tolua_isnoobj(L, 6, &err))
        return kite::manual::argError(L, function, &err);
    auto* self = static_cast<ccui::EditBox*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return kite::manual::invalidSelf(L, function);
    self->loadTextures(lua_tostring(L, 2), lua_tostring(L, 3), luaL_optstring(L, 4, ""),
                       kite::manual::textureResTypeAt(L, 5, function));
    return 0;
}

/* cc[name] = value for each */
void setCcNumbers(lua_State* L, std::initializer_list<kite::manual::UiConstant> constants) {
    lua_getglobal(L, "cc"); /* stack: cc */
    for (const auto& c : constants) {
        lua_pushinteger(L, c.value); /* stack: cc value */
        lua_setfield(L, -2, c.name); /* stack: cc */
    }
    lua_pop(L, 1); /* stack: */
}

} // namespace

namespace kite::manual {

void registerUiTextEdit(lua_State* L) {
    addModuleMethod(L, "ccui", "TextField", "addEventListener", lua_ccui_TextField_addEventListener);
    /// @lua ccui.TextFiledEventType: {attach_with_ime: integer, detach_with_ime: integer, insert_text: integer, delete_backward: integer}
    /// The eventType a text field's listener gets: editing starts or ends, text typed, a character deleted.

    /// @lua ccui.TextFieldEventType: {attach_with_ime: integer, detach_with_ime: integer, insert_text: integer, delete_backward: integer}
    /// ccui.TextFiledEventType (cocos's spelling) under its correct spelling, a Kite addition.
    for (const char* table : {"TextFiledEventType", "TextFieldEventType"})
        setUiConstants(
            L, table,
            {{"attach_with_ime", 0}, {"detach_with_ime", 1}, {"insert_text", 2}, {"delete_backward", 3}});
    addModuleMethod(L, "ccui", "EditBox", "create", lua_ccui_EditBox_create);
    addModuleMethod(L, "ccui", "EditBox", "loadTextures", lua_ccui_EditBox_loadTextures);
    addModuleMethod(L, "ccui", "EditBox", "loadTextureNormal", lua_ccui_EditBox_loadTextureNormal);
    addModuleMethod(L, "ccui", "EditBox", "loadTexturePressed", lua_ccui_EditBox_loadTexturePressed);
    addModuleMethod(L, "ccui", "EditBox", "loadTextureDisabled", lua_ccui_EditBox_loadTextureDisabled);
    addModuleMethod(L, "ccui", "EditBox", "registerScriptEditBoxHandler",
                    lua_ccui_EditBox_registerScriptEditBoxHandler);
    addModuleMethod(L, "ccui", "EditBox", "unregisterScriptEditBoxHandler",
                    lua_ccui_EditBox_unregisterScriptEditBoxHandler);
    /// @lua cc.KEYBOARD_RETURNTYPE_DEFAULT: integer
    /// @lua cc.KEYBOARD_RETURNTYPE_DONE: integer
    /// @lua cc.KEYBOARD_RETURNTYPE_SEND: integer
    /// @lua cc.KEYBOARD_RETURNTYPE_SEARCH: integer
    /// @lua cc.KEYBOARD_RETURNTYPE_GO: integer
    /// An edit box's return key label (setReturnType), a phone keyboard hint that changes nothing in Kite.

    /// @lua cc.EDITBOX_INPUT_MODE_ANY: integer
    /// @lua cc.EDITBOX_INPUT_MODE_EMAILADDR: integer
    /// @lua cc.EDITBOX_INPUT_MODE_NUMERIC: integer
    /// @lua cc.EDITBOX_INPUT_MODE_PHONENUMBER: integer
    /// @lua cc.EDITBOX_INPUT_MODE_URL: integer
    /// @lua cc.EDITBOX_INPUT_MODE_DECIMAL: integer
    /// @lua cc.EDITBOX_INPUT_MODE_SINGLELINE: integer
    /// What an edit box takes (setInputMode): NUMERIC, DECIMAL, PHONENUMBER filter it; only ANY is
    /// multi-line.

    /// @lua cc.EDITBOX_INPUT_FLAG_PASSWORD: integer
    /// @lua cc.EDITBOX_INPUT_FLAG_SENSITIVE: integer
    /// @lua cc.EDITBOX_INPUT_FLAG_INITIAL_CAPS_WORD: integer
    /// @lua cc.EDITBOX_INPUT_FLAG_INITIAL_CAPS_SENTENCE: integer
    /// @lua cc.EDITBOX_INPUT_FLAG_INITIAL_CAPS_ALL_CHARACTERS: integer
    /// An edit box flag for setInputFlag: PASSWORD shows dots; the others are phone keyboard hints Kite
    /// ignores.
    setCcNumbers(L, {{"KEYBOARD_RETURNTYPE_DEFAULT", 0},
                     {"KEYBOARD_RETURNTYPE_DONE", 1},
                     {"KEYBOARD_RETURNTYPE_SEND", 2},
                     {"KEYBOARD_RETURNTYPE_SEARCH", 3},
                     {"KEYBOARD_RETURNTYPE_GO", 4},
                     {"EDITBOX_INPUT_MODE_ANY", 0},
                     {"EDITBOX_INPUT_MODE_EMAILADDR", 1},
                     {"EDITBOX_INPUT_MODE_NUMERIC", 2},
                     {"EDITBOX_INPUT_MODE_PHONENUMBER", 3},
                     {"EDITBOX_INPUT_MODE_URL", 4},
                     {"EDITBOX_INPUT_MODE_DECIMAL", 5},
                     {"EDITBOX_INPUT_MODE_SINGLELINE", 6},
                     {"EDITBOX_INPUT_FLAG_PASSWORD", 0},
                     {"EDITBOX_INPUT_FLAG_SENSITIVE", 1},
                     {"EDITBOX_INPUT_FLAG_INITIAL_CAPS_WORD", 2},
                     {"EDITBOX_INPUT_FLAG_INITIAL_CAPS_SENTENCE", 3},
                     {"EDITBOX_INPUT_FLAG_INITIAL_CAPS_ALL_CHARACTERS", 4}});
}

} // namespace kite::manual
