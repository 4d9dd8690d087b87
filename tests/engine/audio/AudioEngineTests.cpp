// tests/engine/audio/AudioEngineTests.cpp — cc::experimental::AudioEngine on the real SDL_mixer backend,
// advanced by hand: ids, states, time, finish callbacks, limits, profiles, caching, bad files.
#include "AudioTest.h"

#include <cmath>
#include <memory>
#include <utility>

namespace {

using kite::test::AudioTest;
using AudioEngine = cc::experimental::AudioEngine;
using AudioState = cc::experimental::AudioEngine::AudioState;
using cc::experimental::AudioProfile;

using kite::test::framesAfter;
using kite::test::kStep;
using kite::test::kToneFrames;

constexpr double kRate = 44100.0;
/// The first step count after which a sound of @p frames frames has ended.
int stepsToPlay(int64_t frames) {
    int steps = 0;
    while (framesAfter(steps) < frames)
        ++steps;
    return steps;
}

struct Finished {
    std::vector<std::pair<int, std::string>> calls;
    std::function<void(int, const std::string&)> record() {
        return [this](int id, const std::string& file) { calls.emplace_back(id, file); };
    }
};

TEST_F(AudioTest, Play2dGivesIdsThatAreNeverReused) {
    int first = AudioEngine::play2d("tone_100ms.wav");
    int second = AudioEngine::play2d("tone_100ms.wav");
    ASSERT_GE(first, 0);
    EXPECT_GT(second, first);
    AudioEngine::stop(second);
    int third = AudioEngine::play2d("tone_100ms.wav");
    EXPECT_GT(third, second);
    AudioEngine::end();
    EXPECT_GT(AudioEngine::play2d("tone_100ms.wav"), third) << "ids go on after end()";
    EXPECT_EQ(AudioEngine::INVALID_AUDIO_ID, -1);
    EXPECT_EQ(AudioEngine::TIME_UNKNOWN, -1.0f);
}

TEST_F(AudioTest, StatesFollowPlayPauseResumeStop) {
    int id = AudioEngine::play2d("tone_100ms.wav");
    EXPECT_EQ(AudioEngine::getState(id), AudioState::PLAYING);
    AudioEngine::pause(id);
    EXPECT_EQ(AudioEngine::getState(id), AudioState::PAUSED);
    AudioEngine::resume(id);
    EXPECT_EQ(AudioEngine::getState(id), AudioState::PLAYING);
    AudioEngine::stop(id);
    EXPECT_EQ(AudioEngine::getState(id), AudioState::ERROR);
    EXPECT_EQ(AudioEngine::getState(12345), AudioState::ERROR);
    EXPECT_EQ(int(AudioState::ERROR), -1);
    EXPECT_EQ(int(AudioState::INITIALZING), 0);
    EXPECT_EQ(int(AudioState::PLAYING), 1);
    EXPECT_EQ(int(AudioState::PAUSED), 2);
}

TEST_F(AudioTest, CurrentTimeFollowsGameTimeAndDurationIsTheFiles) {
    int id = AudioEngine::play2d("tone_100ms.wav");
    EXPECT_FLOAT_EQ(AudioEngine::getDuration(id), float(kToneFrames / kRate));
    EXPECT_EQ(AudioEngine::getCurrentTime(id), 0.0f);
    advance(kStep, 3);
    EXPECT_FLOAT_EQ(AudioEngine::getCurrentTime(id), float(framesAfter(3) / kRate));
    EXPECT_EQ(AudioEngine::getDuration(999), AudioEngine::TIME_UNKNOWN);
    EXPECT_EQ(AudioEngine::getCurrentTime(999), 0.0f);
}

TEST_F(AudioTest, FinishCallbackRunsOnceAfterTheStepInWhichTheSoundEnded) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(id, [&](int audioID, const std::string& file) {
        EXPECT_EQ(AudioEngine::getState(audioID), AudioState::ERROR)
            << "as cocos: removed before its callback";
        finished.calls.emplace_back(audioID, file);
    });
    int steps = stepsToPlay(kToneFrames);
    advance(kStep, steps - 1);
    EXPECT_TRUE(finished.calls.empty());
    EXPECT_EQ(AudioEngine::getState(id), AudioState::PLAYING);
    advance(kStep);
    ASSERT_EQ(finished.calls.size(), 1u);
    EXPECT_EQ(finished.calls[0], std::make_pair(id, std::string("tone_100ms.wav")));
    advance(kStep, 10);
    EXPECT_EQ(finished.calls.size(), 1u);
}

