// tests/player/unit/InputDispatcherTests.cpp — queued input becomes engine events
// (engine/platform/InputDispatcher): keys, mouse, and the left button as a single touch.
#include "director/Director.h"
#include "events/Controller.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerController.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerMouse.h"
#include "events/EventListenerTouch.h"
#include "events/IMEDelegate.h"
#include "events/Touch.h"
#include "platform/InputDispatcher.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using Key = cc::EventKeyboard::KeyCode;
using cc::InputEvent;

class InputDispatcherTest : public ::testing::Test {
protected:
    void SetUp() override {
        dispatcher = cc::Director::getInstance()->getEventDispatcher();
        auto* keys = cc::EventListenerKeyboard::create();
        keys->onKeyPressed = [this](Key key, cc::Event*) {
            log.push_back("press " + std::to_string(int(key)));
        };
        keys->onKeyReleased = [this](Key key, cc::Event*) {
            log.push_back("release " + std::to_string(int(key)));
        };
        dispatcher->addEventListenerWithFixedPriority(keys, 1);
        auto* mouse = cc::EventListenerMouse::create();
        mouse->onMouseDown = [this](cc::EventMouse* e) { log.push_back("down " + where(e->getLocation())); };
        mouse->onMouseUp = [this](cc::EventMouse* e) { log.push_back("up " + where(e->getLocation())); };
        mouse->onMouseMove = [this](cc::EventMouse* e) { log.push_back("move " + where(e->getLocation())); };
        mouse->onMouseScroll = [this](cc::EventMouse* e) {
            log.push_back("scroll " + std::to_string(int(e->getScrollY())));
        };
        dispatcher->addEventListenerWithFixedPriority(mouse, 2);
        auto* touch = cc::EventListenerTouchOneByOne::create();
        touch->onTouchBegan = [this](cc::Touch* t, cc::Event*) {
            first = t;
            log.push_back("began " + where(t->getLocation()));
            return true;
        };
        touch->onTouchMoved = [this](cc::Touch* t, cc::Event*) {
            log.push_back(std::string("moved ") + (t == first ? "same " : "other ") + where(t->getDelta()));
        };
        touch->onTouchEnded = [this](cc::Touch* t, cc::Event*) {
            log.push_back(std::string("ended ") + (t == first ? "same " : "other ") +
                          where(t->getStartLocation()));
        };
        dispatcher->addEventListenerWithFixedPriority(touch, 3);
    }

    static std::string where(const cc::Vec2& p) {
        return std::to_string(int(p.x)) + "," + std::to_string(int(p.y));
    }

    cc::EventDispatcher* dispatcher = nullptr;
    cc::InputDispatcher input;
    std::vector<std::string> log;
    cc::Touch* first = nullptr;
};

} // namespace

TEST_F(InputDispatcherTest, KeysAreDispatchedInOrderAtTheInputStep) {
    input.queue(InputEvent::keyDown(int(Key::KEY_A)));
    input.queue(InputEvent::keyUp(int(Key::KEY_A)));
    EXPECT_TRUE(log.empty()); // nothing happens until the Director's input step
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{"press " + std::to_string(int(Key::KEY_A)),
                                             "release " + std::to_string(int(Key::KEY_A))}));
    EXPECT_FALSE(input.hasQueued());
}

TEST_F(InputDispatcherTest, TheLeftButtonIsOneTouchFromPressToRelease) {
    input.queue(InputEvent::mouseDown(0, 10, 20));
    input.queue(InputEvent::mouseMove(15, 22));
    input.queue(InputEvent::mouseUp(0, 15, 22));
    input.queue(InputEvent::mouseMove(30, 30)); // no touch after the release
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{"down 10,20", "began 10,20", "move 15,22", "moved same 5,2",
                                             "up 15,22", "ended same 10,20", "move 30,30"}));
}

TEST_F(InputDispatcherTest, OtherButtonsAndTheWheelAreMouseOnly) {
    input.queue(InputEvent::mouseDown(1, 5, 5));
    input.queue(InputEvent::mouseUp(1, 5, 5));
    input.queue(InputEvent::mouseWheel(0, -1));
    input.queue(InputEvent::quit()); // the host's business
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{"down 5,5", "up 5,5", "scroll -1"}));
}

TEST_F(InputDispatcherTest, AReleaseWithoutAPressIsNoTouch) {
    input.queue(InputEvent::mouseUp(0, 1, 1));
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{"up 1,1"}));
}

TEST_F(InputDispatcherTest, ResetDropsQueuedInputAndATouchInProgress) {
    input.queue(InputEvent::mouseDown(0, 1, 1));
    input.dispatchQueued(dispatcher);
    input.queue(InputEvent::keyDown(int(Key::KEY_B)));
    input.reset();
    input.queue(InputEvent::mouseMove(2, 2));
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{"down 1,1", "began 1,1", "move 2,2"}));
}

// -- game controllers and text (issue 21) ------------------------------------------------------

