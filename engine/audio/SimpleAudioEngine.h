// engine/audio/SimpleAudioEngine.h — cocos2d-x 3.17's CocosDenshion::SimpleAudioEngine: one music
// stream and effects, on the same audio backend as cc::experimental::AudioEngine.
#pragma once

namespace CocosDenshion {

class SimpleAudioEngine {
public:
    /// The shared instance, made on first use.
    static SimpleAudioEngine* getInstance();
    /// Destroys the shared instance: music and effects stop and their data is freed.
    static void end();

    virtual void preloadBackgroundMusic(const char* filePath);
    virtual void playBackgroundMusic(const char* filePath, bool loop = false);
    virtual void stopBackgroundMusic(bool releaseData = false);
    virtual void pauseBackgroundMusic();
    virtual void resumeBackgroundMusic();
    virtual void rewindBackgroundMusic();
    /// Whether music can be played (Kite: whether an audio backend is installed).
    virtual bool willPlayBackgroundMusic();
    virtual bool isBackgroundMusicPlaying();

    virtual float getBackgroundMusicVolume();
    virtual void setBackgroundMusicVolume(float volume);
    virtual float getEffectsVolume();
    virtual void setEffectsVolume(float volume);

    /// An id for the effect's other calls (0 when it cannot be played). @p pitch other than 1 is
    /// not supported by Kite (logged once, played at pitch 1); @p pan in [-1, 1]; @p gain its volume.
    virtual unsigned int playEffect(const char* filePath, bool loop = false, float pitch = 1.0f,
                                    float pan = 0.0f, float gain = 1.0f);
    virtual void pauseEffect(unsigned int soundId);
    virtual void pauseAllEffects();
    virtual void resumeEffect(unsigned int soundId);
    virtual void resumeAllEffects();
    virtual void stopEffect(unsigned int soundId);
    virtual void stopAllEffects();
    virtual void preloadEffect(const char* filePath);
    virtual void unloadEffect(const char* filePath);

protected:
    SimpleAudioEngine();
    virtual ~SimpleAudioEngine();
};

} // namespace CocosDenshion
