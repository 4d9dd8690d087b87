// tests/engine/events/EventDispatcherTests.cpp — order, pausing, reentrancy; keyboard, mouse, custom.
#include "events/EventCustom.h"
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventListenerCustom.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerMouse.h"
#include "events/EventMouse.h"

#include "EngineTest.h"
#include "KiteTestSupport.h"

#include <gtest/gtest.h>

using Log = std::vector<std::string>;
using KeyCode = cc::EventKeyboard::KeyCode;

namespace {

class EventDispatcherTest : public kite::test::EngineTest {
protected:
    cc::EventDispatcher* events() { return director->getEventDispatcher(); }
    cc::EventListenerKeyboard* keyListener(const std::string& name) {
        auto* l = cc::EventListenerKeyboard::create();
        l->onKeyPressed = [this, name](KeyCode, cc::Event*) { log.push_back(name); };
        return l;
    }
    void press(KeyCode code = KeyCode::KEY_SPACE) {
        cc::EventKeyboard event(code, true);
        events()->dispatchEvent(&event);
    }
    cc::Node* child(int z = 0, cc::Node* parent = nullptr) {
        cc::Node* n = cc::Node::create();
        (parent ? parent : scene)->addChild(n, z);
        return n;
    }
    Log log;
};

} // namespace

TEST_F(EventDispatcherTest, KeyboardPressedAndReleasedWithCocosKeyCodes) {
    std::vector<std::pair<KeyCode, bool>> seen;
    auto* l = cc::EventListenerKeyboard::create();
    l->onKeyPressed = [&](KeyCode code, cc::Event* e) {
        seen.emplace_back(code, true);
        EXPECT_EQ(e->getType(), cc::Event::Type::KEYBOARD);
    };
    l->onKeyReleased = [&](KeyCode code, cc::Event*) { seen.emplace_back(code, false); };
    events()->addEventListenerWithFixedPriority(l, 1);
    press(KeyCode::KEY_LEFT_ARROW);
    cc::EventKeyboard up(KeyCode::KEY_ESCAPE, false);
    events()->dispatchEvent(&up);
    ASSERT_EQ(seen.size(), 2u);
    EXPECT_EQ(seen[0], std::make_pair(KeyCode::KEY_LEFT_ARROW, true));
    EXPECT_EQ(seen[1], std::make_pair(KeyCode::KEY_BACK, false)); // KEY_BACK is KEY_ESCAPE, as in cocos
    EXPECT_EQ(static_cast<int>(KeyCode::KEY_ESCAPE), 6);
    EXPECT_EQ(static_cast<int>(KeyCode::KEY_A), 124);
    EXPECT_EQ(static_cast<int>(KeyCode::KEY_PLAY), 165);
}

TEST_F(EventDispatcherTest, PriorityOrderFixedNegativeSceneGraphFrontFirstFixedPositive) {
    cc::Node* back = child(0);
    cc::Node* front = child(1);
    cc::Node* frontChild = child(0, front);
    cc::Node* underneath = child(-1, front); // drawn before `front` itself
    events()->addEventListenerWithFixedPriority(keyListener("+2"), 2);
    events()->addEventListenerWithSceneGraphPriority(keyListener("back"), back);
    events()->addEventListenerWithFixedPriority(keyListener("-1"), -1);
    events()->addEventListenerWithSceneGraphPriority(keyListener("front"), front);
    events()->addEventListenerWithSceneGraphPriority(keyListener("frontChild"), frontChild);
    events()->addEventListenerWithSceneGraphPriority(keyListener("underneath"), underneath);
    events()->addEventListenerWithFixedPriority(keyListener("+1"), 1);
    events()->addEventListenerWithFixedPriority(keyListener("-5"), -5);
    events()->addEventListenerWithFixedPriority(keyListener("+1 later"), 1);
    press();
    EXPECT_EQ(log, (Log{"-5", "-1", "frontChild", "front", "underneath", "back", "+1", "+1 later", "+2"}));
}

TEST_F(EventDispatcherTest, SceneGraphOrderFollowsZOrderChanges) {
    cc::Node* a = child(0);
    cc::Node* b = child(0);
    events()->addEventListenerWithSceneGraphPriority(keyListener("a"), a);
    events()->addEventListenerWithSceneGraphPriority(keyListener("b"), b);
    press();
    a->setLocalZOrder(5);
    press();
    EXPECT_EQ(log, (Log{"b", "a", "a", "b"}));
}

