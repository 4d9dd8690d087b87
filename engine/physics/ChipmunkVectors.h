// engine/physics/ChipmunkVectors.h — Chipmunk's vectors as Kite's (physics-internal; shared by the
// shapes and the contacts).
#pragma once

#include "math/Vec2.h"

#include <chipmunk/chipmunk.h>

namespace cc {
namespace physics {

/// @p v (Chipmunk's doubles) as a Vec2 of floats.
inline Vec2 toVec2(cpVect v) {
    return Vec2(static_cast<float>(v.x), static_cast<float>(v.y));
}

} // namespace physics
} // namespace cc
