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
#include "ui/Layout.h"
#include "ui/ListView.h"
#include "ui/LoadingBar.h"
#include "ui/PageView.h"
#include "ui/RadioButton.h"
#include "ui/ScrollView.h"
#include "ui/Slider.h"
#include "ui/Text.h"
#include "ui/TextAtlas.h"
#include "ui/TextBMFont.h"
#include "ui/TextField.h"

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

// The classes cocos 3.17.2 registers createInstance on (its reader factory's), each once here.
#define KITE_EACH_CREATE_INSTANCE(X)                                                                         \
    X(Button)                                                                                                \
    X(CheckBox) X(RadioButton) X(ImageView) X(Text) X(TextBMFont) X(TextAtlas) X(LoadingBar) X(Slider)       \
        X(TextField) X(Layout) X(ScrollView) X(ListView) X(PageView)

#define KITE_CREATE_INSTANCE(Class)                                                                          \
    int lua_ccui_##Class##_createInstance(lua_State* L) {                                                    \
        return createInstance<ccui::Class>(L, "ccui." #Class, "ccui." #Class ":createInstance");             \
    }
/// @lua static ccui.Button:createInstance(): ccui.Button
/// A new Button as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.CheckBox:createInstance(): ccui.CheckBox
/// A new CheckBox as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.RadioButton:createInstance(): ccui.RadioButton
/// A new RadioButton as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.ImageView:createInstance(): ccui.ImageView
/// A new ImageView as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.Text:createInstance(): ccui.Text
/// A new Text as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.TextBMFont:createInstance(): ccui.TextBMFont
/// A new TextBMFont as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.TextAtlas:createInstance(): ccui.TextAtlas
/// A new TextAtlas as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.LoadingBar:createInstance(): ccui.LoadingBar
/// A new LoadingBar as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.Slider:createInstance(): ccui.Slider
/// A new Slider as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.TextField:createInstance(): ccui.TextField
/// A new TextField as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.Layout:createInstance(): ccui.Layout
/// A new Layout as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.ScrollView:createInstance(): ccui.ScrollView
/// A new ScrollView as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.ListView:createInstance(): ccui.ListView
/// A new ListView as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.

/// @lua static ccui.PageView:createInstance(): ccui.PageView
/// A new PageView as create() makes it (cocos's reader factory), typed as its own class, not cc.Ref.
KITE_EACH_CREATE_INSTANCE(KITE_CREATE_INSTANCE)
#undef KITE_CREATE_INSTANCE

} // namespace

namespace kite::manual {

void registerUiCreateInstance(lua_State* L) {
#define KITE_REGISTER_CREATE_INSTANCE(Class)                                                                 \
    addModuleMethod(L, "ccui", #Class, "createInstance", lua_ccui_##Class##_createInstance);
    KITE_EACH_CREATE_INSTANCE(KITE_REGISTER_CREATE_INSTANCE)
#undef KITE_REGISTER_CREATE_INSTANCE
}

} // namespace kite::manual
