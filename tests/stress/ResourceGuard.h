// ResourceGuard.h -- stops a stress program that runs away (memory or time) and names its seed.
//
// Without it a program that grows without bound is ended by the kernel's OOM killer, which takes the
// whole batch with it and says nothing about which program it was. A watchdog thread samples the
// resident set and the program's running time; past a limit it prints the program seed and exits
// with kLimitExitStatus, so a parent (`--fork`) or scripts/stress can minimise that program.
#pragma once

#include <cstdint>

namespace kite::stress {

struct ResourceLimits {
    long maxResidentMb = 3072; // the whole process, sanitizer shadow and quarantine included
    double maxSeconds = 120;   // one program, from runProgram's start to its end
};

constexpr int kLimitExitStatus = 86;

void startResourceGuard(const ResourceLimits& limits); // once, from main
void guardProgramBegin(uint64_t seed);                 // a program starts running in this process
void guardProgramEnd();

} // namespace kite::stress
