// bench_main.cpp -- kite_bench: the binding benchmark driver (tests/bench/README.md).
//
// Every implementation (bench_impl.h) gets its own lua_State in this one process; each case of
// bench_cases.h is a Lua loop compiled per state. Modes:
//   kite_bench                       wall clock with Google Benchmark (CPU time, min of the
//                                    repetitions, random interleaving), then the table
//   kite_bench --instructions=N      run under `valgrind --tool=callgrind`: each loop of N
//                                    iterations between CALLGRIND_ZERO_STATS and a labelled dump
//   kite_bench --callgrind-report=D  the Ir/op table from the dumps in directory D
//   kite_bench --smoke               self-test plus every path at tiny counts (the CTest entry)
// Options: --impl=ours,stock,floor  --cases=id,id  --inner=N  --repetitions=N  --min-time=S
//          --warmup=S  --memory-objects=N  --entries=N  --verbose  (and any --benchmark_* flag)
// The engine-level rows (items 5-8: bench_engine.h) run in the same modes and tables.
// Exit status: 0 on success, 1 when a self-test or a benchmark loop failed, 2 for usage errors.
// SPDX-License-Identifier: MIT
#include "bench_cases.h"
#include "bench_classes.h"
#include "bench_engine.h"
#include "bench_impl.h"

extern "C" {
#include "lauxlib.h"
#include "lualib.h"
}
#if defined(KITE_LUAJIT)
#include "luajit.h"
#endif

#include <benchmark/benchmark.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define BENCH_HAVE_VALGRIND 1
#else
#define BENCH_HAVE_VALGRIND 0
#define RUNNING_ON_VALGRIND 0
#define CALLGRIND_ZERO_STATS
#define CALLGRIND_DUMP_STATS_AT(label)
#endif

#include <dirent.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

/* -- Options ------------------------------------------------------------------------------------ */

struct Options {
    std::vector<std::string> impls; // empty: all
    std::vector<std::string> cases; // empty: all
    long inner = 10000;             // Lua loop iterations per timed call
    int repetitions = 7;
    double minTime = 0.1;
    double warmup = 0.05;
    long instructions = 0; // > 0: callgrind mode with this many iterations per loop
    std::string callgrindReport;
    long memoryObjects = 65535; // + the warm-up object: 2^16 entries, the ubox hash part exactly full
    long entries = 10000;       // script entries / nodes per frame in the native engine cases
    bool smoke = false;
    bool verbose = false;
};

bool g_readmeRows = false; // --readme-rows: also print README.md's speed rows, for scripts/bench

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, ','))
        if (!item.empty()) out.push_back(item);
    return out;
}

bool listed(const std::vector<std::string>& list, const std::string& name) {
    return list.empty() || std::find(list.begin(), list.end(), name) != list.end();
}

bool caseRunsOn(const BenchCase& c, const std::string& impl) {
    if (!c.impls || !*c.impls) return true;
    return listed(splitList(c.impls), impl);
}

const BenchCase* findCase(const std::string& id) {
    for (const BenchCase& c : kBenchCases)
        if (id == c.id) return &c;
    return nullptr;
}

/* -- Counting allocator ------------------------------------------------------------------------- */

// Wraps the state's own allocator and counts what Lua asks of it (bytes requested, not malloc's
// overhead). Installed with lua_setallocf, which works for PUC Lua and for LuaJIT on x64.
struct AllocCounter {
    lua_Alloc inner = nullptr;
    void* innerUd = nullptr;
    long long live = 0;
    long long allocations = 0;
};

void* countingAlloc(void* ud, void* ptr, size_t osize, size_t nsize) {
    auto* c = static_cast<AllocCounter*>(ud);
    void* r = c->inner(c->innerUd, ptr, osize, nsize);
    if (nsize == 0) {
        if (ptr) c->live -= static_cast<long long>(osize), --c->allocations;
    } else if (r) {
        c->live += static_cast<long long>(nsize) - static_cast<long long>(ptr ? osize : 0);
        if (!ptr) ++c->allocations;
    }
    return r;
}

/* -- Instances: one lua_State per implementation ------------------------------------------------- */

lua_State* newState(const BenchImpl* impl) {
    lua_State* L = luaL_newstate();
    if (!L) {
        std::fprintf(stderr, "kite_bench: luaL_newstate failed\n");
        std::exit(1);
    }
    luaL_openlibs(L);
    impl->open(L);
    lua_settop(L, 0);
    return L;
}

// The C++ objects behind the Lua fixture table F (bench_cases.h). They outlive the state.
struct Fixture {
    BNode p, n, a, b;
    BMid mid;
    BLeaf leaf;
    Fixture() {
        n.x = 1.5f;
        n.y = 2.5f;
        n.parent = &p;
        leaf.x = 7.5f;
        leaf.y = 8.5f;
        leaf.parent = &p;
    }
};

struct Instance {
    std::string name;             // implementation (table column)
    bool engine = false;          // an engine state (bench_engine.h): kEngineLoop cases, state not owned
    void (*activate)() = nullptr; // engine states: install its script engine before running
    lua_State* L = nullptr;
    std::unique_ptr<Fixture> fixture;
    int fixtureRef = LUA_NOREF;
    std::map<std::string, int> chunks; // case id -> registry ref of the compiled loop

    Instance() = default;
    Instance(const Instance&) = delete;
    Instance& operator=(const Instance&) = delete;
    ~Instance() {
        if (L && !engine) lua_close(L); /* before the fixture objects go */
    }
};

void setField(lua_State* L, const BenchImpl* impl, const char* name, void* object, BenchClass cls) {
    impl->push(L, object, cls);
    lua_setfield(L, -2, name);
}

