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
// Engine-level benchmarks add their implementations in bench_impl.h and rows here.
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

struct BenchCase {
    const char* id;    // stable identifier (benchmark name, callgrind label)
    const char* group; // table section
    const char* label; // what the table shows
    const char* body;  // loop body, `i` is the loop counter
    const char* setup; // optional Lua run before the loop, after the fixture locals
    const char* impls; // empty or nullptr: every implementation
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

    // 3. Data members through .get / .set.
    {"field_get", "3. fields", "local v = n.x", "local v = n.x", nullptr, nullptr},
    {"field_set", "3. fields", "n.x = i", "n.x = i", nullptr, nullptr},
    {"derived_field_get", "3. fields", "local v = leaf.x (base field)", "local v = leaf.x", nullptr, nullptr},

    // 4. Returning an object Lua already has (the ubox / pointer cache hit).
    {"return_known", "4. known objects", "local v = n:getParent()", "local v = n:getParent()", nullptr,
     nullptr},
    {"derived_return_known", "4. known objects", "local v = leaf:getParent()", "local v = leaf:getParent()",
     nullptr, nullptr},
};

inline constexpr size_t kBenchCaseCount = sizeof(kBenchCases) / sizeof(kBenchCases[0]);

// Targets from issue 8, checked against every table.
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

inline const BenchTarget kBenchTargets[] = {
    // method calls, setters, object arguments: ours <= 1.3x floor and >= 2x faster than stock
    {BenchTarget::kOursOverFloorMax, "method", nullptr, 1.3},
    {BenchTarget::kStockOverOursMin, "method", nullptr, 2.0},
    {BenchTarget::kOursOverFloorMax, "const_method", nullptr, 1.3},
    {BenchTarget::kStockOverOursMin, "const_method", nullptr, 2.0},
    {BenchTarget::kOursOverFloorMax, "setter", nullptr, 1.3},
    {BenchTarget::kStockOverOursMin, "setter", nullptr, 2.0},
    {BenchTarget::kOursOverFloorMax, "object_arg", nullptr, 1.3},
    {BenchTarget::kStockOverOursMin, "object_arg", nullptr, 2.0},
    {BenchTarget::kOursOverFloorMax, "derived_arg", nullptr, 1.3},
    {BenchTarget::kStockOverOursMin, "derived_arg", nullptr, 2.0},
    // a base-class method on a derived object: within 1.1x of the same call on the base class
    {BenchTarget::kOursCaseRatioMax, "derived_method", "method", 1.1},
    {BenchTarget::kOursCaseRatioMax, "derived_const", "const_method", 1.1},
    // returning a known object: <= 1.5x floor
    {BenchTarget::kOursOverFloorMax, "return_known", nullptr, 1.5},
};
