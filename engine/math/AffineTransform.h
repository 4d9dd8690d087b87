// engine/math/AffineTransform.h — 2D affine transforms (cocos2d-x naming).
#pragma once

#include "math/Rect.h"
#include "math/Size.h"
#include "math/Vec2.h"

namespace cc {

/// Maps (x, y) to (a*x + c*y + tx, b*x + d*y + ty). Value type.
struct AffineTransform {
    float a = 1.0f, b = 0.0f, c = 0.0f, d = 1.0f;
    float tx = 0.0f, ty = 0.0f;

    static const AffineTransform IDENTITY;
};

inline const AffineTransform AffineTransform::IDENTITY{1.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f};

AffineTransform AffineTransformMake(float a, float b, float c, float d, float tx, float ty);
AffineTransform AffineTransformMakeIdentity();
Vec2 PointApplyAffineTransform(const Vec2& point, const AffineTransform& t);
/// Applies only the linear part (no translation), like cocos2d-x.
Size SizeApplyAffineTransform(const Size& size, const AffineTransform& t);
/// The bounding box of the transformed rectangle.
Rect RectApplyAffineTransform(const Rect& rect, const AffineTransform& t);
/// t, then a translation by (tx, ty) in t's local space.
AffineTransform AffineTransformTranslate(const AffineTransform& t, float tx, float ty);
/// t, then a counter-clockwise rotation by @p angle radians in t's local space.
AffineTransform AffineTransformRotate(const AffineTransform& t, float angle);
AffineTransform AffineTransformScale(const AffineTransform& t, float sx, float sy);
/// t1 applied first, then t2.
AffineTransform AffineTransformConcat(const AffineTransform& t1, const AffineTransform& t2);
bool AffineTransformEqualToTransform(const AffineTransform& t1, const AffineTransform& t2);
/// The inverse; a non-invertible transform yields IDENTITY.
AffineTransform AffineTransformInvert(const AffineTransform& t);

} // namespace cc
