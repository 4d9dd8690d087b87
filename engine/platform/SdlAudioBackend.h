// engine/platform/SdlAudioBackend.h — AudioBackend on SDL2_mixer channels and its music stream
// (platform-internal).
#pragma once

#include "audio/AudioBackend.h"
#include "platform/WavFileWriter.h"

#include <SDL_mixer.h>

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace cc {

struct AudioConfig;

/// Voices play clips on mixer channels, allocated as needed (up to kMaxChannels) and reused lowest
/// first once free. A voice's position is counted here in the frames it was mixed, so it is exact.
/// Pausing a voice gives its channel back and resuming starts it again where it was; seeking, and
/// ending a loop, play the rest of the clip from a view into it. SDL_mixer's own pause is not used
/// because it stamps SDL_GetTicks (wall time, and 0 in a process's first millisecond means "not
/// paused").
class SdlAudioBackend : public AudioBackend {
public:
    static constexpr int kMaxChannels = 256;

    ~SdlAudioBackend() override;
    bool open(const AudioConfig& config, std::string* error);
    void close();

    int getSampleRate() const override { return _sampleRate; }
    int loadClip(const std::string& path, std::string& error) override;
    void freeClip(int clip) override;
    int64_t getClipFrames(int clip) const override;
    int startVoice(int clip, bool loop, float volume, float pan) override;
    void stopVoice(int voice) override;
    void setVoicePaused(int voice, bool paused) override;
    void setVoiceVolume(int voice, float volume) override;
    void setVoiceLoop(int voice, bool loop) override;
    bool seekVoice(int voice, int64_t frame) override;
    int64_t getVoicePosition(int voice) const override;
    bool loadMusic(const std::string& path, std::string& error) override;
    void freeMusic() override;
    void playMusic(bool loop) override;
    void stopMusic() override;
    void pauseMusic() override;
    void resumeMusic() override;
    void rewindMusic() override;
    bool isMusicPlaying() const override;
    void setMusicVolume(float volume) override;
    void mix(int64_t frames, std::vector<int>& finished) override;

private:
    struct Voice {
        int clip = 0;
        int channel = -1; // -1 while paused
        bool loop = false;
        bool playingRest = false; // the channel plays `rest`, a view from `offset` to the clip's end
        float volume = 1.0f;
        float pan = 0.0f;
        int64_t offset = 0; // the clip frame the channel started at
        int64_t mixed = 0;  // frames mixed since then
        Mix_Chunk rest{};
    };

    static void SDLCALL onChannelFinished(int channel);
    void channelFinished(int channel);
    int takeChannel();
    void releaseChannel(int channel);
    /// Plays @p voice on its channel from clip frame @p frame.
    void startAt(Voice& voice, int voiceId, int64_t frame);
    void halt(Voice& voice);
    void applyMix(const Voice& voice);
    Voice* find(int voice);
    const Voice* find(int voice) const;

    bool _open = false;
    int _sampleRate = 44100;
    static constexpr int kFrameBytes = 4; // signed 16-bit stereo
    std::map<int, Mix_Chunk*> _clips;
    int _lastClip = 0;
    std::map<int, Voice> _voices;
    int _lastVoice = 0;
    std::vector<int> _voiceOnChannel; // 0: free
    std::set<int> _freeChannels;
    bool _mixing = false;    // inside mix(): finished voices are collected
    int64_t _stepFrames = 0; // the frames of the mix() under way
    /// The voices that ended in the mix() under way, with the frames they had left when it began.
    std::vector<std::pair<int64_t, int>> _finishedInStep;
    std::vector<int> _panLost; // looping voices whose panning SDL_mixer dropped
    Mix_Music* _music = nullptr;
    SDL_RWops* _musicFile = nullptr; // what the music reads (closed after it)
    std::vector<uint8_t> _musicData; // a decoded FLAC the music reads from
    std::vector<uint8_t> _buffer;
    WavFileWriter _wav;
};

} // namespace cc
