// ResourceGuard.cpp -- see ResourceGuard.h.
#include "ResourceGuard.h"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

namespace kite::stress {
namespace {

ResourceLimits g_guardLimits;
std::atomic<uint64_t> g_seed{0};
std::atomic<bool> g_running{false};
std::atomic<int64_t> g_startedNs{0};

int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

long residentMb() {
    FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    long pages = 0, resident = 0;
    int got = std::fscanf(f, "%ld %ld", &pages, &resident);
    std::fclose(f);
    if (got != 2) return 0;
    return resident * (sysconf(_SC_PAGESIZE) / 1024) / 1024;
}

[[noreturn]] void trip(const char* what) {
    unsigned long long seed = g_seed.load();
    char line[320];
    int n = std::snprintf(line, sizeof line,
                          "\nstress: FAILED program-seed %llu (limit: %s; rerun: stress_runner "
                          "--program-seed %llu --fork)\n",
                          seed, what, seed);
    /* stdout for a parent reading this child's pipe, stderr for a person watching the batch */
    ssize_t unused = write(1, line, static_cast<size_t>(n));
    unused = write(2, line, static_cast<size_t>(n));
    (void)unused;
    _exit(kLimitExitStatus); /* no exit-time leak report: the program never finished */
}

void watch() {
    for (;;) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (!g_running.load()) continue;
        long mb = residentMb();
        double seconds = static_cast<double>(nowNs() - g_startedNs.load()) / 1e9;
        char what[160];
        if (mb > g_guardLimits.maxResidentMb) {
            std::snprintf(what, sizeof what, "resident memory %ld MB > %ld MB", mb,
                          g_guardLimits.maxResidentMb);
            trip(what);
        }
        if (seconds > g_guardLimits.maxSeconds) {
            std::snprintf(what, sizeof what, "running for %.0f s > %.0f s", seconds,
                          g_guardLimits.maxSeconds);
            trip(what);
        }
    }
}

} // namespace

void startResourceGuard(const ResourceLimits& limits) {
    g_guardLimits = limits;
    std::thread(watch).detach();
}

void guardProgramBegin(uint64_t seed) {
    g_seed.store(seed);
    g_startedNs.store(nowNs());
    g_running.store(true);
}

void guardProgramEnd() {
    g_running.store(false);
}

} // namespace kite::stress
