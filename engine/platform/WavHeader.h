// engine/platform/WavHeader.h — the 44-byte header of a 16-bit PCM WAV, for the two places Kite
// makes one: --audio-out (WavFileWriter) and decoded FLAC handed to SDL_mixer (FlacDecoder).
#pragma once

#include <cstdint>
#include <cstring>

namespace cc {

constexpr std::size_t kWavHeaderBytes = 44;

inline void putLE16(unsigned char* at, uint32_t value) {
    at[0] = uint8_t(value);
    at[1] = uint8_t(value >> 8);
}

inline void putLE32(unsigned char* at, uint32_t value) {
    putLE16(at, value & 0xffff);
    putLE16(at + 2, value >> 16);
}

/// Fills @p out with the header of @p dataBytes of interleaved 16-bit samples.
inline void writeWavHeader(unsigned char* out, int sampleRate, int channels, uint32_t dataBytes) {
    const uint32_t blockAlign = uint32_t(channels) * 2;
    std::memcpy(out, "RIFF", 4);
    putLE32(out + 4, 36 + dataBytes);
    std::memcpy(out + 8, "WAVEfmt ", 8);
    putLE32(out + 16, 16); // PCM format chunk size
    putLE16(out + 20, 1);  // PCM
    putLE16(out + 22, uint32_t(channels));
    putLE32(out + 24, uint32_t(sampleRate));
    putLE32(out + 28, uint32_t(sampleRate) * blockAlign);
    putLE16(out + 32, blockAlign);
    putLE16(out + 34, 16);
    std::memcpy(out + 36, "data", 4);
    putLE32(out + 40, dataBytes);
}

} // namespace cc
