// StressRunner.cpp -- seeded random Lua programs against the real engine and bindings.
//
// Each program is a list of operations (tests/stress/stress_kit.lua) generated here from a seed:
// creating nodes, sprites, actions and listeners; retain/release; addChild/removeFromParent/
// removeAllChildren/cleanup; scene replace/push/pop; script entries scheduled and unscheduled,
// also from inside callbacks; callbacks that remove their own node, its parent or another node;
// objects in Lua tables and peers; collectgarbage at random points; frames with a fixed time step;
// async texture loads whose nodes die, whose textures are purged, and restarts with loads in flight;
// calls on dead objects and bad arguments (which must raise clear errors). Every program runs in
// a fresh LuaEngine + Director; afterwards the Ref census and the Lua handler census must be back
// where they were, no unexpected Lua error may have been reported (a stack overflow only from the
// RECURSE() the program asked for), no engine check may have failed but the refusals the kit
// declared for the call that met them (stress_kit.lua REFUSALS), and (under ASan) LeakSanitizer
// must find nothing. A program whose callbacks pass the kit's budget ends there and is counted. A failing
// program is minimised (delta debugging over its operations) and printed as a reproducer that `stress_runner
// --file` runs again.
//
//   stress_runner [--seed S] [--count N | --seconds T] [--fork] [--out DIR] [--verbose]
//   stress_runner --program-seed P [--print] [--fork]    one program
//   stress_runner --file repro.lua                        a reproducer
//   --max-memory-mb M, --max-program-seconds T            a runaway program fails as "limit"
#include "FakeRenderTargets.h" // RenderTexture with no renderer (issue 20)
#include "KiteBindings.h"
#include "LuaEngine.h"
#include "ResourceGuard.h"
#include "StressSounds.h"
#include "audio/AudioSystem.h"
#include "base/FileUtils.h"
#include "base/Macros.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "data/UserDefault.h"
#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "platform/InputDispatcher.h"
#include "platform/SdlAudio.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

extern "C" {
#include "lauxlib.h"
}

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define KITE_STRESS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KITE_STRESS_ASAN 1
#endif
#endif
#ifdef KITE_STRESS_ASAN
#include <sanitizer/common_interface_defs.h>
#include <sanitizer/lsan_interface.h>
#endif

#ifndef KITE_STRESS_KIT
#define KITE_STRESS_KIT "stress_kit.lua"
#endif

namespace {

/* -- Random numbers (the same on every platform and Lua backend) ------------------------------- */

uint64_t splitmix(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct Rng {
    uint64_t state;
    explicit Rng(uint64_t seed) : state(seed) {}
    uint64_t next() { return splitmix(state); }
    int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
    int range(int lo, int hi) { return lo + below(hi - lo + 1); }
    bool chance(double p) { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0) < p; }
    template <size_t N> const char* pick(const char* const (&items)[N]) { return items[below(N)]; }
};

uint64_t programSeedFor(uint64_t batchSeed, uint64_t index) {
    uint64_t s = batchSeed * 0x100000001B3ull + index;
    splitmix(s);
    return splitmix(s);
}

/// The images the kit uses: sizes, no pixels. "stress_sheet.png" holds the sprite frames and
/// animations (and is the char map); the async loads also ask for "stress_async1/2.png" and for a
/// missing image; "stress_font_0.png" is the page of the kit's bitmap font.
/// Async decodes are counted so that a frame starts only when every decode asked for is done
/// (stress.expectDecode): when a load's callback runs then depends on the program alone, not on
/// the worker thread's timing, and a program replays the same way.
class SheetLoader : public cc::TextureLoader {
public:
    bool loadTexture(const std::string& path, cc::TextureInfo* info) override {
        if (!known(path)) return false;
        info->pixelsWide = info->pixelsHigh = 64;
        info->platformHandle = this;
        return true;
    }
    std::unique_ptr<cc::DecodedImage> decodeImage(const std::string& path) override {
        std::unique_ptr<cc::DecodedImage> image;
        if (known(path)) image = std::make_unique<cc::DecodedImage>();
        std::lock_guard<std::mutex> lock(_mutex);
        ++_decoded;
        _done.notify_all();
        return image;
    }
    /// The program asked for a decode (a load of an image not in the cache).
    void expectDecode() {
        std::lock_guard<std::mutex> lock(_mutex);
        ++_expected;
    }
    /// Waits until every decode asked for is done; false after @p seconds.
    bool waitForDecodes(double seconds) {
        std::unique_lock<std::mutex> lock(_mutex);
        return _done.wait_for(lock, std::chrono::duration<double>(seconds),
                              [this] { return _decoded >= _expected; });
    }
    /// The TextureCache died and its worker with it: decodes it dropped will not come.
    void forgetDecodes() {
        std::lock_guard<std::mutex> lock(_mutex);
        _expected = _decoded;
    }

private:
    static bool known(const std::string& path) {
        // the kit's bitmap font page and tile map tileset sit next to the files it wrote, wherever that is
        return path == "stress_sheet.png" || path == "stress_async1.png" || path == "stress_async2.png" ||
               endsWith(path, "/stress_font_0.png") || endsWith(path, "/stress_tiles.png");
    }
    static bool endsWith(const std::string& path, const std::string& tail) {
        return path.size() > tail.size() && path.compare(path.size() - tail.size(), tail.size(), tail) == 0;
    }
    std::mutex _mutex;
    std::condition_variable _done;
    long _expected = 0, _decoded = 0;
};
SheetLoader g_sheetLoader;
kite::test::FakeRenderTargets g_renderTargets; // RenderTexture's (issue 20)

/// Director::destroyInstance, and what the decode count must know of it.
void destroyDirector() {
    while (cc::Director::getExistingInstance())
        cc::Director::destroyInstance();
    g_sheetLoader.forgetDecodes();
}

/* -- The generator ----------------------------------------------------------------------------- */

constexpr int kNodeSlots = 10, kActionSlots = 6, kListenerSlots = 4, kEntrySlots = 4, kKeepSlots = 6;
constexpr int kSoundSlots = 6, kSoundFiles = 3; // sound file 0 is one that does not exist

const char* const kNodeKinds[] = {
    "Node",           "Node",          "Sprite",         "Layer",       "LayerColor",    "LayerGradient",
    "Label",          "DrawNode",      "Scene",          "MenuItem",    "Menu",          "LayerMultiplex",
    "MenuItemSprite", "MenuItemImage", "MenuItemToggle", "ImageMenu",   "Hero",          "FrameSprite",
    "Batch",          "BMFontLabel",   "CharMapLabel",   "LabelBMFont", "LabelAtlas",    "Particles",
    "ProgressTimer",  "MotionStreak",  "Parallax",       "TileMap",     "AtlasFontItem", "RenderTexture",
    "ClippingNode",   "ClipRect",      "TextField", // issue 20; TextField: issue 21
    "Widget",         "Button",        "CheckBox",       "Slider",      "UIText",        "ImageView",
    "LoadingBar",                                                   // ccui (issue 21)
    "UiBox",          "UiScroll",      "UiList",         "UiPages", // ccui containers (issue 21)
    "PhysicsScene",   "BodyNode",                                   // 2D physics (issue 22)
    "UiTextField",    "UiEditBox",     "RichText",                  // ccui text input, rich text (issue 21)
    "UiTabs"};                                                      // ccui.TabControl (issue 21, tabs)
const char* const kActionKinds[] = {
    "move",  "rotate",   "delay",   "fade",        "tint",        "blink",    "removeSelf", "ease",
    "spawn", "call",     "seq",     "rep",         "forever",     "jump",     "bezier",     "spline",
    "skew",  "resize",   "flip",    "speed",       "reverseTime", "targeted", "follow",     "float",
    "tween", "easeMore", "animate", "animateBack", "progress"}; // issue 20 item 4
const char* const kListenerKinds[] = {"touch",  "touch",  "touches", "key",
                                      "mouse",  "custom", "pad", // pad: issue 21
                                      "contact"};                // 2D physics: issue 22
// Input lines for game controllers and text (issue 21), in the --replay text form: two devices that come
// and go, every kind of button and axis event, and hostile text (malformed bytes, combining and
// right-to-left characters, control bytes, a long paste).
const char* const kInputLines[] = {"pad-added 0 Pad\\sZero",
                                   "pad-added 1 One",
                                   "pad-removed 0",
                                   "pad-removed 1",
                                   "pad-down 0 BUTTON_A",
                                   "pad-up 0 BUTTON_A",
                                   "pad-down 1 BUTTON_START",
                                   "pad-up 1 BUTTON_START",
                                   "pad-down 0 1099",
                                   "pad-axis 0 JOYSTICK_LEFT_X -1",
                                   "pad-axis 1 AXIS_RIGHT_TRIGGER 0.5",
                                   "text-input h\\xC3\\xA9",
                                   "text-input \\xFF\\xC3",
                                   "text-input e\\xCC\\x81\\xD7\\xA9",
                                   "text-input a\\x0Ab",
                                   "text-editing 1 0 k",
                                   "text-editing 0 0 \\0",
                                   "key-down BACKSPACE",
                                   "key-down DELETE",
                                   "key-down HOME",
                                   "key-down RETURN"};
const char* const kTouchPhases[] = {"began", "began", "moved", "ended", "cancelled"};
const char* const kMouseKinds[] = {"down", "up", "move", "scroll"};
const char* const kCastNames[] = {"cc.Node", "cc.Sprite", "cc.Ref", "cc.Nope", "cc.Scene", "cc.Action", ""};

struct Program {
    uint64_t seed = 0;
    bool luaFirst = false; // teardown: close the Lua state while the scene graph is alive
    std::vector<std::string> ops;
};

class Generator {
public:
    explicit Generator(uint64_t seed) : _rng(seed) {}

