// tests/engine/events/EventListenerScriptTests.cpp — script-mode listeners send ListenerEvents.
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
#include "script/ScriptHandlerType.h"

#include "EngineTest.h"
#include "FakeScriptEngine.h"

#include <gtest/gtest.h>

using kite::test::FakeScriptEngine;
using H = cc::ScriptHandlerType;

namespace {
class ScriptListeners : public kite::test::EngineTest {
protected:
    cc::EventDispatcher* events() { return director->getEventDispatcher(); }
    std::vector<int> kinds() const {
        std::vector<int> out;
        for (const auto& e : engine.eventsOfType(cc::ScriptEventType::ListenerEvent))
            out.push_back(e.listener.handlerKind);
        return out;
    }
    FakeScriptEngine engine;
};
int k(H kind) {
    return static_cast<int>(kind);
}
} // namespace

TEST_F(ScriptListeners, KeyboardSendsPressedAndReleasedKinds) {
    auto* l = cc::EventListenerKeyboard::create();
    l->setScriptMode(true);
    bool cppCalled = false;
    l->onKeyPressed = [&](cc::EventKeyboard::KeyCode, cc::Event*) {
        cppCalled = true;
    }; // ignored in script mode
    events()->addEventListenerWithSceneGraphPriority(l, scene);
    cc::EventKeyboard down(cc::EventKeyboard::KeyCode::KEY_W, true),
        up(cc::EventKeyboard::KeyCode::KEY_W, false);
    events()->dispatchEvent(&down);
    events()->dispatchEvent(&up);
    EXPECT_FALSE(cppCalled);
    EXPECT_EQ(kinds(), (std::vector<int>{k(H::EVENT_KEYBOARD_PRESSED), k(H::EVENT_KEYBOARD_RELEASED)}));
    auto first = engine.events[0].listener;
    EXPECT_EQ(first.listener, l);
    EXPECT_EQ(first.event, &down);
    EXPECT_EQ(first.touch, nullptr);
}

TEST_F(ScriptListeners, TouchBeganResultClaimsTheTouch) {
    auto* l = cc::EventListenerTouchOneByOne::create();
    l->setScriptMode(true);
    EXPECT_TRUE(l->checkAvailable()); // no C++ onTouchBegan needed
    events()->addEventListenerWithFixedPriority(l, 1);
    auto touch = cc::makeRef<cc::Touch>();
    touch->setTouchInfo(0, 1, 1);
    engine.onEvent = [](const cc::ScriptEvent&) { return 0; }; // not claimed
    cc::EventTouch began(cc::EventTouch::EventCode::BEGAN, {touch.get()});
    events()->dispatchEvent(&began);
    cc::EventTouch ended(cc::EventTouch::EventCode::ENDED, {touch.get()});
    events()->dispatchEvent(&ended);
    EXPECT_EQ(kinds(), (std::vector<int>{k(H::EVENT_TOUCH_BEGAN)}));
    engine.onEvent = [](const cc::ScriptEvent&) { return 1; }; // claimed
    events()->dispatchEvent(&began);
    cc::EventTouch moved(cc::EventTouch::EventCode::MOVED, {touch.get()});
    events()->dispatchEvent(&moved);
    events()->dispatchEvent(&ended);
    EXPECT_EQ(kinds(), (std::vector<int>{k(H::EVENT_TOUCH_BEGAN), k(H::EVENT_TOUCH_BEGAN),
                                         k(H::EVENT_TOUCH_MOVED), k(H::EVENT_TOUCH_ENDED)}));
    EXPECT_EQ(engine.events.back().listener.touch, touch.get());
}

TEST_F(ScriptListeners, TouchesMouseAndCustomKinds) {
    auto* all = cc::EventListenerTouchAllAtOnce::create();
    all->setScriptMode(true);
    events()->addEventListenerWithFixedPriority(all, 1);
    auto* mouse = cc::EventListenerMouse::create();
    mouse->setScriptMode(true);
    events()->addEventListenerWithFixedPriority(mouse, 2);
    auto* custom = cc::EventListenerCustom::create("boom", nullptr);
    custom->setScriptMode(true);
    events()->addEventListenerWithFixedPriority(custom, 3);

    auto touch = cc::makeRef<cc::Touch>();
    for (auto code : {cc::EventTouch::EventCode::BEGAN, cc::EventTouch::EventCode::MOVED,
                      cc::EventTouch::EventCode::ENDED, cc::EventTouch::EventCode::CANCELLED}) {
        cc::EventTouch e(code, {touch.get()});
        events()->dispatchEvent(&e);
    }
    for (auto type :
         {cc::EventMouse::MouseEventType::MOUSE_DOWN, cc::EventMouse::MouseEventType::MOUSE_UP,
          cc::EventMouse::MouseEventType::MOUSE_MOVE, cc::EventMouse::MouseEventType::MOUSE_SCROLL}) {
        cc::EventMouse e(type);
        events()->dispatchEvent(&e);
    }
    events()->dispatchCustomEvent("boom");
    EXPECT_EQ(kinds(), (std::vector<int>{k(H::EVENT_TOUCHES_BEGAN), k(H::EVENT_TOUCHES_MOVED),
                                         k(H::EVENT_TOUCHES_ENDED), k(H::EVENT_TOUCHES_CANCELLED),
                                         k(H::EVENT_MOUSE_DOWN), k(H::EVENT_MOUSE_UP), k(H::EVENT_MOUSE_MOVE),
                                         k(H::EVENT_MOUSE_SCROLL), k(H::EVENT_CUSTOM)}));
}

TEST_F(ScriptListeners, ScriptHandlerRemovingItsListenerAndNodeIsSafe) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    auto* l = cc::EventListenerKeyboard::create();
    l->setScriptMode(true);
    events()->addEventListenerWithSceneGraphPriority(l, n);
    engine.onEvent = [this, l, n](const cc::ScriptEvent&) {
        events()->removeEventListener(l);
        n->removeFromParent();
        return 0;
    };
    cc::EventKeyboard down(cc::EventKeyboard::KeyCode::KEY_W, true);
    events()->dispatchEvent(&down);
    events()->dispatchEvent(&down);
    EXPECT_EQ(kinds().size(), 1u);
}

TEST_F(ScriptListeners, WithoutAScriptEngineNothingHappens) {
    cc::ScriptEngineManager::getInstance()->setScriptEngine(nullptr);
    auto* l = cc::EventListenerKeyboard::create();
    l->setScriptMode(true);
    events()->addEventListenerWithFixedPriority(l, 1);
    cc::EventKeyboard down(cc::EventKeyboard::KeyCode::KEY_W, true);
    events()->dispatchEvent(&down);
    EXPECT_TRUE(engine.events.empty());
    cc::ScriptEngineManager::getInstance()->setScriptEngine(&engine);
}
