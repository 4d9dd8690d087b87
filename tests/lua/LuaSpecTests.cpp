// LuaSpecTests.cpp -- runs each tests/lua/*_spec.lua against the real engine and bindings, under
// the backend of the build. A spec drives frames and input through `kite.test`; after each spec
// the Director and the Lua state are torn down and the Ref census (test support) and the Lua
// handler census must be back where they started. Audio is the player's: SDL_mixer with no sound
// device, advanced by the frames a spec steps, shut down after the scenes and before Lua closes.
#include "KiteBindings.h"
#include "FakeRenderTargets.h" // render textures (issue 20)
#include "KiteTestSupport.h"
#include "LuaEngine.h"
#include "base/FileUtils.h"
#include "base/Log.h"
#include "data/UserDefault.h"
#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "platform/InputDispatcher.h"
#include "platform/SdlAudio.h"
#include "scene/Layer.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"
#include "tolua++.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

extern "C" {
#include "lauxlib.h"
}

namespace {

/// Images a spec declares with kite.test.image(path, w, h); no pixels, just sizes and handles.
class SpecTextureLoader : public cc::TextureLoader {
public:
    bool loadTexture(const std::string& path, cc::TextureInfo* info) override {
        auto it = sizes.find(path);
        if (it == sizes.end()) return false;
        info->pixelsWide = it->second.first;
        info->pixelsHigh = it->second.second;
        info->platformHandle = &it->second;
        return true;
    }
    bool createTexture(const std::string& path, const cc::DecodedImage& image,
                       cc::TextureInfo* info) override {
        sizes[path] = {image.width, image.height};
        return loadTexture(path, info);
    }
    std::unique_ptr<cc::DecodedImage> decodeImage(const std::string& path) override {
        auto it = sizes.find(path);
        if (it == sizes.end()) return nullptr;
        auto image = std::make_unique<cc::DecodedImage>();
        image->width = it->second.first;
        image->height = it->second.second;
        return image;
    }
    /* image bytes in memory (a particle plist's embedded texture, the built-in systems' PNG) */
    std::unique_ptr<cc::DecodedImage> decodeImageData(const unsigned char* data, std::size_t size,
                                                      const std::string&) override {
        auto image = std::make_unique<cc::DecodedImage>();
        if (!kite::test::testImageSize(std::string(reinterpret_cast<const char*>(data), size), &image->width,
                                       &image->height))
            return nullptr;
        return image;
    }
    std::map<std::string, std::pair<int, int>> sizes;
};
SpecTextureLoader s_loader;
kite::test::FakeRenderTargets s_targets; // RenderTexture's, with no renderer (issue 20)

/* kite.test.image(path, width, height): the texture loader knows this image from now on */
int image(lua_State* L) {
    s_loader.sizes[luaL_checkstring(L, 1)] = {static_cast<int>(luaL_checkinteger(L, 2)),
                                              static_cast<int>(luaL_checkinteger(L, 3))};
    return 0;
}

/* kite.test.step(frames [, dt]) */
int step(lua_State* L) {
    int frames = static_cast<int>(luaL_optinteger(L, 1, 1));
    float dt = static_cast<float>(luaL_optnumber(L, 2, 1.0 / 60.0));
    for (int i = 0; i < frames; ++i)
        cc::Director::getInstance()->mainLoop(dt);
    return 0;
}

/* kite.test.accelerate(layer, x, y, z, timestamp): one reading, as a platform with an accelerometer
   would deliver it */
int accelerate(lua_State* L) {
    auto* layer = static_cast<cc::Layer*>(tolua_tousertype(L, 1, nullptr));
    luaL_argcheck(L, layer != nullptr, 1, "a live cc.Layer expected");
    layer->onAcceleration(luaL_checknumber(L, 2), luaL_checknumber(L, 3), luaL_checknumber(L, 4),
                          luaL_checknumber(L, 5));
    return 0;
}

cc::EventDispatcher* dispatcher() {
    return cc::Director::getInstance()->getEventDispatcher();
}

/* kite.test.touch("began"|"moved"|"ended"|"cancelled", x, y [, id]) in GL coordinates */
int touch(lua_State* L) {
    static const char* const phases[] = {"began", "moved", "ended", "cancelled", nullptr};
    int phase = luaL_checkoption(L, 1, nullptr, phases);
    float x = static_cast<float>(luaL_checknumber(L, 2));
    float y = static_cast<float>(luaL_checknumber(L, 3));
    int id = static_cast<int>(luaL_optinteger(L, 4, 0));
    static cc::Touch* active[8] = {};
    cc::Touch*& t = active[id & 7];
    if (!t) {
        t = new cc::Touch();
    }
    t->setTouchInfo(id, x, y);
    cc::EventTouch event(static_cast<cc::EventTouch::EventCode>(phase), {t});
    dispatcher()->dispatchEvent(&event);
    if (phase >= 2) { /* ended or cancelled: the touch is over */
        t->release();
        t = nullptr;
    }
    return 0;
}

/* kite.test.key(cc.KeyCode.KEY_X, pressed) */
int key(lua_State* L) {
    auto code = static_cast<cc::EventKeyboard::KeyCode>(luaL_checkinteger(L, 1));
    cc::EventKeyboard event(code, lua_toboolean(L, 2) != 0);
    dispatcher()->dispatchEvent(&event);
    return 0;
}

/* kite.test.mouse("down"|"up"|"move"|"scroll", x, y [, button or scrollY]) */
int mouse(lua_State* L) {
    static const char* const kinds[] = {"down", "up", "move", "scroll", nullptr};
    int kind = luaL_checkoption(L, 1, nullptr, kinds);
    cc::EventMouse event(static_cast<cc::EventMouse::MouseEventType>(kind + 1));
    event.setCursorPosition(static_cast<float>(luaL_checknumber(L, 2)),
                            static_cast<float>(luaL_checknumber(L, 3)));
    if (kind == 3)
        event.setScrollData(0, static_cast<float>(luaL_optnumber(L, 4, 0)));
    else
        event.setMouseButton(static_cast<cc::EventMouse::MouseButton>(luaL_optinteger(L, 4, 0)));
    dispatcher()->dispatchEvent(&event);
    return 0;
}

/* kite.test.input(line, ...): one frame's input in the --replay text form ("pad-down 0 BUTTON_A",
   "text-input abc"), dispatched as the player does (issue 21); a line that does not parse is an error */
std::unique_ptr<cc::InputDispatcher> s_input;
int input(lua_State* L) {
    for (int i = 1; i <= lua_gettop(L); ++i) {
        cc::InputEvent event;
        if (!cc::InputEvent::fromText(luaL_checkstring(L, i), &event))
            return luaL_error(L, "kite.test.input: not an input event: %s", lua_tostring(L, i));
        s_input->queue(event);
    }
    s_input->dispatchQueued(dispatcher());
    return 0;
}

/* kite.test.customEvent(name) */
int customEvent(lua_State* L) {
    dispatcher()->dispatchCustomEvent(luaL_checkstring(L, 1));
    return 0;
}

/* kite.test.takeErrors() -> {message, ...}: the errors reported so far, which a spec expected */
int takeErrors(lua_State* L) {
    auto* errors = static_cast<std::vector<kite::LuaError>*>(lua_touserdata(L, lua_upvalueindex(1)));
    lua_createtable(L, static_cast<int>(errors->size()), 0);
    for (size_t i = 0; i < errors->size(); ++i) {
        lua_pushstring(L, (*errors)[i].message.c_str());
        lua_rawseti(L, -2, static_cast<int>(i + 1));
    }
    errors->clear();
    return 1;
}

/// The engine's log lines since the spec started or last took them ("[error] ...", "[warning] ...").
std::vector<std::string> s_logs;

/* kite.test.takeLogs() -> {line, ...}: the log lines so far, which a spec expected */
int takeLogs(lua_State* L) {
    lua_createtable(L, static_cast<int>(s_logs.size()), 0);
    for (size_t i = 0; i < s_logs.size(); ++i) {
        lua_pushstring(L, s_logs[i].c_str());
        lua_rawseti(L, -2, static_cast<int>(i + 1));
    }
    s_logs.clear();
    return 1;
}

/* kite.test.workDir() -> the spec's own empty folder in the build directory: FileUtils' writable
   path during the spec, so cc.UserDefault saves there */
std::string s_workDir;
int workDir(lua_State* L) {
    lua_pushstring(L, s_workDir.c_str());
    return 1;
}

void openTestModule(lua_State* L, std::vector<kite::LuaError>* errors) {
    static const luaL_Reg functions[] = {
        {"step", step},   {"accelerate", accelerate},   {"touch", touch}, {"key", key},
        {"mouse", mouse}, {"customEvent", customEvent}, {"image", image}, {nullptr, nullptr}};
    luaL_register(L, "kite.test", functions); /* stack: kite.test */
    lua_pushlightuserdata(L, errors);
    lua_pushcclosure(L, takeErrors, 1);
    lua_setfield(L, -2, "takeErrors");
    lua_pushcfunction(L, takeLogs);
    lua_setfield(L, -2, "takeLogs");
    lua_pushcfunction(L, workDir);
    lua_setfield(L, -2, "workDir");
    lua_pushcfunction(L, input);
    lua_setfield(L, -2, "input");
    lua_pop(L, 1);
}

// check(), checkerr() and friends for the specs, in the style of Lua's testes.
const char* kPrelude = R"(
function checkerr(pattern, f, ...)
    local ok, msg = pcall(f, ...)
    if ok then error('expected an error matching ' .. pattern, 2) end
    if not string.find(tostring(msg), pattern) then
        error(string.format('error %q does not match %q', tostring(msg), pattern), 2)
    end
    return msg
end
function checkeq(a, b, what)
    if a ~= b then error(string.format('%sexpected %s, got %s', what and (what .. ': ') or '', tostring(b), tostring(a)), 2) end
end
function checknear(a, b, what, eps)
    if math.abs(a - b) > (eps or 1e-3) then
        error(string.format('%sexpected %s, got %s', what and (what .. ': ') or '', tostring(b), tostring(a)), 2)
    end
end
)";

