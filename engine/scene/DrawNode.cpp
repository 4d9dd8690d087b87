// engine/scene/DrawNode.cpp
#include "scene/DrawNode.h"

#include "actions/ActionPath.h"

#include <algorithm>

namespace cc {

DrawNode* DrawNode::create(float defaultLineWidth) {
    auto* node = new DrawNode();
    node->_lineWidth = defaultLineWidth;
    node->autorelease();
    return node;
}

DrawNode::Primitive& DrawNode::add(PrimitiveType type) {
    _primitives.emplace_back();
    Primitive& p = _primitives.back();
    p.type = type;
    p.lineWidth = _lineWidth;
    return p;
}

void DrawNode::drawDot(const Vec2& pos, float radius, const Color4F& color) {
    Primitive& p = add(PrimitiveType::Dot);
    p.vertices = {pos};
    p.radius = radius;
    p.fillColor = color;
}

void DrawNode::drawPoint(const Vec2& point, float pointSize, const Color4F& color) {
    drawPoints(&point, 1, pointSize, color);
}

void DrawNode::drawPoints(const Vec2* points, unsigned int count, float pointSize, const Color4F& color) {
    Primitive& p = add(PrimitiveType::Point);
    p.vertices.assign(points, points + count);
    p.pointSize = pointSize;
    p.fillColor = color;
}

void DrawNode::drawLine(const Vec2& origin, const Vec2& destination, const Color4F& color) {
    Primitive& p = add(PrimitiveType::Line);
    p.vertices = {origin, destination};
    p.borderColor = color;
}

void DrawNode::drawSegment(const Vec2& from, const Vec2& to, float radius, const Color4F& color) {
    Primitive& p = add(PrimitiveType::Segment);
    p.vertices = {from, to};
    p.radius = radius;
    p.fillColor = color;
}

void DrawNode::drawRect(const Vec2& origin, const Vec2& destination, const Color4F& color) {
    const Vec2 corners[4] = {origin, Vec2(destination.x, origin.y), destination,
                             Vec2(origin.x, destination.y)};
    drawPoly(corners, 4, true, color);
}

void DrawNode::drawRect(const Vec2& p1, const Vec2& p2, const Vec2& p3, const Vec2& p4,
                        const Color4F& color) {
    drawLine(p1, p2, color);
    drawLine(p2, p3, color);
    drawLine(p3, p4, color);
    drawLine(p4, p1, color);
}

namespace {

// A curve drawn by a typo's worth of segments must not eat memory.
constexpr unsigned kMaxCurveSegments = 1u << 16;

// cocos's sampling of a Bezier curve: @p segments points at t = 0, 1/segments, ... (t accumulated
// as cocos adds it), then the destination itself.
template <typename At> std::vector<Vec2> sampleCurve(unsigned segments, const Vec2& destination, At at) {
    segments = std::clamp(segments, 1u, kMaxCurveSegments);
    std::vector<Vec2> points;
    float t = 0.0f;
    for (unsigned i = 0; i < segments; ++i, t += 1.0f / static_cast<float>(segments))
        points.push_back(at(t, 1.0f - t));
    points.push_back(destination);
    return points;
}

} // namespace

void DrawNode::drawQuadBezier(const Vec2& origin, const Vec2& control, const Vec2& destination,
                              unsigned int segments, const Color4F& color) {
    const std::vector<Vec2> points = sampleCurve(segments, destination, [&](float t, float u) {
        return origin * (u * u) + control * (2.0f * u * t) + destination * (t * t);
    });
    drawPoly(points.data(), static_cast<unsigned>(points.size()), false, color);
}

void DrawNode::drawCubicBezier(const Vec2& origin, const Vec2& control1, const Vec2& control2,
                               const Vec2& destination, unsigned int segments, const Color4F& color) {
    const std::vector<Vec2> points = sampleCurve(segments, destination, [&](float t, float u) {
        return origin * (u * u * u) + control1 * (3.0f * u * u * t) + control2 * (3.0f * u * t * t) +
               destination * (t * t * t);
    });
    drawPoly(points.data(), static_cast<unsigned>(points.size()), false, color);
}

void DrawNode::drawCardinalSpline(const std::vector<Vec2>& config, float tension, unsigned int segments,
                                  const Color4F& color) {
    if (config.empty()) return;
    segments = std::clamp(segments, 1u, kMaxCurveSegments);
    const long count = static_cast<long>(config.size());
    auto at = [&](long i) { return config[static_cast<std::size_t>(std::clamp(i, 0L, count - 1))]; };
    const float piece = 1.0f / static_cast<float>(count);
    std::vector<Vec2> points;
    for (unsigned i = 0; i <= segments; ++i) {
        const float dt = static_cast<float>(i) / static_cast<float>(segments);
        long p = count - 1;
        float local = 1.0f;
        if (dt != 1.0f) {
            p = static_cast<long>(dt / piece);
            local = (dt - piece * static_cast<float>(p)) / piece;
        }
        points.push_back(cardinalSplineAt(at(p - 1), at(p), at(p + 1), at(p + 2), tension, local));
    }
    drawPoly(points.data(), static_cast<unsigned>(points.size()), false, color);
}

void DrawNode::drawCatmullRom(const std::vector<Vec2>& points, unsigned int segments, const Color4F& color) {
    drawCardinalSpline(points, 0.5f, segments, color);
}

void DrawNode::drawSolidRect(const Vec2& origin, const Vec2& destination, const Color4F& color) {
    const Vec2 corners[4] = {origin, Vec2(destination.x, origin.y), destination,
                             Vec2(origin.x, destination.y)};
    drawSolidPoly(corners, 4, color);
}

void DrawNode::drawCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                          bool drawLineToCenter, float scaleX, float scaleY, const Color4F& color) {
    Primitive& p = add(PrimitiveType::Circle);
    p.vertices = {center};
    p.radius = radius;
    p.angle = angle;
    p.segments = segments;
    p.drawLineToCenter = drawLineToCenter;
    p.scaleX = scaleX;
    p.scaleY = scaleY;
    p.borderColor = color;
}

