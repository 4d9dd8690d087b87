// LuaCallbacks.h -- Lua functions as the engine's typed callbacks. Each callback owns its
// LuaFunction, so the handler dies exactly with the object (or scheduler entry) that holds it, and
// pushes its arguments the way cocos2d-x 3.17 hands them to Lua.
// SPDX-License-Identifier: MIT
#pragma once

#include "LuaFunction.h"
#include "ScriptHandlerType.h"
#include "scene/Layer.h"
#include "scene/MenuItem.h"
#include "scene/Node.h"

#include <functional>

namespace cc {
class EventListener;
class EventListenerPhysicsContact;
} // namespace cc

namespace kite::manual {

/// The Lua function at `index` of L, owned from now on; raises a Lua error naming `function` when
/// L is not a thread of the running Kite engine.
LuaFunction luaFunctionAt(lua_State* L, int index, const char* function);

/// Each factory below gives an empty callback for an empty fn, so assigning it clears the slot.

/// node:registerScriptHandler: fn("enter" | "exit" | "enterTransitionFinish" |
/// "exitTransitionStart" | "cleanup"), the node retained around the call.
cc::NodeEventCallback nodeEventCallback(LuaFunction fn, cc::Node* node);
/// fn(dt): scheduleScriptFunc entries and scheduleUpdateWithPriorityLua.
std::function<void(float)> numberCallback(LuaFunction fn);
/// cc.CallFunc:create: fn(target).
std::function<void(cc::Node*)> callFuncCallback(LuaFunction fn);
/// item:registerScriptTapHandler: fn(tag, item).
cc::ccMenuCallback tapCallback(LuaFunction fn);

/// layer:registerScriptTouchHandler, one by one: fn("began" | "moved" | "ended" | "cancelled", x, y)
/// with the touch's location; a true (or non-zero) result of "began" claims the touch.
cc::Layer::TouchCallback layerTouchCallback(LuaFunction fn);
/// The same, all at once: fn(phase, {x1, y1, id1, x2, y2, id2, ...}).
cc::Layer::TouchesCallback layerTouchesCallback(LuaFunction fn);
/// layer:registerScriptKeypadHandler: fn("backClicked") for Escape/Back, fn("menuClicked") for Menu;
/// other keys do not call it.
cc::Layer::KeypadCallback keypadCallback(LuaFunction fn);
/// fn(x, y, z, timestamp), as cocos's registerScriptAccelerateHandler calls it.
cc::Layer::AccelerationCallback accelerationCallback(LuaFunction fn);

/// The cc.Handler constant at `index` of L; raises a Lua error naming `function` for anything else.
cc::ScriptHandlerType handlerTypeAt(lua_State* L, int index, const char* function);

/// listener:registerScriptHandler(fn, kind): sets the listener's callback for `kind` (clears it when
/// fn is empty); false when `kind` is not one of this listener's. Arguments: keyboard (keyCode,
/// event), touch (touch, event), touches ({touch, ...}, event), mouse and custom (event); a touch-began
/// handler claims the touch by returning true. The callbacks hold nothing but the function (the
/// EventDispatcher keeps a listener alive while it delivers), so a clone of the listener may outlive it.
bool setListenerHandler(cc::EventListener* listener, cc::ScriptHandlerType kind, const LuaFunction& fn);

/// The EVENT_PHYSICS_CONTACT_* kinds of a physics contact listener (lua_cc_physics_contact_manual.cpp).
bool setPhysicsContactHandler(cc::EventListenerPhysicsContact* listener, cc::ScriptHandlerType kind,
                              const LuaFunction& fn);

/// cocos2d-x's ScriptHandlerMgr: the typed callback `kind` names on `object` (a Node's NODE, a
/// MenuItem's MENU_CLICKED, a Layer's TOUCHES and KEYPAD, an EventListener's kinds) is set to fn, or cleared
/// when fn is empty; false when Kite has no such callback.
bool setObjectHandler(cc::Ref* object, cc::ScriptHandlerType kind, const LuaFunction& fn);
/// ScriptHandlerMgr:removeObjectAllHandlers: clears every callback setObjectHandler can set.
void clearObjectHandlers(cc::Ref* object);

} // namespace kite::manual
