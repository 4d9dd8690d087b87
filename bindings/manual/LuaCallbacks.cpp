// LuaCallbacks.cpp -- see LuaCallbacks.h. A callback may be destroyed by the Lua function it calls
// (a handler that replaces itself): nothing captured is touched after LuaFunction::call.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"

#include "LuaEngine.h"
#include "ManualSupport.h"
#include "base/RefPtr.h"
#include "events/Controller.h"
#include "events/EventController.h"
#include "events/EventCustom.h"
#include "events/EventKeyboard.h"
#include "events/EventListenerController.h"
#include "events/EventListenerCustom.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerMouse.h"
#include "events/EventListenerTouch.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "physics/EventListenerPhysicsContact.h"

#include <vector>

namespace kite::manual {

namespace {

/// @alias cc.NodeEvent "enter"|"exit"|"enterTransitionFinish"|"exitTransitionStart"|"cleanup"
/// What a node's handler is told: it entered or left the scene, a transition ended or began, or cleanup.
const char* nodeEventName(cc::NodeEvent event) {
    switch (event) {
    case cc::NodeEvent::Enter:
        return "enter";
    case cc::NodeEvent::Exit:
        return "exit";
    case cc::NodeEvent::EnterTransitionDidFinish:
        return "enterTransitionFinish";
    case cc::NodeEvent::ExitTransitionDidStart:
        return "exitTransitionStart";
    case cc::NodeEvent::Cleanup:
        return "cleanup";
    }
    return "unknown";
}

using Kind = cc::ScriptHandlerType;

/// @alias cc.TouchPhase "began"|"moved"|"ended"|"cancelled"
/// The phase a layer's script touch handler is told, as a string.
const char* touchPhaseName(cc::EventTouch::EventCode code) {
    switch (code) {
    case cc::EventTouch::EventCode::BEGAN:
        return "began";
    case cc::EventTouch::EventCode::MOVED:
        return "moved";
    case cc::EventTouch::EventCode::ENDED:
        return "ended";
    case cc::EventTouch::EventCode::CANCELLED:
        return "cancelled";
    }
    return "unknown";
}

// fn(touch, event) for the one-by-one kinds; a bool Result is the touch-began claim.
template <class Result> std::function<Result(cc::Touch*, cc::Event*)> touchCallback(const LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::Touch* touch, cc::Event* event) {
        LuaStack* stack = fn.stack();
        if (!stack) return static_cast<Result>(false);
        stack->pushObject(touch, "cc.Touch");
        stack->pushObject(event, "cc.EventTouch");
        return static_cast<Result>(fn.call(2) != 0);
    };
}

std::function<void(const std::vector<cc::Touch*>&, cc::Event*)> touchesCallback(const LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](const std::vector<cc::Touch*>& touches, cc::Event* event) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        lua_State* L = stack->getLuaState();
        lua_createtable(L, static_cast<int>(touches.size()), 0); /* stack: touches */
        int i = 0;
        for (cc::Touch* touch : touches) {
            stack->pushObject(touch, "cc.Touch");
            lua_rawseti(L, -2, ++i);
        }
        stack->pushObject(event, "cc.EventTouch"); /* stack: touches event */
        fn.call(2);
    };
}

std::function<void(cc::EventKeyboard::KeyCode, cc::Event*)> keyCallback(const LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::EventKeyboard::KeyCode key, cc::Event* event) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushInt(static_cast<int>(key));
        stack->pushObject(event, "cc.EventKeyboard");
        fn.call(2);
    };
}

// fn(event) for mouse and custom events.
template <class EventType>
std::function<void(EventType*)> eventCallback(const LuaFunction& fn, const char* typeName) {
    if (!fn) return nullptr;
    return [fn, typeName](EventType* event) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(event, typeName);
        fn.call(1);
    };
}

bool setTouchHandler(cc::EventListenerTouchOneByOne* l, Kind kind, const LuaFunction& fn) {
    switch (kind) {
    case Kind::EVENT_TOUCH_BEGAN:
        l->onTouchBegan = touchCallback<bool>(fn);
        return true;
    case Kind::EVENT_TOUCH_MOVED:
        l->onTouchMoved = touchCallback<void>(fn);
        return true;
    case Kind::EVENT_TOUCH_ENDED:
        l->onTouchEnded = touchCallback<void>(fn);
        return true;
    case Kind::EVENT_TOUCH_CANCELLED:
        l->onTouchCancelled = touchCallback<void>(fn);
        return true;
    default:
        return false;
    }
}

