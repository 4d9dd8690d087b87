// lua_cc_physics_shapes_manual.cpp -- the physics calls that take or return tables of points, as
// cocos2d-x 3.17's manual binding has them (cc.PhysicsShapePolygon:create / calculateArea /
// calculateMoment / getPoints, cc.PhysicsShapeEdgePolygon and EdgeChain :create / getPoints,
// cc.PhysicsShape:recenterPoints / getPolygonCenter / getPolyonCenter, cc.PhysicsBody:createPolygon /
// createEdgePolygon / createEdgeChain), and the checks in front of the generated shape and body
// calls: a degenerate number (zero radius, NaN, a negative friction, an absurd mass, ...) is a Lua
// error naming the function, never a Chipmunk abort, and a bitmask or int wraps modulo 2^32
// (0xFFFFFFFF is every bit, as games mean it) instead of overflowing the C++ int.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsChecks.h"
#include "physics/PhysicsShape.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using cc::physics::isSane;
using cc::physics::isSaneOrInfinity;

/* Every helper below that builds C++ values (vectors, strings) returns false with the error
   message pushed instead of raising: lua_error longjmps past destructors under Lua 5.1, so the
   entry points raise only once those values are gone. */

bool fail(lua_State* L, const char* function, const std::string& problem) {
    lua_pushfstring(L, "%s: %s", function, problem.c_str()); /* stack: ..., message */
    return false;
}

template <bool (*Body)(lua_State*)> int raising(lua_State* L) {
    const int base = lua_gettop(L);
    if (!Body(L)) return lua_error(L);
    return lua_gettop(L) - base;
}

/* The points table at `index`: an array of {x=, y=}. */
bool points(lua_State* L, int index, const char* function, std::vector<cc::Vec2>* out) {
    if (!lua_istable(L, index) || !kite::manual::readPoints(L, index, out)) {
        char what[96];
        std::snprintf(what, sizeof what, "argument #%d must be an array of points ({x=, y=} tables)", index);
        return fail(L, function, what);
    }
    return true;
}

bool material(lua_State* L, int index, const char* function, cc::PhysicsMaterial* out) {
    if (!kite::luaval_to_physics_material(L, index, out)) {
        char what[120];
        std::snprintf(what, sizeof what,
                      "argument #%d must be a material table {density=, restitution=, friction=}", index);
        return fail(L, function, what);
    }
    return true;
}

bool vec2(lua_State* L, int index, const char* function, cc::Vec2* out) {
    if (!kite::luaval_to_vec2(L, index, out)) {
        char what[80];
        std::snprintf(what, sizeof what, "argument #%d must be a point {x=, y=}", index);
        return fail(L, function, what);
    }
    return true;
}

bool number(lua_State* L, int index, const char* function, float* out) {
    if (lua_type(L, index) != LUA_TNUMBER) {
        char what[64];
        std::snprintf(what, sizeof what, "argument #%d must be a number", index);
        return fail(L, function, what);
    }
    *out = static_cast<float>(lua_tonumber(L, index));
    return true;
}

/* The class table at 1 and `min`..`max` arguments after it. */
bool staticCall(lua_State* L, const char* type, const char* function, int min, int max) {
    tolua_Error err;
    if (!tolua_isusertable(L, 1, type, 0, &err))
        return fail(L, function, "call it on the class: " + std::string(type) + ":...");
    const int argc = lua_gettop(L) - 1;
    if (argc < min || argc > max) {
        char what[96];
        std::snprintf(what, sizeof what, "has wrong number of arguments: %d, was expecting %d to %d", argc,
                      min, max);
        return fail(L, function, what);
    }
    return true;
}

void pushPoints(lua_State* L, const std::vector<cc::Vec2>& list) {
    lua_createtable(L, static_cast<int>(list.size()), 0); /* stack: ..., points */
    int i = 0;
    for (const cc::Vec2& point : list) {
        kite::vec2_to_luaval(L, point);
        lua_rawseti(L, -2, ++i);
    }
}

template <class T> void pushObject(lua_State* L, T* object, const char* type) {
    if (!object) {
        lua_pushnil(L);
        return;
    }
    toluafix_pushusertype_ccobject(L, kite::refIdOf(object), kite::luaIdOf(object), object, type);
}

/* -- Creates with points ------------------------------------------------------------------- */

/* The points (argument 2) of a create, and the material (3, default `fallback`); the refusal of
   degenerate points is the engine's own text (PhysicsChecks). */
