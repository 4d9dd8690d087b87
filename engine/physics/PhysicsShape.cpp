// engine/physics/PhysicsShape.cpp
#include "physics/PhysicsShape.h"

#include "base/Log.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsChecks.h"

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_unsafe.h>

#include <algorithm>
#include <cmath>

namespace cc {

namespace {

cpVect toCp(const Vec2& v) {
    return cpv(v.x, v.y);
}

} // namespace

bool PhysicsShape::refuse(const char* type, const std::string& wrong) {
    if (wrong.empty()) return true;
    log("physics error: %s: %s", type, wrong.c_str());
    return false;
}

PhysicsShape::PhysicsShape() = default;

// Chipmunk needs a body for every shape, and cocos keeps one static body for the shapes on none.
// Made once, never freed (reachable for the whole run).
cpBody* PhysicsShape::sharedCPBody() {
    static cpBody* body = cpBodyNewStatic();
    return body;
}

PhysicsShape::~PhysicsShape() {
    // A body retains its shapes, so a dying shape is on no body: its cpShapes are out of any space.
    for (cpShape* shape : _cpShapes) {
        cpShapeSetUserData(shape, nullptr);
        cpShapeFree(shape);
    }
}

PhysicsShape* PhysicsShape::fromCPShape(const cpShape* shape) {
    return shape ? static_cast<PhysicsShape*>(cpShapeGetUserData(shape)) : nullptr;
}

void PhysicsShape::addShape(cpShape* shape) {
    if (!shape) return;
    cpShapeSetUserData(shape, this);
    cpShapeSetFilter(
        shape, cpShapeFilterNew(_group < 0 ? _group : CP_NO_GROUP, CP_ALL_CATEGORIES, CP_ALL_CATEGORIES));
    _cpShapes.push_back(shape);
}

void PhysicsShape::attachTo(PhysicsBody* body) {
    cpBody* target = body ? body->getCPBody() : sharedCPBody();
    // A cpShape still in a space (its removal waits for the step to end) keeps its body: the world
    // calls this again once it is out.
    for (cpShape* shape : _cpShapes)
        if (!cpShapeGetSpace(shape)) cpShapeSetBody(shape, target);
    _body = body;
}

void PhysicsShape::setMoment(float moment) {
    if (moment < 0) return;
    if (_body) {
        _body->addMoment(-_moment);
        _body->addMoment(moment);
    }
    _moment = moment;
}

void PhysicsShape::setMass(float mass) {
    if (mass < 0) return;
    if (_body) {
        _body->addMass(-_mass);
        _body->addMass(mass);
    }
    _mass = mass;
}

void PhysicsShape::setDensity(float density) {
    if (density < 0) return;
    _material.density = density;
    if (density == PHYSICS_INFINITY)
        setMass(PHYSICS_INFINITY);
    else if (_area > 0)
        setMass(density * _area);
}

void PhysicsShape::setRestitution(float restitution) {
    // Chipmunk aborts on a negative or NaN elasticity (the Lua binding raises an error first).
    if (!(restitution >= 0)) {
        log("physics warning: restitution %g refused (it must be >= 0)", restitution);
        return;
    }
    _material.restitution = restitution;
    for (cpShape* shape : _cpShapes)
        cpShapeSetElasticity(shape, restitution);
}

void PhysicsShape::setFriction(float friction) {
    if (!(friction >= 0)) { // as restitution
        log("physics warning: friction %g refused (it must be >= 0)", friction);
        return;
    }
    _material.friction = friction;
    for (cpShape* shape : _cpShapes)
        cpShapeSetFriction(shape, friction);
}

void PhysicsShape::setMaterial(const PhysicsMaterial& material) {
    setDensity(material.density);
    setRestitution(material.restitution);
    setFriction(material.friction);
}

void PhysicsShape::setSensor(bool sensor) {
    if (sensor == _sensor) return;
    _sensor = sensor;
    for (cpShape* shape : _cpShapes)
        cpShapeSetSensor(shape, sensor);
}

void PhysicsShape::setGroup(int group) {
    // As cocos: only a negative group becomes a chipmunk filter group (shapes sharing it never
    // collide); a positive one is data for the contact filtering.
    if (group < 0) {
        for (cpShape* shape : _cpShapes)
            cpShapeSetFilter(shape, cpShapeFilterNew(group, CP_ALL_CATEGORIES, CP_ALL_CATEGORIES));
    }
    _group = group;
}

void PhysicsShape::setScale(float scaleX, float scaleY) {
    if (scaleX == _scaleX && scaleY == _scaleY) return;
    if (_type == Type::CIRCLE && scaleX != scaleY) {
        log("PhysicsShapeCircle WARNING: CANNOT support setScale with different x and y");
        return;
    }
    _scaleX = scaleX;
    _scaleY = scaleY;
    updateScale();
    // cocos 3.17 recomputes the area, then the mass from the density, then the moment. An edge has
    // no area: cocos's mass would drop from infinite to 0 here; Kite keeps an edge's infinite mass
    // (its body is static either way).
    if (_mass == PHYSICS_INFINITY && calculateArea() == 0) return;
    _area = calculateArea();
    _mass = _material.density == PHYSICS_INFINITY ? PHYSICS_INFINITY : _material.density * _area;
    _moment = calculateDefaultMoment();
}

bool PhysicsShape::containsPoint(const Vec2& point) const {
    for (cpShape* shape : _cpShapes)
        if (cpShapePointQuery(shape, toCp(point), nullptr) < 0) return true;
    return false;
}

void PhysicsShape::recenterPoints(Vec2* points, int count, const Vec2& center) {
    if (count <= 0) return;
    const Vec2 centroid = getPolygonCenter(points, count);
    for (int i = 0; i < count; ++i)
        points[i] = points[i] - centroid + center;
}

Vec2 PhysicsShape::getPolygonCenter(const Vec2* points, int count) {
    if (count <= 0) return Vec2::ZERO;
    std::vector<cpVect> verts(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        verts[static_cast<size_t>(i)] = toCp(points[i]);
    // cpCentroidForPoly divides by the signed area: points on a line (or one point) would give NaN,
    // so their centroid is their mean.
    if (cpAreaForPoly(count, verts.data(), 0) == 0) {
        Vec2 sum;
        for (int i = 0; i < count; ++i)
            sum += points[i];
        return sum / static_cast<float>(count);
    }
    const cpVect c = cpCentroidForPoly(count, verts.data());
    return Vec2(static_cast<float>(c.x), static_cast<float>(c.y));
}

/* -- PhysicsShapeCircle ----------------------------------------------------------------- */

PhysicsShapeCircle* PhysicsShapeCircle::create(float radius, const PhysicsMaterial& material,
                                               const Vec2& offset) {
    auto* shape = new PhysicsShapeCircle();
    if (shape->init(radius, material, offset)) return static_cast<PhysicsShapeCircle*>(shape->autorelease());
    delete shape;
    return nullptr;
}

float PhysicsShapeCircle::calculateArea(float radius) {
    return static_cast<float>(cpAreaForCircle(0, radius));
}

float PhysicsShapeCircle::calculateMoment(float mass, float radius, const Vec2& offset) {
    if (mass == PHYSICS_INFINITY) return PHYSICS_INFINITY;
    return static_cast<float>(cpMomentForCircle(mass, 0, radius, toCp(offset)));
}

bool PhysicsShapeCircle::init(float radius, const PhysicsMaterial& material, const Vec2& offset) {
    std::string wrong = physics::checkRadius(radius);
    if (wrong.empty()) wrong = physics::checkPoint(offset, "offset");
    if (wrong.empty()) wrong = physics::checkMaterial(material);
    if (!refuse("PhysicsShapeCircle", wrong)) return false;
    _type = Type::CIRCLE;
    _radius = radius;
    _offset = offset;
    addShape(cpCircleShapeNew(sharedCPBody(), radius, toCp(offset)));
    if (_cpShapes.empty()) return false;
    _area = calculateArea(radius);
    _mass = material.density == PHYSICS_INFINITY ? PHYSICS_INFINITY : material.density * _area;
    _moment = calculateDefaultMoment();
    setMaterial(material);
    return true;
}

float PhysicsShapeCircle::calculateDefaultMoment() {
    return calculateMoment(_mass, getRadius(), getOffset());
}

float PhysicsShapeCircle::getRadius() const {
    return static_cast<float>(cpCircleShapeGetRadius(_cpShapes.front()));
}

Vec2 PhysicsShapeCircle::getOffset() {
    cpVect c = cpCircleShapeGetOffset(_cpShapes.front());
    return {static_cast<float>(c.x), static_cast<float>(c.y)};
}

void PhysicsShapeCircle::updateScale() {
    // setScale lets a circle have only equal scales (as cocos); a mirror does not turn it over.
    cpShape* shape = _cpShapes.front();
    cpCircleShapeSetRadius(shape, _radius * std::fabs(_scaleX));
    cpCircleShapeSetOffset(shape, cpv(_offset.x * std::fabs(_scaleX), _offset.y * std::fabs(_scaleY)));
}

float PhysicsShapeCircle::calculateArea() {
    return calculateArea(getRadius());
}

} // namespace cc
