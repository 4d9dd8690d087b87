// engine/physics/PhysicsMaterial.h — what a shape is made of, and the physics constants.
#pragma once

#include <cmath>

namespace cc {

/// cocos2d-x 3.17 `PHYSICS_INFINITY`: an infinite mass or moment (a body nothing moves).
constexpr float PHYSICS_INFINITY = INFINITY;

/// cocos2d-x `PhysicsMaterial`: density (mass per area unit), restitution (bounce, 0..1) and
/// friction. Lua passes it as a table {density=, restitution=, friction=}.
struct PhysicsMaterial {
    float density = 0.0f;
    float restitution = 0.0f;
    float friction = 0.0f;

    constexpr PhysicsMaterial() = default;
    constexpr PhysicsMaterial(float aDensity, float aRestitution, float aFriction)
        : density(aDensity), restitution(aRestitution), friction(aFriction) {}
    constexpr bool operator==(const PhysicsMaterial& m) const {
        return density == m.density && restitution == m.restitution && friction == m.friction;
    }
};

/// The material of a shape made without one (PhysicsShapeCircle::create(r)).
constexpr PhysicsMaterial PHYSICSSHAPE_MATERIAL_DEFAULT(0.0f, 0.5f, 0.5f);
/// The material of a body made without one (PhysicsBody::createCircle(r)).
constexpr PhysicsMaterial PHYSICSBODY_MATERIAL_DEFAULT(0.1f, 0.5f, 0.5f);

} // namespace cc
