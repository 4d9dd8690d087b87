// bench_particles.h -- the particle row (issue 20): one 1/60 s update of a system holding 10,000 live
// particles (emission, motion, death), no drawing. A native case of bench_engine, ours only.
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bench_particles {

/// Whether @p id is the particle row.
bool isCase(const std::string& id);
/// Makes the system (outside the scene, so other rows' frames do not update it) and fills it.
bool prepare(std::string* error);
void unprepare();
/// `calls` updates, checked: the system still holds at least 9,000 live particles.
bool run(long calls, std::string* error);

} // namespace bench_particles
