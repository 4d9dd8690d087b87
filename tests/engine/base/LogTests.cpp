// tests/engine/base/LogTests.cpp — the log sink and the default assertion handler.
#include "base/Log.h"
#include "base/Macros.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {
/// Captures log lines while alive.
struct LogCapture {
    LogCapture() {
        previous = cc::setLogHandler([this](cc::LogLevel level, const char* text) {
            levels.push_back(level);
            lines.push_back(text);
        });
    }
    ~LogCapture() { cc::setLogHandler(previous); }
    cc::LogHandler previous;
    std::vector<cc::LogLevel> levels;
    std::vector<std::string> lines;
};
} // namespace

TEST(Log, FormatsAndRoutesToTheHandler) {
    LogCapture capture;
    cc::log("frame %d", 3);
    cc::logWarning("slow %s", "frame");
    cc::logError("%s", std::string(2000, 'x').c_str()); // longer than the stack buffer
    ASSERT_EQ(capture.lines.size(), 3u);
    EXPECT_EQ(capture.lines[0], "frame 3");
    EXPECT_EQ(capture.levels[1], cc::LogLevel::Warning);
    EXPECT_EQ(capture.lines[2].size(), 2000u);
}

TEST(Log, DefaultAssertHandlerLogsAndReturns) {
    LogCapture capture;
    cc::AssertHandler testHandler = cc::setAssertHandler(nullptr); // the engine's default
    bool continued = false;
    if (!CC_CHECK(1 + 1 == 3, "arithmetic is broken")) continued = true;
    cc::setAssertHandler(testHandler);
    EXPECT_TRUE(continued);
    ASSERT_EQ(capture.lines.size(), 1u);
    EXPECT_EQ(capture.levels[0], cc::LogLevel::Error);
    EXPECT_NE(capture.lines[0].find("arithmetic is broken"), std::string::npos);
    EXPECT_NE(capture.lines[0].find("1 + 1 == 3"), std::string::npos);
}
