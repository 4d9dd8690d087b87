// tests/engine/physics/PhysicsJointTests.cpp — joints (cocos 3.17's PhysicsJoint* and the world's
// addJoint / removeJoint / removeAllJoints): when they start working, what each joint does to its
// bodies, the values cocos computes at creation, refusals, and lifetimes (bodies, nodes and worlds
// dying with joints, removals while the space steps). The support's census fails any test that
// leaves a Ref alive.
#include "physics/PhysicsBody.h"
#include "physics/PhysicsJoint.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"

#include "EngineTest.h"
#include "base/RefPtr.h"

#include <chipmunk/chipmunk.h>

#include <cmath>
#include <functional>

// A namespace of its own: `using namespace cc` must not reach the other files of a unity build.
namespace physics_joint_tests {
namespace {

using namespace cc;

/// A running physics scene, entered with one frame of dt 0 (syncs, does not step).
class PhysicsJointTest : public ::testing::Test {
protected:
    void SetUp() override {
        director = Director::getInstance();
        scene = Scene::createWithPhysics();
        world = scene->getPhysicsWorld();
        director->runWithScene(scene);
        director->mainLoop(0.0f);
    }
    void TearDown() override { kite::test::tearDownEngine(); }

    /// A node with a circle body at @p position in the scene (a static one when @p dynamic is false).
    Node* ball(const Vec2& position, bool dynamic = true) {
        auto* node = Node::create();
        node->setAnchorPoint(Vec2(0.5f, 0.5f));
        node->setPosition(position);
        node->setPhysicsBody(PhysicsBody::createCircle(5));
        node->getPhysicsBody()->setDynamic(dynamic);
        scene->addChild(node);
        return node;
    }
    PhysicsBody* body(const Vec2& position, bool dynamic = true) {
        return ball(position, dynamic)->getPhysicsBody();
    }
    bool inSpace(PhysicsJoint* joint) {
        for (cpConstraint* c : joint->getCPConstraints())
            if (!cpSpaceContainsConstraint(world->getCPSpace(), c)) return false;
        return !joint->getCPConstraints().empty();
    }

