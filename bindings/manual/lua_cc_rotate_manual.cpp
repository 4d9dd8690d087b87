// lua_cc_rotate_manual.cpp -- cc.RotateBy:create(duration, vec3) and cc.RotateTo:create(duration,
// vec3), cocos2d-x 3.17's 3D forms, in front of the generated (duration, angle [, angleY]) forms.
// Kite draws in 2D: a turn about z alone is the plain rotation; one about x or y is refused by name.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "actions/ActionTransform.h"

#include <cstdio>

namespace {

using kite::manual::argError;

float numberField(lua_State* L, int index, const char* name) {
    lua_getfield(L, index, name); /* stack: ..., value */
    float value = static_cast<float>(lua_tonumber(L, -1));
    lua_pop(L, 1);
    return value;
}

/* stack: class, duration, {x=, y=, z=}; other forms go to the generated overloads. No C++ object
   with a destructor may live here: luaL_error longjmps past it under Lua 5.1. */
template <typename Rotate> int createWithVec3(lua_State* L, const char* className) {
    if (!lua_istable(L, 3)) return kite::manual::callPrevious(L);
    char type[32], function[48];
    std::snprintf(type, sizeof type, "cc.%s", className);
    std::snprintf(function, sizeof function, "%s:create", type);
    tolua_Error err;
    if (!tolua_isnumber(L, 2, 0, &err) || !tolua_isnoobj(L, 4, &err)) return argError(L, function, &err);
    if (numberField(L, 3, "x") != 0.0f || numberField(L, 3, "y") != 0.0f)
        return luaL_error(L, "%s: rotating about the x or y axis (3D) is not supported by Kite", function);
    float angle = numberField(L, 3, "z");
    Rotate* action = Rotate::create(static_cast<float>(lua_tonumber(L, 2)), angle);
    toluafix_pushusertype_ccobject(L, kite::refIdOf(action), kite::luaIdOf(action), action, type);
    return 1;
}

/// @lua static cc.RotateBy:create(duration: number, deltaAngle: {x: number, y: number, z: number}): cc.RotateBy
/// cocos's 3D form: turns by z degrees clockwise over `duration` seconds; a non-zero x or y is an error.
int lua_cc_RotateBy_create(lua_State* L) {
    return createWithVec3<cc::RotateBy>(L, "RotateBy");
}

/// @lua static cc.RotateTo:create(duration: number, dstAngle: {x: number, y: number, z: number}): cc.RotateTo
/// cocos's 3D form: turns to z degrees (clockwise) over `duration` seconds; a non-zero x or y is an error.
int lua_cc_RotateTo_create(lua_State* L) {
    return createWithVec3<cc::RotateTo>(L, "RotateTo");
}

} // namespace

namespace kite::manual {

void registerRotate(lua_State* L) {
    addOverload(L, "RotateBy", "create", lua_cc_RotateBy_create);
    addOverload(L, "RotateTo", "create", lua_cc_RotateTo_create);
}

} // namespace kite::manual
