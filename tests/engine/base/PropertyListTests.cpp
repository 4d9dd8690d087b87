// tests/engine/base/PropertyListTests.cpp — the XML property-list reader and its error messages.
#include "base/PropertyList.h"

#include <gtest/gtest.h>

namespace {

std::string plist(const std::string& body) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n";
}

bool parse(const std::string& text, cc::PlistValue* out, std::string* error) {
    return cc::PropertyList::parse(text, "test.plist", out, error);
}

std::string errorOf(const std::string& text) {
    cc::PlistValue v;
    std::string error;
    EXPECT_FALSE(parse(text, &v, &error)) << text;
    return error;
}

} // namespace

TEST(PropertyList, ReadsEveryValueType) {
    cc::PlistValue v;
    std::string error;
    ASSERT_TRUE(parse(plist(R"(<dict>
        <key>s</key><string>a &amp; b</string>
        <key>i</key><integer>-42</integer>
        <key>r</key><real>2.5</real>
        <key>t</key><true/>
        <key>f</key><false/>
        <key>d</key><date>2020-01-01T00:00:00Z</date>
        <key>b</key><data>aGVs
            bG8=</data>
        <key>a</key><array><integer>1</integer><dict/><array/></array>
    </dict>)"),
                      &v, &error))
        << error;
    ASSERT_TRUE(v.isDict());
    EXPECT_EQ(v.find("s")->text(), "a & b");
    EXPECT_EQ(v.find("i")->asInteger(), -42);
    EXPECT_EQ(v.find("i")->number(), -42.0);
    EXPECT_EQ(v.find("r")->number(), 2.5);
    EXPECT_TRUE(v.find("t")->asBoolean());
    EXPECT_FALSE(v.find("f")->asBoolean());
    EXPECT_EQ(v.find("d")->type(), cc::PlistValue::Type::Date);
    EXPECT_EQ(v.find("b")->text(), "hello");
    const cc::PlistValue* a = v.find("a");
    ASSERT_TRUE(a->isArray());
    ASSERT_EQ(a->array().size(), 3u);
    EXPECT_TRUE(a->array()[1].isDict());
    EXPECT_TRUE(a->array()[2].isArray());
    EXPECT_EQ(v.find("missing"), nullptr);
}

TEST(PropertyList, ErrorsNameTheFileAndTheLine) {
    EXPECT_EQ(errorOf(plist("<dict>\n<key>n</key><integer>12x</integer></dict>")),
              "test.plist:4: <integer> is not an integer: '12x'");
    EXPECT_EQ(errorOf(plist("<dict>\n<key>n</key><real>abc</real></dict>")),
              "test.plist:4: <real> is not a number: 'abc'");
    EXPECT_NE(errorOf("<plist><dict>").find("test.plist:1: not valid XML"), std::string::npos);
    EXPECT_EQ(errorOf("<root/>"),
              "test.plist:1: not a property list: the root element is <root>, not <plist>");
    EXPECT_EQ(errorOf("bplist00\x01\x02"),
              "test.plist: binary property lists are not supported; save it as XML");
    EXPECT_NE(
        errorOf(plist("<dict><key>a</key><true/><key>a</key><false/></dict>")).find("key 'a' appears twice"),
        std::string::npos);
    EXPECT_NE(errorOf(plist("<dict><key>a</key></dict>")).find("key 'a' has no value"), std::string::npos);
    EXPECT_NE(errorOf(plist("<dict><string>x</string></dict>")).find("expects <key>"), std::string::npos);
    EXPECT_NE(errorOf(plist("<dict/><dict/>")).find("exactly one value, it holds 2"), std::string::npos);
    EXPECT_NE(errorOf(plist("<blob/>")).find("unknown element <blob>"), std::string::npos);
    EXPECT_NE(errorOf(plist("<integer>99999999999999999999999</integer>")).find("out of range"),
              std::string::npos);
    EXPECT_NE(errorOf(plist("<real>1e999</real>")).find("not finite"), std::string::npos);
    EXPECT_NE(errorOf(plist("<data>@@@</data>")).find("not base64"), std::string::npos);
    EXPECT_NE(errorOf(plist("<data>aGVsb</data>")).find("not base64: truncated"), std::string::npos);
    EXPECT_NE(errorOf(plist("<array>text<true/></array>")).find("outside any value"), std::string::npos);
}

TEST(PropertyList, DeepNestingIsAnErrorNotACrash) {
    std::string deep;
    for (int i = 0; i < 10000; ++i)
        deep += "<array>";
    for (int i = 0; i < 10000; ++i)
        deep += "</array>";
    EXPECT_NE(errorOf(plist(deep)).find("nested deeper than 64 levels"), std::string::npos);
    std::string fine;
    for (int i = 0; i < 60; ++i)
        fine += "<array>";
    for (int i = 0; i < 60; ++i)
        fine += "</array>";
    cc::PlistValue v;
    std::string error;
    EXPECT_TRUE(parse(plist(fine), &v, &error)) << error;
}

TEST(PropertyList, MissingFileIsNamed) {
    cc::PlistValue v;
    std::string error;
    EXPECT_FALSE(cc::PropertyList::load("/nonexistent/dir/x.plist", &v, &error));
    EXPECT_EQ(error, "/nonexistent/dir/x.plist: No such file or directory");
}

TEST(PropertyList, ReadNumberTakesOnlyNumbersOfAFileSize) {
    cc::PlistValue v;
    std::string error;
    ASSERT_TRUE(parse(plist(R"(<dict>
        <key>int</key><integer>-12</integer>
        <key>real</key><real>2.5</real>
        <key>huge</key><real>1e10</real>
        <key>text</key><string>3</string>
    </dict>)"),
                      &v, &error))
        << error;
    using Member = cc::PlistValue::NumberMember;
    double out = 7.0;
    EXPECT_EQ(v.readNumber("int", &out), Member::Found);
    EXPECT_EQ(out, -12.0);
    EXPECT_EQ(v.readNumber("real", &out), Member::Found);
    EXPECT_EQ(out, 2.5);
    out = 7.0;
    EXPECT_EQ(v.readNumber("huge", &out), Member::OutOfRange);
    EXPECT_EQ(v.readNumber("text", &out), Member::NotANumber);
    EXPECT_EQ(v.readNumber("absent", &out), Member::Missing);
    EXPECT_EQ(out, 7.0) << "left alone when not found";
}
