// engine/physics/PhysicsChecks.cpp
#include "physics/PhysicsChecks.h"

#include <cmath>
#include <cstdio>

namespace cc {
namespace physics {

namespace {

std::string format(const char* fmt, double value) {
    char text[160];
    std::snprintf(text, sizeof text, fmt, value);
    return text;
}

} // namespace

bool isSane(double value) {
    return std::isfinite(value) && std::fabs(value) <= kLargest;
}

bool isSaneOrInfinity(double value) {
    return isSane(value) || value == static_cast<double>(PHYSICS_INFINITY);
}

std::string checkRadius(float radius) {
    if (!isSane(radius) || radius <= 0) return format("radius must be a number > 0 (got %g)", radius);
    return "";
}

std::string checkSize(const Size& size) {
    if (!isSane(size.width) || size.width <= 0)
        return format("width must be a number > 0 (got %g)", size.width);
    if (!isSane(size.height) || size.height <= 0)
        return format("height must be a number > 0 (got %g)", size.height);
    return "";
}

std::string checkBorder(float border) {
    if (!isSane(border) || border < 0) return format("border must be a number >= 0 (got %g)", border);
    return "";
}

std::string checkPoint(const Vec2& point, const char* what) {
    if (!isSane(point.x) || !isSane(point.y))
        return std::string(what) + " must have finite x and y no larger than 1e30";
    return "";
}

std::string checkMaterial(const PhysicsMaterial& material) {
    if (!isSaneOrInfinity(material.density) || material.density < 0)
        return format("material density must be a number >= 0 or cc.PHYSICS_INFINITY (got %g)",
                      material.density);
    // Chipmunk aborts on a negative or NaN restitution (elasticity) or friction.
    if (!isSane(material.restitution) || material.restitution < 0)
        return format("material restitution must be a number >= 0 (got %g)", material.restitution);
    if (!isSane(material.friction) || material.friction < 0)
        return format("material friction must be a number >= 0 (got %g)", material.friction);
    return "";
}

std::string checkPolygon(const Vec2* points, int count) {
    std::string wrong = checkEdgePoints(points, count, 3);
    if (!wrong.empty()) return wrong;
    // Twice the largest triangle from the first point: zero when every point is on one line
    // (Chipmunk's hull would then be a segment, a polygon with no area).
    double extent = 0, cross = 0;
    for (int i = 1; i < count; ++i) {
        const double ax = points[i].x - points[0].x, ay = points[i].y - points[0].y;
        extent = std::fmax(extent, std::fabs(ax) + std::fabs(ay));
        for (int j = i + 1; j < count; ++j) {
            const double bx = points[j].x - points[0].x, by = points[j].y - points[0].y;
            cross = std::fmax(cross, std::fabs(ax * by - ay * bx));
        }
    }
    if (cross <= 1e-9 * extent * extent || extent == 0)
        return "the polygon's points are all on one line (it has no area)";
    return "";
}

std::string checkEdgePoints(const Vec2* points, int count, int minimum) {
    if (count < minimum) {
        char text[96];
        std::snprintf(text, sizeof text, "needs at least %d points, got %d", minimum, count);
        return text;
    }
    for (int i = 0; i < count; ++i) {
        if (!isSane(points[i].x) || !isSane(points[i].y)) {
            char text[96];
            std::snprintf(text, sizeof text, "point %d must have finite x and y no larger than 1e30", i + 1);
            return text;
        }
    }
    return "";
}

} // namespace physics
} // namespace cc