bool pointsAndMaterial(lua_State* L, const char* function, bool solid, int minimum,
                       std::vector<cc::Vec2>* list, cc::PhysicsMaterial* mat,
                       const cc::PhysicsMaterial& fallback) {
    if (!points(L, 2, function, list)) return false;
    const int count = static_cast<int>(list->size());
    std::string wrong = solid ? cc::physics::checkPolygon(list->data(), count)
                              : cc::physics::checkEdgePoints(list->data(), count, minimum);
    if (!wrong.empty()) return fail(L, function, wrong);
    *mat = fallback;
    if (lua_gettop(L) >= 3 && !material(L, 3, function, mat)) return false;
    wrong = cc::physics::checkMaterial(*mat);
    if (!wrong.empty()) return fail(L, function, wrong);
    return true;
}

/* (points [, material [, offset]]) of a polygon */
bool polygonArgs(lua_State* L, const char* type, const char* function, std::vector<cc::Vec2>* list,
                 cc::PhysicsMaterial* mat, cc::Vec2* offset, const cc::PhysicsMaterial& fallback) {
    if (!staticCall(L, type, function, 1, 3)) return false;
    if (!pointsAndMaterial(L, function, true, 3, list, mat, fallback)) return false;
    if (lua_gettop(L) >= 4) {
        if (!vec2(L, 4, function, offset)) return false;
        const std::string wrong = cc::physics::checkPoint(*offset, "offset");
        if (!wrong.empty()) return fail(L, function, wrong);
    }
    return true;
}

/* (points [, material [, border]]) of an edge polygon (closed) or chain */
bool edgeArgs(lua_State* L, const char* type, const char* function, int minimum, std::vector<cc::Vec2>* list,
              cc::PhysicsMaterial* mat, float* border, const cc::PhysicsMaterial& fallback) {
    if (!staticCall(L, type, function, 1, 3)) return false;
    if (!pointsAndMaterial(L, function, false, minimum, list, mat, fallback)) return false;
    if (lua_gettop(L) >= 4) {
        if (!number(L, 4, function, border)) return false;
        const std::string wrong = cc::physics::checkBorder(*border);
        if (!wrong.empty()) return fail(L, function, wrong);
    }
    return true;
}

/* cc.PhysicsShapePolygon:create(points [, material [, offset]]) -> shape */
/// @lua static cc.PhysicsShapePolygon:create(points: cc.Vec2[], material?: cc.PhysicsMaterial, offset?: cc.Vec2): cc.PhysicsShapePolygon
/// A solid polygon shape from 3 or more points in the body's space (concave points give their convex hull).
bool shapePolygonCreate(lua_State* L) {
    const char* function = "cc.PhysicsShapePolygon:create";
    std::vector<cc::Vec2> list;
    cc::PhysicsMaterial mat;
    cc::Vec2 offset;
    if (!polygonArgs(L, "cc.PhysicsShapePolygon", function, &list, &mat, &offset,
                     cc::PHYSICSSHAPE_MATERIAL_DEFAULT))
        return false;
    pushObject(L, cc::PhysicsShapePolygon::create(list.data(), static_cast<int>(list.size()), mat, offset),
               "cc.PhysicsShapePolygon");
    return true;
}

/* cc.PhysicsBody:createPolygon(points [, material [, offset]]) -> body */
/// @lua static cc.PhysicsBody:createPolygon(points: cc.Vec2[], material?: cc.PhysicsMaterial, offset?: cc.Vec2): cc.PhysicsBody
/// A dynamic body with one solid polygon shape of 3 or more points (concave points give their convex hull).
bool bodyCreatePolygon(lua_State* L) {
    const char* function = "cc.PhysicsBody:createPolygon";
    std::vector<cc::Vec2> list;
    cc::PhysicsMaterial mat;
    cc::Vec2 offset;
    if (!polygonArgs(L, "cc.PhysicsBody", function, &list, &mat, &offset, cc::PHYSICSBODY_MATERIAL_DEFAULT))
        return false;
    pushObject(L, cc::PhysicsBody::createPolygon(list.data(), static_cast<int>(list.size()), mat, offset),
               "cc.PhysicsBody");
    return true;
}

template <class Shape>
bool shapeEdgeCreate(lua_State* L, const char* type, const char* function, int minimum) {
    std::vector<cc::Vec2> list;
    cc::PhysicsMaterial mat;
    float border = 1;
    if (!edgeArgs(L, type, function, minimum, &list, &mat, &border, cc::PHYSICSSHAPE_MATERIAL_DEFAULT))
        return false;
    pushObject(L, Shape::create(list.data(), static_cast<int>(list.size()), mat, border), type);
    return true;
}

