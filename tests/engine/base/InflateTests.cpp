// tests/engine/base/InflateTests.cpp
#include "base/Inflate.h"

#include <gtest/gtest.h>

namespace {

std::string fromHex(const std::string& hex) {
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
    return bytes;
}

// "hello hello hello", gzipped.
const std::string kGzip = fromHex("1f8b0800000000000203cb48cdc9c957c84090008088f9e511000000");

} // namespace

TEST(Inflate, ReadsGzip) {
    std::string out, error;
    ASSERT_TRUE(cc::inflateData(kGzip, 1024, &out, &error)) << error;
    EXPECT_EQ(out, "hello hello hello");
}

TEST(Inflate, RefusesDataThatIsNotCompressedOrCutShort) {
    std::string out, error;
    EXPECT_FALSE(cc::inflateData("plain text, not gzip", 1024, &out, &error));
    EXPECT_FALSE(error.empty());
    error.clear();
    EXPECT_FALSE(cc::inflateData(kGzip.substr(0, kGzip.size() / 2), 1024, &out, &error));
    EXPECT_NE(error.find("cut short"), std::string::npos) << error;
}

TEST(Inflate, RefusesOutputLargerThanTheLimit) {
    std::string out, error;
    EXPECT_FALSE(cc::inflateData(kGzip, 10, &out, &error));
    EXPECT_NE(error.find("more than 10 bytes"), std::string::npos) << error;
}
