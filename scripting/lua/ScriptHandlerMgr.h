// ScriptHandlerMgr.h -- Lua handlers registered against engine objects, per (object, handler type).
// Registering again for the same pair replaces the old handler and frees its function; all of an
// object's handlers are freed when the object dies (LuaEngine::removeScriptObjectByObject).
// SPDX-License-Identifier: MIT
#pragma once

#include "script/ScriptHandlerType.h"

#include <unordered_map>
#include <utility>
#include <vector>

namespace cc {
class Ref;
}

namespace kite {

class LuaStack;

class ScriptHandlerMgr {
public:
    explicit ScriptHandlerMgr(LuaStack* stack) : _stack(stack) {}
    ~ScriptHandlerMgr();

    /// Takes ownership of `handler` (a toluafix function id) for (object, type).
    void addObjectHandler(cc::Ref* object, int handler, cc::ScriptHandlerType type);
    void removeObjectHandler(cc::Ref* object, cc::ScriptHandlerType type);
    /// 0 when there is none.
    int getObjectHandler(cc::Ref* object, cc::ScriptHandlerType type) const;
    void removeObjectAllHandlers(cc::Ref* object);
    int size() const;

private:
    using Entry = std::pair<cc::ScriptHandlerType, int>;
    void freeHandler(int handler);

    LuaStack* _stack;
    std::unordered_map<cc::Ref*, std::vector<Entry>> _handlers;
};

} // namespace kite