    Program program() {
        Program p;
        p.luaFirst = _rng.chance(0.3);
        int count = _rng.range(30, 110);
        for (int i = 0; i < count; ++i)
            p.ops.push_back(op(0));
        p.ops.push_back("R(\"step\", 2)");
        return p;
    }

private:
    std::string num(int lo, int hi) { return std::to_string(_rng.range(lo, hi)); }
    std::string boolean() { return _rng.chance(0.5) ? "true" : "false"; }
    std::string str(const char* s) { return std::string("\"") + s + "\""; }
    // A Lua string of one input line (issue 21); now and then a long paste.
    std::string inputLine() {
        if (_rng.chance(0.05)) return "\"text-input \" .. string.rep(\"x\\\\xE2\\\\x80\\\\x8F\", 20000)";
        std::string line = _rng.pick(kInputLines);
        std::string quoted;
        for (char c : line)
            quoted += c == '\\' ? std::string("\\\\") : std::string(1, c);
        return "\"" + quoted + "\"";
    }

    // A node: a slot, the running scene, or (in a callback) the callback's object or its parent.
    std::string nodeSpec(int depth) {
        if (depth > 0 && _rng.chance(0.3)) return _rng.chance(0.6) ? "-1" : "-2";
        if (_rng.chance(0.1)) return "0";
        return num(1, kNodeSlots);
    }

    // A parent: often the running scene, so that objects live past the frame.
    std::string parent(int depth) { return _rng.chance(0.35) ? "0" : nodeSpec(depth); }

    std::string body(int depth) {
        if (depth >= 3 || _rng.chance(0.1)) return "nil";
        std::string text = "function() ";
        int n = _rng.range(1, 4);
        for (int i = 0; i < n; ++i)
            text += op(depth + 1) + " ";
        if (_rng.chance(0.06)) text += "RAISE() ";
        if (_rng.chance(0.015)) text += "RECURSE() ";
        return text + "end";
    }

    std::string R(const std::string& name, std::initializer_list<std::string> args = {}) {
        std::string text = "R(\"" + name + "\"";
        for (const std::string& a : args)
            text += ", " + a;
        return text + ")";
    }

