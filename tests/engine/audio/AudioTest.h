// tests/engine/audio/AudioTest.h — a fixture with the real SDL_mixer backend open (no sound device),
// audio advanced by hand, the fixtures folder as the resource root, and the log captured.
#pragma once

#include "audio/AudioEngine.h"
#include "audio/AudioSystem.h"
#include "audio/SimpleAudioEngine.h"
#include "base/FileUtils.h"
#include "base/Log.h"
#include "platform/SdlAudio.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace kite {
namespace test {

/// A step whose frame count is exact in binary: 689.0625 frames at 44100 Hz.
constexpr float kStep = 1.0f / 64.0f;
/// The frames of tone_100ms.wav.
constexpr int64_t kToneFrames = 4410;
/// Sample frames mixed after @p steps steps of kStep at 44100 Hz.
inline int64_t framesAfter(int steps) {
    return int64_t(std::floor(steps * double(kStep) * 44100.0));
}

class AudioTest : public ::testing::Test {
protected:
    void SetUp() override {
        cc::FileUtils::destroyInstance();
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(KITE_AUDIO_FIXTURES);
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error || level == cc::LogLevel::Warning) errors.push_back(message);
            lines.push_back(message);
        });
        openAudio();
    }
    void TearDown() override {
        audio.close();
        cc::setLogHandler(previousLog);
        cc::FileUtils::destroyInstance();
    }
    /// (Re)opens the backend, writing the mix to @p outputPath when it is given.
    void openAudio(const std::string& outputPath = "") {
        audio.close();
        cc::AudioConfig config;
        config.outputPath = outputPath;
        std::string error;
        ASSERT_TRUE(audio.open(config, &error)) << error;
    }
    /// Advances audio @p steps times by @p dt seconds.
    static void advance(float dt, int steps = 1) {
        for (int i = 0; i < steps; ++i)
            cc::AudioSystem::advance(dt);
    }
    /// Whether a logged error or warning contains both @p a and @p b.
    bool errorMentions(const std::string& a, const std::string& b = "") const {
        for (const auto& line : errors)
            if (line.find(a) != std::string::npos && line.find(b) != std::string::npos) return true;
        return false;
    }
    bool logMentions(const std::string& text) const {
        for (const auto& line : lines)
            if (line.find(text) != std::string::npos) return true;
        return false;
    }
    /// A path in the build tree for this test's own output.
    static std::string outputPath(const std::string& name) {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        return std::string(KITE_AUDIO_OUTPUT_DIR) + "/" + info->test_suite_name() + "." + info->name() + "." +
               name;
    }

    using AudioEngine = cc::experimental::AudioEngine;
    using AudioState = cc::experimental::AudioEngine::AudioState;
    cc::SdlAudio audio;
    std::vector<std::string> errors;
    std::vector<std::string> lines;

private:
    cc::LogHandler previousLog;
};

/// A 16-bit stereo WAV as Kite writes it: the header checked, the samples read.
struct WavSamples {
    int sampleRate = 0;
    int channels = 0;
    std::vector<int16_t> samples; // interleaved
    int64_t frames() const { return channels ? int64_t(samples.size()) / channels : 0; }
    /// The largest absolute sample of channel @p channel (-1: both) in frames [from, to).
    int peak(int64_t from, int64_t to, int channel = -1) const;
};
/// Reads @p path; fails the calling test (and returns empty) when it is not such a WAV.
WavSamples readWav(const std::string& path);
/// The bytes of @p path.
std::string readBytes(const std::string& path);

} // namespace test
} // namespace kite
