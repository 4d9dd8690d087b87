// ScriptHandlerType.h -- the kinds of Lua handlers (cc.Handler.*), with cocos2d-x's numbers.
//
// The Lua constants `cc.Handler.*` are generated from this enum, so the names and values here are the
// single source of truth (cocos2d-x kept a hand-written copy in Lua that could drift).
#pragma once

namespace cc {

/// cocos2d-x `ScriptHandlerMgr::HandlerType`, same order and values (3.17).
enum class ScriptHandlerType : int {
    NODE = 0,
    MENU_CLICKED,
    CALLFUNC,
    SCHEDULE,
    TOUCHES,
    KEYPAD,
    ACCELEROMETER,

    CONTROL_TOUCH_DOWN, // 7
    CONTROL_TOUCH_DRAG_INSIDE,
    CONTROL_TOUCH_DRAG_OUTSIDE,
    CONTROL_TOUCH_DRAG_ENTER,
    CONTROL_TOUCH_DRAG_EXIT,
    CONTROL_TOUCH_UP_INSIDE,
    CONTROL_TOUCH_UP_OUTSIDE,
    CONTROL_TOUCH_UP_CANCEL,
    CONTROL_VALUE_CHANGED,

    WEBSOCKET_OPEN, // 16
    WEBSOCKET_MESSAGE,
    WEBSOCKET_CLOSE,
    WEBSOCKET_ERROR,

    GL_NODE_DRAW, // 20

    SCROLLVIEW_SCROLL, // 21
    SCROLLVIEW_ZOOM,

    TABLECELL_TOUCHED,
    TABLECELL_HIGHLIGHT,
    TABLECELL_UNHIGHLIGHT,
    TABLECELL_WILL_RECYCLE,
    TABLECELL_SIZE_FOR_INDEX,
    TABLECELL_AT_INDEX,
    TABLEVIEW_NUMS_OF_CELLS,

    XMLHTTPREQUEST_READY_STATE_CHANGE, // 30

    ASSETSMANAGER_PROGRESS, // 31
    ASSETSMANAGER_SUCCESS,
    ASSETSMANAGER_ERROR,

    STUDIO_EVENT_LISTENER, // 34
    ARMATURE_EVENT,

    EVENT_ACC, // 36
    EVENT_CUSTOM,
    EVENT_CUSTIOM = EVENT_CUSTOM, // cocos2d-x's historical spelling, kept so old scripts still work

    EVENT_KEYBOARD_PRESSED, // 38
    EVENT_KEYBOARD_RELEASED,

    EVENT_TOUCH_BEGAN, // 40
    EVENT_TOUCH_MOVED,
    EVENT_TOUCH_ENDED,
    EVENT_TOUCH_CANCELLED,

    EVENT_TOUCHES_BEGAN, // 44
    EVENT_TOUCHES_MOVED,
    EVENT_TOUCHES_ENDED,
    EVENT_TOUCHES_CANCELLED,

    EVENT_MOUSE_DOWN, // 48
    EVENT_MOUSE_UP,
    EVENT_MOUSE_MOVE,
    EVENT_MOUSE_SCROLL,

    EVENT_SPINE, // 52

    EVENT_PHYSICS_CONTACT_BEGIN, // 53
    EVENT_PHYSICS_CONTACT_PRESOLVE,
    EVENT_PHYSICS_CONTACT_POSTSOLVE,
    EVENT_PHYSICS_CONTACT_SEPARATE,

    EVENT_FOCUS, // 57

    EVENT_CONTROLLER_CONNECTED, // 58
    EVENT_CONTROLLER_DISCONNECTED,
    EVENT_CONTROLLER_KEYDOWN,
    EVENT_CONTROLLER_KEYUP,
    EVENT_CONTROLLER_KEYREPEAT,
    EVENT_CONTROLLER_AXIS,

    EVENT_SPINE_ANIMATION_START, // 64
    EVENT_SPINE_ANIMATION_INTERRUPT,
    EVENT_SPINE_ANIMATION_END,
    EVENT_SPINE_ANIMATION_DISPOSE,
    EVENT_SPINE_ANIMATION_COMPLETE,
    EVENT_SPINE_ANIMATION_EVENT,

    EVENT_CUSTOM_BEGAN = 10000,
    EVENT_CUSTOM_ENDED = 11000,
};

/// Whether @p value is one of the kinds above (the custom kinds are the range between their bounds).
constexpr bool isScriptHandlerType(int value) {
    return (value >= static_cast<int>(ScriptHandlerType::NODE) &&
            value <= static_cast<int>(ScriptHandlerType::EVENT_SPINE_ANIMATION_EVENT)) ||
           (value >= static_cast<int>(ScriptHandlerType::EVENT_CUSTOM_BEGAN) &&
            value <= static_cast<int>(ScriptHandlerType::EVENT_CUSTOM_ENDED));
}

} // namespace cc
