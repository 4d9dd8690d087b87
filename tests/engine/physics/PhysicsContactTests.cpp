// tests/engine/physics/PhysicsContactTests.cpp — contact events (cocos 3.17's begin / preSolve /
// postSolve / separate), the bitmask and group filtering of physics-api §10, the listeners' results
// and filters, and removing bodies, shapes, nodes, listeners and scenes inside the callbacks. The
// support's census fails any test that leaves a Ref alive.
#include "physics/EventListenerPhysicsContact.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsContact.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"

#include "EngineTest.h"
#include "base/RefPtr.h"
#include "events/EventDispatcher.h"

#include <string>
#include <vector>

// A namespace of its own: `using namespace cc` must not reach the other files of a unity build.
namespace physics_contact_tests {
namespace {

using namespace cc;
using Code = PhysicsContact::EventCode;

// No restitution: a ball that lands stays (one begin, no bounce).
const PhysicsMaterial kNoBounce(0.1f, 0.0f, 0.5f);

/// A physics scene with a static ground box (top at y = 10) and falling balls.
class PhysicsContactTest : public ::testing::Test {
protected:
    void SetUp() override {
        director = Director::getInstance();
        scene = Scene::createWithPhysics();
        world = scene->getPhysicsWorld();
        director->runWithScene(scene);
        director->mainLoop(0.0f);
        ground = Node::create();
        ground->setPosition(Vec2(100, 0));
        ground->setPhysicsBody(PhysicsBody::createBox(Size(200, 20), kNoBounce));
        ground->getPhysicsBody()->setDynamic(false);
        scene->addChild(ground);
    }
    void TearDown() override { kite::test::tearDownEngine(); }

    /// A ball of radius 5 at (x, y) whose shapes report contacts with everything.
    Node* ball(float x, float y) {
        auto* node = Node::create();
        node->setPosition(Vec2(x, y));
        node->setPhysicsBody(PhysicsBody::createCircle(5, kNoBounce));
        scene->addChild(node);
        return node;
    }
    static PhysicsShape* shapeOf(Node* node) { return node->getPhysicsBody()->getShapes().at(0); }
    static void notify(Node* node, int contactTest = -1) {
        node->getPhysicsBody()->setContactTestBitmask(contactTest);
    }
    /// A listener at fixed priority @p priority that logs every event as "<code><tag of A+B>".
    EventListenerPhysicsContact* logging(EventListenerPhysicsContact* listener, int priority = 1) {
        listener->onContactBegin = [this](PhysicsContact& c) {
            log.push_back("begin");
            contacts.push_back(&c);
            EXPECT_NE(c.getContactData(), nullptr);
            return beginResult;
        };
        listener->onContactPreSolve = [this](PhysicsContact&, PhysicsContactPreSolve&) {
            log.push_back("pre");
            return true;
        };
        listener->onContactPostSolve = [this](PhysicsContact&, const PhysicsContactPostSolve&) {
            log.push_back("post");
        };
        listener->onContactSeparate = [this](PhysicsContact& c) {
            log.push_back("separate");
            EXPECT_EQ(c.getEventCode(), Code::SEPARATE);
        };
        director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, priority);
        return listener;
    }
    int count(const char* what) const {
        int n = 0;
        for (const std::string& entry : log)
            n += entry == what;
        return n;
    }
    void frames(int n) { kite::test::runFrames(n, 1.0f / 60.0f); }

    Director* director = nullptr;
    Scene* scene = nullptr;
    PhysicsWorld* world = nullptr;
    Node* ground = nullptr;
    std::vector<std::string> log;
    std::vector<PhysicsContact*> contacts;
    bool beginResult = true;
};

TEST_F(PhysicsContactTest, NoEventsUntilBothShapesTestTheOthersCategory) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    notify(a); // the ground's contact-test mask is still 0: no events, but they collide
    frames(90);
    EXPECT_TRUE(log.empty());
    EXPECT_NEAR(a->getPositionY(), 15.0f, 1.0f);
}

TEST_F(PhysicsContactTest, EventsInCocosOrderWithOneContactObject) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    frames(90);
    ASSERT_FALSE(log.empty());
    EXPECT_EQ(log.front(), "begin");
    EXPECT_EQ(count("begin"), 1);
    EXPECT_GT(count("pre"), 10);
    EXPECT_GT(count("post"), 10);
    EXPECT_EQ(count("separate"), 0);
    EXPECT_NEAR(a->getPositionY(), 15.0f, 1.0f); // resting on the ground
    // Leaving the world separates them at once (a removal outside the step).
    a->removeFromParent();
    EXPECT_EQ(log.back(), "separate");
    EXPECT_EQ(count("separate"), 1);
}