    std::string op(int depth) {
        struct Choice {
            int weight;
            std::function<std::string()> make;
        };
        auto n = [&] { return nodeSpec(depth); };
        const std::vector<Choice> choices = {
            {5,
             [&] {
                 return R("new", {num(1, kNodeSlots), str(_rng.pick(kNodeKinds))});
             }},
            {12,
             [&] {
                 return R("newAdd", {num(1, kNodeSlots), str(_rng.pick(kNodeKinds)), parent(depth),
                                     num(-2, 5), num(1, 6)});
             }},
            {10,
             [&] {
                 return R("add", {parent(depth), n(), num(-2, 5), num(1, 6)});
             }},
            {5, [&] { return R("rm", {n()}); }},
            {3,
             [&] {
                 return R("rmc", {n(), boolean()});
             }},
            {2, [&] { return R("rmall", {n()}); }},
            {1,
             [&] {
                 return R("rmallc", {n(), boolean()});
             }},
            {2,
             [&] {
                 return R("rmtag", {n(), num(1, 6)});
             }},
            {2,
             [&] {
                 return R("rmchild", {n(), n(), boolean()});
             }},
            {1, [&] { return R("cleanup", {n()}); }},
            {2,
             [&] {
                 return R("reorder", {n(), n(), num(-3, 3)});
             }},
            {2,
             [&] {
                 return R("move", {n(), num(0, 480), num(0, 320)});
             }},
            {1,
             [&] {
                 return R("visible", {n(), boolean()});
             }},
            {2,
             [&] {
                 return R("getChild", {num(1, kNodeSlots), n(), num(1, 6)});
             }},
            {2,
             [&] {
                 return R("parentOf", {num(1, kNodeSlots), n()});
             }},
            {2,
             [&] {
                 return R("slot", {num(1, kNodeSlots), n()});
             }},
            {1, [&] { return R("userObj", {n()}); }},
            {4, [&] { return R("retain", {n()}); }},
            {4, [&] { return R("release", {n()}); }},
            {1, [&] { return R("retainA", {num(1, kActionSlots)}); }},
            {1, [&] { return R("releaseA", {num(1, kActionSlots)}); }},
            {1, [&] { return R("releaseFresh", {str(_rng.pick(kNodeKinds))}); }},
            {5,
             [&] {
                 double interval = _rng.chance(0.5) ? 0.0 : _rng.range(1, 6) / 60.0;
                 return R("sched", {num(1, kEntrySlots), std::to_string(interval),
                                    _rng.chance(0.15) ? "true" : "false", _rng.chance(0.5) ? n() : "nil",
                                    body(depth)});
             }},
            {3, [&] { return R("unsched", {num(1, kEntrySlots)}); }},
            {1, [&] { return R("pauseEntry", {num(1, kEntrySlots)}); }},
            {1, [&] { return R("resumeEntry", {num(1, kEntrySlots)}); }},
            {3,
             [&] {
                 return R("upd", {n(), num(-2, 2), body(depth)});
             }},
            {1, [&] { return R("unupd", {n()}); }},
            {2,
             [&] {
                 return R("sheetOp", {num(1, 5), n()});
             }},
            {2,
             [&] {
                 return R("particleOp", {num(1, 6), n()});
             }},
            {3, // issue 20 items 4 and 7
             [&] {
                 return R("effectsOp", {num(1, 7), n(), num(0, 60)});
             }},
            {4,
             [&] {
                 return R("bmfont", {num(1, 6), n(), num(0, 60)});
             }},
            {3,
             [&] {
                 return R("labelFx", {num(1, 5), n(), num(0, 60)});
             }}, // labels (issue 20)
            {3,
             [&] {
                 return R("tmx", {num(1, 6), n(), num(0, 60)});
             }}, // tile maps (issue 20)
            {4,
             [&] {
                 return R("widgetOp", {num(1, 8), n(), num(0, 60), body(depth)});
             }}, // ccui widgets (issue 21)
            {3,
             [&] {
                 return R("rtclip", {num(1, 6), n(), n(), body(depth)});
             }}, // issue 20
            {3,
             [&] {
                 return R("scale9", {num(1, 5), n(), num(0, 60)});
             }}, // ccui.Scale9Sprite (issue 21)
            {3,
             [&] {
                 return R("tableView", {num(1, 5), n(), num(0, 60)});
             }}, // cc.TableView (issue 21)
            {3,
             [&] {
                 return R("uiContainer", {num(1, 6), n(), num(0, 100), body(depth)});
             }}, // ccui containers (issue 21)
            {3,
             [&] {
                 return R("richText", {num(1, 6), n(), num(0, 60)});
             }}, // ccui.RichText (issue 21, richtext)
            {3,
             [&] {
                 return R("tabs", {num(1, 6), n(), num(0, 60), body(depth)});
             }}, // ccui.TabControl (issue 21, tabs)
            {5,
             [&] {
                 return R("physics", {num(1, 20), n(), n(), num(0, 60), body(depth)});
             }}, // 2D physics (issue 22)
            {3,
             [&] {
                 return R("loadAsync", {num(1, 4), n(), body(depth)});
             }},
            {2,
             [&] {
                 return R("texPurge", {num(1, 5), num(1, 4)});
             }},
            {3,
             [&] {
                 static const char* const ops[] = {"set", "set", "get", "get", "del", "flush", "reload"};
                 static const char* const kinds[] = {"int", "bool", "double", "string"};
                 std::string kind = _rng.pick(kinds);
                 std::string value;
                 if (kind == "int") {
                     value = num(-100000, 100000);
                 } else if (kind == "bool") {
                     value = boolean();
                 } else if (kind == "double") {
                     value = num(-5000, 5000);
                     value += "/" + num(1, 64);
                 } else {
                     value = num(1, 8);
                 }
                 return R("ud", {str(_rng.pick(ops)), num(1, 8), str(kind.c_str()), value});
             }},
            {depth == 0 ? 1 : 0, [&] { return R("restart"); }},
            {4,
             [&] {
                 static const char* const events[] = {"enter", "exit", "cleanup", "enterTransitionFinish",
                                                      "exitTransitionStart"};
                 return R("nh", {n(), str(_rng.pick(events)), body(depth)});
             }},
            {1, [&] { return R("unnh", {n()}); }},
            {3,
             [&] {
                 return R("act", {num(1, kActionSlots), str(_rng.pick(kActionKinds)), body(depth)});
             }},
            {3,
             [&] {
                 return R("run", {n(), num(1, kActionSlots)});
             }},
            {7,
             [&] {
                 return R("runNew", {n(), str(_rng.pick(kActionKinds)), body(depth)});
             }},
            {2, [&] { return R("stopAll", {n()}); }},
            {1,
             [&] {
                 return R("stop", {n(), num(1, kActionSlots)});
             }},
            {1, [&] { return R("pause", {n()}); }},
            {1, [&] { return R("resume", {n()}); }},
            {1,
             [&] {
                 return R("lis", {num(1, kListenerSlots), str(_rng.pick(kListenerKinds)), body(depth),
                                  body(depth), boolean()});
             }},
            {1,
             [&] {
                 return R("attach", {num(1, kListenerSlots), n()});
             }},
            {1,
             [&] {
                 return R("attachFixed", {num(1, kListenerSlots), num(-3, 3)});
             }},
            {4,
             [&] {
                 return R("lisNew",
                          {n(), str(_rng.pick(kListenerKinds)), body(depth), body(depth), boolean()});
             }},
            {1, [&] { return R("detach", {num(1, kListenerSlots)}); }},
            {1,
             [&] {
                 return R("detachNode", {n(), boolean()});
             }},
            {1,
             [&] {
                 return R("enable", {num(1, kListenerSlots), boolean()});
             }},
            {5,
             [&] {
                 return R("touch", {str(_rng.pick(kTouchPhases)), num(0, 480), num(0, 320), num(0, 2)});
             }},
            {2,
             [&] {
                 return R("key", {num(1, 140), boolean()});
             }},
            {4, [&] { return R("input", {inputLine()}); }}, // issue 21
            {1, [&] { return R("padKeep", {num(1, kKeepSlots)}); }},
            {1, [&] { return R("padUse", {num(1, kKeepSlots)}); }},
            {2,
             [&] {
                 return R("fieldDo", {n(), num(1, 8)});
             }},
            {3,
             [&] {
                 return R("textEdit", {num(1, 6), n(), num(0, 60), body(depth)});
             }}, // ccui.TextField / EditBox (issue 21)
            {2, [&] { return R("custom"); }},
            {1, [&] { return R("customObj"); }},
            {1,
             [&] {
                 return R("mouse", {str(_rng.pick(kMouseKinds)), num(0, 480), num(0, 320)});
             }},
            {2,
             [&] {
                 return R("tap", {n(), body(depth)});
             }},
            {2, [&] { return R("activate", {n()}); }},
            {2,
             [&] {
                 return R("toggleIndex", {n(), num(-1, 3)});
             }},
            {1, [&] { return R("toggleAdd", {n()}); }},
            {1,
             [&] {
                 return R("itemImage", {n(), num(1, 3)});
             }},
            {1,
             [&] {
                 return R("itemEnable", {n(), boolean()});
             }},
            {1,
             [&] {
                 return R("grid", {n(), num(1, 2), num(1, 3)});
             }},
            {3,
             [&] {
                 return R("layerTouch", {n(), boolean(), num(-2, 2), boolean(), boolean(), body(depth)});
             }},
            {3,
             [&] {
                 return R("layerTouchOn", {n(), _rng.chance(0.8) ? "true" : "false"});
             }},
            {1,
             [&] {
                 return R("layerTouchMode", {n(), num(0, 1)});
             }},
            {1,
             [&] {
                 return R("layerSwallow", {n(), boolean()});
             }},
            {1, [&] { return R("layerUntouch", {n()}); }},
            {2,
             [&] {
                 return R("keypad", {n(), body(depth)});
             }},
            {2,
             [&] {
                 return R("keypadOn", {n(), _rng.chance(0.8) ? "true" : "false"});
             }},
            {1, [&] { return R("unkeypad", {n()}); }},
            {2,
             [&] {
                 return R("multiplex", {n(), num(-1, 2), boolean()});
             }},
            {1,
             [&] {
                 return R("multiplexAdd", {n(), n()});
             }},
            {2,
             [&] {
                 return R("newScene", {num(1, kNodeSlots), num(0, 1)});
             }},
            {2,
             [&] {
                 const char* const durations[] = {"0", "0.05", "0.1", "0.3"};
                 return R("transit", {num(1, kNodeSlots), num(1, 20), n(), num(0, 1), _rng.pick(durations)});
             }},
            {1, [&] { return R("finishT", {n()}); }},
            {1, [&] { return R("hideOutShowIn", {n()}); }},
            {1,
             [&] {
                 return R("inScene", {num(1, kNodeSlots), n()});
             }},
            {1, [&] { return R("replace", {n()}); }},
            {1, [&] { return R("push", {n()}); }},
            {2, [&] { return R("pop"); }},
            {_rng.chance(0.1) ? 1 : 0, [&] { return R("popAny"); }},
            {1, [&] { return R("popRoot"); }},
            {_rng.chance(0.05) ? 1 : 0, [&] { return R("endDirector"); }},
            {3,
             [&] {
                 return R("keep", {num(1, kKeepSlots), n()});
             }},
            {1, [&] { return R("unkeep", {num(1, kKeepSlots)}); }},
            {1,
             [&] {
                 return R("children", {num(1, kKeepSlots), n()});
             }},
            {2,
             [&] {
                 return R("fromK", {num(1, kNodeSlots), num(1, kKeepSlots)});
             }},
            {3,
             [&] {
                 return R("peer", {n(), n()});
             }},
            {2,
             [&] {
                 return R("peerfn", {n(), body(depth)});
             }},
            {2, [&] { return R("poke", {n()}); }},
            {1, [&] { return R("heroCheck", {n()}); }},
            {4,
             [&] {
                 const char* const volumes[] = {"1", "0.5", "0", "-1", "2"};
                 return R("play", {num(1, kSoundSlots), num(0, kSoundFiles), boolean(), _rng.pick(volumes)});
             }},
            {1,
             [&] {
                 const char* const delays[] = {"0", "0.02", "0.1"};
                 return R("playProfile",
                          {num(1, kSoundSlots), num(1, kSoundFiles), num(1, 3), _rng.pick(delays)});
             }},
            {3,
             [&] {
                 return R("afinish", {num(1, kSoundSlots), body(depth)});
             }},
            {2, [&] { return R("astop", {num(1, kSoundSlots)}); }},
            {1, [&] { return R("apause", {num(1, kSoundSlots)}); }},
            {1, [&] { return R("aresume", {num(1, kSoundSlots)}); }},
            {1,
             [&] {
                 const char* const times[] = {"0", "0.05", "0.2", "-1", "100"};
                 return R("aseek", {num(1, kSoundSlots), _rng.pick(times)});
             }},
            {1,
             [&] {
                 const char* const volumes[] = {"0.3", "-2", "5"};
                 return R("avolume", {num(1, kSoundSlots), _rng.pick(volumes)});
             }},
            {1,
             [&] {
                 return R("aloop", {num(1, kSoundSlots), boolean()});
             }},
            {1, [&] { return R("aquery", {num(1, kSoundSlots)}); }},
            {1, [&] { return R("astopAll"); }},
            {1, [&] { return R("apauseAll"); }},
            {1, [&] { return R("aresumeAll"); }},
            {2,
             [&] {
                 return R("apreload", {num(0, kSoundFiles), body(depth)});
             }},
            {1, [&] { return R("uncache", {num(1, kSoundFiles)}); }},
            {_rng.chance(0.3) ? 1 : 0, [&] { return R("uncacheAll"); }},
            {_rng.chance(0.3) ? 1 : 0, [&] { return R("aend"); }},
            {_rng.chance(0.2) ? 1 : 0, [&] { return R("amax", {num(-1, 40)}); }},
            {depth == 0 ? 1 : 0,
             [&] {
                 return R("effects", {num(50, 3000), num(1, kSoundFiles), num(0, 7)});
             }},
            {2,
             [&] {
                 return R("simple", {num(1, 10), num(0, kSoundFiles)});
             }},
            {3, [&] { return R("gc"); }},
            {1, [&] { return R("gcstep"); }},
            {depth == 0 ? 12 : 0, [&] { return R("step", {num(1, 4)}); }},
            {3,
             [&] {
                 return R("deadcall", {n(), num(1, 18)});
             }},
            {3,
             [&] {
                 return R("bad", {n(), num(1, 20)});
             }},
            {1,
             [&] {
                 return R("cast", {n(), str(_rng.pick(kCastNames))});
             }},
            {depth < 2 ? 1 : 0, [&] { return R("co", {body(depth)}); }},
        };
        int total = 0;
        for (const Choice& c : choices)
            total += c.weight;
        int r = _rng.below(total);
        for (const Choice& c : choices) {
            if (r < c.weight) return c.make();
            r -= c.weight;
        }
        return R("gc");
    }

