// engine/platform/WavFileWriter.h — 16-bit PCM WAV output, valid after every write.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace cc {

/// The header's sizes are rewritten after each append, so the file is a complete WAV even when the
/// process ends without closing it (a game error, a signal).
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
    bool isOpen() const { return _file != nullptr; }

private:
    void writeHeader();

    std::FILE* _file = nullptr;
    int _sampleRate = 0;
    int _channels = 0;
    uint64_t _dataBytes = 0;
};

} // namespace cc
