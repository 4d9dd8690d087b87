// lua_cc_label_manual.cpp -- cc.Label:createWithTTF(ttfConfig, text [, hAlignment [, maxLineWidth]]),
// cocos2d-x 3.17's manual form taking a TTFConfig table, in front of the generated
// createWithTTF(text, fontFile, fontSize [, dimensions [, hAlignment [, vAlignment]]]).
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "scene/Label.h"
#include "ui/Text.h"

#include <string>

namespace {

using kite::manual::argError;

// The TTFConfig fields Kite reads. A distance-field font is refused by name instead of drawing
// otherwise; outlineSize, italics, bold, underline and strikethrough become the label's effects,
// as cocos2d-x's setTTFConfig makes them. Plain data: luaL_error longjmps past it under Lua 5.1
// (the path is the table's own string).
struct TtfConfig {
    const char* fontFilePath = "";
    float fontSize = 12.0f;
    int outlineSize = 0;
    bool italics = false;
    bool bold = false;
    bool underline = false;
    bool strikethrough = false;
};

bool flagAt(lua_State* L, int lo, const char* name) {
    lua_getfield(L, lo, name); /* stack: ..., value */
    bool set = lua_toboolean(L, -1) != 0;
    lua_pop(L, 1);
    return set;
}

// Reads the TTFConfig table at `lo`; nullptr, or the name of a field Kite cannot honour.
const char* readTtfConfig(lua_State* L, int lo, TtfConfig* out) {
    lua_getfield(L, lo, "fontFilePath"); /* stack: ..., fontFilePath */
    if (lua_isstring(L, -1)) out->fontFilePath = lua_tostring(L, -1);
    lua_pop(L, 1);
    lua_getfield(L, lo, "fontSize"); /* stack: ..., fontSize */
    if (lua_isnumber(L, -1)) out->fontSize = static_cast<float>(lua_tonumber(L, -1));
    lua_pop(L, 1);
    lua_getfield(L, lo, "outlineSize"); /* stack: ..., outlineSize */
    out->outlineSize = static_cast<int>(lua_tonumber(L, -1));
    lua_pop(L, 1);
    out->italics = flagAt(L, lo, "italics");
    out->bold = flagAt(L, lo, "bold");
    out->underline = flagAt(L, lo, "underline");
    out->strikethrough = flagAt(L, lo, "strikethrough");
    if (flagAt(L, lo, "distanceFieldEnabled")) return "distanceFieldEnabled";
    return nullptr;
}

void applyTtfConfig(cc::Label* label, const TtfConfig& config) {
    if (config.outlineSize > 0) label->enableOutline(cc::Color4B::BLACK, config.outlineSize);
    if (config.italics) label->enableItalics();
    if (config.bold) label->enableBold();
    if (config.underline) label->enableUnderline();
    if (config.strikethrough) label->enableStrikethrough();
}

/* cc.Label:createWithTTF(ttfConfig, text [, hAlignment = cc.TEXT_ALIGNMENT_CENTER [, maxLineWidth = 0]])
   (cocos's Lua default alignment is CENTER, not C++'s LEFT); other forms go to the generated overloads */
/// @lua static cc.Label:createWithTTF(ttfConfig: {fontFilePath: string, fontSize?: number, outlineSize?: integer, italics?: boolean, bold?: boolean, underline?: boolean, strikethrough?: boolean}, text: string, hAlignment?: integer, maxLineWidth?: number): cc.Label
/// A TrueType label from a TTFConfig table (size 12, centred); maxLineWidth and distance fields raise.
int lua_cc_Label_createWithTTF(lua_State* L) {
    if (!lua_istable(L, 2)) return kite::manual::callPrevious(L);
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "cc.Label", 0, &err) || !tolua_isstring(L, 3, 0, &err) ||
        !tolua_isnumber(L, 4, 1, &err) || !tolua_isnumber(L, 5, 1, &err) || !tolua_isnoobj(L, 6, &err))
        return argError(L, "cc.Label:createWithTTF", &err);
    TtfConfig config;
    if (const char* field = readTtfConfig(L, 2, &config))
        return luaL_error(L, "cc.Label:createWithTTF: TTFConfig.%s is not supported by Kite", field);
    if (lua_tonumber(L, 5) > 0)
        return luaL_error(L, "cc.Label:createWithTTF: maxLineWidth is not supported by Kite (use "
                             "createWithTTF(text, fontFile, fontSize, cc.size(width, 0)) to wrap)");
    auto hAlignment = static_cast<cc::TextHAlignment>(static_cast<int>(tolua_tonumber(L, 4, 1)));
    cc::Label* label = cc::Label::createWithTTF(lua_tostring(L, 3), config.fontFilePath, config.fontSize,
                                                cc::Size::ZERO, hAlignment);
    applyTtfConfig(label, config);
    toluafix_pushusertype_ccobject(L, kite::refIdOf(label), kite::luaIdOf(label), label, "cc.Label");
    return 1;
}

