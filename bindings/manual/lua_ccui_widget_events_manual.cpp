// lua_ccui_widget_events_manual.cpp -- the widgets' own event listeners as
// cocos2d-x 3.17's ui manual bindings take them:
// checkBox:addEventListener(function(sender, eventType) end) (also RadioButton
// and Slider), radioButtonGroup:addEventListener(function(radioButton, index,
// eventType) end), and GuiConstants.lua's event and widget constant tables for
// them. SPDX-License-Identifier: MIT
#include "UiLuaNames.h"
#include "UiManualSupport.h"
#include "ui/CheckBox.h"
#include "ui/RadioButtonGroup.h"
#include "ui/Slider.h"

namespace {

using kite::manual::functionOrNone;
using kite::manual::selfWithFunction;

/* widget:addEventListener(function(sender, eventType) end) for a widget whose
   callback takes (sender, EventType) */
template <class T, class Sender, class EventType>
int addSenderEventListener(lua_State* L, const char* type, const char* function) {
    T* self = selfWithFunction<T>(L, type, function);
    self->addEventListener(kite::manual::widgetCallback<Sender, EventType>(functionOrNone(L, function)));
    return 0; /* as cocos's manual bindings: nothing */
}

/// @lua ccui.CheckBox:addEventListener(callback: fun(sender: ccui.CheckBox, eventType: integer)|nil)
/// Sets the one handler told when the box is checked or unchecked (ccui.CheckBoxEventType); nil removes it.
int lua_ccui_CheckBox_addEventListener(lua_State* L) {
    return addSenderEventListener<ccui::CheckBox, cc::Ref, ccui::CheckBox::EventType>(
        L, "ccui.CheckBox", "ccui.CheckBox:addEventListener");
}

/// @lua ccui.RadioButton:addEventListener(callback: fun(sender: ccui.RadioButton, eventType: integer)|nil)
/// Sets the one handler told when the button is selected or unselected; nil removes it.
int lua_ccui_RadioButton_addEventListener(lua_State* L) {
    return addSenderEventListener<ccui::RadioButton, ccui::RadioButton, ccui::RadioButton::EventType>(
        L, "ccui.RadioButton", "ccui.RadioButton:addEventListener");
}

/// @lua ccui.Slider:addEventListener(callback: fun(sender: ccui.Slider, eventType: integer)|nil)
/// Sets the one handler of the slider's changes and ball touches (ccui.SliderEventType); nil removes it.
int lua_ccui_Slider_addEventListener(lua_State* L) {
    return addSenderEventListener<ccui::Slider, cc::Ref, ccui::Slider::EventType>(
        L, "ccui.Slider", "ccui.Slider:addEventListener");
}

/* group:addEventListener(function(radioButton, index, eventType) end) */
/// @lua ccui.RadioButtonGroup:addEventListener(callback: fun(radioButton: ccui.RadioButton|nil, index: integer, eventType: integer)|nil)
/// Sets the one handler told of each selection: the button and its index from 0 (nil, -1 for none).
int lua_ccui_RadioButtonGroup_addEventListener(lua_State* L) {
    const char* function = "ccui.RadioButtonGroup:addEventListener";
    auto* self = selfWithFunction<ccui::RadioButtonGroup>(L, "ccui.RadioButtonGroup", function);
    self->addEventListener(
        kite::manual::widgetCallback<ccui::RadioButton, int, ccui::RadioButtonGroup::EventType>(
            functionOrNone(L, function)));
    return 0; /* as cocos's manual bindings: nothing */
}

} // namespace

namespace kite::manual {

void registerUiWidgetEvents(lua_State* L) {
    addModuleMethod(L, "ccui", "CheckBox", "addEventListener", lua_ccui_CheckBox_addEventListener);
    addModuleMethod(L, "ccui", "RadioButton", "addEventListener", lua_ccui_RadioButton_addEventListener);
    addModuleMethod(L, "ccui", "RadioButtonGroup", "addEventListener",
                    lua_ccui_RadioButtonGroup_addEventListener);
    addModuleMethod(L, "ccui", "Slider", "addEventListener", lua_ccui_Slider_addEventListener);
    /// @lua ccui.CheckBoxEventType: {selected: integer, unselected: integer}
    /// The eventType a check box's listener gets: it was checked, or unchecked.
    setUiConstants(L, "CheckBoxEventType", {{"selected", 0}, {"unselected", 1}});
    /// @lua ccui.RadioButtonEventType: {selected: integer, unselected: integer}
    /// The eventType a radio button's listener gets: it was selected, or unselected.
    setUiConstants(L, "RadioButtonEventType", {{"selected", 0}, {"unselected", 1}});
    /// @lua ccui.RadioButtonGroupEventType: {select_changed: integer}
    /// The eventType a radio button group's listener gets when another button is selected.
    setUiConstants(L, "RadioButtonGroupEventType", {{"select_changed", 0}});
    /// @lua ccui.SliderEventType: {percentChanged: integer, slideBallDown: integer, slideBallUp: integer, slideBallCancel: integer}
    /// The eventType a slider's listener gets: the percent changed; the ball pressed, released or cancelled.
    setUiConstants(L, "SliderEventType",
                   {{"percentChanged", 0}, {"slideBallDown", 1}, {"slideBallUp", 2}, {"slideBallCancel", 3}});
    /// @lua ccui.LoadingBarDirection: {LEFT: integer, RIGHT: integer}
    /// The side a loading bar fills from (setDirection).
    setUiConstants(L, "LoadingBarDirection", {{"LEFT", 0}, {"RIGHT", 1}});
    /// @lua ccui.TextType: {SYSTEM: integer, TTF: integer}
    /// The kind of font a ccui.Text uses (getType): a system font name or a TTF file.
    setUiConstants(L, "TextType", {{"SYSTEM", 0}, {"TTF", 1}});
}

} // namespace kite::manual
