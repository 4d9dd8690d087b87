// lua_cc_layer_manual.cpp -- cc.Layer's cocos 2.x input API as cocos2d-x 3.17's Lua bindings keep it:
// registerScriptTouchHandler(fn [, isMultiTouches [, priority [, swallowsTouches]]]),
// unregisterScriptTouchHandler(), registerScriptKeypadHandler(fn), unregisterScriptKeypadHandler(),
// registerScriptAccelerateHandler(fn), unregisterScriptAccelerateHandler() (no desktop accelerometer
// calls them, as in cocos's desktop builds),
// setTouchMode / getTouchMode (cc.TOUCHES_ALL_AT_ONCE, cc.TOUCHES_ONE_BY_ONE) and setTouchPriority,
// which cocos 3.17 keeps for 2.x scripts and ignores. The functions become the Layer's typed
// callbacks (LuaCallbacks.h).
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "scene/Layer.h"
#include "scene/LayerMultiplex.h"

#include <utility>
#include <vector>

namespace {

using kite::manual::invalidSelf;

/* layer:registerScriptTouchHandler(function(phase, x, y) end [, isMultiTouches = false
   [, priority = 0 [, swallowsTouches = true]]]); multi-touch handlers get (phase, {x, y, id, ...}) */
/// @lua cc.Layer:registerScriptTouchHandler(handler: fun(phase: cc.TouchPhase, x: number, y: number): boolean, isMultiTouches?: boolean, priority?: integer, swallowsTouches?: boolean)
/// @lua cc.Layer:registerScriptTouchHandler(handler: fun(phase: cc.TouchPhase, points: number[]), isMultiTouches: boolean, priority?: integer, swallowsTouches?: boolean)
/// Sets the touch handler: world x, y, or {x1, y1, id1, ...} for multi-touch; needs setTouchEnabled(true).
int lua_cc_Layer_registerScriptTouchHandler(lua_State* tolua_S) {
    const char* function = "cc.Layer:registerScriptTouchHandler";
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Layer", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isboolean(tolua_S, 3, 1, &tolua_err) || !tolua_isnumber(tolua_S, 4, 1, &tolua_err) ||
        !tolua_isboolean(tolua_S, 5, 1, &tolua_err) || !tolua_isnoobj(tolua_S, 6, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Layer*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, function);
        bool multi = tolua_toboolean(tolua_S, 3, 0) != 0;
        int priority = static_cast<int>(tolua_tonumber(tolua_S, 4, 0));
        bool swallows = lua_isnoneornil(tolua_S, 5) || lua_toboolean(tolua_S, 5);
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 2, function);
        auto mode = multi ? cc::Touch::DispatchMode::ALL_AT_ONCE : cc::Touch::DispatchMode::ONE_BY_ONE;
        self->registerTouchHandler(kite::manual::layerTouchCallback(fn),
                                   kite::manual::layerTouchesCallback(fn), mode, priority, swallows);
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Layer:registerScriptTouchHandler'.", &tolua_err);
    return 0;
}

/* The shared body of layer:register...Handler(fn): `set` gives the layer its callback for fn. */
int registerLayerHandler(lua_State* tolua_S, const char* function,
                         void (*set)(cc::Layer*, kite::LuaFunction)) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Layer", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 3, &tolua_err))
        return kite::manual::argError(tolua_S, function, &tolua_err);
    auto* self = static_cast<cc::Layer*>(tolua_tousertype(tolua_S, 1, 0));
    if (!self) return invalidSelf(tolua_S, function);
    set(self, kite::manual::luaFunctionAt(tolua_S, 2, function));
    return 0;
}

/* The shared body of layer:unregister...Handler(). */
int unregisterLayerHandler(lua_State* tolua_S, const char* function, void (*clear)(cc::Layer*)) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Layer", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        return kite::manual::argError(tolua_S, function, &tolua_err);
    auto* self = static_cast<cc::Layer*>(tolua_tousertype(tolua_S, 1, 0));
    if (!self) return invalidSelf(tolua_S, function);
    clear(self);
    return 0;
}

/* layer:unregisterScriptTouchHandler() */
/// @lua cc.Layer:unregisterScriptTouchHandler()
/// Removes the touch handler and listener; a later handler hears nothing until setTouchEnabled(true).
int lua_cc_Layer_unregisterScriptTouchHandler(lua_State* L) {
    return unregisterLayerHandler(L, "cc.Layer:unregisterScriptTouchHandler",
                                  [](cc::Layer* layer) { layer->unregisterTouchHandler(); });
}

