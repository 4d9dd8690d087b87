// tests/engine/physics/PhysicsShapeTests.cpp — cocos 3.17's polygon, box and edge shapes: geometry
// (the convex hull, winding, offsets, centres), mass and moment, scaling, the degenerate input they
// refuse (never a Chipmunk abort), the body API beyond the skeleton's (velocity limits, resting,
// points and velocities), and lifetimes. The support's census fails any test that leaves a Ref alive.
#include "physics/PhysicsBody.h"
#include "physics/PhysicsChecks.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"

#include "EngineTest.h"
#include "base/RefPtr.h"

#include <chipmunk/chipmunk.h>

#include <cmath>
#include <limits>

// A namespace of its own: `using namespace cc` must not reach the other files of a unity build.
namespace physics_shape_tests {
namespace {

using namespace cc;
using kite::test::ScopedLogCapture;

class PhysicsShapeTest : public ::testing::Test {
protected:
    void TearDown() override { kite::test::tearDownEngine(); }
};

const Vec2 kTriangle[] = {Vec2(0, 0), Vec2(30, 0), Vec2(0, 30)};

float signedArea(const cpShape* shape) {
    const int count = cpPolyShapeGetCount(shape);
    std::vector<cpVect> verts;
    for (int i = 0; i < count; ++i)
        verts.push_back(cpPolyShapeGetVert(shape, i));
    return static_cast<float>(cpAreaForPoly(count, verts.data(), 0));
}

TEST_F(PhysicsShapeTest, APolygonIsTheConvexHullOfItsPoints) {
    const Vec2 concave[] = {Vec2(0, 0), Vec2(20, 0), Vec2(10, 5), Vec2(20, 20), Vec2(0, 20)};
    auto* shape = PhysicsShapePolygon::create(concave, 5, PhysicsMaterial(2, 0.5f, 0.25f), Vec2(100, 0));
    ASSERT_NE(shape, nullptr);
    EXPECT_EQ(shape->getType(), PhysicsShape::Type::POLYGON);
    EXPECT_EQ(shape->getPointsCount(), 4);
    EXPECT_FLOAT_EQ(shape->getArea(), 400);
    EXPECT_FLOAT_EQ(shape->getMass(), 800);
    EXPECT_GT(signedArea(shape->getCPShapes()[0]), 0); // counter-clockwise, as chipmunk needs
    EXPECT_EQ(shape->getCenter(), Vec2(110, 10));
    EXPECT_FLOAT_EQ(shape->getMoment(), shape->calculateDefaultMoment());
    EXPECT_FLOAT_EQ(static_cast<float>(cpShapeGetFriction(shape->getCPShapes()[0])), 0.25f);
    EXPECT_EQ(shape->getPoint(99), Vec2::ZERO); // cocos reads past the vertices
    EXPECT_FLOAT_EQ(PhysicsShapePolygon::calculateArea(kTriangle, 3), 450);
    EXPECT_EQ(PhysicsShapePolygon::calculateMoment(PHYSICS_INFINITY, kTriangle, 3), PHYSICS_INFINITY);
}

TEST_F(PhysicsShapeTest, ABoxIsAPolygonCentredOnItsOffset) {
    auto* box = PhysicsShapeBox::create(Size(40, 20), PhysicsMaterial(1, 0, 0), Vec2(5, 6));
    ASSERT_NE(box, nullptr);
    PhysicsShapePolygon* polygon = box; // cocos's hierarchy
    EXPECT_EQ(polygon->getPointsCount(), 4);
    EXPECT_EQ(box->getType(), PhysicsShape::Type::BOX);
    EXPECT_EQ(box->getOffset(), Vec2(5, 6));
    EXPECT_EQ(box->getSize(), Size(40, 20));
    EXPECT_FLOAT_EQ(box->getArea(), 800);
}

TEST_F(PhysicsShapeTest, EdgesAreSegmentsWithInfiniteMass) {
    auto* segment =
        PhysicsShapeEdgeSegment::create(Vec2(0, 0), Vec2(10, 20), PhysicsMaterial(1, 0.2f, 0.3f), 2);
    ASSERT_NE(segment, nullptr);
    EXPECT_EQ(segment->getCPShapes().size(), 1u);
    EXPECT_EQ(segment->getCenter(), Vec2(5, 10));
    EXPECT_EQ(segment->getMass(), PHYSICS_INFINITY);
    EXPECT_EQ(segment->getMoment(), PHYSICS_INFINITY);
    EXPECT_EQ(segment->getArea(), 0);
    EXPECT_EQ(cpSegmentShapeGetRadius(segment->getCPShapes()[0]), 2);

    auto* box = PhysicsShapeEdgeBox::create(Size(100, 50), PHYSICSSHAPE_MATERIAL_DEFAULT, 0, Vec2(10, 0));
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->getCPShapes().size(), 4u);
    EXPECT_EQ(box->getPointsCount(), 4);
    EXPECT_EQ(box->getOffset(), Vec2(10, 0));
    Vec2 corners[4];
    box->getPoints(corners);
    EXPECT_EQ(corners[0], Vec2(-40, -25));
    EXPECT_EQ(corners[2], Vec2(60, 25));