std::unique_ptr<Instance> makeInstance(const BenchImpl* impl) {
    auto in = std::make_unique<Instance>();
    in->name = impl->name;
    in->fixture = std::make_unique<Fixture>();
    in->L = newState(impl);
    lua_State* L = in->L;
    Fixture& f = *in->fixture;
    lua_newtable(L);
    setField(L, impl, "p", &f.p, kBNode); /* first: getParent() finds it known */
    setField(L, impl, "n", &f.n, kBNode);
    setField(L, impl, "a", &f.a, kBNode);
    setField(L, impl, "b", &f.b, kBNode);
    setField(L, impl, "mid", &f.mid, kBMid);
    setField(L, impl, "leaf", &f.leaf, kBLeaf);
    in->fixtureRef = luaL_ref(L, LUA_REGISTRYINDEX);
    return in;
}

std::unique_ptr<Instance> makeEngineInstance(const bench_engine::EngineState& state) {
    auto in = std::make_unique<Instance>();
    in->name = state.name;
    in->engine = true;
    in->activate = state.activate;
    in->L = state.L;
    in->fixtureRef = state.fixtureRef;
    return in;
}

std::string caseSource(const BenchCase& c) {
    std::string s = "local N, F = ...\n"
                    "local a, b, n, p, mid, leaf = F.a, F.b, F.n, F.p, F.mid, F.leaf\n";
    if (c.setup) s += std::string(c.setup) + "\n";
    s += "for i = 1, N do\n  ";
    s += c.body;
    s += "\nend\n";
    return s;
}

bool compileCase(Instance& in, const BenchCase& c, std::string* error) {
    std::string src = caseSource(c);
    std::string name = std::string("=") + c.id;
    if (luaL_loadbuffer(in.L, src.data(), src.size(), name.c_str())) {
        *error = lua_tostring(in.L, -1);
        lua_pop(in.L, 1);
        return false;
    }
    in.chunks[c.id] = luaL_ref(in.L, LUA_REGISTRYINDEX);
    return true;
}

// Runs the loop of case `ref` for n iterations.
inline bool runLoop(Instance& in, int ref, long n, std::string* error) {
    lua_State* L = in.L;
    if (in.activate) in.activate();
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushnumber(L, static_cast<lua_Number>(n));
    lua_rawgeti(L, LUA_REGISTRYINDEX, in.fixtureRef);
    if (lua_pcall(L, 2, 0, 0) != 0) {
        *error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "(non-string error)";
        lua_pop(L, 1);
        return false;
    }
    return true;
}

/* -- Self-test: the benchmarks only mean something if every implementation is correct ----------- */

const char* const kSelfTest = R"lua(
local F, fresh, impl = ...
local a, b, n, p, mid, leaf = F.a, F.b, F.n, F.p, F.mid, F.leaf
local function check(cond, what) if not cond then error(impl .. ": self-test failed: " .. what, 2) end end

check(n:getPositionX() == 1.5 and n:getPositionY() == 2.5, "getters")
n:setPositionX(4); check(n:getPositionX() == 4 and n.x == 4, "setter")
n.x = 1.5; check(n:getPositionX() == 1.5, ".set variable")
check(n.y == 2.5, ".get variable")
check(leaf:getPositionX() == 7.5 and leaf.x == 7.5 and leaf:getPositionY() == 8.5, "inherited members")
check(leaf:getMid() == 1 and leaf:getLeaf() == 2 and leaf.mid == 1 and leaf.leaf == 2, "own members")
check(rawequal(n:getParent(), p) and rawequal(leaf:getParent(), p), "known object identity")
a:addChild(b); check(rawequal(a:getChild(), b) and rawequal(b:getParent(), a), "object argument")
a:addChild(leaf); check(rawequal(a:getChild(), leaf), "derived object argument")
a:addChild(nil); check(a:getChild() == nil, "nil argument")
p:addChild(leaf) -- restore leaf.parent == p

check(not pcall(BNode.getPositionX, {}), "table as self is rejected")
check(not pcall(BNode.getPositionX, io.stdout), "foreign userdata as self is rejected")
check(not pcall(BLeaf.getLeaf, n), "base object as derived self is rejected")
check(pcall(BNode.getPositionX, leaf), "derived object as base self is accepted")
check(not pcall(n.setPositionX, n, "x"), "non-number argument is rejected")
check(not pcall(n.addChild, n, io.stdout), "foreign userdata argument is rejected")
check(not pcall(n.addChild, n, {}), "table argument is rejected")

-- peers (tolua.setpeer / fenv) come first, new fields go to the peer
check(tolua.getpeer(n) == nil, "no peer by default")
n.extra = 42
check(n.extra == 42 and tolua.getpeer(n).extra == 42, "new field stored in the peer")
tolua.setpeer(n, { getPositionX = function() return -1 end })
check(n:getPositionX() == -1, "peer overrides a method")
tolua.setpeer(n, nil)
check(n:getPositionX() == 1.5 and n.extra == nil, "peer removed")
local Class = { hello = function(self) return "hi" end }
tolua.setpeer(mid, setmetatable({}, { __index = Class }))
check(mid:hello() == "hi" and mid:getMid() == 1, "class()-style peer with a metatable")
tolua.setpeer(mid, nil)

-- fresh: the same BLeaf pushed as BNode, then as BLeaf, then as BNode again
check(rawequal(fresh[1], fresh[2]) and rawequal(fresh[2], fresh[3]), "one userdata per object")
check(fresh[3]:getLeaf() == 2, "a push as a more derived type re-types the userdata, and it stays")
)lua";

