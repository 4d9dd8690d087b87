// engine/physics/PhysicsChecks.h — what a shape or body input must be for Chipmunk not to abort or
// build a degenerate shape. Each check returns "" when the input is fine, else what is wrong, in
// words a Lua error can carry ("needs at least 3 points, got 2"). The C++ factories refuse such
// input (nullptr and a log line); the Lua bindings raise the same text as an error first.
#pragma once

#include "math/Size.h"
#include "math/Vec2.h"
#include "physics/PhysicsMaterial.h"

#include <string>

namespace cc {
namespace physics {

/// The largest magnitude a length, mass or moment may have (PHYSICS_INFINITY aside where allowed).
constexpr double kLargest = 1e30;

/// A finite number no larger than kLargest in magnitude.
bool isSane(double value);
/// A value that is sane or exactly PHYSICS_INFINITY (cocos's "immovable").
bool isSaneOrInfinity(double value);

std::string checkRadius(float radius);
/// Width and height > 0.
std::string checkSize(const Size& size);
/// An edge's thickness: >= 0.
std::string checkBorder(float border);
std::string checkPoint(const Vec2& point, const char* what);
/// density >= 0 (or PHYSICS_INFINITY), restitution >= 0, friction >= 0, all finite.
std::string checkMaterial(const PhysicsMaterial& material);
/// A solid polygon: at least 3 sane points, not all on one line. Concave is allowed: Chipmunk
/// takes the convex hull, as cocos 3.17 (cpPolyShapeNew) does.
std::string checkPolygon(const Vec2* points, int count);
/// An edge polygon (closed, at least 3 points) or chain (open, at least 2), points sane.
std::string checkEdgePoints(const Vec2* points, int count, int minimum);

} // namespace physics
} // namespace cc
