// tests/engine/scene/LayerInputTests.cpp — Layer's cocos 2.x touch and keypad API, driven by dispatched
// events: modes, claiming, swallowing, priorities, (un)registering, and a layer that dies.
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerTouch.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/Layer.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

using Code = cc::EventTouch::EventCode;
using Mode = cc::Touch::DispatchMode;
using Log = std::vector<std::string>;

namespace {

const char* phase(Code code) {
    static const char* const names[] = {"began", "moved", "ended", "cancelled"};
    return names[static_cast<int>(code)];
}

class LayerInput : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        finger = cc::makeRef<cc::Touch>();
        finger2 = cc::makeRef<cc::Touch>();
    }
    cc::EventDispatcher* dispatcher() { return director->getEventDispatcher(); }
    /// A one-by-one callback logging "name phase x,y" and claiming when @p claim.
    cc::Layer::TouchCallback touchLogger(const std::string& name, bool claim = true) {
        return [this, name, claim](Code code, cc::Touch* t, cc::Event*) {
            log.push_back(name + " " + phase(code) + " " +
                          std::to_string(static_cast<int>(t->getLocation().x)));
            return claim;
        };
    }
    cc::Layer::TouchesCallback touchesLogger(const std::string& name) {
        return [this, name](Code code, const std::vector<cc::Touch*>& touches, cc::Event*) {
            std::string ids;
            for (cc::Touch* t : touches)
                ids += " " + std::to_string(t->getId());
            log.push_back(name + " " + phase(code) + ids);
        };
    }
    void send(Code code, float x, std::vector<cc::Touch*> touches = {}) {
        finger->setTouchInfo(0, x, 10);
        if (touches.empty()) touches.push_back(finger.get());
        cc::EventTouch event(code, touches);
        dispatcher()->dispatchEvent(&event);
    }
    void key(cc::EventKeyboard::KeyCode code, bool pressed) {
        cc::EventKeyboard event(code, pressed);
        dispatcher()->dispatchEvent(&event);
    }
    cc::Layer* addLayer(int z = 0) {
        cc::Layer* layer = cc::Layer::create();
        scene->addChild(layer, z);
        return layer;
    }
    std::ptrdiff_t oneByOneListeners() {
        return dispatcher()->getListenerCount(cc::EventListenerTouchOneByOne::LISTENER_ID);
    }
    std::ptrdiff_t allAtOnceListeners() {
        return dispatcher()->getListenerCount(cc::EventListenerTouchAllAtOnce::LISTENER_ID);
    }

    cc::RefPtr<cc::Touch> finger;
    cc::RefPtr<cc::Touch> finger2;
    Log log;
};

} // namespace

TEST_F(LayerInput, DefaultsFollowCocosLuaBindings) {
    cc::Layer* layer = addLayer();
    EXPECT_FALSE(layer->isTouchEnabled());
    EXPECT_EQ(layer->getTouchMode(), Mode::ALL_AT_ONCE);
    EXPECT_FALSE(layer->isSwallowsTouches());
    EXPECT_EQ(layer->getTouchPriority(), 0);
    EXPECT_FALSE(layer->isKeyboardEnabled());
    EXPECT_EQ(layer->getTouchListener(), nullptr);
    send(Code::BEGAN, 1); // nothing registered: nothing happens
    EXPECT_EQ(oneByOneListeners() + allAtOnceListeners(), 0);
}

TEST_F(LayerInput, AllAtOnceIsTheDefaultMode) {
    cc::Layer* layer = addLayer();
    layer->setTouchCallbacks(touchLogger("one"), touchesLogger("all"));
    layer->setTouchEnabled(true);
    EXPECT_EQ(allAtOnceListeners(), 1);
    finger2->setTouchInfo(7, 3, 3);
    send(Code::BEGAN, 1, {finger.get(), finger2.get()});
    send(Code::ENDED, 1, {finger.get(), finger2.get()});
    EXPECT_EQ(log, (Log{"all began 0 7", "all ended 0 7"}));
}

