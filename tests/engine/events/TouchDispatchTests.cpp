// tests/engine/events/TouchDispatchTests.cpp — one-by-one claiming and swallowing, all-at-once.
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/EventTouch.h"
#include "events/Touch.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

using Log = std::vector<std::string>;
using Code = cc::EventTouch::EventCode;

namespace {

class TouchDispatch : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        finger1 = cc::makeRef<cc::Touch>();
        finger2 = cc::makeRef<cc::Touch>();
        finger1->setTouchInfo(1, 10, 10);
        finger2->setTouchInfo(2, 500, 500);
    }
    cc::EventListenerTouchOneByOne* oneByOne(const std::string& name, bool claim, bool swallow) {
        auto* l = cc::EventListenerTouchOneByOne::create();
        l->setSwallowTouches(swallow);
        l->onTouchBegan = [this, name, claim](cc::Touch* t, cc::Event*) {
            log.push_back(name + " began " + std::to_string(t->getId()));
            return claim;
        };
        l->onTouchMoved = [this, name](cc::Touch* t, cc::Event*) {
            log.push_back(name + " moved " + std::to_string(t->getId()));
        };
        l->onTouchEnded = [this, name](cc::Touch* t, cc::Event*) {
            log.push_back(name + " ended " + std::to_string(t->getId()));
        };
        l->onTouchCancelled = [this, name](cc::Touch* t, cc::Event*) {
            log.push_back(name + " cancelled " + std::to_string(t->getId()));
        };
        return l;
    }
    cc::EventListenerTouchAllAtOnce* allAtOnce(const std::string& name) {
        auto* l = cc::EventListenerTouchAllAtOnce::create();
        auto record = [this, name](const char* phase) {
            return [this, name, phase](const std::vector<cc::Touch*>& touches, cc::Event*) {
                std::string ids;
                for (cc::Touch* t : touches)
                    ids += " " + std::to_string(t->getId());
                log.push_back(name + " " + phase + ids);
            };
        };
        l->onTouchesBegan = record("began");
        l->onTouchesMoved = record("moved");
        l->onTouchesEnded = record("ended");
        l->onTouchesCancelled = record("cancelled");
        return l;
    }
    void send(Code code, std::vector<cc::Touch*> touches) {
        cc::EventTouch event(code, std::move(touches));
        director->getEventDispatcher()->dispatchEvent(&event);
    }
    cc::EventDispatcher* events() { return director->getEventDispatcher(); }
    cc::RefPtr<cc::Touch> finger1, finger2;
    Log log;
};

} // namespace

TEST_F(TouchDispatch, OnlyTheClaimingListenerGetsTheRestOfTheTouch) {
    events()->addEventListenerWithFixedPriority(oneByOne("A", false, false), 1);
    events()->addEventListenerWithFixedPriority(oneByOne("B", true, false), 2);
    send(Code::BEGAN, {finger1.get()});
    send(Code::MOVED, {finger1.get()});
    send(Code::ENDED, {finger1.get()});
    send(Code::MOVED, {finger1.get()}); // over: nobody holds it any more
    EXPECT_EQ(log, (Log{"A began 1", "B began 1", "B moved 1", "B ended 1"}));
}

TEST_F(TouchDispatch, SwallowingHidesAClaimedTouchFromEveryoneBehind) {
    cc::Node* front = cc::Node::create();
    cc::Node* back = cc::Node::create();
    scene->addChild(back, 0);
    scene->addChild(front, 1);
    events()->addEventListenerWithSceneGraphPriority(oneByOne("back", true, false), back);
    events()->addEventListenerWithSceneGraphPriority(oneByOne("front", true, true), front);
    events()->addEventListenerWithFixedPriority(allAtOnce("all"), 1);
    send(Code::BEGAN, {finger1.get()});
    send(Code::MOVED, {finger1.get()});
    send(Code::ENDED, {finger1.get()});
    EXPECT_EQ(log, (Log{"front began 1", "front moved 1", "front ended 1"}));
}

