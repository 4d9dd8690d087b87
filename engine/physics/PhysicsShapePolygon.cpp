// engine/physics/PhysicsShapePolygon.cpp
#include "physics/PhysicsShapePolygon.h"

#include "physics/PhysicsChecks.h"

#include "physics/ChipmunkVectors.h"

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_unsafe.h>

#include <algorithm>
#include <cmath>

namespace cc {

namespace {

std::vector<cpVect> toCpVerts(const Vec2* points, int count) {
    std::vector<cpVect> verts(static_cast<size_t>(std::max(count, 0)));
    for (int i = 0; i < count; ++i)
        verts[static_cast<size_t>(i)] = cpv(points[i].x, points[i].y);
    return verts;
}

std::vector<cpVect> vertsOf(const cpShape* shape) {
    const int count = cpPolyShapeGetCount(shape);
    std::vector<cpVect> verts(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        verts[static_cast<size_t>(i)] = cpPolyShapeGetVert(shape, i);
    return verts;
}

} // namespace

/* -- PhysicsShapePolygon ------------------------------------------------------------------ */

PhysicsShapePolygon* PhysicsShapePolygon::create(const Vec2* points, int count,
                                                 const PhysicsMaterial& material, const Vec2& offset,
                                                 float radius) {
    auto* shape = new PhysicsShapePolygon();
    if (shape->init(points, count, material, offset, radius))
        return static_cast<PhysicsShapePolygon*>(shape->autorelease());
    delete shape;
    return nullptr;
}

float PhysicsShapePolygon::calculateArea(const Vec2* points, int count) {
    if (count <= 0) return 0.0f;
    const std::vector<cpVect> verts = toCpVerts(points, count);
    return static_cast<float>(cpAreaForPoly(count, verts.data(), 0));
}

float PhysicsShapePolygon::calculateMoment(float mass, const Vec2* points, int count, const Vec2& offset,
                                           float radius) {
    if (mass == PHYSICS_INFINITY) return PHYSICS_INFINITY;
    if (count <= 0) return 0.0f;
    const std::vector<cpVect> verts = toCpVerts(points, count);
    return static_cast<float>(cpMomentForPoly(mass, count, verts.data(), cpv(offset.x, offset.y), radius));
}

bool PhysicsShapePolygon::init(const Vec2* points, int count, const PhysicsMaterial& material,
                               const Vec2& offset, float radius) {
    std::string wrong = physics::checkPolygon(points, count);
    if (wrong.empty()) wrong = physics::checkPoint(offset, "offset");
    if (!refuse("PhysicsShapePolygon", wrong)) return false;
    std::vector<Vec2> moved(points, points + count);
    for (Vec2& point : moved)
        point += offset;
    _type = Type::POLYGON;
    return initPolygon(moved, material, radius);
}

bool PhysicsShapePolygon::initPolygon(const std::vector<Vec2>& points, const PhysicsMaterial& material,
                                      float radius) {
    if (!refuse("PhysicsShapePolygon", physics::checkMaterial(material) + physics::checkBorder(radius)))
        return false;
    // cocos's cpPolyShapeNew: the convex hull of the points, counter-clockwise.
    std::vector<cpVect> verts = toCpVerts(points.data(), static_cast<int>(points.size()));
    std::vector<cpVect> hull(verts.size());
    const int count = cpConvexHull(static_cast<int>(verts.size()), verts.data(), hull.data(), nullptr, 0.0);
    hull.resize(static_cast<size_t>(count));
    _points.clear();
    for (const cpVect& v : hull)
        _points.push_back(physics::toVec2(v));
    addShape(cpPolyShapeNewRaw(sharedCPBody(), count, hull.data(), radius));
    if (_cpShapes.empty()) return false;
    _area = calculateArea();
    _mass = material.density == PHYSICS_INFINITY ? PHYSICS_INFINITY : material.density * _area;
    _moment = calculateDefaultMoment();
    setMaterial(material);
    return true;
}

float PhysicsShapePolygon::calculateArea() {
    cpShape* shape = _cpShapes.front();
    const std::vector<cpVect> verts = vertsOf(shape);
    return static_cast<float>(
        cpAreaForPoly(static_cast<int>(verts.size()), verts.data(), cpPolyShapeGetRadius(shape)));
}

float PhysicsShapePolygon::calculateDefaultMoment() {
    if (_mass == PHYSICS_INFINITY) return PHYSICS_INFINITY;
    cpShape* shape = _cpShapes.front();
    const std::vector<cpVect> verts = vertsOf(shape);
    return static_cast<float>(cpMomentForPoly(_mass, static_cast<int>(verts.size()), verts.data(), cpvzero,
                                              cpPolyShapeGetRadius(shape)));
}

Vec2 PhysicsShapePolygon::getPoint(int i) const {
    // cocos reads past the vertices for a bad index; Kite answers (0, 0).
    if (i < 0 || i >= getPointsCount()) return Vec2::ZERO;
    return physics::toVec2(cpPolyShapeGetVert(_cpShapes.front(), i));
}

void PhysicsShapePolygon::getPoints(Vec2* outPoints) const {
    const int count = getPointsCount();
    for (int i = 0; i < count; ++i)
        outPoints[i] = physics::toVec2(cpPolyShapeGetVert(_cpShapes.front(), i));
}

int PhysicsShapePolygon::getPointsCount() const {
    return cpPolyShapeGetCount(_cpShapes.front());
}

Vec2 PhysicsShapePolygon::getCenter() {
    const std::vector<cpVect> verts = vertsOf(_cpShapes.front());
    return physics::toVec2(cpCentroidForPoly(static_cast<int>(verts.size()), verts.data()));
}

void PhysicsShapePolygon::updateScale() {
    // From the unscaled hull (absolute, so a scale through 0 divides by nothing); a mirror turns
    // the winding over, which Chipmunk needs counter-clockwise (cocos reverses it the same way).
    std::vector<cpVect> verts;
    for (const Vec2& point : _points)
        verts.push_back(cpv(point.x * _scaleX, point.y * _scaleY));
    if (_scaleX * _scaleY < 0) std::reverse(verts.begin(), verts.end());
    cpPolyShapeSetVertsRaw(_cpShapes.front(), static_cast<int>(verts.size()), verts.data());
}

/* -- PhysicsShapeBox ---------------------------------------------------------------------- */

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
    std::string wrong = physics::checkSize(size);
    if (wrong.empty()) wrong = physics::checkPoint(offset, "offset");
    if (!refuse("PhysicsShapeBox", wrong)) return false;
    _type = Type::BOX;
    _size = size;
    const float w = size.width / 2, h = size.height / 2;
    const std::vector<Vec2> corners = {offset + Vec2(-w, -h), offset + Vec2(-w, h), offset + Vec2(w, h),
                                       offset + Vec2(w, -h)};
    return initPolygon(corners, material, radius);
}

Size PhysicsShapeBox::getSize() const {
    return Size(std::fabs(_size.width * _scaleX), std::fabs(_size.height * _scaleY));
}

} // namespace cc