    const Vec2 square[] = {Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)};
    auto* loop = PhysicsShapeEdgePolygon::create(square, 4);
    ASSERT_NE(loop, nullptr);
    EXPECT_EQ(loop->getCPShapes().size(), 4u); // closed
    EXPECT_EQ(loop->getCenter(), Vec2(5, 5));
    auto* chain = PhysicsShapeEdgeChain::create(square, 4);
    ASSERT_NE(chain, nullptr);
    EXPECT_EQ(chain->getCPShapes().size(), 3u); // open
    EXPECT_EQ(chain->getPointsCount(), 4);
    Vec2 points[4];
    chain->getPoints(points);
    EXPECT_EQ(points[3], Vec2(0, 10));
}

TEST_F(PhysicsShapeTest, DegenerateInputIsRefusedNotAborted) {
    ScopedLogCapture logs;
    const Vec2 line[] = {Vec2(0, 0), Vec2(1, 1), Vec2(2, 2)};
    const Vec2 nan[] = {Vec2(0, 0), Vec2(std::nanf(""), 1), Vec2(1, 0)};
    EXPECT_EQ(PhysicsShapePolygon::create(kTriangle, 2), nullptr);
    EXPECT_EQ(PhysicsShapePolygon::create(line, 3), nullptr);
    EXPECT_EQ(PhysicsShapePolygon::create(nan, 3), nullptr);
    EXPECT_EQ(PhysicsShapePolygon::create(kTriangle, 3, PhysicsMaterial(1, -1, 0)), nullptr);
    EXPECT_EQ(PhysicsShapeCircle::create(0), nullptr);
    EXPECT_EQ(PhysicsShapeCircle::create(std::numeric_limits<float>::infinity()), nullptr);
    EXPECT_EQ(PhysicsShapeBox::create(Size(0, 5)), nullptr);
    EXPECT_EQ(PhysicsShapeEdgeSegment::create(Vec2(1, 1), Vec2(1, 1)), nullptr);
    EXPECT_EQ(PhysicsShapeEdgeSegment::create(Vec2(1, 1), Vec2(2, 1), PHYSICSSHAPE_MATERIAL_DEFAULT, -1),
              nullptr);
    EXPECT_EQ(PhysicsShapeEdgePolygon::create(kTriangle, 2), nullptr);
    EXPECT_EQ(PhysicsShapeEdgeChain::create(kTriangle, 1), nullptr);
    EXPECT_EQ(PhysicsShapeEdgeBox::create(Size(-1, 5)), nullptr);
    EXPECT_EQ(PhysicsBody::createPolygon(line, 3), nullptr);
    EXPECT_EQ(PhysicsBody::createEdgeChain(kTriangle, 0), nullptr);
    EXPECT_NE(logs.text().find("PhysicsShapePolygon: the polygon's points are all on one line"),
              std::string::npos)
        << logs.text();
    // Setters Chipmunk would abort on are refused with a log line.
    auto* body = PhysicsBody::createPolygon(kTriangle, 3);
    auto* shape = body->getFirstShape();
    shape->setFriction(-1);
    shape->setRestitution(std::nanf(""));
    EXPECT_EQ(shape->getFriction(), PHYSICSBODY_MATERIAL_DEFAULT.friction);
    body->setVelocity(Vec2(std::nanf(""), 0));
    body->setAngularVelocity(std::numeric_limits<float>::infinity());
    body->applyTorque(std::nanf(""));
    body->setRotationOffset(std::nanf(""));
    EXPECT_EQ(body->getVelocity(), Vec2::ZERO);
    EXPECT_EQ(body->getAngularVelocity(), 0);
    EXPECT_EQ(physics::checkPolygon(kTriangle, 3), "");
}

TEST_F(PhysicsShapeTest, ScalingReshapesPolygonsAndEdgesAndTheBodysMass) {
    auto* body = PhysicsBody::createPolygon(kTriangle, 3, PhysicsMaterial(1, 0, 0));
    auto* polygon = static_cast<PhysicsShapePolygon*>(body->getFirstShape());
    body->setScale(2, -1); // a mirror: the winding must stay counter-clockwise
    EXPECT_GT(signedArea(polygon->getCPShapes()[0]), 0);
    EXPECT_FLOAT_EQ(polygon->getArea(), 900);
    EXPECT_FLOAT_EQ(polygon->getMass(), 900);
    EXPECT_FLOAT_EQ(body->getMass(), 900);
    EXPECT_FLOAT_EQ(body->getMoment(), polygon->getMoment());
    auto* wall = PhysicsBody::createEdgeSegment(Vec2(0, 0), Vec2(10, 0));
    auto* edge = static_cast<PhysicsShapeEdgeSegment*>(wall->getFirstShape());
    wall->setScale(2, -1);
    EXPECT_EQ(edge->getPointB(), Vec2(20, 0));
    EXPECT_EQ(edge->getMass(), PHYSICS_INFINITY); // cocos would make it 0
    EXPECT_EQ(wall->getMass(), PHYSICS_INFINITY);
    body->setMass(5); // the script's mass stays through rescaling
    body->setScale(1, 1);
    EXPECT_FLOAT_EQ(polygon->getArea(), 450);
    EXPECT_EQ(body->getMass(), 5);
}

