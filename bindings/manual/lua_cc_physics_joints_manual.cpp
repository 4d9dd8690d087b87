// lua_cc_physics_joints_manual.cpp -- what physics_joints.pkg cannot say (issue 22): cc.PhysicsWorld's
// addJoint, removeJoint and removeAllJoints (cocos 3.17's auto-bound forms, returning the world),
// cc.PhysicsBody:getJoints() (cocos's manual array), and the checks in front of the joints'
// generated construct and setters, so that bad input is a Lua error naming the function instead of
// a chipmunk abort or a joint that explodes: two distinct bodies of one world, finite numbers,
// stiffness and damping 0 or more, a gear ratio and a ratchet step that are not 0, a max force 0 or
// more.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsJoint.h"
#include "physics/PhysicsWorld.h"

#include <cmath>
#include <cstdio>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;

/* -- Argument checks in front of the generated functions -------------------------------------- */

// What each argument is, from argument #2 on (after the class table or the joint):
//   b  a body (checked as a pair: two distinct bodies, not of two different worlds)
//   v  a cc.p with finite x and y
//   f  a finite number
//   l  a limit: any number but NaN (math.huge means none)
//   p  a finite number, 0 or more (stiffness, damping, lengths)
//   z  a finite number other than 0 (a gear ratio, a ratchet step: chipmunk divides by it)
//   m  a force: 0 or more, math.huge allowed (chipmunk aborts on a negative one)
// An argument that is absent or of another type is left to the generated function's own error.
struct CheckedFunction {
    const char* className;
    const char* name;
    const char* rules;
};

const CheckedFunction kChecked[] = {
    {"PhysicsJoint", "setMaxForce", "m"},
    {"PhysicsJointFixed", "construct", "bbv"},
    {"PhysicsJointLimit", "construct", "bbvvll"},
    {"PhysicsJointLimit", "setAnchr1", "v"},
    {"PhysicsJointLimit", "setAnchr2", "v"},
    {"PhysicsJointLimit", "setMin", "l"},
    {"PhysicsJointLimit", "setMax", "l"},
    {"PhysicsJointPin", "construct", "bbvv"},
    {"PhysicsJointDistance", "construct", "bbvv"},
    {"PhysicsJointDistance", "setDistance", "p"},
    {"PhysicsJointSpring", "construct", "bbvvpp"},
    {"PhysicsJointSpring", "setAnchr1", "v"},
    {"PhysicsJointSpring", "setAnchr2", "v"},
    {"PhysicsJointSpring", "setRestLength", "p"},
    {"PhysicsJointSpring", "setStiffness", "p"},
    {"PhysicsJointSpring", "setDamping", "p"},
    {"PhysicsJointGroove", "construct", "bbvvv"},
    {"PhysicsJointGroove", "setGrooveA", "v"},
    {"PhysicsJointGroove", "setGrooveB", "v"},
    {"PhysicsJointGroove", "setAnchr2", "v"},
    {"PhysicsJointRotarySpring", "construct", "bbpp"},
    {"PhysicsJointRotarySpring", "setRestAngle", "f"},
    {"PhysicsJointRotarySpring", "setStiffness", "p"},
    {"PhysicsJointRotarySpring", "setDamping", "p"},
    {"PhysicsJointRotaryLimit", "construct", "bbll"},
    {"PhysicsJointRotaryLimit", "setMin", "l"},
    {"PhysicsJointRotaryLimit", "setMax", "l"},
    {"PhysicsJointRatchet", "construct", "bbfz"},
    {"PhysicsJointRatchet", "setAngle", "f"},
    {"PhysicsJointRatchet", "setPhase", "f"},
    {"PhysicsJointRatchet", "setRatchet", "z"},
    {"PhysicsJointGear", "construct", "bbfz"},
    {"PhysicsJointGear", "setPhase", "f"},
    {"PhysicsJointGear", "setRatio", "z"},
    {"PhysicsJointMotor", "construct", "bbf"},
    {"PhysicsJointMotor", "setRate", "f"},
};

