// bench_cases.h -- the benchmark table: named Lua loop bodies, run against every implementation.
//
// Each case is compiled once per implementation into
//     local N, F = ...
//     local a, b, n, p, mid, leaf = F.a, F.b, F.n, F.p, F.mid, F.leaf
//     <setup>
//     for i = 1, N do
//       <body>
//     end
// where F is the fixture table (bench_main.cpp: Fixture): n is a BNode whose parent p is
// already known to Lua, a and b are BNodes, mid a BMid, leaf a BLeaf (3 levels down) whose
// parent is p. The case "empty" is the loop baseline subtracted from every other case.
//
// Adding a benchmark: append a row. A case that only some implementations support lists them
// in `impls` (comma-separated names, empty = all); an implementation that is not listed shows
// "-". Rows with the same `group` are printed together; targets (below) refer to case ids.
// Engine-level loops (kEngineLoop) get F.clearPool instead of the bench fixture objects; native
// rows (kNative) are C++ loops implemented in bench_engine.cpp under the same id.
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

// What a row runs on.
enum BenchKind {
    kBindingLoop, // a Lua loop in the bench states (bench_impl.h), the empty loop subtracted
    kEngineLoop,  // a Lua loop in the engine states (bench_engine.h), the empty loop subtracted
    kNative,      // a C++ loop of bench_engine.h (runNative), per operation, nothing subtracted
    kDerived,     // computed: `body` names a native case, the row is its ours - floor, stock - floor
};

struct BenchCase {
    const char* id;    // stable identifier (benchmark name, callgrind label)
    const char* group; // table section
    const char* label; // what the table shows
    const char* body;  // loop body, `i` is the loop counter (kDerived: the case it derives from)
    const char* setup; // optional Lua run before the loop, after the fixture locals
    const char* impls; // empty or nullptr: every implementation
    BenchKind kind = kBindingLoop;
};

inline const BenchCase kBenchCases[] = {
    {"empty", "baseline", "empty loop (subtracted)", "", nullptr, nullptr},

    // 1. Method calls on a bound object.
    {"method", "1. calls", "n:getPositionX()", "n:getPositionX()", nullptr, nullptr},
    {"setter", "1. calls", "n:setPositionX(i)", "n:setPositionX(i)", nullptr, nullptr},
    {"object_arg", "1. calls", "a:addChild(b)", "a:addChild(b)", nullptr, nullptr},

    // 2. Inheritance and const.
    {"const_method", "2. const / inherited", "n:getPositionY() (const)", "n:getPositionY()", nullptr,
     nullptr},
    {"derived_method", "2. const / inherited", "leaf:getPositionX() (base method, 3 levels)",
     "leaf:getPositionX()", nullptr, nullptr},
    {"derived_const", "2. const / inherited", "leaf:getPositionY() (const base method)",
     "leaf:getPositionY()", nullptr, nullptr},
    {"derived_arg", "2. const / inherited", "a:addChild(leaf) (derived argument)", "a:addChild(leaf)",
     nullptr, nullptr},
    // One call site fed two classes in turn: what a base-class method sees in a real scene.
    {"alternating_method", "2. const / inherited", "o:getPositionX(), o = n and leaf in turn (one call site)",
     "local o = i % 2 == 0 and n or leaf\n  o:getPositionX()", nullptr, nullptr},

    // 3. Data members through .get / .set.
    {"field_get", "3. fields", "local v = n.x", "local v = n.x", nullptr, nullptr},
    {"field_set", "3. fields", "n.x = i", "n.x = i", nullptr, nullptr},
    {"derived_field_get", "3. fields", "local v = leaf.x (base field)", "local v = leaf.x", nullptr, nullptr},
    // A miss walks every level live (members rawset behind the runtime's back must be seen).
    {"derived_miss", "3. fields", "local v = leaf.absent (no such member)", "local v = leaf.absent", nullptr,
     nullptr},

    // 4. Returning an object Lua already has (the ubox / pointer cache hit).
    {"return_known", "4. known objects", "local v = n:getParent()", "local v = n:getParent()", nullptr,
     nullptr},
    {"derived_return_known", "4. known objects", "local v = leaf:getParent()", "local v = leaf:getParent()",
     nullptr, nullptr},

    // 5.-7. The engine (bench_engine.h). ours: kite::LuaEngine + the real bindings; stock: the same
    // generated code on Debian's tolua++ with a cocos2d-x-style tolua_fix and dispatch; floor: see
    // each group. F.clearPool() clears the current autorelease pool (as the Director does per frame).
    {"node_create", "5. create and autorelease (floor: hand-written create)",
     "local v = Node:create() (pool clear every 1,000)",
     "local v = Node:create()\n  if i % 1000 == 0 then clearPool() end",
     "local Node, clearPool = cc.Node, F.clearPool", nullptr, kEngineLoop},
    {"dispatch_entry", "6. C++ -> Lua dispatch (floor: bare lua_rawgeti + lua_pcall, traceback handler)",
     "scheduler script entry (10,000 per frame)", nullptr, nullptr, nullptr, kNative},
    {"dispatch_update", "6. C++ -> Lua dispatch (floor: bare lua_rawgeti + lua_pcall, traceback handler)",
     "node update handler (10,000 nodes)", nullptr, nullptr, nullptr, kNative},
    {"frame", "7. frame, 10,000 nodes, per node (floor: update in C++)",
     "mainLoop, each node moved by its Lua update", nullptr, nullptr, nullptr, kNative},
    {"frame_overhead", "7. frame, 10,000 nodes, per node (floor: update in C++)",
     "Lua-side overhead per node (Lua frame - C++ frame)", "frame", nullptr, "ours,stock", kDerived},

    // Audio (issue 18), SDL2_mixer with no sound device (bench_audio.h). ours only.
    {"audio_play2d", "9. audio (SDL2_mixer, no device)",
     "AudioEngine::play2d of a cached effect (+ its stop)", nullptr, nullptr, "ours", kNative},
    {"audio_mix32", "9. audio (SDL2_mixer, no device)", "one 1/60 s frame of mixing, 32 effects playing",
     nullptr, nullptr, "ours", kNative},

    // Particles (issue 20): the engine's update alone, then the whole drawn frame (bench_particles.h).
    {"particles_frame", "10. particles",
     "one 1/60 s update of 10,000 live particles (about 83 die and are born)", nullptr, nullptr, "ours",
     kNative},
    {"particles_drawn", "10. particles",
     "one frame of 10,000 live particles, updated and drawn headless (SDL software renderer, 960x640)",
     nullptr, nullptr, "ours", kNative},
    // Tile maps (issue 20): a frame's visible-tile work, no drawing (bench_tmx.h). ours only.
    {"tmx_scroll", "11. tile maps", "one frame of a 256x256 map scrolled: the visible tiles' quads", nullptr,
     nullptr, "ours", kNative},
    // Physics (issue 22): a step of 1,000 piled balls, contact callbacks in Lua against the same
    // world with no listener (bench_physics.h).
    {"physics_contacts", "12. physics",
     "one 1/60 s step of 1,000 piled balls: ours Lua contact callbacks, floor none (C++ only)", nullptr,
     nullptr, "ours,floor", kNative},
};