bool setTouchesHandler(cc::EventListenerTouchAllAtOnce* l, Kind kind, const LuaFunction& fn) {
    switch (kind) {
    case Kind::EVENT_TOUCHES_BEGAN:
        l->onTouchesBegan = touchesCallback(fn);
        return true;
    case Kind::EVENT_TOUCHES_MOVED:
        l->onTouchesMoved = touchesCallback(fn);
        return true;
    case Kind::EVENT_TOUCHES_ENDED:
        l->onTouchesEnded = touchesCallback(fn);
        return true;
    case Kind::EVENT_TOUCHES_CANCELLED:
        l->onTouchesCancelled = touchesCallback(fn);
        return true;
    default:
        return false;
    }
}

bool setKeyboardHandler(cc::EventListenerKeyboard* l, Kind kind, const LuaFunction& fn) {
    switch (kind) {
    case Kind::EVENT_KEYBOARD_PRESSED:
        l->onKeyPressed = keyCallback(fn);
        return true;
    case Kind::EVENT_KEYBOARD_RELEASED:
        l->onKeyReleased = keyCallback(fn);
        return true;
    default:
        return false;
    }
}

bool setMouseHandler(cc::EventListenerMouse* l, Kind kind, const LuaFunction& fn) {
    switch (kind) {
    case Kind::EVENT_MOUSE_DOWN:
        l->onMouseDown = eventCallback<cc::EventMouse>(fn, "cc.EventMouse");
        return true;
    case Kind::EVENT_MOUSE_UP:
        l->onMouseUp = eventCallback<cc::EventMouse>(fn, "cc.EventMouse");
        return true;
    case Kind::EVENT_MOUSE_MOVE:
        l->onMouseMove = eventCallback<cc::EventMouse>(fn, "cc.EventMouse");
        return true;
    case Kind::EVENT_MOUSE_SCROLL:
        l->onMouseScroll = eventCallback<cc::EventMouse>(fn, "cc.EventMouse");
        return true;
    default:
        return false;
    }
}

// Game controllers (issue 21), as cocos's manual binding calls them: fn(controller, event) for a
// connection, fn(controller, keyCode, event) for keys and axes.
std::function<void(cc::Controller*, cc::Event*)> controllerCallback(const LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::Controller* controller, cc::Event* event) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(controller, "cc.Controller");
        stack->pushObject(event, "cc.EventController");
        fn.call(2);
    };
}

std::function<void(cc::Controller*, int, cc::Event*)> controllerKeyCallback(const LuaFunction& fn) {
    if (!fn) return nullptr;
    return [fn](cc::Controller* controller, int keyCode, cc::Event* event) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(controller, "cc.Controller");
        stack->pushInt(keyCode);
        stack->pushObject(event, "cc.EventController");
        fn.call(3);
    };
}

bool setControllerHandler(cc::EventListenerController* l, Kind kind, const LuaFunction& fn) {
    switch (kind) {
    case Kind::EVENT_CONTROLLER_CONNECTED:
        l->onConnected = controllerCallback(fn);
        return true;
    case Kind::EVENT_CONTROLLER_DISCONNECTED:
        l->onDisconnected = controllerCallback(fn);
        return true;
    case Kind::EVENT_CONTROLLER_KEYDOWN:
        l->onKeyDown = controllerKeyCallback(fn);
        return true;
    case Kind::EVENT_CONTROLLER_KEYUP:
        l->onKeyUp = controllerKeyCallback(fn);
        return true;
    case Kind::EVENT_CONTROLLER_KEYREPEAT:
        l->onKeyRepeat = controllerKeyCallback(fn);
        return true;
    case Kind::EVENT_CONTROLLER_AXIS:
        l->onAxisEvent = controllerKeyCallback(fn);
        return true;
    default:
        return false;
    }
}

} // namespace

