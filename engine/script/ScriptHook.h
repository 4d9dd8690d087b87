// engine/script/ScriptHook.h — all the engine tells a script layer; no other engine file knows scripts.
#pragma once

namespace cc {

class Ref;

/// Implemented by the script layer (scripting/, LuaEngine) and installed once; with none installed the
/// engine works in pure C++. Callbacks themselves are typed C++ members (Node::setNodeEventCallback,
/// Scheduler::scheduleEntry, the listeners' std::functions, ...): a script turns its functions into
/// those, so nothing here carries an event.
class ScriptHook {
public:
    virtual ~ScriptHook() = default;

    /// From ~Ref when `object->_luaID != 0` (the script side has seen it), while its memory is still
    /// valid (its derived parts are already destroyed): the script side invalidates its handle.
    virtual void refDestroyed(Ref* object) = 0;

    /// Bracket a run of many callbacks (one scheduler tick), so the script side sets up once what each
    /// callback needs. Runs nest; each begin has one end, in reverse order (CallbackRun).
    virtual void beginCallbackRun() {}
    virtual void endCallbackRun() {}

    /// The installed hook, or nullptr. It is not owned: whoever installs one uninstalls it
    /// (install(nullptr)) before destroying it, and it must outlive every object it has seen.
    static ScriptHook* installed() { return s_installed; }
    static void install(ScriptHook* hook) { s_installed = hook; }

private:
    static inline ScriptHook* s_installed = nullptr;
};

/// A run of callbacks on the installed hook for the lifetime of this object (Scheduler::update). If the
/// hook is uninstalled meanwhile, the run is not ended on whatever replaced it.
class CallbackRun {
public:
    CallbackRun() : _hook(ScriptHook::installed()) {
        if (_hook) _hook->beginCallbackRun();
    }
    ~CallbackRun() {
        if (_hook && ScriptHook::installed() == _hook) _hook->endCallbackRun();
    }
    CallbackRun(const CallbackRun&) = delete;
    CallbackRun& operator=(const CallbackRun&) = delete;

private:
    ScriptHook* _hook;
};

} // namespace cc
