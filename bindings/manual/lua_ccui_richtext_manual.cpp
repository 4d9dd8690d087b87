// lua_ccui_richtext_manual.cpp -- what ui_richtext.pkg cannot say: createWithXML / initWithXML with
// cocos's defaults table and openUrl handler, setDefaults / getDefaults (a table, cocos's ValueMap),
// setOpenUrlHandler, the KEY_* / VALUE_* names on ccui.RichText, and the constant tables cocos's
// GuiConstants.lua sets (ccui.RichText.WrapMode, .HorizontalAlignment, ccui.RichElementType).
// SPDX-License-Identifier: MIT
#include "LuaValueConversions.h"
#include "UiLuaNames.h"
#include "UiManualSupport.h"

#include <string>

namespace {

using kite::manual::argError;

/// fn(url) for a RichText's links; empty for an empty fn.
ccui::RichText::OpenUrlHandler openUrlCallback(kite::LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](const std::string& url) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushString(url.c_str());
        fn.call(1);
    };
}

/// The optional defaults table at @p index (nil or absent: none) and handler at @p index + 1; false
/// (with the argument error raised by the caller) for anything else.
bool xmlOptions(lua_State* L, int index, const char* function, cc::PlistValue* defaults,
                ccui::RichText::OpenUrlHandler* handler) {
    if (!lua_isnoneornil(L, index)) {
        if (!lua_istable(L, index) || !kite::manual::toPlistValue(L, index, 0, defaults) ||
            !defaults->isDict())
            return false;
    }
    if (!lua_isnoneornil(L, index + 1)) {
        if (!lua_isfunction(L, index + 1)) return false;
        *handler = openUrlCallback(kite::manual::luaFunctionAt(L, index + 1, function));
    }
    return lua_isnone(L, index + 2);
}

/* ccui.RichElementImage:create(tag, color, opacity, filePath, url, texType); shorter forms are generated */
/// @lua static ccui.RichElementImage:create(tag: integer, color: cc.Color3B, opacity: integer, filePath: string, url: string, texType: integer): ccui.RichElementImage
/// An inline image of a file (a sprite frame when texType is plistType, 1) that opens `url` when tapped.
int lua_ccui_RichElementImage_create(lua_State* L) {
    const char* function = "ccui.RichElementImage:create";
    if (lua_gettop(L) != 7) return kite::manual::callPrevious(L);
    tolua_Error err;
    cc::Color3B color;
    if (!tolua_isusertable(L, 1, "ccui.RichElementImage", 0, &err) || !tolua_isnumber(L, 2, 0, &err) ||
        !kite::luaval_to_color3b(L, 3, &color) || !tolua_isnumber(L, 4, 0, &err) ||
        !tolua_isstring(L, 5, 0, &err) || !tolua_isstring(L, 6, 0, &err) || !tolua_isnumber(L, 7, 0, &err))
        return luaL_error(L, "error in function '%s': expects (tag, color, opacity, filePath, url, texType)",
                          function);
    const auto type =
        lua_tointeger(L, 7) == 1 ? ccui::Widget::TextureResType::PLIST : ccui::Widget::TextureResType::LOCAL;
    auto* element = ccui::RichElementImage::create(static_cast<int>(lua_tointeger(L, 2)), color,
                                                   static_cast<std::uint8_t>(lua_tointeger(L, 4)),
                                                   lua_tostring(L, 5), lua_tostring(L, 6), type);
    toluafix_pushusertype_ccobject(L, kite::refIdOf(element), kite::luaIdOf(element), element,
                                   "ccui.RichElementImage");
    return 1;
}

