// tests/engine/audio/SimpleAudioEngineTests.cpp — CocosDenshion::SimpleAudioEngine on the real SDL_mixer
// backend: one music stream, effects with ids, volumes, end().
#include "AudioTest.h"

namespace {

using CocosDenshion::SimpleAudioEngine;
using kite::test::AudioTest;
using kite::test::kStep;

class SimpleAudioTest : public AudioTest {
protected:
    SimpleAudioEngine* engine() { return SimpleAudioEngine::getInstance(); }
};

TEST_F(SimpleAudioTest, GetInstanceIsSharedUntilEnd) {
    SimpleAudioEngine* first = SimpleAudioEngine::getInstance();
    EXPECT_EQ(SimpleAudioEngine::getInstance(), first);
    first->setEffectsVolume(0.5f);
    SimpleAudioEngine::end();
    EXPECT_EQ(SimpleAudioEngine::getInstance()->getEffectsVolume(), 1.0f) << "a new instance after end()";
}

TEST_F(SimpleAudioTest, MusicPlaysForItsLengthInGameTime) {
    EXPECT_TRUE(engine()->willPlayBackgroundMusic());
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
    engine()->playBackgroundMusic("tone_250ms.ogg");
    EXPECT_TRUE(engine()->isBackgroundMusicPlaying());
    advance(0.2f);
    EXPECT_TRUE(engine()->isBackgroundMusicPlaying());
    advance(0.1f);
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
}

TEST_F(SimpleAudioTest, LoopedMusicPausesResumesRewindsAndStops) {
    engine()->playBackgroundMusic("tone_100ms.wav", true);
    advance(0.5f);
    EXPECT_TRUE(engine()->isBackgroundMusicPlaying());
    engine()->pauseBackgroundMusic();
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
    advance(kStep);
    engine()->resumeBackgroundMusic();
    EXPECT_TRUE(engine()->isBackgroundMusicPlaying());
    engine()->rewindBackgroundMusic();
    EXPECT_TRUE(engine()->isBackgroundMusicPlaying());
    engine()->stopBackgroundMusic();
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
    engine()->resumeBackgroundMusic(); // stopped music stays stopped
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
}

TEST_F(SimpleAudioTest, StopMusicWithReleaseFreesIt) {
    engine()->preloadBackgroundMusic("tone_250ms.mp3");
    engine()->playBackgroundMusic("tone_250ms.mp3");
    engine()->stopBackgroundMusic(true);
    engine()->rewindBackgroundMusic();
    engine()->resumeBackgroundMusic();
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
    engine()->playBackgroundMusic("tone_250ms.flac");
    EXPECT_TRUE(engine()->isBackgroundMusicPlaying());
}

TEST_F(SimpleAudioTest, BadMusicIsAnErrorNamingTheFile) {
    engine()->playBackgroundMusic("bad_text.ogg");
    EXPECT_FALSE(engine()->isBackgroundMusicPlaying());
    EXPECT_TRUE(errorMentions("SimpleAudioEngine::playMusic", "bad_text.ogg"));
    engine()->playBackgroundMusic("missing.mp3");
    EXPECT_TRUE(errorMentions("SimpleAudioEngine::playMusic", "missing.mp3"));
    engine()->playBackgroundMusic("bad_flac_frame_channels.flac"); // SDL_mixer 2.6.2 would crash on it
    EXPECT_TRUE(errorMentions("bad_flac_frame_channels.flac", "a frame whose format differs"));
    engine()->playBackgroundMusic(nullptr);
}

TEST_F(SimpleAudioTest, VolumesAreClamped) {
    engine()->setBackgroundMusicVolume(2.0f);
    EXPECT_EQ(engine()->getBackgroundMusicVolume(), 1.0f);
    engine()->setBackgroundMusicVolume(-1.0f);
    EXPECT_EQ(engine()->getBackgroundMusicVolume(), 0.0f);
    engine()->setEffectsVolume(0.3f);
    EXPECT_EQ(engine()->getEffectsVolume(), 0.3f);
    engine()->setEffectsVolume(7.0f);
    EXPECT_EQ(engine()->getEffectsVolume(), 1.0f);
}

// Pausing, resuming and unloading are checked in what the mix holds (AudioOutputTests.cpp).
TEST_F(SimpleAudioTest, EffectsGetIdsAndBadFilesAreErrors) {
    unsigned int first = engine()->playEffect("tone_100ms.wav");
    unsigned int second = engine()->playEffect("tone_250ms.ogg", true);
    EXPECT_NE(first, 0u);
    EXPECT_GT(second, first);
    advance(1.0f);
    engine()->stopEffect(first); // already over: a no-op
    engine()->stopEffect(second);
    engine()->stopEffect(999);
    EXPECT_EQ(engine()->playEffect("missing.wav"), 0u);
    EXPECT_TRUE(errorMentions("SimpleAudioEngine::playEffect", "missing.wav"));
}

TEST_F(SimpleAudioTest, PitchIsNotSupportedAndSaysSoOnce) {
    EXPECT_NE(engine()->playEffect("tone_100ms.wav", false, 2.0f), 0u);
    EXPECT_NE(engine()->playEffect("tone_100ms.wav", false, 0.5f), 0u);
    int warnings = 0;
    for (const auto& line : errors)
        warnings += line.find("pitch is not supported") != std::string::npos;
    EXPECT_EQ(warnings, 1);
}

TEST_F(SimpleAudioTest, ThousandsOfEffectsKeepPlaying) {
    for (int frame = 0; frame < 500; ++frame) {
        for (int i = 0; i < 4; ++i)
            ASSERT_NE(engine()->playEffect("tone_100ms.wav"), 0u) << frame;
        advance(kStep);
    }
}

TEST_F(SimpleAudioTest, AnUnloadedEffectLoadsAgainWhenPlayed) {
    engine()->preloadEffect("tone_100ms.wav");
    engine()->unloadEffect("tone_100ms.wav");
    engine()->unloadEffect("never.wav"); // not loaded: a no-op
    EXPECT_NE(engine()->playEffect("tone_100ms.wav"), 0u);
}

} // namespace
