// samples/player/ApiListing.cpp -- see ApiListing.h.
// SPDX-License-Identifier: MIT
#include "ApiListing.h"

#include "LuaStack.h"

extern "C" {
#include "lauxlib.h"
}

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#ifdef KITE_HAS_BINDINGS
#include "KiteApiReference.h"
#endif

namespace kite {

std::vector<std::pair<std::string, std::string>> embeddedPlayerScripts();

namespace {

// Runs api_listing.lua with the reference, @p argument and @p mode; its number result, or -1.
int runListing(LuaStack* stack, const std::string& argument, const char* mode) {
#ifdef KITE_HAS_BINDINGS
    std::string source;
    for (const auto& script : embeddedPlayerScripts())
        if (script.first == "player.api_listing") source = script.second;
    lua_State* L = stack->getLuaState();
    if (luaL_loadbuffer(L, source.data(), source.size(), "@kite/api_listing.lua") != 0) {
        std::fprintf(stderr, "kite --api: %s\n", lua_tostring(L, -1));
        lua_pop(L, 1);
        return -1;
    }                                                           /* stack: listing */
    lua_createtable(L, static_cast<int>(kApiReferenceSize), 0); /* stack: listing rows */
    for (std::size_t i = 0; i < kApiReferenceSize; ++i) {
        const ApiReferenceEntry& entry = kApiReference[i];
        lua_createtable(L, 4, 0);
        const char* fields[] = {entry.name, entry.kind, entry.signature, entry.description};
        for (int f = 0; f < 4; ++f) {
            lua_pushstring(L, fields[f]);
            lua_rawseti(L, -2, f + 1);
        }
        lua_rawseti(L, -2, static_cast<int>(i + 1)); /* stack: listing rows */
    }
    lua_pushstring(L, argument.c_str()); /* stack: listing rows argument */
    lua_pushstring(L, mode);             /* stack: listing rows argument mode */
    int result = 0;
    if (stack->executeFunction(3, &result) != 0) return -1;
    return result;
#else
    (void)stack;
    (void)argument;
    (void)mode;
    std::fprintf(stderr, "kite: this player was built without the engine's bindings\n");
    return -1;
#endif
}

} // namespace

int listApi(LuaStack* stack, const std::string& pattern) {
    return runListing(stack, pattern, "list");
}

bool writeLuacheckConfig(LuaStack* stack, const std::string& path) {
    return runListing(stack, path, "luacheck") == 0;
}

} // namespace kite