/// @lua static ccui.RichText:createWithXML(xml: string, defaults?: table, openUrl?: fun(url: string)): ccui.RichText|nil
/// A rich text from cocos's markup (font, b, i, u, del, outline, shadow, glow, br, img, a), nil if bad.
int lua_ccui_RichText_createWithXML(lua_State* L) {
    const char* function = "ccui.RichText:createWithXML";
    tolua_Error err;
    cc::PlistValue defaults;
    ccui::RichText::OpenUrlHandler handler;
    if (!tolua_isusertable(L, 1, "ccui.RichText", 0, &err) || !tolua_isstring(L, 2, 0, &err))
        return argError(L, function, &err);
    if (!xmlOptions(L, 3, function, &defaults, &handler))
        return luaL_error(L, "error in function '%s': expects (xml [, defaults table [, openUrl function]])",
                          function);
    size_t length = 0;
    const char* xml = lua_tolstring(L, 2, &length);
    ccui::RichText* widget = ccui::RichText::createWithXML(std::string(xml, length), defaults, handler);
    if (!widget) {
        lua_pushnil(L); /* stack: ... nil (the XML did not parse; the error is logged) */
        return 1;
    }
    toluafix_pushusertype_ccobject(L, kite::refIdOf(widget), kite::luaIdOf(widget), widget, "ccui.RichText");
    return 1;
}

/// @lua ccui.RichText:initWithXML(xml: string, defaults?: table, openUrl?: fun(url: string)): boolean
/// Adds the markup's elements, merging `defaults` and setting the link handler; false (logged) if bad.
int lua_ccui_RichText_initWithXML(lua_State* L) {
    const char* function = "ccui.RichText:initWithXML";
    tolua_Error err;
    cc::PlistValue defaults;
    ccui::RichText::OpenUrlHandler handler;
    if (!tolua_isusertype(L, 1, "ccui.RichText", 0, &err) || !tolua_isstring(L, 2, 0, &err))
        return argError(L, function, &err);
    auto* self = static_cast<ccui::RichText*>(tolua_tousertype(L, 1, 0));
    if (!self) return kite::manual::invalidSelf(L, function);
    if (!xmlOptions(L, 3, function, &defaults, &handler))
        return luaL_error(L, "error in function '%s': expects (xml [, defaults table [, openUrl function]])",
                          function);
    size_t length = 0;
    const char* xml = lua_tolstring(L, 2, &length);
    lua_pushboolean(L, self->initWithXML(std::string(xml, length), defaults, handler)); /* stack: ... ok */
    return 1;
}

/// @lua ccui.RichText:setDefaults(defaults: table)
/// Merges a table keyed by ccui.RichText.KEY_* names into the look markup text and links start from.
int lua_ccui_RichText_setDefaults(lua_State* L) {
    const char* function = "ccui.RichText:setDefaults";
    tolua_Error err;
    cc::PlistValue defaults;
    if (!tolua_isusertype(L, 1, "ccui.RichText", 0, &err) || !tolua_istable(L, 2, 0, &err) ||
        !tolua_isnoobj(L, 3, &err))
        return argError(L, function, &err);
    auto* self = static_cast<ccui::RichText*>(tolua_tousertype(L, 1, 0));
    if (!self) return kite::manual::invalidSelf(L, function);
    if (!kite::manual::toPlistValue(L, 2, 0, &defaults) || !defaults.isDict())
        return luaL_error(
            L, "error in function '%s': the defaults must be a table of strings, numbers and booleans",
            function);
    self->setDefaults(defaults);
    return 0;
}

/// @lua ccui.RichText:getDefaults(): table
/// A copy of the defaults table, keyed by ccui.RichText.KEY_* names.
int lua_ccui_RichText_getDefaults(lua_State* L) {
    const char* function = "ccui.RichText:getDefaults";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccui.RichText", 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, function, &err);
    auto* self = static_cast<ccui::RichText*>(tolua_tousertype(L, 1, 0));
    if (!self) return kite::manual::invalidSelf(L, function);
    kite::manual::pushPlistValue(L, self->getDefaults()); /* stack: ... defaults */
    return 1;
}

/// @lua ccui.RichText:setOpenUrlHandler(handler: fun(url: string)|nil)
/// Calls handler with a link's URL when one is tapped; nil goes back to opening it with the system.
int lua_ccui_RichText_setOpenUrlHandler(lua_State* L) {
    const char* function = "ccui.RichText:setOpenUrlHandler";
    auto* self = kite::manual::selfWithFunction<ccui::RichText>(L, "ccui.RichText", function);
    self->setOpenUrlHandler(openUrlCallback(kite::manual::functionOrNone(L, function)));
    return 0;
}