    Rng _rng;
};

/* -- Engine assertions: only the misuse the program's call made is allowed ------------------------ */

int g_asserts = 0;
std::string g_unaskedAssert;

// The refusals the kit's current call may meet (stress.allow / stress.settle), innermost last. A
// call made from a callback inside another call has a scope of its own; code outside any scope
// (a frame, a dispatch) may meet none.
std::vector<std::vector<std::string>> g_allowed;

void onAssert(const cc::AssertInfo& info) {
    ++g_asserts;
    bool allowed = false;
    if (!g_allowed.empty())
        for (const std::string& text : g_allowed.back())
            allowed = allowed || std::strstr(info.message, text.c_str()) != nullptr;
    if (!allowed && g_unaskedAssert.empty())
        g_unaskedAssert = std::string(info.message) + " at " + info.file + ":" + std::to_string(info.line);
}

// stress.allow(text...) -> depth: opens the scope of one call; asserts whose message holds one of
// the texts are misuse the program made (the engine refuses it and goes on).
int luaAllow(lua_State* L) {
    std::vector<std::string> texts;
    for (int i = 1; i <= lua_gettop(L); ++i)
        texts.emplace_back(luaL_checkstring(L, i));
    g_allowed.push_back(std::move(texts));
    lua_pushinteger(L, static_cast<lua_Integer>(g_allowed.size()));
    return 1;
}

// stress.settle(depth): closes the scope stress.allow opened (and any a raised error left open).
int luaSettle(lua_State* L) {
    auto depth = static_cast<size_t>(luaL_checkinteger(L, 1));
    if (depth >= 1 && depth <= g_allowed.size()) g_allowed.resize(depth - 1);
    return 0;
}

/* -- The `stress` module: frames and synthetic input ------------------------------------------- */

std::vector<cc::Touch*> g_touches(3, nullptr); // touches in progress, released after each program

int luaStep(lua_State* L) {
    int frames = static_cast<int>(luaL_optinteger(L, 1, 1));
    for (int i = 0; i < frames; ++i) {
        if (!g_sheetLoader.waitForDecodes(10.0))
            return luaL_error(L, "stress: an async decode never finished");
        cc::Director::getInstance()->mainLoop(1.0f / 60.0f);
    }
    return 0;
}

int luaExpectDecode(lua_State*) {
    g_sheetLoader.expectDecode();
    return 0;
}

/* stress.restart(): the engine side of a game's restart (the player's R key, --watch): the Director
   and everything it holds go, loads in flight with its TextureCache; a new one starts. */
int luaRestart(lua_State*) {
    destroyDirector(); // (not inside a frame: the kit restarts from the top level only)
    cc::Director::getInstance()->setWinSize(cc::Size(480, 320));
    return 0;
}

int luaTouch(lua_State* L) {
    static const char* const phases[] = {"began", "moved", "ended", "cancelled", nullptr};
    int phase = luaL_checkoption(L, 1, nullptr, phases);
    float x = static_cast<float>(luaL_checknumber(L, 2));
    float y = static_cast<float>(luaL_checknumber(L, 3));
    int id = static_cast<int>(luaL_optinteger(L, 4, 0)) % 3;
    if (id < 0) id = -id;
    if (!g_touches[id]) g_touches[id] = new cc::Touch();
    cc::Touch* touch = g_touches[id];
    touch->setTouchInfo(id, x, y);
    touch->retain(); /* a handler may touch again (nested) and end this touch under us */
    {
        cc::EventTouch event(static_cast<cc::EventTouch::EventCode>(phase), {touch});
        cc::Director::getInstance()->getEventDispatcher()->dispatchEvent(&event);
    }
    if (phase >= 2 && g_touches[id] == touch) {
        touch->release();
        g_touches[id] = nullptr;
    }
    touch->release();
    return 0;
}

int luaKey(lua_State* L) {
    auto code = static_cast<cc::EventKeyboard::KeyCode>(luaL_checkinteger(L, 1));
    bool pressed = lua_toboolean(L, 2) != 0;
    cc::EventKeyboard event(code, pressed);
    cc::Director::getInstance()->getEventDispatcher()->dispatchEvent(&event);
    return 0;
}

/* stress.input(line): one --replay input line through the player's dispatcher (issue 21) */
cc::InputDispatcher g_input;
int luaInput(lua_State* L) {
    cc::InputEvent event;
    if (!cc::InputEvent::fromText(luaL_checkstring(L, 1), &event))
        return luaL_error(L, "stress.input: not an input event: %s", lua_tostring(L, 1));
    g_input.queue(event);
    g_input.dispatchQueued(cc::Director::getInstance()->getEventDispatcher());
    return 0;
}

int luaMouse(lua_State* L) {
    static const char* const kinds[] = {"down", "up", "move", "scroll", nullptr};
    int kind = luaL_checkoption(L, 1, nullptr, kinds);
    float x = static_cast<float>(luaL_checknumber(L, 2));
    float y = static_cast<float>(luaL_checknumber(L, 3));
    cc::EventMouse event(static_cast<cc::EventMouse::MouseEventType>(kind + 1));
    event.setCursorPosition(x, y);
    if (kind == 3) event.setScrollData(0, 1);
    cc::Director::getInstance()->getEventDispatcher()->dispatchEvent(&event);
    return 0;
}

void openStressModule(lua_State* L) {
    static const luaL_Reg functions[] = {{"step", luaStep},       {"touch", luaTouch},
                                         {"key", luaKey},         {"mouse", luaMouse},
                                         {"input", luaInput},     {"allow", luaAllow},
                                         {"settle", luaSettle},   {"expectDecode", luaExpectDecode},
                                         {"restart", luaRestart}, {nullptr, nullptr}};
    luaL_register(L, "stress", functions);
    lua_pop(L, 1);
}

/* -- Running one program ----------------------------------------------------------------------- */

struct Totals {
    long programs = 0, ops = 0, calls = 0, dead = 0, arg = 0, raised = 0, fired = 0, asserts = 0,
         reported = 0, skipped = 0, ended = 0, contacts = 0;
};

struct Outcome {
    std::string category; // empty: passed
    std::string detail;
};

std::string g_kit, g_kitPath = KITE_STRESS_KIT;
bool g_leakCheck = true;
int g_leakEvery = 10;           // LeakSanitizer pass after every Nth program (a pass costs a heap scan)
double g_progressSeconds = 300; // batches print their totals this often
long g_runIndex = 0;
std::string g_outDir = "."; // --out (a forked child gets it too)
std::string g_self;         // this executable, for isolated runs
kite::stress::ResourceLimits g_limits;

// FileUtils' writable path in @p process, where cc.UserDefault saves: one per process, because
// ctest runs several stress runners with the same --out at once.
std::string userDefaultDirOf(pid_t process) {
    return g_outDir + "/stress-userdefault-" + std::to_string(process);
}

void removeUserDefaultDirOf(pid_t process) {
    std::error_code ignored;
    std::filesystem::remove_all(userDefaultDirOf(process), ignored);
}

std::string programText(const Program& p) {
    std::string text;
    for (const std::string& line : p.ops)
        text += line + "\n";
    return text;
}

long statField(lua_State* L, const char* name) {
    lua_getfield(L, -1, name);
    long v = static_cast<long>(lua_tointeger(L, -1));
    lua_pop(L, 1);
    return v;
}

Outcome runProgram(const Program& p, Totals* totals) {
    Outcome out;
    auto failWith = [&](const std::string& category, const std::string& detail) {
        if (out.category.empty()) {
            out.category = category;
            out.detail = detail;
        }
    };
    kite::stress::guardProgramBegin(p.seed);
    cc::PoolManager::getInstance()->drainCurrentPool();
    int refsBefore = cc::RefCensus::liveCount();
    int handlersBefore = kite::LuaEngine::liveHandlers();
    g_asserts = 0;
    g_unaskedAssert.clear();
    g_allowed.clear();
    cc::AssertHandler previous = cc::setAssertHandler(onAssert);
    std::vector<kite::LuaError> errors;
    std::string deepRecursion;
    /* cc.UserDefault starts each program with an empty writable path (the kit's model starts empty) */
    cc::UserDefault::destroyInstance();
    const std::string userDefaultDir = userDefaultDirOf(getpid());
    std::filesystem::remove_all(userDefaultDir);
    /* absolute: the kit reads back files it wrote there (its bitmap font) by their full path */
    cc::FileUtils::getInstance()->setWritablePath(std::filesystem::absolute(userDefaultDir).string());
    {
        cc::Director::getInstance()->setWinSize(cc::Size(480, 320));
        cc::TextureCache::setTextureLoader(&g_sheetLoader);
        auto engine = std::make_unique<kite::LuaEngine>();
        engine->getLuaStack()->setErrorHandler([&](const kite::LuaError& e) { errors.push_back(e); });
        lua_State* L = engine->getLuaState();
        kite::registerBindings(L);
        openStressModule(L);
        lua_newtable(L); /* STRESS_SOUNDS: the files the audio operations play */
        for (size_t i = 0; i < kite::stress::stressSounds().size(); ++i) {
            lua_pushstring(L, kite::stress::stressSounds()[i].c_str());
            lua_rawseti(L, -2, static_cast<int>(i + 1));
        }
        lua_setglobal(L, "STRESS_SOUNDS");
        if (engine->getLuaStack()->executeString(g_kit, "@stress_kit.lua") != 0) {
            failWith("kit", "the stress kit did not load");
        } else {
            lua_getglobal(L, "DEEP_RECURSION"); /* the stack overflow RECURSE() asks for */
            deepRecursion = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
            lua_pop(L, 1);
            int status = engine->getLuaStack()->executeString(programText(p), "@program.lua");
            if (status != 0)
                failWith("program",
                         "the program's main chunk failed (status " + std::to_string(status) + ")");
            if (engine->getLuaStack()->executeString("FINISH()", "=finish") != 0)
                failWith("program", "FINISH() failed");
        }
        auto collect = [&] {
            lua_getglobal(L, "FAILS");
            int nfails = lua_istable(L, -1) ? static_cast<int>(lua_objlen(L, -1)) : 0;
            if (nfails > 0) {
                lua_rawgeti(L, -1, 1);
                std::string first = lua_tostring(L, -1) ? lua_tostring(L, -1) : "?";
                lua_pop(L, 1);
                failWith("check",
                         first + (nfails > 1 ? " (and " + std::to_string(nfails - 1) + " more)" : ""));
            }
            lua_pop(L, 1);
            lua_getglobal(L, "STATS");
            if (lua_istable(L, -1) && totals) {
                totals->ops += statField(L, "ops");
                totals->calls += statField(L, "calls");
                totals->dead += statField(L, "dead");
                totals->arg += statField(L, "arg");
                totals->raised += statField(L, "raised");
                totals->fired += statField(L, "fired");
                totals->skipped += statField(L, "skipped");
                totals->contacts += statField(L, "contacts");
            }
            lua_pop(L, 1);
            lua_getglobal(L, "ENDED"); /* the kit ended the program at its callback budget */
            if (totals && lua_isstring(L, -1)) ++totals->ended;
            lua_pop(L, 1);
            if (lua_gettop(L) != 0)
                failWith("stack", "the Lua stack is not balanced: " + std::to_string(lua_gettop(L)));
        };
        if (p.luaFirst) {
            collect();
            engine.reset(); /* close Lua while scenes, handlers, entries, listeners, loads and sounds are
                               alive */
            destroyDirector();
            cc::AudioSystem::shutdown(); /* the sounds' callbacks outlived the state: they call nothing */
        } else {
            destroyDirector();
            /* the scenes' exit and cleanup handlers ran: balance what they retained, as a game would */
            if (engine->getLuaStack()->executeString("if FINISH then FINISH() end", "=finish") != 0)
                failWith("program", "FINISH() after the Director failed");
            collect();
            cc::AudioSystem::shutdown(); /* as the player does: every sound stops before Lua closes */
            cc::PoolManager::getInstance()->drainCurrentPool();
            /* with the scenes and the sounds gone, every handler is released while Lua still runs (a
               handler kept past this point would only be let go by the state's close) */
            if (kite::LuaEngine::liveHandlers() != handlersBefore)
                failWith("handlers", "Lua handlers alive after the Director and audio shut down: " +
                                         std::to_string(kite::LuaEngine::liveHandlers() - handlersBefore));
            engine.reset();
            destroyDirector(); /* a callback during the close may make one */
        }
        for (cc::Touch*& t : g_touches) {
            if (t) t->release();
            t = nullptr;
        }
        cc::PoolManager::getInstance()->drainCurrentPool();
    }
    cc::UserDefault::destroyInstance(); /* Lua is closed: the instance goes */
    kite::stress::guardProgramEnd();
    cc::setAssertHandler(previous);
    for (const kite::LuaError& e : errors) {
        if (e.message.find("STRESS-DELIBERATE") != std::string::npos ||
            (!deepRecursion.empty() && e.message.find(deepRecursion) != std::string::npos))
            continue;
        failWith("error", "unexpected Lua error reported: " + e.message + "\n" + e.traceback);
    }
    if (!g_unaskedAssert.empty())
        failWith("assert", "an engine check the program did not ask for failed: " + g_unaskedAssert);
    int refsAfter = cc::RefCensus::liveCount();
    if (refsAfter != refsBefore)
        failWith("refs", "Ref census " + std::to_string(refsBefore) + " -> " + std::to_string(refsAfter) +
                             ":\n" + cc::RefCensus::report());
    int handlersAfter = kite::LuaEngine::liveHandlers();
    if (handlersAfter != handlersBefore)
        failWith("handlers", "Lua handler census " + std::to_string(handlersBefore) + " -> " +
                                 std::to_string(handlersAfter));
#ifdef KITE_STRESS_ASAN
    if (g_leakCheck && ++g_runIndex % g_leakEvery == 0 && __lsan_do_recoverable_leak_check() != 0)
        failWith("leak", "LeakSanitizer found leaks (in this program or one of the " +
                             std::to_string(g_leakEvery - 1) + " before it)");
#endif
    if (totals) {
        ++totals->programs;
        totals->asserts += g_asserts;
        totals->reported += static_cast<long>(errors.size());
    }
    return out;
}

/* -- Isolation (fork) and minimisation --------------------------------------------------------- */

// Runs the program in a fresh process (this executable, --child): a crash or a sanitizer abort is an
// outcome, not our death, and LeakSanitizer sees only that program's heap.

bool writeProgramFile(const std::string& path, const Program& p);

Outcome runIsolated(const Program& p, bool quiet, Totals* totals) {
    char path[] = "/tmp/kite-stress-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return runProgram(p, totals);
    close(fd);
    writeProgramFile(path, p);
    int fds[2];
    if (pipe(fds) != 0) return runProgram(p, totals);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        dup2(fds[1], 1);
        if (quiet) {
            int null = open("/dev/null", O_WRONLY);
            if (null >= 0) dup2(null, 2);
        }
        std::string memory = std::to_string(g_limits.maxResidentMb);
        std::string seconds = std::to_string(g_limits.maxSeconds);
        execl(g_self.c_str(), g_self.c_str(), "--child", "--file", path, "--kit", g_kitPath.c_str(),
              "--max-memory-mb", memory.c_str(), "--max-program-seconds", seconds.c_str(), "--out",
              g_outDir.c_str(), g_leakCheck ? "--leak-check-every" : "--no-leak-check",
              g_leakCheck ? "1" : nullptr, nullptr);
        _exit(127);
    }
    close(fds[1]);
    std::string message;
    char buffer[4096];
    ssize_t got;
    while ((got = read(fds[0], buffer, sizeof buffer)) > 0)
        message.append(buffer, static_cast<size_t>(got));
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    unlink(path);
    removeUserDefaultDirOf(pid); /* the child left it behind: it ends with _exit, or crashed */
    Outcome o;
    size_t mark = message.rfind("\x01");
    if (mark != std::string::npos) {
        Totals t;
        std::string rest = message.substr(mark + 1);
        std::istringstream in(rest);
        in >> t.ops >> t.calls >> t.dead >> t.arg >> t.raised >> t.fired >> t.asserts >> t.reported >>
            t.skipped >> t.ended >> t.contacts;
        std::string line;
        std::getline(in, line);
        std::getline(in, o.category);
        std::string detail, more;
        while (std::getline(in, more))
            detail += (detail.empty() ? "" : "\n") + more;
        o.detail = detail;
        if (totals) {
            ++totals->programs;
            totals->ops += t.ops, totals->calls += t.calls, totals->dead += t.dead, totals->arg += t.arg;
            totals->raised += t.raised, totals->fired += t.fired, totals->asserts += t.asserts;
            totals->reported += t.reported, totals->skipped += t.skipped, totals->ended += t.ended;
            totals->contacts += t.contacts;
        }
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == kite::stress::kLimitExitStatus) {
        size_t at = message.rfind("(limit: ");
        o.category = "limit";
        o.detail = at == std::string::npos ? "a resource limit"
                                           : message.substr(at + 1, message.find(';', at) - at - 1);
    } else if (WIFSIGNALED(status)) {
        o.category = "crash";
        o.detail = std::string("killed by signal ") + strsignal(WTERMSIG(status));
    } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0 && o.category.empty()) {
        o.category = "crash";
        o.detail = "exited with status " + std::to_string(WEXITSTATUS(status)) + " (a sanitizer report?)";
    }
    return o;
}

