// engine/physics/PhysicsShapeEdge.cpp
#include "physics/PhysicsShapeEdge.h"

#include "physics/PhysicsChecks.h"

#include "physics/ChipmunkVectors.h"

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_unsafe.h>

namespace cc {

namespace {

Vec2 centroidOf(const std::vector<Vec2>& points) {
    return PhysicsShape::getPolygonCenter(points.data(), static_cast<int>(points.size()));
}

} // namespace

/* -- PhysicsShapeEdge ------------------------------------------------------------------- */

bool PhysicsShapeEdge::initSegments(const std::vector<Vec2>& points, bool loop,
                                    const PhysicsMaterial& material, float border) {
    std::string wrong = physics::checkBorder(border);
    if (wrong.empty()) wrong = physics::checkMaterial(material);
    if (!refuse("PhysicsShapeEdge", wrong)) return false;
    _points = points;
    const size_t count = points.size();
    const size_t segments = loop ? count : count - 1;
    for (size_t i = 0; i < segments; ++i) {
        const Vec2& a = points[i];
        const Vec2& b = points[(i + 1) % count];
        addShape(cpSegmentShapeNew(sharedCPBody(), cpv(a.x, a.y), cpv(b.x, b.y), border));
    }
    if (_cpShapes.size() != segments) return false;
    _mass = PHYSICS_INFINITY;
    _moment = PHYSICS_INFINITY;
    setMaterial(material);
    return true;
}

void PhysicsShapeEdge::updateScale() {
    const size_t count = _points.size();
    for (size_t i = 0; i < _cpShapes.size(); ++i) {
        const Vec2& a = _points[i];
        const Vec2& b = _points[(i + 1) % count];
        cpSegmentShapeSetEndpoints(_cpShapes[i], cpv(a.x * _scaleX, a.y * _scaleY),
                                   cpv(b.x * _scaleX, b.y * _scaleY));
    }
}

/* -- PhysicsShapeEdgeSegment ------------------------------------------------------------- */

PhysicsShapeEdgeSegment* PhysicsShapeEdgeSegment::create(const Vec2& a, const Vec2& b,
                                                         const PhysicsMaterial& material, float border) {
    auto* shape = new PhysicsShapeEdgeSegment();
    if (shape->init(a, b, material, border))
        return static_cast<PhysicsShapeEdgeSegment*>(shape->autorelease());
    delete shape;
    return nullptr;
}

bool PhysicsShapeEdgeSegment::init(const Vec2& a, const Vec2& b, const PhysicsMaterial& material,
                                   float border) {
    std::string wrong = physics::checkPoint(a, "point a");
    if (wrong.empty()) wrong = physics::checkPoint(b, "point b");
    if (wrong.empty() && a == b) wrong = "the segment's two points are the same (it has no length)";
    if (!refuse("PhysicsShapeEdgeSegment", wrong)) return false;
    _type = Type::EDGESEGMENT;
    return initSegments({a, b}, false, material, border);
}

Vec2 PhysicsShapeEdgeSegment::getPointA() const {
    return physics::toVec2(cpSegmentShapeGetA(_cpShapes.front()));
}

Vec2 PhysicsShapeEdgeSegment::getPointB() const {
    return physics::toVec2(cpSegmentShapeGetB(_cpShapes.front()));
}

Vec2 PhysicsShapeEdgeSegment::getCenter() {
    return (getPointA() + getPointB()) / 2;
}

/* -- PhysicsShapeEdgePolygon ------------------------------------------------------------- */

PhysicsShapeEdgePolygon* PhysicsShapeEdgePolygon::create(const Vec2* points, int count,
                                                         const PhysicsMaterial& material, float border) {
    auto* shape = new PhysicsShapeEdgePolygon();
    if (shape->init(points, count, material, border))
        return static_cast<PhysicsShapeEdgePolygon*>(shape->autorelease());
    delete shape;
    return nullptr;
}

bool PhysicsShapeEdgePolygon::init(const Vec2* points, int count, const PhysicsMaterial& material,
                                   float border) {
    if (!refuse("PhysicsShapeEdgePolygon", physics::checkEdgePoints(points, count, 3))) return false;
    _type = Type::EDGEPOLYGON;
    return initSegments(std::vector<Vec2>(points, points + count), true, material, border);
}

Vec2 PhysicsShapeEdgePolygon::getCenter() {
    std::vector<Vec2> points(static_cast<size_t>(getPointsCount()));
    getPoints(points.data());
    return centroidOf(points);
}

void PhysicsShapeEdgePolygon::getPoints(Vec2* outPoints) const {
    for (size_t i = 0; i < _cpShapes.size(); ++i)
        outPoints[i] = physics::toVec2(cpSegmentShapeGetA(_cpShapes[i]));
}

int PhysicsShapeEdgePolygon::getPointsCount() const {
    return static_cast<int>(_cpShapes.size());
}

/* -- PhysicsShapeEdgeBox ----------------------------------------------------------------- */

PhysicsShapeEdgeBox* PhysicsShapeEdgeBox::create(const Size& size, const PhysicsMaterial& material,
                                                 float border, const Vec2& offset) {
    auto* shape = new PhysicsShapeEdgeBox();
    if (shape->init(size, material, border, offset))
        return static_cast<PhysicsShapeEdgeBox*>(shape->autorelease());
    delete shape;
    return nullptr;
}

bool PhysicsShapeEdgeBox::init(const Size& size, const PhysicsMaterial& material, float border,
                               const Vec2& offset) {
    std::string wrong = physics::checkSize(size);
    if (wrong.empty()) wrong = physics::checkPoint(offset, "offset");
    if (!refuse("PhysicsShapeEdgeBox", wrong)) return false;
    _type = Type::EDGEBOX;
    const float w = size.width / 2, h = size.height / 2;
    // cocos's order: bottom left, bottom right, top right, top left.
    return initSegments(
        {offset + Vec2(-w, -h), offset + Vec2(w, -h), offset + Vec2(w, h), offset + Vec2(-w, h)}, true,
        material, border);
}

/* -- PhysicsShapeEdgeChain --------------------------------------------------------------- */

PhysicsShapeEdgeChain* PhysicsShapeEdgeChain::create(const Vec2* points, int count,
                                                     const PhysicsMaterial& material, float border) {
    auto* shape = new PhysicsShapeEdgeChain();
    if (shape->init(points, count, material, border))
        return static_cast<PhysicsShapeEdgeChain*>(shape->autorelease());
    delete shape;
    return nullptr;
}

bool PhysicsShapeEdgeChain::init(const Vec2* points, int count, const PhysicsMaterial& material,
                                 float border) {
    if (!refuse("PhysicsShapeEdgeChain", physics::checkEdgePoints(points, count, 2))) return false;
    _type = Type::EDGECHAIN;
    return initSegments(std::vector<Vec2>(points, points + count), false, material, border);
}

Vec2 PhysicsShapeEdgeChain::getCenter() {
    std::vector<Vec2> points(static_cast<size_t>(getPointsCount()));
    getPoints(points.data());
    return centroidOf(points);
}

void PhysicsShapeEdgeChain::getPoints(Vec2* outPoints) const {
    size_t i = 0;
    for (; i < _cpShapes.size(); ++i)
        outPoints[i] = physics::toVec2(cpSegmentShapeGetA(_cpShapes[i]));
    outPoints[i] = physics::toVec2(cpSegmentShapeGetB(_cpShapes.back()));
}

int PhysicsShapeEdgeChain::getPointsCount() const {
    return static_cast<int>(_cpShapes.size() + 1);
}

} // namespace cc
