// LuaCallSite.cpp -- see LuaCallSite.h. Reads the call stack with lua_getstack/lua_getinfo only:
// no Lua code runs and nothing is pushed, so it is safe in the middle of any engine call.
// SPDX-License-Identifier: MIT
#include "LuaCallSite.h"

namespace kite {

namespace {

constexpr int kMaxLevels = 22; // like debug.traceback: enough to find the script's own frames

// One traceback line, in debug.traceback's words.
std::string describeLevel(const lua_Debug& ar) {
    std::string line = std::string("\t") + ar.short_src + ":";
    if (ar.currentline > 0) line += std::to_string(ar.currentline) + ":";
    if (ar.namewhat[0] != '\0')
        line += std::string(" in function '") + ar.name + "'";
    else if (ar.what[0] == 'm')
        line += " in main chunk";
    else if (ar.what[0] == 'C' || ar.what[0] == 't')
        line += " ?";
    else
        line += std::string(" in function <") + ar.short_src + ":" + std::to_string(ar.linedefined) + ">";
    return line;
}

} // namespace

bool describeScriptCall(lua_State* L, const std::string& message, LuaError* out) {
    lua_Debug ar;
    if (!L || !lua_getstack(L, 0, &ar)) return false;
    std::string where, called, traceback = "stack traceback:";
    int level = 0;
    for (; level < kMaxLevels && lua_getstack(L, level, &ar); ++level) {
        if (!lua_getinfo(L, "Sln", &ar)) break;
        if (level == 0 && ar.what[0] == 'C' && ar.name) called = ar.name; /* the binding it called */
        if (where.empty() && ar.currentline > 0)
            where = std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ": ";
        traceback += "\n" + describeLevel(ar);
    }
    if (level == kMaxLevels && lua_getstack(L, level, &ar)) traceback += "\n\t...";
    out->message =
        where + "engine check failed" + (called.empty() ? "" : " in '" + called + "'") + ": " + message;
    out->traceback = traceback;
    return true;
}

} // namespace kite
