// engine/platform/WavFileWriter.cpp
#include "platform/WavFileWriter.h"

#include "platform/WavHeader.h"

#include <cerrno>
#include <cstring>

namespace cc {

namespace {
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
    std::fwrite(samples, 1, bytes, _file);
    _dataBytes += bytes;
}

void WavFileWriter::close() {
    if (!_file) return;
    writeHeader();
    std::fclose(_file);
    _file = nullptr;
}

void WavFileWriter::writeHeader() {
    unsigned char header[kWavHeaderBytes];
    writeWavHeader(header, _sampleRate, _channels, uint32_t(_dataBytes));
    std::fseek(_file, 0, SEEK_SET);
    std::fwrite(header, 1, sizeof header, _file);
}

} // namespace cc
