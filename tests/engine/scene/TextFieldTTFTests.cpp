// tests/engine/scene/TextFieldTTFTests.cpp — cc::TextFieldTTF (issue 21): editing through the IME,
// what it shows (placeholder, password, cursor), hostile text, and a focused field destroyed.
#include "events/IMEDispatcher.h"
#include "scene/TextFieldTTF.h"
#include "scene/Utf8Text.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <string>

namespace {

class TextFieldTTFTest : public kite::test::EngineTest {
protected:
    void TearDown() override {
        ime()->setKeyboardHost(nullptr);
        kite::test::EngineTest::TearDown();
    }
    static cc::IMEDispatcher* ime() { return cc::IMEDispatcher::sharedDispatcher(); }
    cc::TextFieldTTF* field() {
        auto* f = cc::TextFieldTTF::textFieldWithPlaceHolder("Your name", "Arial", 20);
        scene->addChild(f);
        return f;
    }
    static void type(const std::string& text) { ime()->dispatchInsertText(text.data(), text.size()); }
    /// What the label draws (Label::getString), not the input text.
    static std::string shown(cc::TextFieldTTF* f) { return static_cast<cc::Label*>(f)->getString(); }
};

class Refuser : public cc::TextFieldDelegate {
public:
    bool onTextFieldInsertText(cc::TextFieldTTF*, const char*, std::size_t) override { return refuseInsert; }
    bool onTextFieldDeleteBackward(cc::TextFieldTTF*, const char* text, std::size_t len) override {
        deleted = std::string(text, len);
        return true;
    }
    bool refuseInsert = false;
    std::string deleted;
};

} // namespace

TEST_F(TextFieldTTFTest, ShowsThePlaceholderInItsColourUntilThereIsText) {
    cc::TextFieldTTF* f = field();
    EXPECT_EQ(f->getString(), "");
    EXPECT_EQ(shown(f), "Your name");
    EXPECT_EQ(f->getPlaceHolder(), "Your name");
    EXPECT_EQ(static_cast<cc::Label*>(f)->getTextColor(), cc::Color4B::GRAY);
    f->setString("Ada");
    EXPECT_EQ(shown(f), "Ada");
    EXPECT_EQ(static_cast<cc::Label*>(f)->getTextColor(), cc::Color4B::WHITE);
    f->setString("");
    f->setColorSpaceHolder(cc::Color3B(10, 20, 30));
    EXPECT_EQ(f->getColorSpaceHolder(), cc::Color4B(10, 20, 30, 255));
    EXPECT_EQ(static_cast<cc::Label*>(f)->getTextColor(), cc::Color4B(10, 20, 30, 255));
}

TEST_F(TextFieldTTFTest, TypingNeedsTheFieldAttachedAndOpensTheKeyboard) {
    std::vector<bool> keyboard;
    ime()->setKeyboardHost([&keyboard](bool open) { keyboard.push_back(open); });
    cc::TextFieldTTF* f = field();
    type("lost");
    EXPECT_EQ(f->getString(), "");
    ASSERT_TRUE(f->attachWithIME());
    EXPECT_TRUE(f->isAttachedWithIME());
    type("h\xC3\xA9");
    type("llo");
    EXPECT_EQ(f->getString(), "h\xC3\xA9llo");
    EXPECT_EQ(f->getCharCount(), 5u);
    ime()->dispatchDeleteBackward(); // a whole character
    ime()->dispatchDeleteBackward();
    ime()->dispatchDeleteBackward();
    EXPECT_EQ(f->getString(), "h\xC3\xA9");
    ime()->dispatchDeleteBackward();
    EXPECT_EQ(f->getString(), "h");
    EXPECT_TRUE(f->detachWithIME());
    EXPECT_EQ(keyboard, (std::vector<bool>{true, false}));
}

TEST_F(TextFieldTTFTest, EnterInsertsWhatCameBeforeItAndDetaches) {
    cc::TextFieldTTF* f = field();
    ASSERT_TRUE(f->attachWithIME());
    type("ok\nignored");
    EXPECT_EQ(f->getString(), "ok");
    EXPECT_FALSE(f->isAttachedWithIME());
    EXPECT_FALSE(ime()->isKeyboardOpen());
}

