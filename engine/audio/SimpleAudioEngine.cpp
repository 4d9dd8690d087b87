// engine/audio/SimpleAudioEngine.cpp — cocos2d-x 3.17's SimpleAudioEngine over an AudioBackend.
#include "audio/SimpleAudioEngine.h"

#include "audio/AudioBackend.h"
#include "audio/AudioClipCache.h"
#include "audio/AudioEngineDetail.h"
#include "audio/AudioSystem.h"
#include "base/FileUtils.h"
#include "base/Log.h"

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace CocosDenshion {

namespace {

/// Effects sounding at once; a play beyond it is refused (logged) rather than stealing one.
constexpr size_t kMaxEffects = 32;

struct Effect {
    int voice = 0;
    std::string filePath;
    float gain = 1.0f;
};

struct SimpleState {
    cc::AudioClipCache clips;
    std::map<unsigned int, Effect> effects;
    std::map<int, unsigned int> effectByVoice;
    std::string musicPath; // the loaded music, "" when none
    float musicVolume = 1.0f;
    float effectsVolume = 1.0f;
    bool pitchWarned = false;
};

SimpleAudioEngine* s_simpleAudioEngine = nullptr;
std::unique_ptr<SimpleState> s_state;
unsigned int s_lastEffectID = 0; // never reused in a run, even across end()

cc::AudioBackend* backend() {
    return cc::AudioSystem::getBackend();
}

/// The music of @p filePath, loaded if it is not the current one.
bool loadMusic(const char* filePath, const char* who) {
    if (!filePath) return false;
    if (s_state->musicPath == filePath) return true;
    if (!backend()) {
        cc::logError("%s: cannot play '%s': no audio backend is installed", who, filePath);
        return false;
    }
    std::string error;
    std::string full = cc::FileUtils::getInstance()->fullPathForFilename(filePath);
    if (full.empty()) error = "no such file in the search paths";
    if (full.empty() || !backend()->loadMusic(full, error)) {
        cc::logError("%s: cannot load audio file '%s': %s", who, filePath, error.c_str());
        s_state->musicPath.clear();
        return false;
    }
    s_state->musicPath = filePath;
    backend()->setMusicVolume(s_state->musicVolume);
    return true;
}

void forgetEffect(unsigned int soundId) {
    auto it = s_state->effects.find(soundId);
    if (it == s_state->effects.end()) return;
    s_state->effectByVoice.erase(it->second.voice);
    s_state->effects.erase(it);
}

template <typename Action> void withEffect(unsigned int soundId, Action action) {
    if (!s_simpleAudioEngine || !backend()) return;
    auto it = s_state->effects.find(soundId);
    if (it != s_state->effects.end()) action(it->second);
}

} // namespace

SimpleAudioEngine* SimpleAudioEngine::getInstance() {
    if (!s_simpleAudioEngine) s_simpleAudioEngine = new SimpleAudioEngine();
    return s_simpleAudioEngine;
}

void SimpleAudioEngine::end() {
    SimpleAudioEngine* ending = s_simpleAudioEngine;
    s_simpleAudioEngine = nullptr;
    delete ending;
}

SimpleAudioEngine::SimpleAudioEngine() {
    s_state = std::make_unique<SimpleState>();
}

SimpleAudioEngine::~SimpleAudioEngine() {
    if (cc::AudioBackend* b = backend()) {
        for (const auto& entry : s_state->effects)
            b->stopVoice(entry.second.voice);
        s_state->clips.clear(b);
        b->freeMusic();
    }
    s_state.reset();
}

void SimpleAudioEngine::preloadBackgroundMusic(const char* filePath) {
    loadMusic(filePath, "SimpleAudioEngine::preloadMusic");
}

void SimpleAudioEngine::playBackgroundMusic(const char* filePath, bool loop) {
    if (!loadMusic(filePath, "SimpleAudioEngine::playMusic")) return;
    backend()->playMusic(loop);
}

void SimpleAudioEngine::stopBackgroundMusic(bool releaseData) {
    if (!backend() || s_state->musicPath.empty()) return;
    backend()->stopMusic();
    if (releaseData) {
        backend()->freeMusic();
        s_state->musicPath.clear();
    }
}

void SimpleAudioEngine::pauseBackgroundMusic() {
    if (backend() && !s_state->musicPath.empty()) backend()->pauseMusic();
}

void SimpleAudioEngine::resumeBackgroundMusic() {
    if (backend() && !s_state->musicPath.empty()) backend()->resumeMusic();
}

void SimpleAudioEngine::rewindBackgroundMusic() {
    if (backend() && !s_state->musicPath.empty()) backend()->rewindMusic();
}

bool SimpleAudioEngine::willPlayBackgroundMusic() {
    return backend() != nullptr;
}

bool SimpleAudioEngine::isBackgroundMusicPlaying() {
    return backend() && !s_state->musicPath.empty() && backend()->isMusicPlaying();
}

float SimpleAudioEngine::getBackgroundMusicVolume() {
    return s_state->musicVolume;
}

void SimpleAudioEngine::setBackgroundMusicVolume(float volume) {
    s_state->musicVolume = std::clamp(volume, 0.0f, 1.0f);
    if (backend() && !s_state->musicPath.empty()) backend()->setMusicVolume(s_state->musicVolume);
}

float SimpleAudioEngine::getEffectsVolume() {
    return s_state->effectsVolume;
}

void SimpleAudioEngine::setEffectsVolume(float volume) {
    s_state->effectsVolume = std::clamp(volume, 0.0f, 1.0f);
    if (!backend()) return;
    for (const auto& entry : s_state->effects)
        backend()->setVoiceVolume(entry.second.voice, entry.second.gain * s_state->effectsVolume);
}

unsigned int SimpleAudioEngine::playEffect(const char* filePath, bool loop, float pitch, float pan,
                                           float gain) {
    if (!filePath) return 0;
    if (pitch != 1.0f && !s_state->pitchWarned) {
        cc::logWarning("SimpleAudioEngine::playEffect: pitch is not supported by Kite; '%s' plays at pitch 1",
                       filePath);
        s_state->pitchWarned = true;
    }
    if (s_state->effects.size() >= kMaxEffects) {
        cc::log("Fail to play %s cause by limited max effects of SimpleAudioEngine", filePath);
        return 0;
    }
    int clip = s_state->clips.load(backend(), filePath, "SimpleAudioEngine::playEffect");
    if (!clip) return 0;
    gain = std::clamp(gain, 0.0f, 1.0f);
    int voice =
        backend()->startVoice(clip, loop, gain * s_state->effectsVolume, std::clamp(pan, -1.0f, 1.0f));
    if (!voice) {
        cc::logError("SimpleAudioEngine::playEffect: cannot play '%s': no mixer channel is free", filePath);
        return 0;
    }
    unsigned int soundId = ++s_lastEffectID;
    s_state->effects[soundId] = Effect{voice, filePath, gain};
    s_state->effectByVoice[voice] = soundId;
    return soundId;
}

void SimpleAudioEngine::pauseEffect(unsigned int soundId) {
    withEffect(soundId, [](Effect& effect) { backend()->setVoicePaused(effect.voice, true); });
}

void SimpleAudioEngine::pauseAllEffects() {
    for (const auto& entry : s_state->effects)
        pauseEffect(entry.first);
}

void SimpleAudioEngine::resumeEffect(unsigned int soundId) {
    withEffect(soundId, [](Effect& effect) { backend()->setVoicePaused(effect.voice, false); });
}

void SimpleAudioEngine::resumeAllEffects() {
    for (const auto& entry : s_state->effects)
        resumeEffect(entry.first);
}

void SimpleAudioEngine::stopEffect(unsigned int soundId) {
    withEffect(soundId, [](Effect& effect) { backend()->stopVoice(effect.voice); });
    forgetEffect(soundId);
}

void SimpleAudioEngine::stopAllEffects() {
    while (!s_state->effects.empty())
        stopEffect(s_state->effects.begin()->first);
}

void SimpleAudioEngine::preloadEffect(const char* filePath) {
    if (filePath) s_state->clips.load(backend(), filePath, "SimpleAudioEngine::preloadEffect");
}

void SimpleAudioEngine::unloadEffect(const char* filePath) {
    if (!filePath) return;
    std::vector<unsigned int> playing;
    for (const auto& entry : s_state->effects)
        if (entry.second.filePath == filePath) playing.push_back(entry.first);
    for (unsigned int soundId : playing)
        stopEffect(soundId);
    s_state->clips.remove(backend(), filePath);
}

} // namespace CocosDenshion

namespace cc {
namespace audio_detail {

void simpleAudioEngineVoicesFinished(const std::vector<int>& voices) {
    if (!CocosDenshion::s_state) return;
    for (int voice : voices) {
        auto it = CocosDenshion::s_state->effectByVoice.find(voice);
        if (it != CocosDenshion::s_state->effectByVoice.end()) CocosDenshion::forgetEffect(it->second);
    }
}

} // namespace audio_detail
} // namespace cc
