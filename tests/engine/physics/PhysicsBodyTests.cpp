// tests/engine/physics/PhysicsBodyTests.cpp — PhysicsBody and its shapes outside a world: cocos
// 3.17's mass, moment and density arithmetic, shapes moving between bodies, bitmasks, and the
// chipmunk objects' lifetimes (userData back-pointers, a shape outliving its body).
#include "physics/PhysicsBody.h"
#include "physics/PhysicsShape.h"

#include "EngineTest.h"
#include "base/RefPtr.h"

#include <chipmunk/chipmunk.h>

#include <cmath>

// A namespace of its own: `using namespace cc` must not reach the other files of a unity build.
namespace physics_body_tests {
namespace {

using namespace cc;

class PhysicsBodyTest : public ::testing::Test {
protected:
    void TearDown() override { kite::test::tearDownEngine(); }
};

TEST_F(PhysicsBodyTest, ABodyWithoutShapesHasCocosDefaults) {
    auto* body = PhysicsBody::create();
    EXPECT_EQ(body->getMass(), 1.0f);
    EXPECT_EQ(body->getMoment(), 200.0f);
    EXPECT_TRUE(body->isDynamic());
    EXPECT_TRUE(body->isGravityEnabled());
    EXPECT_TRUE(body->isRotationEnabled());
    EXPECT_TRUE(body->isEnabled());
    EXPECT_EQ(body->getTag(), 0);
    EXPECT_EQ(body->getFirstShape(), nullptr);
    EXPECT_EQ(body->getCategoryBitmask(), static_cast<int>(0xFFFFFFFF));
    EXPECT_EQ(body->getContactTestBitmask(), 0);
    EXPECT_EQ(body->getCollisionBitmask(), static_cast<int>(0xFFFFFFFF));
    EXPECT_EQ(body->getGroup(), 0);
    EXPECT_EQ(PhysicsBody::fromCPBody(body->getCPBody()), body);
    EXPECT_EQ(PhysicsBody::create(3.0f)->getMass(), 3.0f);
    EXPECT_EQ(PhysicsBody::create(3.0f, 7.0f)->getMoment(), 7.0f);
}

TEST_F(PhysicsBodyTest, ShapesAddTheirAreaMassAndMoment) {
    auto* body = PhysicsBody::createCircle(10, PhysicsMaterial(2, 0.25f, 0.75f));
    auto* circle = static_cast<PhysicsShapeCircle*>(body->getFirstShape());
    ASSERT_NE(circle, nullptr);
    EXPECT_EQ(circle->getType(), PhysicsShape::Type::CIRCLE);
    const float area = static_cast<float>(M_PI) * 100;
    EXPECT_FLOAT_EQ(circle->getArea(), area);
    EXPECT_FLOAT_EQ(circle->getMass(), 2 * area);
    EXPECT_FLOAT_EQ(body->getMass(), 2 * area); // the default mass is replaced, not added to
    EXPECT_FLOAT_EQ(body->getMoment(), circle->getMoment());
    EXPECT_FLOAT_EQ(body->getDensity(), 2.0f);
    EXPECT_EQ(circle->getMaterial(), PhysicsMaterial(2, 0.25f, 0.75f));
    EXPECT_FLOAT_EQ(static_cast<float>(cpShapeGetElasticity(circle->getCPShapes()[0])), 0.25f);
    EXPECT_FLOAT_EQ(static_cast<float>(cpShapeGetFriction(circle->getCPShapes()[0])), 0.75f);
    EXPECT_FLOAT_EQ(static_cast<float>(cpBodyGetMass(body->getCPBody())), 2 * area);

    auto* box = PhysicsShapeBox::create(Size(4, 6), PhysicsMaterial(1, 0, 0), Vec2(1, 2));
    body->addShape(box);
    EXPECT_EQ(box->getType(), PhysicsShape::Type::BOX);
    EXPECT_EQ(box->getSize(), Size(4, 6));
    EXPECT_EQ(box->getOffset(), Vec2(1, 2));
    EXPECT_FLOAT_EQ(box->getArea(), 24.0f);
    EXPECT_FLOAT_EQ(body->getMass(), 2 * area + 24);
    EXPECT_EQ(body->getShapes().size(), 2u);

    box->setTag(9);
    EXPECT_EQ(body->getShape(9), box);
    body->removeShape(9);
    EXPECT_FLOAT_EQ(body->getMass(), 2 * area);
    EXPECT_EQ(box->getBody(), nullptr);
    body->removeAllShapes();
    EXPECT_EQ(body->getMass(), 1.0f); // a sum <= 0 falls back to the default
    EXPECT_EQ(circle->getBody(), nullptr);
}

TEST_F(PhysicsBodyTest, MassAndMomentSetters) {
    auto* body = PhysicsBody::createBox(Size(10, 10));
    body->setMass(-1);                       // refused
    body->setMass(0);                        // refused
    EXPECT_FLOAT_EQ(body->getMass(), 10.0f); // density 0.1 x 100
    body->setMass(5);
    EXPECT_EQ(body->getMass(), 5.0f);
    EXPECT_FLOAT_EQ(body->getDensity(), 0.05f);
    body->setMass(PHYSICS_INFINITY); // chipmunk would abort in cpBodySetMass; cocos and Kite don't
    EXPECT_EQ(body->getMass(), PHYSICS_INFINITY);
    EXPECT_EQ(cpBodyGetMass(body->getCPBody()), INFINITY);
    body->setMoment(-3); // refused
    body->setMoment(PHYSICS_INFINITY);
    EXPECT_EQ(body->getMoment(), PHYSICS_INFINITY);
    body->addMoment(5); // stays infinite
    EXPECT_EQ(body->getMoment(), PHYSICS_INFINITY);
    body->setMoment(50);
    body->setRotationEnable(false);
    EXPECT_EQ(cpBodyGetMoment(body->getCPBody()), INFINITY);
    body->setRotationEnable(true);
    EXPECT_EQ(cpBodyGetMoment(body->getCPBody()), 50);
}

TEST_F(PhysicsBodyTest, AStaticBodyIgnoresVelocity) {
    auto* body = PhysicsBody::createCircle(3);
    body->setDynamic(false);
    EXPECT_FALSE(body->isDynamic());
    EXPECT_EQ(cpBodyGetType(body->getCPBody()), CP_BODY_TYPE_KINEMATIC);
    body->setVelocity(Vec2(5, 5));
    body->setAngularVelocity(2);
    EXPECT_EQ(body->getVelocity(), Vec2::ZERO);
    EXPECT_EQ(body->getAngularVelocity(), 0.0f);
    body->setDynamic(true);
    body->setVelocity(Vec2(5, 5));
    EXPECT_EQ(body->getVelocity(), Vec2(5, 5));
}

TEST_F(PhysicsBodyTest, BitmasksAndGroupGoToEveryShape) {
    auto* body = PhysicsBody::createCircle(3);
    body->addShape(PhysicsShapeBox::create(Size(2, 2)));
    body->setCategoryBitmask(0x2);
    body->setContactTestBitmask(0x4);
    body->setCollisionBitmask(0x8);
    body->setGroup(-3);
    for (PhysicsShape* shape : body->getShapes()) {
        EXPECT_EQ(shape->getCategoryBitmask(), 0x2);
        EXPECT_EQ(shape->getContactTestBitmask(), 0x4);
        EXPECT_EQ(shape->getCollisionBitmask(), 0x8);
        EXPECT_EQ(shape->getGroup(), -3);
        EXPECT_EQ(cpShapeGetFilter(shape->getCPShapes()[0]).group, static_cast<cpGroup>(-3));
    }
    EXPECT_EQ(body->getCategoryBitmask(), 0x2);
    EXPECT_EQ(body->getGroup(), -3);
}

TEST_F(PhysicsBodyTest, PositionAndRotationInCocosUnits) {
    auto* body = PhysicsBody::createCircle(3);
    body->setPosition(10, 20);
    body->setRotation(90); // clockwise degrees
    EXPECT_EQ(body->getPosition(), Vec2(10, 20));
    EXPECT_NEAR(body->getRotation(), 90.0f, 1e-5);
    EXPECT_NEAR(cpBodyGetAngle(body->getCPBody()), -M_PI / 2, 1e-6);
    body->setPositionOffset(Vec2(1, 1)); // the body's reported position stays
    EXPECT_EQ(body->getPosition(), Vec2(10, 20));
    EXPECT_EQ(cpBodyGetPosition(body->getCPBody()).x, 11);
}

TEST_F(PhysicsBodyTest, AShapeMovesBetweenBodiesAndOutlivesThem) {
    RefPtr<PhysicsShape> shape(PhysicsShapeCircle::create(4, PhysicsMaterial(1, 0, 0)));
    cpShape* cp = shape->getCPShapes()[0];
    EXPECT_EQ(PhysicsShape::fromCPShape(cp), shape.get());
    RefPtr<PhysicsBody> a(PhysicsBody::create());
    a->addShape(shape.get());
    EXPECT_EQ(cpShapeGetBody(cp), a->getCPBody());
    {
        auto* b = PhysicsBody::create();
        b->addShape(shape.get()); // taken from a
        EXPECT_TRUE(a->getShapes().empty());
        EXPECT_EQ(a->getMass(), 1.0f);
        EXPECT_EQ(shape->getBody(), b);
        EXPECT_EQ(cpShapeGetBody(cp), b->getCPBody());
    }
    kite::test::runFrames(1, 0.0f); // b (autoreleased) dies; the shape goes back to the shared body
    EXPECT_EQ(shape->getBody(), nullptr);
    EXPECT_NE(cpShapeGetBody(cp), nullptr);
    EXPECT_EQ(cpBodyGetType(cpShapeGetBody(cp)), CP_BODY_TYPE_STATIC);
    a->addShape(shape.get());
    EXPECT_EQ(cpShapeGetBody(cp), a->getCPBody());
}

TEST_F(PhysicsBodyTest, ScaleReshapesTheShapes) {
    auto* body = PhysicsBody::createCircle(3, PHYSICSBODY_MATERIAL_DEFAULT, Vec2(1, 0));
    auto* box = PhysicsShapeBox::create(Size(2, 4));
    body->addShape(box);
    body->beforeSimulation(AffineTransform::IDENTITY, 2, -3, 0);
    auto* circle = static_cast<PhysicsShapeCircle*>(body->getFirstShape());
    // cocos 3.17 refuses a circle a scale whose X and Y differ (it keeps its old one).
    EXPECT_EQ(circle->getRadius(), 3.0f);
    EXPECT_EQ(circle->getOffset(), Vec2(1, 0));
    EXPECT_EQ(box->getSize(), Size(4, 12));
    EXPECT_EQ(cpPolyShapeGetCount(box->getCPShapes()[0]), 4);
    body->beforeSimulation(AffineTransform::IDENTITY, 2, 2, 0);
    EXPECT_EQ(circle->getRadius(), 6.0f);
    EXPECT_EQ(circle->getOffset(), Vec2(2, 0));
}

} // namespace
} // namespace physics_body_tests
