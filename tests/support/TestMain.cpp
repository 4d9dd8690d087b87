// tests/support/TestMain.cpp — main() for every Kite GoogleTest executable.
#include <gtest/gtest.h>

namespace kite {
namespace test {
void installTestHooks();
} // namespace test
} // namespace kite

int main(int argc, char** argv) {
    testing::InitGoogleTest(&argc, argv);
    kite::test::installTestHooks();
    return RUN_ALL_TESTS();
}
