// LuaStack.cpp -- the lua_State, the loader and protected calls (see LuaStack.h).
// SPDX-License-Identifier: MIT
#include "LuaStack.h"

#include "base/FileUtils.h"
#include "base/Ref.h"
#include "tolua++.h"
#include "tolua_fix.h"
#include "tolua_runtime.h"

extern "C" {
#include "lauxlib.h"
#include "lualib.h"
}

#include <cstdio>
#include <filesystem>

namespace fs = std::filesystem;

namespace kite {

namespace {

char embeddedKey; // registry[&embeddedKey] = { name = source }

// debug.traceback puts the message first; the report keeps message and traceback apart.
std::string tracebackOnly(const std::string& full, const std::string& message) {
    if (full.compare(0, message.size(), message) == 0) {
        size_t start = message.size();
        while (start < full.size() && full[start] == '\n')
            ++start;
        return full.substr(start);
    }
    return full;
}

// The error a failed pcall left on top (popped), with the message the traceback handler saw.
LuaError takeError(lua_State* L, int status, const std::string& pendingMessage) {
    LuaError error;
    const char* full = lua_tostring(L, -1);
    if (status == LUA_ERRERR || pendingMessage.empty()) {
        error.message = full ? full : "(error without message)";
        if (status == LUA_ERRERR) error.message += " (error in the error handler)";
    } else {
        error.message = pendingMessage;
        error.traceback = tracebackOnly(full ? full : "", pendingMessage);
    }
    lua_pop(L, 1);
    return error;
}

// The value on top as cocos2d-x's LuaStack::executeFunction reads a callback's result: a number
// (or numeric string) as int, a boolean as 0/1, anything else (nil, a table, other strings) as 0.
// One lua_type instead of lua_isnumber + lua_isboolean.
int resultAsInt(lua_State* L) {
    switch (lua_type(L, -1)) {
    case LUA_TBOOLEAN:
        return lua_toboolean(L, -1);
    case LUA_TNUMBER:
        return static_cast<int>(lua_tointeger(L, -1));
    case LUA_TSTRING:
        return lua_isnumber(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 0;
    default:
        return 0;
    }
}

} // namespace

LuaStack::LuaStack() {
    _state = luaL_newstate();
    lua_State* L = _state;
    luaL_openlibs(L);
    tolua_open(L);
    toluafix_open(L);

    // The traceback handler, created once: upvalue 1 = debug.traceback, upvalue 2 = this.
    lua_getglobal(L, "debug");
    lua_getfield(L, -1, "traceback"); /* stack: debug traceback */
    lua_remove(L, -2);
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, tracebackHandler, 2);
    _tracebackRef = luaL_ref(L, LUA_REGISTRYINDEX);

    lua_newtable(L);
    lua_pushlightuserdata(L, &embeddedKey);
    lua_insert(L, -2);
    lua_rawset(L, LUA_REGISTRYINDEX);

    installChunkGuards();

    // Our searcher goes right after package.preload's, before the default path searchers.
    lua_getglobal(L, "package");
    lua_getfield(L, -1, "loaders"); /* stack: package loaders */
    int n = static_cast<int>(lua_objlen(L, -1));
    for (int i = n; i >= 2; --i) {
        lua_rawgeti(L, -1, i);
        lua_rawseti(L, -2, i + 1);
    }
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, searchLoader, 1);
    lua_rawseti(L, -2, 2);
    lua_pop(L, 2);
}

LuaStack::~LuaStack() {
    LuaFunction::detachAll(*this);    /* callbacks outliving the state call and release nothing */
    toluafixForgetAllObjects(_state); /* engine objects outliving the state stop calling into it */
    lua_close(_state);
}

void LuaStack::setGameRoot(const std::string& dir) {
    _gameRoot = dir.empty() ? std::string() : fs::path(dir).lexically_normal().string();
    if (!_gameRoot.empty() && _gameRoot.back() == '/') _gameRoot.pop_back();
}