TEST_F(EventDispatcherTest, StopPropagation) {
    auto* first = cc::EventListenerKeyboard::create();
    first->onKeyPressed = [this](KeyCode, cc::Event* e) {
        log.push_back("first");
        e->stopPropagation();
    };
    events()->addEventListenerWithFixedPriority(first, 1);
    events()->addEventListenerWithFixedPriority(keyListener("second"), 2);
    press();
    EXPECT_EQ(log, (Log{"first"}));
}

TEST_F(EventDispatcherTest, ListenersArePausedWithTheirNode) {
    cc::RefPtr<cc::Node> offstage(cc::Node::create());
    cc::Node* onstage = child();
    events()->addEventListenerWithSceneGraphPriority(keyListener("offstage"), offstage.get());
    events()->addEventListenerWithSceneGraphPriority(keyListener("onstage"), onstage);
    press();
    EXPECT_EQ(log, (Log{"onstage"}));
    onstage->pause();
    press();
    EXPECT_EQ(log, (Log{"onstage"}));
    onstage->resume();
    scene->addChild(offstage.get());
    press();
    EXPECT_EQ(log, (Log{"onstage", "offstage", "onstage"}));
    offstage->removeFromParentAndCleanup(true); // cleanup keeps listeners: re-adding works
    scene->addChild(offstage.get());
    log.clear();
    press();
    EXPECT_EQ(log.size(), 2u);
}

TEST_F(EventDispatcherTest, NodeDestructionRemovesItsListeners) {
    cc::Node* n = child();
    events()->addEventListenerWithSceneGraphPriority(keyListener("n"), n);
    EXPECT_EQ(events()->getListenerCount(cc::EventListenerKeyboard::LISTENER_ID), 1);
    n->removeFromParent();
    step(0.0f); // the pool lets go of it
    EXPECT_EQ(events()->getListenerCount(cc::EventListenerKeyboard::LISTENER_ID), 0);
    press();
    EXPECT_TRUE(log.empty());
}

TEST_F(EventDispatcherTest, ListenerAddedDuringDispatchGetsTheNextEvent) {
    auto* adder = cc::EventListenerKeyboard::create();
    adder->onKeyPressed = [this](KeyCode, cc::Event*) {
        log.push_back("adder");
        if (log.size() == 1) events()->addEventListenerWithFixedPriority(keyListener("added"), -10);
    };
    events()->addEventListenerWithFixedPriority(adder, 1);
    press();
    EXPECT_EQ(log, (Log{"adder"}));
    press();
    EXPECT_EQ(log, (Log{"adder", "added", "adder"}));
}

TEST_F(EventDispatcherTest, ListenersRemovedDuringDispatchAreNotCalled) {
    cc::EventListenerKeyboard* later = keyListener("later");
    auto* remover = cc::EventListenerKeyboard::create();
    remover->onKeyPressed = [this, later, remover](KeyCode, cc::Event*) {
        log.push_back("remover");
        events()->removeEventListener(later);
        events()->removeEventListener(remover); // itself, while running
    };
    events()->addEventListenerWithFixedPriority(remover, 1);
    events()->addEventListenerWithFixedPriority(later, 2);
    events()->addEventListenerWithFixedPriority(keyListener("last"), 3);
    press();
    press();
    EXPECT_EQ(log, (Log{"remover", "last", "last"}));
}

TEST_F(EventDispatcherTest, CallbackDestroyingItsOwnNodeIsSafe) {
    cc::Node* n = child();
    auto* l = cc::EventListenerKeyboard::create();
    l->onKeyPressed = [this, n](KeyCode, cc::Event* e) {
        EXPECT_EQ(e->getCurrentTarget(), n);
        n->removeFromParent(); // the dispatcher holds n until the callback returns
        log.push_back("removed");
    };
    events()->addEventListenerWithSceneGraphPriority(l, n);
    events()->addEventListenerWithFixedPriority(keyListener("after"), 1);
    press();
    step(0.0f);
    press();
    EXPECT_EQ(log, (Log{"removed", "after", "after"}));
}

TEST_F(EventDispatcherTest, NestedDispatchFromACallback) {
    events()->addCustomEventListener("inner", [this](cc::EventCustom*) { log.push_back("inner"); });
    auto* outer = cc::EventListenerKeyboard::create();
    outer->onKeyPressed = [this](KeyCode, cc::Event*) {
        log.push_back("outer");
        events()->dispatchCustomEvent("inner");
    };
    events()->addEventListenerWithFixedPriority(outer, 1);
    events()->addEventListenerWithFixedPriority(keyListener("after"), 2);
    press();
    EXPECT_EQ(log, (Log{"outer", "inner", "after"}));
}

