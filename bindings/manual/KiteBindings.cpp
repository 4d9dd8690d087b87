// KiteBindings.cpp -- the one place that lists every binding module, in dependency order (a
// class's base must be registered first: it shares its ubox and its lookup chain).
// SPDX-License-Identifier: MIT
#include "KiteBindings.h"

#include "tolua++.h"

#include <cstdio>
#include <utility>

int tolua_cc_base_open(lua_State* L);
int tolua_cc_scheduler_open(lua_State* L);
int tolua_cc_events_open(lua_State* L);
int tolua_cc_actions_open(lua_State* L);
int tolua_cc_scene_open(lua_State* L);
int tolua_cc_sprites_open(lua_State* L);
int tolua_cc_director_open(lua_State* L);
int tolua_cc_transitions_open(lua_State* L);
int tolua_cc_audio_open(lua_State* L);
int tolua_cc_files_open(lua_State* L);
int tolua_cc_view_open(lua_State* L);
int tolua_cc_userdefault_open(lua_State* L);
int tolua_cc_application_open(lua_State* L);
int tolua_cc_particles_open(lua_State* L);
int tolua_cc_labels_open(lua_State* L);  // bitmap-font labels (issue 20)
int tolua_cc_effects_open(lua_State* L); // ProgressTimer, MotionStreak, ParallaxNode (issue 20)
int tolua_cc_tmx_open(lua_State* L);     // tile maps (issue 20)
int tolua_cc_rendertargets_open(lua_State* L); // render textures and clipping (issue 20)
int tolua_cc_ui_scale9_open(lua_State* L);     // ccui.Scale9Sprite (issue 21)
int tolua_cc_extension_open(lua_State* L);     // cc.ScrollView, cc.TableView (issue 21)
int tolua_cc_controller_open(lua_State* L);    // gamepads (issue 21)
int tolua_cc_textinput_open(lua_State* L);     // cc.TextFieldTTF (issue 21)
int tolua_cc_ui_widgets_open(lua_State* L);     // ccui widgets (issue 21)
int tolua_cc_ui_layouts_open(lua_State* L);     // ccui containers (issue 21)
int tolua_cc_ui_textedit_open(lua_State* L);    // ccui.TextField (issue 21)
int tolua_cc_ui_richtext_open(lua_State* L);    // ccui.RichText (issue 21, richtext)
int tolua_cc_ui_tabs_open(lua_State* L);        // ccui.TabControl (issue 21, tabs)
int tolua_cc_physics_open(lua_State* L);        // 2D physics (issue 22)
int tolua_cc_physics_shapes_open(lua_State* L); // 2D physics: polygon and edge shapes (issue 22)
int tolua_cc_physics_joints_open(lua_State* L); // physics joints (issue 22)
int tolua_cc_physics_contact_open(lua_State* L); // physics contacts (issue 22)

