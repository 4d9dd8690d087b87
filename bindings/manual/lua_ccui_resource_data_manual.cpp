// lua_ccui_resource_data_manual.cpp -- the widgets' ResourceData getters (button:getNormalFile(),
// checkBox:getBackNormalFile(), imageView:getRenderFile(), slider:getBallNormalFile(), ...), each
// returning {type = ccui.TextureResType, file = name, plist = ""} through one conversion.
// cocos2d-x 3.17.2's generated bindings have no conversion for ResourceData (they push nothing and
// hand back the receiver); the table is the form its API docs name (cc.ResourceData) and the one
// later engines of the family push.
// SPDX-License-Identifier: MIT
#include "UiLuaNames.h"
#include "UiManualSupport.h"
#include "ui/Button.h"
#include "ui/CheckBox.h"
#include "ui/ImageView.h"
#include "ui/Layout.h"
#include "ui/LoadingBar.h"
#include "ui/ResourceData.h"
#include "ui/Slider.h"
#include "ui/TextAtlas.h"
#include "ui/TextBMFont.h"

namespace {

using kite::manual::selfOnly;

/* The one ResourceData conversion. stack: ... -> ..., {type, file, plist} */
/// @alias cc.ResourceData {type: integer, file: string, plist: string}
/// Where a widget's image came from: its ccui.TextureResType, file or sprite frame name, and plist "".
void pushResourceData(lua_State* L, const cc::ResourceData& data) {
    lua_createtable(L, 0, 3);      /* stack: ..., t */
    lua_pushinteger(L, data.type); /* stack: ..., t, type */
    lua_setfield(L, -2, "type");   /* stack: ..., t */
    lua_pushlstring(L, data.file.data(), data.file.size());
    lua_setfield(L, -2, "file");
    lua_pushlstring(L, data.plist.data(), data.plist.size());
    lua_setfield(L, -2, "plist");
}

/* self:getter() for a ResourceData getter of T, checked as the generated getters are */
template <class T, cc::ResourceData (T::*Getter)() const> struct ResourceGetter {
    static const char* type;
    static const char* function;
    /// @lua ccui.Button:getNormalFile(): cc.ResourceData
    /// The source of the button's normal image (file "" when none was loaded).

    /// @lua ccui.Button:getPressedFile(): cc.ResourceData
    /// The source of the button's pressed image (file "" when none was loaded).

    /// @lua ccui.Button:getDisabledFile(): cc.ResourceData
    /// The source of the button's disabled image (file "" when none was loaded).

    /// @lua ccui.AbstractCheckButton:getBackNormalFile(): cc.ResourceData
    /// The source of the box's background image (file "" when none was loaded).

    /// @lua ccui.AbstractCheckButton:getBackPressedFile(): cc.ResourceData
    /// The source of the background shown while pressed (file "" when none was loaded).

    /// @lua ccui.AbstractCheckButton:getBackDisabledFile(): cc.ResourceData
    /// The source of the background shown when disabled (file "" when none was loaded).

    /// @lua ccui.AbstractCheckButton:getCrossNormalFile(): cc.ResourceData
    /// The source of the check mark's image (file "" when none was loaded).

    /// @lua ccui.AbstractCheckButton:getCrossDisabledFile(): cc.ResourceData
    /// The source of the check mark shown when disabled (file "" when none was loaded).

    /// @lua ccui.ImageView:getRenderFile(): cc.ResourceData
    /// The source of the image view's picture (file "" when none was loaded).

    /// @lua ccui.TextBMFont:getRenderFile(): cc.ResourceData
    /// The bitmap font file the text is drawn with (type 0; file "" when none).

    /// @lua ccui.TextAtlas:getRenderFile(): cc.ResourceData
    /// The char map image the text is drawn with (type 0; file "" when none).

    /// @lua ccui.LoadingBar:getRenderFile(): cc.ResourceData
    /// The source of the bar's image (file "" when none was loaded).

    /// @lua ccui.Layout:getRenderFile(): cc.ResourceData
    /// The source of the layout's background image (file "" when none was set).

    /// @lua ccui.Slider:getBackFile(): cc.ResourceData
    /// The source of the slider's track image (file "" when none was loaded).

    /// @lua ccui.Slider:getProgressBarFile(): cc.ResourceData
    /// The source of the slider's filled-part image (file "" when none was loaded).

    /// @lua ccui.Slider:getBallNormalFile(): cc.ResourceData
    /// The source of the slider's ball image (file "" when none was loaded).

    /// @lua ccui.Slider:getBallPressedFile(): cc.ResourceData
    /// The source of the ball image shown while pressed (file "" when none was loaded).

    /// @lua ccui.Slider:getBallDisabledFile(): cc.ResourceData
    /// The source of the ball image shown when disabled (file "" when none was loaded).
    static int call(lua_State* L) {
        T* self = selfOnly<T>(L, type, function); /* stack: self */
        pushResourceData(L, (self->*Getter)());   /* stack: self, t */
        return 1;
    }
};
template <class T, cc::ResourceData (T::*Getter)() const> const char* ResourceGetter<T, Getter>::type;
template <class T, cc::ResourceData (T::*Getter)() const> const char* ResourceGetter<T, Getter>::function;

template <class T, cc::ResourceData (T::*Getter)() const>
void addGetter(lua_State* L, const char* className, const char* luaType, const char* function,
               const char* name) {
    ResourceGetter<T, Getter>::type = luaType;
    ResourceGetter<T, Getter>::function = function;
    kite::manual::addModuleMethod(L, "ccui", className, name, ResourceGetter<T, Getter>::call);
}

} // namespace

namespace kite::manual {

#define KITE_RESOURCE_GETTER(Class, method)                                                                  \
    addGetter<ccui::Class, &ccui::Class::method>(L, #Class, "ccui." #Class, "ccui." #Class ":" #method,      \
                                                 #method)

void registerUiResourceData(lua_State* L) {
    KITE_RESOURCE_GETTER(Button, getNormalFile);
    KITE_RESOURCE_GETTER(Button, getPressedFile);
    KITE_RESOURCE_GETTER(Button, getDisabledFile);
    KITE_RESOURCE_GETTER(AbstractCheckButton, getBackNormalFile);
    KITE_RESOURCE_GETTER(AbstractCheckButton, getBackPressedFile);
    KITE_RESOURCE_GETTER(AbstractCheckButton, getBackDisabledFile);
    KITE_RESOURCE_GETTER(AbstractCheckButton, getCrossNormalFile);
    KITE_RESOURCE_GETTER(AbstractCheckButton, getCrossDisabledFile);
    KITE_RESOURCE_GETTER(ImageView, getRenderFile);
    KITE_RESOURCE_GETTER(TextBMFont, getRenderFile);
    KITE_RESOURCE_GETTER(TextAtlas, getRenderFile);
    KITE_RESOURCE_GETTER(LoadingBar, getRenderFile);
    KITE_RESOURCE_GETTER(Layout, getRenderFile);
    KITE_RESOURCE_GETTER(Slider, getBackFile);
    KITE_RESOURCE_GETTER(Slider, getProgressBarFile);
    KITE_RESOURCE_GETTER(Slider, getBallNormalFile);
    KITE_RESOURCE_GETTER(Slider, getBallPressedFile);
    KITE_RESOURCE_GETTER(Slider, getBallDisabledFile);
}

#undef KITE_RESOURCE_GETTER

} // namespace kite::manual