// A runaway candidate costs its whole time limit, and minimising one takes dozens of them (seed
// 4250: 98 operations at 120 s each); a program that passes takes well under a second. While a
// time-limited program is minimised, its candidates get this much.
constexpr double kMinimiseSeconds = 15;

// Delta debugging over the operations: drop chunks while the program still fails the same way.
Program minimise(const Program& failing, const std::string& category, bool isolated) {
    const double fullSeconds = g_limits.maxSeconds;
    if (category == "limit") g_limits.maxSeconds = std::min(fullSeconds, kMinimiseSeconds);
    auto stillFails = [&](const Program& candidate) {
        Outcome o = isolated ? runIsolated(candidate, true, nullptr) : runProgram(candidate, nullptr);
        return o.category == category;
    };
    Program best = failing;
    size_t chunks = 2;
    int runs = 0;
    while (best.ops.size() > 1 && runs < 2000) {
        size_t size = best.ops.size();
        size_t chunk = (size + chunks - 1) / chunks;
        bool reduced = false;
        for (size_t start = 0; start < size; start += chunk) {
            Program candidate = best;
            candidate.ops.erase(candidate.ops.begin() + static_cast<long>(start),
                                candidate.ops.begin() + static_cast<long>(std::min(size, start + chunk)));
            ++runs;
            if (stillFails(candidate)) {
                best = candidate;
                reduced = true;
                break;
            }
        }
        if (reduced) {
            chunks = std::max<size_t>(chunks - 1, 2);
        } else {
            if (chunk == 1) break;
            chunks = std::min(chunks * 2, best.ops.size());
        }
    }
    g_limits.maxSeconds = fullSeconds;
    return best;
}

