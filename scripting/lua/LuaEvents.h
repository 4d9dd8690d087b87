// LuaEvents.h -- how engine objects and events are handed to Lua handlers (cocos2d-x conventions).
// SPDX-License-Identifier: MIT
#pragma once

namespace cc {
class Ref;
class Node;
class MenuItem;
class EventListener;
class Event;
class Touch;
} // namespace cc

namespace kite {

class LuaStack;

cc::Ref* asRef(cc::Node* node);
cc::Ref* asRef(cc::MenuItem* item);
cc::Ref* asRef(cc::EventListener* listener);

void pushNode(LuaStack& stack, cc::Node* node);
void pushMenuItem(LuaStack& stack, cc::MenuItem* item);
int menuItemTag(cc::MenuItem* item);

/// Pushes a listener handler's arguments and returns how many: keyboard (keyCode, event), touch
/// (touch, event), touches (array of touches, event), mouse (event), custom (event).
int pushListenerArguments(LuaStack& stack, cc::Event* event, cc::Touch* touch, int handlerKind);

} // namespace kite