/* cc.PhysicsShapeEdgePolygon:create(points [, material [, border=1]]) -> shape */
/// @lua static cc.PhysicsShapeEdgePolygon:create(points: cc.Vec2[], material?: cc.PhysicsMaterial, border?: number): cc.PhysicsShapeEdgePolygon
/// A closed loop of edge segments through 3 or more points, `border` thick (default 1), for static bodies.
bool shapeEdgePolygonCreate(lua_State* L) {
    return shapeEdgeCreate<cc::PhysicsShapeEdgePolygon>(L, "cc.PhysicsShapeEdgePolygon",
                                                        "cc.PhysicsShapeEdgePolygon:create", 3);
}

/* cc.PhysicsShapeEdgeChain:create(points [, material [, border=1]]) -> shape */
/// @lua static cc.PhysicsShapeEdgeChain:create(points: cc.Vec2[], material?: cc.PhysicsMaterial, border?: number): cc.PhysicsShapeEdgeChain
/// An open chain of edge segments through 2 or more points, `border` thick (default 1), for static bodies.
bool shapeEdgeChainCreate(lua_State* L) {
    return shapeEdgeCreate<cc::PhysicsShapeEdgeChain>(L, "cc.PhysicsShapeEdgeChain",
                                                      "cc.PhysicsShapeEdgeChain:create", 2);
}

bool bodyEdgeCreate(lua_State* L, const char* function, int minimum,
                    cc::PhysicsBody* (*create)(const cc::Vec2*, int, const cc::PhysicsMaterial&, float)) {
    std::vector<cc::Vec2> list;
    cc::PhysicsMaterial mat;
    float border = 1;
    if (!edgeArgs(L, "cc.PhysicsBody", function, minimum, &list, &mat, &border,
                  cc::PHYSICSBODY_MATERIAL_DEFAULT))
        return false;
    pushObject(L, create(list.data(), static_cast<int>(list.size()), mat, border), "cc.PhysicsBody");
    return true;
}

/* cc.PhysicsBody:createEdgePolygon(points [, material [, border=1]]) -> static body */
/// @lua static cc.PhysicsBody:createEdgePolygon(points: cc.Vec2[], material?: cc.PhysicsMaterial, border?: number): cc.PhysicsBody
/// A static body whose shape is a closed loop of edges through 3 or more points, `border` thick (default 1).
bool bodyCreateEdgePolygon(lua_State* L) {
    return bodyEdgeCreate(L, "cc.PhysicsBody:createEdgePolygon", 3, &cc::PhysicsBody::createEdgePolygon);
}

/* cc.PhysicsBody:createEdgeChain(points [, material [, border=1]]) -> static body */
/// @lua static cc.PhysicsBody:createEdgeChain(points: cc.Vec2[], material?: cc.PhysicsMaterial, border?: number): cc.PhysicsBody
/// A static body whose shape is an open chain of edges through 2 or more points, `border` thick (default 1).
bool bodyCreateEdgeChain(lua_State* L) {
    return bodyEdgeCreate(L, "cc.PhysicsBody:createEdgeChain", 2, &cc::PhysicsBody::createEdgeChain);
}

/* -- Points out, and the point helpers ----------------------------------------------------- */

template <class Shape> bool getPoints(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, type, 0, &err) || !tolua_isnoobj(L, 2, &err))
        return fail(L, function, std::string("call it as shape:getPoints() on a ") + type);
    auto* self = static_cast<Shape*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return fail(L, function, "invalid 'self' (the shape is gone)");
    std::vector<cc::Vec2> list(static_cast<size_t>(self->getPointsCount()));
    self->getPoints(list.data());
    pushPoints(L, list);
    return true;
}

/* shape:getPoints() -> {point, ...} (a box's four corners too) */
/// @lua cc.PhysicsShapePolygon:getPoints(): cc.Vec2[]
/// The polygon's corners (a box's four too) in the body's space, scaled, counter-clockwise.
bool polygonGetPoints(lua_State* L) {
    return getPoints<cc::PhysicsShapePolygon>(L, "cc.PhysicsShapePolygon",
                                              "cc.PhysicsShapePolygon:getPoints");
}
/// @lua cc.PhysicsShapeEdgePolygon:getPoints(): cc.Vec2[]
/// The loop's points in the body's space, in order, one per segment.
bool edgePolygonGetPoints(lua_State* L) {
    return getPoints<cc::PhysicsShapeEdgePolygon>(L, "cc.PhysicsShapeEdgePolygon",
                                                  "cc.PhysicsShapeEdgePolygon:getPoints");
}
/// @lua cc.PhysicsShapeEdgeChain:getPoints(): cc.Vec2[]
/// The chain's points in the body's space, in order, one more than it has segments.
bool edgeChainGetPoints(lua_State* L) {
    return getPoints<cc::PhysicsShapeEdgeChain>(L, "cc.PhysicsShapeEdgeChain",
                                                "cc.PhysicsShapeEdgeChain:getPoints");
}