/* layer:registerScriptKeypadHandler(function(event) end): "backClicked" or "menuClicked" */
/// @lua cc.Layer:registerScriptKeypadHandler(handler: fun(event: cc.KeypadEvent))
/// Calls `handler` when Escape (Back) or Menu is released, once setKeyboardEnabled(true); not other keys.
int lua_cc_Layer_registerScriptKeypadHandler(lua_State* L) {
    return registerLayerHandler(L, "cc.Layer:registerScriptKeypadHandler",
                                [](cc::Layer* layer, kite::LuaFunction fn) {
                                    layer->setKeypadCallback(kite::manual::keypadCallback(std::move(fn)));
                                });
}

/* layer:unregisterScriptKeypadHandler() */
/// @lua cc.Layer:unregisterScriptKeypadHandler()
/// Removes the keypad handler and listener; a later handler needs setKeyboardEnabled(true) again.
int lua_cc_Layer_unregisterScriptKeypadHandler(lua_State* L) {
    return unregisterLayerHandler(L, "cc.Layer:unregisterScriptKeypadHandler",
                                  [](cc::Layer* layer) { layer->unregisterKeypadHandler(); });
}

/* layer:registerScriptAccelerateHandler(function(x, y, z, timestamp) end) */
/// @lua cc.Layer:registerScriptAccelerateHandler(handler: fun(x: number, y: number, z: number, timestamp: number))
/// Keeps an accelerometer handler (x, y, z in g; seconds); desktops have no accelerometer to call it.
int lua_cc_Layer_registerScriptAccelerateHandler(lua_State* L) {
    return registerLayerHandler(
        L, "cc.Layer:registerScriptAccelerateHandler", [](cc::Layer* layer, kite::LuaFunction fn) {
            layer->setAccelerationCallback(kite::manual::accelerationCallback(std::move(fn)));
        });
}

/* layer:unregisterScriptAccelerateHandler() */
/// @lua cc.Layer:unregisterScriptAccelerateHandler()
/// Removes the accelerometer handler.
int lua_cc_Layer_unregisterScriptAccelerateHandler(lua_State* L) {
    return unregisterLayerHandler(L, "cc.Layer:unregisterScriptAccelerateHandler",
                                  [](cc::Layer* layer) { layer->setAccelerationCallback(nullptr); });
}

/* layer:setTouchMode(cc.TOUCHES_ALL_AT_ONCE | cc.TOUCHES_ONE_BY_ONE) */
/// @lua cc.Layer:setTouchMode(mode: integer)
/// Chooses cc.TOUCHES_ALL_AT_ONCE (the default) or cc.TOUCHES_ONE_BY_ONE for the touch handler.
int lua_cc_Layer_setTouchMode(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Layer", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 2, 0, &tolua_err) || !tolua_isnoobj(tolua_S, 3, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Layer*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Layer:setTouchMode");
        int mode = static_cast<int>(tolua_tonumber(tolua_S, 2, 0));
        if (mode != static_cast<int>(cc::Touch::DispatchMode::ALL_AT_ONCE) &&
            mode != static_cast<int>(cc::Touch::DispatchMode::ONE_BY_ONE))
            return luaL_error(tolua_S,
                              "cc.Layer:setTouchMode: unknown mode %d (expected cc.TOUCHES_ALL_AT_ONCE or "
                              "cc.TOUCHES_ONE_BY_ONE)",
                              mode);
        self->setTouchMode(static_cast<cc::Touch::DispatchMode>(mode));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Layer:setTouchMode'.", &tolua_err);
    return 0;
}

/* layer:getTouchMode() -> cc.TOUCHES_ALL_AT_ONCE | cc.TOUCHES_ONE_BY_ONE */
/// @lua cc.Layer:getTouchMode(): integer
/// The layer's touch delivery: cc.TOUCHES_ALL_AT_ONCE or cc.TOUCHES_ONE_BY_ONE.
int lua_cc_Layer_getTouchMode(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Layer", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Layer*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Layer:getTouchMode");
        lua_pushinteger(tolua_S, static_cast<int>(self->getTouchMode()));
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Layer:getTouchMode'.", &tolua_err);
    return 0;
}

