// tests/engine/ui/EditBoxTests.cpp — ccui.EditBox (issue 21): backgrounds per state, editing through
// the IME with cocos's handler events, input modes, password, limits, hostile text, lifetimes.
#include "events/IMEDispatcher.h"
#include "scene/Label.h"
#include "scene/TextFieldTTF.h"
#include "ui/EditBox.h"
#include "ui/Scale9Sprite.h"

#include "FakePlatform.h"
#include "WidgetTouchTest.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

namespace {

using cc::ui::EditBox;

class EditBoxTest : public kite::test::WidgetTouchTest {
protected:
    void SetUp() override {
        WidgetTouchTest::SetUp();
        loader.sizes["box.png"] = {30, 30};
        loader.sizes["box_on.png"] = {30, 30};
        loader.sizes["box_off.png"] = {30, 30};
    }
    void TearDown() override {
        ime()->setKeyboardHost(nullptr);
        WidgetTouchTest::TearDown();
    }
    static cc::IMEDispatcher* ime() { return cc::IMEDispatcher::sharedDispatcher(); }
    static void type(const std::string& text) { ime()->dispatchInsertText(text.data(), text.size()); }
    /// A 200x40 box at (50, 50)..(250, 90) whose handler logs "<event> <text>".
    EditBox* box(EditBox::InputMode mode = EditBox::InputMode::SINGLE_LINE) {
        EditBox* b = EditBox::create(cc::Size(200.0f, 40.0f), "box.png", "box_on.png", "box_off.png");
        b->setAnchorPoint(cc::Vec2::ZERO);
        b->setPosition(50.0f, 50.0f);
        b->setInputMode(mode);
        b->setScriptHandler([this](const std::string& event, EditBox* sender) {
            log.push_back(event + " " + sender->getText());
        });
        scene->addChild(b);
        return b;
    }
    /// The visible protected children that are labels: what the box shows.
    static std::string shown(EditBox* b) {
        for (cc::Node* child : b->getProtectedChildren()) {
            auto* label = dynamic_cast<cc::Label*>(child);
            if (label && label->isVisible()) return label->getString();
        }
        return "";
    }
    /// Which background is visible: "normal", "pressed" or "disabled".
    static std::string background(EditBox* b) {
        std::vector<cc::ui::Scale9Sprite*> sprites;
        for (cc::Node* child : b->getProtectedChildren())
            if (auto* sprite = dynamic_cast<cc::ui::Scale9Sprite*>(child)) sprites.push_back(sprite);
        const char* names[] = {"normal", "pressed", "disabled"};
        std::string visible;
        for (std::size_t i = 0; i < sprites.size() && i < 3; ++i)
            if (sprites[i]->isVisible()) visible += names[i];
        return visible;
    }

    kite::test::FakeTextureLoader loader;
};

} // namespace

TEST_F(EditBoxTest, CreatesWithStretchedBackgroundsAndThePlaceholder) {
    EditBox* b = box();
    b->setPlaceHolder("Name");
    EXPECT_EQ(b->getContentSize(), cc::Size(200.0f, 40.0f));
    EXPECT_EQ(background(b), "normal");
    EXPECT_EQ(shown(b), "Name");
    EXPECT_EQ(b->getInputFlag(), EditBox::InputFlag::INITIAL_CAPS_ALL_CHARACTERS);
    EXPECT_EQ(b->getMaxLength(), -1);
    EXPECT_TRUE(b->isTouchEnabled());
    for (cc::Node* child : b->getProtectedChildren())
        if (auto* sprite = dynamic_cast<cc::ui::Scale9Sprite*>(child))
            EXPECT_EQ(sprite->getContentSize(), cc::Size(200.0f, 40.0f));
    b->setEnabled(false);
    EXPECT_EQ(background(b), "disabled");
    EXPECT_EQ(EditBox::create(cc::Size(10, 10), cc::ui::Scale9Sprite::create("box.png"))->getInputMode(),
              EditBox::InputMode::ANY);
}

TEST_F(EditBoxTest, AReleaseOnItEditsEnterReturnsAndEnds) {
    std::vector<bool> keyboard;
    ime()->setKeyboardHost([&keyboard](bool open) { keyboard.push_back(open); });
    EditBox* b = box();
    tap(60.0f, 60.0f);
    EXPECT_TRUE(b->isEditing());
    EXPECT_EQ(background(b), "pressed");
    EXPECT_EQ(shown(b), "|");
    type("h\xC3\xA9");
    ime()->dispatchDeleteBackward();
    type("ey\n");
    EXPECT_FALSE(b->isEditing());
    EXPECT_EQ(background(b), "normal");
    EXPECT_EQ(shown(b), "hey");
    EXPECT_EQ(log,
              (Log{"began ", "changed h\xC3\xA9", "changed h", "changed hey", "ended hey", "return hey"}));
    EXPECT_EQ(keyboard, (std::vector<bool>{true, false}));
}

