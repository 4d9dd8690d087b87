// lua_cc_physics_contact_manual.cpp -- what physics_contact.pkg cannot say (issue 22): the contact's
// points as cocos 3.17's physics_contactdata_to_luaval makes them, and the Lua handlers of
// cc.EventListenerPhysicsContact (listener:registerScriptHandler(fn, cc.Handler.EVENT_PHYSICS_CONTACT_*),
// reached through setListenerHandler).
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "physics/EventListenerPhysicsContact.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsContact.h"
#include "physics/PhysicsShape.h"

namespace {

using kite::manual::selfOnly;
using Kind = cc::ScriptHandlerType;

/* {points = {vec2, ...}, normal = vec2, POINT_MAX = 4}, or nil when there is no data (cocos 3.17
   leaves the contact itself on the stack then; Kite returns nil, see NOTES) */
void pushContactData(lua_State* L, const cc::PhysicsContactData* data) {
    if (!data) {
        lua_pushnil(L);
        return;
    }
    lua_createtable(L, 0, 3);           /* stack: data */
    lua_createtable(L, data->count, 0); /* stack: data points */
    for (int i = 0; i < data->count; ++i) {
        kite::vec2_to_luaval(L, data->points[i]); /* stack: data points point */
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "points");         /* stack: data */
    kite::vec2_to_luaval(L, data->normal); /* stack: data normal */
    lua_setfield(L, -2, "normal");
    lua_pushinteger(L, cc::PhysicsContactData::POINT_MAX);
    lua_setfield(L, -2, "POINT_MAX");
}

/* contact:getContactData() -> table or nil */
/// @lua cc.PhysicsContact:getContactData(): {points: cc.Vec2[], normal: cc.Vec2, POINT_MAX: integer}|nil
/// Where the shapes touch (world space), as of the last begin or preSolve handler; nil before that.
int lua_cc_PhysicsContact_getContactData(lua_State* L) {
    auto* self = selfOnly<cc::PhysicsContact>(L, "cc.PhysicsContact", "cc.PhysicsContact:getContactData");
    pushContactData(L, self->getContactData());
    return 1;
}

/* contact:getPreContactData() -> table or nil */
/// @lua cc.PhysicsContact:getPreContactData(): {points: cc.Vec2[], normal: cc.Vec2, POINT_MAX: integer}|nil
/// The contact points and normal from the update before the last; nil when there is none.
int lua_cc_PhysicsContact_getPreContactData(lua_State* L) {
    auto* self = selfOnly<cc::PhysicsContact>(L, "cc.PhysicsContact", "cc.PhysicsContact:getPreContactData");
    pushContactData(L, self->getPreContactData());
    return 1;
}

/* The handlers, as cocos's LuaEngine calls them: fn(contact) -> bool for begin, fn(contact, preSolve)
   -> bool, fn(contact, postSolve), fn(contact). A result that is not true or a non-zero number (nil,
   no return, an error) is false, as cocos's executeFunction. */
std::function<bool(cc::PhysicsContact&)> beginCallback(const kite::LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::PhysicsContact& contact) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return false;
        stack->pushObject(&contact, "cc.PhysicsContact");
        return fn.call(1) != 0;
    };
}

std::function<bool(cc::PhysicsContact&, cc::PhysicsContactPreSolve&)>
preSolveCallback(const kite::LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::PhysicsContact& contact, cc::PhysicsContactPreSolve& solve) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return false;
        stack->pushObject(&contact, "cc.PhysicsContact");
        stack->pushObject(&solve, "cc.PhysicsContactPreSolve");
        return fn.call(2) != 0;
    };
}

std::function<void(cc::PhysicsContact&, const cc::PhysicsContactPostSolve&)>
postSolveCallback(const kite::LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::PhysicsContact& contact, const cc::PhysicsContactPostSolve& solve) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(&contact, "cc.PhysicsContact");
        stack->pushObject(const_cast<cc::PhysicsContactPostSolve*>(&solve), "cc.PhysicsContactPostSolve");
        fn.call(2);
    };
}

std::function<void(cc::PhysicsContact&)> separateCallback(const kite::LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::PhysicsContact& contact) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(&contact, "cc.PhysicsContact");
        fn.call(1);
    };
}

} // namespace

namespace kite::manual {

bool setPhysicsContactHandler(cc::EventListenerPhysicsContact* listener, cc::ScriptHandlerType kind,
                              const LuaFunction& fn) {
    switch (kind) {
    case Kind::EVENT_PHYSICS_CONTACT_BEGIN:
        listener->onContactBegin = beginCallback(fn);
        return true;
    case Kind::EVENT_PHYSICS_CONTACT_PRESOLVE:
        listener->onContactPreSolve = preSolveCallback(fn);
        return true;
    case Kind::EVENT_PHYSICS_CONTACT_POSTSOLVE:
        listener->onContactPostSolve = postSolveCallback(fn);
        return true;
    case Kind::EVENT_PHYSICS_CONTACT_SEPARATE:
        listener->onContactSeparate = separateCallback(fn);
        return true;
    default:
        return false;
    }
}

void registerPhysicsContact(lua_State* L) {
    addMethod(L, "PhysicsContact", "getContactData", lua_cc_PhysicsContact_getContactData);
    addMethod(L, "PhysicsContact", "getPreContactData", lua_cc_PhysicsContact_getPreContactData);
}

} // namespace kite::manual
