// samples/player/GameConfig.cpp — see GameConfig.h.
#include "GameConfig.h"

#include "LuaStack.h"
#include "data/Config.h"

extern "C" {
#include "lauxlib.h"
#ifdef KITE_LUAJIT
#include "luajit.h"
#endif
}

#include <cmath>
#include <cstdio>
#include <filesystem>

namespace fs = std::filesystem;

namespace kite {
namespace {

constexpr int kMaxSide = 16384;               // as --size
constexpr int kConfInstructions = 10'000'000; // conf.lua sets a few fields: more is an endless loop

bool isWhole(double value, double low, double high) {
    return std::floor(value) == value && value >= low && value <= high;
}

/* -- config.json (cocos2d-x) ------------------------------------------------- */

bool readConfigJson(const std::string& root, GameConfig* config, std::string* error) {
    const std::string path = root + "/config.json";
    if (!fs::exists(path)) return true;
    config->cocosProject = true;
    std::string why;
    cc::Config document = cc::Config::loadFile(path, &why, "config.json");
    if (!why.empty()) {
        *error = why;
        return false;
    }
    auto bad = [error](const std::string& field, const std::string& what) {
        *error = "config.json: " + field + " " + what;
        return false;
    };
    if (!document.isObject()) return bad("the top level", "must be an object");
    const cc::Config& init = document.get("init_cfg");
    if (init.isNull()) return true;
    if (!init.isObject()) return bad("init_cfg", "must be an object");

    for (const char* side : {"width", "height"}) {
        const cc::Config& value = init.get(side);
        if (value.isNull()) continue;
        if (value.kind() != cc::Config::Kind::Number || !isWhole(value.asNumber(), 1, kMaxSide))
            return bad(std::string("init_cfg.") + side, "must be a whole number from 1 to 16384");
        (side[0] == 'w' ? config->width : config->height) = value.asInt();
    }
    const cc::Config& name = init.get("name");
    if (!name.isNull()) {
        if (name.kind() != cc::Config::Kind::String) return bad("init_cfg.name", "must be a string");
        config->title = name.asString();
    }
    const cc::Config& entry = init.get("entry");
    if (!entry.isNull()) {
        if (entry.kind() != cc::Config::Kind::String || entry.asString().empty())
            return bad("init_cfg.entry", "must name the main script, e.g. \"src/main.lua\"");
        config->entry = entry.asString();
    }
    // cocos's simulator turns the window to the orientation asked for.
    const cc::Config& landscape = init.get("isLandscape");
    if (!landscape.isNull()) {
        if (landscape.kind() != cc::Config::Kind::Bool)
            return bad("init_cfg.isLandscape", "must be true or false");
        if (config->width && config->height && landscape.asBool() != (*config->width > *config->height))
            std::swap(config->width, config->height);
    }
    return true;
}

/* -- conf.lua (LÖVE) --------------------------------------------------------- */

// Reads the fields of the table on top of the stack, naming them "t.window.width" in errors.
class FieldReader {
public:
    FieldReader(lua_State* L, std::string prefix, std::string* error)
        : _L(L), _prefix(std::move(prefix)), _error(error) {}

    bool string(const char* name, std::optional<std::string>* out) {
        if (!push(name)) return true;
        bool ok = lua_type(_L, -1) == LUA_TSTRING;
        if (ok) *out = lua_tostring(_L, -1);
        return done(ok, name, "must be a string");
    }
    bool number(const char* name, double low, double high, bool whole, std::optional<double>* out) {
        if (!push(name)) return true;
        double value = lua_tonumber(_L, -1);
        bool ok = lua_type(_L, -1) == LUA_TNUMBER && value >= low && value <= high &&
                  (!whole || std::floor(value) == value);
        if (ok) *out = value;
        return done(ok, name,
                    "must be a " + std::string(whole ? "whole " : "") + "number from " + format(low) +
                        " to " + format(high));
    }
    bool side(const char* name, std::optional<int>* out) {
        std::optional<double> value;
        if (!number(name, 1, kMaxSide, true, &value)) return false;
        if (value) *out = static_cast<int>(*value);
        return true;
    }
    /// LÖVE 11 also writes vsync as a number: 0 is off, anything else on.
    bool flag(const char* name, std::optional<bool>* out, bool numberToo = false) {
        if (!push(name)) return true;
        int type = lua_type(_L, -1);
        bool ok = type == LUA_TBOOLEAN || (numberToo && type == LUA_TNUMBER);
        if (ok) *out = type == LUA_TBOOLEAN ? lua_toboolean(_L, -1) != 0 : lua_tonumber(_L, -1) != 0;
        return done(ok, name, numberToo ? "must be true, false or a number" : "must be true or false");
    }

private:
    // Pushes the field; a nil field is popped again (false: nothing set).
    bool push(const char* name) {
        lua_getfield(_L, -1, name); /* stack: t value */
        if (!lua_isnil(_L, -1)) return true;
        lua_pop(_L, 1);
        return false;
    }
    bool done(bool ok, const char* name, const std::string& what) {
        if (!ok) *_error = "conf.lua: " + _prefix + name + " " + what + " (got " + describe() + ")";
        lua_pop(_L, 1); /* stack: t */
        return ok;
    }
    std::string describe() {
        if (lua_type(_L, -1) == LUA_TSTRING) return "'" + std::string(lua_tostring(_L, -1)) + "'";
        if (lua_type(_L, -1) == LUA_TNUMBER) return format(lua_tonumber(_L, -1));
        return luaL_typename(_L, -1);
    }
    static std::string format(double value) {
        char text[32];
        std::snprintf(text, sizeof text, "%.14g", value);
        return text;
    }

