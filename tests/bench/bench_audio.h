// bench_audio.h -- the audio rows (issue 18): play2d of a cached effect, and one frame's mixing with 32
// effects playing, on the SDL2_mixer backend with no sound device. Native cases of bench_engine.
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bench_audio {

/// Whether @p id is an audio row.
bool isCase(const std::string& id);
/// Opens the backend (not yet installed) and writes the effect's file. False when this build has no
/// audio (kite_bench built without kite_platform) or it cannot open.
bool start(std::string* error);
void stop();
bool available();
/// Installs the backend for an audio row, with its sounds; any other row gets no backend, so the
/// Director's frame mixes nothing there.
bool prepare(const std::string& id, std::string* error);
void unprepare();
long opsPerCall(const std::string& id);
/// `calls` runs of the row, checked: every play got an id; the 32 effects still play after mixing.
bool run(const std::string& id, long calls, std::string* error);

} // namespace bench_audio
