// engine/math/Vec2.h — 2D vector / point.
#pragma once

#include <cmath>

namespace cc {

/// A 2D vector or point (cocos2d-x `Vec2`; `Point` is an alias). Value type.
struct Vec2 {
    float x = 0.0f;
    float y = 0.0f;

    constexpr Vec2() = default;
    constexpr Vec2(float xx, float yy) : x(xx), y(yy) {}

    void set(float xx, float yy) {
        x = xx;
        y = yy;
    }
    void setZero() { x = y = 0.0f; }
    bool isZero() const { return x == 0.0f && y == 0.0f; }

    constexpr Vec2 operator+(const Vec2& v) const { return {x + v.x, y + v.y}; }
    constexpr Vec2 operator-(const Vec2& v) const { return {x - v.x, y - v.y}; }
    constexpr Vec2 operator-() const { return {-x, -y}; }
    constexpr Vec2 operator*(float s) const { return {x * s, y * s}; }
    constexpr Vec2 operator/(float s) const { return {x / s, y / s}; }
    Vec2& operator+=(const Vec2& v) {
        x += v.x;
        y += v.y;
        return *this;
    }
    Vec2& operator-=(const Vec2& v) {
        x -= v.x;
        y -= v.y;
        return *this;
    }
    Vec2& operator*=(float s) {
        x *= s;
        y *= s;
        return *this;
    }
    Vec2& operator/=(float s) {
        x /= s;
        y /= s;
        return *this;
    }
    constexpr bool operator==(const Vec2& v) const { return x == v.x && y == v.y; }
    constexpr bool operator!=(const Vec2& v) const { return !(*this == v); }
    bool equals(const Vec2& v) const { return *this == v; }
    /// Equal within @p variance on each axis.
    bool fuzzyEquals(const Vec2& v, float variance) const {
        return std::fabs(x - v.x) <= variance && std::fabs(y - v.y) <= variance;
    }

    float length() const { return std::sqrt(x * x + y * y); }
    float lengthSquared() const { return x * x + y * y; }
    float distance(const Vec2& v) const { return (*this - v).length(); }
    float distanceSquared(const Vec2& v) const { return (*this - v).lengthSquared(); }
    float dot(const Vec2& v) const { return x * v.x + y * v.y; }
    float cross(const Vec2& v) const { return x * v.y - y * v.x; }
    /// Scales to unit length in place (a zero vector stays zero).
    void normalize() {
        float len = length();
        if (len > 0.0f) *this /= len;
    }
    Vec2 getNormalized() const {
        Vec2 v = *this;
        v.normalize();
        return v;
    }
    /// Angle from the x axis, in radians.
    float getAngle() const { return std::atan2(y, x); }
    /// Signed angle from this vector to @p other, in radians.
    float getAngle(const Vec2& other) const { return std::atan2(cross(other), dot(other)); }
    Vec2 getPerp() const { return {-y, x}; }
    Vec2 getMidpoint(const Vec2& other) const { return {(x + other.x) * 0.5f, (y + other.y) * 0.5f}; }
    Vec2 lerp(const Vec2& to, float alpha) const { return *this * (1.0f - alpha) + to * alpha; }
    /// This point rotated by @p angle radians (counter-clockwise) around @p pivot.
    Vec2 rotateByAngle(const Vec2& pivot, float angle) const {
        float c = std::cos(angle), s = std::sin(angle);
        Vec2 d = *this - pivot;
        return pivot + Vec2(d.x * c - d.y * s, d.x * s + d.y * c);
    }
    static Vec2 forAngle(float angle) { return {std::cos(angle), std::sin(angle)}; }

    static const Vec2 ZERO;
    static const Vec2 ONE;
    static const Vec2 UNIT_X;
    static const Vec2 UNIT_Y;
    static const Vec2 ANCHOR_MIDDLE;
    static const Vec2 ANCHOR_BOTTOM_LEFT;
    static const Vec2 ANCHOR_TOP_LEFT;
    static const Vec2 ANCHOR_BOTTOM_RIGHT;
    static const Vec2 ANCHOR_TOP_RIGHT;
    static const Vec2 ANCHOR_MIDDLE_RIGHT;
    static const Vec2 ANCHOR_MIDDLE_LEFT;
    static const Vec2 ANCHOR_MIDDLE_TOP;
    static const Vec2 ANCHOR_MIDDLE_BOTTOM;
};

inline const Vec2 Vec2::ZERO{0.0f, 0.0f};
inline const Vec2 Vec2::ONE{1.0f, 1.0f};
inline const Vec2 Vec2::UNIT_X{1.0f, 0.0f};
inline const Vec2 Vec2::UNIT_Y{0.0f, 1.0f};
inline const Vec2 Vec2::ANCHOR_MIDDLE{0.5f, 0.5f};
inline const Vec2 Vec2::ANCHOR_BOTTOM_LEFT{0.0f, 0.0f};
inline const Vec2 Vec2::ANCHOR_TOP_LEFT{0.0f, 1.0f};
inline const Vec2 Vec2::ANCHOR_BOTTOM_RIGHT{1.0f, 0.0f};
inline const Vec2 Vec2::ANCHOR_TOP_RIGHT{1.0f, 1.0f};
inline const Vec2 Vec2::ANCHOR_MIDDLE_RIGHT{1.0f, 0.5f};
inline const Vec2 Vec2::ANCHOR_MIDDLE_LEFT{0.0f, 0.5f};
inline const Vec2 Vec2::ANCHOR_MIDDLE_TOP{0.5f, 1.0f};
inline const Vec2 Vec2::ANCHOR_MIDDLE_BOTTOM{0.5f, 0.0f};

constexpr Vec2 operator*(float s, const Vec2& v) {
    return {v.x * s, v.y * s};
}

using Point = Vec2;

} // namespace cc
