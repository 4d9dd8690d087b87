// tests/support/selftest/SupportSelfTest.cpp — tests that MUST fail, to prove the support catches them.
// Run by CTest, which passes when the expected failure text appears (see ../CMakeLists.txt).
#include "base/Macros.h"
#include "base/Ref.h"
#include "scene/Node.h"

#include <gtest/gtest.h>

namespace {
struct Leaky : cc::Ref {};
} // namespace

TEST(SupportSelfTest, LeakedRefFailsTheTest) {
    new Leaky();
}

TEST(SupportSelfTest, LeakedNodeKeptByAnExtraRetainFailsTheTest) {
    cc::Node::create()->retain();
}

TEST(SupportSelfTest, UnexpectedEngineAssertionFailsTheTest) {
    CC_ASSERT(false, "deliberate");
}