TEST_F(AudioTest, SoundsEndingInOneStepAreReportedInTheOrderTheyEnded) {
    Finished finished;
    int longer = AudioEngine::play2d("tone_250ms.ogg");
    advance(kStep);
    int shorter = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(longer, finished.record());
    AudioEngine::setFinishCallback(shorter, finished.record());
    advance(1.0f); // both end inside this one step: the short one first
    ASSERT_EQ(finished.calls.size(), 2u);
    EXPECT_EQ(finished.calls[0].first, shorter);
    EXPECT_EQ(finished.calls[1].first, longer);
}

TEST_F(AudioTest, AStoppedSoundNeverGetsItsCallback) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(id, finished.record());
    advance(kStep);
    AudioEngine::stop(id);
    advance(1.0f);
    EXPECT_TRUE(finished.calls.empty());
}

TEST_F(AudioTest, ACallbackThatStopsASoundEndingInTheSameStepSuppressesItsCallback) {
    Finished finished;
    int first = AudioEngine::play2d("tone_100ms.wav");
    int second = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(first, [&](int id, const std::string& file) {
        finished.calls.emplace_back(id, file);
        AudioEngine::stop(second);
        AudioEngine::stop(id); // its own id: already gone, a no-op
    });
    AudioEngine::setFinishCallback(second, finished.record());
    advance(1.0f);
    ASSERT_EQ(finished.calls.size(), 1u);
    EXPECT_EQ(finished.calls[0].first, first);
}

TEST_F(AudioTest, ACallbackMayEndTheEngineOrPlayAgain) {
    Finished finished;
    int first = AudioEngine::play2d("tone_100ms.wav");
    int second = AudioEngine::play2d("tone_100ms.wav");
    int replay = AudioEngine::INVALID_AUDIO_ID;
    AudioEngine::setFinishCallback(first,
                                   [&](int, const std::string& file) { replay = AudioEngine::play2d(file); });
    AudioEngine::setFinishCallback(second, finished.record());
    advance(1.0f);
    EXPECT_GT(replay, second);
    EXPECT_EQ(AudioEngine::getState(replay), AudioState::PLAYING);
    AudioEngine::setFinishCallback(replay, [&](int, const std::string&) { AudioEngine::end(); });
    int fourth = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(fourth, finished.record());
    size_t before = finished.calls.size();
    advance(1.0f); // replay ends first and ends the engine: fourth is stopped with it, unreported
    EXPECT_EQ(finished.calls.size(), before);
    EXPECT_EQ(AudioEngine::getState(fourth), AudioState::ERROR);
}

TEST_F(AudioTest, ALoopNeverFinishesAndItsTimeWraps) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav", true);
    AudioEngine::setFinishCallback(id, finished.record());
    EXPECT_TRUE(AudioEngine::isLoop(id));
    advance(kStep, 20);
    EXPECT_TRUE(finished.calls.empty());
    EXPECT_EQ(AudioEngine::getState(id), AudioState::PLAYING);
    EXPECT_FLOAT_EQ(AudioEngine::getCurrentTime(id), float((framesAfter(20) % kToneFrames) / kRate));
}

TEST_F(AudioTest, EndingALoopLetsTheCurrentPassFinish) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav", true);
    AudioEngine::setFinishCallback(id, finished.record());
    advance(kStep, 8); // into the second pass
    int64_t played = framesAfter(8);
    AudioEngine::setLoop(id, false);
    EXPECT_FALSE(AudioEngine::isLoop(id));
    int64_t passEnd = (played / kToneFrames + 1) * kToneFrames;
    int steps = 8;
    while (framesAfter(steps + 1) < passEnd) {
        advance(kStep);
        ++steps;
    }
    EXPECT_TRUE(finished.calls.empty());
    advance(kStep);
    EXPECT_EQ(finished.calls.size(), 1u);
}

TEST_F(AudioTest, LoopingASoundAfterItStartedCarriesOnPastItsEnd) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(id, finished.record());
    advance(kStep);
    AudioEngine::setLoop(id, true);
    advance(kStep, 30);
    EXPECT_TRUE(finished.calls.empty());
    EXPECT_FLOAT_EQ(AudioEngine::getCurrentTime(id), float((framesAfter(31) % kToneFrames) / kRate));
}