std::string reproducer(const Program& p) {
    return "-- stress program seed=" + std::to_string(p.seed) +
           " teardown=" + (p.luaFirst ? "lua-first" : "director-first") + "\n" + programText(p);
}

bool writeProgramFile(const std::string& path, const Program& p) {
    std::ofstream out(path);
    out << reproducer(p);
    return static_cast<bool>(out);
}

bool readProgramFile(const std::string& path, Program* p) {
    std::ifstream in(path);
    if (!in) return false;
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("--", 0) == 0) {
            if (line.find("teardown=lua-first") != std::string::npos) p->luaFirst = true;
            size_t s = line.find("seed=");
            if (s != std::string::npos) p->seed = std::strtoull(line.c_str() + s + 5, nullptr, 10);
            continue;
        }
        if (!line.empty()) p->ops.push_back(line);
    }
    return true;
}

bool readFile(const std::string& path, std::string* out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream text;
    text << in.rdbuf();
    *out = text.str();
    return true;
}

/* -- Crash reporting: which program was running ------------------------------------------------ */

char g_current[160] = "";

void reportCurrent() {
    if (g_current[0]) {
        ssize_t unused = write(2, g_current, std::strlen(g_current));
        (void)unused;
    }
}

void onFatalSignal(int sig) {
    reportCurrent();
    signal(sig, SIG_DFL);
    raise(sig);
}

