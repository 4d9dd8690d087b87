// tests/engine/physics/PhysicsWorldTests.cpp — PhysicsWorld stepping (cocos 3.17's update: fixed
// rate, update rate, substeps, speed, auto step), node and body in sync both ways, and lifetimes.
// The support's census fails any test that leaves a Ref alive.
#include "physics/PhysicsBody.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"

#include "EngineTest.h"
#include "base/RefPtr.h"

#include <chipmunk/chipmunk.h>

#include <cmath>

// A namespace of its own: `using namespace cc` must not reach the other files of a unity build.
namespace physics_world_tests {
namespace {

using namespace cc;

/// Runs a fresh physics scene (entered with one frame of dt 0, which syncs but does not step).
class PhysicsWorldTest : public ::testing::Test {
protected:
    void SetUp() override {
        director = Director::getInstance();
        scene = Scene::createWithPhysics();
        ASSERT_NE(scene, nullptr);
        world = scene->getPhysicsWorld();
        ASSERT_NE(world, nullptr);
        director->runWithScene(scene);
        director->mainLoop(0.0f);
    }
    void TearDown() override { kite::test::tearDownEngine(); }

    /// A node with a circle body at @p position, added to @p parent (the scene by default).
    Node* ball(const Vec2& position, Node* parent = nullptr) {
        auto* node = Node::create();
        node->setAnchorPoint(Vec2(0.5f, 0.5f));
        node->setPosition(position);
        node->setPhysicsBody(PhysicsBody::createCircle(5));
        (parent ? parent : scene)->addChild(node);
        return node;
    }

    Director* director = nullptr;
    Scene* scene = nullptr;
    PhysicsWorld* world = nullptr;
};

TEST(PhysicsSceneTest, APlainSceneHasNoWorld) {
    auto* plain = Scene::create();
    EXPECT_EQ(plain->getPhysicsWorld(), nullptr);
    plain->stepPhysicsAndNavigation(1.0f); // nothing to step
    auto* physics = Scene::createWithPhysics();
    ASSERT_NE(physics->getPhysicsWorld(), nullptr);
    EXPECT_EQ(physics->getPhysicsWorld()->getScene(), physics);
    EXPECT_EQ(physics->getPhysicsWorld()->getGravity(), Vec2(0, -98));
    EXPECT_TRUE(physics->getPhysicsWorld()->isAutoStep());
    kite::test::tearDownEngine();
}

TEST_F(PhysicsWorldTest, ABallFallsOneStepPerFrame) {
    Node* node = ball(Vec2(100, 200));
    PhysicsBody* body = node->getPhysicsBody();
    EXPECT_EQ(body->getWorld(), world);
    // Chipmunk moves by the velocity before the step's forces change it: p += v dt, then v += g dt.
    director->mainLoop(0.5f);
    EXPECT_FLOAT_EQ(body->getVelocity().y, -49.0f);
    EXPECT_EQ(node->getPositionY(), 200.0f);
    director->mainLoop(0.5f);
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f);
    EXPECT_FLOAT_EQ(node->getPositionY(), 200.0f - 24.5f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 100.0f);
}

TEST_F(PhysicsWorldTest, FixedRateStepsWhileMoreThanAStepRemains) {
    PhysicsBody* body = ball(Vec2(100, 200))->getPhysicsBody();
    world->setFixedUpdateRate(4); // steps of 0.25
    director->mainLoop(0.5f);     // 0.5 > 0.25: one step; 0.25 left, not more than a step
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f * 0.25f);
    director->mainLoop(0.125f); // 0.375: one step, 0.125 left
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f * 0.5f);
    director->mainLoop(0.125f); // 0.25: none
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f * 0.5f);
    world->setSpeed(2); // each step moves twice as far in time
    director->mainLoop(0.125f);
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f * 1.0f);
    world->setFixedUpdateRate(0); // off: back to one step per frame
    EXPECT_EQ(world->getFixedUpdateRate(), 0);
    director->mainLoop(0.125f);
    // the leftover 0.125 of the fixed rate is in this frame's time too, as in cocos
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f * (1.0f + 2 * 0.25f));
}

TEST_F(PhysicsWorldTest, SubstepsSplitTheFrame) {
    Node* node = ball(Vec2(100, 200));
    PhysicsBody* body = node->getPhysicsBody();
    world->setSubsteps(4);
    EXPECT_EQ(world->getSubsteps(), 4);
    director->mainLoop(0.5f); // four steps of 0.125
    EXPECT_FLOAT_EQ(body->getVelocity().y, -49.0f);
    const float drop = (0 + 12.25f + 24.5f + 36.75f) * 0.125f;
    EXPECT_FLOAT_EQ(node->getPositionY(), 200.0f - drop);
}

