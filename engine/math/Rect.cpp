// engine/math/Rect.cpp
#include "math/Rect.h"

#include <algorithm>

namespace cc {

bool Rect::containsPoint(const Vec2& point) const {
    return point.x >= getMinX() && point.x <= getMaxX() && point.y >= getMinY() && point.y <= getMaxY();
}

bool Rect::intersectsRect(const Rect& r) const {
    return !(getMaxX() < r.getMinX() || r.getMaxX() < getMinX() || getMaxY() < r.getMinY() ||
             r.getMaxY() < getMinY());
}

bool Rect::intersectsCircle(const Vec2& center, float radius) const {
    float nearestX = std::max(getMinX(), std::min(center.x, getMaxX()));
    float nearestY = std::max(getMinY(), std::min(center.y, getMaxY()));
    return Vec2(nearestX, nearestY).distanceSquared(center) <= radius * radius;
}

Rect Rect::unionWithRect(const Rect& r) const {
    float minX = std::min(getMinX(), r.getMinX());
    float minY = std::min(getMinY(), r.getMinY());
    float maxX = std::max(getMaxX(), r.getMaxX());
    float maxY = std::max(getMaxY(), r.getMaxY());
    return Rect(minX, minY, maxX - minX, maxY - minY);
}

} // namespace cc
