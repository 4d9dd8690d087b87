// engine/math/Size.h — width and height.
#pragma once

#include "math/Vec2.h"

namespace cc {

/// A width and height (cocos2d-x `Size`). Value type.
struct Size {
    float width = 0.0f;
    float height = 0.0f;

    constexpr Size() = default;
    constexpr Size(float w, float h) : width(w), height(h) {}
    constexpr explicit Size(const Vec2& v) : width(v.x), height(v.y) {}

    void setSize(float w, float h) {
        width = w;
        height = h;
    }
    constexpr operator Vec2() const { return {width, height}; }

    constexpr Size operator+(const Size& s) const { return {width + s.width, height + s.height}; }
    constexpr Size operator-(const Size& s) const { return {width - s.width, height - s.height}; }
    constexpr Size operator*(float a) const { return {width * a, height * a}; }
    constexpr Size operator/(float a) const { return {width / a, height / a}; }
    constexpr bool operator==(const Size& s) const { return width == s.width && height == s.height; }
    constexpr bool operator!=(const Size& s) const { return !(*this == s); }
    bool equals(const Size& s) const { return *this == s; }

    static const Size ZERO;
};

inline const Size Size::ZERO{0.0f, 0.0f};

} // namespace cc
