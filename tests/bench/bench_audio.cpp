// bench_audio.cpp -- see bench_audio.h.
// SPDX-License-Identifier: MIT
#include "bench_audio.h"

#ifdef KITE_BENCH_AUDIO
#include "audio/AudioEngine.h"
#include "audio/AudioSystem.h"
#include "platform/SdlAudio.h"
#include "platform/WavFileWriter.h"

#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>
#endif

namespace bench_audio {

namespace {
constexpr long kPlaysPerCall = 32; // the most instances AudioEngine allows at once
constexpr int kMixedEffects = 32;
} // namespace

bool isCase(const std::string& id) {
    return id == "audio_play2d" || id == "audio_mix32";
}

long opsPerCall(const std::string& id) {
    return id == "audio_play2d" ? kPlaysPerCall : 1;
}

#ifdef KITE_BENCH_AUDIO

namespace {

using cc::experimental::AudioEngine;

std::unique_ptr<cc::SdlAudio> s_audio;
std::string s_folder;
std::string s_effect;     // a 1 s stereo 44.1 kHz tone: the mix format, so it is never converted
std::vector<int> s_mixed; // audio_mix32's effects

// A 16-bit stereo WAV of a 440 Hz tone, one second long.
bool writeTone(const std::string& path) {
    std::vector<int16_t> samples;
    for (int i = 0; i < 44100; ++i) {
        auto sample = int16_t(std::lround(12000 * std::sin(2 * M_PI * 440.0 * i / 44100.0)));
        samples.insert(samples.end(), {sample, sample});
    }
    cc::WavFileWriter wav;
    std::string error;
    if (!wav.open(path, 44100, 2, &error)) return false;
    wav.append(samples.data(), samples.size() * sizeof(int16_t));
    wav.close();
    return true;
}

} // namespace

bool start(std::string* error) {
    char pattern[] = "/tmp/kite_bench_audio_XXXXXX";
    if (!mkdtemp(pattern)) return (*error = "cannot make a temporary folder", false);
    s_folder = pattern;
    s_effect = s_folder + "/effect.wav";
    if (!writeTone(s_effect)) return (*error = "cannot write " + s_effect, false);
    s_audio = std::make_unique<cc::SdlAudio>();
    if (!s_audio->open(cc::AudioConfig{}, error)) {
        s_audio.reset();
        return false;
    }
    cc::AudioSystem::setBackend(nullptr); // installed only for the audio rows
    return true;
}

void stop() {
    if (!s_audio) return;
    s_audio->close();
    s_audio.reset();
    std::remove(s_effect.c_str());
    rmdir(s_folder.c_str());
}

bool available() {
    return s_audio != nullptr;
}

void unprepare() {
    if (s_audio) cc::AudioSystem::setBackend(nullptr); // stops whatever an audio row left playing
}

bool prepare(const std::string& id, std::string* error) {
    if (!s_audio) return (*error = "no audio backend in this build", false);
    if (!s_audio->open(cc::AudioConfig{}, error)) return false; // a fresh backend: installed, nothing playing
    AudioEngine::preload(s_effect);                             // cached: play2d measures no decoding
    s_mixed.clear();
    if (id == "audio_mix32")
        for (int i = 0; i < kMixedEffects; ++i) {
            s_mixed.push_back(AudioEngine::play2d(s_effect, true, 0.5f));
            if (s_mixed.back() == AudioEngine::INVALID_AUDIO_ID)
                return (*error = "an effect did not start", false);
        }
    cc::AudioSystem::advance(1.0f / 60.0f); // warm: the preload callback queue, the mix buffer
    return true;
}

bool run(const std::string& id, long calls, std::string* error) {
    if (id == "audio_play2d") {
        for (long call = 0; call < calls; ++call) {
            for (long i = 0; i < kPlaysPerCall; ++i)
                if (AudioEngine::play2d(s_effect) == AudioEngine::INVALID_AUDIO_ID)
                    return (*error = "play2d was refused", false);
            AudioEngine::stopAll();
        }
        return true;
    }
    for (long call = 0; call < calls; ++call)
        cc::AudioSystem::advance(1.0f / 60.0f);
    for (int audioID : s_mixed)
        if (AudioEngine::getState(audioID) != AudioEngine::AudioState::PLAYING)
            return (*error = "an effect stopped playing", false);
    return true;
}

#else

bool start(std::string* error) {
    return (*error = "kite_bench was built without kite_platform", false);
}
void stop() {}
bool available() {
    return false;
}
void unprepare() {}
bool prepare(const std::string&, std::string* error) {
    return (*error = "no audio in this build", false);
}
bool run(const std::string&, long, std::string* error) {
    return (*error = "no audio in this build", false);
}

#endif

} // namespace bench_audio
