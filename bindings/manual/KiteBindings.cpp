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

namespace kite {

// Generated from the C++ enums at build time (scripts/cmake/EnumConstants.cmake).
extern const std::pair<const char*, int> kKeyCodes[];
extern const std::pair<const char*, int> kTextHAlignments[];
extern const std::pair<const char*, int> kTextVAlignments[];
extern const std::pair<const char*, int> kTouchEventCodes[];
extern const std::pair<const char*, int> kMouseButtons[];
extern const std::pair<const char*, int> kTouchDispatchModes[];
extern const std::pair<const char*, int> kResolutionPolicies[];
extern const std::pair<const char*, int> kPlatforms[];
extern const std::pair<const char*, int> kLanguageTypes[];
extern const std::pair<const char*, int> kLabelEffects[];   // cc.LabelEffect (issue 20)
extern const std::pair<const char*, int> kLabelOverflows[]; // cc.LabelOverflow (issue 20)
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