void LuaStack::addEmbeddedModule(const std::string& name, const std::string& source) {
    lua_State* L = _state;
    lua_pushlightuserdata(L, &embeddedKey);
    lua_rawget(L, LUA_REGISTRYINDEX);
    lua_pushlstring(L, source.data(), source.size());
    lua_setfield(L, -2, name.c_str());
    lua_pop(L, 1);
}

std::string LuaStack::chunkNameFor(const std::string& path) const {
    std::string shown = path;
    if (!_gameRoot.empty()) {
        fs::path rel = fs::path(path).lexically_normal().lexically_relative(_gameRoot);
        if (!rel.empty() && rel.native().compare(0, 2, "..") != 0) shown = rel.string();
    }
    return "@" + shown;
}

// A script named by a game: through FileUtils' search paths; a name not found stays as given
// (loading it then fails with its name).
std::string LuaStack::resolve(const std::string& path) const {
    cc::FileUtils* files = cc::FileUtils::getInstance();
    if (files->isAbsolutePath(path) || !files->isFileExist(path)) return path;
    return files->fullPathForFilename(path);
}

int LuaStack::checkFile(const std::string& path, std::string* error) {
    int top = lua_gettop(_state);
    int status = loadFile(path);
    if (status && error) *error = lua_tostring(_state, -1) ? lua_tostring(_state, -1) : "?";
    lua_settop(_state, top);
    return status;
}

int LuaStack::tracebackHandler(lua_State* L) {
    auto* self = static_cast<LuaStack*>(lua_touserdata(L, lua_upvalueindex(2)));
    if (!lua_isstring(L, 1)) { /* an error object: show what we can */
        if (!luaL_callmeta(L, 1, "__tostring") || !lua_isstring(L, -1)) {
            lua_settop(L, 1); /* a __tostring that returned no string says nothing */
            lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
        lua_replace(L, 1);
    }
    self->_pendingMessage = lua_tostring(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1)); /* debug.traceback */
    if (!lua_isfunction(L, -1)) return 1;  /* a script replaced it: keep the message */
    lua_pushvalue(L, 1);
    lua_pushinteger(L, 2);
    lua_call(L, 2, 1);
    return 1;
}

// Stack: function args(nargs) -> results(nresults) or nothing on error (reported).
int LuaStack::pcallWithTraceback(int nargs, int nresults) {
    lua_State* L = _state;
    int base = lua_gettop(L) - nargs; /* the function's slot */
    lua_rawgeti(L, LUA_REGISTRYINDEX, _tracebackRef);
    lua_insert(L, base);
    _pendingMessage.clear();
    int status = lua_pcall(L, nargs, nresults, base);
    lua_remove(L, base);
    if (status) reportFailedCall(status);
    return status;
}

void LuaStack::reportFailedCall(int status) {
    reportError(takeError(_state, status, _pendingMessage));
}

void LuaStack::reportError(const LuaError& error) {
    ++_errorCount;
    _lastError = error;
    if (_errorHandler) {
        _errorHandler(error);
        return;
    }
    fprintf(stderr, "%s\n", error.message.c_str());
    if (!error.traceback.empty()) fprintf(stderr, "%s\n", error.traceback.c_str());
}

int LuaStack::executeString(const std::string& code, const std::string& chunkName) {
    lua_State* L = _state;
    int top = lua_gettop(L);
    int status = luaL_loadbuffer(L, code.data(), code.size(), chunkName.c_str());
    if (status) {
        reportError({lua_tostring(L, -1) ? lua_tostring(L, -1) : "(load error)", ""});
    } else {
        status = pcallWithTraceback(0, 0);
    }
    lua_settop(L, top);
    return status;
}

int LuaStack::executeScriptFile(const std::string& path) {
    lua_State* L = _state;
    int top = lua_gettop(L);
    int status = loadFile(resolve(path));
    if (status) {
        reportError({lua_tostring(L, -1) ? lua_tostring(L, -1) : "(load error)", ""});
    } else {
        status = pcallWithTraceback(0, 0);
    }
    lua_settop(L, top);
    return status;
}

