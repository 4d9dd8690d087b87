// lua_cc_rotate_manual.cpp -- cc.RotateBy:create(duration, vec3) and cc.RotateTo:create(duration,
// vec3), cocos2d-x 3.17's 3D forms, in front of the generated (duration, angle [, angleY]) forms.
// Kite draws in 2D: a turn about z alone is the plain rotation; one about x or y is refused by name.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "actions/ActionTransform.h"

namespace {

using kite::manual::argError;

float numberField(lua_State* L, int index, const char* name) {
    lua_getfield(L, index, name); /* stack: ..., value */
    float value = static_cast<float>(lua_tonumber(L, -1));
    lua_pop(L, 1);
    return value;
}

/* stack: class, duration, {x=, y=, z=}; other forms go to the generated overloads */
template <typename Rotate> int createWithVec3(lua_State* L, const char* className) {
    const std::string function = std::string("cc.") + className + ":create";
    if (!lua_istable(L, 3)) return kite::manual::callPrevious(L, className, "create");
    tolua_Error err;
    if (!tolua_isnumber(L, 2, 0, &err) || !tolua_isnoobj(L, 4, &err))
        return argError(L, function.c_str(), &err);
    if (numberField(L, 3, "x") != 0.0f || numberField(L, 3, "y") != 0.0f)
        return luaL_error(L, "%s: rotating about the x or y axis (3D) is not supported by Kite",
                          function.c_str());
    float angle = numberField(L, 3, "z");
    Rotate* action = Rotate::create(static_cast<float>(lua_tonumber(L, 2)), angle);
    toluafix_pushusertype_ccobject(L, kite::refIdOf(action), kite::luaIdOf(action), action,
                                   ("cc." + std::string(className)).c_str());
    return 1;
}

int lua_cc_RotateBy_create(lua_State* L) {
    return createWithVec3<cc::RotateBy>(L, "RotateBy");
}

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
