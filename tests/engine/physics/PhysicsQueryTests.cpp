// tests/engine/physics/PhysicsQueryTests.cpp — PhysicsWorld's queries (rayCast, queryRect,
// queryPoint, getShapes, getShape) and its debug DrawNode: what they report, callbacks that stop or
// remove bodies mid-query, and lifetimes. The support's census fails any test that leaves a Ref alive.
#include "physics/PhysicsBody.h"
#include "physics/PhysicsJoint.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"

#include "EngineTest.h"
#include "base/RefPtr.h"
#include "scene/DrawNode.h"

#include <cmath>
#include <limits>
#include <vector>

// A namespace of its own: `using namespace cc` must not reach the other files of a unity build.
namespace physics_query_tests {
namespace {

using namespace cc;

/// A physics scene with no gravity and three still balls of radius 10 on y = 100 (x 100, 200, 300,
/// tags 1, 2, 3), stepped once so chipmunk's index has them where their nodes are.
class PhysicsQueryTest : public ::testing::Test {
protected:
    void SetUp() override {
        director = Director::getInstance();
        scene = Scene::createWithPhysics();
        world = scene->getPhysicsWorld();
        world->setGravity(Vec2::ZERO);
        for (int i = 1; i <= 3; ++i)
            balls.push_back(ball(Vec2(100.0f * i, 100), i));
        director->runWithScene(scene);
        director->mainLoop(0.0f);
        director->mainLoop(1.0f / 60);
    }
    void TearDown() override {
        balls.clear();
        kite::test::tearDownEngine();
    }

    Node* ball(const Vec2& position, int tag) {
        auto* node = Node::create();
        node->setAnchorPoint(Vec2(0.5f, 0.5f));
        node->setPosition(position);
        PhysicsBody* body = PhysicsBody::createCircle(10);
        body->setTag(tag);
        node->setPhysicsBody(body);
        scene->addChild(node);
        return node;
    }

    std::vector<int> rayTags(const Vec2& from, const Vec2& to) {
        std::vector<int> tags;
        world->rayCast(
            [&](PhysicsWorld&, const PhysicsRayCastInfo& info, void*) {
                tags.push_back(info.shape->getBody()->getTag());
                return true;
            },
            from, to);
        return tags;
    }

