// lua_cc_actions_manual.cpp -- what the generator cannot express: cc.CallFunc and cc.ActionFloat
// with a Lua function, cc.ActionTween calling its target's Lua method, the variadic Sequence/Spawn,
// and the Bezier and spline actions taking Lua arrays of points, all as cocos2d-x 3.17's Lua API.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "actions/ActionPath.h"
#include "actions/ActionTween.h"

#include <vector>

namespace {

/* What a CallFunc made with extra data calls: fn(target, extra), both kept as upvalues. */
int lua_cc_CallFunc_callWithExtra(lua_State* L) {
    /* stack: target */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, lua_upvalueindex(2));
    /* stack: target, fn, target, extra */
    lua_call(L, 2, 0);
    return 0;
}

/* cc.CallFunc:create(function(target [, extra]) end [, extra]): the action owns the function (and the
   extra table, cocos2d-x 3.17's second argument, handed to every call); its clones share them */
/// @lua static cc.CallFunc:create(handler: fun(target: cc.Node)): cc.CallFunc
/// @lua static cc.CallFunc:create(handler: fun(target: cc.Node, extra: table), extra: table): cc.CallFunc
/// An instant action that calls `handler` with the node running it, and with `extra` when one is given.
int lua_cc_CallFunc_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.CallFunc", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_istable(tolua_S, 3, 1, &tolua_err) || !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        if (lua_istable(tolua_S, 3)) {
            lua_pushvalue(tolua_S, 2);
            lua_pushvalue(tolua_S, 3);
            lua_pushcclosure(tolua_S, lua_cc_CallFunc_callWithExtra, 2);
            lua_replace(tolua_S, 2);
            /* stack: class, fn(target) calling the original with extra, extra */
        }
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 2, "cc.CallFunc:create");
        cc::CallFunc* action = cc::CallFuncN::create(kite::manual::callFuncCallback(std::move(fn)));
        toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(action), kite::luaIdOf(action), action,
                                       "cc.CallFunc");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.CallFunc:create'.", &tolua_err);
    return 0;
}

template <typename T> int createComposite(lua_State* tolua_S, const char* type, const char* function) {
    tolua_Error tolua_err;
    int bad = 0;
    if (!tolua_isusertable(tolua_S, 1, type, 0, &tolua_err)) goto tolua_lerror;
    {
        cc::Vector<cc::FiniteTimeAction*> actions;
        {
            std::vector<void*> collected;
            bad = kite::manual::collectObjects(tolua_S, 2, "cc.FiniteTimeAction", collected);
            if (!bad && collected.empty()) bad = 2;
            if (!bad)
                for (void* a : collected)
                    actions.pushBack(static_cast<cc::FiniteTimeAction*>(a));
        }
        T* result = bad ? nullptr : T::create(actions);
        actions.clear();
        if (result) {
            toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(result), kite::luaIdOf(result), result,
                                           type);
            return 1;
        }
    }
    tolua_err.index = bad;
    tolua_err.array = 0;
    tolua_err.type = "cc.FiniteTimeAction";
tolua_lerror:
    return kite::manual::argError(tolua_S, function, &tolua_err);
}

/// @lua static cc.Sequence:create(...: cc.FiniteTimeAction): cc.Sequence
/// @lua static cc.Sequence:create(actions: cc.FiniteTimeAction[]): cc.Sequence
/// Runs the actions one after another, each starting when the previous ends; at least one is needed.
int lua_cc_Sequence_create(lua_State* L) {
    return createComposite<cc::Sequence>(L, "cc.Sequence", "cc.Sequence:create");
}

/// @lua static cc.Spawn:create(...: cc.FiniteTimeAction): cc.Spawn
/// @lua static cc.Spawn:create(actions: cc.FiniteTimeAction[]): cc.Spawn
/// Runs the actions at the same time, lasting as long as the longest; at least one is needed.
int lua_cc_Spawn_create(lua_State* L) {
    return createComposite<cc::Spawn>(L, "cc.Spawn", "cc.Spawn:create");
}

// Raises the generated-style error for argument `index` of `function`, expecting `type`.
int argumentTypeError(lua_State* L, const char* function, int index, const char* type) {
    tolua_Error err;
    err.index = index;
    err.array = 0;
    err.type = type;
    return kite::manual::argError(L, function, &err);
}

