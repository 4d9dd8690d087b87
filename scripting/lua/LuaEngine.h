// LuaEngine.h -- the engine's script hook implemented with Lua (cocos2d-x's LuaEngine).
// Constructing one opens a Lua state with the runtime, tolua_fix and the Kite framework and
// installs it as the engine's ScriptHook; destroying it uninstalls it, resets `_luaID` on every
// object Lua saw and closes the state, so objects outliving it are safe. Lua callbacks are not
// here: bindings turn Lua functions into the engine's typed callbacks with LuaFunction.
// SPDX-License-Identifier: MIT
#pragma once

#include "LuaStack.h"
#include "script/ScriptHook.h"

#include <memory>
#include <unordered_map>

namespace kite {

class LuaEngine : public cc::ScriptHook {
public:
    LuaEngine();
    ~LuaEngine() override;

    /// The installed cc::ScriptHook, if it is a LuaEngine.
    static LuaEngine* current();

    LuaStack* getLuaStack() { return _stack.get(); }
    lua_State* getLuaState() { return _stack->getLuaState(); }

    void refDestroyed(cc::Ref* object) override;
    void beginCallbackRun() override;
    void endCallbackRun() override;

    /// retain() from Lua. release() from Lua must match one (false, and nothing released, when it
    /// does not: a script must not drop a reference the engine owns). Retains a script never
    /// released are dropped when the state closes, once nothing in Lua can use the objects.
    void luaRetain(cc::Ref* object);
    bool luaRelease(cc::Ref* object);
    int luaRetainCount(cc::Ref* object) const;

    /// Lua functions held by C++ (LuaFunction), all states together, and Ref objects Lua sees.
    static int liveHandlers();
    int liveLuaObjects() const;

private:
    std::unique_ptr<LuaStack> _stack;
    std::unordered_map<cc::Ref*, int> _luaRetains;
};

} // namespace kite
