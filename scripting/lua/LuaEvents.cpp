// LuaEvents.cpp -- see LuaEvents.h. Type names are the Lua-visible cocos 3.x names; tolua_fix
// upgrades each push to the object's most derived registered type.
// SPDX-License-Identifier: MIT
#include "LuaEvents.h"

#include "LuaStack.h"
#include "events/EventKeyboard.h"
#include "events/EventListener.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/MenuItem.h"
#include "scene/Node.h"
#include "script/ScriptHandlerType.h"

extern "C" {
#include "lua.h"
}

namespace kite {

cc::Ref* asRef(cc::Node* node) {
    return node;
}

cc::Ref* asRef(cc::MenuItem* item) {
    return item;
}

cc::Ref* asRef(cc::EventListener* listener) {
    return listener;
}

void pushNode(LuaStack& stack, cc::Node* node) {
    stack.pushObject(node, "cc.Node");
}

void pushMenuItem(LuaStack& stack, cc::MenuItem* item) {
    stack.pushObject(item, "cc.MenuItem");
}

int menuItemTag(cc::MenuItem* item) {
    return item->getTag();
}

int pushListenerArguments(LuaStack& stack, cc::Event* event, cc::Touch* touch, int handlerKind) {
    using T = cc::ScriptHandlerType;
    switch (static_cast<T>(handlerKind)) {
    case T::EVENT_KEYBOARD_PRESSED:
    case T::EVENT_KEYBOARD_RELEASED:
        stack.pushInt(static_cast<int>(static_cast<cc::EventKeyboard*>(event)->getKeyCode()));
        stack.pushObject(event, "cc.EventKeyboard");
        return 2;
    case T::EVENT_TOUCH_BEGAN:
    case T::EVENT_TOUCH_MOVED:
    case T::EVENT_TOUCH_ENDED:
    case T::EVENT_TOUCH_CANCELLED: {
        const auto& touches = static_cast<cc::EventTouch*>(event)->getTouches();
        if (!touch && !touches.empty()) touch = touches.front();
        stack.pushObject(touch, "cc.Touch");
        stack.pushObject(event, "cc.EventTouch");
        return 2;
    }
    case T::EVENT_TOUCHES_BEGAN:
    case T::EVENT_TOUCHES_MOVED:
    case T::EVENT_TOUCHES_ENDED:
    case T::EVENT_TOUCHES_CANCELLED: {
        lua_State* L = stack.getLuaState();
        const auto& touches = static_cast<cc::EventTouch*>(event)->getTouches();
        lua_createtable(L, static_cast<int>(touches.size()), 0);
        int i = 0;
        for (cc::Touch* touch : touches) {
            stack.pushObject(touch, "cc.Touch");
            lua_rawseti(L, -2, ++i);
        }
        stack.pushObject(event, "cc.EventTouch");
        return 2;
    }
    case T::EVENT_MOUSE_DOWN:
    case T::EVENT_MOUSE_UP:
    case T::EVENT_MOUSE_MOVE:
    case T::EVENT_MOUSE_SCROLL:
        stack.pushObject(event, "cc.EventMouse");
        return 1;
    default:
        stack.pushObject(event, "cc.Event");
        return 1;
    }
}

} // namespace kite