TEST_F(LayerInput, OneByOneClaimsWithTheBeganResult) {
    cc::Layer* layer = addLayer();
    layer->setTouchMode(Mode::ONE_BY_ONE);
    bool claim = false;
    layer->setTouchCallbacks(
        [&](Code code, cc::Touch*, cc::Event*) {
            log.push_back(phase(code));
            return claim;
        },
        nullptr);
    layer->setTouchEnabled(true);
    send(Code::BEGAN, 1);
    send(Code::MOVED, 2);
    send(Code::ENDED, 2);
    EXPECT_EQ(log, (Log{"began"})) << "an unclaimed touch gets no more events";
    claim = true;
    log.clear();
    send(Code::BEGAN, 1);
    send(Code::MOVED, 2);
    send(Code::CANCELLED, 2);
    EXPECT_EQ(log, (Log{"began", "moved", "cancelled"}));
}

TEST_F(LayerInput, CallbacksSetAfterEnablingAreUsed) {
    cc::Layer* layer = addLayer();
    layer->setTouchEnabled(true);
    send(Code::BEGAN, 1);
    layer->registerTouchHandler(touchLogger("late"), touchesLogger("late-all"), Mode::ONE_BY_ONE, 0, true);
    EXPECT_EQ(oneByOneListeners(), 1);
    EXPECT_EQ(allAtOnceListeners(), 0) << "the mode change replaced the listener";
    send(Code::BEGAN, 5);
    send(Code::ENDED, 6);
    EXPECT_EQ(log, (Log{"late began 5", "late ended 6"}));
}

TEST_F(LayerInput, SwallowingFrontLayerHidesTheTouchFromTheBack) {
    cc::Layer* back = addLayer(1);
    cc::Layer* front = addLayer(2);
    back->registerTouchHandler(touchLogger("back"), nullptr, Mode::ONE_BY_ONE, 0, true);
    front->registerTouchHandler(touchLogger("front"), nullptr, Mode::ONE_BY_ONE, 0, true);
    back->setTouchEnabled(true);
    front->setTouchEnabled(true);
    send(Code::BEGAN, 1);
    send(Code::ENDED, 1);
    EXPECT_EQ(log, (Log{"front began 1", "front ended 1"}));
    log.clear();
    front->setSwallowsTouches(false);
    EXPECT_FALSE(static_cast<cc::EventListenerTouchOneByOne*>(front->getTouchListener())->isSwallowTouches());
    send(Code::BEGAN, 2);
    send(Code::ENDED, 2);
    EXPECT_EQ(log, (Log{"front began 2", "back began 2", "front ended 2", "back ended 2"}));
}

TEST_F(LayerInput, FixedPriorityComesBeforeTheSceneGraphAndWorksOffScene) {
    cc::Layer* front = addLayer(5);
    front->registerTouchHandler(touchLogger("front", false), nullptr, Mode::ONE_BY_ONE, 0, false);
    front->setTouchEnabled(true);
    cc::RefPtr<cc::Layer> loose(cc::Layer::create()); // never added to the scene
    loose->registerTouchHandler(touchLogger("fixed", false), nullptr, Mode::ONE_BY_ONE, -10, false);
    loose->setTouchEnabled(true);
    send(Code::BEGAN, 1);
    EXPECT_EQ(log, (Log{"fixed began 1", "front began 1"}));
    log.clear();
    loose->setTouchPriority(10); // after the scene graph now
    send(Code::BEGAN, 2);
    EXPECT_EQ(log, (Log{"front began 2", "fixed began 2"}));
}

TEST_F(LayerInput, UnregisterRemovesTheListenerButKeepsTheEnabledFlag) {
    cc::Layer* layer = addLayer();
    layer->registerTouchHandler(touchLogger("a"), nullptr, Mode::ONE_BY_ONE, 0, true);
    layer->setTouchEnabled(true);
    layer->unregisterTouchHandler();
    EXPECT_TRUE(layer->isTouchEnabled());
    EXPECT_EQ(oneByOneListeners(), 0);
    layer->setTouchEnabled(false);
    layer->setTouchEnabled(true); // a listener again, with no callback behind it
    send(Code::BEGAN, 1);
    EXPECT_TRUE(log.empty()) << "unregistering cleared the callback";
    layer->setTouchEnabled(false);
    layer->registerTouchHandler(touchLogger("b"), nullptr, Mode::ONE_BY_ONE, 0, true);
    send(Code::BEGAN, 1);
    EXPECT_TRUE(log.empty()) << "same settings: cocos registers no new listener until enabled again";
    layer->setTouchEnabled(true);
    send(Code::BEGAN, 1);
    EXPECT_EQ(log, (Log{"b began 1"}));
    layer->setTouchEnabled(false);
    EXPECT_EQ(oneByOneListeners(), 0);
}