int LuaStack::executeGlobalFunction(const char* name) {
    lua_State* L = _state;
    lua_getglobal(L, name);
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        reportError({std::string("[LUA ERROR] name '") + name + "' does not represent a Lua function", ""});
        return LUA_ERRRUN;
    }
    return executeFunction(0);
}

int LuaStack::executeFunction(int nargs, int* result) {
    lua_State* L = _state;
    int top = lua_gettop(L) - nargs - 1; /* below the function */
    int status = pcallWithTraceback(nargs, 1);
    if (!status && result) *result = resultAsInt(L);
    lua_settop(L, top);
    return status;
}

bool LuaStack::pushFunctionByHandler(int handler) {
    lua_State* L = _state;
    toluafix_get_function_by_refid(L, handler);
    if (lua_isfunction(L, -1)) return true;
    lua_pop(L, 1);
    reportNotAFunction(handler);
    return false;
}

void LuaStack::reportNotAFunction(int handler) {
    char text[96];
    snprintf(text, sizeof text, "[LUA ERROR] function refid '%d' does not reference a Lua function", handler);
    reportError({text, ""});
}

// The per-frame dispatch path (scheduler entries, node updates, events). executeFunction's
// semantics, with fewer API calls: the traceback handler and the function go on top, followed by
// copies of the arguments, and one lua_settop drops everything at the end -- instead of moving the
// function and the handler below the arguments (two lua_insert) and removing the handler again.
int LuaStack::executeFunctionByHandler(int handler, int nargs, int* status) {
    int result = 0;
    int s = executeFunctionByHandler(handler, nargs, 1, [&](lua_State* L) { result = resultAsInt(L); });
    if (status) *status = s;
    return result;
}

int LuaStack::executeFunctionByHandler(int handler, int nargs, int nresults,
                                       const std::function<void(lua_State*)>& read) {
    lua_State* L = _state;
    int base = lua_gettop(L) - nargs; /* stack: base | args */
    int s = LUA_ERRRUN;
    if ((nargs > 4 || nresults > 4) && !lua_checkstack(L, nargs + nresults + 2)) { /* a few always fit */
        lua_settop(L, base);
        reportError({"[LUA ERROR] no stack space for a callback's arguments", ""});
        return s;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, _tracebackRef); /* stack: args traceback */
    if (pushFunctionByHandler(handler)) {             /* stack: args traceback function */
        for (int i = 1; i <= nargs; ++i)
            lua_pushvalue(L, base + i);
        _pendingMessage.clear();
        s = lua_pcall(L, nargs, nresults, base + nargs + 1); /* stack: args traceback results */
        if (s)
            reportFailedCall(s);
        else if (read)
            read(L);
    }
    lua_settop(L, base);
    return s;
}

// The run's slots are [traceback, functions] with `functions` at _runTop. A callback may use them
// when that slot of the current frame holds the handler table: an index above the frame's top reads
// as nil (Lua 5.1 and LuaJIT alike), so another frame or a cleaned stack fails the check.
bool LuaStack::inDispatchRun() const {
    return _runTop != 0 && lua_topointer(_state, _runTop) == _functionMap;
}

void LuaStack::beginDispatchRun() {
    lua_State* L = _state;
    _outerRuns.push_back(_runTop);
    _runTop = 0;
    if (!lua_checkstack(L, 2)) return; /* no room: this run's callbacks take the ordinary path */
    kite::tolua::Runtime* rt = kite::tolua::Runtime::get(L);
    if (!rt) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, _tracebackRef);
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->refidFunctionRef); /* stack: traceback functions */
    _functionMap = lua_topointer(L, -1); /* per run: a toluafix_open() since makes a new table */
    _runTop = lua_gettop(L);
}

void LuaStack::endDispatchRun() {
    if (_outerRuns.empty()) return; /* not ours: begun on a stack that is gone */
    lua_State* L = _state;
    int top = lua_gettop(L);
    if (inDispatchRun()) {
        if (top == _runTop) {
            lua_settop(L, top - 2);
        } else { /* something was left above the run: keep it, drop the run's slots */
            lua_remove(L, _runTop);
            lua_remove(L, _runTop - 1);
        }
    }
    _runTop = _outerRuns.back();
    _outerRuns.pop_back();
}

