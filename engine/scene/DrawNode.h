// engine/scene/DrawNode.h — a list of vector primitives to draw.
#pragma once

#include "math/Color.h"
#include "scene/BlendFunc.h"
#include "scene/Node.h"

#include <vector>

namespace cc {

/// cocos2d-x `DrawNode`, as data: every draw* call appends one Primitive, in node space; clear()
/// forgets them. The renderer draws them in order, tinted by the node's displayed opacity.
/// The content size is not changed by drawing (as in cocos2d-x).
class DrawNode : public Node, public BlendProtocol {
public:
    enum class PrimitiveType {
        Dot,         ///< filled disc: vertices[0] centre, radius, fillColor
        Point,       ///< square point(s): vertices, pointSize, fillColor
        Line,        ///< 1-pixel (lineWidth) line: vertices[0..1], borderColor
        Segment,     ///< thick line with round caps: vertices[0..1], radius (half width), fillColor
        Polygon,     ///< closed polygon: vertices, fillColor (a == 0: no fill), borderWidth, borderColor
        Polyline,    ///< open or closed outline: vertices, closed, borderColor
        Circle,      ///< outline: vertices[0] centre, radius, angle, segments, drawLineToCenter, scaleX/Y,
                     ///< borderColor
        SolidCircle, ///< filled: vertices[0] centre, radius, angle, segments, scaleX/Y, fillColor
    };

    struct Primitive {
        PrimitiveType type = PrimitiveType::Dot;
        std::vector<Vec2> vertices;
        float radius = 0.0f;
        float pointSize = 1.0f;
        float borderWidth = 0.0f;
        float lineWidth = 1.0f;
        float angle = 0.0f;
        unsigned int segments = 0;
        float scaleX = 1.0f;
        float scaleY = 1.0f;
        bool closed = true;
        bool drawLineToCenter = false;
        Color4F fillColor;
        Color4F borderColor;
    };

    static DrawNode* create(float defaultLineWidth = 1.0f);

    void drawDot(const Vec2& pos, float radius, const Color4F& color);
    void drawPoint(const Vec2& point, float pointSize, const Color4F& color);
    void drawPoints(const Vec2* points, unsigned int count, float pointSize, const Color4F& color);
    void drawLine(const Vec2& origin, const Vec2& destination, const Color4F& color);
    void drawSegment(const Vec2& from, const Vec2& to, float radius, const Color4F& color);
    /// Outline of the rectangle with corners @p origin and @p destination.
    void drawRect(const Vec2& origin, const Vec2& destination, const Color4F& color);
    /// Four lines, @p p1 to @p p2 to @p p3 to @p p4 and back.
    void drawRect(const Vec2& p1, const Vec2& p2, const Vec2& p3, const Vec2& p4, const Color4F& color);
    void drawSolidRect(const Vec2& origin, const Vec2& destination, const Color4F& color);
    /// Curves as open polylines of @p segments + 1 points (cocos2d-x's sampling, ending on the
    /// destination).
    void drawQuadBezier(const Vec2& origin, const Vec2& control, const Vec2& destination,
                        unsigned int segments, const Color4F& color);
    void drawCubicBezier(const Vec2& origin, const Vec2& control1, const Vec2& control2,
                         const Vec2& destination, unsigned int segments, const Color4F& color);
    /// Through the control points with cocos2d-x's sampling: each point starts a piece of 1 / count
    /// of the segments, so the last piece, after the last point, stays on it.
    void drawCardinalSpline(const std::vector<Vec2>& config, float tension, unsigned int segments,
                            const Color4F& color);
    /// A cardinal spline of tension 0.5.
    void drawCatmullRom(const std::vector<Vec2>& points, unsigned int segments, const Color4F& color);
    void drawCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                    bool drawLineToCenter, float scaleX, float scaleY, const Color4F& color);
    void drawCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                    bool drawLineToCenter, const Color4F& color);
    void drawSolidCircle(const Vec2& center, float radius, float angle, unsigned int segments, float scaleX,
                         float scaleY, const Color4F& color);
    void drawSolidCircle(const Vec2& center, float radius, float angle, unsigned int segments,
                         const Color4F& color);
    void drawPolygon(const Vec2* verts, int count, const Color4F& fillColor, float borderWidth,
                     const Color4F& borderColor);
    void drawSolidPoly(const Vec2* verts, unsigned int count, const Color4F& color);
    void drawPoly(const Vec2* verts, unsigned int count, bool closePolygon, const Color4F& color);
    void drawTriangle(const Vec2& p1, const Vec2& p2, const Vec2& p3, const Color4F& color);

    void clear() { _primitives.clear(); }
    const std::vector<Primitive>& getPrimitives() const { return _primitives; }
    void setLineWidth(float width) { _lineWidth = width; }
    float getLineWidth() const { return _lineWidth; }

private:
    Primitive& add(PrimitiveType type);

    std::vector<Primitive> _primitives;
    float _lineWidth = 1.0f;
};

} // namespace cc
