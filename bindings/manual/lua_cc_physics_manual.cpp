// lua_cc_physics_manual.cpp -- what physics.pkg cannot say (issue 22): the arrays
// cc.PhysicsWorld:getAllBodies() and cc.PhysicsBody:getShapes(), and the constants of cocos2d-x 3.17's
// Cocos2dConstants.lua: cc.PHYSICS_INFINITY, cc.PHYSICSSHAPE_MATERIAL_DEFAULT and
// cc.PHYSICSBODY_MATERIAL_DEFAULT (cc.PhysicsMaterial tables).
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsWorld.h"

#include <utility>

namespace {

using kite::manual::selfOnly;

/* world:getAllBodies() -> {body, ...} */
/// @lua cc.PhysicsWorld:getAllBodies(): cc.PhysicsBody[]
/// Every body in the world as an array, in the order they were added.
int lua_cc_PhysicsWorld_getAllBodies(lua_State* L) {
    auto* self = selfOnly<cc::PhysicsWorld>(L, "cc.PhysicsWorld", "cc.PhysicsWorld:getAllBodies");
    kite::manual::pushObjectArray(L, self->getAllBodies(), "cc.PhysicsBody");
    return 1;
}

/* body:getShapes() -> {shape, ...}, each as its most derived type */
/// @lua cc.PhysicsBody:getShapes(): cc.PhysicsShape[]
/// The body's shapes as an array in the order added, each typed as its own class (cc.PhysicsShapeBox, ...).
int lua_cc_PhysicsBody_getShapes(lua_State* L) {
    auto* self = selfOnly<cc::PhysicsBody>(L, "cc.PhysicsBody", "cc.PhysicsBody:getShapes");
    kite::manual::pushObjectArray(L, self->getShapes(), "cc.PhysicsShape");
    return 1;
}

void setMaterialConstant(lua_State* L, const char* name, const cc::PhysicsMaterial& material) {
    lua_getglobal(L, "cc");                        /* stack: cc */
    kite::physics_material_to_luaval(L, material); /* stack: cc material */
    lua_setfield(L, -2, name);                     /* stack: cc */
    lua_pop(L, 1);
}

} // namespace

namespace kite::manual {

void registerPhysics(lua_State* L) {
    addMethod(L, "PhysicsWorld", "getAllBodies", lua_cc_PhysicsWorld_getAllBodies);
    addMethod(L, "PhysicsBody", "getShapes", lua_cc_PhysicsBody_getShapes);
    /// @lua cc.PHYSICS_INFINITY: number
    /// Infinity (math.huge): a body with this mass or moment is not moved by forces or collisions.
    const std::pair<const char*, lua_Number> numbers[] = {{"PHYSICS_INFINITY", cc::PHYSICS_INFINITY}};
    setNumberConstants(L, numbers);
    /// @lua cc.PHYSICSSHAPE_MATERIAL_DEFAULT: cc.PhysicsMaterial
    /// The material a shape made without one gets: density 0, restitution 0.5, friction 0.5.
    setMaterialConstant(L, "PHYSICSSHAPE_MATERIAL_DEFAULT", cc::PHYSICSSHAPE_MATERIAL_DEFAULT);
    /// @lua cc.PHYSICSBODY_MATERIAL_DEFAULT: cc.PhysicsMaterial
    /// The material a body made without one gets: density 0.1, restitution 0.5, friction 0.5.
    setMaterialConstant(L, "PHYSICSBODY_MATERIAL_DEFAULT", cc::PHYSICSBODY_MATERIAL_DEFAULT);
}

} // namespace kite::manual
