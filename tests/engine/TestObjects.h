// tests/engine/TestObjects.h — small objects that report their own destruction.
#pragma once

#include "base/Ref.h"

#include <memory>
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

/// Makes the destruction of a callback observable: capture `dropProbe(drops)` (by value) in a
/// lambda; when the last copy of that lambda is destroyed, `drops` goes up by one. `drops` must
/// outlive every copy (a fixture member when the callback may outlive the test body).
struct DropProbe {
    explicit DropProbe(int* drops) : _drops(drops) {}
    ~DropProbe() { ++*_drops; }
    DropProbe(const DropProbe&) = delete;
    DropProbe& operator=(const DropProbe&) = delete;

private:
    int* _drops;
};
inline std::shared_ptr<DropProbe> dropProbe(int& drops) {
    return std::make_shared<DropProbe>(&drops);
}

} // namespace test
} // namespace kite
