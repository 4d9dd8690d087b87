// tests/support/KiteTestSupport.h — shared GoogleTest support for every Kite test executable.
//
// Link `kite_test_support` instead of GTest::gtest_main. Its main() installs a listener that, after
// every test, drains the autorelease pool, destroys the Director if one exists, and fails the test
// when any Ref is still alive (printing the per-class census), then runs the registered checks.
#pragma once

#include "base/Log.h"

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace kite {
namespace test {

/// A check run after every test (after the engine teardown); a non-empty result fails the test with
/// that text. Later layers register their own censuses here (Lua handlers, Lua stack balance, ...).
using AfterEachTestCheck = std::function<std::string()>;
void addAfterEachTestCheck(AfterEachTestCheck check);

/// While alive, failed CC_ASSERT / CC_CHECK calls are recorded here instead of failing the test.
/// Outside a capture every failed engine assertion is a test failure (never an abort).
class ScopedAssertCapture {
public:
    ScopedAssertCapture();
    ~ScopedAssertCapture();
    ScopedAssertCapture(const ScopedAssertCapture&) = delete;
    ScopedAssertCapture& operator=(const ScopedAssertCapture&) = delete;

    int count() const { return static_cast<int>(_messages.size()); }
    const std::vector<std::string>& messages() const { return _messages; }
    /// Whether any recorded message contains @p text.
    bool contains(const std::string& text) const;
    void record(std::string message) { _messages.push_back(std::move(message)); }

private:
    std::vector<std::string> _messages;
    ScopedAssertCapture* _previous;
};

/// While alive, the engine's log lines are recorded here instead of printed, each as the default
/// sink prints it ("[error] UserDefault: ..."); the sink it replaced comes back after.
class ScopedLogCapture {
public:
    ScopedLogCapture();
    ~ScopedLogCapture();
    ScopedLogCapture(const ScopedLogCapture&) = delete;
    ScopedLogCapture& operator=(const ScopedLogCapture&) = delete;

    const std::vector<std::string>& lines() const { return _lines; }
    /// The lines, each ending in '\n' ("" when nothing was logged).
    std::string text() const;
    void clear() { _lines.clear(); }

private:
    std::vector<std::string> _lines;
    cc::LogHandler _previous;
};

/// The size of image bytes held in memory, for test texture loaders that decode nothing: a PNG's
/// header, or the text "FAKE <w> <h>" (what test plists embed). False for anything else.
inline bool testImageSize(const std::string& bytes, int* width, int* height) {
    if (bytes.size() >= 24 && bytes.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0) {
        auto word = [&](std::size_t at) {
            int value = 0;
            for (std::size_t i = 0; i < 4; ++i)
                value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
            return value;
        };
        *width = word(16);
        *height = word(20);
    } else if (std::sscanf(bytes.c_str(), "FAKE %d %d", width, height) != 2) {
        return false;
    }
    return *width > 0 && *height > 0;
}

/// Drains the current autorelease pool, destroys the Director, drains again. Tests may call it to
/// reach a clean state mid-test; the listener calls it after every test.
void tearDownEngine();

} // namespace test
} // namespace kite
