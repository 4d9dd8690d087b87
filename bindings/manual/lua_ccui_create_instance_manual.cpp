// lua_ccui_create_instance_manual.cpp -- ccui.<Widget>:createInstance(), cocos2d-x 3.17's reader
// factory (IMPLEMENT_CLASS_GUI_INFO): a new widget exactly as create() makes it, autoreleased,
// pushed as cocos 3.17.2's generated binding pushes it, declared cc.Ref; Kite's push gives every
// object its own type, so it comes out as the widget's class (tolua.cast(w, "ccui.Button"), which
// cocos scripts do, works as well).
// SPDX-License-Identifier: MIT
#include "UiLuaNames.h"
#include "UiManualSupport.h"
#include "ui/Button.h"
#include "ui/CheckBox.h"
#include "ui/ImageView.h"
#include "ui/LoadingBar.h"
#include "ui/RadioButton.h"
#include "ui/Slider.h"
#include "ui/Text.h"
#include "ui/TextAtlas.h"
#include "ui/TextBMFont.h"

namespace {

/* ccui.T:createInstance() -- stack: class table -> class table, widget (as cc.Ref) */
template <class T> int createInstance(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertable(L, 1, type, 0, &err) || !tolua_isnoobj(L, 2, &err))
        return kite::manual::argError(L, function, &err);
    T* widget = T::create();
    toluafix_pushusertype_ccobject(L, kite::refIdOf(widget), kite::luaIdOf(widget), widget, "cc.Ref");
    return 1;
}

#define KITE_CREATE_INSTANCE(Class)                                                                          \
    int lua_ccui_##Class##_createInstance(lua_State* L) {                                                    \
        return createInstance<ccui::Class>(L, "ccui." #Class, "ccui." #Class ":createInstance");             \
    }
KITE_CREATE_INSTANCE(Button)
KITE_CREATE_INSTANCE(CheckBox)
KITE_CREATE_INSTANCE(RadioButton)
KITE_CREATE_INSTANCE(ImageView)
KITE_CREATE_INSTANCE(Text)
KITE_CREATE_INSTANCE(TextBMFont)
KITE_CREATE_INSTANCE(TextAtlas)
KITE_CREATE_INSTANCE(LoadingBar)
KITE_CREATE_INSTANCE(Slider)
#undef KITE_CREATE_INSTANCE

} // namespace

namespace kite::manual {

void registerUiCreateInstance(lua_State* L) {
    addModuleMethod(L, "ccui", "Button", "createInstance", lua_ccui_Button_createInstance);
    addModuleMethod(L, "ccui", "CheckBox", "createInstance", lua_ccui_CheckBox_createInstance);
    addModuleMethod(L, "ccui", "RadioButton", "createInstance", lua_ccui_RadioButton_createInstance);
    addModuleMethod(L, "ccui", "ImageView", "createInstance", lua_ccui_ImageView_createInstance);
    addModuleMethod(L, "ccui", "Text", "createInstance", lua_ccui_Text_createInstance);
    addModuleMethod(L, "ccui", "TextBMFont", "createInstance", lua_ccui_TextBMFont_createInstance);
    addModuleMethod(L, "ccui", "TextAtlas", "createInstance", lua_ccui_TextAtlas_createInstance);
    addModuleMethod(L, "ccui", "LoadingBar", "createInstance", lua_ccui_LoadingBar_createInstance);
    addModuleMethod(L, "ccui", "Slider", "createInstance", lua_ccui_Slider_createInstance);
}

} // namespace kite::manual