TEST_F(AudioTest, SetCurrentTimeSeeksWithinTheFile) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(id, finished.record());
    EXPECT_TRUE(AudioEngine::setCurrentTime(id, 0.05f));
    EXPECT_NEAR(AudioEngine::getCurrentTime(id), 0.05f, 1.0 / kRate);
    EXPECT_FALSE(AudioEngine::setCurrentTime(id, -0.01f));
    EXPECT_FALSE(AudioEngine::setCurrentTime(id, 0.1f)) << "at or past the end, as cocos";
    EXPECT_FALSE(AudioEngine::setCurrentTime(999, 0.0f));
    int64_t left = kToneFrames - int64_t(0.05f * kRate);
    advance(kStep, stepsToPlay(left) - 1);
    EXPECT_TRUE(finished.calls.empty());
    advance(kStep);
    EXPECT_EQ(finished.calls.size(), 1u);
}

TEST_F(AudioTest, ASeekInALoopWrapsToTheStart) {
    int id = AudioEngine::play2d("tone_100ms.wav", true);
    ASSERT_TRUE(AudioEngine::setCurrentTime(id, 0.09f));
    int64_t start = int64_t(0.09f * kRate);
    advance(kStep, 3);
    EXPECT_EQ(AudioEngine::getState(id), AudioState::PLAYING);
    EXPECT_FLOAT_EQ(AudioEngine::getCurrentTime(id), float(((start + framesAfter(3)) % kToneFrames) / kRate));
}

TEST_F(AudioTest, PausedTimeStandsStill) {
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(id, finished.record());
    advance(kStep, 2);
    AudioEngine::pause(id);
    float at = AudioEngine::getCurrentTime(id);
    advance(1.0f);
    EXPECT_EQ(AudioEngine::getCurrentTime(id), at);
    EXPECT_TRUE(finished.calls.empty());
    AudioEngine::resume(id);
    advance(1.0f);
    EXPECT_EQ(finished.calls.size(), 1u);
}

TEST_F(AudioTest, PauseAllAndResumeAllTouchOnlyTheRightStates) {
    int a = AudioEngine::play2d("tone_100ms.wav", true);
    int b = AudioEngine::play2d("tone_100ms.wav", true);
    AudioEngine::pause(b);
    AudioEngine::pauseAll();
    EXPECT_EQ(AudioEngine::getState(a), AudioState::PAUSED);
    EXPECT_EQ(AudioEngine::getState(b), AudioState::PAUSED);
    AudioEngine::resumeAll();
    EXPECT_EQ(AudioEngine::getState(a), AudioState::PLAYING);
    EXPECT_EQ(AudioEngine::getState(b), AudioState::PLAYING);
    AudioEngine::stopAll();
    EXPECT_EQ(AudioEngine::getState(a), AudioState::ERROR);
    EXPECT_EQ(AudioEngine::getState(b), AudioState::ERROR);
}

TEST_F(AudioTest, VolumeIsClampedToZeroToOne) {
    int loud = AudioEngine::play2d("tone_100ms.wav", false, 2.0f);
    EXPECT_EQ(AudioEngine::getVolume(loud), 1.0f);
    AudioEngine::setVolume(loud, -0.5f);
    EXPECT_EQ(AudioEngine::getVolume(loud), 0.0f);
    AudioEngine::setVolume(loud, 0.25f);
    EXPECT_EQ(AudioEngine::getVolume(loud), 0.25f);
    int quiet = AudioEngine::play2d("tone_100ms.wav", false, -1.0f);
    EXPECT_EQ(AudioEngine::getVolume(quiet), 0.0f);
    EXPECT_EQ(AudioEngine::getVolume(999), 0.0f);
    EXPECT_TRUE(logMentions("The audio instance 999 is non-existent"));
    EXPECT_FALSE(AudioEngine::isLoop(999));
}

TEST_F(AudioTest, MaxInstancesRefusesBeyondTheLimit) {
    EXPECT_EQ(AudioEngine::getMaxAudioInstance(), 32);
    EXPECT_FALSE(AudioEngine::setMaxAudioInstance(0));
    EXPECT_FALSE(AudioEngine::setMaxAudioInstance(33));
    for (int i = 0; i < 32; ++i)
        ASSERT_NE(AudioEngine::play2d("tone_100ms.wav", true), -1) << i;
    EXPECT_EQ(AudioEngine::play2d("tone_100ms.wav", true), AudioEngine::INVALID_AUDIO_ID);
    EXPECT_TRUE(logMentions("limited max instance of AudioEngine"));
    AudioEngine::stopAll();
    ASSERT_TRUE(AudioEngine::setMaxAudioInstance(2));
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav"), -1);
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav"), -1);
    EXPECT_EQ(AudioEngine::play2d("tone_100ms.wav"), -1);
    advance(1.0f); // both end: room again
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav"), -1);
    ASSERT_TRUE(AudioEngine::setMaxAudioInstance(32));
}