    Director* director = nullptr;
    Scene* scene = nullptr;
    PhysicsWorld* world = nullptr;
};

TEST_F(PhysicsJointTest, AJointWorksFromTheUpdateAfterAddJoint) {
    PhysicsBody* a = body(Vec2(100, 300), false);
    PhysicsBody* b = body(Vec2(150, 300));
    auto* joint = PhysicsJointDistance::construct(a, b, Vec2::ZERO, Vec2::ZERO);
    ASSERT_NE(joint, nullptr);
    EXPECT_EQ(a->getJoints().size(), 1u);
    EXPECT_EQ(b->getJoints().at(0), joint);
    EXPECT_EQ(joint->getWorld(), nullptr);
    EXPECT_FALSE(joint->isEnabled()) << "not in a world";
    EXPECT_EQ(joint->getDistance(), 0.0f) << "chipmunk measures it when the joint is made";
    world->addJoint(joint);
    EXPECT_EQ(joint->getWorld(), world);
    EXPECT_TRUE(joint->isEnabled()) << "Kite: true once added (cocos's flag stayed false)";
    EXPECT_TRUE(joint->getCPConstraints().empty()) << "made at the next update, as cocos";
    EXPECT_TRUE(world->getAllJoints().empty());
    director->mainLoop(0.0f);
    EXPECT_TRUE(inSpace(joint));
    EXPECT_EQ(world->getAllJoints().size(), 1u);
    EXPECT_FLOAT_EQ(joint->getDistance(), 50.0f);

    // The ball swings on its rod: it falls but keeps its distance from the anchor.
    kite::test::runFrames(60, 1.0f / 60);
    const Vec2 p = b->getPosition();
    EXPECT_LT(p.y, 299.0f);
    EXPECT_NEAR(p.distance(a->getPosition()), 50.0f, 0.5f);
}

TEST_F(PhysicsJointTest, AFreeBallFallsWhereAJointedOneHangs) {
    // The same as above without the joint, so the test above cannot pass by accident.
    PhysicsBody* b = body(Vec2(150, 300));
    kite::test::runFrames(60, 1.0f / 60);
    EXPECT_GT(b->getPosition().distance(Vec2(100, 300)), 60.0f);
}

TEST_F(PhysicsJointTest, ParametersBeforeTheWorldMadeTheJoint) {
    PhysicsBody* a = body(Vec2(100, 100), false);
    PhysicsBody* b = body(Vec2(200, 100));
    auto* limit = PhysicsJointLimit::construct(a, b, Vec2(1, 2), Vec2(3, 4), 5, 60);
    EXPECT_EQ(limit->getAnchr1(), Vec2(1, 2));
    EXPECT_EQ(limit->getAnchr2(), Vec2(3, 4));
    EXPECT_EQ(limit->getMin(), 5.0f);
    EXPECT_EQ(limit->getMax(), 60.0f);
    limit->setMax(70);
    EXPECT_EQ(limit->getMax(), 70.0f) << "a setter before creation is kept";
    EXPECT_EQ(limit->getMaxForce(), PHYSICS_INFINITY);
    limit->setMaxForce(1000);
    EXPECT_EQ(limit->getMaxForce(), 1000.0f);
    limit->setMaxForce(-1); // chipmunk aborts on it: ignored
    EXPECT_EQ(limit->getMaxForce(), 1000.0f);
    world->addJoint(limit);
    director->mainLoop(0.0f);
    ASSERT_EQ(limit->getCPConstraints().size(), 1u);
    cpConstraint* slide = limit->getCPConstraints()[0];
    EXPECT_EQ(cpSlideJointGetMax(slide), 70.0);
    EXPECT_EQ(cpConstraintGetMaxForce(slide), 1000.0);
    EXPECT_NEAR(cpConstraintGetErrorBias(slide), std::pow(0.85, 60.0), 1e-9) << "cocos 3.17's";
    limit->setMin(7);
    EXPECT_EQ(cpSlideJointGetMin(slide), 7.0);
    EXPECT_EQ(limit->getMin(), 7.0f);

    auto* spring = PhysicsJointSpring::construct(a, b, Vec2::ZERO, Vec2::ZERO, 20, 3);
    EXPECT_EQ(spring->getStiffness(), 20.0f);
    EXPECT_EQ(spring->getDamping(), 3.0f);
    EXPECT_EQ(spring->getRestLength(), 0.0f);
    spring->setRestLength(42);
    world->addJoint(spring);
    director->mainLoop(0.0f);
    EXPECT_EQ(spring->getRestLength(), 42.0f) << "set before creation, it wins over the computed one";
    EXPECT_EQ(cpDampedSpringGetStiffness(spring->getCPConstraints()[0]), 20.0);
}

TEST_F(PhysicsJointTest, RestLengthsAndLimitsAsCocosComputesThem) {
    // cocos 3.17 measures from b's point anchr1 to a's point anchr2 (bodies swapped): kept.
    PhysicsBody* a = body(Vec2(100, 100), false);
    PhysicsBody* b = body(Vec2(200, 100));
    world->setGravity(Vec2::ZERO);
    auto* spring = PhysicsJointSpring::construct(a, b, Vec2(10, 0), Vec2::ZERO, 1, 0);
    world->addJoint(spring);
    director->mainLoop(0.0f);
    EXPECT_FLOAT_EQ(spring->getRestLength(), 110.0f) << "|b(10,0) - a(0,0)|, not |a(10,0) - b(0,0)| = 90";
    // The 4-argument Limit measures when it is constructed.
    auto* limit = PhysicsJointLimit::construct(a, b, Vec2(10, 0), Vec2::ZERO);
    EXPECT_EQ(limit->getMin(), 0.0f);
    EXPECT_FLOAT_EQ(limit->getMax(), 110.0f);
    // The rotary spring's rest angle is b's rotation minus a's, in degrees, as radians.
    b->getNode()->setRotation(30);
    director->mainLoop(0.0f);
    auto* rotary = PhysicsJointRotarySpring::construct(a, b, 5, 1);
    world->addJoint(rotary);
    director->mainLoop(0.0f);
    EXPECT_NEAR(rotary->getRestAngle(), 30.0f, 1e-4);
}

TEST_F(PhysicsJointTest, FixedJointMovesBothNodesToTheAnchor) {
    Node* na = ball(Vec2(100, 100));
    Node* nb = ball(Vec2(160, 100));
    auto* fixed = PhysicsJointFixed::construct(na->getPhysicsBody(), nb->getPhysicsBody(), Vec2(130, 200));
    EXPECT_TRUE(fixed->isCollisionEnabled());
    world->setGravity(Vec2::ZERO);
    world->addJoint(fixed);
    director->mainLoop(0.0f);
    EXPECT_EQ(na->getPosition(), Vec2(130, 200));
    EXPECT_EQ(nb->getPosition(), Vec2(130, 200));
    EXPECT_FALSE(fixed->isCollisionEnabled()) << "cocos turns collision off at creation";
    EXPECT_EQ(fixed->getCPConstraints().size(), 2u) << "a pivot and a gear";
    // Turned together: the gear keeps their angles equal.
    na->getPhysicsBody()->setAngularVelocity(1);
    kite::test::runFrames(10, 1.0f / 60);
    EXPECT_NEAR(na->getRotation(), nb->getRotation(), 0.5f);
    EXPECT_NE(na->getRotation(), 0.0f);
}

TEST_F(PhysicsJointTest, EachJointActsOnItsBodies) {
    world->setGravity(Vec2::ZERO);
    // Motor: the wheel turns at the rate relative to the static base (chipmunk: b.w - a.w = -rate).
    // (Static bodies stand apart: every pair of shapes collides until contacts filter them.)
    PhysicsBody* base = body(Vec2(100, 400), false);
    PhysicsBody* wheel = body(Vec2(100, 100));
    world->addJoint(PhysicsJointMotor::construct(base, wheel, 2));
    // Gear: the first wheel's angle is the second's times the ratio (chipmunk: b.a * ratio = a.a).
    PhysicsBody* geared = body(Vec2(200, 100));
    world->addJoint(PhysicsJointGear::construct(wheel, geared, 0, 2));
    // Groove: a ball slides along a horizontal groove of a static body and never leaves it.
    PhysicsBody* rail = body(Vec2(300, 400), false);
    PhysicsBody* slider = body(Vec2(300, 100));
    world->addJoint(PhysicsJointGroove::construct(rail, slider, Vec2(-50, -300), Vec2(50, -300), Vec2::ZERO));
    slider->setVelocity(Vec2(100, 100));
    // Rotary limit: a spun body stops turning at 0.5 radians.
    PhysicsBody* hinge = body(Vec2(400, 400), false);
    PhysicsBody* flap = body(Vec2(400, 100));
    world->addJoint(PhysicsJointRotaryLimit::construct(hinge, flap, -0.5f, 0.5f));
    flap->setAngularVelocity(5);
    // Pin: a pinned ball pushed sideways stays at its pivot.
    PhysicsBody* post = body(Vec2(500, 400), false);
    PhysicsBody* pinned = body(Vec2(500, 100));
    world->addJoint(PhysicsJointPin::construct(post, pinned, Vec2(500, 100)));
    pinned->setVelocity(Vec2(50, 0));

    kite::test::runFrames(60, 1.0f / 60);
    EXPECT_NEAR(wheel->getAngularVelocity(), -2.0f, 1e-3);
    EXPECT_NEAR(cpBodyGetAngle(wheel->getCPBody()), 2.0 * cpBodyGetAngle(geared->getCPBody()), 0.05);
    EXPECT_NEAR(slider->getPosition().y, 100.0f, 0.5f);
    EXPECT_GT(slider->getPosition().x, 320.0f);
    EXPECT_LE(slider->getPosition().x, 351.0f);
    EXPECT_LT(std::abs(cpBodyGetAngle(flap->getCPBody())), 0.55);
    EXPECT_LT(pinned->getPosition().distance(Vec2(500, 100)), 0.5f);
}

TEST_F(PhysicsJointTest, RatchetAndDisablingAJoint) {
    world->setGravity(Vec2::ZERO);
    PhysicsBody* a = body(Vec2(100, 100), false);
    PhysicsBody* b = body(Vec2(100, 100));
    auto* ratchet = PhysicsJointRatchet::construct(a, b, 0, 0.5f);
    EXPECT_EQ(ratchet->getRatchet(), 0.5f);
    world->addJoint(ratchet);
    director->mainLoop(0.0f);
    EXPECT_TRUE(inSpace(ratchet));
    EXPECT_EQ(ratchet->getAngle(), 0.0f);

    // Disabled: out of the space, still in the world; enabled: back.
    ratchet->setEnable(false);
    EXPECT_FALSE(ratchet->isEnabled());
    EXPECT_EQ(ratchet->getWorld(), world);
    EXPECT_FALSE(inSpace(ratchet));
    ratchet->setEnable(true);
    EXPECT_TRUE(ratchet->isEnabled());
    EXPECT_TRUE(inSpace(ratchet));
}

TEST_F(PhysicsJointTest, RemovedWithoutDestroyingItCanComeBack) {
    PhysicsBody* a = body(Vec2(100, 100), false);
    PhysicsBody* b = body(Vec2(150, 100));
    RefPtr<PhysicsJoint> pin(PhysicsJointPin::construct(a, b, Vec2(100, 100)));
    world->addJoint(pin.get());
    director->mainLoop(0.0f);
    world->removeJoint(pin.get(), false);
    EXPECT_EQ(pin->getWorld(), nullptr);
    EXPECT_FALSE(pin->isDestroyed());
    EXPECT_FALSE(inSpace(pin.get()));
    EXPECT_EQ(pin->getBodyA(), a) << "still on its bodies";
    EXPECT_TRUE(world->getAllJoints().empty());
    world->addJoint(pin.get());
    director->mainLoop(0.0f);
    EXPECT_TRUE(inSpace(pin.get())) << "Kite puts its constraints back (cocos's stayed out)";
    pin->removeFormWorld();
    EXPECT_EQ(pin->getWorld(), nullptr);
    EXPECT_FALSE(pin->isDestroyed());
    world->addJoint(pin.get());
    world->removeAllJoints(false); // it is still queued: cocos leaves queued joints alone
    EXPECT_EQ(pin->getWorld(), world);
    director->mainLoop(0.0f);
    world->removeAllJoints(); // destroys
    EXPECT_TRUE(pin->isDestroyed());
    EXPECT_EQ(pin->getBodyA(), nullptr);
    EXPECT_TRUE(a->getJoints().empty());
    EXPECT_TRUE(b->getJoints().empty());
    EXPECT_TRUE(pin->getCPConstraints().empty());
    EXPECT_STREQ(world->jointProblem(pin.get()),
                 "the joint was destroyed (removed from its world, or a body of it left)");
}

TEST_F(PhysicsJointTest, RefusedJoints) {
    PhysicsBody* a = body(Vec2(100, 100));
    PhysicsBody* b = body(Vec2(150, 100));
    EXPECT_EQ(PhysicsJointPin::construct(a, a, Vec2::ZERO), nullptr);
    EXPECT_EQ(PhysicsJointPin::construct(a, nullptr, Vec2::ZERO), nullptr);
    EXPECT_STREQ(PhysicsJoint::problemJoining(a, a), "the two bodies are the same body");

    auto* joint = PhysicsJointPin::construct(a, b, Vec2::ZERO);
    world->addJoint(joint);
    EXPECT_STREQ(world->jointProblem(joint), "the joint is already in this world");

    // A body of another physics world.
    RefPtr<Scene> other(Scene::createWithPhysics());
    auto* node = Node::create();
    node->setPhysicsBody(PhysicsBody::createCircle(3));
    other->addChild(node);
    other->getPhysicsWorld()->addBody(node->getPhysicsBody());
    EXPECT_STREQ(PhysicsJoint::problemJoining(a, node->getPhysicsBody()),
                 "the two bodies are in different physics worlds");
    EXPECT_EQ(PhysicsJointPin::construct(a, node->getPhysicsBody(), Vec2::ZERO), nullptr);
    EXPECT_STREQ(world->jointProblem(joint), "the joint is already in this world");
    EXPECT_NE(other->getPhysicsWorld()->jointProblem(joint), nullptr);

    // A body in no world (its node is in no physics scene), then one whose node will enter.
    RefPtr<Node> loose(Node::create());
    loose->setPhysicsBody(PhysicsBody::createCircle(3));
    auto* toLoose = PhysicsJointPin::construct(a, loose->getPhysicsBody(), Vec2::ZERO);
    ASSERT_NE(toLoose, nullptr);
    EXPECT_STREQ(world->jointProblem(toLoose),
                 "a body of the joint is in no physics world (its node is not in this world's scene)");
    world->addJoint(toLoose);
    EXPECT_EQ(toLoose->getWorld(), nullptr);
    auto* toOther = PhysicsJointPin::construct(b, loose->getPhysicsBody(), Vec2::ZERO);
    other->getPhysicsWorld()->addBody(loose->getPhysicsBody());
    EXPECT_STREQ(world->jointProblem(toOther), "the two bodies are in different physics worlds");
    other->getPhysicsWorld()->removeBody(loose->getPhysicsBody());
}

TEST_F(PhysicsJointTest, AJointWaitsForBodiesWhoseNodesHaveNotEntered) {
    // cocos games make joints before their scene runs: the joint waits until both bodies are in.
    auto* next = Scene::createWithPhysics();
    auto* na = Node::create();
    na->setPhysicsBody(PhysicsBody::createCircle(5));
    auto* nb = Node::create();
    nb->setPosition(40, 0);
    nb->setPhysicsBody(PhysicsBody::createCircle(5));
    next->addChild(na);
    next->addChild(nb);
    PhysicsWorld* nextWorld = next->getPhysicsWorld();
    auto* joint =
        PhysicsJointDistance::construct(na->getPhysicsBody(), nb->getPhysicsBody(), Vec2::ZERO, Vec2::ZERO);
    EXPECT_EQ(nextWorld->jointProblem(joint), nullptr);
    nextWorld->addJoint(joint);
    nextWorld->update(0.0f); // not running: the bodies are not in yet
    EXPECT_TRUE(joint->getCPConstraints().empty());
    director->replaceScene(next);
    director->mainLoop(0.0f);
    EXPECT_TRUE(cpSpaceContainsConstraint(nextWorld->getCPSpace(), joint->getCPConstraints().at(0)));
    EXPECT_FLOAT_EQ(joint->getDistance(), 40.0f);
}

TEST_F(PhysicsJointTest, BodiesLeavingTheWorldDestroyTheirJoints) {
    Node* na = ball(Vec2(100, 100), false);
    Node* nb = ball(Vec2(150, 100));
    Node* nc = ball(Vec2(200, 100));
    RefPtr<PhysicsJoint> ab(
        PhysicsJointPin::construct(na->getPhysicsBody(), nb->getPhysicsBody(), Vec2(100, 100)));
    RefPtr<PhysicsJoint> bc(PhysicsJointSpring::construct(nb->getPhysicsBody(), nc->getPhysicsBody(),
                                                          Vec2::ZERO, Vec2::ZERO, 10, 1));
    RefPtr<PhysicsJoint> never(PhysicsJointGear::construct(na->getPhysicsBody(), nc->getPhysicsBody(), 0, 1));
    world->addJoint(ab.get());
    world->addJoint(bc.get());
    director->mainLoop(1.0f / 60);
    ASSERT_EQ(world->getAllJoints().size(), 2u);
    std::vector<cpConstraint*> abConstraints = ab->getCPConstraints();

    RefPtr<Node> keepB(nb); // the node lives on: leaving the world is what destroys the joints
    nb->removeFromParent();
    EXPECT_TRUE(nb->getPhysicsBody()->getJoints().empty());
    EXPECT_TRUE(ab->isDestroyed());
    EXPECT_TRUE(bc->isDestroyed());
    EXPECT_EQ(ab->getWorld(), nullptr);
    EXPECT_EQ(bc->getBodyB(), nullptr);
    EXPECT_TRUE(world->getAllJoints().empty());
    EXPECT_EQ(cpSpaceContainsConstraint(world->getCPSpace(), abConstraints[0]), cpFalse);
    EXPECT_FALSE(never->isDestroyed()) << "a joint never added survives, as cocos's";
    EXPECT_EQ(na->getPhysicsBody()->getJoints().size(), 1u);
    director->mainLoop(1.0f / 60);

    // removeAllBodies destroys them too (cocos leaves their constraints behind).
    world->addJoint(never.get());
    director->mainLoop(1.0f / 60);
    EXPECT_EQ(world->getAllJoints().size(), 1u);
    world->removeAllBodies();
    EXPECT_TRUE(never->isDestroyed());
    EXPECT_TRUE(world->getAllJoints().empty());
}

TEST_F(PhysicsJointTest, ABodyDyingOutsideAnyWorldTakesItsJoints) {
    RefPtr<Node> na(Node::create());
    na->setPhysicsBody(PhysicsBody::createCircle(5));
    RefPtr<Node> nb(Node::create());
    nb->setPhysicsBody(PhysicsBody::createCircle(5));
    RefPtr<PhysicsJointMotor> joint(
        PhysicsJointMotor::construct(na->getPhysicsBody(), nb->getPhysicsBody(), 1));
    PhysicsBody* b = nb->getPhysicsBody();
    na = nullptr; // the node and its body die with the frame's pool
    director->mainLoop(0.0f);
    EXPECT_TRUE(joint->isDestroyed());
    EXPECT_EQ(joint->getBodyA(), nullptr);
    EXPECT_EQ(joint->getBodyB(), nullptr);
    EXPECT_TRUE(b->getJoints().empty());
    EXPECT_EQ(joint->getRate(), 1.0f) << "an inert joint still answers its parameters";
}

TEST_F(PhysicsJointTest, AWorldDyingWithJointsInIt) {
    PhysicsBody* a = body(Vec2(100, 100), false);
    PhysicsBody* b = body(Vec2(150, 100));
    RefPtr<PhysicsJoint> working(PhysicsJointPin::construct(a, b, Vec2(100, 100)));
    RefPtr<PhysicsJoint> queued(PhysicsJointGear::construct(a, b, 0, 1));
    world->addJoint(working.get());
    director->mainLoop(1.0f / 60);
    world->addJoint(queued.get());
    director->replaceScene(Scene::create()); // the physics scene and its world die at the next frame
    director->mainLoop(1.0f / 60);
    director->mainLoop(1.0f / 60);
    EXPECT_TRUE(working->isDestroyed());
    EXPECT_TRUE(queued->isDestroyed());
    EXPECT_EQ(working->getWorld(), nullptr);
}

TEST_F(PhysicsJointTest, AJointChipmunkCannotSolveWaitsOutsideTheSpace) {
    // Two static bodies: chipmunk aborts ("unsolvable constraint") on a pin between them.
    PhysicsBody* a = body(Vec2(100, 100), false);
    PhysicsBody* b = body(Vec2(150, 100), false);
    auto* pin = PhysicsJointPin::construct(a, b, Vec2(120, 100));
    auto* gear = PhysicsJointGear::construct(a, b, 0, 1);
    world->addJoint(pin);
    world->addJoint(gear);
    kite::test::runFrames(3, 1.0f / 60);
    EXPECT_EQ(pin->getCPConstraints().size(), 1u);
    EXPECT_FALSE(pin->isInSpace());
    EXPECT_FALSE(gear->isInSpace());
    EXPECT_TRUE(pin->isEnabled());
    // One body can move: the pin works; the gear needs a body that can turn.
    b->setDynamic(true);
    b->setRotationEnable(false);
    kite::test::runFrames(1, 1.0f / 60);
    EXPECT_TRUE(pin->isInSpace());
    EXPECT_FALSE(gear->isInSpace());
    b->setRotationEnable(true);
    kite::test::runFrames(1, 1.0f / 60);
    EXPECT_TRUE(gear->isInSpace());
    // An infinite mass cannot move either.
    b->setMass(PHYSICS_INFINITY);
    kite::test::runFrames(1, 1.0f / 60);
    EXPECT_FALSE(pin->isInSpace());
    EXPECT_TRUE(gear->isInSpace()) << "it can still turn";
    b->setDynamic(false);
    kite::test::runFrames(3, 1.0f / 60);
    EXPECT_FALSE(gear->isInSpace());
}

// A chipmunk begin handler on the world's space that runs @p during while the space is locked.
struct LockedCall {
    std::function<void()> during;
    bool ran = false;
};

cpBool beginWhileLocked(cpArbiter*, cpSpace*, cpDataPointer data) {
    auto* call = static_cast<LockedCall*>(data);
    if (!call->ran) {
        call->ran = true;
        call->during();
    }
    return cpTrue;
}

TEST_F(PhysicsJointTest, RemovalsWhileTheSpaceSteps) {
    Node* floor = ball(Vec2(100, 100), false);
    Node* faller = ball(Vec2(100, 112));
    Node* other = ball(Vec2(300, 300));
    RefPtr<PhysicsJoint> removed(PhysicsJointSpring::construct(
        faller->getPhysicsBody(), other->getPhysicsBody(), Vec2::ZERO, Vec2::ZERO, 1, 0));
    RefPtr<PhysicsJoint> ofTheNode(PhysicsJointDistance::construct(
        other->getPhysicsBody(), floor->getPhysicsBody(), Vec2::ZERO, Vec2::ZERO));
    world->addJoint(removed.get());
    world->addJoint(ofTheNode.get());
    director->mainLoop(0.0f);
    ASSERT_TRUE(removed->isInSpace());

    LockedCall call;
    call.during = [&] {
        EXPECT_TRUE(cpSpaceIsLocked(world->getCPSpace()));
        world->removeJoint(removed.get());
        other->removeFromParent(); // the node dies; its body waits for the step's end
        EXPECT_EQ(ofTheNode->getWorld(), nullptr);
    };
    cpCollisionHandler* handler = cpSpaceAddDefaultCollisionHandler(world->getCPSpace());
    handler->beginFunc = beginWhileLocked;
    handler->userData = &call;
    kite::test::runFrames(30, 1.0f / 60);
    handler->beginFunc = [](cpArbiter*, cpSpace*, cpDataPointer) -> cpBool { return cpTrue; };
    EXPECT_TRUE(call.ran);
    EXPECT_TRUE(removed->isDestroyed());
    EXPECT_TRUE(ofTheNode->isDestroyed());
    EXPECT_TRUE(world->getAllJoints().empty());
    EXPECT_EQ(world->getAllBodies().size(), 2u);
}

} // namespace
} // namespace physics_joint_tests