cc::ScriptHandlerType handlerTypeAt(lua_State* L, int index, const char* function) {
    lua_Number number = lua_tonumber(L, index);
    bool known = number >= 0 && number <= static_cast<int>(Kind::EVENT_CUSTOM_ENDED) &&
                 number == static_cast<int>(number) && cc::isScriptHandlerType(static_cast<int>(number));
    if (!known)
        luaL_error(L, "%s: unknown handler type %f (expected a cc.Handler constant, e.g. cc.Handler.NODE)",
                   function, number);
    return static_cast<Kind>(static_cast<int>(number));
}

LuaFunction luaFunctionAt(lua_State* L, int index, const char* function) {
    LuaEngine* engine = engineOf(L);
    if (!engine) luaL_error(L, "'%s' needs the Kite Lua engine (this state has none)", function);
    return LuaFunction(*engine->getLuaStack(), L, index);
}

cc::NodeEventCallback nodeEventCallback(LuaFunction fn, cc::Node* node) {
    if (!fn) return nullptr;
    return [fn = std::move(fn), node](cc::NodeEvent event) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        cc::RefPtr<cc::Node> keep(node);
        stack->pushString(nodeEventName(event));
        fn.call(1);
    };
}

std::function<void(float)> numberCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](float value) { fn.callWithNumber(value); };
}

std::function<void(cc::Node*)> callFuncCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Node* target) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(target, "cc.Node");
        fn.call(1);
    };
}

cc::ccMenuCallback tapCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Ref* sender) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        auto* item = static_cast<cc::MenuItem*>(sender);
        stack->pushInt(item->getTag());
        stack->pushObject(item, "cc.MenuItem");
        fn.call(2);
    };
}

cc::Layer::TouchCallback layerTouchCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::EventTouch::EventCode code, cc::Touch* touch, cc::Event*) {
        LuaStack* stack = fn.stack();
        if (!stack) return false;
        cc::Vec2 at = touch->getLocation();
        stack->pushString(touchPhaseName(code));
        stack->pushFloat(at.x);
        stack->pushFloat(at.y);
        return fn.call(3) != 0;
    };
}

cc::Layer::TouchesCallback layerTouchesCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::EventTouch::EventCode code, const std::vector<cc::Touch*>& touches,
                                cc::Event*) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        lua_State* L = stack->getLuaState();
        stack->pushString(touchPhaseName(code));
        lua_createtable(L, static_cast<int>(touches.size() * 3), 0); /* stack: phase points */
        int i = 0;
        for (cc::Touch* touch : touches) {
            cc::Vec2 at = touch->getLocation();
            lua_pushnumber(L, at.x);
            lua_rawseti(L, -2, ++i);
            lua_pushnumber(L, at.y);
            lua_rawseti(L, -2, ++i);
            lua_pushinteger(L, touch->getId());
            lua_rawseti(L, -2, ++i);
        }
        fn.call(2);
    };
}

/// @alias cc.KeypadEvent "backClicked"|"menuClicked"
/// What a layer's keypad handler is told: Escape (Android's Back) or the Menu key was released.
cc::Layer::KeypadCallback keypadCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::EventKeyboard::KeyCode key) {
        const char* name = key == cc::EventKeyboard::KeyCode::KEY_ESCAPE ? "backClicked"
                           : key == cc::EventKeyboard::KeyCode::KEY_MENU ? "menuClicked"
                                                                         : nullptr;
        LuaStack* stack = fn.stack();
        if (!name || !stack) return;
        stack->pushString(name);
        fn.call(1);
    };
}

cc::Layer::AccelerationCallback accelerationCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](double x, double y, double z, double timestamp) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushFloat(static_cast<float>(x));
        stack->pushFloat(static_cast<float>(y));
        stack->pushFloat(static_cast<float>(z));
        stack->pushFloat(static_cast<float>(timestamp));
        fn.call(4);
    };
}

