// tests/engine/data/ConfigTests.cpp — cc::Config: the shared tree, lookups and the JSON loader's
// rules and error positions.
#include "base/Ref.h"
#include "base/RefCensus.h"
#include "data/Config.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <type_traits>
#include <unistd.h>

using cc::Config;

namespace {

Config parseOk(const std::string& text) {
    std::string error = "unchanged";
    Config config = Config::parse(text, "t.json", &error);
    EXPECT_EQ(error, "") << text;
    return config;
}

std::string parseError(const std::string& text, const char* name = "t.json") {
    std::string error;
    Config config = Config::parse(text, name, &error);
    EXPECT_TRUE(config.isNull()) << text;
    return error;
}

} // namespace

TEST(Config, ScalarMembersAreAttributes) {
    Config c = parseOk(R"({"name": "Meadow", "time": 90, "hard": false, "ratio": -0.25,
                           "big": 18446744073709551615, "none": null, "e": "\u00e9"})");
    ASSERT_TRUE(c.isObject());
    EXPECT_EQ(c.get("name").asString(), "Meadow");
    EXPECT_EQ(c.get("time").kind(), Config::Kind::Number);
    EXPECT_EQ(c.get("time").asInt(), 90);
    EXPECT_EQ(c.get("hard").kind(), Config::Kind::Bool);
    EXPECT_FALSE(c.get("hard").asBool(true));
    EXPECT_DOUBLE_EQ(c.get("ratio").asNumber(), -0.25);
    EXPECT_DOUBLE_EQ(c.get("big").asNumber(), 18446744073709551615.0);
    EXPECT_TRUE(c.get("none").isNull());
    EXPECT_TRUE(c.has("none"));
    EXPECT_FALSE(c.has("missing"));
    EXPECT_TRUE(c.get("missing").isNull());
    EXPECT_EQ(c.get("e").asString(), "\xC3\xA9");
    EXPECT_EQ(c.get("name").asNumber(7), 7) << "the fallback for another kind";
    EXPECT_EQ(c.childCount(), 0u);
}

TEST(Config, MembersKeepDocumentOrderAndNames) {
    Config c = parseOk(R"({"zeta": 1, "alpha": 2, "mid": {"x": 1}, "beta": [1, 2], "omega": true})");
    EXPECT_EQ(c.keys(), (std::vector<std::string>{"zeta", "alpha", "mid", "beta", "omega"}));
    ASSERT_EQ(c.size(), 5u);
    EXPECT_EQ(c.nameAt(2), "mid");
    EXPECT_EQ(c.at(1).asInt(), 2);
    EXPECT_TRUE(c.at(5).isNull());
    EXPECT_EQ(c.nameAt(5), "");
    EXPECT_EQ(c.find("beta"), 3u);
    EXPECT_EQ(c.find("gamma"), Config::npos);
    ASSERT_EQ(c.childCount(), 2u);
    EXPECT_EQ(c.childMember(0), 2u);
    EXPECT_EQ(c.childMember(1), 3u);
    EXPECT_EQ(c.childMember(2), Config::npos);
    EXPECT_TRUE(c.childAt(0).isObject());
    EXPECT_TRUE(c.childAt(1).isArray());
    EXPECT_TRUE(c.childAt(2).isNull());
}

TEST(Config, LookupFindsEveryNameOfALargeObject) {
    std::vector<int> order(1000);
    for (int i = 0; i < 1000; ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), std::mt19937(42));
    std::string text = "{";
    for (int i : order)
        text += (text.size() > 1 ? "," : "") + ("\"k" + std::to_string(i) + "\":") + std::to_string(i);
    text += "}";
    Config c = parseOk(text);
    for (int i = 0; i < 1000; ++i)
        ASSERT_EQ(c.get("k" + std::to_string(i)).asInt(-1), i);
    EXPECT_EQ(c.nameAt(0), "k" + std::to_string(order[0]));
}

TEST(Config, ArraysHoldAnyValues) {
    Config c = parseOk(R"([1, "two", [3], {"four": 4}, null])");
    ASSERT_TRUE(c.isArray());
    ASSERT_EQ(c.size(), 5u);
    EXPECT_EQ(c.at(0).asInt(), 1);
    EXPECT_EQ(c.at(1).asString(), "two");
    EXPECT_EQ(c.at(2).at(0).asInt(), 3);
    EXPECT_EQ(c.at(3).get("four").asInt(), 4);
    EXPECT_TRUE(c.at(4).isNull());
    EXPECT_EQ(c.nameAt(0), "");
    EXPECT_TRUE(c.keys().empty());
    EXPECT_FALSE(c.has("0"));
    EXPECT_EQ(c.childCount(), 2u);
}

