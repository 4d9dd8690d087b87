// engine/platform/WavFileWriter.cpp
#include "platform/WavFileWriter.h"

#include <cerrno>
#include <cstring>

namespace cc {

namespace {
void put16(unsigned char* at, uint32_t value) {
    at[0] = value & 0xff;
    at[1] = (value >> 8) & 0xff;
}
void put32(unsigned char* at, uint32_t value) {
    put16(at, value & 0xffff);
    put16(at + 2, value >> 16);
}
constexpr uint64_t kMaxDataBytes = 0xffffffffu - 36; // the RIFF size field's limit
} // namespace

WavFileWriter::~WavFileWriter() {
    close();
}

bool WavFileWriter::open(const std::string& path, int sampleRate, int channels, std::string* error) {
    close();
    _file = std::fopen(path.c_str(), "wb");
    if (!_file) {
        *error = "cannot write audio output '" + path + "': " + std::strerror(errno);
        return false;
    }
    _sampleRate = sampleRate;
    _channels = channels;
    _dataBytes = 0;
    writeHeader();
    return true;
}

void WavFileWriter::append(const void* samples, size_t bytes) {
    if (!_file || _dataBytes + bytes > kMaxDataBytes) return;
    std::fseek(_file, 0, SEEK_END);
    std::fwrite(samples, 1, bytes, _file);
    _dataBytes += bytes;
    writeHeader();
}

void WavFileWriter::close() {
    if (!_file) return;
    writeHeader();
    std::fclose(_file);
    _file = nullptr;
}

void WavFileWriter::writeHeader() {
    unsigned char header[44];
    const uint32_t blockAlign = uint32_t(_channels) * 2;
    std::memcpy(header, "RIFF", 4);
    put32(header + 4, uint32_t(36 + _dataBytes));
    std::memcpy(header + 8, "WAVEfmt ", 8);
    put32(header + 16, 16); // PCM format chunk size
    put16(header + 20, 1);  // PCM
    put16(header + 22, uint32_t(_channels));
    put32(header + 24, uint32_t(_sampleRate));
    put32(header + 28, uint32_t(_sampleRate) * blockAlign);
    put16(header + 32, blockAlign);
    put16(header + 34, 16);
    std::memcpy(header + 36, "data", 4);
    put32(header + 40, uint32_t(_dataBytes));
    std::fseek(_file, 0, SEEK_SET);
    std::fwrite(header, 1, sizeof header, _file);
    std::fflush(_file);
}

} // namespace cc