int LuaStack::executeFunctionByHandlerWithNumber(int handler, lua_Number value) {
    lua_State* L = _state;
    if (!inDispatchRun()) {
        lua_pushnumber(L, value);
        return executeFunctionByHandler(handler, 1);
    }
    lua_rawgeti(L, _runTop, handler); /* stack: traceback functions ... function */
    if (lua_type(L, -1) != LUA_TFUNCTION) {
        lua_pop(L, 1);
        reportNotAFunction(handler);
        return 0;
    }
    lua_pushnumber(L, value); /* stack: traceback functions ... function value */
    _pendingMessage.clear();
    /* no results: the stack is back where it was, or holds just the error */
    int s = lua_pcall(L, 1, 0, _runTop - 1);
    if (s) reportFailedCall(s);
    return 0;
}

void LuaStack::pushInt(int value) {
    lua_pushinteger(_state, value);
}

void LuaStack::pushFloat(float value) {
    lua_pushnumber(_state, value);
}

void LuaStack::pushBoolean(bool value) {
    lua_pushboolean(_state, value);
}

void LuaStack::pushString(const char* value) {
    tolua_pushstring(_state, value);
}

void LuaStack::pushNil() {
    lua_pushnil(_state);
}

void LuaStack::pushObject(cc::Ref* object, const char* typeName) {
    if (!object) {
        lua_pushnil(_state);
        return;
    }
    toluafix_pushusertype_ccobject(_state, static_cast<int>(object->_ID), &object->_luaID, object, typeName);
}

// package.loaders entry: embedded framework modules, then the search paths. C++ strings must be
// gone before lua_error unwinds (Lua 5.1 longjmps), so the work happens in findModule.
int LuaStack::searchLoader(lua_State* L) {
    auto* self = static_cast<LuaStack*>(lua_touserdata(L, lua_upvalueindex(1)));
    const char* name = luaL_checkstring(L, 1);
    int found = self->findModule(L, name);
    if (found < 0) return lua_error(L);
    return 1;
}

int LuaStack::findModule(lua_State* L, const char* name) {
    lua_pushlightuserdata(L, &embeddedKey);
    lua_rawget(L, LUA_REGISTRYINDEX);
    lua_getfield(L, -1, name); /* stack: embedded source|nil */
    if (lua_isstring(L, -1)) {
        size_t size;
        const char* source = lua_tolstring(L, -1, &size);
        std::string chunk = std::string("@kite/") + name + ".lua";
        int status = luaL_loadbuffer(L, source, size, chunk.c_str());
        return status ? -1 : 1;
    }
    lua_pop(L, 2);
    // cocos2d-x's loader: a trailing ".luac" or ".lua" is dropped (require "Bubble.lua" finds
    // Bubble.lua), then every dot is a folder separator.
    std::string relative = name;
    for (const std::string ext : {".luac", ".lua"}) {
        if (relative.size() > ext.size() &&
            relative.compare(relative.size() - ext.size(), ext.size(), ext) == 0) {
            relative.resize(relative.size() - ext.size());
            break;
        }
    }
    for (char& c : relative)
        if (c == '.') c = '/';
    // cocos's loader asks FileUtils for name.luac, then name.lua (each through every search path);
    // Kite tries .luac only when bytecode is allowed, and name/init.lua last.
    cc::FileUtils* files = cc::FileUtils::getInstance();
    std::vector<std::string> names;
    if (_allowBytecode) names.push_back(relative + ".luac");
    names.push_back(relative + ".lua");
    names.push_back(relative + "/init.lua");
    for (const std::string& file : names)
        if (files->isFileExist(file))
            return loadFileOn(L, files->fullPathForFilename(file))
                       ? -1
                       : 1; /* a syntax error names the file and line */
    std::string tried;
    for (const std::string& dir : files->getSearchPaths())
        for (const std::string& file : names)
            tried += "\n\tno file '" + (dir.empty() ? file : dir + file) + "'";
    lua_pushstring(L, tried.c_str());
    return 1;
}

} // namespace kite
