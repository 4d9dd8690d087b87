// tests/engine/events/ControllerTests.cpp — game controllers (issue 21): the registry, key status,
// EventListenerController's callbacks and their order, repeats, and a disconnect while held.
#include "events/Controller.h"
#include "events/EventController.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerController.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using cc::Controller;
using Log = std::vector<std::string>;

namespace {

class ControllerTest : public kite::test::EngineTest {
protected:
    cc::EventDispatcher* events() { return director->getEventDispatcher(); }
    cc::EventListenerController* listen() {
        auto* l = cc::EventListenerController::create();
        l->onConnected = [this](Controller* c, cc::Event* e) {
            log.push_back("connected " + c->getDeviceName() + (c->isConnected() ? " on" : " off") +
                          (e->getType() == cc::Event::Type::GAME_CONTROLLER ? "" : " wrong-type"));
        };
        l->onDisconnected = [this](Controller* c, cc::Event*) {
            log.push_back("disconnected " + c->getDeviceName() + (c->isConnected() ? " on" : " off"));
        };
        l->onKeyDown = [this](Controller*, int key, cc::Event*) {
            log.push_back("down " + std::to_string(key));
        };
        l->onKeyUp = [this](Controller*, int key, cc::Event*) { log.push_back("up " + std::to_string(key)); };
        l->onKeyRepeat = [this](Controller*, int key, cc::Event*) {
            log.push_back("repeat " + std::to_string(key));
        };
        l->onAxisEvent = [this](Controller* c, int key, cc::Event*) {
            log.push_back("axis " + std::to_string(key) + " " + std::to_string(c->getKeyStatus(key).value));
        };
        events()->addEventListenerWithSceneGraphPriority(l, scene);
        return l;
    }
    Log log;
};

} // namespace

TEST_F(ControllerTest, KeysHaveCocosNumbers) {
    EXPECT_EQ(Controller::JOYSTICK_LEFT_X, 1000);
    EXPECT_EQ(Controller::BUTTON_A, 1004);
    EXPECT_EQ(Controller::BUTTON_DPAD_UP, 1010);
    EXPECT_EQ(Controller::AXIS_LEFT_TRIGGER, 1017);
    EXPECT_EQ(Controller::BUTTON_PAUSE, 1023);
    EXPECT_EQ(Controller::KEY_MAX, 1024);
    EXPECT_EQ(Controller::TAG_UNSET, -1);
}

TEST_F(ControllerTest, AddedDevicesAreListedAndFoundByTagAndId) {
    listen();
    Controller::deviceAdded(events(), 7, "Pad A");
    Controller::deviceAdded(events(), 9, "Pad B");
    Controller::deviceAdded(events(), 7, "Pad A again"); // already connected: ignored
    ASSERT_EQ(Controller::getAllController().size(), 2u);
    Controller* a = Controller::getAllController()[0];
    EXPECT_EQ(a->getDeviceId(), 7);
    EXPECT_EQ(a->getDeviceName(), "Pad A");
    EXPECT_TRUE(a->isConnected());
    EXPECT_EQ(a->getTag(), Controller::TAG_UNSET);
    a->setTag(3);
    EXPECT_EQ(Controller::getControllerByTag(3), a);
    EXPECT_EQ(Controller::getControllerByTag(4), nullptr);
    EXPECT_EQ(Controller::getControllerByDeviceId(9), Controller::getAllController()[1]);
    EXPECT_EQ(log, (Log{"connected Pad A on", "connected Pad B on"}));
}

TEST_F(ControllerTest, ButtonsCallDownRepeatUpFromThePreviousStatus) {
    listen();
    Controller::deviceAdded(events(), 1, "Pad");
    log.clear();
    Controller::buttonChanged(events(), 1, Controller::BUTTON_A, true);
    Controller::repeatHeldButtons(events()); // the next frame: still held
    Controller::buttonChanged(events(), 1, Controller::BUTTON_A, false);
    Controller::repeatHeldButtons(events());                             // released: nothing
    Controller::buttonChanged(events(), 1, Controller::BUTTON_B, false); // released twice: no callback
    const std::string a = std::to_string(Controller::BUTTON_A);
    EXPECT_EQ(log, (Log{"down " + a, "repeat " + a, "up " + a}));
}

TEST_F(ControllerTest, KeyStatusIsCocosShaped) {
    Controller::deviceAdded(events(), 1, "Pad");
    Controller* pad = Controller::getAllController()[0];
    const Controller::KeyStatus& unknown = pad->getKeyStatus(12345);
    EXPECT_FALSE(unknown.isPressed);
    EXPECT_EQ(unknown.value, 0.0f);
    EXPECT_FALSE(unknown.isAnalog);
    Controller::buttonChanged(events(), 1, Controller::BUTTON_X, true);
    EXPECT_TRUE(pad->getKeyStatus(Controller::BUTTON_X).isPressed);
    EXPECT_EQ(pad->getKeyStatus(Controller::BUTTON_X).value, 1.0f);
    EXPECT_FALSE(pad->getKeyStatus(Controller::BUTTON_X).isAnalog);
    Controller::axisChanged(events(), 1, Controller::JOYSTICK_LEFT_Y, -0.25f);
    EXPECT_EQ(pad->getKeyStatus(Controller::JOYSTICK_LEFT_Y).value, -0.25f);
    EXPECT_TRUE(pad->getKeyStatus(Controller::JOYSTICK_LEFT_Y).isAnalog);
    EXPECT_FALSE(pad->getKeyStatus(Controller::JOYSTICK_LEFT_Y).isPressed);
}

