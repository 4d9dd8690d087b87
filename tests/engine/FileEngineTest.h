// tests/engine/FileEngineTest.h — EngineTest with a folder of its own for the files a test writes,
// fake images (sizes without pixels) and the error lines the engine logs: the fixture of the
// loaders' tests (sprite sheets, animations, bitmap fonts).
#pragma once

#include "base/Log.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace kite {
namespace test {

class FileEngineTest : public EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        // Each test its own folder: CTest runs the tests of one suite in parallel processes.
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = ::testing::TempDir() + "kite_" + info->test_suite_name() + "_" + info->name();
        ASSERT_EQ(std::system(("rm -rf '" + dir + "' && mkdir -p '" + dir + "'").c_str()), 0);
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) errors.push_back(message);
        });
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        EngineTest::TearDown();
    }
    /// Writes @p text to dir/@p name; returns the path.
    std::string write(const std::string& name, const std::string& text) {
        std::string path = dir + "/" + name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    /// The errors logged so far, one per line.
    std::string loggedErrors() const {
        std::string all;
        for (const std::string& e : errors)
            all += e + "\n";
        return all;
    }

    FakeTextureLoader loader;
    std::string dir;
    std::vector<std::string> errors;

private:
    cc::LogHandler previousLog;
};

} // namespace test
} // namespace kite
