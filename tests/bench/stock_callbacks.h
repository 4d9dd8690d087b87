// stock_callbacks.h -- what engine.pkg binds for the two functions taking a Lua function in the
// stock engine state (impl_engine_stock.cpp): cocos2d-x 3.x keeps the handler id in the engine and
// raises an untyped script event that its LuaEngine decodes with a switch; these do the same on top
// of Kite's typed callbacks, so the stock rows keep cocos2d-x's cost.
// SPDX-License-Identifier: MIT
#pragma once

namespace cc {
class Node;
class Scheduler;
} // namespace cc

void stockScheduleUpdateWithPriorityLua(cc::Node* self, int handler, int priority);
unsigned int stockScheduleScriptFunc(cc::Scheduler* self, int handler, float interval, bool paused);
