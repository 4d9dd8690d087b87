// engine/physics/PhysicsDebugDraw.cpp — PhysicsWorld::setDebugDrawMask: chipmunk's debug drawing
// (cpSpaceDebugDraw) into a DrawNode on the world's scene, with cocos 3.17's primitives and colours:
// shape outlines red, fills by ColorForShape, constraints green, collision points blue; circles as
// 12-sided polygons, segments of width 1 at least, dots of radius 2.
#include "physics/PhysicsWorld.h"

#include "scene/DrawNode.h"
#include "scene/Scene.h"

#include <chipmunk/chipmunk.h>

#include <cmath>
#include <vector>

namespace cc {

namespace {

Color4F colorOf(const cpSpaceDebugColor& c) {
    return Color4F(c.r, c.g, c.b, c.a);
}

Vec2 pointOf(cpVect v) {
    return Vec2(static_cast<float>(v.x), static_cast<float>(v.y));
}

DrawNode* drawNodeOf(cpDataPointer data) {
    return static_cast<DrawNode*>(data);
}

void drawCircle(cpVect centre, cpFloat, cpFloat radius, cpSpaceDebugColor outline, cpSpaceDebugColor fill,
                cpDataPointer data) {
    constexpr int kSides = 12; // cocos draws circles as 12-sided polygons, with no radius line
    Vec2 verts[kSides];
    const Vec2 c = pointOf(centre);
    const float r = static_cast<float>(radius);
    for (int i = 0; i < kSides; ++i) {
        const float angle = static_cast<float>(i) * static_cast<float>(M_PI) / kSides * 2.0f;
        verts[i] = c + Vec2(r * std::cos(angle), r * std::sin(angle));
    }
    drawNodeOf(data)->drawPolygon(verts, kSides, colorOf(fill), 1.0f, colorOf(outline));
}

void drawFatSegment(cpVect a, cpVect b, cpFloat radius, cpSpaceDebugColor outline, cpSpaceDebugColor,
                    cpDataPointer data) {
    const float r = radius == 0.0 ? 1.0f : static_cast<float>(radius);
    drawNodeOf(data)->drawSegment(pointOf(a), pointOf(b), r, colorOf(outline));
}

void drawSegment(cpVect a, cpVect b, cpSpaceDebugColor color, cpDataPointer data) {
    drawFatSegment(a, b, 0.0, color, color, data);
}

void drawPolygon(int count, const cpVect* verts, cpFloat, cpSpaceDebugColor outline, cpSpaceDebugColor fill,
                 cpDataPointer data) {
    std::vector<Vec2> points;
    points.reserve(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i)
        points.push_back(pointOf(verts[i]));
    drawNodeOf(data)->drawPolygon(points.data(), count, colorOf(fill), 1.0f, colorOf(outline));
}

void drawDot(cpFloat, cpVect pos, cpSpaceDebugColor color, cpDataPointer data) {
    drawNodeOf(data)->drawDot(pointOf(pos), 2.0f, colorOf(color)); // cocos ignores the size asked
}

cpSpaceDebugColor grey(float luminance, float alpha) {
    return cpSpaceDebugColor{luminance, luminance, luminance, alpha};
}

/// cocos's ColorForShape: sensors light grey, sleeping bodies dark grey, else translucent red, dim for
/// static bodies. (Kite's spaces never put bodies to sleep: no sleep time threshold is set.)
cpSpaceDebugColor colorForShape(cpShape* shape, cpDataPointer) {
    if (cpShapeGetSensor(shape)) return grey(1.0f, 0.3f);
    cpBody* body = cpShapeGetBody(shape);
    if (cpBodyIsSleeping(body)) return grey(0.2f, 0.3f);
    const float intensity = cpBodyGetType(body) == CP_BODY_TYPE_STATIC ? 0.15f : 0.75f;
    return cpSpaceDebugColor{intensity, 0.0f, 0.0f, 0.3f};
}

} // namespace

void PhysicsWorld::setDebugDrawMask(int mask) {
    if (mask == DEBUGDRAW_NONE) dropDebugDraw();
    _debugDrawMask = mask;
}

void PhysicsWorld::dropDebugDraw() {
    if (!_debugDraw) return;
    _debugDraw->removeFromParent();
    _debugDraw->release();
    _debugDraw = nullptr;
}

void PhysicsWorld::debugDraw() {
    if (!_scene) return;
    if (!_debugDraw) {
        _debugDraw = DrawNode::create();
        _debugDraw->retain();
    }
    // cocos adds the node to the running scene once; Kite adds it to this world's scene (the running
    // one whenever the Director steps it), and again if a script took it out.
    if (_debugDraw->getParent() != _scene) {
        _debugDraw->removeFromParent();
        _scene->addChild(_debugDraw);
    }
    cpSpaceDebugDrawOptions options{};
    options.drawCircle = drawCircle;
    options.drawSegment = drawSegment;
    options.drawFatSegment = drawFatSegment;
    options.drawPolygon = drawPolygon;
    options.drawDot = drawDot;
    options.flags = static_cast<cpSpaceDebugDrawFlags>(_debugDrawMask & DEBUGDRAW_ALL);
    options.shapeOutlineColor = cpSpaceDebugColor{1.0f, 0.0f, 0.0f, 1.0f};
    options.colorForShape = colorForShape;
    options.constraintColor = cpSpaceDebugColor{0.0f, 0.75f, 0.0f, 1.0f};
    options.collisionPointColor = cpSpaceDebugColor{0.0f, 0.0f, 1.0f, 1.0f};
    options.data = _debugDraw;
    _debugDraw->clear();
    cpSpaceDebugDraw(_cpSpace, &options);
}

} // namespace cc