void setCurrent(uint64_t seed) {
    std::snprintf(
        g_current, sizeof g_current,
        "\nstress: FAILED program-seed %llu (crash; rerun: stress_runner --program-seed %llu --fork)\n",
        static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed));
}

void printTotals(const Totals& t, double seconds) {
    std::printf("stress: %ld programs, %ld operations, %ld engine calls, %ld callbacks fired (%ld physics "
                "contact handlers), %.1f s\n",
                t.programs, t.ops, t.calls, t.fired, t.contacts, seconds);
    std::printf("stress: errors raised as expected: %ld invalid 'self', %ld bad argument, %ld deliberate; "
                "%ld reported by the engine; %ld engine assertions (refused misuse)\n",
                t.dead, t.arg, t.raised, t.reported, t.asserts);
    std::printf("stress: %ld callbacks skipped past the nesting limit; %ld programs ended at the callback "
                "budget\n",
                t.skipped, t.ended);
}

int usage() {
    std::fprintf(
        stderr, "usage: stress_runner [--seed S] [--count N | --seconds T] [--fork] [--out DIR] [--verbose]\n"
                "       stress_runner --program-seed P [--print] [--fork]\n"
                "       stress_runner --file repro.lua\n"
                "       (any of them) --max-memory-mb M --max-program-seconds T\n"
                "       (batches) --progress-seconds T: totals every T seconds (default 300; 0: none)\n");
    return 2;
}