TEST_F(PhysicsWorldTest, UpdateRateAccumulatesFrames) {
    PhysicsBody* body = ball(Vec2(100, 200))->getPhysicsBody();
    world->setUpdateRate(3);
    director->mainLoop(0.25f);
    director->mainLoop(0.25f);
    EXPECT_EQ(body->getVelocity().y, 0.0f);
    director->mainLoop(0.25f); // the third frame steps all 0.75
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f * 0.75f);
    world->setSubsteps(2); // more than one substep sets the rate back to 1
    EXPECT_EQ(world->getUpdateRate(), 1);
}

TEST_F(PhysicsWorldTest, SpeedScalesTheStep) {
    PhysicsBody* body = ball(Vec2(100, 200))->getPhysicsBody();
    world->setSpeed(2);
    world->setSpeed(-1); // refused
    EXPECT_EQ(world->getSpeed(), 2.0f);
    director->mainLoop(0.25f);
    EXPECT_FLOAT_EQ(body->getVelocity().y, -49.0f);
}

TEST_F(PhysicsWorldTest, AutoStepOffLeavesStepToTheUser) {
    Node* node = ball(Vec2(100, 200));
    PhysicsBody* body = node->getPhysicsBody();
    world->setAutoStep(false);
    director->mainLoop(0.5f);
    EXPECT_EQ(node->getPositionY(), 200.0f);
    world->step(0.5f);
    world->step(0.5f);
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f);
    EXPECT_FLOAT_EQ(node->getPositionY(), 200.0f - 24.5f);
    world->setAutoStep(true);
    world->step(0.5f); // refused with auto step on
    EXPECT_FLOAT_EQ(body->getVelocity().y, -98.0f);
}

TEST_F(PhysicsWorldTest, SameDeltasSameWorld) {
    // No clock anywhere: two runs of the same deltas agree exactly.
    auto run = [this](float x) {
        Node* node = ball(Vec2(x, 300));
        node->getPhysicsBody()->setAngularVelocity(1.5f);
        for (float dt : {0.016f, 0.033f, 0.02f, 0.016f})
            director->mainLoop(dt);
        return std::make_pair(node->getPositionY(), node->getRotation());
    };
    auto first = run(50);
    world->removeAllBodies();
    auto second = run(400);
    EXPECT_EQ(first, second);
}

TEST_F(PhysicsWorldTest, BodyFollowsNodeThroughRotatedScaledParent) {
    auto* parent = Node::create();
    parent->setPosition(100, 100);
    parent->setRotation(90); // clockwise: the parent's x axis points down the world's y
    parent->setScale(2);
    scene->addChild(parent);
    Node* node = ball(Vec2(10, 0), parent);
    PhysicsBody* body = node->getPhysicsBody();
    world->setGravity(Vec2::ZERO);
    director->mainLoop(0.0f); // sync only
    EXPECT_NEAR(body->getPosition().x, 100.0f, 1e-4);
    EXPECT_NEAR(body->getPosition().y, 80.0f, 1e-4);
    EXPECT_NEAR(body->getRotation(), 90.0f, 1e-4);
    EXPECT_NEAR(static_cast<PhysicsShapeCircle*>(body->getFirstShape())->getRadius(), 10.0f, 1e-5);

    // A script moves and turns the node: the body follows before the next step.
    node->setPosition(20, 0);
    node->setRotation(30);
    director->mainLoop(0.0f);
    EXPECT_NEAR(body->getPosition().y, 60.0f, 1e-4);
    EXPECT_NEAR(body->getRotation(), 120.0f, 1e-4);

    // The body moves in world space: the node moves in its parent's space, and takes the rotation.
    body->setVelocity(Vec2(0, -10)); // down the world = +x of the parent, half as far (scale 2)
    body->setAngularVelocity(static_cast<float>(-M_PI / 2)); // clockwise 90 degrees per second
    director->mainLoop(1.0f);
    EXPECT_NEAR(node->getPositionX(), 25.0f, 1e-3);
    EXPECT_NEAR(node->getPositionY(), 0.0f, 1e-3);
    EXPECT_NEAR(node->getRotation(), 120.0f, 1e-3);
    const Vec2 anchorInWorld = node->convertToWorldSpaceAR(Vec2::ZERO);
    EXPECT_NEAR(anchorInWorld.x, body->getPosition().x, 1e-3);
    EXPECT_NEAR(anchorInWorld.y, body->getPosition().y, 1e-3);
}

TEST_F(PhysicsWorldTest, NodeDyingTakesItsBody) {
    Node* node = ball(Vec2(100, 200));
    RefPtr<PhysicsBody> body(node->getPhysicsBody());
    cpBody* cp = body->getCPBody();
    EXPECT_EQ(PhysicsBody::fromCPBody(cp), body.get());
    director->mainLoop(0.1f);
    EXPECT_TRUE(cpSpaceContainsBody(world->getCPSpace(), cp));
    node->removeFromParent(); // the node dies: it left the world first
    EXPECT_EQ(body->getNode(), nullptr);
    EXPECT_EQ(body->getWorld(), nullptr);
    EXPECT_FALSE(cpSpaceContainsBody(world->getCPSpace(), cp));
    EXPECT_TRUE(world->getAllBodies().empty());
    director->mainLoop(0.1f); // a step without it
}

