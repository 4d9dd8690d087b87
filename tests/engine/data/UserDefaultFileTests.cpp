// tests/engine/data/UserDefaultFileTests.cpp — the UserDefault.xml format: cocos's files read,
// every key and value Kite writes reads back, foreign files are refused with a message naming them.
#include "data/UserDefaultFile.h"

#include <pugixml.hpp>

#include <gtest/gtest.h>

using cc::UserDefaultFile;

namespace {

UserDefaultFile::Values parseOk(const std::string& text) {
    UserDefaultFile::Values values;
    std::string error;
    EXPECT_TRUE(UserDefaultFile::parse(text, "UD.xml", &values, &error)) << error;
    return values;
}

std::string parseError(const std::string& text) {
    UserDefaultFile::Values values{{"stale", "x"}};
    std::string error;
    EXPECT_FALSE(UserDefaultFile::parse(text, "UD.xml", &values, &error)) << text;
    EXPECT_TRUE(values.empty());
    return error;
}

TEST(UserDefaultFile, ReadsTheFileCocosWrites) {
    auto values = parseOk("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<userDefaultRoot>\n"
                          "    <highScore>1200</highScore>\n    <sound>true</sound>\n"
                          "    <name>Ada &amp; Bo</name>\n    <empty/>\n</userDefaultRoot>\n");
    EXPECT_EQ(values.size(), 4u);
    EXPECT_EQ(values["highScore"], "1200");
    EXPECT_EQ(values["sound"], "true");
    EXPECT_EQ(values["name"], "Ada & Bo");
    EXPECT_EQ(values["empty"], "");
    EXPECT_TRUE(parseOk("<userDefaultRoot/>").empty());
}

TEST(UserDefaultFile, EveryKeyAndValueReadsBack) {
    UserDefaultFile::Values values{{"plain", "1"},
                                   {"player name", "spaces"},
                                   {"", "empty key"},
                                   {"1st", "digit first"},
                                   {"kite-key", "reserved"},
                                   {"xmlThing", "reserved prefix"},
                                   {"a/b", "slash"},
                                   {"<&>\"'", "markup"},
                                   {"\xc3\xbc", "utf-8"},
                                   {"tab\tkey", "tab"},
                                   {"ws", "  "},
                                   {"lines", "a\r\nb\rc\n"},
                                   {"ctl", "\x01\x1f"},
                                   {"bad utf8", "\xff\xfe"},
                                   {"markup", "<a>&amp;</a>]]>"},
                                   {"edge", " lead and trail "},
                                   {"cdata", "<![CDATA[x]]>"},
                                   {"blank", ""}};
    std::string text = UserDefaultFile::serialize(values);
    EXPECT_EQ(parseOk(text), values) << text;
    // The plain key is cocos's element; the others are kite-key entries, so pugixml reads the file.
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_string(text.c_str()));
    EXPECT_STREQ(doc.child("userDefaultRoot").child("plain").child_value(), "1");
    EXPECT_STREQ(
        doc.child("userDefaultRoot").find_child_by_attribute("kite-key", "name", "player name").child_value(),
        "spaces");
}

TEST(UserDefaultFile, PlainKeysAreXmlNames) {
    EXPECT_TRUE(UserDefaultFile::isPlainKey("highScore"));
    EXPECT_TRUE(UserDefaultFile::isPlainKey("_a.b-c9"));
    for (const char* key :
         {"", "1st", "a b", "a/b", "kite-key", "XMLx", "xml", "a:b", "-a", ".a", "\xc3\xbc"})
        EXPECT_FALSE(UserDefaultFile::isPlainKey(key)) << key;
    EXPECT_FALSE(UserDefaultFile::isPlainKey(std::string(201, 'a')));
}

TEST(UserDefaultFile, ForeignFilesAreRefusedNamingTheFile) {
    EXPECT_EQ(parseError("hello"), "UD.xml: not XML: No document element found at byte 5");
    EXPECT_EQ(parseError("<userDefaultRoot><a>1</a>").find("UD.xml: not XML: "), 0u);
    EXPECT_EQ(parseError(std::string("\x89PNG\r\n\x1a\n\0\0\0", 11)).find("UD.xml: "), 0u);
    EXPECT_EQ(parseError("<plist><dict/></plist>"),
              "UD.xml: not a UserDefault file: its root element is <plist>, not <userDefaultRoot>");
    EXPECT_EQ(parseError("<userDefaultRoot><a><b>1</b></a></userDefaultRoot>"),
              "UD.xml: not a UserDefault file: <a> holds elements; a value is plain text");
    EXPECT_EQ(parseError("<userDefaultRoot>loose<a>1</a></userDefaultRoot>"),
              "UD.xml: not a UserDefault file: text directly inside <userDefaultRoot>");
    EXPECT_EQ(parseError("<userDefaultRoot><a x='1'>1</a></userDefaultRoot>"),
              "UD.xml: not a UserDefault file: <a> has attributes; a value is plain text");
    EXPECT_EQ(parseError("<userDefaultRoot><kite-key>1</kite-key></userDefaultRoot>"),
              "UD.xml: not a UserDefault file: a <kite-key> needs exactly one attribute, name");
    EXPECT_EQ(parseError("<userDefaultRoot/><userDefaultRoot/>").find("UD.xml: not "), 0u);
    std::string huge =
        "<userDefaultRoot>" + std::string(UserDefaultFile::kMaxFileSize, ' ') + "</userDefaultRoot>";
    EXPECT_EQ(parseError(huge).find("UD.xml: is 16777251 bytes, more than a save file can be"), 0u);
}

TEST(UserDefaultFile, ARepeatedKeyKeepsItsFirstValueWithAWarning) {
    UserDefaultFile::Values values;
    std::string error;
    std::vector<std::string> warnings;
    ASSERT_TRUE(UserDefaultFile::parse("<userDefaultRoot><a>1</a><a>2</a></userDefaultRoot>", "UD.xml",
                                       &values, &error, &warnings));
    EXPECT_EQ(values["a"], "1");
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0], "UD.xml: the key 'a' appears more than once; the first value is kept");
    // A key written as a kite-key element is named by its key, not by the element.
    warnings.clear();
    ASSERT_TRUE(UserDefaultFile::parse("<userDefaultRoot><kite-key name='player name'>1</kite-key>"
                                       "<kite-key name='player name'>2</kite-key></userDefaultRoot>",
                                       "UD.xml", &values, &error, &warnings));
    EXPECT_EQ(values["player name"], "1");
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0], "UD.xml: the key 'player name' appears more than once; the first value is kept");
}

} // namespace