/* The points at 2 of a static helper, at least one, all sane. */
bool helperPoints(lua_State* L, const char* type, const char* function, int min, int max,
                  std::vector<cc::Vec2>* list) {
    if (!staticCall(L, type, function, min, max) || !points(L, 2, function, list)) return false;
    const std::string wrong = cc::physics::checkEdgePoints(list->data(), static_cast<int>(list->size()), 1);
    if (!wrong.empty()) return fail(L, function, wrong);
    return true;
}

/* cc.PhysicsShapePolygon:calculateArea(points) -> number */
/// @lua static cc.PhysicsShapePolygon:calculateArea(points: cc.Vec2[]): number
/// The area of the polygon through `points`, negative when they run clockwise.
bool polygonCalculateArea(lua_State* L) {
    const char* function = "cc.PhysicsShapePolygon:calculateArea";
    std::vector<cc::Vec2> list;
    if (!helperPoints(L, "cc.PhysicsShapePolygon", function, 1, 1, &list)) return false;
    lua_pushnumber(L, cc::PhysicsShapePolygon::calculateArea(list.data(), static_cast<int>(list.size())));
    return true;
}

/* cc.PhysicsShapePolygon:calculateMoment(mass, points [, offset]) -> number. cocos 3.17 cannot
   reach its offset form (both branches test two arguments); Kite takes it. */
/// @lua static cc.PhysicsShapePolygon:calculateMoment(mass: number, points: cc.Vec2[], offset?: cc.Vec2): number
/// The moment of inertia a polygon of `points` (moved by `offset`) with this mass would have.
bool polygonCalculateMoment(lua_State* L) {
    const char* function = "cc.PhysicsShapePolygon:calculateMoment";
    if (!staticCall(L, "cc.PhysicsShapePolygon", function, 2, 3)) return false;
    float mass = 0;
    if (!number(L, 2, function, &mass)) return false;
    if (!isSaneOrInfinity(mass) || mass < 0)
        return fail(L, function, "argument #2 (mass) must be a number >= 0, or cc.PHYSICS_INFINITY");
    std::vector<cc::Vec2> list;
    if (!points(L, 3, function, &list)) return false;
    const std::string wrong = cc::physics::checkEdgePoints(list.data(), static_cast<int>(list.size()), 1);
    if (!wrong.empty()) return fail(L, function, wrong);
    cc::Vec2 offset;
    if (lua_gettop(L) >= 4 && !vec2(L, 4, function, &offset)) return false;
    lua_pushnumber(L, cc::PhysicsShapePolygon::calculateMoment(mass, list.data(),
                                                               static_cast<int>(list.size()), offset));
    return true;
}

/* cc.PhysicsShape:recenterPoints(points [, center]) -> new points, their centroid moved to center
   (cocos 3.17 returns uninitialised values here; Kite what it means to do) */
/// @lua static cc.PhysicsShape:recenterPoints(points: cc.Vec2[], center?: cc.Vec2): cc.Vec2[]
/// A new array of `points` moved so that their centroid is at `center` (default (0, 0)).
bool shapeRecenterPoints(lua_State* L) {
    const char* function = "cc.PhysicsShape:recenterPoints";
    std::vector<cc::Vec2> list;
    if (!helperPoints(L, "cc.PhysicsShape", function, 1, 2, &list)) return false;
    cc::Vec2 center;
    if (lua_gettop(L) >= 3 && !vec2(L, 3, function, &center)) return false;
    cc::PhysicsShape::recenterPoints(list.data(), static_cast<int>(list.size()), center);
    pushPoints(L, list);
    return true;
}

/* cc.PhysicsShape:getPolygonCenter(points) -> point (also as cocos's misspelt getPolyonCenter) */
/// @lua static cc.PhysicsShape:getPolygonCenter(points: cc.Vec2[]): cc.Vec2
/// The centroid of the polygon through `points`.

/// @lua static cc.PhysicsShape:getPolyonCenter(points: cc.Vec2[]): cc.Vec2
/// The centroid of the polygon through `points` (cocos2d-x's misspelt name for getPolygonCenter).
bool shapeGetPolygonCenter(lua_State* L) {
    const char* function = "cc.PhysicsShape:getPolygonCenter";
    std::vector<cc::Vec2> list;
    if (!helperPoints(L, "cc.PhysicsShape", function, 1, 1, &list)) return false;
    kite::vec2_to_luaval(L, cc::PhysicsShape::getPolygonCenter(list.data(), static_cast<int>(list.size())));
    return true;
}

