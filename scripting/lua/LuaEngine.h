// LuaEngine.h -- the engine's script hook implemented with Lua (cocos2d-x's LuaEngine).
// Constructing one opens a Lua state with the runtime, tolua_fix and the Kite framework and
// installs it as the current script engine; destroying it uninstalls it, resets `_luaID` on every
// object Lua saw and closes the state, so objects outliving it are safe.
// SPDX-License-Identifier: MIT
#pragma once

#include "LuaStack.h"
#include "ScriptHandlerMgr.h"
#include "script/ScriptEngineProtocol.h"

#include <memory>
#include <unordered_map>

namespace kite {

class LuaEngine : public cc::ScriptEngineProtocol {
public:
    LuaEngine();
    ~LuaEngine() override;

    /// The engine currently installed in cc::ScriptEngineManager, if it is a LuaEngine.
    static LuaEngine* current();

    LuaStack* getLuaStack() { return _stack.get(); }
    lua_State* getLuaState() { return _stack->getLuaState(); }
    ScriptHandlerMgr& getHandlerMgr() { return *_handlers; }

    void removeScriptObjectByObject(cc::Ref* object) override;
    void removeScriptHandler(int handler) override;
    int sendEvent(const cc::ScriptEvent& event) override;
    void beginDispatchRun() override;
    void endDispatchRun() override;

    /// retain() from Lua. release() from Lua must match one (false, and nothing released, when it
    /// does not: a script must not drop a reference the engine owns). Retains a script never
    /// released are dropped when the state closes, once nothing in Lua can use the objects.
    void luaRetain(cc::Ref* object);
    bool luaRelease(cc::Ref* object);
    int luaRetainCount(cc::Ref* object) const;

    /// Lua handler functions alive (registered and not freed) and Ref objects Lua sees.
    static int liveHandlers();
    int liveLuaObjects() const;

private:
    int handleNodeEvent(const void* data);
    int handleListenerEvent(const void* data);
    int handleMenuClick(const void* data);

    std::unique_ptr<LuaStack> _stack;
    std::unique_ptr<ScriptHandlerMgr> _handlers;
    std::unordered_map<cc::Ref*, int> _luaRetains;
};

} // namespace kite