/* layer:setTouchPriority(priority): accepted and ignored, as in cocos2d-x 3.17 (the priority is
   registerScriptTouchHandler's third argument) */
/// @lua cc.Layer:setTouchPriority(priority: integer)
/// Does nothing, as in cocos2d-x 3.17; pass the priority to registerScriptTouchHandler instead.
int lua_cc_Layer_setTouchPriority(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Layer", 0, &tolua_err)) goto tolua_lerror;
    if (!tolua_tousertype(tolua_S, 1, 0)) return invalidSelf(tolua_S, "cc.Layer:setTouchPriority");
    return 0;
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Layer:setTouchPriority'.", &tolua_err);
    return 0;
}

/* cc.LayerMultiplex:create(layer1, layer2, ...), create({layer1, ...}) or createWithArray({...}); the
   first layer is shown. No layers make an empty multiplex. */
int createMultiplex(lua_State* tolua_S, const char* function) {
    tolua_Error tolua_err;
    int bad = 0;
    if (!tolua_isusertable(tolua_S, 1, "cc.LayerMultiplex", 0, &tolua_err)) goto tolua_lerror;
    {
        std::vector<void*> layers;
        bad = kite::manual::collectObjects(tolua_S, 2, "cc.Layer", layers);
        if (!bad) {
            cc::Vector<cc::Layer*> array;
            for (void* layer : layers)
                array.pushBack(static_cast<cc::Layer*>(layer));
            cc::LayerMultiplex* multiplex = cc::LayerMultiplex::createWithArray(array);
            toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(multiplex), kite::luaIdOf(multiplex),
                                           multiplex, "cc.LayerMultiplex");
            return 1;
        }
    }
    tolua_err.index = bad;
    tolua_err.array = 0;
    tolua_err.type = "cc.Layer";
tolua_lerror:
    return kite::manual::argError(tolua_S, function, &tolua_err);
}

/// @lua static cc.LayerMultiplex:create(...: cc.Layer): cc.LayerMultiplex
/// @lua static cc.LayerMultiplex:create(layers: cc.Layer[]): cc.LayerMultiplex
/// A node that shows one of the layers at a time, the first at start; none gives an empty multiplex.
int lua_cc_LayerMultiplex_create(lua_State* L) {
    return createMultiplex(L, "cc.LayerMultiplex:create");
}

/// @lua static cc.LayerMultiplex:createWithArray(layers: cc.Layer[]): cc.LayerMultiplex
/// @lua static cc.LayerMultiplex:createWithArray(...: cc.Layer): cc.LayerMultiplex
/// A node that shows one of the layers at a time, the first at start; switch with switchTo.
int lua_cc_LayerMultiplex_createWithArray(lua_State* L) {
    return createMultiplex(L, "cc.LayerMultiplex:createWithArray");
}

} // namespace

namespace kite::manual {

void registerLayer(lua_State* L) {
    addMethod(L, "Layer", "registerScriptTouchHandler", lua_cc_Layer_registerScriptTouchHandler);
    addMethod(L, "Layer", "unregisterScriptTouchHandler", lua_cc_Layer_unregisterScriptTouchHandler);
    addMethod(L, "Layer", "registerScriptKeypadHandler", lua_cc_Layer_registerScriptKeypadHandler);
    addMethod(L, "Layer", "unregisterScriptKeypadHandler", lua_cc_Layer_unregisterScriptKeypadHandler);
    addMethod(L, "Layer", "registerScriptAccelerateHandler", lua_cc_Layer_registerScriptAccelerateHandler);
    addMethod(L, "Layer", "unregisterScriptAccelerateHandler",
              lua_cc_Layer_unregisterScriptAccelerateHandler);
    addMethod(L, "Layer", "setTouchMode", lua_cc_Layer_setTouchMode);
    addMethod(L, "Layer", "getTouchMode", lua_cc_Layer_getTouchMode);
    addMethod(L, "Layer", "setTouchPriority", lua_cc_Layer_setTouchPriority);
    addMethod(L, "LayerMultiplex", "create", lua_cc_LayerMultiplex_create);
    addMethod(L, "LayerMultiplex", "createWithArray", lua_cc_LayerMultiplex_createWithArray);
}

} // namespace kite::manual