/* -- Checks in front of the generated calls -------------------------------------------------- */

enum class Expect {
    Number,      // finite, |x| <= 1e30
    NonNegative, // a Number >= 0
    Radius,      // a Number > 0
    Mass,        // a Number > 0, or cc.PHYSICS_INFINITY (a body's mass or moment)
    ShapeMass,   // a Number >= 0, or cc.PHYSICS_INFINITY (a shape's mass, moment, density)
    AddMass,     // a Number, or +-cc.PHYSICS_INFINITY (addMass / addMoment)
    Limit,       // a Number >= 0, or cc.PHYSICS_INFINITY (velocity limits)
    Point,       // {x=, y=} with Numbers
    Size,        // {width=, height=} with Numbers > 0
    Material,    // PhysicsChecks' material rules
    Int32,       // wrapped modulo 2^32 in place (bitmasks, groups, tags)
};

struct ArgRule {
    int index = 0; // 0 ends the list
    Expect expect = Expect::Number;
    const char* name = nullptr;
};

struct Guard {
    const char* className;
    const char* method;
    const char* function;
    ArgRule rules[4];
};

const char* describe(Expect expect) {
    switch (expect) {
    case Expect::Number:
        return "a finite number no larger than 1e30";
    case Expect::NonNegative:
        return "a number >= 0 no larger than 1e30";
    case Expect::Radius:
        return "a number > 0 no larger than 1e30";
    case Expect::Mass:
        return "a number > 0 no larger than 1e30, or cc.PHYSICS_INFINITY";
    case Expect::ShapeMass:
        return "a number >= 0 no larger than 1e30, or cc.PHYSICS_INFINITY";
    case Expect::AddMass:
        return "a finite number no larger than 1e30, or +-cc.PHYSICS_INFINITY";
    case Expect::Limit:
        return "a number >= 0 no larger than 1e30, or cc.PHYSICS_INFINITY";
    case Expect::Point:
        return "a point with finite x and y no larger than 1e30";
    case Expect::Size:
        return "a size with width and height > 0 no larger than 1e30";
    case Expect::Material:
        return "a material with density >= 0 (or cc.PHYSICS_INFINITY), restitution >= 0 and "
               "friction >= 0, all finite";
    case Expect::Int32:
        return "a finite number";
    }
    return "";
}

bool numberFits(Expect expect, double v) {
    const double infinity = static_cast<double>(cc::PHYSICS_INFINITY);
    switch (expect) {
    case Expect::Number:
        return isSane(v);
    case Expect::NonNegative:
        return isSane(v) && v >= 0;
    case Expect::Radius:
        return isSane(v) && v > 0;
    case Expect::Mass:
        return (isSane(v) && v > 0) || v == infinity;
    case Expect::ShapeMass:
    case Expect::Limit:
        return (isSane(v) && v >= 0) || v == infinity;
    case Expect::AddMass:
        return isSane(v) || std::fabs(v) == infinity;
    case Expect::Int32:
        return std::isfinite(v);
    default:
        return true;
    }
}

/* The numeric field `key` of the table at index, when it is a number: whether it fits. */
bool fieldFits(lua_State* L, int index, const char* key, Expect expect) {
    lua_getfield(L, index, key); /* stack: ..., field */
    const bool fits = lua_type(L, -1) != LUA_TNUMBER || numberFits(expect, lua_tonumber(L, -1));
    lua_pop(L, 1);
    return fits;
}

bool argumentFits(lua_State* L, const ArgRule& rule) {
    const int type = lua_type(L, rule.index);
    switch (rule.expect) {
    case Expect::Point:
        return type != LUA_TTABLE || (fieldFits(L, rule.index, "x", Expect::Number) &&
                                      fieldFits(L, rule.index, "y", Expect::Number));
    case Expect::Size:
        return type != LUA_TTABLE || (fieldFits(L, rule.index, "width", Expect::Radius) &&
                                      fieldFits(L, rule.index, "height", Expect::Radius));
    case Expect::Material:
        return type != LUA_TTABLE || (fieldFits(L, rule.index, "density", Expect::ShapeMass) &&
                                      fieldFits(L, rule.index, "restitution", Expect::NonNegative) &&
                                      fieldFits(L, rule.index, "friction", Expect::NonNegative));
    default:
        return type != LUA_TNUMBER || numberFits(rule.expect, lua_tonumber(L, rule.index));
    }
}

