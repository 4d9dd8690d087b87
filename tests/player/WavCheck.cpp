// tests/player/WavCheck.cpp — kite_wavcheck FILE [--frames N] [--silent FROM TO]... [--loud FROM TO]...
//                            kite_wavcheck --same A B
// Checks a 16-bit PCM WAV the player wrote with --audio-out: its header (sizes that match the file),
// its length in sample frames, windows of frames [FROM, TO) that must be silent (every sample 0) or
// loud (some sample at least 8000 in magnitude: a played tone, not noise). --same: two files are
// byte for byte identical. Exits 0 when every check holds, else 1 saying which failed.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

constexpr int kLoud = 8000;

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

uint32_t le(const std::string& bytes, size_t at, int size) {
    uint32_t value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = (value << 8) | uint8_t(bytes[at + size_t(i)]);
    return value;
}

int fail(const std::string& why) {
    std::fprintf(stderr, "kite_wavcheck: %s\n", why.c_str());
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 4 && !std::strcmp(argv[1], "--same")) {
        std::string a = readFile(argv[2]), b = readFile(argv[3]);
        if (a.empty()) return fail(std::string("cannot read ") + argv[2]);
        if (a != b) return fail(std::string(argv[2]) + " and " + argv[3] + " differ");
        std::printf("kite_wavcheck: %s and %s are the same %zu bytes\n", argv[2], argv[3], a.size());
        return 0;
    }
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: kite_wavcheck FILE [--frames N] [--silent FROM TO]... [--loud FROM TO]...\n"
                     "       kite_wavcheck --same A B\n");
        return 2;
    }
    std::string path = argv[1];
    std::string bytes = readFile(path);
    if (bytes.size() < 44 || bytes.compare(0, 4, "RIFF") || bytes.compare(8, 8, "WAVEfmt ") ||
        bytes.compare(36, 4, "data"))
        return fail(path + ": not a WAV file as Kite writes them");
    if (le(bytes, 20, 2) != 1 || le(bytes, 34, 2) != 16) return fail(path + ": not 16-bit PCM");
    if (le(bytes, 4, 4) != bytes.size() - 8 || le(bytes, 40, 4) != bytes.size() - 44)
        return fail(path + ": the header's sizes do not match the file (not finished?)");
    const int channels = int(le(bytes, 22, 2));
    const long frames = long((bytes.size() - 44) / 2 / size_t(channels));
    auto sample = [&](long frame, int channel) {
        return int(int16_t(le(bytes, 44 + 2 * (size_t(frame) * size_t(channels) + size_t(channel)), 2)));
    };
    auto peak = [&](long from, long to) {
        int best = 0;
        for (long f = from; f < to && f < frames; ++f)
            for (int c = 0; c < channels; ++c)
                best = std::max(best, std::abs(sample(f, c)));
        return best;
    };
    for (int i = 2; i < argc; ++i) {
        std::string option = argv[i];
        if (option == "--frames" && i + 1 < argc) {
            long want = std::atol(argv[++i]);
            if (frames != want)
                return fail(path + ": " + std::to_string(frames) + " frames, expected " +
                            std::to_string(want));
        } else if ((option == "--silent" || option == "--loud") && i + 2 < argc) {
            long from = std::atol(argv[i + 1]), to = std::atol(argv[i + 2]);
            i += 2;
            if (to > frames)
                return fail(path + ": window " + std::to_string(from) + "-" + std::to_string(to) +
                            " is past the end (" + std::to_string(frames) + " frames)");
            int p = peak(from, to);
            std::string window = " in frames " + std::to_string(from) + "-" + std::to_string(to);
            if (option == "--silent" && p != 0)
                return fail(path + ": not silent" + window + " (peak " + std::to_string(p) + ")");
            if (option == "--loud" && p < kLoud)
                return fail(path + ": nothing heard" + window + " (peak " + std::to_string(p) + ")");
        } else {
            return fail("unknown or incomplete option '" + option + "'");
        }
    }
    std::printf("kite_wavcheck: %s: %ld frames, every check holds\n", path.c_str(), frames);
    return 0;
}
