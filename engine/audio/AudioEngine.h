// engine/audio/AudioEngine.h — cocos2d-x 3.17's experimental::AudioEngine: every sound an instance
// with its own id, played on a mixer channel by the installed audio backend (audio/AudioBackend.h).
#pragma once

#include <functional>
#include <string>

// Some system headers define ERROR as a macro; cocos undefines it for AudioState::ERROR too.
#ifdef ERROR
#undef ERROR
#endif

namespace cc {
namespace experimental {

/// Limits shared by the instances played with it: how many may sound at once (0: no limit) and the
/// least time, in seconds of game time, between two starts.
class AudioProfile {
public:
    std::string name;
    unsigned int maxInstances = 0;
    double minDelay = 0.0;
};

/// All members static, as in cocos2d-x. Time is game time: audio advances only when the Director (or
/// a test) calls AudioSystem::advance (audio/AudioSystem.h), so answers are the same on every run.
class AudioEngine {
public:
    /// cocos2d-x spells the second state INITIALZING; Kite keeps its spelling.
    enum class AudioState { ERROR = -1, INITIALZING, PLAYING, PAUSED };

    static const int INVALID_AUDIO_ID; // -1
    static const float TIME_UNKNOWN;   // -1

    static bool lazyInit();
    /// Stops every instance, drops every finish callback, profile and cached file.
    static void end();

    static AudioProfile* getDefaultProfile();

    /// The new instance's id (never reused in a run), or INVALID_AUDIO_ID when the file cannot be
    /// loaded (logged, naming it) or a limit refuses it.
    static int play2d(const std::string& filePath, bool loop = false, float volume = 1.0f,
                      const AudioProfile* profile = nullptr);

    static void setLoop(int audioID, bool loop);
    static bool isLoop(int audioID);
    static void setVolume(int audioID, float volume);
    static float getVolume(int audioID);
    static void pause(int audioID);
    static void pauseAll();
    static void resume(int audioID);
    static void resumeAll();
    /// The instance ends without its finish callback.
    static void stop(int audioID);
    static void stopAll();
    static bool setCurrentTime(int audioID, float sec);
    static float getCurrentTime(int audioID);
    static float getDuration(int audioID);
    /// ERROR for an id that is unknown or has ended.
    static AudioState getState(int audioID);
    /// Called on the main thread, after the audio step in which the instance played to its end.
    static void setFinishCallback(int audioID, const std::function<void(int, const std::string&)>& callback);

    /// Sounds alive (playing or paused).
    static int getPlayingAudioCount();
    /// Disabling stops every sound; play2d then refuses (INVALID_AUDIO_ID) until enabled again.
    static void setEnabled(bool isEnabled);
    static bool isEnabled();

    static int getMaxAudioInstance();
    static bool setMaxAudioInstance(int maxInstances);

    /// Stops the instances of @p filePath and forgets its decoded data.
    static void uncache(const std::string& filePath);
    static void uncacheAll();

    static AudioProfile* getProfile(int audioID);
    static AudioProfile* getProfile(const std::string& profileName);

    static void preload(const std::string& filePath);
    /// @p callback runs on the main thread in a later frame with whether the file loaded.
    static void preload(const std::string& filePath, std::function<void(bool isSuccess)> callback);
};

} // namespace experimental
} // namespace cc
