// bench_engine.h -- the engine-level benchmarks (issue 8, items 5-8): what bench_engine.cpp gives
// the driver (bench_main.cpp).
//
// Three engine states, one lua_State each, all in this process and all driving the real engine
// (kite_engine: Director, Scheduler, Node, autorelease pools):
//   ours   kite::LuaEngine + kite::registerBindings (the real generated and manual bindings)
//   stock  cc.Node bound by the same generator and bindings/basic.lua, compiled against Debian's
//          tolua++ 1.0.93 with a cocos2d-x-style tolua_fix (impl_engine_stock.cpp)
//   floor  a hand-written cc.Node.create (boxed pointer, peer-capable metatable, one refid table)
// Only one of them is the engine's script engine at a time: activate() installs it, and every
// object a state has seen dies while that state is active.
//
// Native cases (C++ loops, no Lua loop around them) run in worlds built lazily from Lua: 10,000
// scheduler script entries on a private Scheduler, 10,000 nodes with Lua update handlers, 10,000
// nodes moved by Lua or by C++ in the running scene of a headless Director (no renderer).
// SPDX-License-Identifier: MIT
#pragma once

extern "C" {
#include "lua.h"
}

#include <string>
#include <vector>

namespace bench_engine {

struct EngineState {
    const char* name;        // "ours", "stock", "floor"
    const char* description; // one line for --list
    lua_State* L;            // owned by bench_engine
    int fixtureRef;          // registry ref: the chunk's F (F.clearPool clears the autorelease pool)
    void (*activate)();      // installs this state's script engine
};

/// Creates the Director (headless, a running scene), the engine states and the persistent worlds.
/// `entries`: script entries / nodes per frame in the native cases (10,000; the smoke test uses
/// fewer). `impls`: which states to create (empty = all). False (with a message) on failure.
bool start(long entries, const std::vector<std::string>& impls, std::string* error);
/// Tears every world down, each under its own state, then the states and the Director.
void stop();
bool started();
const std::vector<EngineState>& states();

/// Native cases: whether (case, implementation) exists, how many operations one call does
/// (dispatches or nodes per frame), and the run itself: `calls` frames, each checked (every
/// callback ran exactly once, no Lua error was reported). False with a message on failure.
bool nativeCase(const std::string& id);
bool nativeRuns(const std::string& id, const std::string& impl);
long nativeOpsPerCall(const std::string& id);
/// How many of @p wanted frames the callgrind pass runs of @p id (fewer for the costly rows).
long nativeInstructionFrames(const std::string& id, long wanted);
bool runNative(const std::string& id, const std::string& impl, long calls, std::string* error);
/// Runs before a native case is measured: builds its world (outside the measured region).
bool prepareNative(const std::string& id, const std::string& impl, std::string* error);

/// Item 8: memory per registered Lua handler (node:registerScriptHandler(fn) on `count` nodes).
struct HandlerMemory {
    long handlers = 0;
    double luaBytes = -1;      // counting lua_Alloc: the handler id's slot in the function map
    double luaBlocks = -1;     // lua_Alloc blocks per handler
    double cppEstimate = -1;   // LuaFunction holder + the callback's heap captures, malloc chunks
    double cppMeasured = -1;   // glibc mallinfo2 growth, minus the Lua bytes on PUC Lua (-1: unavailable)
    double floorLuaBytes = -1; // floor: luaL_ref of the function in the registry
};
HandlerMemory measureHandlerMemory(long count);

/// A correctness pass over every engine state (create, identity, peers, release); the native
/// cases check every run themselves (each callback ran once per frame, nodes moved, no Lua error).
bool selfTest(std::string* error);

} // namespace bench_engine
