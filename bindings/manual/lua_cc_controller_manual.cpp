// lua_cc_controller_manual.cpp -- game controllers (issue 21): cc.Controller:getAllController() as a
// Lua array and controller:getKeyStatus(key) as the table cocos2d-x 3.17's manual binding builds
// ({isPressed = bool, value = number, isAnalog = 0 or 1: cocos pushes isAnalog as a number}). The
// listener's handlers go through cc.EventListener:registerScriptHandler (LuaCallbacks).
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "events/Controller.h"

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;

/* cc.Controller:getAllController() -> {controller, ...}, the connected ones */
/// @lua static cc.Controller:getAllController(): cc.Controller[]
/// A new array of the connected game controllers, in the order they connected (empty when none).
int lua_cc_Controller_getAllController(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.Controller", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err))
        return argError(tolua_S, "cc.Controller:getAllController", &tolua_err);
    kite::manual::pushObjectArray(tolua_S, cc::Controller::getAllController(), "cc.Controller");
    return 1;
}

/* controller:getKeyStatus(keyCode) -> {isPressed =, value =, isAnalog =} */
/// @lua cc.Controller:getKeyStatus(keyCode: integer): {isPressed: boolean, value: number, isAnalog: integer}
/// A cc.ControllerKey's state: value 1 or 0 for buttons, -1..1 for sticks, 0..1 for triggers (isAnalog 1).
int lua_cc_Controller_getKeyStatus(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Controller", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 2, 0, &tolua_err) || !tolua_isnoobj(tolua_S, 3, &tolua_err))
        return argError(tolua_S, "cc.Controller:getKeyStatus", &tolua_err);
    auto* self = static_cast<cc::Controller*>(tolua_tousertype(tolua_S, 1, 0));
    if (!self) return invalidSelf(tolua_S, "cc.Controller:getKeyStatus");
    const cc::Controller::KeyStatus status =
        self->getKeyStatus(static_cast<int>(tolua_tonumber(tolua_S, 2, 0)));
    lua_createtable(tolua_S, 0, 3); /* stack: status */
    lua_pushboolean(tolua_S, status.isPressed);
    lua_setfield(tolua_S, -2, "isPressed");
    lua_pushnumber(tolua_S, status.value);
    lua_setfield(tolua_S, -2, "value");
    lua_pushnumber(tolua_S, status.isAnalog ? 1 : 0);
    lua_setfield(tolua_S, -2, "isAnalog");
    return 1;
}

} // namespace

namespace kite::manual {

void registerController(lua_State* L) {
    addMethod(L, "Controller", "getAllController", lua_cc_Controller_getAllController);
    addMethod(L, "Controller", "getKeyStatus", lua_cc_Controller_getKeyStatus);
}

} // namespace kite::manual
