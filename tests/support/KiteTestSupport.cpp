// tests/support/KiteTestSupport.cpp — the after-each-test checks and the assert capture.
#include "KiteTestSupport.h"

#include "base/Macros.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "director/Director.h"

#include <gtest/gtest.h>

namespace kite {
namespace test {
namespace {

std::vector<AfterEachTestCheck>& checks() {
    static std::vector<AfterEachTestCheck> list;
    return list;
}

ScopedAssertCapture* s_capture = nullptr;
int s_censusBaseline = 0; // raised after a reported leak so one leak fails one test, not all that follow

void onEngineAssert(const cc::AssertInfo& info) {
    std::string text = std::string(info.message) + " (" + info.condition + ") at " + info.file + ":" +
                       std::to_string(info.line);
    if (s_capture) {
        s_capture->record(text); // the engine continues on its fallback path
        return;
    }
    ADD_FAILURE() << "engine assertion failed: " << text;
}

std::string runAfterEachTest() {
    std::string failures;
    tearDownEngine();
    int live = cc::RefCensus::liveCount();
    if (live != s_censusBaseline) {
        failures += "Ref census is not clean after the test (expected " + std::to_string(s_censusBaseline) +
                    " live):\n" + cc::RefCensus::report();
        s_censusBaseline = live;
    }
    for (const AfterEachTestCheck& check : checks()) {
        std::string result = check();
        if (!result.empty()) failures += result + "\n";
    }
    return failures;
}

class AfterEachTestListener : public testing::EmptyTestEventListener {
    void OnTestEnd(const testing::TestInfo&) override {
        std::string failures = runAfterEachTest();
        if (!failures.empty()) ADD_FAILURE() << failures; // still attributed to the test that just ended
    }
};

} // namespace

void addAfterEachTestCheck(AfterEachTestCheck check) {
    checks().push_back(std::move(check));
}

ScopedAssertCapture::ScopedAssertCapture() : _previous(s_capture) {
    s_capture = this;
}

ScopedAssertCapture::~ScopedAssertCapture() {
    s_capture = _previous;
}

bool ScopedAssertCapture::contains(const std::string& text) const {
    for (const std::string& message : _messages)
        if (message.find(text) != std::string::npos) return true;
    return false;
}

ScopedLogCapture::ScopedLogCapture()
    : _previous(cc::setLogHandler([this](cc::LogLevel level, const char* message) {
          _lines.push_back(cc::logLevelPrefix(level) + std::string(message));
      })) {}

ScopedLogCapture::~ScopedLogCapture() {
    cc::setLogHandler(std::move(_previous));
}

std::string ScopedLogCapture::text() const {
    std::string text;
    for (const std::string& line : _lines)
        text += line + "\n";
    return text;
}

void installTestHooks() {
    cc::setAssertHandler(onEngineAssert);
    // Appended after the default printer: OnTestEnd runs in reverse order, so the leak check reports
    // before the printer writes the test's verdict.
    testing::UnitTest::GetInstance()->listeners().Append(new AfterEachTestListener());
}

void tearDownEngine() {
    cc::PoolManager::getInstance()->drainCurrentPool();
    if (cc::Director::getExistingInstance()) cc::Director::destroyInstance();
    cc::PoolManager::getInstance()->drainCurrentPool();
}

} // namespace test
} // namespace kite