/* A number wrapped modulo 2^32 into the signed 32-bit range (0xFFFFFFFF -> -1). */
lua_Number wrapInt32(lua_Number v) {
    double wrapped = std::fmod(std::trunc(v), 4294967296.0);
    if (wrapped < 0) wrapped += 4294967296.0;
    return static_cast<lua_Number>(static_cast<int32_t>(static_cast<uint32_t>(wrapped)));
}

/* upvalue 1: the generated function, upvalue 2: its Guard. Checks the values whose Lua types are
   right (the generated function reports wrong types), wraps ints, then calls it. */
int guardedCall(lua_State* L) {
    const auto* guard = static_cast<const Guard*>(lua_touserdata(L, lua_upvalueindex(2)));
    const int top = lua_gettop(L);
    for (const ArgRule& rule : guard->rules) {
        if (rule.index == 0) break;
        if (rule.index > top) continue;
        if (!argumentFits(L, rule))
            return luaL_error(L, "%s: argument #%d (%s) must be %s", guard->function, rule.index, rule.name,
                              describe(rule.expect));
        if (rule.expect == Expect::Int32 && lua_type(L, rule.index) == LUA_TNUMBER) {
            lua_pushnumber(L, wrapInt32(lua_tonumber(L, rule.index))); /* stack: args..., wrapped */
            lua_replace(L, rule.index);                                /* stack: args... */
        }
    }
    return kite::manual::callPrevious(L);
}