namespace {

class InputDispatcherPadTest : public InputDispatcherTest {
protected:
    void SetUp() override {
        InputDispatcherTest::SetUp();
        auto* pads = cc::EventListenerController::create();
        pads->onConnected = [this](cc::Controller* c, cc::Event*) {
            log.push_back("connected " + c->getDeviceName());
        };
        pads->onDisconnected = [this](cc::Controller* c, cc::Event*) {
            log.push_back("disconnected " + std::to_string(c->getDeviceId()));
        };
        pads->onKeyDown = [this](cc::Controller*, int key, cc::Event*) {
            log.push_back("pad down " + std::to_string(key));
        };
        pads->onKeyUp = [this](cc::Controller*, int key, cc::Event*) {
            log.push_back("pad up " + std::to_string(key));
        };
        pads->onKeyRepeat = [this](cc::Controller*, int key, cc::Event*) {
            log.push_back("pad repeat " + std::to_string(key));
        };
        pads->onAxisEvent = [this](cc::Controller* c, int key, cc::Event*) {
            log.push_back("axis " + std::to_string(key) + " " + std::to_string(c->getKeyStatus(key).value));
        };
        dispatcher->addEventListenerWithFixedPriority(pads, 4);
    }
};

class Typing : public cc::IMEDelegate {
public:
    explicit Typing(std::vector<std::string>* log) : log(log) {}

protected:
    bool canAttachWithIME() override { return true; }
    bool canDetachWithIME() override { return true; }
    void insertText(const char* text, std::size_t len) override {
        log->push_back("insert " + std::string(text, len));
    }
    void deleteBackward() override { log->push_back("delete"); }
    void controlKey(cc::EventKeyboard::KeyCode key) override {
        log->push_back("control " + std::to_string(int(key)));
    }
    void compositionChanged(const std::string& text, int start, int length) override {
        log->push_back("compose " + text + " " + std::to_string(start) + " " + std::to_string(length));
    }

private:
    std::vector<std::string>* log;
};

} // namespace

TEST_F(InputDispatcherPadTest, ControllerEventsReachTheListenerAndHeldButtonsRepeatEachFrame) {
    const std::string a = std::to_string(cc::Controller::BUTTON_A);
    input.queue(InputEvent::padAdded(5, "Pad"));
    input.queue(InputEvent::padButton(5, cc::Controller::BUTTON_A, true));
    input.dispatchQueued(dispatcher);
    input.dispatchQueued(dispatcher); // a frame with no input: A is still held
    input.queue(InputEvent::padButton(5, cc::Controller::BUTTON_A, false));
    input.queue(InputEvent::padAxis(5, cc::Controller::JOYSTICK_RIGHT_X, 0.25f));
    input.queue(InputEvent::padRemoved(5));
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{
                       "connected Pad", "pad down " + a, "pad repeat " + a, "pad repeat " + a, "pad up " + a,
                       "axis " + std::to_string(cc::Controller::JOYSTICK_RIGHT_X) + " 0.250000",
                       "disconnected 5"}));
}

TEST_F(InputDispatcherPadTest, ResetAnnouncesTheConnectedControllersAgain) {
    input.queue(InputEvent::padAdded(1, "One"));
    input.queue(InputEvent::padAdded(2, "Two"));
    input.queue(InputEvent::padRemoved(1));
    input.dispatchQueued(dispatcher);
    cc::Director::destroyInstance(); // a restart: the run's controllers are gone
    dispatcher = cc::Director::getInstance()->getEventDispatcher();
    SetUp();
    log.clear();
    input.reset();
    input.dispatchQueued(dispatcher);
    EXPECT_EQ(log, (std::vector<std::string>{"connected Two"}));
}

TEST_F(InputDispatcherPadTest, TextAndEditingKeysGoToTheAttachedDelegate) {
    Typing field(&log);
    input.queue(InputEvent::textInput("lost"));
    input.dispatchQueued(dispatcher);
    EXPECT_TRUE(log.empty());
    ASSERT_TRUE(field.attachWithIME());
    input.queue(InputEvent::textEditing("k", 1, 0));
    input.queue(InputEvent::textInput("\xE3\x81\x8B"));
    input.queue(InputEvent::keyDown(int(Key::KEY_BACKSPACE)));
    input.queue(InputEvent::keyDown(int(Key::KEY_HOME)));
    input.queue(InputEvent::keyDown(int(Key::KEY_RETURN)));
    input.dispatchQueued(dispatcher);
    const auto press = [](Key k) { return "press " + std::to_string(int(k)); };
    EXPECT_EQ(log, (std::vector<std::string>{"compose k 1 0", "insert \xE3\x81\x8B",
                                             press(Key::KEY_BACKSPACE), "delete", press(Key::KEY_HOME),
                                             "control " + std::to_string(int(Key::KEY_HOME)),
                                             press(Key::KEY_RETURN), "insert \n"}));
    EXPECT_TRUE(field.detachWithIME());
}
