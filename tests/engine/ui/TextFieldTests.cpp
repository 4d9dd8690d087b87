// tests/engine/ui/TextFieldTests.cpp — ccui.TextField (issue 21): touch to attach, the IME's events in
// cocos's order on the next update, max length in characters, password, hostile text, lifetimes.
#include "events/IMEDispatcher.h"
#include "scene/Label.h"
#include "ui/TextField.h"

#include "WidgetTouchTest.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

namespace {

using cc::ui::TextField;

const char* eventName(TextField::EventType type) {
    static const char* const names[] = {"attach", "detach", "insert", "delete"};
    return names[static_cast<int>(type)];
}

class TextFieldTest : public kite::test::WidgetTouchTest {
protected:
    void TearDown() override {
        ime()->setKeyboardHost(nullptr);
        WidgetTouchTest::TearDown();
    }
    static cc::IMEDispatcher* ime() { return cc::IMEDispatcher::sharedDispatcher(); }
    static void type(const std::string& text) { ime()->dispatchInsertText(text.data(), text.size()); }
    /// A 100x30 field at (50, 50)..(150, 80), its events logged as "<name> <event> <text>".
    TextField* field(const std::string& name = "f") {
        TextField* f = TextField::create("Your name", "Arial", 20);
        f->ignoreContentAdaptWithSize(false);
        f->setContentSize(cc::Size(100.0f, 30.0f));
        f->setAnchorPoint(cc::Vec2::ZERO);
        f->setPosition(50.0f, 50.0f);
        f->addEventListener([this, name](cc::Ref* sender, TextField::EventType type) {
            auto* self = static_cast<TextField*>(sender);
            log.push_back(name + " " + eventName(type) + " " + self->getString());
        });
        scene->addChild(f);
        return f;
    }
    /// What the renderer draws (placeholder, bullets or text).
    static std::string shown(TextField* f) {
        return static_cast<cc::Label*>(f->getVirtualRenderer())->getString();
    }
};

} // namespace

TEST_F(TextFieldTest, StartsWithThePlaceholderAndTouchOn) {
    TextField* f = TextField::create("Your name", "Arial", 20);
    scene->addChild(f);
    EXPECT_EQ(f->getPlaceHolder(), "Your name");
    EXPECT_EQ(f->getString(), "");
    EXPECT_EQ(shown(f), "Your name");
    EXPECT_EQ(f->getFontName(), "Arial");
    EXPECT_EQ(f->getFontSize(), 20);
    EXPECT_TRUE(f->isTouchEnabled());
    EXPECT_STREQ(f->getPasswordStyleText(), "*");
    EXPECT_GT(f->getContentSize().width, 0.0f); // adapts to the placeholder
    EXPECT_EQ(TextField::create()->getPlaceHolder(), "input words here");
}

TEST_F(TextFieldTest, ATouchAttachesTypingInsertsAndATouchElsewhereDetaches) {
    std::vector<bool> keyboard;
    ime()->setKeyboardHost([&keyboard](bool open) { keyboard.push_back(open); });
    TextField* f = field();
    tap(60.0f, 60.0f);
    EXPECT_TRUE(log.empty()); // the events come on the next update
    step(0.016f);
    type("h\xC3\xA9");
    step(0.016f);
    ime()->dispatchDeleteBackward();
    step(0.016f);
    tap(300.0f, 300.0f);
    step(0.016f);
    EXPECT_EQ(log, (Log{"f attach ", "f insert h\xC3\xA9", "f delete h", "f detach h"}));
    EXPECT_EQ(keyboard, (std::vector<bool>{true, false}));
    EXPECT_EQ(f->getStringLength(), 1);
}

TEST_F(TextFieldTest, EventsOfOneFrameComeInCocosOrder) {
    TextField* a = field("a");
    TextField* b = field("b");
    b->setPosition(50.0f, 200.0f);
    a->attachWithIME();
    step(0.016f);
    log.clear();
    // In one frame: b takes the IME from a, then text is typed and deleted in b.
    b->attachWithIME();
    type("xy");
    ime()->dispatchDeleteBackward();
    step(0.016f);
    EXPECT_EQ(log, (Log{"a detach ", "b attach x", "b delete x", "b insert x"}));
}

TEST_F(TextFieldTest, EnterDetachesWithoutAnInsertEvent) {
    TextField* f = field();
    f->attachWithIME();
    type("ok\n");
    step(0.016f);
    EXPECT_EQ(log, (Log{"f detach ok", "f attach ok", "f insert ok"}));
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
}

TEST_F(TextFieldTest, MaxLengthCountsCharacters) {
    TextField* f = field();
    f->setMaxLengthEnabled(true);
    f->setMaxLength(3);
    f->attachWithIME();
    type("h\xC3\xA9llo");
    EXPECT_EQ(f->getString(), "h\xC3\xA9l");
    step(0.016f);
    log.clear();
    type("z"); // full: refused, but cocos still reports the insert
    step(0.016f);
    EXPECT_EQ(f->getString(), "h\xC3\xA9l");
    EXPECT_EQ(log, (Log{"f insert h\xC3\xA9l"}));
    f->setString("\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D"); // right-to-left, four characters
    EXPECT_EQ(f->getString(), "\xD7\xA9\xD7\x9C\xD7\x95");
    f->setMaxLength(1); // cuts what is there
    EXPECT_EQ(f->getString(), "\xD7\xA9");
    f->setMaxLengthEnabled(false);
    f->setString("e\xCC\x81 longer"); // combining accent kept as given
    EXPECT_EQ(f->getString(), "e\xCC\x81 longer");
}