    lua_State* _L;
    std::string _prefix;
    std::string* _error;
};

// The table conf(t) fills: empty but for what config.json set, and the subtables LÖVE's have.
void pushConfTable(lua_State* L, const GameConfig& config) {
    lua_newtable(L); /* stack: t */
    if (config.identity) {
        lua_pushstring(L, config.identity->c_str());
        lua_setfield(L, -2, "identity");
    }
    lua_newtable(L); /* stack: t window */
    if (config.title) {
        lua_pushstring(L, config.title->c_str());
        lua_setfield(L, -2, "title");
    }
    if (config.width) {
        lua_pushinteger(L, *config.width);
        lua_setfield(L, -2, "width");
    }
    if (config.height) {
        lua_pushinteger(L, *config.height);
        lua_setfield(L, -2, "height");
    }
    lua_setfield(L, -2, "window"); /* stack: t */
    for (const char* other : {"modules", "audio"}) {
        lua_newtable(L);
        lua_setfield(L, -2, other);
    }
}

// Reads conf(t)'s t (on top of the stack) into @p config.
bool readConfTable(lua_State* L, GameConfig* config, std::string* error) {
    FieldReader t(L, "t.", error);
    if (!t.string("identity", &config->identity)) return false;
    if (config->identity && (config->identity->empty() || config->identity->find('/') != std::string::npos ||
                             *config->identity == "." || *config->identity == "..")) {
        *error = "conf.lua: t.identity must be a folder name, without '/' (got '" + *config->identity + "')";
        return false;
    }
    if (!t.number("fps", 1, 1000, false, &config->fps) ||
        !t.number("fixeddt", 1e-6, 1, false, &config->fixedDt))
        return false;
    lua_getfield(L, -1, "window"); /* stack: t window */
    if (!lua_istable(L, -1)) {     // LÖVE's `t.window = false`: nothing to read
        lua_pop(L, 1);
        return true;
    }
    FieldReader window(L, "t.window.", error);
    bool ok = window.string("title", &config->title) && window.side("width", &config->width) &&
              window.side("height", &config->height) && window.flag("resizable", &config->resizable) &&
              window.flag("fullscreen", &config->fullscreen) && window.flag("vsync", &config->vsync, true) &&
              window.flag("highdpi", &config->highdpi);
    lua_pop(L, 1); /* stack: t */
    return ok;
}

// The count hook: conf.lua ran longer than any configuration needs. The error names the line
// running then (luaL_error would name the hook's own level, which has none).
void stopRunawayConf(lua_State* L, lua_Debug* running) {
    lua_getinfo(L, "Sl", running);
    if (running->currentline > 0)
        lua_pushfstring(L, "%s:%d: ", running->short_src, running->currentline);
    else
        lua_pushliteral(L, "");
    lua_pushfstring(L, "still running after %d million Lua instructions (an endless loop?)",
                    kConfInstructions / 1000000); /* stack: where what */
    lua_concat(L, 2);
    lua_error(L);
}

// kite.conf(t), which conf.lua defines in a state of its own, is documented with the player
// (samples/player/README.md), not in the API reference: the game's state never has it.
bool readConfLua(const std::string& root, bool allowBytecode, GameConfig* config, std::string* error) {
    const std::string path = root + "/conf.lua";
    if (!fs::exists(path)) return true;
    LuaStack stack; // a state of its own: the game's starts afresh
    stack.setGameRoot(root);
    stack.setAllowBytecode(allowBytecode);
    std::string failure;
    stack.setErrorHandler([&failure](const LuaError& e) {
        if (failure.empty()) failure = e.message;
    });
    lua_State* L = stack.getLuaState();
#ifdef KITE_LUAJIT
    luaJIT_setmode(L, 0, LUAJIT_MODE_ENGINE | LUAJIT_MODE_OFF); // compiled loops would skip the hook
#endif
    lua_sethook(L, stopRunawayConf, LUA_MASKCOUNT, kConfInstructions);
    for (const char* owner : {"kite", "love"}) { // where conf.lua puts its conf function
        lua_newtable(L);
        lua_setglobal(L, owner);
    }
    // Errors raised without a position (error(x, 0), error objects) still name the file.
    auto failed = [&] {
        *error = failure.compare(0, 8, "conf.lua") == 0 ? failure : "conf.lua: " + failure;
        return false;
    };
    if (stack.executeScriptFile(path) != 0) return failed();
    lua_getglobal(L, "kite");
    lua_getfield(L, -1, "conf"); /* stack: kite conf */
    lua_remove(L, -2);
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        lua_getglobal(L, "love");
        lua_getfield(L, -1, "conf"); /* stack: love conf */
        lua_remove(L, -2);
    }
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        *error = "conf.lua: defines no kite.conf(t) (or love.conf(t)) function";
        return false;
    }
    pushConfTable(L, *config);
    lua_pushvalue(L, -1);
    lua_insert(L, -3); /* stack: t conf t */
    if (stack.executeFunction(1) != 0) {
        lua_pop(L, 1);
        return failed();
    } /* stack: t */
    bool ok = readConfTable(L, config, error);
    lua_pop(L, 1);
    return ok;
}

} // namespace

bool readGameConfig(const std::string& root, bool allowBytecode, GameConfig* config, std::string* error) {
    return readConfigJson(root, config, error) && readConfLua(root, allowBytecode, config, error);
}

} // namespace kite