// cc.X:create(duration, points [, tension]) for the spline actions; the points are an array of cc.p.
// `Make` builds the action from (duration, points, tension). Errors are raised once the vector is gone.
template <typename T, typename Make>
int createWithPoints(lua_State* L, const char* type, const char* function, bool withTension, Make make) {
    tolua_Error err;
    const int last = withTension ? 4 : 3;
    int bad = 0;
    T* result = nullptr;
    if (!tolua_isusertable(L, 1, type, 0, &err))
        bad = 1;
    else if (!tolua_isnumber(L, 2, 0, &err))
        bad = 2;
    else if (withTension && !tolua_isnumber(L, 4, 0, &err))
        bad = 4;
    else if (!tolua_isnoobj(L, last + 1, &err))
        bad = last + 1;
    if (!bad) {
        std::vector<cc::Vec2> points;
        if (!kite::manual::readPoints(L, 3, &points) || points.empty())
            bad = 3;
        else
            result = make(static_cast<float>(lua_tonumber(L, 2)), points,
                          withTension ? static_cast<float>(lua_tonumber(L, 4)) : 0.5f);
    }
    if (bad == 1 || bad == last + 1) return kite::manual::argError(L, function, &err);
    if (bad) return argumentTypeError(L, function, bad, bad == 3 ? "array of cc.p" : "number");
    toluafix_pushusertype_ccobject(L, kite::refIdOf(result), kite::luaIdOf(result), result, type);
    return 1;
}

/* cc.CardinalSplineTo:create(duration, {cc.p, ...}, tension) */
/// @lua static cc.CardinalSplineTo:create(duration: number, points: cc.Vec2[], tension: number): cc.CardinalSplineTo
/// Moves the node through `points` (parent space) in `duration` seconds; tension 0 curves most, 1 none.
int lua_cc_CardinalSplineTo_create(lua_State* L) {
    return createWithPoints<cc::CardinalSplineTo>(L, "cc.CardinalSplineTo", "cc.CardinalSplineTo:create",
                                                  true, [](float d, const std::vector<cc::Vec2>& p, float t) {
                                                      return cc::CardinalSplineTo::create(d, p, t);
                                                  });
}

/* cc.CardinalSplineBy:create(duration, {cc.p, ...}, tension) */
/// @lua static cc.CardinalSplineBy:create(duration: number, points: cc.Vec2[], tension: number): cc.CardinalSplineBy
/// Like CardinalSplineTo, but the points are offsets from where the node stands when the action starts.
int lua_cc_CardinalSplineBy_create(lua_State* L) {
    return createWithPoints<cc::CardinalSplineBy>(L, "cc.CardinalSplineBy", "cc.CardinalSplineBy:create",
                                                  true, [](float d, const std::vector<cc::Vec2>& p, float t) {
                                                      return cc::CardinalSplineBy::create(d, p, t);
                                                  });
}

/* cc.CatmullRomTo:create(duration, {cc.p, ...}) */
/// @lua static cc.CatmullRomTo:create(duration: number, points: cc.Vec2[]): cc.CatmullRomTo
/// Moves the node along a smooth curve through `points` (parent coordinates) in `duration` seconds.
int lua_cc_CatmullRomTo_create(lua_State* L) {
    return createWithPoints<cc::CatmullRomTo>(
        L, "cc.CatmullRomTo", "cc.CatmullRomTo:create", false,
        [](float d, const std::vector<cc::Vec2>& p, float) { return cc::CatmullRomTo::create(d, p); });
}

/* cc.CatmullRomBy:create(duration, {cc.p, ...}) */
/// @lua static cc.CatmullRomBy:create(duration: number, points: cc.Vec2[]): cc.CatmullRomBy
/// Like CatmullRomTo, but the points are offsets from where the node stands when the action starts.
int lua_cc_CatmullRomBy_create(lua_State* L) {
    return createWithPoints<cc::CatmullRomBy>(
        L, "cc.CatmullRomBy", "cc.CatmullRomBy:create", false,
        [](float d, const std::vector<cc::Vec2>& p, float) { return cc::CatmullRomBy::create(d, p); });
}

/* cc.BezierBy:create(duration, {controlPoint1, controlPoint2, endPosition}), likewise BezierTo */
template <typename T> int createBezier(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertable(L, 1, type, 0, &err) || !tolua_isnumber(L, 2, 0, &err) ||
        !tolua_isnoobj(L, 4, &err))
        return kite::manual::argError(L, function, &err);
    T* result = nullptr;
    {
        std::vector<cc::Vec2> points;
        if (kite::manual::readPoints(L, 3, &points) && points.size() >= 3) {
            cc::ccBezierConfig config;
            config.controlPoint_1 = points[0];
            config.controlPoint_2 = points[1];
            config.endPosition = points[2];
            result = T::create(static_cast<float>(lua_tonumber(L, 2)), config);
        }
    }
    if (!result) return argumentTypeError(L, function, 3, "array of 3 cc.p");
    toluafix_pushusertype_ccobject(L, kite::refIdOf(result), kite::luaIdOf(result), result, type);
    return 1;
}

/// @lua static cc.BezierBy:create(duration: number, points: cc.Vec2[]): cc.BezierBy
/// Moves the node along a Bezier curve {control1, control2, end} given as offsets from its start.
int lua_cc_BezierBy_create(lua_State* L) {
    return createBezier<cc::BezierBy>(L, "cc.BezierBy", "cc.BezierBy:create");
}