TEST_F(PhysicsContactTest, ContactDataHasWorldPointsAndTheNormal) {
    auto* listener = EventListenerPhysicsContact::create();
    int seen = 0;
    listener->onContactBegin = [&](PhysicsContact& c) {
        const PhysicsContactData* data = c.getContactData();
        EXPECT_EQ(c.getPreContactData(), nullptr); // the first generation
        EXPECT_EQ(c.getEventCode(), Code::BEGIN);
        EXPECT_EQ(c.getWorld(), world);
        if (data && data->count > 0) {
            EXPECT_NEAR(data->points[0].x, 100.0f, 0.5f);
            EXPECT_NEAR(data->points[0].y, 10.0f, 3.0f);
            EXPECT_NEAR(std::fabs(data->normal.y), 1.0f, 0.01f);
            ++seen;
        }
        return true;
    };
    listener->onContactPreSolve = [&](PhysicsContact& c, PhysicsContactPreSolve&) {
        EXPECT_NE(c.getPreContactData(), nullptr); // begin's, now the previous generation
        return true;
    };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    notify(ball(100, 30));
    notify(ground);
    frames(60);
    EXPECT_EQ(seen, 1);
}

TEST_F(PhysicsContactTest, BeginFalseLetsThePairPassButSeparateStillComes) {
    beginResult = false;
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    frames(120);
    EXPECT_LT(a->getPositionY(), -20.0f); // fell through
    EXPECT_EQ(count("begin"), 1);
    EXPECT_EQ(count("pre"), 0);
    EXPECT_EQ(count("post"), 0);
    EXPECT_EQ(count("separate"), 1);
}

TEST_F(PhysicsContactTest, CollisionBitmasksDecideTheCollisionNotTheEvents) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    a->getPhysicsBody()->setCollisionBitmask(0); // the ground's category is not in it
    frames(120);
    EXPECT_LT(a->getPositionY(), -20.0f);
    EXPECT_EQ(count("begin"), 1);
    EXPECT_EQ(count("separate"), 1);
    EXPECT_EQ(count("pre"), 0);
}

TEST_F(PhysicsContactTest, ContactTestNeedsBothDirections) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    a->getPhysicsBody()->setCategoryBitmask(0x2);
    a->getPhysicsBody()->setContactTestBitmask(0x1);
    ground->getPhysicsBody()->setCategoryBitmask(0x1);
    ground->getPhysicsBody()->setContactTestBitmask(0x4); // not the ball's 0x2
    frames(60);
    EXPECT_TRUE(log.empty());
    ground->getPhysicsBody()->setContactTestBitmask(0x2); // read at the next begin only
    a->setPosition(Vec2(100, 30));
    frames(60);
    EXPECT_EQ(count("begin"), 1);
}

TEST_F(PhysicsContactTest, ContactTestNeedsBothDirectionsTheOtherWay) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    a->getPhysicsBody()->setCategoryBitmask(0x1);
    a->getPhysicsBody()->setContactTestBitmask(0x4); // not the ground's 0x2
    ground->getPhysicsBody()->setCategoryBitmask(0x2);
    ground->getPhysicsBody()->setContactTestBitmask(0x1);
    frames(60);
    EXPECT_TRUE(log.empty());
}

TEST_F(PhysicsContactTest, APositiveSharedGroupAlwaysCollides) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    a->getPhysicsBody()->setCollisionBitmask(0);
    a->getPhysicsBody()->setGroup(3);
    ground->getPhysicsBody()->setGroup(3);
    frames(90);
    EXPECT_NEAR(a->getPositionY(), 15.0f, 1.0f);
    EXPECT_EQ(count("begin"), 1);
}

TEST_F(PhysicsContactTest, ANegativeSharedGroupNeverCollidesNorNotifies) {
    logging(EventListenerPhysicsContact::create());
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    a->getPhysicsBody()->setGroup(-2);
    ground->getPhysicsBody()->setGroup(-2);
    frames(120);
    EXPECT_LT(a->getPositionY(), -20.0f);
    EXPECT_TRUE(log.empty());
}

TEST_F(PhysicsContactTest, TheLastListenerVisitedDecides) {
    beginResult = false;
    logging(EventListenerPhysicsContact::create(), 1);
    // A later listener without a begin handler sets the result back to true (cocos 3.17).
    auto* later = EventListenerPhysicsContact::create();
    later->onContactSeparate = [](PhysicsContact&) {};
    director->getEventDispatcher()->addEventListenerWithFixedPriority(later, 2);
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    frames(90);
    EXPECT_NEAR(a->getPositionY(), 15.0f, 1.0f);
    director->getEventDispatcher()->removeEventListener(later);
}