const Guard kGuards[] = {
    // cc.PhysicsBody
    {"PhysicsBody",
     "create",
     "cc.PhysicsBody:create",
     {{2, Expect::Mass, "mass"}, {3, Expect::Mass, "moment"}}},
    {"PhysicsBody",
     "createCircle",
     "cc.PhysicsBody:createCircle",
     {{2, Expect::Radius, "radius"}, {3, Expect::Material, "material"}, {4, Expect::Point, "offset"}}},
    {"PhysicsBody",
     "createBox",
     "cc.PhysicsBody:createBox",
     {{2, Expect::Size, "size"}, {3, Expect::Material, "material"}, {4, Expect::Point, "offset"}}},
    {"PhysicsBody",
     "createEdgeSegment",
     "cc.PhysicsBody:createEdgeSegment",
     {{2, Expect::Point, "a"},
      {3, Expect::Point, "b"},
      {4, Expect::Material, "material"},
      {5, Expect::NonNegative, "border"}}},
    {"PhysicsBody",
     "createEdgeBox",
     "cc.PhysicsBody:createEdgeBox",
     {{2, Expect::Size, "size"},
      {3, Expect::Material, "material"},
      {4, Expect::NonNegative, "border"},
      {5, Expect::Point, "offset"}}},
    {"PhysicsBody", "setMass", "cc.PhysicsBody:setMass", {{2, Expect::Mass, "mass"}}},
    {"PhysicsBody", "setMoment", "cc.PhysicsBody:setMoment", {{2, Expect::Mass, "moment"}}},
    {"PhysicsBody", "addMass", "cc.PhysicsBody:addMass", {{2, Expect::AddMass, "mass"}}},
    {"PhysicsBody", "addMoment", "cc.PhysicsBody:addMoment", {{2, Expect::AddMass, "moment"}}},
    {"PhysicsBody", "setVelocity", "cc.PhysicsBody:setVelocity", {{2, Expect::Point, "velocity"}}},
    {"PhysicsBody",
     "setAngularVelocity",
     "cc.PhysicsBody:setAngularVelocity",
     {{2, Expect::Number, "velocity"}}},
    {"PhysicsBody", "setVelocityLimit", "cc.PhysicsBody:setVelocityLimit", {{2, Expect::Limit, "limit"}}},
    {"PhysicsBody",
     "setAngularVelocityLimit",
     "cc.PhysicsBody:setAngularVelocityLimit",
     {{2, Expect::Limit, "limit"}}},
    {"PhysicsBody",
     "getVelocityAtLocalPoint",
     "cc.PhysicsBody:getVelocityAtLocalPoint",
     {{2, Expect::Point, "point"}}},
    {"PhysicsBody",
     "getVelocityAtWorldPoint",
     "cc.PhysicsBody:getVelocityAtWorldPoint",
     {{2, Expect::Point, "point"}}},
    {"PhysicsBody", "world2Local", "cc.PhysicsBody:world2Local", {{2, Expect::Point, "point"}}},
    {"PhysicsBody", "local2World", "cc.PhysicsBody:local2World", {{2, Expect::Point, "point"}}},
    {"PhysicsBody",
     "setLinearDamping",
     "cc.PhysicsBody:setLinearDamping",
     {{2, Expect::NonNegative, "damping"}}},
    {"PhysicsBody",
     "setAngularDamping",
     "cc.PhysicsBody:setAngularDamping",
     {{2, Expect::NonNegative, "damping"}}},
    {"PhysicsBody",
     "applyForce",
     "cc.PhysicsBody:applyForce",
     {{2, Expect::Point, "force"}, {3, Expect::Point, "offset"}}},
    {"PhysicsBody",
     "applyImpulse",
     "cc.PhysicsBody:applyImpulse",
     {{2, Expect::Point, "impulse"}, {3, Expect::Point, "offset"}}},
    {"PhysicsBody", "applyTorque", "cc.PhysicsBody:applyTorque", {{2, Expect::Number, "torque"}}},
    {"PhysicsBody", "setPositionOffset", "cc.PhysicsBody:setPositionOffset", {{2, Expect::Point, "offset"}}},
    {"PhysicsBody",
     "setRotationOffset",
     "cc.PhysicsBody:setRotationOffset",
     {{2, Expect::Number, "rotation"}}},
    {"PhysicsBody", "setTag", "cc.PhysicsBody:setTag", {{2, Expect::Int32, "tag"}}},
    {"PhysicsBody",
     "setCategoryBitmask",
     "cc.PhysicsBody:setCategoryBitmask",
     {{2, Expect::Int32, "bitmask"}}},
    {"PhysicsBody",
     "setContactTestBitmask",
     "cc.PhysicsBody:setContactTestBitmask",
     {{2, Expect::Int32, "bitmask"}}},
    {"PhysicsBody",
     "setCollisionBitmask",
     "cc.PhysicsBody:setCollisionBitmask",
     {{2, Expect::Int32, "bitmask"}}},
    {"PhysicsBody", "setGroup", "cc.PhysicsBody:setGroup", {{2, Expect::Int32, "group"}}},
    {"PhysicsBody", "removeShape", "cc.PhysicsBody:removeShape", {{2, Expect::Int32, "tag"}}},
    {"PhysicsBody", "getShape", "cc.PhysicsBody:getShape", {{2, Expect::Int32, "tag"}}},
    // cc.PhysicsShape
    {"PhysicsShape", "setMass", "cc.PhysicsShape:setMass", {{2, Expect::ShapeMass, "mass"}}},
    {"PhysicsShape", "setMoment", "cc.PhysicsShape:setMoment", {{2, Expect::ShapeMass, "moment"}}},
    {"PhysicsShape", "setDensity", "cc.PhysicsShape:setDensity", {{2, Expect::ShapeMass, "density"}}},
    {"PhysicsShape",
     "setRestitution",
     "cc.PhysicsShape:setRestitution",
     {{2, Expect::NonNegative, "restitution"}}},
    {"PhysicsShape", "setFriction", "cc.PhysicsShape:setFriction", {{2, Expect::NonNegative, "friction"}}},
    {"PhysicsShape", "setMaterial", "cc.PhysicsShape:setMaterial", {{2, Expect::Material, "material"}}},
    {"PhysicsShape", "containsPoint", "cc.PhysicsShape:containsPoint", {{2, Expect::Point, "point"}}},
    {"PhysicsShape", "setTag", "cc.PhysicsShape:setTag", {{2, Expect::Int32, "tag"}}},
    {"PhysicsShape",
     "setCategoryBitmask",
     "cc.PhysicsShape:setCategoryBitmask",
     {{2, Expect::Int32, "bitmask"}}},
    {"PhysicsShape",
     "setContactTestBitmask",
     "cc.PhysicsShape:setContactTestBitmask",
     {{2, Expect::Int32, "bitmask"}}},
    {"PhysicsShape",
     "setCollisionBitmask",
     "cc.PhysicsShape:setCollisionBitmask",
     {{2, Expect::Int32, "bitmask"}}},
    {"PhysicsShape", "setGroup", "cc.PhysicsShape:setGroup", {{2, Expect::Int32, "group"}}},
    // the shapes' creates and helpers
    {"PhysicsShapeCircle",
     "create",
     "cc.PhysicsShapeCircle:create",
     {{2, Expect::Radius, "radius"}, {3, Expect::Material, "material"}, {4, Expect::Point, "offset"}}},
    {"PhysicsShapeCircle",
     "calculateArea",
     "cc.PhysicsShapeCircle:calculateArea",
     {{2, Expect::NonNegative, "radius"}}},
    {"PhysicsShapeCircle",
     "calculateMoment",
     "cc.PhysicsShapeCircle:calculateMoment",
     {{2, Expect::ShapeMass, "mass"}, {3, Expect::NonNegative, "radius"}, {4, Expect::Point, "offset"}}},
    {"PhysicsShapeBox",
     "create",
     "cc.PhysicsShapeBox:create",
     {{2, Expect::Size, "size"},
      {3, Expect::Material, "material"},
      {4, Expect::Point, "offset"},
      {5, Expect::NonNegative, "radius"}}},
    {"PhysicsShapeEdgeSegment",
     "create",
     "cc.PhysicsShapeEdgeSegment:create",
     {{2, Expect::Point, "a"},
      {3, Expect::Point, "b"},
      {4, Expect::Material, "material"},
      {5, Expect::NonNegative, "border"}}},
    {"PhysicsShapeEdgeBox",
     "create",
     "cc.PhysicsShapeEdgeBox:create",
     {{2, Expect::Size, "size"},
      {3, Expect::Material, "material"},
      {4, Expect::NonNegative, "border"},
      {5, Expect::Point, "offset"}}},
};