void DrawNode::drawCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                          bool drawLineToCenter, const Color4F& color) {
    drawCircle(center, radius, angle, segments, drawLineToCenter, 1.0f, 1.0f, color);
}

void DrawNode::drawSolidCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                               float scaleX, float scaleY, const Color4F& color) {
    Primitive& p = add(PrimitiveType::SolidCircle);
    p.vertices = {center};
    p.radius = radius;
    p.angle = angle;
    p.segments = segments;
    p.scaleX = scaleX;
    p.scaleY = scaleY;
    p.fillColor = color;
}

void DrawNode::drawSolidCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                               const Color4F& color) {
    drawSolidCircle(center, radius, angle, segments, 1.0f, 1.0f, color);
}

void DrawNode::drawPolygon(const Vec2* verts, int count, const Color4F& fillColor, float borderWidth,
                           const Color4F& borderColor) {
    if (count <= 0) return;
    Primitive& p = add(PrimitiveType::Polygon);
    p.vertices.assign(verts, verts + count);
    p.fillColor = fillColor;
    p.borderWidth = borderWidth;
    p.borderColor = borderColor;
}

void DrawNode::drawSolidPoly(const Vec2* verts, unsigned int count, const Color4F& color) {
    drawPolygon(verts, static_cast<int>(count), color, 0.0f, Color4F(0.0f, 0.0f, 0.0f, 0.0f));
}

void DrawNode::drawPoly(const Vec2* verts, unsigned int count, bool closePolygon, const Color4F& color) {
    Primitive& p = add(PrimitiveType::Polyline);
    p.vertices.assign(verts, verts + count);
    p.closed = closePolygon;
    p.borderColor = color;
}

void DrawNode::drawTriangle(const Vec2& p1, const Vec2& p2, const Vec2& p3, const Color4F& color) {
    const Vec2 verts[3] = {p1, p2, p3};
    drawSolidPoly(verts, 3, color);
}

} // namespace cc
