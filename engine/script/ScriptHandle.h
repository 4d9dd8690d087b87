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
    ScriptHandle(const ScriptHandle&) = default;
    ScriptHandle& operator=(const ScriptHandle&) = default;
    ScriptHandle(ScriptHandle&& other) noexcept
        : _holder(std::move(other._holder)), _handler(other._handler) {
        other._handler = 0;
    }
    ScriptHandle& operator=(ScriptHandle&& other) noexcept {
        _holder = std::move(other._holder);
        _handler = other._handler;
        if (this != &other) other._handler = 0;
        return *this;
    }

    // The id is kept next to the pointer: a per-frame dispatch reads it without touching the holder.
    int get() const { return _handler; }
    explicit operator bool() const { return _handler != 0; }
    void reset() {
        _handler = 0;
        _holder.reset();
    }

private:
    struct Holder {
        explicit Holder(int h) : handler(h) {}
        ~Holder();
        int handler;
    };
    std::shared_ptr<Holder> _holder;
    int _handler = 0; // _holder->handler, or 0 without a holder
};

} // namespace cc
