// engine/script/ScriptEngineProtocol.h — the abstract script hook the engine calls.
#pragma once

#include "script/ScriptEvent.h"

namespace cc {

class Ref;

/// Implemented by the script layer (scripting/, LuaEngine); the engine never includes Lua. It is not a
/// Ref: it is installed once with ScriptEngineManager::setScriptEngine() and must outlive every object
/// it has seen. With no engine installed the engine works in pure C++.
class ScriptEngineProtocol {
public:
    virtual ~ScriptEngineProtocol() = default;

    /// Called from ~Ref when `obj->_luaID != 0`, while the object's memory is still valid (its derived
    /// parts are already destroyed). The script side invalidates its handle and frees the object's handlers.
    virtual void removeScriptObjectByObject(Ref* obj) = 0;

    /// The engine drops a script handler id it owned: a script scheduler entry was removed, a script
    /// CallFunc was destroyed, a node's script update handler was replaced or removed.
    virtual void removeScriptHandler(int handler) = 0;

    /// Delivers one event (see ScriptEvent.h). Returns the callback's int/bool result (0 when there was
    /// no handler); touch-began uses it: non-zero claims the touch.
    virtual int sendEvent(const ScriptEvent& event) = 0;

    /// Bracket a run of many events (one scheduler tick) so that the engine can set up once what each
    /// callback needs. Runs nest; each begin has one end, in reverse order (ScriptDispatchRun).
    virtual void beginDispatchRun() {}
    virtual void endDispatchRun() {}
};

} // namespace cc
