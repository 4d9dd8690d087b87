// engine/math/AffineTransform.cpp
#include "math/AffineTransform.h"

#include <algorithm>
#include <cmath>

namespace cc {

AffineTransform AffineTransformMake(float a, float b, float c, float d, float tx, float ty) {
    return AffineTransform{a, b, c, d, tx, ty};
}

AffineTransform AffineTransformMakeIdentity() {
    return AffineTransform::IDENTITY;
}

Vec2 PointApplyAffineTransform(const Vec2& p, const AffineTransform& t) {
    return Vec2(t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty);
}

Size SizeApplyAffineTransform(const Size& s, const AffineTransform& t) {
    return Size(t.a * s.width + t.c * s.height, t.b * s.width + t.d * s.height);
}

Rect RectApplyAffineTransform(const Rect& rect, const AffineTransform& t) {
    const Vec2 corners[4] = {
        PointApplyAffineTransform(Vec2(rect.getMinX(), rect.getMinY()), t),
        PointApplyAffineTransform(Vec2(rect.getMaxX(), rect.getMinY()), t),
        PointApplyAffineTransform(Vec2(rect.getMinX(), rect.getMaxY()), t),
        PointApplyAffineTransform(Vec2(rect.getMaxX(), rect.getMaxY()), t),
    };
    float minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y;
    for (const Vec2& p : corners) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    return Rect(minX, minY, maxX - minX, maxY - minY);
}

AffineTransform AffineTransformTranslate(const AffineTransform& t, float tx, float ty) {
    return AffineTransform{t.a, t.b, t.c, t.d, t.tx + t.a * tx + t.c * ty, t.ty + t.b * tx + t.d * ty};
}

AffineTransform AffineTransformRotate(const AffineTransform& t, float angle) {
    float s = std::sin(angle), c = std::cos(angle);
    return AffineTransform{
        t.a * c + t.c * s, t.b * c + t.d * s, t.c * c - t.a * s, t.d * c - t.b * s, t.tx, t.ty};
}

AffineTransform AffineTransformScale(const AffineTransform& t, float sx, float sy) {
    return AffineTransform{t.a * sx, t.b * sx, t.c * sy, t.d * sy, t.tx, t.ty};
}

AffineTransform AffineTransformConcat(const AffineTransform& t1, const AffineTransform& t2) {
    return AffineTransform{t1.a * t2.a + t1.b * t2.c,           t1.a * t2.b + t1.b * t2.d,
                           t1.c * t2.a + t1.d * t2.c,           t1.c * t2.b + t1.d * t2.d,
                           t1.tx * t2.a + t1.ty * t2.c + t2.tx, t1.tx * t2.b + t1.ty * t2.d + t2.ty};
}

bool AffineTransformEqualToTransform(const AffineTransform& t1, const AffineTransform& t2) {
    return t1.a == t2.a && t1.b == t2.b && t1.c == t2.c && t1.d == t2.d && t1.tx == t2.tx && t1.ty == t2.ty;
}

AffineTransform AffineTransformInvert(const AffineTransform& t) {
    float det = t.a * t.d - t.b * t.c;
    if (det == 0.0f) return AffineTransform::IDENTITY;
    float inv = 1.0f / det;
    return AffineTransform{inv * t.d,
                           -inv * t.b,
                           -inv * t.c,
                           inv * t.a,
                           inv * (t.c * t.ty - t.d * t.tx),
                           inv * (t.b * t.tx - t.a * t.ty)};
}

} // namespace cc