/// ccui.RichText.KEY_... = "KEY_...", as cocos's static strings are named.
void setKeyNames(lua_State* L) {
    /// @lua ccui.RichText.KEY_VERTICAL_SPACE: string
    /// @lua ccui.RichText.KEY_WRAP_MODE: string
    /// @lua ccui.RichText.KEY_HORIZONTAL_ALIGNMENT: string
    /// @lua ccui.RichText.KEY_FONT_COLOR_STRING: string
    /// @lua ccui.RichText.KEY_FONT_SIZE: string
    /// @lua ccui.RichText.KEY_FONT_SMALL: string
    /// @lua ccui.RichText.KEY_FONT_BIG: string
    /// @lua ccui.RichText.KEY_FONT_FACE: string
    /// @lua ccui.RichText.KEY_TEXT_BOLD: string
    /// @lua ccui.RichText.KEY_TEXT_ITALIC: string
    /// @lua ccui.RichText.KEY_TEXT_LINE: string
    /// @lua ccui.RichText.KEY_TEXT_STYLE: string
    /// @lua ccui.RichText.KEY_TEXT_OUTLINE_COLOR: string
    /// @lua ccui.RichText.KEY_TEXT_OUTLINE_SIZE: string
    /// @lua ccui.RichText.KEY_TEXT_SHADOW_COLOR: string
    /// @lua ccui.RichText.KEY_TEXT_SHADOW_OFFSET_WIDTH: string
    /// @lua ccui.RichText.KEY_TEXT_SHADOW_OFFSET_HEIGHT: string
    /// @lua ccui.RichText.KEY_TEXT_SHADOW_BLUR_RADIUS: string
    /// @lua ccui.RichText.KEY_TEXT_GLOW_COLOR: string
    /// @lua ccui.RichText.KEY_URL: string
    /// A key of the defaults table (its value is its own name) for the look markup text starts from.

    /// @lua ccui.RichText.KEY_ANCHOR_FONT_COLOR_STRING: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_BOLD: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_ITALIC: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_LINE: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_STYLE: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_OUTLINE_COLOR: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_OUTLINE_SIZE: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_SHADOW_COLOR: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS: string
    /// @lua ccui.RichText.KEY_ANCHOR_TEXT_GLOW_COLOR: string
    /// A key of the defaults table (its value is its own name) for the look of <a> links.

    /// @lua ccui.RichText.VALUE_TEXT_LINE_NONE: string
    /// @lua ccui.RichText.VALUE_TEXT_LINE_DEL: string
    /// @lua ccui.RichText.VALUE_TEXT_LINE_UNDER: string
    /// A value for KEY_TEXT_LINE and KEY_ANCHOR_TEXT_LINE: no line, a line through, or an underline.

    /// @lua ccui.RichText.VALUE_TEXT_STYLE_NONE: string
    /// @lua ccui.RichText.VALUE_TEXT_STYLE_OUTLINE: string
    /// @lua ccui.RichText.VALUE_TEXT_STYLE_SHADOW: string
    /// @lua ccui.RichText.VALUE_TEXT_STYLE_GLOW: string
    /// A value for KEY_TEXT_STYLE and KEY_ANCHOR_TEXT_STYLE: plain, outlined, shadowed or glowing text.
    const std::string* names[] = {&ccui::RichText::KEY_VERTICAL_SPACE,
                                  &ccui::RichText::KEY_WRAP_MODE,
                                  &ccui::RichText::KEY_HORIZONTAL_ALIGNMENT,
                                  &ccui::RichText::KEY_FONT_COLOR_STRING,
                                  &ccui::RichText::KEY_FONT_SIZE,
                                  &ccui::RichText::KEY_FONT_SMALL,
                                  &ccui::RichText::KEY_FONT_BIG,
                                  &ccui::RichText::KEY_FONT_FACE,
                                  &ccui::RichText::KEY_TEXT_BOLD,
                                  &ccui::RichText::KEY_TEXT_ITALIC,
                                  &ccui::RichText::KEY_TEXT_LINE,
                                  &ccui::RichText::VALUE_TEXT_LINE_NONE,
                                  &ccui::RichText::VALUE_TEXT_LINE_DEL,
                                  &ccui::RichText::VALUE_TEXT_LINE_UNDER,
                                  &ccui::RichText::KEY_TEXT_STYLE,
                                  &ccui::RichText::VALUE_TEXT_STYLE_NONE,
                                  &ccui::RichText::VALUE_TEXT_STYLE_OUTLINE,
                                  &ccui::RichText::VALUE_TEXT_STYLE_SHADOW,
                                  &ccui::RichText::VALUE_TEXT_STYLE_GLOW,
                                  &ccui::RichText::KEY_TEXT_OUTLINE_COLOR,
                                  &ccui::RichText::KEY_TEXT_OUTLINE_SIZE,
                                  &ccui::RichText::KEY_TEXT_SHADOW_COLOR,
                                  &ccui::RichText::KEY_TEXT_SHADOW_OFFSET_WIDTH,
                                  &ccui::RichText::KEY_TEXT_SHADOW_OFFSET_HEIGHT,
                                  &ccui::RichText::KEY_TEXT_SHADOW_BLUR_RADIUS,
                                  &ccui::RichText::KEY_TEXT_GLOW_COLOR,
                                  &ccui::RichText::KEY_URL,
                                  &ccui::RichText::KEY_ANCHOR_FONT_COLOR_STRING,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_BOLD,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_ITALIC,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_LINE,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_STYLE,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_OUTLINE_COLOR,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_OUTLINE_SIZE,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_SHADOW_COLOR,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS,
                                  &ccui::RichText::KEY_ANCHOR_TEXT_GLOW_COLOR};
    lua_getglobal(L, "ccui");        /* stack: ccui */
    lua_getfield(L, -1, "RichText"); /* stack: ccui class */
    for (const std::string* name : names) {
        lua_pushstring(L, name->c_str()); /* stack: ccui class name */
        lua_pushstring(L, name->c_str()); /* stack: ccui class name value */
        lua_rawset(L, -3);
    }
    lua_pop(L, 2);
}

} // namespace

