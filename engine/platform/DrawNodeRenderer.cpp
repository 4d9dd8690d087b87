// engine/platform/DrawNodeRenderer.cpp — DrawNode primitives as triangles (part of SceneRenderer).
#include "platform/BlendModes.h"
#include "platform/Painter.h"
#include "platform/SceneRenderer.h"
#include "scene/DrawNode.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

using Primitive = DrawNode::Primitive;
using Type = DrawNode::PrimitiveType;

std::vector<Vec2> circlePoints(const Primitive& p) {
    unsigned segments = p.segments >= 3 ? std::min(p.segments, 4096u) : 32u; // a typo must not eat memory
    std::vector<Vec2> points;
    const Vec2& c = p.vertices[0];
    const float step = 2.0f * static_cast<float>(M_PI) / static_cast<float>(segments);
    for (unsigned i = 0; i < segments; ++i) {
        float t = p.angle + step * static_cast<float>(i);
        points.emplace_back(c.x + std::cos(t) * p.radius * p.scaleX, c.y + std::sin(t) * p.radius * p.scaleY);
    }
    return points;
}

void outline(Painter& painter, const std::vector<Vec2>& points, bool closed, float width,
             const SDL_Color& color) {
    for (size_t i = 0; i + 1 < points.size(); ++i)
        painter.screenLine(points[i], points[i + 1], width, color);
    if (closed && points.size() > 2) painter.screenLine(points.back(), points.front(), width, color);
}

void drawPrimitive(Painter& painter, const Primitive& p, GLubyte opacity) {
    const SDL_Color fill = Painter::color(p.fillColor, opacity);
    const SDL_Color border = Painter::color(p.borderColor, opacity);
    if (p.vertices.empty()) return;
    switch (p.type) {
    case Type::Dot:
        painter.disc(p.vertices[0], p.radius, 0.0f, 0, 1.0f, 1.0f, fill);
        break;
    case Type::Point:
        for (const Vec2& v : p.vertices)
            painter.screenPoint(v, p.pointSize, fill);
        break;
    case Type::Line:
        if (p.vertices.size() >= 2) painter.screenLine(p.vertices[0], p.vertices[1], p.lineWidth, border);
        break;
    case Type::Segment:
        if (p.vertices.size() < 2) break;
        painter.thickLine(p.vertices[0], p.vertices[1], p.radius, fill);
        painter.disc(p.vertices[0], p.radius, 0.0f, 0, 1.0f, 1.0f, fill); // round caps
        painter.disc(p.vertices[1], p.radius, 0.0f, 0, 1.0f, 1.0f, fill);
        break;
    case Type::Polygon:
        if (fill.a > 0) painter.convex(p.vertices, fill);
        if (p.borderWidth > 0.0f && border.a > 0) {
            const size_t n = p.vertices.size();
            for (size_t i = 0; i < n; ++i)
                painter.thickLine(p.vertices[i], p.vertices[(i + 1) % n], p.borderWidth, border);
        }
        break;
    case Type::Polyline:
        outline(painter, p.vertices, p.closed, p.lineWidth, border);
        break;
    case Type::Circle: {
        std::vector<Vec2> points = circlePoints(p);
        outline(painter, points, true, p.lineWidth, border);
        if (p.drawLineToCenter) painter.screenLine(points[0], p.vertices[0], p.lineWidth, border);
        break;
    }
    case Type::SolidCircle:
        painter.convex(circlePoints(p), fill);
        break;
    }
}

} // namespace

void SceneRenderer::drawDrawNode(DrawNode* drawNode) {
    GLubyte opacity = drawNode->getDisplayedOpacity();
    if (opacity == 0 || drawNode->getPrimitives().empty()) return;
    ScopedBlendMode blend(_renderer, nullptr, drawNode->getBlendFunc());
    Painter painter(_renderer, _height);
    painter.setTransform(drawNode->getVisitTransform());
    for (const Primitive& p : drawNode->getPrimitives())
        drawPrimitive(painter, p, opacity);
    painter.flush();
}

} // namespace cc