inline constexpr size_t kBenchCaseCount = sizeof(kBenchCases) / sizeof(kBenchCases[0]);

// Targets from issues 8 and 24, checked against every table.
struct BenchTarget {
    enum Kind {
        kOursOverFloorMax, // value(ours) / value(floor) <= limit
        kStockOverOursMin, // value(stock) / value(ours) >= limit
        kOursCaseRatioMax, // value(ours, id) / value(ours, relativeTo) <= limit
    };
    Kind kind;
    const char* id;
    const char* relativeTo; // kOursCaseRatioMax only
    double limit;
};

// The rows of README.md's speed table (scripts/bench --readme writes it, --check-readme checks it):
// ours/floor and stock/ours in instructions, Lua 5.1 / LuaJIT.
inline const char* const kReadmeCases[] = {
    "method",    "setter",       "const_method", "derived_method", "derived_arg",     "field_get",
    "field_set", "return_known", "node_create",  "dispatch_entry", "dispatch_update", "frame",
};

inline const BenchTarget kBenchTargets[] = {
    // issue 24: every generated call path within 1.10x of the floor, field access within 1.05x
    {BenchTarget::kOursOverFloorMax, "method", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "setter", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "object_arg", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "const_method", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "derived_method", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "derived_const", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "derived_arg", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "alternating_method", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "return_known", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "derived_return_known", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "field_get", nullptr, 1.05},
    {BenchTarget::kOursOverFloorMax, "field_set", nullptr, 1.05},
    {BenchTarget::kOursOverFloorMax, "derived_field_get", nullptr, 1.05},
    // issue 24: create + destruction within 1.3x of the hand-written create
    {BenchTarget::kOursOverFloorMax, "node_create", nullptr, 1.3},
    // issue 24: C++ -> Lua dispatch within 1.10x of a bare lua_rawgeti + lua_pcall (traceback handler)
    {BenchTarget::kOursOverFloorMax, "dispatch_entry", nullptr, 1.10},
    {BenchTarget::kOursOverFloorMax, "dispatch_update", nullptr, 1.10},
    // issue 24: a 10,000-node frame moved from Lua within 8x the same frame in C++
    {BenchTarget::kOursOverFloorMax, "frame", nullptr, 8.0},
    // issue 8: direct calls at least 2x faster than stock (the floor itself is not, on some rows)
    {BenchTarget::kStockOverOursMin, "method", nullptr, 2.0},
    {BenchTarget::kStockOverOursMin, "const_method", nullptr, 2.0},
    {BenchTarget::kStockOverOursMin, "setter", nullptr, 2.0},
    {BenchTarget::kStockOverOursMin, "object_arg", nullptr, 2.0},
    {BenchTarget::kStockOverOursMin, "derived_arg", nullptr, 2.0},
    // issue 8: a base-class method on a derived object within 1.1x of the same call on the base class
    {BenchTarget::kOursCaseRatioMax, "derived_method", "method", 1.1},
    {BenchTarget::kOursCaseRatioMax, "derived_const", "const_method", 1.1},
};