TEST_F(TouchDispatch, WithoutSwallowingEveryClaimerAndAllAtOnceGetIt) {
    events()->addEventListenerWithFixedPriority(oneByOne("A", true, false), 1);
    events()->addEventListenerWithFixedPriority(oneByOne("B", true, false), 2);
    events()->addEventListenerWithFixedPriority(allAtOnce("all"), 3);
    send(Code::BEGAN, {finger1.get()});
    send(Code::CANCELLED, {finger1.get()});
    EXPECT_EQ(log, (Log{"A began 1", "B began 1", "all began 1", "A cancelled 1", "B cancelled 1",
                        "all cancelled 1"}));
}

TEST_F(TouchDispatch, AllAtOnceGetsTheTouchesNobodySwallowed) {
    auto* picky = cc::EventListenerTouchOneByOne::create();
    picky->setSwallowTouches(true);
    picky->onTouchBegan = [](cc::Touch* t, cc::Event*) { return t->getId() == 1; };
    events()->addEventListenerWithFixedPriority(picky, 1);
    events()->addEventListenerWithFixedPriority(allAtOnce("all"), 2);
    send(Code::BEGAN, {finger1.get(), finger2.get()});
    EXPECT_EQ(log, (Log{"all began 2"}));
}

TEST_F(TouchDispatch, ClaimedTouchesAreHeldUntilTheyEnd) {
    cc::EventListenerTouchOneByOne* l = oneByOne("A", true, false);
    events()->addEventListenerWithFixedPriority(l, 1);
    send(Code::BEGAN, {finger1.get()});
    EXPECT_TRUE(l->hasClaimed(finger1.get()));
    EXPECT_EQ(finger1->getReferenceCount(), 2u);
    send(Code::ENDED, {finger1.get()});
    EXPECT_FALSE(l->hasClaimed(finger1.get()));
    EXPECT_EQ(finger1->getReferenceCount(), 1u);
}

TEST_F(TouchDispatch, ListenerRemovedMidTouchLetsGoOfIt) {
    cc::EventListenerTouchOneByOne* l = oneByOne("A", true, false);
    events()->addEventListenerWithFixedPriority(l, 1);
    send(Code::BEGAN, {finger1.get()});
    events()->removeEventListener(l);
    EXPECT_EQ(finger1->getReferenceCount(), 1u);
    send(Code::ENDED, {finger1.get()});
    EXPECT_EQ(log, (Log{"A began 1"}));
}

TEST_F(TouchDispatch, RemovingTheTouchedNodeInBeganIsSafe) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    auto* l = cc::EventListenerTouchOneByOne::create();
    l->onTouchBegan = [n](cc::Touch*, cc::Event*) {
        n->removeFromParent();
        return true;
    };
    events()->addEventListenerWithSceneGraphPriority(l, n);
    send(Code::BEGAN, {finger1.get()});
    step(0.0f); // n dies; its listener goes with it
    send(Code::ENDED, {finger1.get()});
    EXPECT_EQ(events()->getListenerCount(cc::EventListenerTouchOneByOne::LISTENER_ID), 0);
}

TEST(Touch, LocationsAndDelta) {
    cc::Touch t;
    t.setTouchInfo(3, 10, 20);
    EXPECT_EQ(t.getStartLocation(), cc::Vec2(10, 20));
    EXPECT_EQ(t.getPreviousLocation(), cc::Vec2(10, 20));
    t.setTouchInfo(3, 15, 18);
    EXPECT_EQ(t.getLocation(), cc::Vec2(15, 18));
    EXPECT_EQ(t.getPreviousLocation(), cc::Vec2(10, 20));
    EXPECT_EQ(t.getStartLocation(), cc::Vec2(10, 20));
    EXPECT_EQ(t.getDelta(), cc::Vec2(5, -2));
    EXPECT_EQ(t.getLocationInView(), cc::Vec2(15, 640 - 18));
    EXPECT_EQ(t.getId(), 3);
}
