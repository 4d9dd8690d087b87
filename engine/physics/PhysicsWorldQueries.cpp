// engine/physics/PhysicsWorldQueries.cpp — PhysicsWorld's queries (cocos 3.17's rayCast, queryRect,
// queryPoint, getShapes, getShape) on chipmunk's spatial index.
//
// Chipmunk calls its query callback with the space locked, while it walks its index: a callback
// that removed a body or destroyed a node there would change what chipmunk iterates. So the hits
// are collected first (each shape retained), and the game's callback is called after chipmunk has
// returned, in the same order, with cocos's rule: it goes on while the callback returns true. Each
// hit's body is retained too: in cocos a body removed inside a query waits (retained) for the next
// update, so a later callback still finds it on its shape, with no node.
#include "physics/PhysicsWorld.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsShape.h"

#include <chipmunk/chipmunk.h>

#include <cmath>
#include <vector>

namespace cc {

namespace {

bool isFinite(const Vec2& p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
}

PhysicsShape* wrapperOf(cpShape* shape) {
    return static_cast<PhysicsShape*>(cpShapeGetUserData(shape));
}

/// A shape found, and its body, alive until the query ends.
struct Found {
    explicit Found(PhysicsShape* s) : shape(s), body(s->getBody()) {}
    RefPtr<PhysicsShape> shape;
    RefPtr<PhysicsBody> body;
};

struct RayHit {
    Found found;
    cpVect point;
    cpVect normal;
    cpFloat alpha;
};

void collectRayHit(cpShape* shape, cpVect point, cpVect normal, cpFloat alpha, void* data) {
    if (PhysicsShape* wrapper = wrapperOf(shape))
        static_cast<std::vector<RayHit>*>(data)->push_back({Found(wrapper), point, normal, alpha});
}

void collectShape(cpShape* shape, void* data) {
    if (PhysicsShape* wrapper = wrapperOf(shape))
        static_cast<std::vector<Found>*>(data)->emplace_back(wrapper);
}

void collectBBShape(cpShape* shape, void* data) {
    collectShape(shape, data);
}

void collectPointShape(cpShape* shape, cpVect, cpFloat, cpVect, void* data) {
    collectShape(shape, data);
}

} // namespace

void PhysicsWorld::rayCast(const PhysicsRayCastCallbackFunc& func, const Vec2& start, const Vec2& end,
                           void* data) {
    if (!func) return;
    if (!isFinite(start) || !isFinite(end)) {
        log("Physics Warning: rayCast needs finite points");
        return;
    }
    RefPtr<PhysicsWorld> keep(this); // the callback may let the scene, and so this world, go
    if (!_delayAddBodies.empty() || !_delayRemoveBodies.empty()) updateBodies();
    std::vector<RayHit> hits;
    cpSpaceSegmentQuery(_cpSpace, cpv(start.x, start.y), cpv(end.x, end.y), 0.0, CP_SHAPE_FILTER_ALL,
                        collectRayHit, &hits);
    for (const RayHit& hit : hits) {
        PhysicsRayCastInfo info;
        info.shape = hit.found.shape.get();
        info.start = start;
        info.end = end;
        info.contact = Vec2(static_cast<float>(hit.point.x), static_cast<float>(hit.point.y));
        info.normal = Vec2(static_cast<float>(hit.normal.x), static_cast<float>(hit.normal.y));
        info.fraction = static_cast<float>(hit.alpha);
        info.data = data;
        if (!func(*this, info, data)) break;
    }
}

void PhysicsWorld::queryRect(const PhysicsQueryRectCallbackFunc& func, const Rect& rect, void* data) {
    if (!func) return;
    if (!isFinite(rect.origin) || !std::isfinite(rect.size.width) || !std::isfinite(rect.size.height)) {
        log("Physics Warning: queryRect needs a finite rect");
        return;
    }
    RefPtr<PhysicsWorld> keep(this);
    if (!_delayAddBodies.empty() || !_delayRemoveBodies.empty()) updateBodies();
    std::vector<Found> shapes;
    const cpBB box = cpBBNew(rect.getMinX(), rect.getMinY(), rect.getMaxX(), rect.getMaxY());
    cpSpaceBBQuery(_cpSpace, box, CP_SHAPE_FILTER_ALL, collectBBShape, &shapes);
    for (const Found& found : shapes)
        if (!func(*this, *found.shape, data)) break;
}

void PhysicsWorld::queryPoint(const PhysicsQueryPointCallbackFunc& func, const Vec2& point, void* data) {
    if (!func) return;
    if (!isFinite(point)) {
        log("Physics Warning: queryPoint needs a finite point");
        return;
    }
    RefPtr<PhysicsWorld> keep(this);
    if (!_delayAddBodies.empty() || !_delayRemoveBodies.empty()) updateBodies();
    std::vector<Found> shapes;
    cpSpacePointQuery(_cpSpace, cpv(point.x, point.y), 0.0, CP_SHAPE_FILTER_ALL, collectPointShape, &shapes);
    for (const Found& found : shapes)
        if (!func(*this, *found.shape, data)) break;
}

Vector<PhysicsShape*> PhysicsWorld::getShapes(const Vec2& point) const {
    Vector<PhysicsShape*> found;
    if (!isFinite(point)) return found;
    std::vector<Found> shapes;
    cpSpacePointQuery(_cpSpace, cpv(point.x, point.y), 0.0, CP_SHAPE_FILTER_ALL, collectPointShape, &shapes);
    for (const Found& shape : shapes)
        found.pushBack(shape.shape.get());
    return found;
}

PhysicsShape* PhysicsWorld::getShape(const Vec2& point) const {
    if (!isFinite(point)) return nullptr;
    cpShape* shape =
        cpSpacePointQueryNearest(_cpSpace, cpv(point.x, point.y), 0.0, CP_SHAPE_FILTER_ALL, nullptr);
    return shape ? wrapperOf(shape) : nullptr;
}

} // namespace cc