TEST_F(EventDispatcherTest, CustomEventsByNameWithUserData) {
    int payload = 41;
    void* received = nullptr;
    cc::EventListenerCustom* l =
        events()->addCustomEventListener("score", [&](cc::EventCustom* e) { received = e->getUserData(); });
    events()->addCustomEventListener("other", [this](cc::EventCustom*) { log.push_back("other"); });
    events()->dispatchCustomEvent("score", &payload);
    EXPECT_EQ(received, &payload);
    EXPECT_TRUE(log.empty());
    EXPECT_TRUE(events()->hasEventListener("score"));
    events()->removeCustomEventListeners("score");
    EXPECT_FALSE(events()->hasEventListener("score"));
    EXPECT_FALSE(l->isRegistered());
}

TEST_F(EventDispatcherTest, MouseEventsByType) {
    auto* l = cc::EventListenerMouse::create();
    l->onMouseDown = [this](cc::EventMouse* e) {
        log.push_back("down " + std::to_string(static_cast<int>(e->getMouseButton())) + " " +
                      std::to_string(static_cast<int>(e->getCursorX())));
    };
    l->onMouseUp = [this](cc::EventMouse*) { log.push_back("up"); };
    l->onMouseMove = [this](cc::EventMouse* e) {
        log.push_back("move " + std::to_string(static_cast<int>(e->getDelta().x)));
    };
    l->onMouseScroll = [this](cc::EventMouse* e) {
        log.push_back("scroll " + std::to_string(static_cast<int>(e->getScrollY())));
    };
    events()->addEventListenerWithSceneGraphPriority(l, scene);
    cc::EventMouse down(cc::EventMouse::MouseEventType::MOUSE_DOWN);
    down.setMouseButton(cc::EventMouse::MouseButton::BUTTON_RIGHT);
    down.setCursorPosition(12, 30);
    events()->dispatchEvent(&down);
    cc::EventMouse move(cc::EventMouse::MouseEventType::MOUSE_MOVE);
    move.setCursorPosition(10, 0);
    move.setCursorPosition(17, 0);
    events()->dispatchEvent(&move);
    cc::EventMouse scroll(cc::EventMouse::MouseEventType::MOUSE_SCROLL);
    scroll.setScrollData(0, -3);
    events()->dispatchEvent(&scroll);
    cc::EventMouse up(cc::EventMouse::MouseEventType::MOUSE_UP);
    events()->dispatchEvent(&up);
    EXPECT_EQ(log, (Log{"down 1 12", "move 7", "scroll -3", "up"}));
}

TEST_F(EventDispatcherTest, DisabledListenersAndDispatcher) {
    cc::EventListenerKeyboard* l = keyListener("l");
    events()->addEventListenerWithFixedPriority(l, 1);
    l->setEnabled(false);
    press();
    l->setEnabled(true);
    events()->setEnabled(false);
    press();
    events()->setEnabled(true);
    press();
    EXPECT_EQ(log, (Log{"l"}));
}

TEST_F(EventDispatcherTest, MisuseIsRejected) {
    kite::test::ScopedAssertCapture asserts;
    cc::EventListenerKeyboard* l = keyListener("l");
    events()->addEventListenerWithFixedPriority(l, 0); // 0 is reserved
    events()->addEventListenerWithFixedPriority(l, 1);
    events()->addEventListenerWithFixedPriority(l, 2);                                   // already registered
    events()->addEventListenerWithFixedPriority(cc::EventListenerKeyboard::create(), 1); // no callbacks
    EXPECT_EQ(asserts.count(), 3);
    events()->addEventListenerWithFixedPriority(l->clone(), 3); // a clone is a fresh listener
    press();
    EXPECT_EQ(log, (Log{"l", "l"}));
}

TEST_F(EventDispatcherTest, SetPriorityReorders) {
    cc::EventListenerKeyboard* a = keyListener("a");
    events()->addEventListenerWithFixedPriority(a, 1);
    events()->addEventListenerWithFixedPriority(keyListener("b"), 2);
    events()->setPriority(a, 3);
    press();
    EXPECT_EQ(log, (Log{"b", "a"}));
}

TEST_F(EventDispatcherTest, RemoveByTypeAndAll) {
    events()->addEventListenerWithFixedPriority(keyListener("k"), 1);
    events()->addCustomEventListener("c", [this](cc::EventCustom*) { log.push_back("c"); });
    events()->removeEventListenersForType(cc::EventListener::Type::KEYBOARD);
    press();
    events()->dispatchCustomEvent("c");
    EXPECT_EQ(log, (Log{"c"}));
    events()->removeAllEventListeners();
    events()->dispatchCustomEvent("c");
    EXPECT_EQ(log, (Log{"c"}));
}