TEST(Config, EmptyContainers) {
    EXPECT_EQ(parseOk("{}").size(), 0u);
    EXPECT_TRUE(parseOk("{}").isObject());
    EXPECT_TRUE(parseOk(" [ ] ").isArray());
}

TEST(Config, ChildrenAreSharedNotCopied) {
    Config root = parseOk(R"({"a": {"b": {"c": 1}}})");
    const Config& a1 = root.get("a");
    Config a2 = root.get("a");
    EXPECT_TRUE(a2.sameNode(a1));
    EXPECT_EQ(a2.identity(), a1.identity());
    Config copy = root;
    EXPECT_TRUE(copy.sameNode(root));
    EXPECT_FALSE(root.sameNode(parseOk(R"({"a": {"b": {"c": 1}}})")));
}

TEST(Config, AChildKeepsItsSubtreeAlive) {
    Config b;
    {
        Config root = parseOk(R"({"a": {"b": {"c": 1, "d": [1, 2, 3]}}})");
        b = root.get("a").get("b");
    }
    EXPECT_EQ(b.get("c").asInt(), 1);
    EXPECT_EQ(b.get("d").at(2).asInt(), 3);
}

TEST(Config, EqualityIsByValue) {
    EXPECT_EQ(parseOk(R"({"a": [1, {"b": null}]})"), parseOk(R"({ "a" : [ 1, { "b" : null } ] })"));
    EXPECT_NE(parseOk(R"({"a": 1, "b": 2})"), parseOk(R"({"b": 2, "a": 1})")) << "order is part of the value";
    EXPECT_NE(parseOk(R"({"a": 1})"), parseOk(R"({"a": "1"})"));
    EXPECT_NE(parseOk(R"([1])"), parseOk(R"({"0": 1})"));
    EXPECT_EQ(Config(2.0), Config(2.0));
    EXPECT_EQ(Config("x"), Config(std::string("x")));
    EXPECT_NE(Config(true), Config(1.0));
}

TEST(Config, CommentsAreAllowed) {
    Config c = parseOk("// tuning\n{ /* pixels per second */ \"speed\": 3 // fast\n}");
    EXPECT_EQ(c.get("speed").asInt(), 3);
}

TEST(Config, ErrorsNameTheFileLineAndColumn) {
    EXPECT_EQ(
        parseError("{\n  \"a\": 1,\n}\n", "levels/1.json"),
        "levels/1.json:3:1: syntax error while parsing object key - unexpected '}'; expected string literal");
    /* the position is where the parser stopped: the end of the unexpected token */
    EXPECT_EQ(parseError("{\"a\": 1 \"b\": 2}"),
              "t.json:1:11: syntax error while parsing object - unexpected string literal; expected '}'");
    EXPECT_EQ(parseError("[1, 2,]"),
              "t.json:1:7: syntax error while parsing value - unexpected ']'; expected "
              "'[', '{', or a literal");
}

TEST(Config, UnterminatedStringPointsAtTheEnd) {
    std::string error = parseError("{\"a\": \"abc");
    EXPECT_EQ(error.rfind(
                  "t.json:1:11: syntax error while parsing value - invalid string: missing closing quote", 0),
              0u)
        << error;
}

TEST(Config, ANewlineInAStringIsOnTheLineItEnds) {
    std::string error = parseError("{\n\"a\": \"ab\ncd\"}");
    EXPECT_EQ(error.rfind("t.json:2:9: syntax error while parsing value - invalid string: control character "
                          "U+000A (LF) must be escaped",
                          0),
              0u)
        << error;
}

TEST(Config, EmptyTextIsAnError) {
    EXPECT_EQ(parseError(""),
              "t.json:1:1: syntax error while parsing value - unexpected end of input; expected "
              "'[', '{', or a literal");
}

