// samples/player/Watchdog.h — --timeout: ends a run that takes too long (an infinite-loop guard).
#pragma once

struct lua_State;

namespace kite {

/// A SIGALRM timer, the way lua.c stops a script on Ctrl+C: when it fires, a Lua hook is set on the
/// current state so the running Lua code raises "timeout" with a traceback and the player can stop
/// cleanly. If the player does not get control back within a grace period (a loop in compiled
/// LuaJIT code, or outside Lua), the watchdog writes a message and exits the process with status 1.
class Watchdog {
public:
    /// Arms the timer; one watchdog per process.
    static void start(double seconds);
    static void stop();
    /// The state whose code the hook interrupts (nullptr between runs).
    static void setLuaState(lua_State* L);
    static bool expired();
    /// Removes the hook (so teardown code runs normally) once the player has noticed expired().
    static void disarmHook();
    static double seconds();
};

} // namespace kite