int reportFailure(const Program& p, const Outcome& o, bool isolated, const std::string& outDir) {
    std::printf("\nstress: FAILED program-seed %llu (%s): %s\n", static_cast<unsigned long long>(p.seed),
                o.category.c_str(), o.detail.c_str());
    std::printf("stress: minimising %zu operations...\n", p.ops.size());
    std::fflush(stdout);
    /* a crash or a runaway would end this process: try the candidates in children */
    Program small = minimise(p, o.category, isolated || o.category == "crash" || o.category == "limit");
    std::string text = reproducer(small);
    std::string path = outDir + "/stress-repro-" + std::to_string(p.seed) + ".lua";
    std::ofstream(path) << text;
    std::printf("stress: minimised reproducer (%zu operations, %s; run it with stress_runner --file %s):\n%s",
                small.ops.size(), path.c_str(), path.c_str(), text.c_str());
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    g_renderTargets.record = false; // long runs: draw nothing, log nothing
    uint64_t seed = 1;
    long count = -1;
    double seconds = -1;
    bool isolated = false, verbose = false, print = false, haveProgramSeed = false, child = false;
    uint64_t programSeed = 0;
    std::string file, outDir = ".";
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        const char* v = nullptr;
        if (a == "--seed" && (v = value()))
            seed = std::strtoull(v, nullptr, 10);
        else if (a == "--count" && (v = value()))
            count = std::strtol(v, nullptr, 10);
        else if (a == "--seconds" && (v = value()))
            seconds = std::strtod(v, nullptr);
        else if (a == "--program-seed" && (v = value()))
            programSeed = std::strtoull(v, nullptr, 10), haveProgramSeed = true;
        else if (a == "--file" && (v = value()))
            file = v;
        else if (a == "--out" && (v = value()))
            outDir = v;
        else if (a == "--kit" && (v = value()))
            g_kitPath = v;
        else if (a == "--leak-check-every" && (v = value()))
            g_leakEvery = std::max(1, std::atoi(v));
        else if (a == "--max-memory-mb" && (v = value()))
            g_limits.maxResidentMb = std::strtol(v, nullptr, 10);
        else if (a == "--progress-seconds" && (v = value()))
            g_progressSeconds = std::strtod(v, nullptr);
        else if (a == "--max-program-seconds" && (v = value()))
            g_limits.maxSeconds = std::strtod(v, nullptr);
        else if (a == "--fork")
            isolated = true;
        else if (a == "--child")
            child = true;
        else if (a == "--verbose")
            verbose = true;
        else if (a == "--print")
            print = true;
        else if (a == "--no-leak-check")
            g_leakCheck = false;
        else
            return usage();
    }
    g_outDir = outDir;
    struct RemoveUserDefaultDir {
        ~RemoveUserDefaultDir() { removeUserDefaultDirOf(getpid()); }
    } removeUserDefaultDirAtExit;
    if (!readFile(g_kitPath, &g_kit)) {
        std::fprintf(stderr, "stress_runner: cannot read the stress kit %s\n", g_kitPath.c_str());
        return 2;
    }
    char self[4096];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    g_self = len > 0 ? std::string(self, static_cast<size_t>(len)) : argv[0];
#ifdef KITE_STRESS_ASAN
    __sanitizer_set_death_callback(reportCurrent);
#endif
    if (kite::stress::stressSounds().empty()) {
        std::fprintf(stderr, "stress_runner: cannot write the sound files in /tmp\n");
        return 2;
    }
    cc::SdlAudio audio; /* SDL_mixer with no sound device, advanced by the programs' frames */
    std::string audioError;
    if (!audio.open(cc::AudioConfig(), &audioError)) {
        std::fprintf(stderr, "stress_runner: cannot open audio: %s\n", audioError.c_str());
        return 2;
    }
    kite::stress::startResourceGuard(g_limits);
    signal(SIGSEGV, onFatalSignal);
    signal(SIGABRT, onFatalSignal);
    signal(SIGBUS, onFatalSignal);
    signal(SIGFPE, onFatalSignal);

    Totals totals;
    auto started = std::chrono::steady_clock::now();
    auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    auto runOne = [&](const Program& p) {
        setCurrent(p.seed);
        Outcome o = isolated ? runIsolated(p, false, &totals) : runProgram(p, &totals);
        g_current[0] = 0;
        return o;
    };

    if (!file.empty() || haveProgramSeed) {
        Program p;
        if (!file.empty()) {
            if (!readProgramFile(file, &p)) {
                std::fprintf(stderr, "stress_runner: cannot read %s\n", file.c_str());
                return 2;
            }
        } else {
            p = Generator(programSeed).program();
            p.seed = programSeed;
        }
        if (print) {
            std::printf("%s", reproducer(p).c_str());
            return 0;
        }
        if (child) { /* one program for a parent runIsolated: the outcome goes last on stdout */
            g_leakEvery = 1;
            Outcome o = runProgram(p, &totals);
            std::printf("\x01%ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld\n%s\n%s", totals.ops, totals.calls,
                        totals.dead, totals.arg, totals.raised, totals.fired, totals.asserts, totals.reported,
                        totals.skipped, totals.ended, totals.contacts, o.category.c_str(), o.detail.c_str());
            std::fflush(stdout);
            _exit(o.category.empty() ? 0 : 1); /* no exit-time leak report: the check above ran */
        }
        g_leakEvery = 1;
        Outcome o = runOne(p);
        printTotals(totals, elapsed());
        if (o.category.empty()) {
            std::printf("stress: passed\n");
            return 0;
        }
        return reportFailure(p, o, isolated, outDir);
    }

    if (count < 0 && seconds < 0) count = 200;
    std::printf("stress: batch seed %llu, %s\n", static_cast<unsigned long long>(seed),
                count >= 0 ? (std::to_string(count) + " programs").c_str()
                           : (std::to_string(seconds) + " s").c_str());
    std::fflush(stdout);
    /* a running total every few minutes: a crash that kills the batch still leaves a program count */
    double nextProgress = g_progressSeconds;
    uint64_t i = 0;
    for (;; ++i) {
        if (count >= 0 && static_cast<long>(i) >= count) break;
        if (seconds >= 0 && elapsed() >= seconds) break;
        if (g_progressSeconds > 0 && elapsed() >= nextProgress) {
            printTotals(totals, elapsed());
            std::fflush(stdout);
            nextProgress += g_progressSeconds;
        }
        Program p = Generator(programSeedFor(seed, i)).program();
        p.seed = programSeedFor(seed, i);
        Outcome o = runOne(p);
        if (verbose)
            std::printf("stress: program %llu seed %llu: %s\n", static_cast<unsigned long long>(i),
                        static_cast<unsigned long long>(p.seed),
                        o.category.empty() ? "ok" : o.category.c_str());
        if (o.category == "leak" && g_leakEvery > 1) { /* which of the last programs leaked? */
            std::printf("stress: LeakSanitizer found a leak; running the last %d programs one by one\n",
                        g_leakEvery);
            for (uint64_t j = i + 1 - std::min<uint64_t>(i + 1, g_leakEvery); j <= i; ++j) {
                Program q = Generator(programSeedFor(seed, j)).program();
                q.seed = programSeedFor(seed, j);
                Outcome r = runIsolated(q, true, nullptr);
                if (!r.category.empty()) {
                    printTotals(totals, elapsed());
                    return reportFailure(q, r, true, outDir);
                }
            }
            std::printf("stress: none of them leaks alone: the leak builds up across programs\n");
        }
        if (!o.category.empty()) {
            printTotals(totals, elapsed());
            return reportFailure(p, o, isolated, outDir);
        }
    }
#ifdef KITE_STRESS_ASAN
    if (g_leakCheck && __lsan_do_recoverable_leak_check() != 0) {
        std::printf("stress: LeakSanitizer found leaks at the end of the batch\n");
        return 1;
    }
#endif
    printTotals(totals, elapsed());
    std::printf("stress: %ld passed, 0 failed\n", totals.programs);
    return 0;
}