TEST_F(PhysicsContactTest, FilteredListenersTestTheirPair) {
    Node* a = ball(100, 30);
    Node* b = ball(160, 30);
    notify(a);
    notify(b);
    notify(ground);
    std::vector<std::string> hits;
    auto record = [&hits](const char* name) {
        return [&hits, name](PhysicsContact&) {
            hits.push_back(name);
            return true;
        };
    };
    auto* bodies =
        EventListenerPhysicsContactWithBodies::create(ground->getPhysicsBody(), b->getPhysicsBody());
    bodies->onContactBegin = record("bodies");
    auto* shapes = EventListenerPhysicsContactWithShapes::create(shapeOf(a), shapeOf(ground));
    shapes->onContactBegin = record("shapes");
    shapeOf(b)->setGroup(7);
    auto* group = EventListenerPhysicsContactWithGroup::create(7);
    group->onContactBegin = record("group");
    EventDispatcher* dispatcher = director->getEventDispatcher();
    dispatcher->addEventListenerWithFixedPriority(bodies, 1);
    dispatcher->addEventListenerWithFixedPriority(shapes, 2);
    dispatcher->addEventListenerWithFixedPriority(group, 3);
    EXPECT_TRUE(bodies->hitTest(shapeOf(b), shapeOf(ground)));
    EXPECT_FALSE(bodies->hitTest(shapeOf(a), shapeOf(ground)));
    EXPECT_TRUE(shapes->hitTest(shapeOf(ground), shapeOf(a)));
    EXPECT_TRUE(group->hitTest(shapeOf(a), shapeOf(b)));
    EXPECT_FALSE(group->hitTest(shapeOf(a), shapeOf(ground)));
    frames(60);
    std::sort(hits.begin(), hits.end());
    EXPECT_EQ(hits, (std::vector<std::string>{"bodies", "group", "shapes"}));
    // Clones keep the handlers and the pair.
    RefPtr<EventListenerPhysicsContactWithBodies> copy(bodies->clone());
    EXPECT_TRUE(copy->checkAvailable());
    EXPECT_TRUE(copy->hitTest(shapeOf(ground), shapeOf(b)));
    dispatcher->removeEventListener(bodies);
    dispatcher->removeEventListener(shapes);
    dispatcher->removeEventListener(group);
}

TEST_F(PhysicsContactTest, AListenerWithNoHandlerIsRefused) {
    auto* listener = EventListenerPhysicsContact::create();
    EXPECT_FALSE(listener->checkAvailable());
    kite::test::ScopedAssertCapture asserts; // the dispatcher's assertion, as cocos's CCASSERT
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    EXPECT_FALSE(listener->isRegistered());
    EXPECT_TRUE(asserts.contains("no callbacks"));
}

TEST_F(PhysicsContactTest, PreSolveSetsThisStepsArbiter) {
    auto* listener = EventListenerPhysicsContact::create();
    PhysicsContactPreSolve* kept = nullptr;
    float friction = -1;
    listener->onContactPreSolve = [&](PhysicsContact&, PhysicsContactPreSolve& solve) {
        friction = solve.getFriction();
        solve.setRestitution(0.0f);
        solve.setSurfaceVelocity(Vec2(3, 0));
        EXPECT_EQ(solve.getSurfaceVelocity(), Vec2(3, 0));
        kept = &solve;
        return true;
    };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    frames(60);
    EXPECT_FLOAT_EQ(friction, 0.25f); // 0.5 * 0.5 (chipmunk multiplies)
    ASSERT_NE(kept, nullptr);
    // Outside the call the view is detached from the arbiter: defaults, setters do nothing.
    EXPECT_EQ(kept->getFriction(), 0.0f);
    kept->ignore();
}

TEST_F(PhysicsContactTest, PreSolveFalseOrIgnoreDropsTheCollision) {
    auto* listener = EventListenerPhysicsContact::create();
    int separates = 0;
    listener->onContactPreSolve = [](PhysicsContact&, PhysicsContactPreSolve& solve) {
        solve.ignore();
        return true;
    };
    listener->onContactSeparate = [&](PhysicsContact&) { ++separates; };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    frames(120);
    EXPECT_LT(a->getPositionY(), -20.0f);
    EXPECT_EQ(separates, 1);
}

/* -- Removals inside the callbacks (physics-api §13) ---------------------------------------- */

