// tests/engine/audio/AudioOutputTests.cpp — what the mix actually contains, read back from the WAV the
// backend writes: sounds start at the frame of their step, stopped ones are absent, seeks and pauses
// continue the samples exactly, panning silences a side, and two runs write the same bytes.
#include "AudioTest.h"

#include <cmath>

namespace {

using kite::test::AudioTest;
using kite::test::readBytes;
using kite::test::readWav;
using kite::test::WavSamples;
using AudioEngine = cc::experimental::AudioEngine;
using CocosDenshion::SimpleAudioEngine;

using kite::test::framesAfter;
using kite::test::kStep;
using kite::test::kToneFrames;

class AudioOutputTest : public AudioTest {
protected:
    /// The fixture's own samples (tone_100ms.wav is in the mix format: played at full volume, the
    /// mix is an exact copy).
    WavSamples tone() { return readWav(std::string(KITE_AUDIO_FIXTURES) + "/tone_100ms.wav"); }
    /// Whether output frames [at, at + count) equal tone frames [from, from + count).
    static ::testing::AssertionResult sameFrames(const WavSamples& out, int64_t at, const WavSamples& tone,
                                                 int64_t from, int64_t count) {
        if (at + count > out.frames()) return ::testing::AssertionFailure() << "output too short";
        for (int64_t i = 0; i < count * 2; ++i)
            if (out.samples[size_t(at * 2 + i)] != tone.samples[size_t(from * 2 + i)])
                return ::testing::AssertionFailure() << "differs at output frame " << at + i / 2;
        return ::testing::AssertionSuccess();
    }
    /// Opens with output, runs @p script, closes, and returns the file.
    template <class Script> std::string record(const std::string& name, Script script) {
        std::string path = outputPath(name);
        std::remove(path.c_str());
        openAudio(path);
        script();
        audio.close();
        return path;
    }
};

TEST_F(AudioOutputTest, APlayedSoundIsInTheOutputFromItsStep) {
    std::string path = record("played.wav", [] {
        advance(kStep, 10);
        AudioEngine::play2d("tone_100ms.wav");
        advance(kStep, 20);
    });
    WavSamples out = readWav(path);
    EXPECT_EQ(out.sampleRate, 44100);
    EXPECT_EQ(out.channels, 2);
    ASSERT_EQ(out.frames(), framesAfter(30));
    int64_t start = framesAfter(10);
    EXPECT_EQ(out.peak(0, start), 0) << "silence before";
    EXPECT_TRUE(sameFrames(out, start, tone(), 0, kToneFrames));
    EXPECT_EQ(out.peak(start + kToneFrames, out.frames()), 0) << "silence after";
}

TEST_F(AudioOutputTest, AStoppedSoundIsNotInTheOutput) {
    std::string path = record("stopped.wav", [] {
        advance(kStep, 4);
        int id = AudioEngine::play2d("tone_100ms.wav");
        AudioEngine::stop(id);
        unsigned int effect = SimpleAudioEngine::getInstance()->playEffect("tone_250ms.ogg");
        SimpleAudioEngine::getInstance()->stopEffect(effect);
        advance(kStep, 20);
    });
    WavSamples out = readWav(path);
    ASSERT_EQ(out.frames(), framesAfter(24));
    EXPECT_EQ(out.peak(0, out.frames()), 0);
}

TEST_F(AudioOutputTest, PausingLeavesAGapAndResumingContinuesTheSamples) {
    std::string path = record("paused.wav", [] {
        int id = AudioEngine::play2d("tone_100ms.wav");
        advance(kStep, 2);
        AudioEngine::pause(id);
        advance(kStep, 3);
        AudioEngine::resume(id);
        advance(kStep, 10);
    });
    WavSamples out = readWav(path);
    int64_t before = framesAfter(2);
    int64_t gapEnd = framesAfter(5);
    EXPECT_TRUE(sameFrames(out, 0, tone(), 0, before));
    EXPECT_EQ(out.peak(before, gapEnd), 0);
    EXPECT_TRUE(sameFrames(out, gapEnd, tone(), before, kToneFrames - before));
    EXPECT_EQ(out.peak(gapEnd + kToneFrames - before, out.frames()), 0);
}

TEST_F(AudioOutputTest, SimpleEffectsPauseResumeAndUnloadInTheMix) {
    std::string path = record("simple_effects.wav", [] {
        SimpleAudioEngine* engine = SimpleAudioEngine::getInstance();
        unsigned int looped = engine->playEffect("tone_100ms.wav", true);
        advance(kStep, 2);
        engine->pauseEffect(looped);
        advance(kStep, 2); // frames 2-4: paused
        engine->resumeEffect(looped);
        advance(kStep, 2);
        engine->pauseAllEffects();
        advance(kStep, 2); // frames 6-8: all paused
        engine->resumeAllEffects();
        advance(kStep, 2);
        engine->unloadEffect("tone_100ms.wav"); // stops what plays it
        advance(kStep, 4);                      // frames 10-14: silent
    });
    WavSamples out = readWav(path);
    ASSERT_EQ(out.frames(), framesAfter(14));
    EXPECT_GT(out.peak(0, framesAfter(2)), 8000);
    EXPECT_EQ(out.peak(framesAfter(2), framesAfter(4)), 0) << "pauseEffect";
    EXPECT_GT(out.peak(framesAfter(4), framesAfter(6)), 8000) << "resumeEffect";
    EXPECT_EQ(out.peak(framesAfter(6), framesAfter(8)), 0) << "pauseAllEffects";
    EXPECT_GT(out.peak(framesAfter(8), framesAfter(10)), 8000) << "resumeAllEffects";
    EXPECT_EQ(out.peak(framesAfter(10), out.frames()), 0) << "unloadEffect stops its sound";
}

TEST_F(AudioOutputTest, ASeekInALoopPlaysTheRestThenTheLoopWithoutAGap) {
    std::string path = record("seek.wav", [] {
        int id = AudioEngine::play2d("tone_100ms.wav", true);
        AudioEngine::setCurrentTime(id, 0.09f);
        advance(kStep, 20);
    });
    WavSamples out = readWav(path);
    WavSamples source = tone();
    int64_t from = int64_t(0.09f * 44100.0);
    int64_t rest = kToneFrames - from;
    EXPECT_TRUE(sameFrames(out, 0, source, from, rest));
    EXPECT_TRUE(sameFrames(out, rest, source, 0, kToneFrames));
    EXPECT_TRUE(sameFrames(out, rest + kToneFrames, source, 0, kToneFrames));
}

TEST_F(AudioOutputTest, PanningSilencesTheOtherSide) {
    std::string path = record("pan.wav", [] {
        SimpleAudioEngine::getInstance()->playEffect("tone_100ms.wav", false, 1.0f, -1.0f);
        advance(kStep, 4);
    });
    WavSamples out = readWav(path);
    EXPECT_GT(out.peak(0, out.frames(), 0), 10000) << "left";
    EXPECT_EQ(out.peak(0, out.frames(), 1), 0) << "right";
}

TEST_F(AudioOutputTest, VolumeScalesTheSamples) {
    std::string path = record("volume.wav", [] {
        AudioEngine::play2d("tone_100ms.wav", false, 0.25f);
        advance(kStep, 4);
    });
    WavSamples out = readWav(path);
    int full = tone().peak(0, framesAfter(4));
    EXPECT_NEAR(out.peak(0, out.frames()), full / 4, full / 50);
}

TEST_F(AudioOutputTest, TwoRunsWriteTheSameBytes) {
    auto script = [] {
        SimpleAudioEngine* simple = SimpleAudioEngine::getInstance();
        simple->playBackgroundMusic("tone_250ms.mp3", true);
        for (int frame = 0; frame < 60; ++frame) {
            if (frame % 7 == 0) AudioEngine::play2d("tone_250ms.ogg", false, 0.5f);
            if (frame % 11 == 0) simple->playEffect("tone_250ms.flac", false, 1.0f, 0.5f, 0.7f);
            if (frame == 30) AudioEngine::stopAll();
            advance(frame % 2 ? 1.0f / 60.0f : 1.0f / 30.0f);
        }
    };
    std::string first = readBytes(record("run1.wav", script));
    std::string second = readBytes(record("run2.wav", script));
    ASSERT_GT(first.size(), 44u);
    EXPECT_TRUE(first == second);
    EXPECT_GT(readWav(outputPath("run1.wav")).peak(0, 1000), 1000) << "the run was not silent";
}

TEST_F(AudioOutputTest, AnUnwritableOutputIsAnErrorNamingIt) {
    audio.close();
    cc::AudioConfig config;
    config.outputPath = "/nonexistent-dir/out.wav";
    std::string error;
    EXPECT_FALSE(audio.open(config, &error));
    EXPECT_NE(error.find("/nonexistent-dir/out.wav"), std::string::npos) << error;
}

} // namespace
