// LuaChunkGuards.cpp -- every way a game's code is loaded: script files (LuaStack::loadFile, the
// game-relative `require`) and load, loadstring, loadfile and dofile. All refuse precompiled
// bytecode unless it is allowed (Lua does not verify bytecode; a crafted chunk can forge objects
// and crash the VM), and file chunks are named game-relative. See LuaStack.h.
// SPDX-License-Identifier: MIT
#include "LuaStack.h"

#include "base/FileUtils.h"

extern "C" {
#include "lauxlib.h"
}

namespace kite {

namespace {

bool startsWithSignature(const char* text, size_t size) {
    return text && size > 0 && text[0] == LUA_SIGNATURE[0];
}

/* stack: -> message. `who` is the file or the function that was refused. */
void pushBytecodeRefusal(lua_State* L, const char* who) {
    lua_pushfstring(L,
                    "%s: precompiled Lua bytecode refused (it is not checked and can crash the VM; "
                    "--allow-bytecode allows it)",
                    who);
}

/* stack: (any) -> nil message: what load and loadstring return for a refused chunk */
int refuseBytecode(lua_State* L, const char* function) {
    lua_pushnil(L);
    pushBytecodeRefusal(L, function);
    return 2;
}

/* stack: args -> the original's results. The original sits in upvalue 1. */
int callOriginal(lua_State* L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

// A load() reader in front of the script's: Lua decides between text and bytecode on the first
// byte of the first non-empty piece, so that piece is checked. An error raised here ends the
// load (lua_load reads in protected mode) and load returns nil and the message.
// upvalue 1 = the script's reader, 2 = whether the first piece was seen.
int checkedReader(lua_State* L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 0, 1); /* stack: piece */
    if (lua_toboolean(L, lua_upvalueindex(2)) || lua_type(L, -1) != LUA_TSTRING) return 1;
    size_t size = 0;
    const char* piece = lua_tolstring(L, -1, &size);
    if (size == 0) return 1; /* an empty piece ends the chunk */
    lua_pushboolean(L, 1);
    lua_replace(L, lua_upvalueindex(2));
    if (startsWithSignature(piece, size)) {
        refuseBytecode(L, "load"); /* stack: piece nil message */
        return lua_error(L);
    }
    return 1;
}

} // namespace

int LuaStack::loadFile(const std::string& path) {
    return loadFileOn(_state, path);
}

int LuaStack::loadFileOn(lua_State* L, const std::string& path) {
    std::string text, error;
    if (!cc::FileUtils::getInstance()->getContents(path, &text, &error)) {
        lua_pushfstring(L, "cannot open %s", error.c_str()); /* "cannot open main.lua: why" */
        return LUA_ERRFILE;
    }
    const std::string chunkName = chunkNameFor(path);
    if (startsWithSignature(text.data(), text.size()) && !_allowBytecode) {
        pushBytecodeRefusal(L, chunkName.c_str() + 1);
        return LUA_ERRSYNTAX;
    }
    return luaL_loadbuffer(L, text.data(), text.size(), chunkName.c_str());
}

void LuaStack::installChunkGuards() {
    lua_State* L = _state;
    lua_getglobal(L, "loadstring");
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, guardedLoadstring, 2);
    lua_setglobal(L, "loadstring");
    lua_getglobal(L, "load");
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, guardedLoad, 2);
    lua_setglobal(L, "load");
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, guardedLoadfile, 1);
    lua_setglobal(L, "loadfile");
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, guardedDofile, 1);
    lua_setglobal(L, "dofile");
}

/* loadstring(s [, name]): upvalue 1 = the original, 2 = this */
int LuaStack::guardedLoadstring(lua_State* L) {
    auto* self = static_cast<LuaStack*>(lua_touserdata(L, lua_upvalueindex(2)));
    size_t size = 0;
    const char* text = lua_type(L, 1) == LUA_TSTRING ? lua_tolstring(L, 1, &size) : nullptr;
    if (startsWithSignature(text, size) && !self->_allowBytecode) return refuseBytecode(L, "loadstring");
    return callOriginal(L);
}

/* load(reader | s [, name ...]): upvalue 1 = the original, 2 = this. LuaJIT's load takes strings too. */
int LuaStack::guardedLoad(lua_State* L) {
    auto* self = static_cast<LuaStack*>(lua_touserdata(L, lua_upvalueindex(2)));
    if (!self->_allowBytecode) {
        if (lua_type(L, 1) == LUA_TSTRING) {
            size_t size = 0;
            const char* text = lua_tolstring(L, 1, &size);
            if (startsWithSignature(text, size)) return refuseBytecode(L, "load");
        } else if (lua_type(L, 1) == LUA_TFUNCTION) {
            lua_pushvalue(L, 1);
            lua_pushboolean(L, 0);
            lua_pushcclosure(L, checkedReader, 2);
            lua_replace(L, 1); /* stack: checkedReader [name ...] */
        }
    }
    return callOriginal(L);
}

/* loadfile(path) -> function | nil, message */
int LuaStack::guardedLoadfile(lua_State* L) {
    auto* self = static_cast<LuaStack*>(lua_touserdata(L, lua_upvalueindex(1)));
    const char* path = luaL_checkstring(L, 1);
    if (self->loadFileOn(L, self->resolve(path)) != 0) {
        lua_pushnil(L);
        lua_insert(L, -2); /* stack: path nil message */
        return 2;
    }
    return 1;
}

/* dofile(path): runs it in the caller's protection; errors propagate */
int LuaStack::guardedDofile(lua_State* L) {
    auto* self = static_cast<LuaStack*>(lua_touserdata(L, lua_upvalueindex(1)));
    const char* path = luaL_checkstring(L, 1);
    int base = lua_gettop(L);
    if (self->loadFileOn(L, self->resolve(path)) != 0) return lua_error(L);
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L) - base;
}

} // namespace kite