    Director* director = nullptr;
    Scene* scene = nullptr;
    PhysicsWorld* world = nullptr;
    std::vector<Node*> balls;
};

TEST_F(PhysicsQueryTest, RayCastReportsEachShapeCrossed) {
    std::vector<PhysicsRayCastInfo> hits;
    int marker = 0;
    world->rayCast(
        [&](PhysicsWorld& w, const PhysicsRayCastInfo& info, void* data) {
            EXPECT_EQ(&w, world);
            EXPECT_EQ(data, &marker);
            hits.push_back(info);
            return true;
        },
        Vec2(0, 100), Vec2(400, 100), &marker);
    ASSERT_EQ(hits.size(), 3u);
    for (const PhysicsRayCastInfo& hit : hits) {
        EXPECT_EQ(hit.start, Vec2(0, 100));
        EXPECT_EQ(hit.end, Vec2(400, 100));
        const int tag = hit.shape->getBody()->getTag();
        EXPECT_NEAR(hit.contact.x, 100.0f * tag - 10.0f, 1e-3);
        EXPECT_NEAR(hit.contact.y, 100.0f, 1e-3);
        EXPECT_NEAR(hit.normal.x, -1.0f, 1e-5);
        EXPECT_NEAR(hit.fraction, (100.0f * tag - 10.0f) / 400.0f, 1e-5);
    }
}

TEST_F(PhysicsQueryTest, FalseStopsEveryQuery) {
    int calls = 0;
    world->rayCast([&](PhysicsWorld&, const PhysicsRayCastInfo&, void*) { return ++calls, false; },
                   Vec2(0, 100), Vec2(400, 100));
    EXPECT_EQ(calls, 1);
    calls = 0;
    world->queryRect([&](PhysicsWorld&, PhysicsShape&, void*) { return ++calls, false; },
                     Rect(0, 0, 480, 320));
    EXPECT_EQ(calls, 1);
    calls = 0;
    world->queryRect([&](PhysicsWorld&, PhysicsShape&, void*) { return ++calls, true; },
                     Rect(0, 0, 480, 320));
    EXPECT_EQ(calls, 3);
}

TEST_F(PhysicsQueryTest, QueryRectUsesBoundingBoxes) {
    std::vector<int> tags;
    auto collect = [&](PhysicsWorld&, PhysicsShape& shape, void*) {
        tags.push_back(shape.getBody()->getTag());
        return true;
    };
    // The corner of ball 1's box, outside its circle: a bounding-box query finds it (as cocos).
    world->queryRect(collect, Rect(108, 108, 5, 5));
    EXPECT_EQ(tags, std::vector<int>{1});
    tags.clear();
    world->queryRect(collect, Rect(150, 0, 20, 320)); // between balls 1 and 2
    EXPECT_TRUE(tags.empty());
}

TEST_F(PhysicsQueryTest, PointQueriesFindTheShapesContainingThePoint) {
    std::vector<int> tags;
    world->queryPoint(
        [&](PhysicsWorld&, PhysicsShape& shape, void*) {
            tags.push_back(shape.getBody()->getTag());
            return true;
        },
        Vec2(205, 95));
    EXPECT_EQ(tags, std::vector<int>{2});
    // Outside the circle, inside its bounding box: not contained.
    EXPECT_TRUE(world->getShapes(Vec2(108, 108)).empty());
    EXPECT_EQ(world->getShape(Vec2(108, 108)), nullptr);
    ASSERT_EQ(world->getShapes(Vec2(300, 105)).size(), 1u);
    EXPECT_EQ(world->getShape(Vec2(300, 105)), balls[2]->getPhysicsBody()->getFirstShape());
}

TEST_F(PhysicsQueryTest, NonFiniteInputFindsNothing) {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    int calls = 0;
    world->rayCast([&](PhysicsWorld&, const PhysicsRayCastInfo&, void*) { return ++calls, true; },
                   Vec2(nan, 100), Vec2(400, 100));
    world->queryRect([&](PhysicsWorld&, PhysicsShape&, void*) { return ++calls, true; },
                     Rect(0, 0, inf, 320));
    world->queryPoint([&](PhysicsWorld&, PhysicsShape&, void*) { return ++calls, true; }, Vec2(100, nan));
    EXPECT_EQ(calls, 0);
    EXPECT_TRUE(world->getShapes(Vec2(nan, nan)).empty());
    EXPECT_EQ(world->getShape(Vec2(inf, 0)), nullptr);
}

TEST_F(PhysicsQueryTest, ACallbackRemovingEveryNodeStillGetsLiveShapes) {
    int calls = 0;
    world->rayCast(
        [&](PhysicsWorld&, const PhysicsRayCastInfo& info, void*) {
            ++calls;
            PhysicsBody* body = info.shape->getBody();
            EXPECT_NE(body, nullptr);
            if (!body) return false;
            EXPECT_EQ(body->getWorld() != nullptr, calls == 1) << "removed from the world at once";
            // Removing every node (and with it its body, which only the node held) mid-query.
            for (Node* node : balls)
                node->removeFromParent();
            balls.clear();
            EXPECT_EQ(info.shape->getBody(), body) << "the shape and its body stay alive for the query";
            EXPECT_EQ(body->getNode(), nullptr);
            return true;
        },
        Vec2(0, 100), Vec2(400, 100));
    EXPECT_EQ(calls, 3);
    EXPECT_TRUE(world->getAllBodies().empty());
    EXPECT_TRUE(rayTags(Vec2(0, 100), Vec2(400, 100)).empty());
    director->mainLoop(1.0f / 60); // the world steps on, nothing left in it
}

TEST_F(PhysicsQueryTest, PendingBodiesJoinBeforeAQuery) {
    Node* late = ball(Vec2(100, 200), 9);
    // Not stepped yet: the body waits to join the space; the query adds it first (cocos's
    // updateBodies). Its shape is where the body was made (chipmunk indexes it at the step).
    EXPECT_EQ(late->getPhysicsBody()->getWorld(), world);
    int calls = 0;
    world->queryRect([&](PhysicsWorld&, PhysicsShape&, void*) { return ++calls, true; },
                     Rect(-1000, -1000, 3000, 3000));
    EXPECT_EQ(calls, 4);
}

TEST_F(PhysicsQueryTest, DebugDrawShowsShapesInCocosColours) {
    EXPECT_EQ(world->getDebugDrawNode(), nullptr);
    world->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_ALL);
    EXPECT_EQ(world->getDebugDrawNode(), nullptr) << "made at the next step";
    director->mainLoop(1.0f / 60);
    DrawNode* draw = world->getDebugDrawNode();
    ASSERT_NE(draw, nullptr);
    EXPECT_EQ(draw->getParent(), scene);
    const auto& primitives = draw->getPrimitives();
    ASSERT_EQ(primitives.size(), 3u);
    for (const DrawNode::Primitive& p : primitives) {
        EXPECT_EQ(p.type, DrawNode::PrimitiveType::Polygon);
        ASSERT_EQ(p.vertices.size(), 12u) << "a circle is a 12-sided polygon";
        EXPECT_EQ(p.fillColor, Color4F(0.75f, 0, 0, 0.3f));
        EXPECT_EQ(p.borderColor, Color4F(1, 0, 0, 1));
        EXPECT_EQ(p.borderWidth, 1.0f);
        EXPECT_NEAR(p.vertices[0].distance(p.vertices[6]), 20.0f, 1e-3);
    }
    EXPECT_NEAR(primitives[0].vertices[0].x, 110.0f, 1e-3); // angle 0 is the first vertex
    // Redrawn each step: still three, not six.
    director->mainLoop(1.0f / 60);
    EXPECT_EQ(draw->getPrimitives().size(), 3u);
    // A zero step does not redraw (cocos's update returns before drawing).
    balls[0]->removeFromParent();
    director->mainLoop(0.0f);
    EXPECT_EQ(draw->getPrimitives().size(), 3u);
    director->mainLoop(1.0f / 60);
    EXPECT_EQ(draw->getPrimitives().size(), 2u);
    // The shapes flag alone; joints and contacts draw nothing without joints or contacts.
    world->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_JOINT | PhysicsWorld::DEBUGDRAW_CONTACT);
    director->mainLoop(1.0f / 60);
    EXPECT_TRUE(draw->getPrimitives().empty());
    RefPtr<DrawNode> kept(draw);
    world->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_NONE);
    EXPECT_EQ(world->getDebugDrawNode(), nullptr);
    EXPECT_EQ(kept->getParent(), nullptr) << "mask 0 removes the node";
}

