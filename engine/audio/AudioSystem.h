// engine/audio/AudioSystem.h — Kite's additions around cocos's audio API: which backend plays, how
// audio time advances, and the shutdown order. Not part of cocos2d-x.
#pragma once

namespace cc {

class AudioBackend;

/// Audio in Kite advances with game time, never the wall clock: the Director calls advance(dt) once
/// per frame (after the update and the scene switch), which mixes exactly dt of audio and then delivers the
/// finish and preload callbacks that step produced, on the main thread. Runs with the same frame times
/// therefore hear, and report, the same thing.
class AudioSystem {
public:
    /// Installs the backend that decodes and mixes (not owned; nullptr removes it, after shutdown()).
    /// Without one, play2d and playEffect refuse (logged) and the queries answer as for an
    /// unknown id.
    static void setBackend(AudioBackend* backend);
    static AudioBackend* getBackend();

    /// Mixes @p dt seconds (the fraction of a sample frame is carried to the next call), then runs
    /// the callbacks due. Negative dt counts as 0.
    static void advance(float dt);

    /// Stops every sound and drops every callback and cached file of both engines
    /// (AudioEngine::end, SimpleAudioEngine::end). Call it before the script state that owns the
    /// callbacks closes.
    static void shutdown();
};

} // namespace cc
