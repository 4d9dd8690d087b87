// tests/player/unit/InputLogTests.cpp — the --record / --replay file (samples/player/InputLog).
#include "InputLog.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

namespace {

std::string scratch(const std::string& name) {
    return ::testing::TempDir() + "kite_" + name;
}

void write(const std::string& path, const std::string& text) {
    std::ofstream(path) << text;
}

} // namespace

TEST(InputLog, FixedStepRecordingReadsBackTheSame) {
    kite::InputLog log;
    log.width = 320;
    log.height = 200;
    log.hasSeed = true;
    log.seed = -7;
    log.fixedDt = 1.0 / 60.0;
    log.at(3).events.push_back(cc::InputEvent::keyDown(59));
    log.at(3).events.push_back(cc::InputEvent::mouseDown(0, 10, 20));
    log.at(9).restart = true;
    log.at(12).events.push_back(cc::InputEvent::quit());
    log.endFrame = 11;
    std::string path = scratch("fixed.txt"), error;
    ASSERT_TRUE(log.save(path, &error)) << error;

    kite::InputLog back;
    ASSERT_TRUE(back.load(path, &error)) << error;
    EXPECT_EQ(back.width, 320);
    EXPECT_EQ(back.height, 200);
    EXPECT_TRUE(back.hasSeed);
    EXPECT_EQ(back.seed, -7);
    EXPECT_EQ(back.fixedDt, 1.0 / 60.0); // bit for bit
    EXPECT_EQ(back.endFrame, 11);
    ASSERT_NE(back.find(3), nullptr);
    EXPECT_EQ(back.find(3)->events, log.at(3).events);
    EXPECT_TRUE(back.find(9)->restart);
    EXPECT_EQ(back.find(12)->events[0].type, cc::InputEvent::Type::Quit);
    EXPECT_EQ(back.find(4), nullptr);
    std::remove(path.c_str());
}

TEST(InputLog, RealTimeRecordingKeepsEachFramesStep) {
    kite::InputLog log;
    log.at(1).dt = 0.0171;
    log.at(2).dt = 0.25;
    log.endFrame = 2;
    std::string path = scratch("variable.txt"), error;
    ASSERT_TRUE(log.save(path, &error)) << error;
    kite::InputLog back;
    ASSERT_TRUE(back.load(path, &error)) << error;
    EXPECT_LT(back.fixedDt, 0.0);
    EXPECT_EQ(back.find(1)->dt, 0.0171);
    EXPECT_EQ(back.find(2)->dt, 0.25);
    EXPECT_FALSE(back.hasSeed);
    std::remove(path.c_str());
}

TEST(InputLog, CommentsAndBlankLinesAreSkipped) {
    std::string path = scratch("comments.txt"), error;
    write(path, "# made by hand\n\nkite-input 1\n  # indented comment\n5 key-down A   \n");
    kite::InputLog log;
    ASSERT_TRUE(log.load(path, &error)) << error;
    EXPECT_EQ(log.find(5)->events.size(), 1u);
    std::remove(path.c_str());
}

TEST(InputLog, ErrorsNameTheFileAndLine) {
    struct Case {
        const char* text;
        const char* message;
    };
    const Case cases[] = {
        {"", "empty file"},
        {"hello\n", ":1: not a kite input recording"},
        {"kite-input 1\nsize big\n", ":2: bad size 'big'"},
        {"kite-input 1\nfixed-dt 0\n", ":2: bad fixed-dt"},
        {"kite-input 1\nx key-down A\n", ":2: expected a frame number, got 'x'"},
        {"kite-input 1\n0 key-down A\n", ":2: expected a frame number"},
        {"kite-input 1\n3 fly away\n", ":2: unknown event 'fly away'"},
    };
    std::string path = scratch("bad.txt");
    for (const Case& c : cases) {
        write(path, c.text);
        kite::InputLog log;
        std::string error;
        EXPECT_FALSE(log.load(path, &error)) << c.text;
        EXPECT_NE(error.find(path), std::string::npos) << error;
        EXPECT_NE(error.find(c.message), std::string::npos) << error;
    }
    std::remove(path.c_str());
    kite::InputLog log;
    std::string error;
    EXPECT_FALSE(log.load(scratch("does_not_exist.txt"), &error));
    EXPECT_NE(error.find("cannot read the replay file"), std::string::npos);
}

TEST(InputLog, GameArgumentsReadBackExactly) {
    kite::InputLog log;
    log.gameArgs = {"play", "", " padded ", "two words", "back\\slash", "line\nbreak\ttab\r", "\\s"};
    log.endFrame = 1;
    std::string path = scratch("args.txt"), error;
    ASSERT_TRUE(log.save(path, &error)) << error;
    kite::InputLog back;
    ASSERT_TRUE(back.load(path, &error)) << error;
    EXPECT_EQ(back.gameArgs, log.gameArgs);
    std::remove(path.c_str());
}

TEST(InputLog, VersionOneFilesStillLoadWithoutArguments) {
    std::string path = scratch("v1.txt"), error;
    write(path, "kite-input 1\nsize 320x200\n4 key-down A\n9 end\n");
    kite::InputLog log;
    ASSERT_TRUE(log.load(path, &error)) << error;
    EXPECT_TRUE(log.gameArgs.empty());
    EXPECT_EQ(log.endFrame, 9);
    EXPECT_FALSE(log.endImplied);
    std::remove(path.c_str());
}

TEST(InputLog, WithoutAnEndLineTheReplayEndsAtTheLastInput) {
    std::string path = scratch("no_end.txt"), error;
    write(path, "kite-input 2\n4 key-down A\n17 key-up A\n");
    kite::InputLog log;
    ASSERT_TRUE(log.load(path, &error)) << error;
    EXPECT_EQ(log.endFrame, 17);
    EXPECT_TRUE(log.endImplied);

    write(path, "kite-input 2\nsize 320x200\n");
    kite::InputLog empty;
    EXPECT_FALSE(empty.load(path, &error));
    EXPECT_NE(error.find("no 'end' line and no input"), std::string::npos) << error;

    write(path, "kite-input 2\narg bad\\escape\n1 end\n");
    kite::InputLog badEscape;
    EXPECT_FALSE(badEscape.load(path, &error));
    EXPECT_NE(error.find(":2: bad escape"), std::string::npos) << error;
    std::remove(path.c_str());
}
