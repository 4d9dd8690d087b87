// engine/audio/AudioEngineDetail.h — what AudioSystem tells the two engines after each mix step.
// Internal to engine/audio.
#pragma once

#include <vector>

namespace cc {
namespace audio_detail {

/// Game time audio has advanced, in seconds (AudioProfile::minDelay is measured with it).
double audioClock();

/// Voices that played to their end in the last step: AudioEngine runs their finish callbacks,
/// SimpleAudioEngine forgets its effects among them. Each ignores voices that are not its own.
void audioEngineVoicesFinished(const std::vector<int>& voices);
void simpleAudioEngineVoicesFinished(const std::vector<int>& voices);
/// Back to a new run's settings (enabled, the default instance limit): AudioSystem::shutdown, so a
/// restarted game does not inherit the last one's, which AudioEngine::end keeps as cocos does.
void audioEngineResetSettings();
/// Runs the preload callbacks queued before this step.
void audioEngineRunPreloadCallbacks();

} // namespace audio_detail
} // namespace cc