// The reason a number breaks @p rule, or nullptr when it does not.
const char* numberProblem(char rule, lua_Number n) {
    switch (rule) {
    case 'f':
        return std::isfinite(n) ? nullptr : "a finite number";
    case 'l':
        return std::isnan(n) ? "a number (not NaN)" : nullptr;
    case 'p':
        return std::isfinite(n) && n >= 0 ? nullptr : "a finite number, 0 or more";
    case 'z':
        return std::isfinite(n) && n != 0 ? nullptr : "a finite number other than 0";
    case 'm':
        return n >= 0 ? nullptr : "a number, 0 or more";
    default:
        return nullptr;
    }
}

// The body at @p index; nullptr when it is not one (the generated error names it); raises for a
// body that is gone.
const cc::PhysicsBody* bodyAt(lua_State* L, int index, const char* function) {
    tolua_Error err;
    if (!lua_isuserdata(L, index) || !tolua_isusertype(L, index, "cc.PhysicsBody", 0, &err)) return nullptr;
    auto* body = static_cast<const cc::PhysicsBody*>(tolua_tousertype(L, index, nullptr));
    if (!body)
        luaL_error(L, "%s: argument #%d is a cc.PhysicsBody that is gone (tolua.isnull)", function, index);
    return body;
}

/* the checks of upvalue 2 (rules) for function upvalue 3 (its Lua name), then upvalue 1 */
int checkedCall(lua_State* L) {
    const char* rules = lua_tostring(L, lua_upvalueindex(2));
    const char* function = lua_tostring(L, lua_upvalueindex(3));
    for (int i = 0; rules[i]; ++i) {
        const int index = i + 2;
        const char rule = rules[i];
        if (rule == 'b') {
            if (rules[i + 1] != 'b') continue; // the pair is checked at its first body
            const cc::PhysicsBody* a = bodyAt(L, index, function);
            const cc::PhysicsBody* b = bodyAt(L, index + 1, function);
            if (!a || !b) continue; // not a body: the generated error names it
            if (const char* problem = cc::PhysicsJoint::problemJoining(a, b))
                return luaL_error(L, "%s: %s (arguments #%d and #%d)", function, problem, index, index + 1);
        } else if (rule == 'v') {
            cc::Vec2 v;
            if (!kite::luaval_to_vec2(L, index, &v)) continue;
            if (!std::isfinite(v.x) || !std::isfinite(v.y))
                return luaL_error(L, "%s: argument #%d must be a cc.p with finite x and y (got %f, %f)",
                                  function, index, static_cast<lua_Number>(v.x),
                                  static_cast<lua_Number>(v.y));
        } else if (lua_type(L, index) == LUA_TNUMBER) {
            const lua_Number n = lua_tonumber(L, index);
            if (const char* expected = numberProblem(rule, n))
                return luaL_error(L, "%s: argument #%d must be %s (got %f)", function, index, expected, n);
        }
    }
    return kite::manual::callPrevious(L);
}

void addChecks(lua_State* L, const CheckedFunction& checked) {
    char function[96];
    std::snprintf(function, sizeof function, "cc.%s:%s", checked.className, checked.name);
    lua_getglobal(L, "cc");                 /* stack: cc */
    lua_getfield(L, -1, checked.className); /* stack: cc, class */
    lua_getfield(L, -1, checked.name);      /* stack: cc, class, generated */
    lua_pushstring(L, checked.rules);       /* stack: cc, class, generated, rules */
    lua_pushstring(L, function);            /* stack: cc, class, generated, rules, name */
    lua_pushcclosure(L, checkedCall, 3);    /* stack: cc, class, checked */
    lua_setfield(L, -2, checked.name);      /* stack: cc, class */
    lua_pop(L, 2);
}

/* -- cc.PhysicsWorld's joints ------------------------------------------------------------------ */

// The world at 1 and the joint at 2 of world:function(joint, ...); raises the generated code's
// errors for anything else (a dead joint included).
cc::PhysicsJoint* jointArgument(lua_State* L, const char* function, cc::PhysicsWorld** world) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.PhysicsWorld", 0, &err) ||
        !tolua_isusertype(L, 2, "cc.PhysicsJoint", 0, &err))
        argError(L, function, &err);
    if (lua_isnoneornil(L, 2)) luaL_error(L, "%s: argument #2 must be a cc.PhysicsJoint (got nil)", function);
    *world = static_cast<cc::PhysicsWorld*>(tolua_tousertype(L, 1, nullptr));
    if (!*world) invalidSelf(L, function);
    auto* joint = static_cast<cc::PhysicsJoint*>(tolua_tousertype(L, 2, nullptr));
    if (!joint) luaL_error(L, "%s: argument #2 is a cc.PhysicsJoint that is gone (tolua.isnull)", function);
    return joint;
}

