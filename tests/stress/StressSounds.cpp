// StressSounds.cpp -- see StressSounds.h.
#include "StressSounds.h"

#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>

namespace kite::stress {

namespace {

std::string g_folder;
pid_t g_writer = 0;

void put16(std::ofstream& out, uint32_t v) {
    out.put(static_cast<char>(v & 0xff)).put(static_cast<char>((v >> 8) & 0xff));
}
void put32(std::ofstream& out, uint32_t v) {
    put16(out, v & 0xffff);
    put16(out, v >> 16);
}

/// A mono 16-bit 22050 Hz WAV of a tone lasting @p seconds.
bool writeTone(const std::string& path, double seconds, double hz) {
    const uint32_t rate = 22050;
    const auto frames = static_cast<uint32_t>(seconds * rate);
    std::ofstream out(path, std::ios::binary);
    out.write("RIFF", 4);
    put32(out, 36 + frames * 2);
    out.write("WAVEfmt ", 8);
    put32(out, 16);
    put16(out, 1); /* PCM */
    put16(out, 1); /* mono */
    put32(out, rate);
    put32(out, rate * 2);
    put16(out, 2);
    put16(out, 16);
    out.write("data", 4);
    put32(out, frames * 2);
    for (uint32_t i = 0; i < frames; ++i)
        put16(out, static_cast<uint16_t>(static_cast<int16_t>(8000 * std::sin(6.283185307 * hz * i / rate))));
    return static_cast<bool>(out);
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
