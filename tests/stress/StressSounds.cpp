// StressSounds.cpp -- see StressSounds.h.
#include "StressSounds.h"

#include "platform/WavFileWriter.h"

#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace kite::stress {

namespace {

std::string g_folder;
pid_t g_writer = 0;

/// A mono 16-bit 22050 Hz WAV of a tone lasting @p seconds.
bool writeTone(const std::string& path, double seconds, double hz) {
    const int rate = 22050;
    std::vector<int16_t> samples(static_cast<size_t>(seconds * rate));
    for (size_t i = 0; i < samples.size(); ++i)
        samples[i] = static_cast<int16_t>(8000 * std::sin(6.283185307 * hz * double(i) / rate));
    cc::WavFileWriter wav;
    std::string error;
    if (!wav.open(path, rate, 1, &error)) return false;
    wav.append(samples.data(), samples.size() * sizeof(int16_t));
    wav.close();
    return true;
}

void removeFiles() {
    if (g_folder.empty() || getpid() != g_writer) return; /* a forked child leaves them to its parent */
    for (const char* name : {"/short.wav", "/medium.wav", "/long.wav"})
        std::remove((g_folder + name).c_str());
    rmdir(g_folder.c_str());
}

} // namespace

const std::vector<std::string>& stressSounds() {
    static std::vector<std::string> paths;
    if (!paths.empty() || !g_folder.empty()) return paths;
    char folder[] = "/tmp/kite_stress_sounds_XXXXXX";
    if (!mkdtemp(folder)) return paths;
    g_folder = folder;
    g_writer = getpid();
    std::atexit(removeFiles);
    const struct {
        const char* name;
        double seconds, hz;
    } tones[] = {{"/short.wav", 0.05, 880}, {"/medium.wav", 0.2, 440}, {"/long.wav", 1.0, 220}};
    for (const auto& tone : tones) {
        std::string path = g_folder + tone.name;
        if (!writeTone(path, tone.seconds, tone.hz)) {
            paths.clear();
            return paths;
        }
        paths.push_back(path);
    }
    return paths;
}

} // namespace kite::stress