TEST_F(TextFieldTTFTest, MalformedUtf8IsReplacedNeverStored) {
    cc::TextFieldTTF* f = field();
    ASSERT_TRUE(f->attachWithIME());
    type("a\xFF"
         "b\xC3"); // a stray byte, and a sequence cut off
    EXPECT_EQ(f->getString(), "a\xEF\xBF\xBD"
                              "b\xEF\xBF\xBD");
    f->setString("\xED\xA0\x80"); // a surrogate
    EXPECT_EQ(f->getString(), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(cc::toValidUtf8(f->getString()), f->getString());
}

TEST_F(TextFieldTTFTest, CombiningAndRightToLeftTextIsStoredAsGiven) {
    cc::TextFieldTTF* f = field();
    ASSERT_TRUE(f->attachWithIME());
    const std::string combining = "e\xCC\x81";                     // e + COMBINING ACUTE ACCENT
    const std::string hebrew = "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D"; // shalom
    type(combining + hebrew);
    EXPECT_EQ(f->getString(), combining + hebrew);
    EXPECT_EQ(f->getCharCount(), 6u);
    ime()->dispatchDeleteBackward();
    EXPECT_EQ(f->getString(), combining + "\xD7\xA9\xD7\x9C\xD7\x95");
}

TEST_F(TextFieldTTFTest, AMegabyteIsCutAtTheLimitOnACharacter) {
    cc::TextFieldTTF* f = field();
    ASSERT_TRUE(f->attachWithIME());
    std::string big;
    for (int i = 0; i < 512 * 1024; ++i)
        big += "\xC3\xA9"; // 1 MiB of two-byte characters
    type("x");
    type(big);
    EXPECT_LE(f->getString().size(), cc::TextFieldTTF::kMaxTextBytes);
    EXPECT_EQ(f->getString().size(), cc::TextFieldTTF::kMaxTextBytes - 1); // "x" + whole characters
    EXPECT_EQ(cc::toValidUtf8(f->getString()), f->getString());
    EXPECT_EQ(f->getCharCount(), 1u + (cc::TextFieldTTF::kMaxTextBytes - 2) / 2);
}

TEST_F(TextFieldTTFTest, PasswordStyleShowsOneSymbolPerCharacter) {
    cc::TextFieldTTF* f = field();
    f->setString("h\xC3\xA9y");
    f->setSecureTextEntry(true);
    EXPECT_TRUE(f->isSecureTextEntry());
    EXPECT_EQ(shown(f), "\xE2\x97\x8F\xE2\x97\x8F\xE2\x97\x8F");
    f->setPasswordTextStyle("*");
    EXPECT_EQ(shown(f), "***");
    f->setPasswordTextStyle(""); // ignored
    EXPECT_EQ(f->getPasswordTextStyle(), "*");
    EXPECT_EQ(f->getString(), "h\xC3\xA9y");
}

TEST_F(TextFieldTTFTest, TheCursorEditsWhereItIsAndBlinks) {
    cc::TextFieldTTF* f = field();
    f->setString("ac");
    f->setCursorEnabled(true);
    EXPECT_EQ(f->getCursorPosition(), 2u);
    EXPECT_EQ(shown(f), "ac"); // no cursor until attached
    ASSERT_TRUE(f->attachWithIME());
    EXPECT_EQ(shown(f), "ac|");
    f->setCursorPosition(1);
    type("b");
    EXPECT_EQ(f->getString(), "abc");
    EXPECT_EQ(shown(f), "ab|c");
    ime()->dispatchControlKey(cc::EventKeyboard::KeyCode::KEY_HOME);
    ime()->dispatchControlKey(cc::EventKeyboard::KeyCode::KEY_DELETE);
    EXPECT_EQ(f->getString(), "bc");
    ime()->dispatchControlKey(cc::EventKeyboard::KeyCode::KEY_END);
    ime()->dispatchDeleteBackward();
    EXPECT_EQ(f->getString(), "b");
    f->setCursorChar('_');
    EXPECT_EQ(shown(f), "b_");
    kite::test::runFrames(1, 1.1f); // past the shown half second: hidden
    EXPECT_EQ(shown(f), "b");
    kite::test::runFrames(1, 0.6f);
    EXPECT_EQ(shown(f), "b_");
    f->setCursorPosition(5); // past the end: ignored
    EXPECT_EQ(f->getCursorPosition(), 1u);
}

TEST_F(TextFieldTTFTest, TheDelegateMayRefuse) {
    cc::TextFieldTTF* f = field();
    Refuser refuser;
    f->setDelegate(&refuser);
    ASSERT_TRUE(f->attachWithIME());
    type("ab");
    ime()->dispatchDeleteBackward();
    EXPECT_EQ(refuser.deleted, "b");
    EXPECT_EQ(f->getString(), "ab");
    refuser.refuseInsert = true;
    type("c");
    f->appendString("d");
    EXPECT_EQ(f->getString(), "ab");
    f->setDelegate(nullptr);
}

TEST_F(TextFieldTTFTest, AFocusedFieldDestroyedLeavesTheImeSafe) {
    cc::TextFieldTTF* f = field();
    ASSERT_TRUE(f->attachWithIME());
    EXPECT_TRUE(ime()->isKeyboardOpen());
    f->removeFromParent();
    kite::test::runFrames(1, 0.1f); // the pool frees it
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
    EXPECT_FALSE(ime()->isKeyboardOpen());
    type("after"); // nobody to hear it
    cc::TextFieldTTF* next = field();
    EXPECT_TRUE(next->attachWithIME());
}
