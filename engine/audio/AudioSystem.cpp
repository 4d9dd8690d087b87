// engine/audio/AudioSystem.cpp
#include "audio/AudioSystem.h"

#include "audio/AudioBackend.h"
#include "audio/AudioEngine.h"
#include "audio/AudioEngineDetail.h"
#include "audio/SimpleAudioEngine.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace cc {

namespace {
AudioBackend* s_backend = nullptr;
double s_frameCarry = 0.0; // the part of a sample frame owed to the next step
int64_t s_mixedFrames = 0;
bool s_advancing = false;
} // namespace

void AudioSystem::setBackend(AudioBackend* backend) {
    if (backend == s_backend) return;
    if (s_backend) shutdown(); // clips and voices belong to the backend leaving
    s_backend = backend;
    s_frameCarry = 0.0;
    s_mixedFrames = 0;
}

AudioBackend* AudioSystem::getBackend() {
    return s_backend;
}

void AudioSystem::advance(float dt) {
    if (!s_backend || s_advancing) return;
    s_advancing = true;
    double exact = s_frameCarry + (dt > 0.0f ? double(dt) : 0.0) * s_backend->getSampleRate();
    auto frames = static_cast<int64_t>(std::floor(exact));
    s_frameCarry = exact - double(frames);
    std::vector<int> finished;
    if (frames > 0) s_backend->mix(frames, finished);
    s_mixedFrames += frames;
    // Callbacks run after the step, with every engine's state already consistent.
    audio_detail::simpleAudioEngineVoicesFinished(finished);
    audio_detail::audioEngineVoicesFinished(finished);
    audio_detail::audioEngineRunPreloadCallbacks();
    s_advancing = false;
}

void AudioSystem::shutdown() {
    experimental::AudioEngine::end();
    CocosDenshion::SimpleAudioEngine::end();
    audio_detail::audioEngineResetSettings();
}

double audio_detail::audioClock() {
    return s_backend ? double(s_mixedFrames) / s_backend->getSampleRate() : 0.0;
}

} // namespace cc