namespace kite {

// Generated from the C++ enums at build time (scripts/cmake/EnumConstants.cmake).
/// @lua cc.KeyCode: {KEY_NONE: integer, KEY_PAUSE: integer, KEY_SCROLL_LOCK: integer, KEY_PRINT: integer, KEY_SYSREQ: integer, KEY_BREAK: integer, KEY_ESCAPE: integer, KEY_BACK: integer, KEY_BACKSPACE: integer, KEY_TAB: integer, KEY_BACK_TAB: integer, KEY_RETURN: integer, KEY_CAPS_LOCK: integer, KEY_SHIFT: integer, KEY_LEFT_SHIFT: integer, KEY_RIGHT_SHIFT: integer, KEY_CTRL: integer, KEY_LEFT_CTRL: integer, KEY_RIGHT_CTRL: integer, KEY_ALT: integer, KEY_LEFT_ALT: integer, KEY_RIGHT_ALT: integer, KEY_MENU: integer, KEY_HYPER: integer, KEY_INSERT: integer, KEY_HOME: integer, KEY_PG_UP: integer, KEY_DELETE: integer, KEY_END: integer, KEY_PG_DOWN: integer, KEY_LEFT_ARROW: integer, KEY_RIGHT_ARROW: integer, KEY_UP_ARROW: integer, KEY_DOWN_ARROW: integer, KEY_NUM_LOCK: integer, KEY_KP_PLUS: integer, KEY_KP_MINUS: integer, KEY_KP_MULTIPLY: integer, KEY_KP_DIVIDE: integer, KEY_KP_ENTER: integer, KEY_KP_HOME: integer, KEY_KP_UP: integer, KEY_KP_PG_UP: integer, KEY_KP_LEFT: integer, KEY_KP_FIVE: integer, KEY_KP_RIGHT: integer, KEY_KP_END: integer, KEY_KP_DOWN: integer, KEY_KP_PG_DOWN: integer, KEY_KP_INSERT: integer, KEY_KP_DELETE: integer, KEY_F1: integer, KEY_F2: integer, KEY_F3: integer, KEY_F4: integer, KEY_F5: integer, KEY_F6: integer, KEY_F7: integer, KEY_F8: integer, KEY_F9: integer, KEY_F10: integer, KEY_F11: integer, KEY_F12: integer, KEY_SPACE: integer, KEY_EXCLAM: integer, KEY_QUOTE: integer, KEY_NUMBER: integer, KEY_DOLLAR: integer, KEY_PERCENT: integer, KEY_CIRCUMFLEX: integer, KEY_AMPERSAND: integer, KEY_APOSTROPHE: integer, KEY_LEFT_PARENTHESIS: integer, KEY_RIGHT_PARENTHESIS: integer, KEY_ASTERISK: integer, KEY_PLUS: integer, KEY_COMMA: integer, KEY_MINUS: integer, KEY_PERIOD: integer, KEY_SLASH: integer, KEY_0: integer, KEY_1: integer, KEY_2: integer, KEY_3: integer, KEY_4: integer, KEY_5: integer, KEY_6: integer, KEY_7: integer, KEY_8: integer, KEY_9: integer, KEY_COLON: integer, KEY_SEMICOLON: integer, KEY_LESS_THAN: integer, KEY_EQUAL: integer, KEY_GREATER_THAN: integer, KEY_QUESTION: integer, KEY_AT: integer, KEY_CAPITAL_A: integer, KEY_CAPITAL_B: integer, KEY_CAPITAL_C: integer, KEY_CAPITAL_D: integer, KEY_CAPITAL_E: integer, KEY_CAPITAL_F: integer, KEY_CAPITAL_G: integer, KEY_CAPITAL_H: integer, KEY_CAPITAL_I: integer, KEY_CAPITAL_J: integer, KEY_CAPITAL_K: integer, KEY_CAPITAL_L: integer, KEY_CAPITAL_M: integer, KEY_CAPITAL_N: integer, KEY_CAPITAL_O: integer, KEY_CAPITAL_P: integer, KEY_CAPITAL_Q: integer, KEY_CAPITAL_R: integer, KEY_CAPITAL_S: integer, KEY_CAPITAL_T: integer, KEY_CAPITAL_U: integer, KEY_CAPITAL_V: integer, KEY_CAPITAL_W: integer, KEY_CAPITAL_X: integer, KEY_CAPITAL_Y: integer, KEY_CAPITAL_Z: integer, KEY_LEFT_BRACKET: integer, KEY_BACK_SLASH: integer, KEY_RIGHT_BRACKET: integer, KEY_UNDERSCORE: integer, KEY_GRAVE: integer, KEY_A: integer, KEY_B: integer, KEY_C: integer, KEY_D: integer, KEY_E: integer, KEY_F: integer, KEY_G: integer, KEY_H: integer, KEY_I: integer, KEY_J: integer, KEY_K: integer, KEY_L: integer, KEY_M: integer, KEY_N: integer, KEY_O: integer, KEY_P: integer, KEY_Q: integer, KEY_R: integer, KEY_S: integer, KEY_T: integer, KEY_U: integer, KEY_V: integer, KEY_W: integer, KEY_X: integer, KEY_Y: integer, KEY_Z: integer, KEY_LEFT_BRACE: integer, KEY_BAR: integer, KEY_RIGHT_BRACE: integer, KEY_TILDE: integer, KEY_EURO: integer, KEY_POUND: integer, KEY_YEN: integer, KEY_MIDDLE_DOT: integer, KEY_SEARCH: integer, KEY_DPAD_LEFT: integer, KEY_DPAD_RIGHT: integer, KEY_DPAD_UP: integer, KEY_DPAD_DOWN: integer, KEY_DPAD_CENTER: integer, KEY_ENTER: integer, KEY_PLAY: integer}
/// Keyboard key numbers, as keyboard handlers receive them; KEY_ESCAPE and KEY_BACK are one key.
extern const std::pair<const char*, int> kKeyCodes[];
/// @lua cc.TEXT_ALIGNMENT_LEFT: integer
/// @lua cc.TEXT_ALIGNMENT_CENTER: integer
/// @lua cc.TEXT_ALIGNMENT_RIGHT: integer
/// Horizontal alignments of a label's lines within its width: left, centred or right.
extern const std::pair<const char*, int> kTextHAlignments[];
/// @lua cc.VERTICAL_TEXT_ALIGNMENT_TOP: integer
/// @lua cc.VERTICAL_TEXT_ALIGNMENT_CENTER: integer
/// @lua cc.VERTICAL_TEXT_ALIGNMENT_BOTTOM: integer
/// Vertical alignments of a label's text within its height: top, centre or bottom.
extern const std::pair<const char*, int> kTextVAlignments[];
/// @lua cc.EventCode: {BEGAN: integer, MOVED: integer, ENDED: integer, CANCELLED: integer}
/// The phases of a touch numbered as cocos2d-x numbers them (Kite binds no cc.EventTouch:getEventCode).
extern const std::pair<const char*, int> kTouchEventCodes[];
/// @lua cc.MouseButton: {BUTTON_UNSET: integer, BUTTON_LEFT: integer, BUTTON_RIGHT: integer, BUTTON_MIDDLE: integer, BUTTON_4: integer, BUTTON_5: integer, BUTTON_6: integer, BUTTON_7: integer, BUTTON_8: integer}
/// Mouse buttons as cc.EventMouse:getMouseButton numbers them; BUTTON_UNSET (-1) when none is involved.
extern const std::pair<const char*, int> kMouseButtons[];
/// @lua cc.TOUCHES_ALL_AT_ONCE: integer
/// @lua cc.TOUCHES_ONE_BY_ONE: integer
/// How a layer's touch handler gets touches, for setTouchMode: all together or one at a time.
extern const std::pair<const char*, int> kTouchDispatchModes[];
/// @lua cc.ResolutionPolicy: {EXACT_FIT: integer, NO_BORDER: integer, SHOW_ALL: integer, FIXED_HEIGHT: integer, FIXED_WIDTH: integer, UNKNOWN: integer}
/// How the design resolution is fitted to the window, for cc.GLView:setDesignResolutionSize.
extern const std::pair<const char*, int> kResolutionPolicies[];
/// @lua cc.PLATFORM_OS_WINDOWS: integer
/// @lua cc.PLATFORM_OS_LINUX: integer
/// @lua cc.PLATFORM_OS_MAC: integer
/// @lua cc.PLATFORM_OS_ANDROID: integer
/// @lua cc.PLATFORM_OS_IPHONE: integer
/// @lua cc.PLATFORM_OS_IPAD: integer
/// @lua cc.PLATFORM_OS_BLACKBERRY: integer
/// @lua cc.PLATFORM_OS_NACL: integer
/// @lua cc.PLATFORM_OS_EMSCRIPTEN: integer
/// @lua cc.PLATFORM_OS_TIZEN: integer
/// @lua cc.PLATFORM_OS_WINRT: integer
/// @lua cc.PLATFORM_OS_WP8: integer
/// The platforms cc.Application:getTargetPlatform can name; Kite always reports cc.PLATFORM_OS_LINUX.
extern const std::pair<const char*, int> kPlatforms[];
/// @lua cc.LANGUAGE_ENGLISH: integer
/// @lua cc.LANGUAGE_CHINESE: integer
/// @lua cc.LANGUAGE_FRENCH: integer
/// @lua cc.LANGUAGE_ITALIAN: integer
/// @lua cc.LANGUAGE_GERMAN: integer
/// @lua cc.LANGUAGE_SPANISH: integer
/// @lua cc.LANGUAGE_DUTCH: integer
/// @lua cc.LANGUAGE_RUSSIAN: integer
/// @lua cc.LANGUAGE_KOREAN: integer
/// @lua cc.LANGUAGE_JAPANESE: integer
/// @lua cc.LANGUAGE_HUNGARIAN: integer
/// @lua cc.LANGUAGE_PORTUGUESE: integer
/// @lua cc.LANGUAGE_ARABIC: integer
/// @lua cc.LANGUAGE_NORWEGIAN: integer
/// @lua cc.LANGUAGE_POLISH: integer
/// @lua cc.LANGUAGE_TURKISH: integer
/// @lua cc.LANGUAGE_UKRAINIAN: integer
/// @lua cc.LANGUAGE_ROMANIAN: integer
/// @lua cc.LANGUAGE_BULGARIAN: integer
/// What cc.Application:getCurrentLanguage returns, read from the locale (LANG...); ENGLISH when unknown.
extern const std::pair<const char*, int> kLanguageTypes[];
/// @lua cc.LabelEffect: {NORMAL: integer, OUTLINE: integer, SHADOW: integer, GLOW: integer, ITALICS: integer, BOLD: integer, UNDERLINE: integer, STRIKETHROUGH: integer, ALL: integer}
/// A label's effects, for disableEffect (ALL turns every one off).
extern const std::pair<const char*, int> kLabelEffects[];   // cc.LabelEffect (issue 20)
/// @lua cc.LabelOverflow: {NONE: integer, CLAMP: integer, SHRINK: integer, RESIZE_HEIGHT: integer}
/// What a label does with text beyond its dimensions: nothing, clip, shrink the font, or grow taller.
extern const std::pair<const char*, int> kLabelOverflows[]; // cc.LabelOverflow (issue 20)
/// @lua cc.ControllerKey: {JOYSTICK_LEFT_X: integer, JOYSTICK_LEFT_Y: integer, JOYSTICK_RIGHT_X: integer, JOYSTICK_RIGHT_Y: integer, BUTTON_A: integer, BUTTON_B: integer, BUTTON_C: integer, BUTTON_X: integer, BUTTON_Y: integer, BUTTON_Z: integer, BUTTON_DPAD_UP: integer, BUTTON_DPAD_DOWN: integer, BUTTON_DPAD_LEFT: integer, BUTTON_DPAD_RIGHT: integer, BUTTON_DPAD_CENTER: integer, BUTTON_LEFT_SHOULDER: integer, BUTTON_RIGHT_SHOULDER: integer, AXIS_LEFT_TRIGGER: integer, AXIS_RIGHT_TRIGGER: integer, BUTTON_LEFT_THUMBSTICK: integer, BUTTON_RIGHT_THUMBSTICK: integer, BUTTON_START: integer, BUTTON_SELECT: integer, BUTTON_PAUSE: integer, KEY_MAX: integer}
/// Game controller buttons and axes, as controller handlers get them and getKeyStatus takes them.
extern const std::pair<const char*, int> kControllerKeys[]; // cc.ControllerKey (issue 21)

namespace manual {
void registerBase(lua_State* L);
void registerNode(lua_State* L);
void registerLayer(lua_State* L);
void registerMenu(lua_State* L);
void registerScheduler(lua_State* L);
void registerEvents(lua_State* L);
void registerActions(lua_State* L);
void registerDirector(lua_State* L);
void registerDrawNode(lua_State* L);
void registerSprites(lua_State* L);
void registerConfig(lua_State* L);
void registerHandlerMgr(lua_State* L);
void registerTransitions(lua_State* L);
void registerUnsupported(lua_State* L);
void registerAudio(lua_State* L);
void registerFileUtils(lua_State* L);
void registerUserDefault(lua_State* L);
void registerLabel(lua_State* L);
void registerRotate(lua_State* L);
void registerParticles(lua_State* L);
void registerBlend(lua_State* L);
void registerEffects(lua_State* L);
void registerTMX(lua_State* L); // tile maps (issue 20)
void registerRenderTargets(lua_State* L); // render textures and clipping (issue 20)
void registerUiScale9(lua_State* L);      // ccui.Scale9Sprite (issue 21)
void registerExtension(lua_State* L);     // cc.ScrollView, cc.TableView (issue 21)
void registerController(lua_State* L);    // gamepads (issue 21)
void registerUiWidgets(lua_State* L);     // ccui widgets (issue 21)
void registerUiLayouts(lua_State* L);     // ccui containers (issue 21)
void registerUiWidgetEvents(lua_State* L);
void registerUiTextEdit(lua_State* L); // ccui.TextField (issue 21)
void registerUiRichText(lua_State* L); // ccui.RichText (issue 21, richtext)
void registerUiTabs(lua_State* L);     // ccui.TabControl (issue 21, tabs)
void registerUiHelper(lua_State* L);   // ccui.Helper's string helper (issue 21, tabs)
void registerUiResourceData(lua_State* L); // the widgets' ResourceData getters (issue 21, widgets3)
void registerUiCreateInstance(lua_State* L); // the widgets' createInstance (issue 21, widgets3)
void registerPhysics(lua_State* L);          // 2D physics (issue 22)
void registerPhysicsShapes(lua_State* L);    // 2D physics: points, shape and body checks (issue 22)
void registerPhysicsJoints(lua_State* L);    // physics joints (issue 22)
void registerPhysicsContact(lua_State* L);   // physics contacts (issue 22)
void registerPhysicsDebug(lua_State* L);     // physics queries and debug draw (issue 22)
} // namespace manual

namespace {

// cc[table][NAME] = value, or cc[prefix .. NAME] = value when `table` is null (cocos's flat names).
void setConstants(lua_State* L, const std::pair<const char*, int>* constants, const char* table,
                  const char* prefix = "") {
    lua_getglobal(L, "cc"); /* stack: cc */
    if (table) {
        lua_getfield(L, -1, table);
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushvalue(L, -1);
            lua_setfield(L, -3, table);
        }
    } /* stack: cc target */
    for (const auto* c = constants; c->first; ++c) {
        lua_pushfstring(L, "%s%s", prefix, c->first);
        lua_pushinteger(L, c->second);
        lua_rawset(L, -3);
    }
    lua_settop(L, lua_gettop(L) - (table ? 2 : 1));
}

} // namespace

