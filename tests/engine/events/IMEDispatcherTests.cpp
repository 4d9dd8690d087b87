// tests/engine/events/IMEDispatcherTests.cpp — the IME layer (issue 21): attach/detach order and
// refusals, text only to the attached delegate, the keyboard host, a delegate destroyed attached.
#include "events/IMEDelegate.h"
#include "events/IMEDispatcher.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using Log = std::vector<std::string>;

class Field : public cc::IMEDelegate {
public:
    Field(std::string name, Log* log) : name(std::move(name)), log(log) {}
    bool allowAttach = true;
    bool allowDetach = true;

protected:
    bool canAttachWithIME() override { return allowAttach; }
    bool canDetachWithIME() override { return allowDetach; }
    void didAttachWithIME() override { log->push_back(name + " attached"); }
    void didDetachWithIME() override { log->push_back(name + " detached"); }
    void insertText(const char* text, std::size_t len) override {
        log->push_back(name + " insert " + std::string(text, len));
    }
    void deleteBackward() override { log->push_back(name + " delete"); }
    void controlKey(cc::EventKeyboard::KeyCode) override { log->push_back(name + " control"); }
    void compositionChanged(const std::string& text, int start, int length) override {
        log->push_back(name + " compose " + text + " " + std::to_string(start) + " " +
                       std::to_string(length));
    }

private:
    std::string name;
    Log* log;
};

class IMEDispatcherTest : public ::testing::Test {
protected:
    void SetUp() override {
        ime->setKeyboardHost(
            [this](bool open) { log.push_back(open ? "keyboard open" : "keyboard closed"); });
    }
    void TearDown() override {
        ime->setKeyboardOpen(false);
        ime->setKeyboardHost(nullptr);
    }
    cc::IMEDispatcher* ime = cc::IMEDispatcher::sharedDispatcher();
    Log log;
};

} // namespace

TEST_F(IMEDispatcherTest, OnlyTheAttachedDelegateHearsText) {
    Field a("a", &log), b("b", &log);
    ime->dispatchInsertText("lost", 4); // nobody attached
    EXPECT_FALSE(ime->isAnyDelegateAttachedWithIME());
    EXPECT_TRUE(a.attachWithIME());
    ime->dispatchInsertText("hi", 2);
    ime->dispatchInsertText("", 0); // empty text is not dispatched
    ime->dispatchDeleteBackward();
    ime->dispatchControlKey(cc::EventKeyboard::KeyCode::KEY_HOME);
    ime->dispatchCompositionText("ka", 2, 0);
    EXPECT_EQ(log, (Log{"a attached", "a insert hi", "a delete", "a control", "a compose ka 2 0"}));
}

TEST_F(IMEDispatcherTest, AttachingAnotherDetachesTheFirstThenAttaches) {
    Field a("a", &log), b("b", &log);
    ASSERT_TRUE(a.attachWithIME());
    EXPECT_TRUE(b.attachWithIME());
    EXPECT_FALSE(a.detachWithIME()); // not attached any more
    EXPECT_TRUE(b.detachWithIME());
    EXPECT_FALSE(ime->isAnyDelegateAttachedWithIME());
    EXPECT_EQ(log, (Log{"a attached", "a detached", "b attached", "b detached"}));
}

TEST_F(IMEDispatcherTest, EitherSideMayRefuse) {
    Field a("a", &log), b("b", &log);
    b.allowAttach = false;
    EXPECT_FALSE(b.attachWithIME());
    ASSERT_TRUE(a.attachWithIME());
    a.allowDetach = false;
    b.allowAttach = true;
    EXPECT_FALSE(b.attachWithIME()); // a will not let go
    EXPECT_FALSE(a.detachWithIME());
    a.allowDetach = true;
    EXPECT_TRUE(a.detachWithIME());
    EXPECT_EQ(log, (Log{"a attached", "a detached"}));
}

TEST_F(IMEDispatcherTest, TheKeyboardHostHearsEachChangeOnce) {
    ime->setKeyboardOpen(true);
    ime->setKeyboardOpen(true);
    EXPECT_TRUE(ime->isKeyboardOpen());
    ime->setKeyboardOpen(false);
    EXPECT_EQ(log, (Log{"keyboard open", "keyboard closed"}));
}

TEST_F(IMEDispatcherTest, ADelegateDestroyedWhileAttachedClosesTheKeyboard) {
    {
        Field a("a", &log);
        ASSERT_TRUE(a.attachWithIME());
        ime->setKeyboardOpen(true);
    }
    EXPECT_FALSE(ime->isAnyDelegateAttachedWithIME());
    EXPECT_FALSE(ime->isKeyboardOpen());
    ime->dispatchInsertText("x", 1); // goes nowhere, touches nothing freed
    EXPECT_EQ(log, (Log{"a attached", "keyboard open", "keyboard closed"}));
}
