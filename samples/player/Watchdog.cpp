// samples/player/Watchdog.cpp — see Watchdog.h.
#include "Watchdog.h"

extern "C" {
#include "lauxlib.h"
#include "lua.h"
}

#include <csignal>
#include <cstdio>
#include <cstring>
#include <sys/time.h>
#include <unistd.h>

namespace kite {
namespace {

constexpr double kGraceSeconds = 2.0;

volatile std::sig_atomic_t s_expired = 0;
lua_State* volatile s_state = nullptr;
double s_seconds = 0.0;
char s_lastWords[160];

void timeoutHook(lua_State* L, lua_Debug*) {
    lua_sethook(L, nullptr, 0, 0);
    luaL_error(L, "timeout: the run took longer than %g s (--timeout); is there an infinite loop?",
               s_seconds);
}

void arm(double seconds) {
    itimerval timer{};
    timer.it_value.tv_sec = static_cast<time_t>(seconds);
    timer.it_value.tv_usec =
        static_cast<suseconds_t>((seconds - static_cast<double>(timer.it_value.tv_sec)) * 1e6);
    if (timer.it_value.tv_sec == 0 && timer.it_value.tv_usec == 0) timer.it_value.tv_usec = 1;
    setitimer(ITIMER_REAL, &timer, nullptr);
}

void onAlarm(int) {
    if (!s_expired) {
        s_expired = 1;
        lua_State* L = s_state;
        // lua_sethook is safe in a signal handler (lua.c relies on it for Ctrl+C).
        if (L) lua_sethook(L, timeoutHook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
        arm(kGraceSeconds);
        return;
    }
    ssize_t ignored = write(STDERR_FILENO, s_lastWords, std::strlen(s_lastWords));
    (void)ignored;
    _exit(1);
}

} // namespace

void Watchdog::start(double seconds) {
    s_seconds = seconds;
    s_expired = 0;
    std::snprintf(s_lastWords, sizeof s_lastWords,
                  "kite: timeout: the run took longer than %g s (--timeout) and is not responding; stopped\n",
                  seconds);
    struct sigaction action {};
    action.sa_handler = onAlarm;
    sigemptyset(&action.sa_mask);
    sigaction(SIGALRM, &action, nullptr);
    arm(seconds);
}

void Watchdog::stop() {
    itimerval off{};
    setitimer(ITIMER_REAL, &off, nullptr);
    s_state = nullptr;
}

void Watchdog::setLuaState(lua_State* L) {
    s_state = L;
}

bool Watchdog::expired() {
    return s_expired != 0;
}

void Watchdog::disarmHook() {
    if (s_state) lua_sethook(s_state, nullptr, 0, 0);
    arm(kGraceSeconds); // teardown gets its own grace period
}

double Watchdog::seconds() {
    return s_seconds;
}

} // namespace kite