TEST_F(EditBoxTest, ATouchElsewhereOrAnotherBoxEndsEditing) {
    EditBox* a = box();
    EditBox* b = box();
    b->setPosition(50.0f, 200.0f);
    a->openKeyboard();
    b->openKeyboard(); // a ends first
    tap(400.0f, 400.0f);
    EXPECT_FALSE(a->isEditing());
    EXPECT_FALSE(b->isEditing());
    EXPECT_EQ(log, (Log{"began ", "ended ", "return ", "began ", "ended ", "return "}));
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
}

TEST_F(EditBoxTest, AnyIsMultiLine) {
    EditBox* b = box(EditBox::InputMode::ANY);
    b->openKeyboard();
    type("one\ntwo");
    EXPECT_TRUE(b->isEditing());
    EXPECT_STREQ(b->getText(), "one\ntwo");
}

TEST_F(EditBoxTest, NumericModesRefuseOtherCharacters) {
    EditBox* b = box(EditBox::InputMode::NUMERIC);
    b->openKeyboard();
    type("1a2.3\xC3\xA9");
    EXPECT_STREQ(b->getText(), "123");
    type("x"); // nothing taken: no "changed"
    EXPECT_EQ(log, (Log{"began ", "changed 123"}));
    b->setText("");
    b->setInputMode(EditBox::InputMode::DECIMAL);
    type("-1.5.2");
    EXPECT_STREQ(b->getText(), "1.52");
    b->setText("");
    b->setInputMode(EditBox::InputMode::PHONE_NUMBER);
    type("+1 (555) 0-x");
    EXPECT_STREQ(b->getText(), "+1 (555) 0-");
}

TEST_F(EditBoxTest, PasswordShowsBulletsPerCharacter) {
    EditBox* b = box();
    b->setInputFlag(EditBox::InputFlag::PASSWORD);
    b->setText("p\xC3\xA9w");
    EXPECT_EQ(shown(b), "\xE2\x97\x8F\xE2\x97\x8F\xE2\x97\x8F");
    EXPECT_STREQ(b->getText(), "p\xC3\xA9w");
    b->setInputFlag(EditBox::InputFlag::INITIAL_CAPS_WORD); // a keyboard hint: the text is unchanged
    b->openKeyboard();
    type("x y");
    EXPECT_STREQ(b->getText(), "p\xC3\xA9wx y");
}

TEST_F(EditBoxTest, MaxLengthCountsCharactersAndHostileTextIsBounded) {
    EditBox* b = box();
    b->setMaxLength(3);
    b->openKeyboard();
    type("\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D"); // right-to-left, four characters
    EXPECT_STREQ(b->getText(), "\xD7\xA9\xD7\x9C\xD7\x95");
    log.clear();
    type("z"); // full: nothing changes
    EXPECT_TRUE(log.empty());
    b->setMaxLength(0);
    b->setText("");
    type("a\xFF"
         "e\xCC\x81");
    EXPECT_STREQ(b->getText(), "a\xEF\xBF\xBD"
                               "e\xCC\x81");
    const auto start = std::chrono::steady_clock::now();
    const std::string megabyte(1 << 20, 'm');
    type(megabyte);
    EXPECT_EQ(std::string(b->getText()).size(), cc::TextFieldTTF::kMaxTextBytes);
    for (int i = 0; i < 100; ++i) // each relays the label out: linear per key, as TextFieldTTF's
        ime()->dispatchDeleteBackward();
    EXPECT_EQ(std::string(b->getText()).size(), cc::TextFieldTTF::kMaxTextBytes - 100);
    b->setText(megabyte.c_str());
    EXPECT_EQ(std::string(b->getText()).size(), cc::TextFieldTTF::kMaxTextBytes);
    // no quadratic cost (a megabyte at a character a pass would take hours); generous for a loaded machine
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(30));
}

TEST_F(EditBoxTest, ABoxDestroyedWhileEditingClosesTheKeyboard) {
    std::vector<bool> keyboard;
    ime()->setKeyboardHost([&keyboard](bool open) { keyboard.push_back(open); });
    EditBox* b = box();
    step(0.016f); // drains the autorelease pool: the scene holds the only reference
    b->openKeyboard();
    b->removeFromParent();
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
    EXPECT_EQ(keyboard, (std::vector<bool>{true, false}));
    type("lost");
}

TEST_F(EditBoxTest, AHandlerMayRemoveTheBoxOrReplaceTheScene) {
    EditBox* b = box();
    step(0.016f);
    b->setScriptHandler([this](const std::string& event, EditBox* sender) {
        log.push_back(event);
        if (event == "changed") sender->removeFromParent();
    });
    b->openKeyboard();
    type("x"); // the box dies once its handler returns
    EXPECT_EQ(log, (Log{"began", "changed"}));
    EXPECT_FALSE(ime()->isAnyDelegateAttachedWithIME());
    type("y");

    EditBox* c = box();
    c->setScriptHandler([this](const std::string& event, EditBox*) {
        log.push_back(event);
        if (event == "return") director->replaceScene(cc::Scene::create());
    });
    c->openKeyboard();
    type("\n");
    step(0.016f);
    step(0.016f);
    EXPECT_EQ(log.back(), "return");
}
