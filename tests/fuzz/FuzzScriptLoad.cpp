// FuzzScriptLoad.cpp -- libFuzzer target fuzz_script_load: the fuzz bytes are a game's main.lua,
// loaded the way the player loads it (LuaStack::executeScriptFile from a game folder: bytecode
// check, "@main.lua" chunk names, the game-relative `require`) into a fresh LuaEngine with every
// binding and a running scene, then a few frames run and everything is torn down. An instruction
// count hook ends runaway loops and a memory cap ends runaway allocation (both as Lua errors).
// Whatever the script does, nothing may crash or leak: after each input the Ref census and the
// handler census are back where they were.
//
// The sandbox takes away what would reach outside the process (os.execute, io, loadlib, C modules,
// os.exit) and what is unsafe by design rather than by mistake: debug.sethook (it would remove the
// loop guard) and Ref reference counting done wrong (`release` of what the script did not retain,
// `autorelease`), which frees objects the engine still uses -- see the report of issue 9.
// string.dump stays: load and loadstring must refuse its bytecode themselves (LuaChunkGuards.cpp).
#include "FuzzSupport.h"

#include "KiteBindings.h"
#include "LuaEngine.h"
#include "base/FileUtils.h"
#include "base/Macros.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "director/Director.h"
#include "scene/Scene.h"

extern "C" {
#include "lauxlib.h"
}
#ifdef KITE_LUAJIT
extern "C" {
#include "luajit.h"
}
#endif

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>

namespace {

constexpr int kHookEvery = 1000;
constexpr long kInstructionBudget = 2000000;
constexpr size_t kMemoryCap = 64u << 20;

long g_instructions = 0;

void countHook(lua_State* L, lua_Debug*) {
    g_instructions += kHookEvery;
    if (g_instructions > kInstructionBudget) luaL_error(L, "fuzz: instruction budget exhausted");
}

struct Cap {
    long long used = 0; /* since the cap was installed: blocks from before may be freed through it */
    lua_Alloc original = nullptr;
    void* originalUd = nullptr;
};

void* cappedAlloc(void* ud, void* ptr, size_t osize, size_t nsize) {
    auto* cap = static_cast<Cap*>(ud);
    long long delta = static_cast<long long>(nsize) - static_cast<long long>(ptr ? osize : 0);
    if (delta > 0 && cap->used + delta > static_cast<long long>(kMemoryCap))
        return nullptr; /* a memory error */
    void* result = cap->original(cap->originalUd, ptr, osize, nsize);
    if (result || nsize == 0) cap->used += delta;
    return result;
}

const char* kSandbox = R"(
os.execute, os.exit, os.remove, os.rename, os.tmpname, os.getenv = nil, nil, nil, nil, nil, nil
io = nil
print = function() end
package.loadlib = nil
package.cpath = ""
package.loaders[4], package.loaders[5] = nil, nil
debug.sethook = nil
dofile, loadfile = nil, nil
-- Reference counting as Lua may do it: release only what this script retained.
local retained = setmetatable({}, {__mode = "k"})
local retain, release = cc.Ref.retain, cc.Ref.release
local function guardedRetain(self, ...)
    retain(self, ...)
    retained[self] = (retained[self] or 0) + 1
end
local function guardedRelease(self, ...)
    if (retained[self] or 0) == 0 then error("fuzz: release() of an object this script did not retain", 2) end
    release(self, ...)
    retained[self] = retained[self] - 1
end
local function noAutorelease() error("fuzz: autorelease() from Lua", 2) end
-- Every class table has its own (flattened) copy of the methods.
for _, t in pairs(debug.getregistry()) do
    if type(t) == "table" and rawget(t, "retain") ~= nil then
        rawset(t, "retain", guardedRetain)
        rawset(t, "release", guardedRelease)
        rawset(t, "autorelease", noAutorelease)
    end
end
function FUZZ_BALANCE()
    for object, count in pairs(retained) do
        if not tolua.isnull(object) then for _ = 1, count do release(object) end end
        retained[object] = nil
    end
end
)";

std::string g_dir;

void onAssert(const cc::AssertInfo& info) {
    static const char* const invariants[] = {"destroyed while running", "still in an autorelease pool",
                                             "retain: reference count", "Vector::", "autorelease pools must"};
    for (const char* text : invariants)
        if (std::strstr(info.message, text)) {
            std::fprintf(stderr, "fuzz_script_load: engine invariant broken: %s at %s:%d\n", info.message,
                         info.file, info.line);
            std::abort();
        }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    g_dir = kite::fuzz::makeScratchFolder("script_load");
    cc::setAssertHandler(onAssert);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    {
        std::ofstream main(g_dir + "/main.lua", std::ios::binary | std::ios::trunc);
        main.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    int refs = cc::RefCensus::liveCount();
    int handlers = kite::LuaEngine::liveHandlers();
    {
        cc::Director::getInstance()->setWinSize(cc::Size(480, 320));
        auto engine = std::make_unique<kite::LuaEngine>();
        kite::LuaStack* stack = engine->getLuaStack();
        stack->setErrorHandler([](const kite::LuaError&) {});
        lua_State* L = engine->getLuaState();
        Cap cap;
        cap.original = lua_getallocf(L, &cap.originalUd);
        lua_setallocf(L, cappedAlloc, &cap);
#ifdef KITE_LUAJIT
        luaJIT_setmode(L, 0, LUAJIT_MODE_ENGINE | LUAJIT_MODE_OFF); /* hooks do not run in traces */
#endif
        kite::registerBindings(L);
        if (stack->executeString(kSandbox, "=sandbox") != 0) std::abort();
        stack->setGameRoot(g_dir);
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(g_dir);
        cc::Director::getInstance()->runWithScene(cc::Scene::create());
        g_instructions = 0;
        lua_sethook(L, countHook, LUA_MASKCOUNT, kHookEvery);
        stack->executeScriptFile("main.lua");
        if (lua_gettop(L) != 0) {
            std::fprintf(stderr, "fuzz_script_load: the stack is not balanced after main.lua\n");
            std::abort();
        }
        for (int frame = 0; frame < 3; ++frame) {
            g_instructions = 0;
            cc::Director::getInstance()->mainLoop(1.0f / 60.0f);
        }
        g_instructions = 0;
        stack->executeString("if FUZZ_BALANCE then FUZZ_BALANCE() end", "=balance");
        g_instructions = 0;
        while (cc::Director::getExistingInstance())
            cc::Director::destroyInstance();
        g_instructions = -1000000000L; /* the close may run __gc metamethods: let them end on their own */
        /* LuaJIT frees its own arena at close only while its allocator is installed: with the cap
           still in place each input leaked the arena (~0.5 MB; out of memory after 4,000 inputs) */
        lua_setallocf(L, cap.original, cap.originalUd);
        engine.reset();
        while (cc::Director::getExistingInstance())
            cc::Director::destroyInstance();
        cc::PoolManager::getInstance()->drainCurrentPool();
    }
    if (cc::RefCensus::liveCount() != refs || kite::LuaEngine::liveHandlers() != handlers) {
        std::fprintf(stderr, "fuzz_script_load: leak: Refs %d -> %d, handlers %d -> %d\n%s", refs,
                     cc::RefCensus::liveCount(), handlers, kite::LuaEngine::liveHandlers(),
                     cc::RefCensus::report().c_str());
        std::abort();
    }
    return 0;
}