TEST_F(ControllerTest, AxesCallTheAxisCallbackWithTheNewValue) {
    listen();
    Controller::deviceAdded(events(), 1, "Pad");
    log.clear();
    Controller::axisChanged(events(), 1, Controller::AXIS_RIGHT_TRIGGER, 0.5f);
    Controller::repeatHeldButtons(events()); // axes do not repeat
    EXPECT_EQ(log, (Log{"axis " + std::to_string(Controller::AXIS_RIGHT_TRIGGER) + " 0.500000"}));
}

TEST_F(ControllerTest, ADisconnectedControllerStaysAValidObjectUntilTheRunEnds) {
    listen();
    Controller::deviceAdded(events(), 1, "Pad");
    cc::RefPtr<Controller> held(Controller::getAllController()[0]); // as a game's Lua variable would
    Controller::buttonChanged(events(), 1, Controller::BUTTON_A, true);
    log.clear();
    Controller::deviceRemoved(events(), 1);
    Controller::deviceRemoved(events(), 1); // twice: ignored
    EXPECT_EQ(log, (Log{"disconnected Pad off"}));
    EXPECT_TRUE(Controller::getAllController().empty());
    EXPECT_FALSE(held->isConnected());
    EXPECT_TRUE(held->getKeyStatus(Controller::BUTTON_A).isPressed);     // its last status
    Controller::repeatHeldButtons(events());                             // not listed: no repeat
    Controller::buttonChanged(events(), 1, Controller::BUTTON_A, false); // a gone device: ignored
    kite::test::runFrames(2, 0.1f);
    EXPECT_EQ(held->getReferenceCount(), 2u); // ours and the registry's, after the pool cleared
    EXPECT_EQ(log, (Log{"disconnected Pad off"}));
    held = nullptr;
    Controller::removeAll();
}

TEST_F(ControllerTest, OnlyTheLatestDisconnectedControllersAreKept) {
    Controller::deviceAdded(events(), 100, "First");
    cc::RefPtr<Controller> first(Controller::getAllController()[0]);
    Controller::deviceRemoved(events(), 100);
    for (int id = 1; id < static_cast<int>(Controller::kKeptDisconnected); ++id) {
        Controller::deviceAdded(events(), id, "Pad");
        Controller::deviceRemoved(events(), id);
    }
    EXPECT_EQ(first->getReferenceCount(), 2u); // ours and the registry's: among the latest still
    Controller::deviceAdded(events(), 200, "One too many");
    Controller::deviceRemoved(events(), 200);
    EXPECT_EQ(first->getReferenceCount(), 1u); // the registry let the oldest go; ours keeps it
    EXPECT_FALSE(first->isConnected());
}

TEST_F(ControllerTest, AListenerMayDisconnectTheControllerItHears) {
    auto* l = listen();
    l->onKeyDown = [this](Controller* c, int, cc::Event*) {
        log.push_back("down, unplugging");
        Controller::deviceRemoved(events(), c->getDeviceId());
    };
    Controller::deviceAdded(events(), 1, "Pad");
    Controller::buttonChanged(events(), 1, Controller::BUTTON_A, true);
    Controller::buttonChanged(events(), 1, Controller::BUTTON_B, true);
    Controller::repeatHeldButtons(events());
    EXPECT_EQ(log, (Log{"connected Pad on", "down, unplugging", "disconnected Pad off"}));
}

TEST_F(ControllerTest, TheDirectorsResetForgetsEveryController) {
    Controller::deviceAdded(events(), 1, "Pad");
    Controller::deviceAdded(events(), 2, "Other");
    Controller::deviceRemoved(events(), 2);
    // TearDown destroys the Director; the census then finds no controller alive.
    EXPECT_EQ(Controller::getAllController().size(), 1u);
}

TEST_F(ControllerTest, ListenerClonesKeepTheirCallbacks) {
    auto* l = listen();
    auto* copy = l->clone();
    events()->removeEventListener(l);
    events()->addEventListenerWithFixedPriority(copy, 1);
    Controller::deviceAdded(events(), 1, "Pad");
    EXPECT_EQ(log, (Log{"connected Pad on"}));
}

TEST_F(ControllerTest, ExternalKeysAreKeptPerController) {
    Controller::deviceAdded(events(), 1, "Pad");
    Controller* pad = Controller::getAllController()[0];
    pad->receiveExternalKeyEvent(4, true);
    EXPECT_TRUE(pad->isReceivingExternalKey(4));
    pad->receiveExternalKeyEvent(4, false);
    EXPECT_FALSE(pad->isReceivingExternalKey(4));
}
