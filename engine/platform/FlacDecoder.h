// engine/platform/FlacDecoder.h — FLAC files decoded by Kite (platform-internal).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cc {

/// Decodes the native FLAC file at @p path with libFLAC into @p wav: a complete 16-bit PCM WAV file
/// in memory, at the file's rate and channel count, which SDL_mixer then reads like any WAV.
/// SDL_mixer 2.6.2's own FLAC reader crashes on files that are merely wrong (frames whose channel
/// count differs from the header's, empty comments: found by tests/fuzz/FuzzAudioLoad.cpp), so no
/// FLAC reaches it. Every frame is checked against the header; any decoding error, or more than
/// kMaxFlacWavBytes of sound, refuses the file with a reason in @p error.
bool decodeFlacToWav(const std::string& path, std::vector<uint8_t>* wav, std::string* error);

constexpr size_t kMaxFlacWavBytes = size_t(256) << 20;

} // namespace cc