class LuaSpec : public ::testing::TestWithParam<std::string> {};

TEST_P(LuaSpec, Passes) {
    int handlersBefore = kite::LuaEngine::liveHandlers();
    {
        cc::Director::getInstance()->setWinSize(cc::Size(480, 320));
        cc::TextureCache::setTextureLoader(&s_loader);
        s_loader.sizes.clear();
        s_workDir = std::string(KITE_LUA_SPEC_WORK_DIR) + "/" + GetParam();
        std::filesystem::remove_all(s_workDir);
        std::filesystem::create_directories(s_workDir);
        cc::FileUtils::destroyInstance(); // each spec starts with cocos's defaults
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(KITE_LUA_SPEC_DIR);
        cc::FileUtils::getInstance()->setWritablePath(s_workDir); // its own, inside the build
        s_logs.clear();
        cc::LogHandler previousLog = cc::setLogHandler([](cc::LogLevel level, const char* message) {
            s_logs.push_back(cc::logLevelPrefix(level) + std::string(message));
            fprintf(stderr, "%s\n", s_logs.back().c_str()); /* as the default sink prints it */
        });
        cc::SdlAudio audio;
        std::string audioError;
        ASSERT_TRUE(audio.open(cc::AudioConfig(), &audioError)) << audioError;
        s_input = std::make_unique<cc::InputDispatcher>(); // issue 21: no controller left from another spec
        auto engine = std::make_unique<kite::LuaEngine>();
        std::vector<kite::LuaError> errors;
        engine->getLuaStack()->setErrorHandler([&](const kite::LuaError& e) { errors.push_back(e); });
        lua_State* L = engine->getLuaState();
        kite::registerBindings(L);
        openTestModule(L, &errors);
        ASSERT_EQ(engine->getLuaStack()->executeString(kPrelude, "=prelude"), 0);
        engine->getLuaStack()->setGameRoot(KITE_LUA_SPEC_DIR);
        int status = engine->getLuaStack()->executeScriptFile(GetParam());
        for (const auto& e : errors)
            ADD_FAILURE() << e.message << "\n" << e.traceback;
        EXPECT_EQ(status, 0);
        EXPECT_EQ(lua_gettop(L), 0);
        cc::Director::destroyInstance(); /* the scene graph goes first; the engine then closes Lua */
        audio.close();                   /* every sound stops and its callbacks go, before Lua closes */
        cc::TextureCache::setTextureLoader(nullptr);
        cc::UserDefault::destroyInstance(); /* the next spec starts afresh */
        cc::setLogHandler(previousLog);
    }
    EXPECT_EQ(kite::LuaEngine::liveHandlers(), handlersBefore) << "Lua handlers leaked";
}

std::vector<std::string> specs() {
    std::vector<std::string> names;
    const char* list = KITE_LUA_SPECS;
    while (*list) {
        const char* end = std::strchr(list, ',');
        names.emplace_back(list, end ? end - list : std::strlen(list));
        if (!end) break;
        list = end + 1;
    }
    return names;
}

std::string specName(const ::testing::TestParamInfo<std::string>& info) {
    std::string name = info.param.substr(0, info.param.find('.'));
    for (char& c : name)
        if (!isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Specs, LuaSpec, ::testing::ValuesIn(specs()), specName);

} // namespace
