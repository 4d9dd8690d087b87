// LuaStack.h -- one lua_State with the tolua runtime, tolua_fix, a game-relative loader and
// protected calls. Every call from C++ into Lua goes through pcall with a traceback handler that
// is looked up once, restores the stack to its previous top, reports errors (message and
// traceback, in every build) and returns a real status.
// SPDX-License-Identifier: MIT
#pragma once

#include "LuaFunction.h"

extern "C" {
#include "lua.h"
}

#include <functional>
#include <string>
#include <vector>

namespace cc {
class Ref;
} // namespace cc

namespace kite {

/// A Lua error as reported: the message ("main.lua:3: boom") and the traceback that follows it.
struct LuaError {
    std::string message;
    std::string traceback;
};

class LuaStack {
public:
    LuaStack();
    ~LuaStack();
    LuaStack(const LuaStack&) = delete;
    LuaStack& operator=(const LuaStack&) = delete;

    lua_State* getLuaState() const { return _state; }

    /// The game folder: chunk names are "@path/relative/to/it". Files are found through
    /// cc::FileUtils' search paths (require, dofile, loadfile, executeScriptFile).
    void setGameRoot(const std::string& dir);
    const std::string& getGameRoot() const { return _gameRoot; }
    /// Precompiled chunks are refused unless allowed (bytecode can crash the VM).
    void setAllowBytecode(bool allow) { _allowBytecode = allow; }
    /// Source for `require(name)` that needs no file (the embedded Lua framework).
    void addEmbeddedModule(const std::string& name, const std::string& source);

    /// Runs a chunk; returns 0 or the Lua status (LUA_ERRSYNTAX, LUA_ERRRUN, LUA_ERRMEM, LUA_ERRERR).
    int executeString(const std::string& code, const std::string& chunkName = "=[string]");
    /// Runs a file (a path, or relative to the game root); returns 0, a Lua status or LUA_ERRFILE.
    int executeScriptFile(const std::string& path);
    /// Calls the global function `name` with no arguments.
    int executeGlobalFunction(const char* name);
    /// Calls the function below the `nargs` values on top; pops them. Returns the status; the
    /// function's first result (number, or boolean as 0/1) goes to `result` when given.
    int executeFunction(int nargs, int* result = nullptr);
    /// Calls the handler's function with the `nargs` values on top (cocos2d-x semantics): returns
    /// the function's first result as int (0 on error or without a result); the status goes to `status`.
    int executeFunctionByHandler(int handler, int nargs, int* status = nullptr);
    /// The same with `nresults` results (missing ones are nil): `read` sees them on top of the stack
    /// before they are popped, and is not called when the call failed. Returns the status.
    int executeFunctionByHandler(int handler, int nargs, int nresults,
                                 const std::function<void(lua_State*)>& read);
    /// Pushes the handler's function, or reports and pushes nothing.
    bool pushFunctionByHandler(int handler);
    /// executeFunctionByHandler(handler, 1) with a number argument, for callers that ignore the
    /// result (scheduler entries, node updates): inside a dispatch run, one table lookup, the
    /// argument and the pcall. Returns 0.
    int executeFunctionByHandlerWithNumber(int handler, lua_Number value);

    /// A run of dispatches (one scheduler tick): the traceback handler and the handler table stay
    /// on the stack until the run ends, instead of being fetched for every callback. Runs nest;
    /// each begin has one end, in reverse order. A callback made from another stack frame (a
    /// callback's own calls into the engine) or after the stack was cleaned takes the ordinary path;
    /// values pushed above the run in its frame stay where they are.
    void beginDispatchRun();
    void endDispatchRun();

    /// Compiles without running (for --check); returns 0 or a status, with the message in `error`.
    int checkFile(const std::string& path, std::string* error);
    /// Loads a file as a chunk (bytecode check, game-relative chunk name), pushing the function or the
    /// error message. Returns 0 or a status.
    int loadFile(const std::string& path);

    void pushInt(int value);
    void pushFloat(float value);
    void pushBoolean(bool value);
    void pushString(const char* value);
    void pushNil();
    /// Pushes a Ref through tolua_fix: its most derived registered type, rooted while it lives.
    void pushObject(cc::Ref* object, const char* typeName);
    // Value types (Vec2, Size, Rect, colours) have one conversion each: LuaValueConversions.h.

    /// Where reported errors go (stderr by default). Called once per error, never during a call.
    void setErrorHandler(std::function<void(const LuaError&)> handler) { _errorHandler = std::move(handler); }
    int getErrorCount() const { return _errorCount; }
    const LuaError& getLastError() const { return _lastError; }

    /// Reports an error through the handler (also used by callers for their own failures).
    void reportError(const LuaError& error);

    /// Chunk name for a path: "@" + path relative to the game root when inside it.
    std::string chunkNameFor(const std::string& path) const;

    /// The live LuaFunctions of this state (LuaFunction links and unlinks itself).
    LuaFunction::Holder*& functionList() { return _functions; }

private:
    int pcallWithTraceback(int nargs, int nresults);
    std::string resolve(const std::string& path) const;
    static int tracebackHandler(lua_State* L);
    static int searchLoader(lua_State* L);
    // LuaChunkGuards.cpp: load, loadstring, loadfile and dofile for scripts.
    void installChunkGuards();
    static int guardedLoadstring(lua_State* L);
    static int guardedLoad(lua_State* L);
    static int guardedLoadfile(lua_State* L);
    static int guardedDofile(lua_State* L);
    // Both push onto L, the thread that called `require` (a coroutine's own stack, not the main one).
    int findModule(lua_State* L, const char* name); // pushes a loader, a "not found" string, or an error (-1)
    int loadFileOn(lua_State* L, const std::string& path);

    bool inDispatchRun() const;
    [[gnu::cold, gnu::noinline]] void reportNotAFunction(int handler);
    // The error a failed lua_pcall left on the stack (popped), reported. Out of line and cold: the
    // callbacks' call paths stay small.
    [[gnu::cold, gnu::noinline]] void reportFailedCall(int status);

    lua_State* _state = nullptr;
    int _tracebackRef;
    const void* _functionMap = nullptr; // toluafix's handler table in the current run: tells its slot
    int _runTop = 0;                    // stack index of the current run's handler table (0: no run)
    std::vector<int> _outerRuns;        // the enclosing runs' _runTop
    std::string _gameRoot;
    bool _allowBytecode = false;
    std::function<void(const LuaError&)> _errorHandler;
    int _errorCount = 0;
    LuaError _lastError;
    std::string _pendingMessage; // the raw message seen by the traceback handler
    LuaFunction::Holder* _functions = nullptr;
};

} // namespace kite