TEST_F(AudioTest, EndKeepsTheSettingsAndAShutdownGivesTheNextRunTheDefaults) {
    ASSERT_TRUE(AudioEngine::setMaxAudioInstance(2));
    AudioEngine::setEnabled(false);
    AudioEngine::end(); // as cocos: the limit and the switch outlive end()
    EXPECT_EQ(AudioEngine::getMaxAudioInstance(), 2);
    EXPECT_FALSE(AudioEngine::isEnabled());
    cc::AudioSystem::shutdown(); // a game restart
    EXPECT_EQ(AudioEngine::getMaxAudioInstance(), 32);
    EXPECT_TRUE(AudioEngine::isEnabled());
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav"), AudioEngine::INVALID_AUDIO_ID);
}

TEST_F(AudioTest, ThousandsOfEffectsNeverRunOutOfChannels) {
    int played = 0;
    int finished = 0;
    for (int frame = 0; frame < 600; ++frame) {
        for (int i = 0; i < 4; ++i) { // about 28 sounding at once: under the limit of 32
            int id = AudioEngine::play2d("tone_100ms.wav");
            ASSERT_NE(id, -1) << "frame " << frame;
            AudioEngine::setFinishCallback(id, [&](int, const std::string&) { ++finished; });
            ++played;
        }
        advance(kStep);
    }
    advance(1.0f);
    EXPECT_EQ(played, 2400);
    EXPECT_EQ(finished, 2400);
}

TEST_F(AudioTest, ProfilesLimitInstancesAndSpacing) {
    AudioProfile limited;
    limited.name = "limited";
    limited.maxInstances = 2;
    int a = AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &limited);
    int b = AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &limited);
    ASSERT_NE(a, -1);
    ASSERT_NE(b, -1);
    EXPECT_EQ(AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &limited), -1);
    EXPECT_TRUE(logMentions("limited max instance of AudioProfile"));
    const int plain = AudioEngine::play2d("tone_100ms.wav");
    EXPECT_NE(plain, -1) << "the default profile is another";
    EXPECT_EQ(AudioEngine::getProfile(plain), AudioEngine::getDefaultProfile());
    ASSERT_NE(AudioEngine::getProfile(a), nullptr);
    EXPECT_EQ(AudioEngine::getProfile(a)->name, "limited");
    ASSERT_NE(AudioEngine::getProfile("limited"), nullptr);
    EXPECT_EQ(AudioEngine::getProfile("limited")->maxInstances, 2u);
    EXPECT_EQ(AudioEngine::getProfile("nobody"), nullptr);
    EXPECT_EQ(AudioEngine::getProfile(999), nullptr);

    AudioProfile spaced;
    spaced.name = "spaced";
    spaced.minDelay = 0.05; // game time
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &spaced), -1);
    EXPECT_EQ(AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &spaced), -1);
    EXPECT_TRUE(logMentions("limited minimum delay"));
    advance(kStep, 3); // 0.047 s: still too soon
    EXPECT_EQ(AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &spaced), -1);
    advance(kStep);
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav", false, 1.0f, &spaced), -1);
}

TEST_F(AudioTest, UncacheStopsThatFilesSoundsOnly) {
    Finished finished;
    int wav = AudioEngine::play2d("tone_100ms.wav", true);
    int ogg = AudioEngine::play2d("tone_250ms.ogg", true);
    AudioEngine::setFinishCallback(wav, finished.record());
    AudioEngine::uncache("tone_100ms.wav");
    EXPECT_EQ(AudioEngine::getState(wav), AudioState::ERROR);
    EXPECT_EQ(AudioEngine::getState(ogg), AudioState::PLAYING);
    advance(1.0f);
    EXPECT_TRUE(finished.calls.empty());
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav"), -1) << "loads again";
    AudioEngine::uncacheAll();
    EXPECT_EQ(AudioEngine::getState(ogg), AudioState::ERROR);
}

TEST_F(AudioTest, EndStopsEverythingAndReleasesEveryCallback) {
    auto token = std::make_shared<int>(0);
    Finished finished;
    int id = AudioEngine::play2d("tone_100ms.wav");
    AudioEngine::setFinishCallback(id, [token, &finished](int audioID, const std::string& file) {
        finished.calls.emplace_back(audioID, file);
    });
    bool preloaded = false;
    AudioEngine::preload("tone_250ms.flac", [token, &preloaded](bool) { preloaded = true; });
    EXPECT_EQ(token.use_count(), 3);
    AudioEngine::end();
    EXPECT_EQ(token.use_count(), 1) << "end() drops the finish and preload callbacks";
    EXPECT_EQ(AudioEngine::getState(id), AudioState::ERROR);
    advance(1.0f);
    EXPECT_TRUE(finished.calls.empty());
    EXPECT_FALSE(preloaded);
}

