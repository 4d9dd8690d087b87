// tests/engine/events/EventListenerTests.cpp — what each listener type needs, clones, own removal.
#include "events/EventCustom.h"
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventListenerCustom.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerMouse.h"
#include "events/EventListenerTouch.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "events/Touch.h"

#include "EngineTest.h"
#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::dropProbe;
using Log = std::vector<std::string>;
using KeyCode = cc::EventKeyboard::KeyCode;
using Code = cc::EventTouch::EventCode;
using MouseType = cc::EventMouse::MouseEventType;

namespace {

class EventListenerTest : public kite::test::EngineTest {
protected:
    cc::EventDispatcher* events() { return director->getEventDispatcher(); }
    void key(bool pressed) {
        cc::EventKeyboard event(KeyCode::KEY_W, pressed);
        events()->dispatchEvent(&event);
    }
    void touch(Code code, cc::Touch* t) {
        cc::EventTouch event(code, {t});
        events()->dispatchEvent(&event);
    }
    void mouse(MouseType type) {
        cc::EventMouse event(type);
        events()->dispatchEvent(&event);
    }
    /// A callback for any listener signature that logs @p name.
    auto logs(const std::string& name) {
        return [this, name](auto&&...) { log.push_back(name); };
    }
    Log log;
    int drops = 0; // DropProbe destructions
};

} // namespace

TEST_F(EventListenerTest, EachTypeIsAvailableOnlyWithTheCallbacksItNeeds) {
    auto* keyboard = cc::EventListenerKeyboard::create();
    EXPECT_FALSE(keyboard->checkAvailable());
    keyboard->onKeyReleased = logs("released");
    EXPECT_TRUE(keyboard->checkAvailable());

    auto* oneByOne = cc::EventListenerTouchOneByOne::create();
    oneByOne->onTouchMoved = logs("moved");
    oneByOne->onTouchEnded = logs("ended");
    EXPECT_FALSE(oneByOne->checkAvailable()); // nothing can claim a touch without onTouchBegan
    oneByOne->onTouchBegan = [](cc::Touch*, cc::Event*) { return true; };
    EXPECT_TRUE(oneByOne->checkAvailable());

    auto* allAtOnce = cc::EventListenerTouchAllAtOnce::create();
    EXPECT_FALSE(allAtOnce->checkAvailable());
    allAtOnce->onTouchesCancelled = logs("cancelled");
    EXPECT_TRUE(allAtOnce->checkAvailable());

    EXPECT_TRUE(cc::EventListenerMouse::create()->checkAvailable()); // as in cocos2d-x

    auto* custom = cc::EventListenerCustom::create("boom", nullptr);
    EXPECT_FALSE(custom->checkAvailable());
    custom->setCallback(logs("boom"));
    EXPECT_TRUE(custom->checkAvailable());
    custom->setCallback(nullptr);
    EXPECT_FALSE(custom->checkAvailable());

    kite::test::ScopedAssertCapture asserts;
    auto* incomplete = cc::EventListenerTouchOneByOne::create();
    incomplete->onTouchEnded = logs("ended");
    events()->addEventListenerWithFixedPriority(incomplete, 1);
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_FALSE(incomplete->isRegistered());
}

TEST_F(EventListenerTest, SetCallbackReplacesTheCallbackOfARegisteredCustomListener) {
    cc::EventListenerCustom* l = events()->addCustomEventListener(
        "boom", [this, probe = dropProbe(drops)](cc::EventCustom*) { log.push_back("first"); });
    events()->dispatchCustomEvent("boom");
    l->setCallback([this](cc::EventCustom* e) { log.push_back("second " + e->getEventName()); });
    EXPECT_EQ(drops, 1); // the old callback is gone
    events()->dispatchCustomEvent("boom");
    EXPECT_EQ(log, (Log{"first", "second boom"}));
}

TEST_F(EventListenerTest, ClonesCopyEveryCallbackAndSetting) {
    auto* keyboard = cc::EventListenerKeyboard::create();
    keyboard->onKeyPressed = [this, probe = dropProbe(drops)](KeyCode, cc::Event*) {
        log.push_back("pressed");
    };
    keyboard->onKeyReleased = logs("released");
    auto* oneByOne = cc::EventListenerTouchOneByOne::create();
    oneByOne->setSwallowTouches(true);
    oneByOne->onTouchBegan = [this](cc::Touch*, cc::Event*) {
        log.push_back("began");
        return true;
    };
    oneByOne->onTouchMoved = logs("moved");
    oneByOne->onTouchEnded = logs("ended");
    oneByOne->onTouchCancelled = logs("cancelled");
    auto* allAtOnce = cc::EventListenerTouchAllAtOnce::create(); // behind the swallowing one
    allAtOnce->onTouchesBegan = logs("all began");
    auto* mouseListener = cc::EventListenerMouse::create();
    mouseListener->onMouseDown = logs("down");
    mouseListener->onMouseUp = logs("up");
    mouseListener->onMouseMove = logs("move");
    mouseListener->onMouseScroll = logs("scroll");
    auto* custom = cc::EventListenerCustom::create("boom", logs("boom"));

    int priority = 1;
    for (cc::EventListener* original :
         std::vector<cc::EventListener*>{keyboard, oneByOne, allAtOnce, mouseListener, custom}) {
        cc::EventListener* copy = original->clone();
        EXPECT_NE(copy, original);
        EXPECT_FALSE(copy->isRegistered());
        events()->addEventListenerWithFixedPriority(copy, priority++); // only the copies
    }
    EXPECT_TRUE(static_cast<cc::EventListenerTouchOneByOne*>(oneByOne->clone())->isSwallowTouches());
    step(0.0f); // the originals die; the copies' callbacks are their own
    EXPECT_EQ(drops, 0);

    key(true);
    key(false);
    auto finger = cc::makeRef<cc::Touch>();
    for (Code code : {Code::BEGAN, Code::MOVED, Code::ENDED, Code::BEGAN, Code::CANCELLED})
        touch(code, finger.get());
    for (MouseType type :
         {MouseType::MOUSE_DOWN, MouseType::MOUSE_UP, MouseType::MOUSE_MOVE, MouseType::MOUSE_SCROLL})
        mouse(type);
    events()->dispatchCustomEvent("boom");
    EXPECT_EQ(log, (Log{"pressed", "released", "began", "moved", "ended", "began", "cancelled", "down", "up",
                        "move", "scroll", "boom"}));
}

TEST_F(EventListenerTest, ACallbackRemovingItsListenerAndNodeIsSafe) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    auto* l = cc::EventListenerKeyboard::create();
    int dropsDuringCall = -1;
    l->onKeyPressed = [this, l, n, &dropsDuringCall, probe = dropProbe(drops)](KeyCode, cc::Event*) {
        log.push_back("pressed");
        events()->removeEventListener(l);
        n->removeFromParent();
        dropsDuringCall = drops;
    };
    events()->addEventListenerWithSceneGraphPriority(l, n);
    step(0.0f); // only the dispatcher holds the listener, and only the scene the node
    key(true);
    key(true);
    EXPECT_EQ(log, (Log{"pressed"}));
    EXPECT_EQ(dropsDuringCall, 0); // the listener outlived its callback's call
    step(0.0f);                    // the pool lets go of what the dispatch held
    EXPECT_EQ(drops, 1);
    EXPECT_EQ(events()->getListenerCount(cc::EventListenerKeyboard::LISTENER_ID), 0);
}
