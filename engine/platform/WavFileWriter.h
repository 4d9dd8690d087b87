// engine/platform/WavFileWriter.h — 16-bit PCM WAV output.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace cc {

/// The header's sizes are written when the file is opened (none yet) and again at close(): the
/// player closes it however the run ends, a Lua error included; a killed process leaves the samples
/// behind a header that counts none.
class WavFileWriter {
public:
    WavFileWriter() = default;
    ~WavFileWriter();
    WavFileWriter(const WavFileWriter&) = delete;
    WavFileWriter& operator=(const WavFileWriter&) = delete;

    /// Creates @p path (replacing it); false with @p error naming the file when it cannot.
    bool open(const std::string& path, int sampleRate, int channels, std::string* error);
    /// Appends interleaved signed 16-bit little-endian samples.
    void append(const void* samples, size_t bytes);
    void close();

private:
    void writeHeader();

    std::FILE* _file = nullptr;
    int _sampleRate = 0;
    int _channels = 0;
    uint64_t _dataBytes = 0;
};

} // namespace cc