TEST_F(PhysicsShapeTest, EdgeBodiesAreStatic) {
    const Vec2 square[] = {Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)};
    for (PhysicsBody* body :
         {PhysicsBody::createEdgeSegment(Vec2(0, 0), Vec2(1, 0)), PhysicsBody::createEdgeBox(Size(10, 10)),
          PhysicsBody::createEdgePolygon(square, 4), PhysicsBody::createEdgeChain(square, 4)}) {
        ASSERT_NE(body, nullptr);
        EXPECT_FALSE(body->isDynamic());
        EXPECT_EQ(body->getMass(), PHYSICS_INFINITY);
        EXPECT_EQ(cpBodyGetType(body->getCPBody()), CP_BODY_TYPE_KINEMATIC);
    }
    // PhysicsBody::createEdgeBox's border is 1, PhysicsShapeEdgeBox::create's 0 (as cocos).
    EXPECT_EQ(
        cpSegmentShapeGetRadius(PhysicsBody::createEdgeBox(Size(10, 10))->getFirstShape()->getCPShapes()[0]),
        1);
    EXPECT_EQ(cpSegmentShapeGetRadius(PhysicsShapeEdgeBox::create(Size(10, 10))->getCPShapes()[0]), 0);
}

/// A physics scene running, auto step off.
class PhysicsBodyInWorldTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        director = Director::getInstance();
        scene = Scene::createWithPhysics();
        world = scene->getPhysicsWorld();
        world->setAutoStep(false);
        director->runWithScene(scene);
        director->mainLoop(0.0f);
    }
    PhysicsWorld* world = nullptr;
};

TEST_F(PhysicsBodyInWorldTest, VelocityLimitsClampEachStep) {
    auto* node = Node::create();
    auto* body = PhysicsBody::createBox(Size(10, 10));
    node->setPhysicsBody(body);
    scene->addChild(node);
    EXPECT_EQ(body->getVelocityLimit(), PHYSICS_INFINITY);
    body->setVelocityLimit(50);
    body->setAngularVelocityLimit(2);
    body->setVelocity(Vec2(300, 400));
    body->setAngularVelocity(-10);
    world->step(1.0f / 60);
    EXPECT_NEAR(body->getVelocity().length(), 50, 1e-3);
    EXPECT_NEAR(body->getAngularVelocity(), -2, 1e-6);
    EXPECT_FALSE(body->isResting());
    body->setResting(true); // would crash in Chipmunk: refused
    EXPECT_FALSE(body->isResting());
    world->step(1.0f / 60);
    const Vec2 centre = body->local2World(Vec2::ZERO);
    EXPECT_NEAR(body->world2Local(centre).x, 0, 1e-4);
    EXPECT_NEAR(body->world2Local(centre).y, 0, 1e-4);
    EXPECT_TRUE(body->getFirstShape()->containsPoint(centre));
    EXPECT_FALSE(body->getFirstShape()->containsPoint(centre + Vec2(20, 0)));
}

TEST_F(PhysicsBodyInWorldTest, WorldDyingWithPolygonAndEdgeBodiesInIt) {
    const Vec2 chain[] = {Vec2(0, 0), Vec2(50, 0), Vec2(100, 20)};
    RefPtr<PhysicsShape> kept;
    {
        auto* ground = Node::create();
        ground->setPhysicsBody(PhysicsBody::createEdgeChain(chain, 3));
        scene->addChild(ground);
        auto* rock = Node::create();
        rock->setPosition(20, 40);
        rock->setPhysicsBody(PhysicsBody::createPolygon(kTriangle, 3));
        scene->addChild(rock);
        kept = rock->getPhysicsBody()->getFirstShape();
        world->step(1.0f / 60);
        EXPECT_EQ(world->getAllBodies().size(), 2u);
    }
    director->replaceScene(Scene::create());
    director->mainLoop(1.0f / 60);
    director->mainLoop(1.0f / 60);
    kite::test::tearDownEngine(); // the scene, its world, the nodes and bodies go
    ASSERT_EQ(kept->getReferenceCount(), 1u);
    EXPECT_EQ(kept->getBody(), nullptr);
    EXPECT_EQ(PhysicsShape::fromCPShape(kept->getCPShapes()[0]), kept.get());
    EXPECT_EQ(static_cast<PhysicsShapePolygon*>(kept.get())->getPointsCount(), 3);
}

} // namespace
} // namespace physics_shape_tests