TEST_F(PhysicsContactTest, RemovingTheNodeInBeginIsDelayedAndSafe) {
    auto* listener = EventListenerPhysicsContact::create();
    int separates = 0;
    listener->onContactBegin = [&](PhysicsContact& c) {
        PhysicsBody* body = c.getShapeA()->getBody() == ground->getPhysicsBody() ? c.getShapeB()->getBody()
                                                                                 : c.getShapeA()->getBody();
        Node* node = body->getNode();
        node->removeFromParent(); // the node dies now; its body waits in the world's delay list
        EXPECT_EQ(body->getWorld(), nullptr);
        EXPECT_FALSE(world->getAllBodies().contains(body));
        return true;
    };
    listener->onContactSeparate = [&](PhysicsContact& c) {
        ++separates;
        EXPECT_NE(c.getShapeA(), nullptr);
    };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    for (int i = 0; i < 5; ++i)
        notify(ball(60.0f + 20.0f * i, 30));
    notify(ground);
    frames(60);
    EXPECT_EQ(separates, 5); // each separated when the delayed removal ran
    EXPECT_EQ(scene->getChildrenCount(), 1);
}

TEST_F(PhysicsContactTest, RemovingShapesAndBodiesInEveryCallback) {
    for (Code when : {Code::BEGIN, Code::PRESOLVE, Code::POSTSOLVE}) {
        auto* listener = EventListenerPhysicsContact::create();
        auto drop = [this, when](PhysicsContact& c, Code now) {
            if (now != when) return;
            PhysicsShape* shape =
                c.getShapeA()->getBody() == ground->getPhysicsBody() ? c.getShapeB() : c.getShapeA();
            PhysicsBody* body = shape->getBody();
            if (!body) return;
            body->removeShape(shape); // chipmunk would abort on this inside a step: Kite delays it
            EXPECT_EQ(shape->getBody(), nullptr);
            world->removeAllBodies();
        };
        listener->onContactBegin = [drop](PhysicsContact& c) {
            drop(c, Code::BEGIN);
            return true;
        };
        listener->onContactPreSolve = [drop](PhysicsContact& c, PhysicsContactPreSolve&) {
            drop(c, Code::PRESOLVE);
            return true;
        };
        listener->onContactPostSolve = [drop](PhysicsContact& c, const PhysicsContactPostSolve&) {
            drop(c, Code::POSTSOLVE);
        };
        director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
        Node* a = ball(100, 30);
        notify(a);
        notify(ground);
        frames(60);
        EXPECT_TRUE(world->getAllBodies().empty());
        EXPECT_TRUE(a->getPhysicsBody()->getShapes().empty());
        // a fresh engine for the next round
        director->getEventDispatcher()->removeEventListener(listener);
        kite::test::tearDownEngine();
        SetUp();
    }
}

TEST_F(PhysicsContactTest, RemovingTheListenerInsideItsHandler) {
    auto* listener = EventListenerPhysicsContact::create();
    int begins = 0;
    listener->onContactBegin = [&](PhysicsContact&) {
        ++begins;
        director->getEventDispatcher()->removeEventListener(listener);
        return true;
    };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    for (int i = 0; i < 3; ++i)
        notify(ball(60.0f + 30.0f * i, 30));
    notify(ground);
    frames(60);
    EXPECT_EQ(begins, 1);
}

TEST_F(PhysicsContactTest, ReplacingTheSceneInsideAHandler) {
    auto* listener = EventListenerPhysicsContact::create();
    int separates = 0;
    listener->onContactBegin = [&](PhysicsContact&) {
        director->replaceScene(Scene::create());
        return true;
    };
    listener->onContactSeparate = [&](PhysicsContact&) { ++separates; };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(listener, 1);
    notify(ball(100, 30));
    notify(ground);
    frames(60); // the old scene exits (its bodies leave: separate) and dies with its world
    EXPECT_NE(director->getRunningScene(), scene);
    EXPECT_EQ(separates, 1);
    director->getEventDispatcher()->removeEventListener(listener);
}

TEST_F(PhysicsContactTest, AWorldDyingWithContactsSendsNoEvents) {
    logging(EventListenerPhysicsContact::create());
    RefPtr<PhysicsWorld> kept(world);
    Node* a = ball(100, 30);
    notify(a);
    notify(ground);
    frames(60);
    ASSERT_EQ(count("begin"), 1);
    // The world outlives its scene here: the scene's death forgets it; its own death frees the
    // contacts with no events.
    RefPtr<Node> keepBall(a);
    director->replaceScene(Scene::create());
    director->mainLoop(0.0f);
    director->mainLoop(0.0f);
    const size_t before = log.size();
    kept = nullptr;
    EXPECT_EQ(log.size(), before);
}

} // namespace
} // namespace physics_contact_tests
