// engine/math/Rect.h — an axis-aligned rectangle.
#pragma once

#include "math/Size.h"
#include "math/Vec2.h"

namespace cc {

/// Origin (bottom-left) plus size (cocos2d-x `Rect`). Value type.
struct Rect {
    Vec2 origin;
    Size size;

    constexpr Rect() = default;
    constexpr Rect(float x, float y, float width, float height) : origin(x, y), size(width, height) {}
    constexpr Rect(const Vec2& pos, const Size& dimension) : origin(pos), size(dimension) {}

    void setRect(float x, float y, float width, float height) {
        origin.set(x, y);
        size.setSize(width, height);
    }
    float getMinX() const { return origin.x; }
    float getMidX() const { return origin.x + size.width * 0.5f; }
    float getMaxX() const { return origin.x + size.width; }
    float getMinY() const { return origin.y; }
    float getMidY() const { return origin.y + size.height * 0.5f; }
    float getMaxY() const { return origin.y + size.height; }

    bool operator==(const Rect& r) const { return origin == r.origin && size == r.size; }
    bool operator!=(const Rect& r) const { return !(*this == r); }
    bool equals(const Rect& r) const { return *this == r; }
    /// Inclusive on every edge, like cocos2d-x.
    bool containsPoint(const Vec2& point) const;
    /// Whether the rectangles overlap or touch.
    bool intersectsRect(const Rect& r) const;
    bool intersectsCircle(const Vec2& center, float radius) const;
    /// The smallest rectangle containing both.
    Rect unionWithRect(const Rect& r) const;
    void merge(const Rect& r) { *this = unionWithRect(r); }

    static const Rect ZERO;
};

inline const Rect Rect::ZERO{0.0f, 0.0f, 0.0f, 0.0f};

} // namespace cc