TEST_F(TextFieldTest, PasswordShowsTheStyleCharacter) {
    TextField* f = field();
    f->setPasswordEnabled(true);
    f->setString("s\xC3\xA9"
                 "cret");
    EXPECT_EQ(shown(f), "******");
    EXPECT_EQ(f->getString(), "s\xC3\xA9"
                              "cret");
    f->setPasswordStyleText("#");
    EXPECT_EQ(shown(f), "######");
    f->setPasswordStyleText("ab"); // more than one character: ignored, as cocos
    f->setPasswordStyleText(" ");  // not printable: ignored
    EXPECT_STREQ(f->getPasswordStyleText(), "#");
    f->setPasswordEnabled(false);
    EXPECT_EQ(shown(f), "s\xC3\xA9"
                        "cret");
}

TEST_F(TextFieldTest, TouchAreaReplacesTheContentRect) {
    TextField* f = field();
    f->setTouchAreaEnabled(true);
    f->setTouchSize(cc::Size(20.0f, 10.0f)); // anchor (0,0): the area is at the field's origin
    EXPECT_EQ(f->getTouchSize(), cc::Size(20.0f, 10.0f));
    EXPECT_TRUE(f->hitTest(cc::Vec2(55.0f, 55.0f)));
    EXPECT_FALSE(f->hitTest(cc::Vec2(100.0f, 70.0f)));
    tap(100.0f, 70.0f);
    step(0.016f);
    EXPECT_TRUE(log.empty());
}

TEST_F(TextFieldTest, CursorShowsWhileAttached) {
    TextField* f = field();
    f->setCursorEnabled(true);
    f->setCursorChar('_');
    f->setString("ab");
    EXPECT_EQ(shown(f), "ab");
    f->attachWithIME();
    EXPECT_EQ(shown(f), "ab_");
}

TEST_F(TextFieldTest, HostileTextIsStoredValidAndBounded) {
    TextField* f = field();
    f->attachWithIME();
    type("a\xFF\xC3"); // a stray byte and a cut-off sequence
    EXPECT_EQ(f->getString(), "a\xEF\xBF\xBD\xEF\xBF\xBD");
    const std::string megabyte(1 << 20, 'm');
    const auto start = std::chrono::steady_clock::now();
    type(megabyte);
    EXPECT_EQ(f->getString().size(), cc::TextFieldTTF::kMaxTextBytes);
    f->setMaxLengthEnabled(true);
    f->setMaxLength(10);
    EXPECT_EQ(f->getStringLength(), 10);
    f->setString("");
    type(megabyte);
    EXPECT_EQ(f->getString(), "mmmmmmmmmm");
    // linear, not quadratic (a megabyte a character a pass would take hours); generous for a loaded machine
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(30));
}

TEST_F(TextFieldTest, AFieldDestroyedWhileFocusedClosesTheKeyboard) {
    std::vector<bool> keyboard;
    ime()->setKeyboardHost([&keyboard](bool open) { keyboard.push_back(open); });
    TextField* f = field();
    tap(60.0f, 60.0f);
    step(0.016f); // the frame drains the autorelease pool: the scene holds the only reference
    EXPECT_TRUE(ime()->isAnyDelegateAttachedWithIME());
    f->removeFromParent(); // the field and its renderer die now
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
    EXPECT_EQ(keyboard, (std::vector<bool>{true, false}));
    type("lost"); // no delegate: nothing happens
    step(0.016f);
}

TEST_F(TextFieldTest, AFieldRemovedInsideItsOwnHandler) {
    TextField* f = field();
    f->addEventListener([this](cc::Ref* sender, TextField::EventType type) {
        log.push_back(eventName(type));
        static_cast<TextField*>(sender)->removeFromParent();
    });
    f->attachWithIME();
    type("x");
    step(0.016f); // attach removes it; the insert of the same frame still comes (it is retained)
    EXPECT_EQ(log, (Log{"attach", "insert"}));
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
    step(0.016f);
}

TEST_F(TextFieldTest, CloneCopiesTheSettingsAndListener) {
    TextField* f = field();
    f->setMaxLengthEnabled(true);
    f->setMaxLength(4);
    f->setPasswordEnabled(true);
    f->setPasswordStyleText("+");
    f->setString("abcdef");
    auto* copy = static_cast<TextField*>(f->clone());
    scene->addChild(copy);
    EXPECT_EQ(copy->getString(), "abcd");
    EXPECT_EQ(copy->getPlaceHolder(), "Your name");
    EXPECT_EQ(copy->getMaxLength(), 4);
    EXPECT_TRUE(copy->isPasswordEnabled());
    EXPECT_EQ(shown(copy), "++++");
    copy->attachWithIME();
    step(0.016f);
    EXPECT_EQ(log, (Log{"f attach abcd"}));
}
