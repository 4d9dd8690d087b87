// bench_impl.h -- what one binding implementation provides to the benchmark driver.
//
// The driver (bench_main.cpp) links every implementation into one process and gives each its
// own lua_State. Ours and stock are the same generated code linked against two runtimes that
// both define the tolua++ C API, so each implementation is first partially linked (ld -r) with
// its runtime into one object whose only global symbol is its entry point (see CMakeLists.txt
// and bench_partial_link.cmake); nothing else of an implementation is visible to the driver.
// SPDX-License-Identifier: MIT
#pragma once

extern "C" {
#include "lua.h"
}

// The bench classes, as pushed by BenchImpl::push (bench_classes.h).
enum BenchClass { kBNode = 0, kBMid = 1, kBLeaf = 2 };

struct BenchImpl {
    const char* name;        // column name: "ours", "stock", "floor"
    const char* description; // one line for the report
    // Registers the bindings in L: the globals BNode, BMid, BLeaf and a `tolua` table with at
    // least setpeer/getpeer. Called once on a fresh state with the standard libraries open.
    void (*open)(lua_State* L);
    // Pushes `object` (a BNode, BMid or BLeaf, as `cls` says) the way bound C++ code returning
    // that pointer would: the existing userdata when Lua already has one, else a new one.
    void (*push)(lua_State* L, void* object, BenchClass cls);
};

// Entry points, one per implementation object.
extern "C" const BenchImpl* kite_bench_impl_ours();
extern "C" const BenchImpl* kite_bench_impl_stock();
extern "C" const BenchImpl* kite_bench_impl_floor();
