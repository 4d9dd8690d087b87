// engine/script/ScriptHandle.h — shared ownership of one script handler id.
#pragma once

#include <memory>

namespace cc {

/// Owns a script handler id: when the last copy goes away (or reset() drops it) the id is handed back
/// through ScriptEngineProtocol::removeScriptHandler(). Copies share the id, so cloned actions keep
/// one reference between them and release it exactly once.
class ScriptHandle {
public:
    ScriptHandle() = default;
    explicit ScriptHandle(int handler);

    int get() const { return _holder ? _holder->handler : 0; }
    explicit operator bool() const { return get() != 0; }
    void reset() { _holder.reset(); }

private:
    struct Holder {
        explicit Holder(int h) : handler(h) {}
        ~Holder();
        int handler;
    };
    std::shared_ptr<Holder> _holder;
};

} // namespace cc