TEST_F(PhysicsQueryTest, DebugDrawShowsJointsInGreen) {
    // A distance joint between the first two balls' centres: chipmunk draws its anchors as dots and
    // the rod between them as a segment, in cocos's constraint colour.
    auto* joint = PhysicsJointDistance::construct(balls[0]->getPhysicsBody(), balls[1]->getPhysicsBody(),
                                                  Vec2::ZERO, Vec2::ZERO);
    world->addJoint(joint);
    world->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_JOINT);
    director->mainLoop(1.0f / 60);
    DrawNode* draw = world->getDebugDrawNode();
    ASSERT_NE(draw, nullptr);
    int dots = 0, rods = 0;
    for (const DrawNode::Primitive& p : draw->getPrimitives()) {
        EXPECT_EQ(p.fillColor, Color4F(0, 0.75f, 0, 1));
        if (p.type == DrawNode::PrimitiveType::Dot) {
            ++dots;
            EXPECT_EQ(p.radius, 2.0f);
        } else if (p.type == DrawNode::PrimitiveType::Segment) {
            ASSERT_EQ(p.vertices.size(), 2u);
            EXPECT_NEAR(p.vertices[0].distance(p.vertices[1]), 100.0f, 1e-2);
            ++rods;
        }
    }
    EXPECT_EQ(dots, 2);
    EXPECT_EQ(rods, 1);
    // Destroyed, it is drawn no more.
    world->removeJoint(joint, true);
    director->mainLoop(1.0f / 60);
    EXPECT_TRUE(draw->getPrimitives().empty());
}

TEST_F(PhysicsQueryTest, DebugDrawShowsContactsInBlue) {
    // Two balls pushed into each other: the contact is drawn as a blue segment.
    Node* left = ball(Vec2(100, 200), 4);
    Node* right = ball(Vec2(115, 200), 5);
    world->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_CONTACT);
    director->mainLoop(1.0f / 60);
    director->mainLoop(1.0f / 60);
    DrawNode* draw = world->getDebugDrawNode();
    ASSERT_NE(draw, nullptr);
    ASSERT_FALSE(draw->getPrimitives().empty());
    for (const DrawNode::Primitive& p : draw->getPrimitives()) {
        EXPECT_EQ(p.type, DrawNode::PrimitiveType::Segment);
        EXPECT_EQ(p.fillColor, Color4F(0, 0, 1, 1));
        EXPECT_EQ(p.radius, 1.0f);
    }
    (void)left;
    (void)right;
}

TEST_F(PhysicsQueryTest, TheSceneDyingTakesItsDebugNode) {
    world->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_SHAPE);
    director->mainLoop(1.0f / 60);
    RefPtr<PhysicsWorld> kept(world);
    balls.clear();
    director->replaceScene(Scene::create());
    director->mainLoop(1.0f / 60);
    director->mainLoop(1.0f / 60);
    EXPECT_EQ(kept->getScene(), nullptr);
    EXPECT_EQ(kept->getDebugDrawNode(), nullptr);
    EXPECT_TRUE(kept->getShapes(Vec2(100, 100)).empty());
    kept->setDebugDrawMask(PhysicsWorld::DEBUGDRAW_ALL);
    kept->update(1.0f / 60); // no scene: nothing to draw into
    EXPECT_EQ(kept->getDebugDrawNode(), nullptr);
}

} // namespace
} // namespace physics_query_tests
