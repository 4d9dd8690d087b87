// engine/platform/SdlAudio.h — the audio backend on SDL2_mixer, for the player and tests.
// This header includes no SDL.
#pragma once

#include <memory>
#include <string>

namespace cc {

class SdlAudioBackend;

struct AudioConfig {
    /// Play through the sound card (a windowed run that is not muted). Without it nothing is heard,
    /// but audio advances the same.
    bool device = false;
    /// When set, every mixed frame is also written to this 16-bit PCM WAV file.
    std::string outputPath;
    int sampleRate = 44100;
};

/// Opens SDL_mixer and installs itself as the AudioSystem backend. Audio then advances only through
/// AudioSystem::advance (the Director calls it each frame). One SdlAudio at a time; close it before
/// the Platform (which shuts SDL down).
class SdlAudio {
public:
    SdlAudio();
    ~SdlAudio();
    SdlAudio(const SdlAudio&) = delete;
    SdlAudio& operator=(const SdlAudio&) = delete;

    /// False with a reason in @p error (SDL_mixer cannot open, the output file cannot be written).
    bool open(const AudioConfig& config, std::string* error);
    /// AudioSystem::shutdown (every sound stops, every callback is released), then SDL_mixer closes
    /// and the WAV output is finished. Safe to call twice.
    void close();
    bool isOpen() const;

private:
    std::unique_ptr<SdlAudioBackend> _backend;
};

} // namespace cc
