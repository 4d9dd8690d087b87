// tests/engine/base/Base64Tests.cpp
#include "base/Base64.h"

#include <gtest/gtest.h>

TEST(Base64, DecodesPaddedAndUnpaddedGroups) {
    std::string out, error;
    ASSERT_TRUE(cc::base64Decode("aGVsbG8=", &out, &error)) << error;
    EXPECT_EQ(out, "hello");
    ASSERT_TRUE(cc::base64Decode("aGk=", &out, &error)) << error;
    EXPECT_EQ(out, "hi");
    ASSERT_TRUE(cc::base64Decode("YWJj", &out, &error)) << error;
    EXPECT_EQ(out, "abc");
    ASSERT_TRUE(cc::base64Decode("", &out, &error)) << error;
    EXPECT_EQ(out, "");
}

TEST(Base64, SkipsTheLineBreaksPlistsWrapDataWith) {
    std::string out, error;
    ASSERT_TRUE(cc::base64Decode("  aGVs\n\tbG8=\r\n", &out, &error)) << error;
    EXPECT_EQ(out, "hello");
}

TEST(Base64, RefusesBadCharactersAndTruncatedGroups) {
    std::string out, error;
    EXPECT_FALSE(cc::base64Decode("aGV*bG8=", &out, &error));
    EXPECT_NE(error.find("bad base64 character"), std::string::npos) << error;
    error.clear();
    EXPECT_FALSE(cc::base64Decode("aGVsb", &out, &error));
    EXPECT_NE(error.find("truncated"), std::string::npos) << error;
    error.clear();
    EXPECT_FALSE(cc::base64Decode("a===", &out, &error));
    EXPECT_FALSE(cc::base64Decode("aG=k", &out, &error));
}
