// WavProbe.cpp -- kite_wavprobe: how loud a 16-bit PCM WAV (the player's --audio-out) is in windows
// given in game frames, for the sample sound tests (common/run_audio.cmake).
//
//   kite_wavprobe FILE.wav FPS loud:FROM-TO ... silent:FROM-TO ...
//
// A window covers frames [FROM, TO) at FPS frames per second. "loud" needs a sample of at least
// 1/16 of full scale in it (an effect is heard), "silent" none above 1/256 (nothing plays). Prints
// each window's peak; exits 0 when every window is as asked, 1 when one is not, 2 on bad input.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace {

constexpr int kLoud = 32768 / 16;
constexpr int kSilent = 32768 / 256;

uint32_t le(const unsigned char* p, int bytes) {
    uint32_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

struct Wav {
    int rate = 0, channels = 0;
    std::vector<int16_t> samples; // interleaved
};

/// Reads a PCM 16-bit WAV; false with a reason in @p error.
bool readWav(const char* path, Wav* wav, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (bytes.size() < 12 || std::memcmp(bytes.data(), "RIFF", 4) != 0 ||
        std::memcmp(&bytes[8], "WAVE", 4) != 0) {
        *error = "not a RIFF WAVE file";
        return false;
    }
    size_t at = 12;
    bool haveFormat = false;
    while (at + 8 <= bytes.size()) {
        uint32_t size = le(&bytes[at + 4], 4);
        size_t body = at + 8;
        if (body + size > bytes.size()) size = static_cast<uint32_t>(bytes.size() - body);
        if (std::memcmp(&bytes[at], "fmt ", 4) == 0 && size >= 16) {
            if (le(&bytes[body], 2) != 1 || le(&bytes[body + 14], 2) != 16) {
                *error = "not 16-bit PCM";
                return false;
            }
            wav->channels = static_cast<int>(le(&bytes[body + 2], 2));
            wav->rate = static_cast<int>(le(&bytes[body + 4], 4));
            haveFormat = wav->channels > 0 && wav->rate > 0;
        } else if (std::memcmp(&bytes[at], "data", 4) == 0 && haveFormat) {
            for (size_t i = 0; i + 1 < size; i += 2)
                wav->samples.push_back(static_cast<int16_t>(le(&bytes[body + i], 2)));
            return true;
        }
        at = body + size + (size & 1);
    }
    *error = haveFormat ? "no data chunk" : "no fmt chunk";
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: kite_wavprobe FILE.wav FPS loud:FROM-TO|silent:FROM-TO ...\n");
        return 2;
    }
    Wav wav;
    std::string error;
    if (!readWav(argv[1], &wav, &error)) {
        std::fprintf(stderr, "kite_wavprobe: %s: %s\n", argv[1], error.c_str());
        return 2;
    }
    double fps = std::atof(argv[2]);
    if (fps <= 0) {
        std::fprintf(stderr, "kite_wavprobe: bad FPS '%s'\n", argv[2]);
        return 2;
    }
    long frames = static_cast<long>(wav.samples.size()) / wav.channels;
    std::printf("%s: %d Hz, %d channels, %.3f s\n", argv[1], wav.rate, wav.channels,
                frames / double(wav.rate));
    int failed = 0;
    for (int i = 3; i < argc; ++i) {
        char kind[16] = {};
        long from = 0, to = 0;
        if (std::sscanf(argv[i], "%15[a-z]:%ld-%ld", kind, &from, &to) != 3 || from >= to ||
            (std::strcmp(kind, "loud") != 0 && std::strcmp(kind, "silent") != 0)) {
            std::fprintf(stderr, "kite_wavprobe: bad window '%s' (loud:FROM-TO or silent:FROM-TO)\n",
                         argv[i]);
            return 2;
        }
        long first = static_cast<long>(from / fps * wav.rate), last = static_cast<long>(to / fps * wav.rate);
        if (first < 0 || last > frames) {
            std::printf("%s: frames %ld-%ld are outside the recording\n", argv[i], from, to);
            ++failed;
            continue;
        }
        int peak = 0;
        for (long f = first; f < last; ++f)
            for (int c = 0; c < wav.channels; ++c)
                peak = std::max(peak, std::abs(int(wav.samples[f * wav.channels + c])));
        bool loud = std::strcmp(kind, "loud") == 0;
        bool ok = loud ? peak >= kLoud : peak <= kSilent;
        std::printf("%s: peak %d, %s\n", argv[i], peak,
                    ok ? "as expected" : (loud ? "too quiet" : "not silent"));
        if (!ok) ++failed;
    }
    return failed ? 1 : 0;
}