void registerBindings(lua_State* L) {
    int top = lua_gettop(L);
    tolua_cc_base_open(L);
    tolua_cc_scheduler_open(L);
    tolua_cc_events_open(L);
    tolua_cc_actions_open(L);
    tolua_cc_scene_open(L);
    tolua_cc_sprites_open(L);
    tolua_cc_director_open(L);
    tolua_cc_transitions_open(L);
    tolua_cc_audio_open(L);
    tolua_cc_files_open(L);
    tolua_cc_view_open(L);
    tolua_cc_userdefault_open(L);
    tolua_cc_application_open(L);
    tolua_cc_particles_open(L);
    tolua_cc_labels_open(L); // bitmap-font labels (issue 20)
    tolua_cc_effects_open(L);
    tolua_cc_tmx_open(L);     // tile maps (issue 20)
    tolua_cc_rendertargets_open(L); // render textures and clipping (issue 20)
    tolua_cc_ui_scale9_open(L);     // ccui.Scale9Sprite (issue 21)
    tolua_cc_extension_open(L);     // cc.ScrollView, cc.TableView (issue 21)
    tolua_cc_controller_open(L);    // gamepads (issue 21)
    tolua_cc_textinput_open(L);     // cc.TextFieldTTF (issue 21)
    tolua_cc_ui_widgets_open(L);     // ccui widgets (issue 21)
    tolua_cc_ui_layouts_open(L);     // ccui containers (issue 21)
    tolua_cc_ui_textedit_open(L);    // ccui.TextField (issue 21)
    tolua_cc_ui_richtext_open(L);    // ccui.RichText (issue 21, richtext)
    tolua_cc_ui_tabs_open(L);        // ccui.TabControl (issue 21, tabs)
    tolua_cc_physics_open(L);        // 2D physics (issue 22)
    tolua_cc_physics_shapes_open(L); // 2D physics: polygon and edge shapes (issue 22)
    tolua_cc_physics_joints_open(L); // physics joints (issue 22)
    tolua_cc_physics_contact_open(L); // physics contacts (issue 22)
    manual::registerBase(L);
    manual::registerNode(L);
    manual::registerLayer(L);
    manual::registerMenu(L);
    manual::registerScheduler(L);
    manual::registerEvents(L);
    manual::registerActions(L);
    manual::registerDirector(L);
    manual::registerDrawNode(L);
    manual::registerSprites(L);
    manual::registerConfig(L);
    manual::registerHandlerMgr(L);
    manual::registerTransitions(L);
    manual::registerAudio(L);
    manual::registerFileUtils(L);
    manual::registerUserDefault(L);
    manual::registerLabel(L);
    manual::registerRotate(L);
    manual::registerParticles(L);
    manual::registerBlend(L);
    manual::registerEffects(L);
    manual::registerTMX(L);
    manual::registerRenderTargets(L);
    manual::registerUiScale9(L);
    manual::registerExtension(L);
    manual::registerController(L); // gamepads (issue 21)
    manual::registerUiWidgets(L); // ccui widgets (issue 21)
    manual::registerUiLayouts(L); // ccui containers (issue 21)
    manual::registerUiWidgetEvents(L);
    manual::registerUiTextEdit(L); // ccui.TextField (issue 21)
    manual::registerUiRichText(L); // ccui.RichText (issue 21, richtext)
    manual::registerUiTabs(L);     // ccui.TabControl (issue 21, tabs)
    manual::registerUiHelper(L);   // ccui.Helper's string helper (issue 21, tabs)
    manual::registerUiResourceData(L); // the widgets' ResourceData getters (issue 21, widgets3)
    manual::registerUiCreateInstance(L); // the widgets' createInstance (issue 21, widgets3)
    manual::registerPhysics(L);          // 2D physics (issue 22)
    manual::registerPhysicsShapes(L);    // 2D physics: points, shape and body checks (issue 22)
    manual::registerPhysicsJoints(L);    // physics joints (issue 22)
    manual::registerPhysicsContact(L);   // physics contacts (issue 22)
    manual::registerPhysicsDebug(L);     // physics queries and debug draw (issue 22)
    setConstants(L, kKeyCodes, "KeyCode");
    setConstants(L, kTextHAlignments, nullptr, "TEXT_ALIGNMENT_");
    setConstants(L, kTextVAlignments, nullptr, "VERTICAL_TEXT_ALIGNMENT_");
    setConstants(L, kTouchEventCodes, "EventCode");
    setConstants(L, kMouseButtons, "MouseButton");
    setConstants(L, kTouchDispatchModes, nullptr, "TOUCHES_");
    setConstants(L, kResolutionPolicies, "ResolutionPolicy");
    setConstants(L, kPlatforms, nullptr, "PLATFORM_");     /* cc.PLATFORM_OS_LINUX */
    setConstants(L, kLanguageTypes, nullptr, "LANGUAGE_"); /* cc.LANGUAGE_ENGLISH */
    setConstants(L, kLabelEffects, "LabelEffect");         /* cc.LabelEffect.OUTLINE (issue 20) */
    setConstants(L, kLabelOverflows, "LabelOverflow");     /* cc.LabelOverflow.SHRINK (issue 20) */
    setConstants(L, kControllerKeys, "ControllerKey");     /* cc.ControllerKey.BUTTON_A (issue 21) */
    /* framework conveniences that extend bound classes (cc.Node:performWithDelay, ...), and
       cocos's deprecated global AudioEngine over cc.SimpleAudioEngine */
    for (const char* module : {"kite.nodeex", "kite.audioengine"}) {
        lua_getglobal(L, "require");
        lua_pushstring(L, module);
        if (lua_pcall(L, 1, 0, 0) != 0) {
            fprintf(stderr, "kite: loading %s failed: %s\n", module, lua_tostring(L, -1));
        }
    }
    /* last: the names of what Kite does not provide, where nothing above provided them */
    manual::registerUnsupported(L);
    lua_settop(L, top);
}

} // namespace kite
