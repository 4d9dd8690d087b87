// engine/script/ScriptEvent.h — what the engine sends to the script engine, and the payloads.
//
// Every payload is a plain struct that lives on the engine's stack for the duration of one
// ScriptEngineProtocol::sendEvent() call; the script side must not keep pointers to it. The objects
// it points at are retained by the engine around the call.
#pragma once

namespace cc {

class Node;
class MenuItem;
class EventListener;
class Event;
class Touch;

enum class ScriptEventType {
    NodeEvent,      ///< data: NodeEventData
    SchedulerEntry, ///< data: SchedulerScriptData
    NodeUpdate,     ///< data: NodeUpdateScriptData
    CallFunc,       ///< data: CallFuncScriptData
    MenuClick,      ///< data: MenuClickData
    ListenerEvent,  ///< data: ListenerEventData
};

/// Node lifecycle notifications (Lua strings "enter", "exit", "enterTransitionFinish",
/// "exitTransitionStart", "cleanup").
enum class NodeEventKind { Enter, Exit, EnterTransitionDidFinish, ExitTransitionDidStart, Cleanup };

/// Sent only when `node->_luaID != 0`; the script side finds the node's handler itself.
struct NodeEventData {
    Node* node;
    NodeEventKind kind;
};

/// A Scheduler script entry fired (scheduleScriptFunc). `entryId` is the id scheduleScriptFunc returned.
struct SchedulerScriptData {
    int handler;
    float dt;
    int entryId;
};

/// A node's script update handler (Node::scheduleUpdateWithPriorityLua) for this frame.
struct NodeUpdateScriptData {
    Node* node;
    int handler;
    float dt;
};

/// A CallFunc created with CallFunc::create(int scriptHandler) ran; `target` is the action's target.
struct CallFuncScriptData {
    int handler;
    Node* target;
};

/// A MenuItem was activated; the script side finds the item's handler itself (sent when `_luaID != 0`).
struct MenuClickData {
    MenuItem* item;
};

/// A script-mode event listener received an event. `handlerKind` is a ScriptHandlerType value
/// (EVENT_TOUCH_BEGAN, EVENT_KEYBOARD_PRESSED, EVENT_CUSTOM, ...); the script side finds the handler
/// by (listener, handlerKind). For EVENT_TOUCH_BEGAN a non-zero sendEvent() result claims the touch.
/// `touch` is the touch being delivered for the one-by-one kinds (EVENT_TOUCH_*), nullptr otherwise
/// (the all-at-once kinds read the touches from the EventTouch).
struct ListenerEventData {
    EventListener* listener;
    Event* event;
    int handlerKind;
    Touch* touch = nullptr;
};

struct ScriptEvent {
    ScriptEventType type;
    const void* data;
};

} // namespace cc
