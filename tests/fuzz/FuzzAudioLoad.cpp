// FuzzAudioLoad.cpp -- libFuzzer target fuzz_audio_load: bytes as an audio file a game names, through
// Kite's load path on the real SDL2_mixer backend (no sound device): AudioEngine::play2d (SDL_mixer's
// chunk loaders: WAV, and OGG Vorbis, MP3, FLAC decoded whole) and SimpleAudioEngine's music (the
// streaming decoders), each then mixed for a few steps of game time. Whatever the bytes, a load ends
// with a sound or an error naming the file: no crash, no leak, no hang.
#include "FuzzSupport.h"

#include "audio/AudioEngine.h"
#include "audio/AudioSystem.h"
#include "audio/SimpleAudioEngine.h"
#include "base/FileUtils.h"
#include "base/Log.h"
#include "platform/SdlAudio.h"

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace {

const char* const kName = "fuzz_input.audio";

struct Setup {
    std::string folder;
    cc::SdlAudio audio;
    std::string lastError;
    Setup() {
        folder = kite::fuzz::makeScratchFolder("audio");
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(folder);
        cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) lastError = message;
        });
        std::string error;
        if (!audio.open(cc::AudioConfig{}, &error)) {
            std::fprintf(stderr, "fuzz_audio_load: %s\n", error.c_str());
            std::abort();
        }
    }
};

Setup& setup() {
    static Setup instance;
    return instance;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using cc::experimental::AudioEngine;
    Setup& s = setup();
    std::ofstream(s.folder + "/" + kName, std::ios::binary)
        .write(reinterpret_cast<const char*>(data), long(size));

    s.lastError.clear();
    int id = AudioEngine::play2d(kName);
    if (id == AudioEngine::INVALID_AUDIO_ID) {
        kite::fuzz::mustNameTheFile(s.lastError, kName);
    } else {
        if (!(AudioEngine::getDuration(id) > 0.0f)) std::abort(); // a loaded sound has frames
        AudioEngine::setCurrentTime(id, AudioEngine::getDuration(id) / 2);
    }

    CocosDenshion::SimpleAudioEngine* simple = CocosDenshion::SimpleAudioEngine::getInstance();
    s.lastError.clear();
    simple->playBackgroundMusic(kName);
    if (!s.lastError.empty()) kite::fuzz::mustNameTheFile(s.lastError, kName);
    for (int step = 0; step < 4; ++step)
        cc::AudioSystem::advance(1.0f / 30.0f);
    simple->stopBackgroundMusic(true);
    AudioEngine::uncacheAll();
    return 0;
}
