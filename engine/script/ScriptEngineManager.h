// engine/script/ScriptEngineManager.h — holds the current script engine (or none).
#pragma once

#include "script/ScriptEvent.h"

namespace cc {

class ScriptEngineProtocol;

/// Singleton holding the current ScriptEngineProtocol. It does NOT own the engine: whoever installs an
/// engine keeps it alive and uninstalls it (setScriptEngine(nullptr)) before destroying it.
/// The engine looks the current engine up at dispatch time and never caches it in objects, so objects
/// created before the engine was installed still reach it.
class ScriptEngineManager {
public:
    static ScriptEngineManager* getInstance();
    /// Forgets the current engine (does not delete it).
    static void destroyInstance();

    void setScriptEngine(ScriptEngineProtocol* engine);
    ScriptEngineProtocol* getScriptEngine() const { return _engine; }
    void removeScriptEngine() { _engine = nullptr; }

    /// sendEvent() on the current engine; 0 when there is none.
    static int sendEventToScript(const ScriptEvent& event);
    /// removeScriptHandler() on the current engine when @p handler is non-zero.
    static void releaseScriptHandler(int handler);

private:
    friend class ScriptDispatchRun;
    ScriptEngineManager() = default;
    ScriptEngineProtocol* _engine = nullptr;
};

/// A run of dispatches on the current engine for the lifetime of this object (Scheduler::update).
/// If the engine is uninstalled meanwhile, the run is not ended on whatever replaced it.
class ScriptDispatchRun {
public:
    ScriptDispatchRun();
    ~ScriptDispatchRun();
    ScriptDispatchRun(const ScriptDispatchRun&) = delete;
    ScriptDispatchRun& operator=(const ScriptDispatchRun&) = delete;

private:
    ScriptEngineProtocol* _engine;
};

} // namespace cc