/* label:getLetter(index): TTF text is one SDL_ttf image in Kite, without glyphs to hand out, so a
   TTF label says so; bitmap fonts (and system fonts, nil as in cocos) go to the generated binding.
   text:getLetter(index) (ccui.Text) is its label's. */
int getLetterOfLabel(lua_State* L, const char* type, const char* function, cc::Label* (*labelOf)(void*)) {
    tolua_Error err;
    if (tolua_isusertype(L, 1, type, 0, &err)) {
        void* self = tolua_tousertype(L, 1, 0);
        if (self && labelOf(self)->isTTF())
            return luaL_error(L, "%s on a TTF label is not supported by Kite (bitmap fonts only)", function);
    }
    return kite::manual::callPrevious(L);
}

int lua_cc_Label_getLetter(lua_State* L) {
    return getLetterOfLabel(L, "cc.Label", "cc.Label:getLetter",
                            [](void* self) { return static_cast<cc::Label*>(self); });
}

int lua_ccui_Text_getLetter(lua_State* L) {
    return getLetterOfLabel(L, "ccui.Text", "ccui.Text:getLetter", [](void* self) {
        return static_cast<cc::Label*>(static_cast<cc::ui::Text*>(self)->getVirtualRenderer());
    });
}

/* label:setClipMarginEnabled(clipEnabled): Kite does not trim the lines' margins, so only false
   (cocos's default) is taken; label:isClipMarginEnabled() is always false */
/// @lua cc.Label:setClipMarginEnabled(clipEnabled: boolean): cc.Label
/// Takes only false, the default: Kite never trims the space above and below lines, so true raises.
int lua_cc_Label_setClipMarginEnabled(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.Label", 0, &err) || !tolua_isboolean(L, 2, 0, &err) ||
        !tolua_isnoobj(L, 3, &err))
        return argError(L, "cc.Label:setClipMarginEnabled", &err);
    if (lua_toboolean(L, 2))
        return luaL_error(L, "cc.Label:setClipMarginEnabled(true) is not supported by Kite");
    lua_settop(L, 1); /* stack: label (returned, as generated setters return their object) */
    return 1;
}

/// @lua cc.Label:isClipMarginEnabled(): boolean
/// Always false: Kite keeps the lines' top and bottom margins.
int lua_cc_Label_isClipMarginEnabled(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.Label", 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, "cc.Label:isClipMarginEnabled", &err);
    lua_pushboolean(L, 0);
    return 1;
}

} // namespace

namespace kite::manual {

void registerLabel(lua_State* L) {
    addOverload(L, "Label", "createWithTTF", lua_cc_Label_createWithTTF);
    addOverload(L, "Label", "getLetter", lua_cc_Label_getLetter);
    addModuleOverload(L, "ccui", "Text", "getLetter", lua_ccui_Text_getLetter);
    addMethod(L, "Label", "setClipMarginEnabled", lua_cc_Label_setClipMarginEnabled);
    addMethod(L, "Label", "isClipMarginEnabled", lua_cc_Label_isClipMarginEnabled);
}

} // namespace kite::manual
