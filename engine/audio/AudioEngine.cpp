// engine/audio/AudioEngine.cpp — cocos2d-x 3.17's AudioEngine rules over an AudioBackend.
#include "audio/AudioEngine.h"

#include "audio/AudioBackend.h"
#include "audio/AudioClipCache.h"
#include "audio/AudioEngineDetail.h"
#include "audio/AudioSystem.h"
#include "base/Log.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <utility>
#include <vector>

namespace cc {
namespace experimental {

const int AudioEngine::INVALID_AUDIO_ID = -1;
const float AudioEngine::TIME_UNKNOWN = -1.0f;

namespace {

/// cocos2d-x's desktop limit (MAX_AUDIOINSTANCES): the default and the largest accepted.
constexpr int kMaxAudioInstances = 32;
/// cocos ignores minimum delays below this (TIME_DELAY_PRECISION).
constexpr double kDelayPrecision = 0.0001;

struct ProfileHelper {
    AudioProfile profile;
    std::set<int> audioIDs;
    double lastPlayTime = -1.0; // never played
};

struct Instance {
    int voice = 0;
    int clip = 0;
    std::string filePath;
    ProfileHelper* profileHelper = nullptr;
    float volume = 1.0f;
    bool loop = false;
    AudioEngine::AudioState state = AudioEngine::AudioState::PLAYING;
    std::function<void(int, const std::string&)> finishCallback;
};

/// Everything end() releases. Ordered maps: every "all" operation visits ids in play order.
struct EngineState {
    std::map<int, Instance> instances;
    std::map<int, int> idByVoice;
    std::map<std::string, ProfileHelper> profiles;
    std::unique_ptr<ProfileHelper> defaultProfile;
    AudioClipCache clips;
    std::vector<std::pair<std::function<void(bool)>, bool>> preloadCallbacks;
};

std::unique_ptr<EngineState> s_state;
int s_maxInstances = kMaxAudioInstances; // cocos keeps it across end()
int s_lastAudioID = -1;                  // ids are never reused in a run, even across end()
bool s_enabled = true;                   // cocos keeps it across end() too

EngineState& state() {
    if (!s_state) s_state = std::make_unique<EngineState>();
    return *s_state;
}

AudioBackend* backend() {
    return AudioSystem::getBackend();
}

Instance* findInstance(int audioID) {
    if (!s_state) return nullptr;
    auto it = s_state->instances.find(audioID);
    return it == s_state->instances.end() ? nullptr : &it->second;
}

ProfileHelper& defaultProfileHelper() {
    EngineState& s = state();
    if (!s.defaultProfile) s.defaultProfile = std::make_unique<ProfileHelper>();
    return *s.defaultProfile;
}

/// Forgets @p audioID (its callback is dropped with it). The voice must already be stopped or over.
void removeInstance(int audioID) {
    auto it = s_state->instances.find(audioID);
    if (it == s_state->instances.end()) return;
    if (it->second.profileHelper) it->second.profileHelper->audioIDs.erase(audioID);
    s_state->idByVoice.erase(it->second.voice);
    s_state->instances.erase(it);
}

void stopInstance(int audioID) {
    Instance* instance = findInstance(audioID);
    if (!instance) return;
    if (AudioBackend* b = backend()) b->stopVoice(instance->voice);
    removeInstance(audioID);
}

/// Why play2d must refuse @p filePath now, or nullptr.
const char* refusal(const ProfileHelper& helper) {
    if (int(s_state->instances.size()) >= s_maxInstances) return "limited max instance of AudioEngine";
    const AudioProfile& profile = helper.profile;
    if (profile.maxInstances != 0 && helper.audioIDs.size() >= profile.maxInstances)
        return "limited max instance of AudioProfile";
    if (profile.minDelay > kDelayPrecision && helper.lastPlayTime >= 0.0 &&
        audio_detail::audioClock() - helper.lastPlayTime <= profile.minDelay)
        return "limited minimum delay";
    return nullptr;
}

} // namespace

bool AudioEngine::lazyInit() {
    state();
    return backend() != nullptr;
}

void AudioEngine::end() {
    if (!s_state) return;
    std::unique_ptr<EngineState> ending = std::move(s_state); // a callback dropped here sees no state
    if (AudioBackend* b = backend()) {
        for (const auto& entry : ending->instances)
            b->stopVoice(entry.second.voice);
        ending->clips.clear(b);
    }
}

int AudioEngine::getPlayingAudioCount() {
    return s_state ? static_cast<int>(s_state->instances.size()) : 0;
}

void AudioEngine::setEnabled(bool isEnabled) {
    if (s_enabled == isEnabled) return;
    s_enabled = isEnabled;
    if (!s_enabled) stopAll();
}

bool AudioEngine::isEnabled() {
    return s_enabled;
}

AudioProfile* AudioEngine::getDefaultProfile() {
    return &defaultProfileHelper().profile;
}

int AudioEngine::play2d(const std::string& filePath, bool loop, float volume, const AudioProfile* profile) {
    if (!s_enabled) return INVALID_AUDIO_ID; // as cocos: refused without a word
    EngineState& s = state();
    ProfileHelper* helper = &defaultProfileHelper();
    if (profile && profile != &helper->profile) {
        if (profile->name.empty()) {
            logError("AudioEngine::play2d: cannot play '%s': its AudioProfile has no name", filePath.c_str());
            return INVALID_AUDIO_ID;
        }
        helper = &s.profiles[profile->name];
        helper->profile = *profile;
    }
    if (const char* why = refusal(*helper)) {
        log("Fail to play %s cause by %s", filePath.c_str(), why);
        return INVALID_AUDIO_ID;
    }
    int clip = s.clips.load(backend(), filePath, "AudioEngine::play2d");
    if (!clip) return INVALID_AUDIO_ID;
    volume = std::clamp(volume, 0.0f, 1.0f);
    int voice = backend()->startVoice(clip, loop, volume, 0.0f);
    if (!voice) {
        logError("AudioEngine::play2d: cannot play '%s': no mixer channel is free", filePath.c_str());
        return INVALID_AUDIO_ID;
    }
    int audioID = ++s_lastAudioID;
    Instance& instance = s.instances[audioID];
    instance.voice = voice;
    instance.clip = clip;
    instance.filePath = filePath;
    instance.profileHelper = helper;
    instance.volume = volume;
    instance.loop = loop;
    s.idByVoice[voice] = audioID;
    helper->audioIDs.insert(audioID);
    helper->lastPlayTime = audio_detail::audioClock();
    return audioID;
}

void AudioEngine::setLoop(int audioID, bool loop) {
    Instance* instance = findInstance(audioID);
    if (!instance || instance->loop == loop) return;
    backend()->setVoiceLoop(instance->voice, loop);
    instance->loop = loop;
}

bool AudioEngine::isLoop(int audioID) {
    if (Instance* instance = findInstance(audioID)) return instance->loop;
    log("AudioEngine::isLoop-->The audio instance %d is non-existent", audioID);
    return false;
}

void AudioEngine::setVolume(int audioID, float volume) {
    Instance* instance = findInstance(audioID);
    if (!instance) return;
    volume = std::clamp(volume, 0.0f, 1.0f);
    if (instance->volume == volume) return;
    backend()->setVoiceVolume(instance->voice, volume);
    instance->volume = volume;
}

float AudioEngine::getVolume(int audioID) {
    if (Instance* instance = findInstance(audioID)) return instance->volume;
    log("AudioEngine::getVolume-->The audio instance %d is non-existent", audioID);
    return 0.0f;
}

void AudioEngine::pause(int audioID) {
    Instance* instance = findInstance(audioID);
    if (!instance || instance->state != AudioState::PLAYING) return;
    backend()->setVoicePaused(instance->voice, true);
    instance->state = AudioState::PAUSED;
}

void AudioEngine::pauseAll() {
    if (!s_state) return;
    for (auto& entry : s_state->instances)
        pause(entry.first);
}

void AudioEngine::resume(int audioID) {
    Instance* instance = findInstance(audioID);
    if (!instance || instance->state != AudioState::PAUSED) return;
    backend()->setVoicePaused(instance->voice, false);
    instance->state = AudioState::PLAYING;
}

void AudioEngine::resumeAll() {
    if (!s_state) return;
    for (auto& entry : s_state->instances)
        resume(entry.first);
}

void AudioEngine::stop(int audioID) {
    stopInstance(audioID);
}

void AudioEngine::stopAll() {
    if (!s_state) return;
    while (!s_state->instances.empty())
        stopInstance(s_state->instances.begin()->first);
}

bool AudioEngine::setCurrentTime(int audioID, float sec) {
    Instance* instance = findInstance(audioID);
    if (!instance) return false;
    AudioBackend* b = backend();
    int64_t frames = b->getClipFrames(instance->clip);
    if (!(sec >= 0.0f) || double(sec) * b->getSampleRate() >= double(frames)) return false; // as cocos
    return b->seekVoice(instance->voice, static_cast<int64_t>(double(sec) * b->getSampleRate()));
}

float AudioEngine::getCurrentTime(int audioID) {
    Instance* instance = findInstance(audioID);
    if (!instance) return 0.0f;
    AudioBackend* b = backend();
    return float(double(b->getVoicePosition(instance->voice)) / b->getSampleRate());
}

float AudioEngine::getDuration(int audioID) {
    Instance* instance = findInstance(audioID);
    if (!instance) return TIME_UNKNOWN;
    AudioBackend* b = backend();
    return float(double(b->getClipFrames(instance->clip)) / b->getSampleRate());
}

AudioEngine::AudioState AudioEngine::getState(int audioID) {
    Instance* instance = findInstance(audioID);
    return instance ? instance->state : AudioState::ERROR;
}

void AudioEngine::setFinishCallback(int audioID,
                                    const std::function<void(int, const std::string&)>& callback) {
    if (Instance* instance = findInstance(audioID)) instance->finishCallback = callback;
}

int AudioEngine::getMaxAudioInstance() {
    return s_maxInstances;
}

bool AudioEngine::setMaxAudioInstance(int maxInstances) {
    if (maxInstances <= 0 || maxInstances > kMaxAudioInstances) return false;
    s_maxInstances = maxInstances;
    return true;
}

void AudioEngine::uncache(const std::string& filePath) {
    if (!s_state) return;
    std::vector<int> ids;
    for (const auto& entry : s_state->instances)
        if (entry.second.filePath == filePath) ids.push_back(entry.first);
    for (int audioID : ids)
        stopInstance(audioID);
    s_state->clips.remove(backend(), filePath);
}

void AudioEngine::uncacheAll() {
    if (!s_state) return;
    stopAll();
    s_state->clips.clear(backend());
}

AudioProfile* AudioEngine::getProfile(int audioID) {
    Instance* instance = findInstance(audioID);
    return instance ? &instance->profileHelper->profile : nullptr;
}

AudioProfile* AudioEngine::getProfile(const std::string& profileName) {
    if (!s_state) return nullptr;
    auto it = s_state->profiles.find(profileName);
    return it == s_state->profiles.end() ? nullptr : &it->second.profile;
}

void AudioEngine::preload(const std::string& filePath) {
    preload(filePath, nullptr);
}

void AudioEngine::preload(const std::string& filePath, std::function<void(bool isSuccess)> callback) {
    EngineState& s = state();
    bool loaded = s.clips.load(backend(), filePath, "AudioEngine::preload") != 0;
    if (callback) s.preloadCallbacks.emplace_back(std::move(callback), loaded);
}

} // namespace experimental

namespace audio_detail {

void audioEngineResetSettings() {
    experimental::s_enabled = true;
    experimental::s_maxInstances = experimental::kMaxAudioInstances;
}

using experimental::s_state;

void audioEngineVoicesFinished(const std::vector<int>& voices) {
    for (int voice : voices) {
        if (!s_state) return; // a callback ended the engine
        auto byVoice = s_state->idByVoice.find(voice);
        if (byVoice == s_state->idByVoice.end()) continue; // not ours, or stopped by an earlier callback
        int audioID = byVoice->second;
        experimental::Instance& instance = s_state->instances.at(audioID);
        auto callback = std::move(instance.finishCallback);
        std::string filePath = instance.filePath;
        experimental::removeInstance(audioID); // as cocos: gone (state ERROR) when its callback runs
        if (callback) callback(audioID, filePath);
    }
}

void audioEngineRunPreloadCallbacks() {
    if (!s_state || s_state->preloadCallbacks.empty()) return;
    auto due = std::move(s_state->preloadCallbacks); // preloads made by these callbacks wait a step
    s_state->preloadCallbacks.clear();
    for (auto& entry : due)
        entry.first(entry.second);
}

} // namespace audio_detail
} // namespace cc