/* cc.<className>.<method> = guardedCall with the generated function and its guard */
void addGuard(lua_State* L, const Guard& guard) {
    lua_getglobal(L, "cc");                               /* stack: cc */
    lua_getfield(L, -1, guard.className);                 /* stack: cc, class */
    lua_getfield(L, -1, guard.method);                    /* stack: cc, class, previous */
    lua_pushlightuserdata(L, const_cast<Guard*>(&guard)); /* stack: cc, class, previous, guard */
    lua_pushcclosure(L, guardedCall, 2);                  /* stack: cc, class, fn */
    lua_setfield(L, -2, guard.method);                    /* stack: cc, class */
    lua_pop(L, 2);
}

/* A segment of two equal points has no length: refused before the generated create. */
int edgeSegmentCheck(lua_State* L, const char* function) {
    cc::Vec2 a, b;
    if (lua_gettop(L) >= 3 && kite::luaval_to_vec2(L, 2, &a) && kite::luaval_to_vec2(L, 3, &b) && a == b)
        return luaL_error(L, "%s: the segment's two points are the same (it has no length)", function);
    return kite::manual::callPrevious(L);
}
int shapeEdgeSegmentCreate(lua_State* L) {
    return edgeSegmentCheck(L, "cc.PhysicsShapeEdgeSegment:create");
}
int bodyCreateEdgeSegment(lua_State* L) {
    return edgeSegmentCheck(L, "cc.PhysicsBody:createEdgeSegment");
}

} // namespace

namespace kite::manual {

void registerPhysicsShapes(lua_State* L) {
    addMethod(L, "PhysicsShapePolygon", "create", raising<shapePolygonCreate>);
    addMethod(L, "PhysicsShapePolygon", "calculateArea", raising<polygonCalculateArea>);
    addMethod(L, "PhysicsShapePolygon", "calculateMoment", raising<polygonCalculateMoment>);
    addMethod(L, "PhysicsShapePolygon", "getPoints", raising<polygonGetPoints>);
    addMethod(L, "PhysicsShapeEdgePolygon", "create", raising<shapeEdgePolygonCreate>);
    addMethod(L, "PhysicsShapeEdgePolygon", "getPoints", raising<edgePolygonGetPoints>);
    addMethod(L, "PhysicsShapeEdgeChain", "create", raising<shapeEdgeChainCreate>);
    addMethod(L, "PhysicsShapeEdgeChain", "getPoints", raising<edgeChainGetPoints>);
    addMethod(L, "PhysicsShape", "recenterPoints", raising<shapeRecenterPoints>);
    addMethod(L, "PhysicsShape", "getPolygonCenter", raising<shapeGetPolygonCenter>);
    addMethod(L, "PhysicsShape", "getPolyonCenter", raising<shapeGetPolygonCenter>);
    addMethod(L, "PhysicsBody", "createPolygon", raising<bodyCreatePolygon>);
    addMethod(L, "PhysicsBody", "createEdgePolygon", raising<bodyCreateEdgePolygon>);
    addMethod(L, "PhysicsBody", "createEdgeChain", raising<bodyCreateEdgeChain>);
    // The segment checks first, so the guards (added after) check the numbers before them.
    addOverload(L, "PhysicsShapeEdgeSegment", "create", shapeEdgeSegmentCreate);
    addOverload(L, "PhysicsBody", "createEdgeSegment", bodyCreateEdgeSegment);
    for (const Guard& guard : kGuards)
        addGuard(L, guard);
}

} // namespace kite::manual
