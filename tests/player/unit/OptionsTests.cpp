// tests/player/unit/OptionsTests.cpp — the kite command line (samples/player/Options).
#include "Options.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

bool parse(std::vector<std::string> args, kite::Options* options, std::string* error) {
    args.insert(args.begin(), "kite");
    std::vector<char*> argv;
    for (std::string& arg : args)
        argv.push_back(arg.data());
    return kite::parseOptions(static_cast<int>(argv.size()), argv.data(), options, error);
}

std::string usageError(std::vector<std::string> args) {
    kite::Options options;
    std::string error;
    EXPECT_FALSE(parse(std::move(args), &options, &error));
    return error;
}

} // namespace

TEST(Options, EveryOptionIsRead) {
    kite::Options o;
    std::string error;
    ASSERT_TRUE(parse({"--headless",
                       "--fullscreen",
                       "--mute",
                       "--audio-out",
                       "heard.WAV",
                       "--frames",
                       "12",
                       "--fixed-dt=0.05",
                       "--seed",
                       "-3",
                       "--screenshot",
                       "a@b.png@7",
                       "--size",
                       "320x200",
                       "--show-fps",
                       "--census",
                       "--record",
                       "r.txt",
                       "--watch",
                       "--fail-on-error",
                       "--allow-bytecode",
                       "--timeout",
                       "2.5",
                       "game",
                       "--",
                       "x",
                       "--frames"},
                      &o, &error))
        << error;
    EXPECT_TRUE(o.headless);
    EXPECT_EQ(o.frames, 12);
    EXPECT_DOUBLE_EQ(o.fixedDt, 0.05);
    EXPECT_TRUE(o.hasSeed);
    EXPECT_EQ(o.seed, -3);
    EXPECT_EQ(o.screenshot, "a@b.png"); // only a trailing @N is a frame
    EXPECT_EQ(o.screenshotFrame, 7);
    EXPECT_EQ(o.width, 320);
    EXPECT_EQ(o.height, 200);
    EXPECT_TRUE(o.sizeGiven && o.showFps && o.census && o.watch && o.failOnError && o.allowBytecode);
    EXPECT_EQ(o.record, "r.txt");
    EXPECT_DOUBLE_EQ(o.timeout, 2.5);
    EXPECT_EQ(o.target, "game");
    EXPECT_EQ(o.gameArgs, (std::vector<std::string>{"x", "--frames"})); // after --, all for the game
    EXPECT_TRUE(o.gameArgsGiven && o.fullscreen && o.mute);
    EXPECT_EQ(o.audioOut, "heard.WAV");
}

TEST(Options, ScreenshotNamesFollowOneRule) {
    kite::Options o;
    std::string error;
    ASSERT_TRUE(parse({"--screenshot", "a@b.png", "g"}, &o, &error)) << error;
    EXPECT_EQ(o.screenshot, "a@b.png"); // an '@' followed by a name is part of the name
    EXPECT_EQ(o.screenshotFrame, -1);
    kite::Options jpeg;
    ASSERT_TRUE(parse({"--screenshot=shots/Frame.JPG@12", "g"}, &jpeg, &error)) << error;
    EXPECT_EQ(jpeg.screenshot, "shots/Frame.JPG");
    EXPECT_EQ(jpeg.screenshotFrame, 12);
    kite::Options none;
    ASSERT_TRUE(parse({"g", "--"}, &none, &error));
    EXPECT_TRUE(none.gameArgsGiven && none.gameArgs.empty()); // "--" alone: no arguments, on purpose
}

TEST(Options, DefaultsLeaveTheChoicesToThePlayer) {
    kite::Options o;
    std::string error;
    ASSERT_TRUE(parse({"game"}, &o, &error));
    EXPECT_FALSE(o.headless);
    EXPECT_LT(o.frames, 0);
    EXPECT_LT(o.fixedDt, 0.0); // headless picks 1/60 later
    EXPECT_FALSE(o.hasSeed);
    EXPECT_EQ(o.screenshotFrame, -1);
    EXPECT_EQ(o.width, 960);
    EXPECT_EQ(o.height, 640);
}

TEST(Options, HelpAndVersionNeedNoGame) {
    kite::Options o;
    std::string error;
    EXPECT_TRUE(parse({"--help"}, &o, &error));
    EXPECT_TRUE(o.help);
    kite::Options v;
    EXPECT_TRUE(parse({"-v"}, &v, &error));
    EXPECT_TRUE(v.version);
    EXPECT_EQ(kite::versionText().rfind("kite ", 0), 0u);
    EXPECT_NE(kite::helpText().find("--replay FILE"), std::string::npos);
}

TEST(Options, UsageErrorsSayWhatIsWrong) {
    EXPECT_NE(usageError({}).find("no game given"), std::string::npos);
    EXPECT_NE(usageError({"--nope", "g"}).find("unknown option '--nope'"), std::string::npos);
    EXPECT_NE(usageError({"g", "--frames"}).find("--frames needs a value"), std::string::npos);
    EXPECT_NE(usageError({"--frames", "-1", "g"}).find("--frames expects"), std::string::npos);
    EXPECT_NE(usageError({"--fixed-dt", "0", "g"}).find("--fixed-dt expects"), std::string::npos);
    EXPECT_NE(usageError({"--fixed-dt", "2", "g"}).find("--fixed-dt expects"), std::string::npos);
    EXPECT_NE(usageError({"--seed", "1.5", "g"}).find("--seed expects"), std::string::npos);
    EXPECT_NE(usageError({"--size", "0x10", "g"}).find("--size expects"), std::string::npos);
    EXPECT_NE(usageError({"--screenshot", "@3", "g"}).find("needs a file name"), std::string::npos);
    EXPECT_NE(usageError({"--screenshot", "a.png@0", "g"}).find("1 or more"), std::string::npos);
    EXPECT_NE(usageError({"--screenshot", "a.png@abc", "g"}).find("1 or more"), std::string::npos);
    EXPECT_NE(usageError({"--screenshot", "a.png@", "g"}).find("1 or more"), std::string::npos);
    EXPECT_NE(usageError({"--screenshot", "a.gif", "g"}).find("must end in .png, .jpg or .jpeg"),
              std::string::npos);
    EXPECT_NE(usageError({"--screenshot", "png", "g"}).find("must end in"), std::string::npos);
    EXPECT_NE(usageError({"--timeout", "0", "g"}).find("--timeout expects"), std::string::npos);
    EXPECT_NE(usageError({"--audio-out", "a.mp3", "g"}).find("--audio-out: the file name must end in .wav"),
              std::string::npos);
    EXPECT_NE(usageError({"--audio-out", ".wav", "g"}).find("must end in .wav"), std::string::npos);
    EXPECT_NE(usageError({"g", "--audio-out"}).find("--audio-out needs a value"), std::string::npos);
    EXPECT_NE(usageError({"--headless=yes", "g"}).find("unknown option"), std::string::npos);
    EXPECT_NE(usageError({"a", "b"}).find("after --"), std::string::npos);
    EXPECT_NE(usageError({"--record", "x", "--replay", "x", "g"}).find("same file"), std::string::npos);
}