TEST(Config, TopLevelMustBeAContainer) {
    EXPECT_EQ(parseError("  42"), "t.json:1:3: top-level value must be an object or an array, not number");
    EXPECT_EQ(parseError("\n\"text\""),
              "t.json:2:1: top-level value must be an object or an array, not string");
    EXPECT_EQ(parseError("null"), "t.json:1:1: top-level value must be an object or an array, not null");
}

TEST(Config, DuplicateKeysAreErrorsAtTheSecondName) {
    EXPECT_EQ(parseError("{\n  \"a\": 1,\n  \"b\": {\"a\": 2},\n  \"a\": 3\n}"),
              "t.json:4:3: duplicate key \"a\"");
    EXPECT_EQ(parseError(R"({"q\"x": 1, "q\"x": 2})"), "t.json:1:13: duplicate key \"q\"x\"");
    EXPECT_EQ(parseError(R"({"c": 1, "b": 1, "b": 2, "c": 2})"), "t.json:1:18: duplicate key \"b\"")
        << "the first repeat in document order";
}

TEST(Config, NestingIsLimited) {
    int depth = Config::kMaxDepth;
    parseOk(std::string(depth, '[') + std::string(depth, ']'));
    EXPECT_EQ(parseError(std::string(depth + 100, '[') + std::string(depth + 100, ']'), "deep"),
              "deep:1:" + std::to_string(depth + 1) + ": nested deeper than " + std::to_string(depth) +
                  " levels");
}

TEST(Config, ErrorIsOptionalAndClearedOnSuccess) {
    EXPECT_TRUE(Config::parse("{", "x", nullptr).isNull());
    std::string error = "old";
    Config::parse("{}", "x", &error);
    EXPECT_EQ(error, "");
}

TEST(Config, EmbeddedNulsSurvive) {
    Config c = parseOk(R"({"a\u0000b": "x\u0000y"})");
    EXPECT_EQ(c.get(std::string("a\0b", 3)).asString(), std::string("x\0y", 3));
    EXPECT_FALSE(c.has("a"));
}

class ConfigFile : public ::testing::Test {
protected:
    void SetUp() override {
        _dir = std::filesystem::temp_directory_path() / ("kite_config_tests_" + std::to_string(getpid()));
        std::filesystem::create_directories(_dir);
    }
    void TearDown() override { std::filesystem::remove_all(_dir); }
    std::string write(const std::string& name, const std::string& text) {
        std::string path = (_dir / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    std::filesystem::path _dir;
};

TEST_F(ConfigFile, LoadsAFile) {
    std::string path =
        write("level.json", "\xEF\xBB\xBF{\"name\": \"Meadow\", \"walls\": [[0, 0, 480, 10]]}");
    std::string error;
    Config c = Config::loadFile(path, &error);
    EXPECT_EQ(error, "");
    EXPECT_EQ(c.get("name").asString(), "Meadow");
    EXPECT_EQ(c.get("walls").at(0).at(2).asInt(), 480);
}

TEST_F(ConfigFile, ErrorsNameThePathOrTheDisplayName) {
    std::string path = write("bad.json", "{\n  \"a\": tru\n}");
    std::string error;
    EXPECT_TRUE(Config::loadFile(path, &error).isNull());
    EXPECT_EQ(error.rfind(path + ":2:11: syntax error while parsing value - invalid literal", 0), 0u)
        << error;
    Config::loadFile(path, &error, "levels/bad.json");
    EXPECT_EQ(error.rfind("levels/bad.json:2:11: ", 0), 0u) << error;
}

TEST_F(ConfigFile, MissingFilesAndFoldersAreErrors) {
    std::string error;
    EXPECT_TRUE(Config::loadFile((_dir / "nope.json").string(), &error, "nope.json").isNull());
    EXPECT_EQ(error, "nope.json: cannot open file: No such file or directory");
    EXPECT_TRUE(Config::loadFile(_dir.string(), &error, "dir").isNull());
    EXPECT_EQ(error, "dir: cannot read file: Is a directory");
}

TEST(Config, IsAValueNotARef) {
    static_assert(!std::is_base_of_v<cc::Ref, Config>, "Config is Lua-owned data, not a Ref");
    int before = cc::RefCensus::liveCount();
    {
        Config c = parseOk(R"({"a": [{"b": 1}]})");
        Config child = c.get("a").at(0);
        EXPECT_EQ(cc::RefCensus::liveCount(), before);
    }
    EXPECT_EQ(cc::RefCensus::liveCount(), before);
}