TEST_F(AudioTest, ClosingTheBackendReleasesCallbacksToo) {
    auto token = std::make_shared<int>(0);
    int id = AudioEngine::play2d("tone_100ms.wav", true);
    AudioEngine::setFinishCallback(id, [token](int, const std::string&) {});
    audio.close();
    EXPECT_EQ(token.use_count(), 1);
    EXPECT_EQ(AudioEngine::play2d("tone_100ms.wav"), -1);
    EXPECT_TRUE(errorMentions("no audio backend", "tone_100ms.wav"));
}

TEST_F(AudioTest, PreloadCallsBackInALaterStep) {
    std::vector<std::pair<std::string, bool>> results;
    AudioEngine::preload("tone_250ms.mp3", [&](bool ok) { results.emplace_back("mp3", ok); });
    AudioEngine::preload("missing.wav", [&](bool ok) { results.emplace_back("missing", ok); });
    AudioEngine::preload("tone_100ms.wav");
    EXPECT_TRUE(results.empty());
    advance(kStep);
    ASSERT_EQ(results.size(), 2u);
    EXPECT_EQ(results[0], std::make_pair(std::string("mp3"), true));
    EXPECT_EQ(results[1], std::make_pair(std::string("missing"), false));
    EXPECT_TRUE(errorMentions("missing.wav"));
}

TEST_F(AudioTest, EveryFormatPlaysForItsLength) {
    for (const char* file : {"tone_250ms.ogg", "tone_250ms.flac", "tone_250ms.mp3"}) {
        Finished finished;
        int id = AudioEngine::play2d(file);
        ASSERT_NE(id, -1) << file;
        // MP3 keeps its encoder's padding: a little longer, never shorter.
        EXPECT_GE(AudioEngine::getDuration(id), 0.249f) << file;
        EXPECT_LE(AudioEngine::getDuration(id), 0.29f) << file;
        AudioEngine::setFinishCallback(id, finished.record());
        advance(0.2f);
        EXPECT_TRUE(finished.calls.empty()) << file;
        advance(0.1f);
        EXPECT_EQ(finished.calls.size(), 1u) << file;
    }
    int mono = AudioEngine::play2d("tone_mono_22050.wav");
    EXPECT_NEAR(AudioEngine::getDuration(mono), 0.2f, 0.001f) << "resampled to the mix rate";
    int wide = AudioEngine::play2d("tone_500ms_mono.wav");
    EXPECT_FLOAT_EQ(AudioEngine::getDuration(wide), 0.5f);
}

TEST_F(AudioTest, BadFilesAreRefusedWithAnErrorNamingThem) {
    for (const char* file : {"missing.wav", "bad_truncated.wav", "bad_text.wav", "bad_text.ogg",
                             "bad_empty.wav", "bad_text.flac"}) {
        errors.clear();
        EXPECT_EQ(AudioEngine::play2d(file), AudioEngine::INVALID_AUDIO_ID) << file;
        EXPECT_TRUE(errorMentions("AudioEngine::play2d", file)) << file;
    }
    EXPECT_NE(AudioEngine::play2d("tone_100ms.wav"), -1) << "the engine goes on";
}

TEST_F(AudioTest, FlacThatCrashesSdlMixerIsDecodedByKite) {
    // An empty comment: SDL_mixer 2.6.2's FLAC reader passes NULL to strlen on it. Kite's decoder
    // ignores comments, so the file plays.
    int id = AudioEngine::play2d("bad_flac_empty_comment.flac");
    ASSERT_NE(id, -1);
    EXPECT_NEAR(AudioEngine::getDuration(id), 0.02f, 0.001f);
    // A frame with a channel count its header does not announce: refused, naming the file.
    EXPECT_EQ(AudioEngine::play2d("bad_flac_frame_channels.flac"), -1);
    EXPECT_TRUE(errorMentions("bad_flac_frame_channels.flac", "a frame whose format differs"));
}

TEST_F(AudioTest, UnknownIdsAreNoOps) {
    AudioEngine::setLoop(77, true);
    AudioEngine::setVolume(77, 0.5f);
    AudioEngine::pause(77);
    AudioEngine::resume(77);
    AudioEngine::stop(77);
    AudioEngine::setFinishCallback(77, [](int, const std::string&) { FAIL(); });
    AudioEngine::uncache("never.wav");
    advance(kStep);
    EXPECT_EQ(AudioEngine::getState(77), AudioState::ERROR);
}

} // namespace
