// bench_particles.h -- the particle rows (issue 20): a fountain holding 10,000 live particles
// (emission, motion, death). particles_frame is one 1/60 s update, no drawing; particles_drawn is the
// whole frame as a headless run draws it: the update, then the system drawn by the engine's scene
// renderer on SDL's software renderer (960 x 640). Native cases of bench_engine, ours only.
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bench_particles {

/// Whether @p id is a particle row.
bool isCase(const std::string& id);
/// Whether the row can run (particles_drawn needs the SDL platform library).
bool available(const std::string& id);
/// Frames of @p id worth measuring under callgrind out of @p wanted: a drawn frame is about 10^8
/// instructions, so the drawn row runs 2 of them, the update row (about 10^6) at most 200.
long instructionFrames(const std::string& id, long wanted);
/// Makes the row's system (outside the Director's scene, so other rows' frames do not update it)
/// and fills it; for the drawn row also a headless cc::Platform (software renderer, texture loader)
/// and the particles' texture, and checks that a drawn frame shows the fountain.
bool prepare(const std::string& id, std::string* error);
void unprepare();
/// `calls` frames, checked: the system still holds at least 9,000 live particles.
bool run(const std::string& id, long calls, std::string* error);

} // namespace bench_particles