namespace kite::manual {

void registerUiRichText(lua_State* L) {
    addModuleOverload(L, "ccui", "RichElementImage", "create", lua_ccui_RichElementImage_create);
    addModuleMethod(L, "ccui", "RichText", "createWithXML", lua_ccui_RichText_createWithXML);
    addModuleMethod(L, "ccui", "RichText", "initWithXML", lua_ccui_RichText_initWithXML);
    addModuleMethod(L, "ccui", "RichText", "setDefaults", lua_ccui_RichText_setDefaults);
    addModuleMethod(L, "ccui", "RichText", "getDefaults", lua_ccui_RichText_getDefaults);
    addModuleMethod(L, "ccui", "RichText", "setOpenUrlHandler", lua_ccui_RichText_setOpenUrlHandler);
    setKeyNames(L);
    using WrapMode = ccui::RichText::WrapMode;
    using Align = ccui::RichText::HorizontalAlignment;
    /// @lua ccui.RichText.WrapMode: {WRAP_PER_WORD: integer, WRAP_PER_CHAR: integer}
    /// Where a rich text of fixed width may break lines: between words or between any characters.
    setClassConstants(L, "RichText", "WrapMode",
                      {{"WRAP_PER_WORD", static_cast<int>(WrapMode::WRAP_PER_WORD)},
                       {"WRAP_PER_CHAR", static_cast<int>(WrapMode::WRAP_PER_CHAR)}});
    /// @lua ccui.RichText.HorizontalAlignment: {LEFT: integer, CENTER: integer, RIGHT: integer}
    /// How a rich text lines up each line within its width.
    setClassConstants(L, "RichText", "HorizontalAlignment",
                      {{"LEFT", static_cast<int>(Align::LEFT)},
                       {"CENTER", static_cast<int>(Align::CENTER)},
                       {"RIGHT", static_cast<int>(Align::RIGHT)}});
    using Type = ccui::RichElement::Type;
    /// @lua ccui.RichElementType: {TEXT: integer, IMAGE: integer, CUSTOM: integer, NEWLINE: integer}
    /// The kinds of rich text element (text, image, custom node, line break), as equalType compares them.
    setUiConstants(L, "RichElementType",
                   {{"TEXT", static_cast<int>(Type::TEXT)},
                    {"IMAGE", static_cast<int>(Type::IMAGE)},
                    {"CUSTOM", static_cast<int>(Type::CUSTOM)},
                    {"NEWLINE", static_cast<int>(Type::NEWLINE)}});
}

} // namespace kite::manual