TEST_F(PhysicsWorldTest, WorldDyingWithBodiesInIt) {
    // A world can hold bodies of nodes outside its scene (addBody); its death frees them all.
    RefPtr<Scene> other(Scene::createWithPhysics());
    RefPtr<PhysicsWorld> otherWorld(other->getPhysicsWorld());
    RefPtr<Node> node(Node::create());
    node->setPhysicsBody(PhysicsBody::createBox(Size(10, 10)));
    PhysicsBody* body = node->getPhysicsBody();
    otherWorld->addBody(body);
    otherWorld->update(0.0f); // into the space
    cpBody* cp = body->getCPBody();
    EXPECT_TRUE(cpSpaceContainsBody(otherWorld->getCPSpace(), cp));
    EXPECT_TRUE(cpSpaceContainsShape(otherWorld->getCPSpace(), body->getFirstShape()->getCPShapes()[0]));
    other = nullptr; // the scene dies (with the frame's pool); the world lives on without a scene
    kite::test::runFrames(1, 0.0f);
    EXPECT_EQ(otherWorld->getScene(), nullptr);
    otherWorld->update(1.0f); // no scene: nothing happens
    otherWorld = nullptr;     // the world dies with the body in it
    EXPECT_EQ(body->getWorld(), nullptr);
    EXPECT_EQ(cpBodyGetSpace(cp), nullptr);
    EXPECT_EQ(cpShapeGetSpace(body->getFirstShape()->getCPShapes()[0]), nullptr);
}

TEST_F(PhysicsWorldTest, BodyMovesToAnotherNodeAndAnotherScene) {
    Node* first = ball(Vec2(100, 200));
    RefPtr<PhysicsBody> body(first->getPhysicsBody());
    auto* second = Node::create();
    scene->addChild(second);
    second->setPhysicsBody(body.get());
    EXPECT_EQ(first->getPhysicsBody(), nullptr);
    EXPECT_EQ(body->getNode(), second);
    EXPECT_EQ(body->getWorld(), world);
    EXPECT_EQ(world->getAllBodies().size(), 1u);

    auto* next = Scene::createWithPhysics();
    auto* third = Node::create();
    next->addChild(third);
    third->setPhysicsBody(body.get()); // the new scene is not running yet: out of every world
    EXPECT_EQ(body->getWorld(), nullptr);
    EXPECT_TRUE(world->getAllBodies().empty());
    director->replaceScene(next);
    director->mainLoop(0.1f);
    EXPECT_EQ(body->getWorld(), next->getPhysicsWorld());
    EXPECT_TRUE(cpSpaceContainsBody(next->getPhysicsWorld()->getCPSpace(), body->getCPBody()));
    third->setPhysicsBody(nullptr);
    EXPECT_EQ(body->getNode(), nullptr);
    EXPECT_EQ(body->getWorld(), nullptr);
}

TEST_F(PhysicsWorldTest, RemovedBodiesAndDisabledBodies) {
    Node* a = ball(Vec2(100, 200));
    Node* b = ball(Vec2(200, 200));
    b->getPhysicsBody()->setTag(3);
    EXPECT_EQ(world->getBody(3), b->getPhysicsBody());
    EXPECT_EQ(world->getBody(4), nullptr);
    world->removeBody(3);
    EXPECT_EQ(b->getPhysicsBody()->getWorld(), nullptr);
    director->mainLoop(0.5f);
    EXPECT_EQ(b->getPositionY(), 200.0f); // out of the world: stays
    EXPECT_FLOAT_EQ(a->getPhysicsBody()->getVelocity().y, -49.0f);
    a->getPhysicsBody()->setEnabled(false);
    director->mainLoop(0.5f);
    EXPECT_FLOAT_EQ(a->getPhysicsBody()->getVelocity().y, -49.0f); // out of the space: no step
    EXPECT_FALSE(cpSpaceContainsBody(world->getCPSpace(), a->getPhysicsBody()->getCPBody()));
    a->getPhysicsBody()->setEnabled(true);
    director->mainLoop(0.0f);
    EXPECT_TRUE(cpSpaceContainsBody(world->getCPSpace(), a->getPhysicsBody()->getCPBody()));
    world->removeAllBodies();
    EXPECT_TRUE(world->getAllBodies().empty());
    EXPECT_EQ(a->getPhysicsBody()->getWorld(), nullptr);
}

} // namespace
} // namespace physics_world_tests
