// engine/audio/AudioBackend.h — what the audio engines need from a mixer: decoded clips, voices (a clip
// playing), one music stream, and a mix step driven by game time. engine/platform implements it on
// SDL2_mixer; the engines above it hold every cocos rule (ids, states, limits, callbacks).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cc {

class AudioBackend {
public:
    virtual ~AudioBackend() = default;

    /// Sample frames per second of the mix.
    virtual int getSampleRate() const = 0;

    /* -- Clips: files decoded to the mix format, by handle (> 0) -------- */

    /// Decodes the file at @p path (already resolved). 0 with @p error set when it cannot be read or
    /// is not audio.
    virtual int loadClip(const std::string& path, std::string& error) = 0;
    /// Stops the voices playing @p clip (no finish report) and frees it.
    virtual void freeClip(int clip) = 0;
    virtual int64_t getClipFrames(int clip) const = 0;

    /* -- Voices: a clip playing, by handle (> 0, never reused) ---------- */

    /// 0 when no channel can be had. @p pan in [-1, 1]; @p volume in [0, 1].
    virtual int startVoice(int clip, bool loop, float volume, float pan) = 0;
    /// Ends the voice without a finish report.
    virtual void stopVoice(int voice) = 0;
    virtual void setVoicePaused(int voice, bool paused) = 0;
    virtual void setVoiceVolume(int voice, float volume) = 0;
    virtual void setVoiceLoop(int voice, bool loop) = 0;
    /// Moves the voice to sample frame @p frame of its clip (false when out of range).
    virtual bool seekVoice(int voice, int64_t frame) = 0;
    /// The voice's sample frame in its clip (wrapped for a loop).
    virtual int64_t getVoicePosition(int voice) const = 0;

    /* -- Music: one stream ------------------------------------------------ */

    /// Opens @p path as the music (replacing any); false with @p error set when it cannot.
    virtual bool loadMusic(const std::string& path, std::string& error) = 0;
    virtual void freeMusic() = 0;
    virtual void playMusic(bool loop) = 0;
    virtual void stopMusic() = 0;
    virtual void pauseMusic() = 0;
    virtual void resumeMusic() = 0;
    virtual void rewindMusic() = 0;
    virtual bool isMusicPlaying() const = 0;
    virtual void setMusicVolume(float volume) = 0;

    /* -- Time ---------------------------------------------------------------- */

    /// Mixes the next @p frames sample frames and appends the voices that played to their end in
    /// them to @p finished, in the order they ended.
    virtual void mix(int64_t frames, std::vector<int>& finished) = 0;
};

} // namespace cc