bool selfTest(const BenchImpl* impl) {
    std::unique_ptr<Instance> in = makeInstance(impl);
    lua_State* L = in->L;
    BLeaf fresh;
    if (luaL_loadstring(L, kSelfTest) != 0) {
        std::fprintf(stderr, "kite_bench: self-test does not compile: %s\n", lua_tostring(L, -1));
        return false;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, in->fixtureRef);
    lua_newtable(L);
    const BenchClass order[] = {kBNode, kBLeaf, kBNode};
    for (int i = 0; i < 3; ++i) {
        impl->push(L, &fresh, order[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_pushstring(L, impl->name);
    if (lua_pcall(L, 3, 0, 0) != 0) {
        std::fprintf(stderr, "kite_bench: %s\n", lua_tostring(L, -1));
        return false;
    }
    if (lua_gettop(L) != 0) {
        std::fprintf(stderr, "kite_bench: %s: self-test left %d values on the stack\n", impl->name,
                     lua_gettop(L));
        return false;
    }
    in.reset(); /* close the state while `fresh` is alive */
    return true;
}

/* -- Memory: bytes per Lua-visible object --------------------------------------------------------- */

struct MemoryResult {
    double bytesPerObject = 0;
    double allocationsPerObject = 0;
    long objects = 0;
};

MemoryResult measureMemory(const BenchImpl* impl, long count) {
    MemoryResult r;
    r.objects = count;
    auto objects = std::make_unique<BNode[]>(static_cast<size_t>(count) + 1);
    lua_State* L = newState(impl);
    AllocCounter counter;
    counter.inner = lua_getallocf(L, &counter.innerUd);
    lua_setallocf(L, countingAlloc, &counter);

    impl->push(L, &objects[count], kBNode);         /* first push: any per-type lazy setup */
    lua_createtable(L, static_cast<int>(count), 0); /* presized: the holder does not grow */
    int holder = lua_gettop(L);
    for (long i = 0; i < count; ++i) {
        lua_pushboolean(L, 1);
        lua_rawseti(L, holder, static_cast<int>(i + 1));
    }
    lua_gc(L, LUA_GCCOLLECT, 0);
    lua_gc(L, LUA_GCCOLLECT, 0);
    long long bytes0 = counter.live, allocs0 = counter.allocations;
    for (long i = 0; i < count; ++i) {
        impl->push(L, &objects[i], kBNode);
        lua_rawseti(L, holder, static_cast<int>(i + 1));
    }
    lua_gc(L, LUA_GCCOLLECT, 0);
    lua_gc(L, LUA_GCCOLLECT, 0);
    r.bytesPerObject = static_cast<double>(counter.live - bytes0) / static_cast<double>(count);
    r.allocationsPerObject = static_cast<double>(counter.allocations - allocs0) / static_cast<double>(count);
    lua_close(L); /* the counter stays valid until here; the objects after */
    return r;
}

/* -- Results and the table ------------------------------------------------------------------------ */

using Table = std::map<std::string, std::map<std::string, double>>; // case id -> impl -> per iteration

// Per operation, the empty loop subtracted from Lua loops (NaN when not measured). A derived row
// is its source row's value minus the floor's.
double perOp(const Table& t, const std::string& id, const std::string& impl) {
    auto value = [&](const std::string& c, const std::string& i) {
        auto row = t.find(c);
        if (row == t.end()) return std::nan("");
        auto cell = row->second.find(i);
        return cell == row->second.end() ? std::nan("") : cell->second;
    };
    const BenchCase* c = findCase(id);
    if (c && c->kind == kDerived)
        return caseRunsOn(*c, impl) ? value(c->body, impl) - value(c->body, "floor") : std::nan("");
    if (id == "empty" || (c && c->kind == kNative)) return value(id, impl);
    return value(id, impl) - value("empty", impl);
}

struct Results {
    std::string title;
    std::string unit; // "ns/op" or "Ir/op"
    int decimals = 1;
    Table raw;
    Table apiCalls;                             // callgrind only: Lua C API calls made by binding code
    Table stringCalls;                          // callgrind only: interning, strcmp and strtod calls
    Table allocations;                          // callgrind only: malloc, calloc, realloc, operator new
    std::map<std::string, MemoryResult> memory; // impl -> bytes/object
    bench_engine::HandlerMemory handlers;       // bytes per registered Lua handler (handlers = 0: not run)
    std::vector<std::string> failures;

    double op(const std::string& id, const std::string& impl) const { return perOp(raw, id, impl); }
};

std::string fmt(double v, int decimals) {
    if (std::isnan(v)) return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string ratio(double num, double den) {
    if (std::isnan(num) || std::isnan(den) || den <= 0) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", num / den);
    return buf;
}

void printRow(const std::vector<std::string>& cells, const std::vector<size_t>& widths) {
    std::string line = "|";
    for (size_t i = 0; i < cells.size(); ++i) {
        std::string c = cells[i];
        size_t w = widths[i];
        if (i == 0)
            c += std::string(w > c.size() ? w - c.size() : 0, ' ');
        else
            c = std::string(w > c.size() ? w - c.size() : 0, ' ') + c;
        line += " " + c + " |";
    }
    std::printf("%s\n", line.c_str());
}

std::string machineLine() {
    std::string cpu = "unknown CPU";
    std::ifstream info("/proc/cpuinfo");
    for (std::string line; std::getline(info, line);) {
        if (line.rfind("model name", 0) == 0) {
            size_t colon = line.find(':');
            if (colon != std::string::npos) cpu = line.substr(colon + 2);
            break;
        }
    }
    char buf[512];
    std::snprintf(buf, sizeof buf, "%u cores, %s, %s %s", std::thread::hardware_concurrency(), cpu.c_str(),
#if defined(__clang__)
                  "clang",
#else
                  "g++",
#endif
                  __VERSION__);
    return buf;
}

std::string backendLine() {
#if defined(KITE_LUAJIT)
    return std::string(LUAJIT_VERSION) + " (JIT on)";
#else
    return LUA_RELEASE;
#endif
}

void printGrid(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows) {
    std::vector<size_t> widths(header.size());
    for (size_t i = 0; i < header.size(); ++i) {
        widths[i] = header[i].size();
        for (const auto& row : rows)
            widths[i] = std::max(widths[i], row[i].size());
    }
    printRow(header, widths);
    std::string sep = "|";
    for (size_t i = 0; i < widths.size(); ++i)
        sep += (i == 0 ? std::string(widths[i] + 1, '-') + " |" : " " + std::string(widths[i], '-') + ":|");
    std::printf("%s\n", sep.c_str());
    for (const auto& row : rows)
        printRow(row, widths);
}

// Call counts from callgrind: how many Lua C API calls the binding code makes per operation, and
// how many string-hashing or -comparing calls (the design's structural checks).
void printStructure(const Results& r) {
    if (r.apiCalls.empty()) return;
    std::printf("\nStructure, from the same dumps (calls per operation, loop subtracted): Lua C API calls "
                "made by binding code, string calls (lua_pushstring / pushlstring / pushfstring / "
                "getfield / setfield from binding code, strcmp, strtod), and heap allocations (malloc, "
                "calloc, realloc, operator new, from anywhere):\n\n");
    const std::vector<std::string> header = {"operation",   "API ours",     "API stock",    "API floor",
                                             "string ours", "string stock", "string floor", "alloc ours",
                                             "alloc stock", "alloc floor"};
    std::vector<std::vector<std::string>> rows;
    for (const BenchCase& c : kBenchCases) {
        if (!r.apiCalls.count(c.id) || std::strcmp(c.id, "empty") == 0) continue;
        std::vector<std::string> row = {std::string("`") + c.label + "`"};
        for (const Table* t : {&r.apiCalls, &r.stringCalls, &r.allocations})
            for (const char* impl : {"ours", "stock", "floor"})
                row.push_back(fmt(perOp(*t, c.id, impl), 1));
        rows.push_back(row);
    }
    printGrid(header, rows);
}

int printTable(const Results& r, const std::vector<const BenchImpl*>& impls) {
    auto present = [&](const char* name) {
        for (const BenchImpl* i : impls)
            if (std::strcmp(i->name, name) == 0) return true;
        return false;
    };
    std::printf("\n### %s: %s, %s\n\n", backendLine().c_str(), r.title.c_str(), r.unit.c_str());
    std::printf("%s\n\n", machineLine().c_str());
    const std::vector<std::string> header = {"operation", "ours",       "stock",
                                             "floor",     "ours/floor", "stock/ours"};
    std::vector<std::vector<std::string>> rows;
    std::string group;
    for (const BenchCase& c : kBenchCases) {
        if (!r.raw.count(c.kind == kDerived ? c.body : c.id)) continue;
        if (group != c.group) {
            group = c.group;
            rows.push_back({"**" + group + "**", "", "", "", "", ""});
        }
        double ours = present("ours") ? r.op(c.id, "ours") : std::nan("");
        double stock = present("stock") ? r.op(c.id, "stock") : std::nan("");
        double floor = present("floor") ? r.op(c.id, "floor") : std::nan("");
        rows.push_back({std::string("`") + c.label + "`", fmt(ours, r.decimals), fmt(stock, r.decimals),
                        fmt(floor, r.decimals), ratio(ours, floor), ratio(stock, ours)});
    }
    if (!r.memory.empty()) {
        auto mem = [&](const char* name) {
            auto it = r.memory.find(name);
            return it == r.memory.end() ? std::nan("") : it->second.bytesPerObject;
        };
        long objects = r.memory.begin()->second.objects;
        rows.push_back({"**8. memory**", "", "", "", "", ""});
        rows.push_back({"bytes/object (userdata + ubox entry, " + std::to_string(objects) + " objects)",
                        fmt(mem("ours"), 1), fmt(mem("stock"), 1), fmt(mem("floor"), 1),
                        ratio(mem("ours"), mem("floor")), ratio(mem("stock"), mem("ours"))});
        auto allocs = [&](const char* name) {
            auto it = r.memory.find(name);
            return it == r.memory.end() ? std::nan("") : it->second.allocationsPerObject;
        };
        rows.push_back({"lua_Alloc blocks/object", fmt(allocs("ours"), 2), fmt(allocs("stock"), 2),
                        fmt(allocs("floor"), 2), "", ""});
    }
    const bench_engine::HandlerMemory& h = r.handlers;
    if (h.handlers > 0) {
        auto known = [](double v) { return v < 0 ? std::nan("") : v; };
        std::string n = std::to_string(h.handlers);
        if (r.memory.empty()) rows.push_back({"**8. memory**", "", "", "", "", ""});
        rows.push_back({"bytes/handler, Lua (function map slot; floor: luaL_ref), " + n + " handlers",
                        fmt(known(h.luaBytes), 1), "-", fmt(known(h.floorLuaBytes), 1),
                        ratio(known(h.luaBytes), known(h.floorLuaBytes)), ""});
        rows.push_back({"bytes/handler, C++ LuaFunction holder + captures, malloc chunks (estimate)",
                        fmt(known(h.cppEstimate), 1), "-", "-", "", ""});
        rows.push_back({"bytes/handler, C++ side measured (mallinfo2 growth)", fmt(known(h.cppMeasured), 1),
                        "-", "-", "", ""});
        double total = known(h.luaBytes) + known(h.cppMeasured >= 0 ? h.cppMeasured : h.cppEstimate);
        rows.push_back({"bytes/handler, total", fmt(total, 1), "-", fmt(known(h.floorLuaBytes), 1),
                        ratio(total, known(h.floorLuaBytes)), ""});
    }
    printGrid(header, rows);
    if (r.raw.count("frame") || r.raw.count("dispatch_entry") || r.raw.count("node_create"))
        std::printf(
            "\nEngine rows (5.-7.): ours = kite::LuaEngine + the real bindings; stock = the same generator "
            "and basic.lua on Debian's tolua++ with cocos2d-x-style tolua_fix and dispatch; floor = "
            "hand-written create (5.), a bare lua_rawgeti + lua_pcall loop over ours' functions (6.), "
            "the frame with the update in C++ (7.). 6. and 7. are per callback / per node.\n");

    // Targets (bench_cases.h).
    std::printf("\nTargets, from this table:\n");
    std::vector<std::string> missed;
    for (const BenchTarget& t : kBenchTargets) {
        double value = std::nan("");
        double ours = r.op(t.id, "ours");
        std::string what;
        const char* label = t.id;
        for (const BenchCase& c : kBenchCases)
            if (std::strcmp(c.id, t.id) == 0) label = c.label;
        switch (t.kind) {
        case BenchTarget::kOursOverFloorMax:
            value = ours / r.op(t.id, "floor");
            what = "ours/floor <= " + fmt(t.limit, 2);
            break;
        case BenchTarget::kStockOverOursMin:
            value = r.op(t.id, "stock") / ours;
            what = "stock/ours >= " + fmt(t.limit, 2);
            break;
        case BenchTarget::kOursCaseRatioMax:
            value = ours / r.op(t.relativeTo, "ours");
            what = std::string("ours vs ") + t.relativeTo + " <= " + fmt(t.limit, 2);
            break;
        }
        const char* verdict = "n/a";
        if (!std::isnan(value))
            verdict = (t.kind == BenchTarget::kStockOverOursMin ? value >= t.limit : value <= t.limit)
                          ? "met"
                          : "MISSED";
        std::printf("  %-48s %-28s %6s  %s\n", label, what.c_str(), fmt(value, 2).c_str(), verdict);
        if (std::strcmp(verdict, "MISSED") == 0) missed.push_back(std::string(label) + ": " + what);
    }
    if (!missed.empty()) { // loud, on both streams: a missed target must not scroll by unseen
        for (FILE* out : {stdout, stderr}) {
            std::fprintf(out, "\n!!! %s: %zu target%s MISSED !!!\n", backendLine().c_str(), missed.size(),
                         missed.size() == 1 ? "" : "s");
            for (const std::string& m : missed)
                std::fprintf(out, "!!!   %s\n", m.c_str());
        }
    }
    if (g_readmeRows)
        for (const char* id : kReadmeCases)
            for (const BenchCase& c : kBenchCases)
                if (std::strcmp(c.id, id) == 0)
                    std::printf("readme-row|%s|%s|%s\n", c.label,
                                fmt(r.op(id, "ours") / r.op(id, "floor"), 2).c_str(),
                                fmt(r.op(id, "stock") / r.op(id, "ours"), 2).c_str());
    printStructure(r);
    for (const std::string& f : r.failures)
        std::printf("FAILED: %s\n", f.c_str());
    std::fflush(stdout);
    return r.failures.empty() ? 0 : 1;
}

/* -- Wall clock: Google Benchmark --------------------------------------------------------------- */

class Collector : public benchmark::ConsoleReporter {
public:
    // ops: operations per benchmark iteration, by benchmark name (Lua loops: the inner count).
    Collector(Results* results, std::map<std::string, long> ops, bool verbose)
        : results_(results), ops_(std::move(ops)), verbose_(verbose) {}

    bool ReportContext(const Context& context) override {
        return verbose_ ? benchmark::ConsoleReporter::ReportContext(context) : true;
    }

    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& run : runs) {
            if (run.run_type != Run::RT_Iteration) continue;
            const std::string& name = run.run_name.function_name;
            size_t slash = name.find('/');
            std::string id = name.substr(0, slash), impl = name.substr(slash + 1);
            if (run.error_occurred) {
                results_->failures.push_back(name + ": " + run.error_message);
                continue;
            }
            auto ops = ops_.find(name);
            if (ops == ops_.end()) continue;
            double perOp = run.GetAdjustedCPUTime() / static_cast<double>(ops->second);
            auto& slot = results_->raw[id];
            auto it = slot.find(impl);
            if (it == slot.end() || perOp < it->second) slot[impl] = perOp; /* min of the repetitions */
        }
        if (verbose_) benchmark::ConsoleReporter::ReportRuns(runs);
    }

private:
    Results* results_;
    std::map<std::string, long> ops_;
    bool verbose_;
};

void timedLoop(benchmark::State& state, Instance* in, int ref, long inner) {
    std::string error;
    for (auto _ : state) {
        if (!runLoop(*in, ref, inner, &error)) {
            state.SkipWithError(error.c_str());
            break;
        }
    }
}

// One frame of a native engine case per iteration; its world is built before the timing starts.
void timedNative(benchmark::State& state, const BenchCase* c, std::string impl) {
    std::string error;
    if (!bench_engine::prepareNative(c->id, impl, &error)) {
        state.SkipWithError(error.c_str());
        return;
    }
    for (auto _ : state) {
        if (!bench_engine::runNative(c->id, impl, 1, &error)) {
            state.SkipWithError(error.c_str());
            break;
        }
    }
}

/* -- Callgrind dumps ------------------------------------------------------------------------------ */

const char kLabelPrefix[] = "kite-bench ";

bool startsWith(const std::string& s, const char* prefix) {
    return s.compare(0, std::strlen(prefix), prefix) == 0;
}

// Calls that hash or compare strings: the constant-key interning the design notes forbid on hot
// paths (lua_pushstring and friends, called by binding code), strcmp, and strtod (lua_isnumber on
// a string; visible on PUC Lua only, LuaJIT's lj_strscan has no symbol).
bool isStringCall(const std::string& callee) {
    return callee == "lua_pushstring" || callee == "lua_pushlstring" || callee == "lua_pushfstring" ||
           callee == "lua_getfield" || callee == "lua_setfield" || callee == "strtod" ||
           callee.find("strcmp") != std::string::npos;
}

// Calls that allocate heap memory: Lua's allocator (realloc on both backends' default allocators;
// LuaJIT's own arena shows as its mmap-backed lj_alloc, not here) and C++'s.
bool isAllocationCall(const std::string& callee) {
    return callee == "malloc" || callee == "calloc" || callee == "realloc" ||
           startsWith(callee, "operator new");
}

struct Dump {
    std::string label;
    double ir = -1;
    double apiCalls = 0;    // lua_* / luaL_* calls whose caller is in kite_bench (the bindings)
    double stringCalls = 0; // isStringCall, from the bindings (strtod and strcmp from anywhere)
    double allocations = 0; // isAllocationCall, from anywhere (Lua's allocator and C++ alike)
};

// One callgrind dump (format: valgrind's callgrind docs, "Callgrind Format Specification"):
// fn= / cfn= / ob= lines name the current function, the callee and the object, with "(id) name"
// compression; "calls=N ..." records N calls of the current cfn from the current fn.
Dump readDump(const std::string& path) {
    Dump d;
    std::ifstream in(path);
    std::map<std::string, std::string> fnNames, obNames;
    auto resolve = [](std::map<std::string, std::string>& names, const std::string& rest) {
        if (rest.empty() || rest[0] != '(') return rest;
        size_t close = rest.find(')');
        if (close == std::string::npos) return rest;
        std::string id = rest.substr(1, close - 1);
        if (close + 2 <= rest.size()) names[id] = rest.substr(close + 2);
        return names[id];
    };
    std::string ob, callee;
    bool callerIsBinding = false;
    const std::string trigger = "desc: Trigger: Client Request: ";
    for (std::string line; std::getline(in, line);) {
        if (startsWith(line, "ob=")) {
            ob = resolve(obNames, line.substr(3));
        } else if (startsWith(line, "cob=")) {
            resolve(obNames, line.substr(4));
        } else if (startsWith(line, "fn=")) {
            resolve(fnNames, line.substr(3));
            callerIsBinding = ob.size() >= 11 && ob.compare(ob.size() - 11, 11, "/kite_bench") == 0;
        } else if (startsWith(line, "cfn=")) {
            callee = resolve(fnNames, line.substr(4));
        } else if (startsWith(line, "calls=")) {
            double n = std::strtod(line.c_str() + 6, nullptr);
            bool api = startsWith(callee, "lua_") || startsWith(callee, "luaL_");
            if (callerIsBinding && api) d.apiCalls += n;
            if (isStringCall(callee) && (callerIsBinding || !api)) d.stringCalls += n;
            if (isAllocationCall(callee)) d.allocations += n;
        } else if (startsWith(line, trigger.c_str())) {
            d.label = line.substr(trigger.size());
        } else if (startsWith(line, "summary:") || startsWith(line, "totals:")) {
            d.ir = std::strtod(line.c_str() + line.find(':') + 1, nullptr);
        }
    }
    return d;
}

// Reads every labelled callgrind dump in `dir` into `r` (per loop iteration).
bool readCallgrindDumps(const std::string& dir, Results* r) {
    DIR* dp = opendir(dir.c_str());
    if (!dp) {
        std::fprintf(stderr, "kite_bench: cannot open %s\n", dir.c_str());
        return false;
    }
    std::vector<std::string> files;
    while (dirent* e = readdir(dp))
        if (std::strncmp(e->d_name, "callgrind.out", 13) == 0) files.push_back(dir + "/" + e->d_name);
    closedir(dp);
    int found = 0;
    for (const std::string& file : files) {
        Dump d = readDump(file);
        if (!startsWith(d.label, kLabelPrefix) || d.ir < 0) continue;
        std::istringstream fields(d.label.substr(sizeof kLabelPrefix - 1));
        std::string id, impl;
        long n = 0;
        fields >> id >> impl >> n;
        if (id.empty() || impl.empty() || n <= 0) continue;
        r->raw[id][impl] = d.ir / static_cast<double>(n);
        r->apiCalls[id][impl] = d.apiCalls / static_cast<double>(n);
        r->stringCalls[id][impl] = d.stringCalls / static_cast<double>(n);
        r->allocations[id][impl] = d.allocations / static_cast<double>(n);
        ++found;
    }
    if (!found) std::fprintf(stderr, "kite_bench: no kite-bench callgrind dumps in %s\n", dir.c_str());
    return found > 0;
}

/* -- main ---------------------------------------------------------------------------------------- */

bool parseLong(const char* s, long* out) {
    char* end = nullptr;
    long v = std::strtol(s, &end, 10);
    if (!*s || *end || v <= 0) return false;
    *out = v;
    return true;
}

int usage() {
    std::fprintf(stderr,
                 "usage: kite_bench [--smoke | --instructions=N | --callgrind-report=DIR] [--impl=a,b]\n"
                 "                  [--cases=id,id] [--inner=N] [--repetitions=N] [--min-time=S]\n"
                 "                  [--warmup=S] [--memory-objects=N] [--entries=N] [--verbose] [--list] "
                 "[--readme-rows]\n"
                 "                  [--benchmark_*]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    Options opt;
    std::vector<char*> gbArgs = {argv[0]};
    bool list = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&](const char* key) -> const char* {
            size_t n = std::strlen(key);
            return a.compare(0, n, key) == 0 ? argv[i] + n : nullptr;
        };
        const char* v = nullptr;
        long n = 0;
        if (a == "--smoke") {
            opt.smoke = true;
        } else if (a == "--verbose") {
            opt.verbose = true;
        } else if (a == "--readme-rows") {
            g_readmeRows = true;
        } else if (a == "--list") {
            list = true;
        } else if ((v = value("--impl="))) {
            opt.impls = splitList(v);
        } else if ((v = value("--cases="))) {
            opt.cases = splitList(v);
        } else if ((v = value("--instructions="))) {
            if (!parseLong(v, &opt.instructions)) return usage();
        } else if (a == "--instructions") {
            opt.instructions = 100000;
        } else if ((v = value("--callgrind-report="))) {
            opt.callgrindReport = v;
        } else if ((v = value("--inner="))) {
            if (!parseLong(v, &opt.inner)) return usage();
        } else if ((v = value("--repetitions="))) {
            if (!parseLong(v, &n)) return usage();
            opt.repetitions = static_cast<int>(n);
        } else if ((v = value("--min-time="))) {
            opt.minTime = std::atof(v);
        } else if ((v = value("--warmup="))) {
            opt.warmup = std::atof(v);
        } else if ((v = value("--memory-objects="))) {
            if (!parseLong(v, &opt.memoryObjects)) return usage();
        } else if ((v = value("--entries="))) {
            if (!parseLong(v, &opt.entries)) return usage();
        } else if (a.rfind("--benchmark_", 0) == 0) {
            gbArgs.push_back(argv[i]);
        } else {
            return usage();
        }
    }

    std::vector<const BenchImpl*> impls;
    for (const BenchImpl* impl : {kite_bench_impl_ours(), kite_bench_impl_stock(), kite_bench_impl_floor()})
        if (listed(opt.impls, impl->name)) impls.push_back(impl);
    for (const std::string& name : opt.impls) {
        bool known = false;
        for (const BenchImpl* impl : impls)
            known = known || name == impl->name;
        if (!known) {
            std::fprintf(stderr, "kite_bench: unknown implementation '%s' (ours, stock, floor)\n",
                         name.c_str());
            return 2;
        }
    }
    std::vector<const BenchCase*> cases;
    bool engineCases = false;
    for (const BenchCase& c : kBenchCases) {
        if (!listed(opt.cases, c.id) && std::strcmp(c.id, "empty") != 0) continue;
        cases.push_back(&c);
        engineCases = engineCases || c.kind == kEngineLoop || c.kind == kNative;
    }
    if (list) {
        for (const BenchImpl* impl : impls)
            std::printf("impl  %-6s %s\n", impl->name, impl->description);
        std::printf(
            "engine rows (5.-8.): ours = kite::LuaEngine + real bindings, stock = engine.pkg on stock "
            "tolua++ + cocos2d-x-style tolua_fix, floor = hand-written / bare / C++ (bench_engine.h)\n");
        for (const BenchCase* c : cases)
            std::printf("case  %-22s %s\n", c->id, c->label);
        return 0;
    }
    if (opt.smoke) {
        opt.inner = 100;
        opt.memoryObjects = 1023;
        opt.entries = 100;
    }

    // Every implementation must behave like tolua++ before its numbers mean anything.
    for (const BenchImpl* impl : impls)
        if (!selfTest(impl)) return 1;

    Results results;
    if (!opt.callgrindReport.empty()) {
        results.title = "callgrind, instructions per operation (loop overhead subtracted)";
        results.unit = "Ir/op";
        results.decimals = 0;
        if (!readCallgrindDumps(opt.callgrindReport, &results)) return 1;
        for (const BenchImpl* impl : impls)
            results.memory[impl->name] = measureMemory(impl, opt.memoryObjects);
        if (listed(opt.impls, "ours"))
            results.handlers = bench_engine::measureHandlerMemory(opt.memoryObjects + 1);
        return printTable(results, impls);
    }

    // The engine states (items 5-7) and their self-test: create, identity, peers, release.
    std::string engineError;
    if (engineCases && (!bench_engine::start(opt.entries, opt.impls, &engineError) ||
                        !bench_engine::selfTest(&engineError))) {
        std::fprintf(stderr, "kite_bench: engine: %s\n", engineError.c_str());
        bench_engine::stop();
        return 1;
    }

    std::vector<std::unique_ptr<Instance>> instances;
    for (const BenchImpl* impl : impls)
        instances.push_back(makeInstance(impl));
    for (const bench_engine::EngineState& state : bench_engine::states())
        instances.push_back(makeEngineInstance(state));
    for (auto& in : instances) {
        for (const BenchCase* c : cases) {
            if (c->kind != (in->engine ? kEngineLoop : kBindingLoop) || !caseRunsOn(*c, in->name)) continue;
            std::string error;
            if (!compileCase(*in, *c, &error)) {
                std::fprintf(stderr, "kite_bench: case %s does not compile: %s\n", c->id, error.c_str());
                bench_engine::stop();
                return 1;
            }
        }
    }

    // What runs, in table order: (case, implementation), a compiled loop or a native case.
    struct Run {
        const BenchCase* c;
        std::string impl;
        Instance* in; // nullptr: native
        int ref;
    };
    std::vector<Run> runs;
    for (const BenchCase* c : cases) {
        if (c->kind == kNative) {
            // floor before stock: the floor's dispatch rows reuse ours' world, so no rebuild between
            for (const char* impl : {"ours", "floor", "stock"})
                if (listed(opt.impls, impl) && caseRunsOn(*c, impl) && bench_engine::nativeRuns(c->id, impl))
                    runs.push_back({c, impl, nullptr, LUA_NOREF});
            continue;
        }
        for (auto& in : instances) {
            auto it = in->chunks.find(c->id);
            if (it != in->chunks.end()) runs.push_back({c, in->name, in.get(), it->second});
        }
    }
    auto fail = [&](const Run& run, const std::string& error) {
        std::fprintf(stderr, "kite_bench: %s/%s: %s\n", run.c->id, run.impl.c_str(), error.c_str());
        instances.clear();
        bench_engine::stop();
        return 1;
    };

    if (opt.instructions > 0 || opt.smoke) {
        // Callgrind: a warm-up run (JIT traces, lazy tables), then the measured loop between
        // zeroing and a dump labelled "kite-bench <case> <impl> <N>" (N operations). Outside
        // valgrind (the smoke test) the client requests are no-ops and this only checks that every
        // loop runs. A native case runs N / entries frames (at least one) after one warm-up frame.
        long n = opt.instructions > 0 ? opt.instructions : opt.inner;
        if (opt.instructions > 0 && !RUNNING_ON_VALGRIND)
            std::fprintf(stderr,
                         "kite_bench: --instructions outside valgrind: nothing is measured\n"
                         "            (run: valgrind --tool=callgrind kite_bench --instructions=N)\n");
        for (const Run& run : runs) {
            std::string error;
            char label[256];
            bool ok = false;
            if (run.in) {
                ok = runLoop(*run.in, run.ref, std::max(1L, n / 10), &error);
                std::snprintf(label, sizeof label, "%s%s %s %ld", kLabelPrefix, run.c->id, run.impl.c_str(),
                              n);
                CALLGRIND_ZERO_STATS;
                ok = ok && runLoop(*run.in, run.ref, n, &error);
                CALLGRIND_DUMP_STATS_AT(label);
            } else {
                long frames = bench_engine::nativeInstructionFrames(
                    run.c->id, std::max(1L, n / bench_engine::nativeOpsPerCall(run.c->id)));
                ok = bench_engine::prepareNative(run.c->id, run.impl, &error) &&
                     bench_engine::runNative(run.c->id, run.impl, 1, &error);
                std::snprintf(label, sizeof label, "%s%s %s %ld", kLabelPrefix, run.c->id, run.impl.c_str(),
                              frames * bench_engine::nativeOpsPerCall(run.c->id));
                CALLGRIND_ZERO_STATS;
                ok = ok && bench_engine::runNative(run.c->id, run.impl, frames, &error);
                CALLGRIND_DUMP_STATS_AT(label);
            }
            if (!ok) return fail(run, error);
        }
        if (opt.instructions > 0) {
            std::printf(
                "kite_bench: %zu loops of %ld operations dumped; report with --callgrind-report=DIR\n",
                runs.size(), n);
            instances.clear();
            bench_engine::stop();
            return 0;
        }
    }

    // Wall clock.
    std::string interleave = "--benchmark_enable_random_interleaving=true";
    bool userInterleave = false;
    for (char* a : gbArgs)
        userInterleave = userInterleave || std::strncmp(a, "--benchmark_enable_random_interleaving", 38) == 0;
    if (!userInterleave && !opt.smoke) gbArgs.push_back(interleave.data());
    int gbArgc = static_cast<int>(gbArgs.size());
    gbArgs.push_back(nullptr);
    benchmark::Initialize(&gbArgc, gbArgs.data());
    if (benchmark::ReportUnrecognizedArguments(gbArgc, gbArgs.data())) {
        instances.clear();
        bench_engine::stop();
        return 2;
    }

    std::map<std::string, long> ops; // benchmark name -> operations per iteration
    for (const Run& run : runs) {
        std::string name = std::string(run.c->id) + "/" + run.impl;
        benchmark::internal::Benchmark* b = nullptr;
        if (run.in) {
            b = benchmark::RegisterBenchmark(name.c_str(), timedLoop, run.in, run.ref, opt.inner);
            ops[name] = opt.inner;
        } else {
            b = benchmark::RegisterBenchmark(name.c_str(), timedNative, run.c, run.impl);
            ops[name] = bench_engine::nativeOpsPerCall(run.c->id);
        }
        if (opt.smoke) {
            b->Iterations(2)->Repetitions(1);
        } else {
            b->MinTime(opt.minTime)->MinWarmUpTime(opt.warmup)->Repetitions(opt.repetitions);
        }
    }
    char title[160];
    std::snprintf(title, sizeof title,
                  "wall clock, CPU time per operation, min of %d repetitions of >= %.2f s",
                  opt.smoke ? 1 : opt.repetitions, opt.smoke ? 0.0 : opt.minTime);
    results.title = title;
    results.unit = "ns/op";
    Collector collector(&results, ops, opt.verbose);
    benchmark::RunSpecifiedBenchmarks(&collector);
    benchmark::Shutdown();
    instances.clear();
    for (const BenchImpl* impl : impls)
        results.memory[impl->name] = measureMemory(impl, opt.memoryObjects);
    if (listed(opt.impls, "ours"))
        results.handlers = bench_engine::measureHandlerMemory(opt.memoryObjects + 1);
    bench_engine::stop();
    return printTable(results, impls);
}
