// lua_ccui_textedit_manual.cpp -- ccui.TextField's event listener as cocos2d-x 3.17's ui manual
// bindings take it: textField:addEventListener(function(sender, eventType) end), with
// GuiConstants.lua's event constants: cocos 3.17 spells them ccui.TextFiledEventType; Kite also
// names the same table ccui.TextFieldEventType.
// SPDX-License-Identifier: MIT
#include "UiManualSupport.h"
#include "UiTextEditLuaNames.h"

namespace {

using kite::manual::functionOrNone;
using kite::manual::selfWithFunction;

/* textField:addEventListener(function(sender, eventType) end); nil clears it */
int lua_ccui_TextField_addEventListener(lua_State* L) {
    const char* function = "ccui.TextField:addEventListener";
    auto* self = selfWithFunction<ccui::TextField>(L, "ccui.TextField", function);
    ccui::TextField::ccTextFieldCallback callback;
    if (auto call = kite::manual::widgetEventCallback(functionOrNone(L, function)))
        callback = [call](cc::Ref* sender, ccui::TextField::EventType event) {
            call(sender, static_cast<int>(event));
        };
    self->addEventListener(callback);
    return 0; /* as cocos's manual binding: nothing */
}

} // namespace

namespace kite::manual {

void registerUiTextEdit(lua_State* L) {
    addModuleMethod(L, "ccui", "TextField", "addEventListener", lua_ccui_TextField_addEventListener);
    for (const char* table : {"TextFiledEventType", "TextFieldEventType"})
        setUiConstants(
            L, table,
            {{"attach_with_ime", 0}, {"detach_with_ime", 1}, {"insert_text", 2}, {"delete_backward", 3}});
}

} // namespace kite::manual