/* world:addJoint(joint) -> world */
/// @lua cc.PhysicsWorld:addJoint(joint: cc.PhysicsJoint): cc.PhysicsWorld
/// Adds the joint at the next step, once both bodies are in the world; one that cannot join raises.
int lua_cc_PhysicsWorld_addJoint(lua_State* L) {
    const char* function = "cc.PhysicsWorld:addJoint";
    cc::PhysicsWorld* world = nullptr;
    cc::PhysicsJoint* joint = jointArgument(L, function, &world);
    tolua_Error err;
    if (!tolua_isnoobj(L, 3, &err)) argError(L, function, &err);
    if (const char* problem = world->jointProblem(joint)) return luaL_error(L, "%s: %s", function, problem);
    world->addJoint(joint);
    lua_settop(L, 1);
    return 1;
}

/* world:removeJoint(joint [, destroy = true]) -> world */
/// @lua cc.PhysicsWorld:removeJoint(joint: cc.PhysicsJoint, destroy?: boolean): cc.PhysicsWorld
/// Takes the joint out of the world; unless `destroy` is false it also goes inert, its bodies forget it.
int lua_cc_PhysicsWorld_removeJoint(lua_State* L) {
    const char* function = "cc.PhysicsWorld:removeJoint";
    cc::PhysicsWorld* world = nullptr;
    cc::PhysicsJoint* joint = jointArgument(L, function, &world);
    tolua_Error err;
    if (!tolua_isboolean(L, 3, 1, &err) || !tolua_isnoobj(L, 4, &err)) argError(L, function, &err);
    const bool destroy = lua_isnoneornil(L, 3) || lua_toboolean(L, 3);
    world->removeJoint(joint, destroy);
    lua_settop(L, 1);
    return 1;
}

/* world:removeAllJoints([destroy = true]) -> world */
/// @lua cc.PhysicsWorld:removeAllJoints(destroy?: boolean): cc.PhysicsWorld
/// removeJoint for every joint working in the world (joints still waiting to be added stay queued).
int lua_cc_PhysicsWorld_removeAllJoints(lua_State* L) {
    const char* function = "cc.PhysicsWorld:removeAllJoints";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.PhysicsWorld", 0, &err) || !tolua_isboolean(L, 2, 1, &err) ||
        !tolua_isnoobj(L, 3, &err))
        argError(L, function, &err);
    auto* world = static_cast<cc::PhysicsWorld*>(tolua_tousertype(L, 1, nullptr));
    if (!world) invalidSelf(L, function);
    world->removeAllJoints(lua_isnoneornil(L, 2) || lua_toboolean(L, 2));
    lua_settop(L, 1);
    return 1;
}

/* body:getJoints() -> {joint, ...}, each as its own class (cc.PhysicsJointPin, ...) */
/// @lua cc.PhysicsBody:getJoints(): cc.PhysicsJoint[]
/// A new array of the joints on this body, each as its own class (cc.PhysicsJointPin, ...).
int lua_cc_PhysicsBody_getJoints(lua_State* L) {
    auto* self = kite::manual::selfOnly<cc::PhysicsBody>(L, "cc.PhysicsBody", "cc.PhysicsBody:getJoints");
    kite::manual::pushObjectArray(L, self->getJoints(), "cc.PhysicsJoint");
    return 1;
}

} // namespace

namespace kite::manual {

void registerPhysicsJoints(lua_State* L) {
    for (const CheckedFunction& checked : kChecked)
        addChecks(L, checked);
    addMethod(L, "PhysicsWorld", "addJoint", lua_cc_PhysicsWorld_addJoint);
    addMethod(L, "PhysicsWorld", "removeJoint", lua_cc_PhysicsWorld_removeJoint);
    addMethod(L, "PhysicsWorld", "removeAllJoints", lua_cc_PhysicsWorld_removeAllJoints);
    addMethod(L, "PhysicsBody", "getJoints", lua_cc_PhysicsBody_getJoints);
}

} // namespace kite::manual
