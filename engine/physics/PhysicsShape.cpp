// engine/physics/PhysicsShape.cpp
#include "physics/PhysicsShape.h"

#include "physics/PhysicsBody.h"

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_unsafe.h>

#include <algorithm>
#include <cmath>

namespace cc {

namespace {

// Where the cpShapes of a shape on no body live: chipmunk needs a body for every shape, and cocos
// keeps one static body for them. Made once, never freed (reachable for the whole run).
cpBody* sharedBody() {
    static cpBody* body = cpBodyNewStatic();
    return body;
}

cpVect toCp(const Vec2& v) {
    return cpv(v.x, v.y);
}

} // namespace

PhysicsShape::PhysicsShape() = default;

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
    cpBody* target = body ? body->getCPBody() : sharedBody();
    for (cpShape* shape : _cpShapes)
        cpShapeSetBody(shape, target);
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
    _material.restitution = restitution;
    for (cpShape* shape : _cpShapes)
        cpShapeSetElasticity(shape, restitution);
}

void PhysicsShape::setFriction(float friction) {
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
    _scaleX = scaleX;
    _scaleY = scaleY;
    updateScale();
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
    _type = Type::CIRCLE;
    _radius = radius;
    _offset = offset;
    addShape(cpCircleShapeNew(sharedBody(), radius, toCp(offset)));
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
    // cocos scales a circle by X alone; the offset follows both axes.
    cpShape* shape = _cpShapes.front();
    cpCircleShapeSetRadius(shape, _radius * std::fabs(_scaleX));
    cpCircleShapeSetOffset(shape, cpv(_offset.x * _scaleX, _offset.y * _scaleY));
}

/* -- PhysicsShapeBox --------------------------------------------------------------------- */

namespace {

// The box's corners about @p offset, scaled, counter-clockwise whatever the scales' signs.
void boxCorners(const Size& size, const Vec2& offset, float scaleX, float scaleY, cpVect out[4]) {
    const float w = std::fabs(size.width) / 2, h = std::fabs(size.height) / 2;
    const cpVect corners[4] = {cpv(-w, -h), cpv(w, -h), cpv(w, h), cpv(-w, h)};
    for (int i = 0; i < 4; ++i)
        out[i] = cpv((corners[i].x + offset.x) * scaleX, (corners[i].y + offset.y) * scaleY);
    if (scaleX * scaleY < 0) std::reverse(out, out + 4); // a mirror turns the winding over
}

} // namespace

PhysicsShapeBox* PhysicsShapeBox::create(const Size& size, const PhysicsMaterial& material,
                                         const Vec2& offset, float radius) {
    auto* shape = new PhysicsShapeBox();
    if (shape->init(size, material, offset, radius))
        return static_cast<PhysicsShapeBox*>(shape->autorelease());
    delete shape;
    return nullptr;
}

bool PhysicsShapeBox::init(const Size& size, const PhysicsMaterial& material, const Vec2& offset,
                           float radius) {
    _type = Type::BOX;
    _size = size;
    _offset = offset;
    cpVect corners[4];
    boxCorners(size, offset, 1, 1, corners);
    addShape(cpPolyShapeNewRaw(sharedBody(), 4, corners, radius));
    if (_cpShapes.empty()) return false;
    _area = std::fabs(size.width * size.height);
    _mass = material.density == PHYSICS_INFINITY ? PHYSICS_INFINITY : material.density * _area;
    _moment = calculateDefaultMoment();
    setMaterial(material);
    return true;
}

float PhysicsShapeBox::calculateDefaultMoment() {
    if (_mass == PHYSICS_INFINITY) return PHYSICS_INFINITY;
    cpShape* shape = _cpShapes.front();
    const int count = cpPolyShapeGetCount(shape);
    std::vector<cpVect> verts(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        verts[static_cast<size_t>(i)] = cpPolyShapeGetVert(shape, i);
    return static_cast<float>(
        cpMomentForPoly(_mass, count, verts.data(), cpvzero, cpPolyShapeGetRadius(shape)));
}

Size PhysicsShapeBox::getSize() const {
    return Size(std::fabs(_size.width * _scaleX), std::fabs(_size.height * _scaleY));
}

Vec2 PhysicsShapeBox::getOffset() {
    return Vec2(_offset.x * _scaleX, _offset.y * _scaleY);
}

void PhysicsShapeBox::updateScale() {
    cpVect corners[4];
    boxCorners(_size, _offset, _scaleX, _scaleY, corners);
    cpPolyShapeSetVertsRaw(_cpShapes.front(), 4, corners);
}

} // namespace cc