bool setListenerHandler(cc::EventListener* listener, cc::ScriptHandlerType kind, const LuaFunction& fn) {
    using Type = cc::EventListener::Type;
    switch (listener->getType()) {
    case Type::TOUCH_ONE_BY_ONE:
        return setTouchHandler(static_cast<cc::EventListenerTouchOneByOne*>(listener), kind, fn);
    case Type::TOUCH_ALL_AT_ONCE:
        return setTouchesHandler(static_cast<cc::EventListenerTouchAllAtOnce*>(listener), kind, fn);
    case Type::KEYBOARD:
        return setKeyboardHandler(static_cast<cc::EventListenerKeyboard*>(listener), kind, fn);
    case Type::MOUSE:
        return setMouseHandler(static_cast<cc::EventListenerMouse*>(listener), kind, fn);
    case Type::GAME_CONTROLLER: // issue 21
        return setControllerHandler(static_cast<cc::EventListenerController*>(listener), kind, fn);
    case Type::CUSTOM:
        if (auto* physics = dynamic_cast<cc::EventListenerPhysicsContact*>(listener)) // issue 22
            return setPhysicsContactHandler(physics, kind, fn);
        if (kind != Kind::EVENT_CUSTOM) return false;
        static_cast<cc::EventListenerCustom*>(listener)->setCallback(
            eventCallback<cc::EventCustom>(fn, "cc.EventCustom"));
        return true;
    default:
        return false;
    }
}

bool setObjectHandler(cc::Ref* object, cc::ScriptHandlerType kind, const LuaFunction& fn) {
    if (auto* listener = dynamic_cast<cc::EventListener*>(object))
        return setListenerHandler(listener, kind, fn);
    auto* item = dynamic_cast<cc::MenuItem*>(object);
    if (item && kind == Kind::MENU_CLICKED) {
        item->setCallback(tapCallback(fn));
        return true;
    }
    auto* layer = dynamic_cast<cc::Layer*>(object);
    if (layer && kind == Kind::TOUCHES) {
        layer->setTouchCallbacks(layerTouchCallback(fn), layerTouchesCallback(fn));
        return true;
    }
    if (layer && kind == Kind::KEYPAD) {
        layer->setKeypadCallback(keypadCallback(fn));
        return true;
    }
    auto* node = dynamic_cast<cc::Node*>(object);
    if (node && kind == Kind::NODE) {
        node->setNodeEventCallback(nodeEventCallback(fn, node));
        return true;
    }
    return false;
}

void clearObjectHandlers(cc::Ref* object) {
    static const Kind kListenerKinds[] = {
        Kind::EVENT_TOUCH_BEGAN,       Kind::EVENT_TOUCH_MOVED,       Kind::EVENT_TOUCH_ENDED,
        Kind::EVENT_TOUCH_CANCELLED,   Kind::EVENT_TOUCHES_BEGAN,     Kind::EVENT_TOUCHES_MOVED,
        Kind::EVENT_TOUCHES_ENDED,     Kind::EVENT_TOUCHES_CANCELLED, Kind::EVENT_KEYBOARD_PRESSED,
        Kind::EVENT_KEYBOARD_RELEASED, Kind::EVENT_MOUSE_DOWN,        Kind::EVENT_MOUSE_UP,
        Kind::EVENT_MOUSE_MOVE,        Kind::EVENT_MOUSE_SCROLL,      Kind::EVENT_CUSTOM};
    static const Kind kControllerKinds[] = {
        // game controllers (issue 21)
        Kind::EVENT_CONTROLLER_CONNECTED, Kind::EVENT_CONTROLLER_DISCONNECTED, Kind::EVENT_CONTROLLER_KEYDOWN,
        Kind::EVENT_CONTROLLER_KEYUP,     Kind::EVENT_CONTROLLER_KEYREPEAT,    Kind::EVENT_CONTROLLER_AXIS};
    static const Kind kPhysicsKinds[] = {
        // physics contacts (issue 22)
        Kind::EVENT_PHYSICS_CONTACT_BEGIN, Kind::EVENT_PHYSICS_CONTACT_PRESOLVE,
        Kind::EVENT_PHYSICS_CONTACT_POSTSOLVE, Kind::EVENT_PHYSICS_CONTACT_SEPARATE};
    const LuaFunction none;
    for (Kind kind : kListenerKinds)
        setObjectHandler(object, kind, none);
    for (Kind kind : kControllerKinds)
        setObjectHandler(object, kind, none);
    for (Kind kind : kPhysicsKinds)
        setObjectHandler(object, kind, none);
    setObjectHandler(object, Kind::MENU_CLICKED, none);
    setObjectHandler(object, Kind::TOUCHES, none);
    setObjectHandler(object, Kind::KEYPAD, none);
    setObjectHandler(object, Kind::NODE, none);
}

} // namespace kite::manual