/// @lua static cc.BezierTo:create(duration: number, points: cc.Vec2[]): cc.BezierTo
/// Moves the node along a cubic Bezier curve {control1, control2, end} given in parent coordinates.
int lua_cc_BezierTo_create(lua_State* L) {
    return createBezier<cc::BezierTo>(L, "cc.BezierTo", "cc.BezierTo:create");
}

/* cc.ActionFloat:create(duration, from, to, function(value) end): the action owns the function */
/// @lua static cc.ActionFloat:create(duration: number, from: number, to: number, handler: fun(value: number)): cc.ActionFloat
/// Counts from `from` to `to` over `duration` seconds, calling `handler` with the value every frame.
int lua_cc_ActionFloat_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.ActionFloat", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 2, 0, &tolua_err) || !tolua_isnumber(tolua_S, 3, 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 4, 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 5, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 6, &tolua_err))
        goto tolua_lerror;
    {
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 5, "cc.ActionFloat:create");
        cc::ActionFloat* action = cc::ActionFloat::create(
            static_cast<float>(lua_tonumber(tolua_S, 2)), static_cast<float>(lua_tonumber(tolua_S, 3)),
            static_cast<float>(lua_tonumber(tolua_S, 4)), kite::manual::numberCallback(std::move(fn)));
        toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(action), kite::luaIdOf(action), action,
                                       "cc.ActionFloat");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.ActionFloat:create'.", &tolua_err);
    return 0;
}

/* The Lua side of an ActionTween step: (target, value, key) -> target:updateTweenAction(value, key) */
int callUpdateTweenAction(lua_State* L) {
    lua_getfield(L, 1, "updateTweenAction"); /* stack: target value key method */
    if (!lua_isfunction(L, -1))
        return luaL_error(L, "cc.ActionTween: the target (%s) has no updateTweenAction(value, key) method",
                          tolua_typename(L, 1));
    lua_insert(L, 1); /* stack: method target value key */
    lua_call(L, 3, 0);
    return 0;
}

/* cc.ActionTween:create(duration, key, from, to): each step calls target:updateTweenAction(value, key)
   on a target that is not a C++ ActionTweenDelegate (any Lua-extended node) */
/// @lua static cc.ActionTween:create(duration: number, key: string, from: number, to: number): cc.ActionTween
/// Calls the target's updateTweenAction(value, key) each frame as value goes from `from` to `to`.
int lua_cc_ActionTween_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.ActionTween", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 2, 0, &tolua_err) || !tolua_isstring(tolua_S, 3, 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 4, 0, &tolua_err) || !tolua_isnumber(tolua_S, 5, 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 6, &tolua_err))
        goto tolua_lerror;
    {
        lua_pushcfunction(tolua_S, callUpdateTweenAction); /* stack: ... forwarder */
        kite::LuaFunction fn =
            kite::manual::luaFunctionAt(tolua_S, lua_gettop(tolua_S), "cc.ActionTween:create");
        lua_pop(tolua_S, 1);
        cc::ActionTween* action = cc::ActionTween::create(
            static_cast<float>(lua_tonumber(tolua_S, 2)), lua_tostring(tolua_S, 3),
            static_cast<float>(lua_tonumber(tolua_S, 4)), static_cast<float>(lua_tonumber(tolua_S, 5)));
        action->setForwarder([fn = std::move(fn)](cc::Node* target, float value, const std::string& key) {
            kite::LuaStack* stack = fn.stack();
            if (!stack) return;
            stack->pushObject(target, "cc.Node");
            stack->pushFloat(value);
            stack->pushString(key.c_str());
            fn.call(3);
        });
        toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(action), kite::luaIdOf(action), action,
                                       "cc.ActionTween");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.ActionTween:create'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerActions(lua_State* L) {
    addMethod(L, "CallFunc", "create", lua_cc_CallFunc_create);
    addMethod(L, "Sequence", "create", lua_cc_Sequence_create);
    addMethod(L, "Spawn", "create", lua_cc_Spawn_create);
    addMethod(L, "BezierBy", "create", lua_cc_BezierBy_create);
    addMethod(L, "BezierTo", "create", lua_cc_BezierTo_create);
    addMethod(L, "CardinalSplineTo", "create", lua_cc_CardinalSplineTo_create);
    addMethod(L, "CardinalSplineBy", "create", lua_cc_CardinalSplineBy_create);
    addMethod(L, "CatmullRomTo", "create", lua_cc_CatmullRomTo_create);
    addMethod(L, "CatmullRomBy", "create", lua_cc_CatmullRomBy_create);
    addMethod(L, "ActionFloat", "create", lua_cc_ActionFloat_create);
    addMethod(L, "ActionTween", "create", lua_cc_ActionTween_create);
}

} // namespace kite::manual
