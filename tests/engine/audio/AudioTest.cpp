// tests/engine/audio/AudioTest.cpp
#include "AudioTest.h"

#include <cstdlib>
#include <fstream>
#include <iterator>

namespace kite {
namespace test {

int WavSamples::peak(int64_t from, int64_t to, int channel) const {
    int best = 0;
    for (int64_t frame = from < 0 ? 0 : from; frame < to && frame < frames(); ++frame)
        for (int c = 0; c < channels; ++c) {
            if (channel >= 0 && c != channel) continue;
            int value = std::abs(int(samples[size_t(frame * channels + c)]));
            if (value > best) best = value;
        }
    return best;
}

std::string readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

namespace {
uint32_t le(const std::string& bytes, size_t at, int size) {
    uint32_t value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = (value << 8) | uint8_t(bytes[at + size_t(i)]);
    return value;
}
} // namespace

WavSamples readWav(const std::string& path) {
    WavSamples wav;
    std::string bytes = readBytes(path);
    EXPECT_GE(bytes.size(), 44u) << path;
    if (bytes.size() < 44) return wav;
    EXPECT_EQ(bytes.substr(0, 4), "RIFF");
    EXPECT_EQ(bytes.substr(8, 8), "WAVEfmt ");
    EXPECT_EQ(le(bytes, 20, 2), 1u) << "PCM";
    EXPECT_EQ(le(bytes, 34, 2), 16u) << "16-bit";
    EXPECT_EQ(bytes.substr(36, 4), "data");
    EXPECT_EQ(le(bytes, 4, 4), bytes.size() - 8) << "RIFF size";
    EXPECT_EQ(le(bytes, 40, 4), bytes.size() - 44) << "data size";
    wav.channels = int(le(bytes, 22, 2));
    wav.sampleRate = int(le(bytes, 24, 4));
    wav.samples.resize((bytes.size() - 44) / 2);
    for (size_t i = 0; i < wav.samples.size(); ++i)
        wav.samples[i] = int16_t(le(bytes, 44 + 2 * i, 2));
    return wav;
}

} // namespace test
} // namespace kite
