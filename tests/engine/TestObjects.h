// tests/engine/TestObjects.h — small Ref subclasses that report their own destruction.
#pragma once

#include "base/Ref.h"

#include <string>
#include <vector>

namespace kite {
namespace test {

/// A Ref that appends its name to a shared log when destroyed.
class Tracked : public cc::Ref {
public:
    Tracked(std::vector<std::string>* log, std::string name) : _log(log), _name(std::move(name)) {}
    ~Tracked() override {
        if (_log) _log->push_back(_name);
    }
    static Tracked* create(std::vector<std::string>* log, std::string name) {
        auto* object = new Tracked(log, std::move(name));
        object->autorelease();
        return object;
    }
    const std::string& name() const { return _name; }

private:
    std::vector<std::string>* _log;
    std::string _name;
};

/// A Ref that sets a flag when destroyed.
class Flagged : public cc::Ref {
public:
    explicit Flagged(bool* destroyed) : _destroyed(destroyed) {}
    ~Flagged() override { *_destroyed = true; }

private:
    bool* _destroyed;
};

} // namespace test
} // namespace kite