TEST_F(LayerInput, ADyingLayerTakesItsFixedPriorityListenerAlong) {
    {
        cc::Layer* layer = cc::Layer::create(); // autoreleased, never added
        layer->registerTouchHandler(touchLogger("gone"), nullptr, Mode::ONE_BY_ONE, -5, true);
        layer->setTouchEnabled(true);
        layer->setKeyboardEnabled(true);
        EXPECT_EQ(oneByOneListeners(), 1);
    }
    step(0.0f); // the pool clears: the layer dies
    EXPECT_EQ(oneByOneListeners(), 0);
    EXPECT_EQ(dispatcher()->getListenerCount(cc::EventListenerKeyboard::LISTENER_ID), 0);
    send(Code::BEGAN, 1);
    EXPECT_TRUE(log.empty());
}

TEST_F(LayerInput, ACallbackMayRemoveItsOwnLayer) {
    cc::Layer* layer = addLayer();
    layer->registerTouchHandler(
        [&](Code, cc::Touch*, cc::Event*) {
            layer->removeFromParent(); // the last reference but the one the delivery holds
            log.push_back("removed");
            return true;
        },
        nullptr, Mode::ONE_BY_ONE, -1, true);
    layer->setTouchEnabled(true);
    step(0.0f); // nothing but the scene holds the layer now
    send(Code::BEGAN, 1);
    EXPECT_EQ(log, (Log{"removed"}));
    EXPECT_EQ(oneByOneListeners(), 0);
}

TEST_F(LayerInput, DispatcherDroppingTheListenerFirstIsSafe) {
    cc::Layer* layer = addLayer();
    layer->setTouchEnabled(true);
    layer->setKeyboardEnabled(true);
    dispatcher()->removeAllEventListeners();
    layer->setTouchEnabled(false);
    layer->setKeyboardEnabled(false);
    EXPECT_EQ(layer->getTouchListener(), nullptr);
}

TEST_F(LayerInput, KeypadHearsReleasesOnly) {
    cc::Layer* layer = addLayer();
    std::vector<cc::EventKeyboard::KeyCode> keys;
    layer->setKeypadCallback([&](cc::EventKeyboard::KeyCode k) { keys.push_back(k); });
    key(cc::EventKeyboard::KeyCode::KEY_ESCAPE, false);
    EXPECT_TRUE(keys.empty()) << "keyboard not enabled";
    layer->setKeyboardEnabled(true);
    key(cc::EventKeyboard::KeyCode::KEY_ESCAPE, true);
    key(cc::EventKeyboard::KeyCode::KEY_ESCAPE, false);
    key(cc::EventKeyboard::KeyCode::KEY_MENU, false);
    EXPECT_EQ(keys, (std::vector<cc::EventKeyboard::KeyCode>{cc::EventKeyboard::KeyCode::KEY_ESCAPE,
                                                             cc::EventKeyboard::KeyCode::KEY_MENU}));
    layer->setKeyboardEnabled(true); // again: still one listener
    EXPECT_EQ(dispatcher()->getListenerCount(cc::EventListenerKeyboard::LISTENER_ID), 1);
    layer->unregisterKeypadHandler();
    EXPECT_TRUE(layer->isKeyboardEnabled());
    EXPECT_EQ(dispatcher()->getListenerCount(cc::EventListenerKeyboard::LISTENER_ID), 0);
    layer->setKeyboardEnabled(false);
    layer->setKeyboardEnabled(true); // a listener again, with no callback behind it
    key(cc::EventKeyboard::KeyCode::KEY_ESCAPE, false);
    EXPECT_EQ(keys.size(), 2u) << "unregistering cleared the callback";
}

TEST_F(LayerInput, APausedSceneGraphLayerHearsNothing) {
    cc::Layer* layer = addLayer();
    layer->registerTouchHandler(touchLogger("l"), nullptr, Mode::ONE_BY_ONE, 0, true);
    layer->setTouchEnabled(true);
    layer->pause();
    send(Code::BEGAN, 1);
    EXPECT_TRUE(log.empty());
    layer->resume();
    send(Code::BEGAN, 1);
    EXPECT_EQ(log, (Log{"l began 1"}));
}
