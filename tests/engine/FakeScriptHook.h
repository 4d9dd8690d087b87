// tests/engine/FakeScriptHook.h — a recording cc::ScriptHook, installed while in scope.
#pragma once

#include "base/Ref.h"
#include "script/ScriptHook.h"

#include <vector>

namespace kite {
namespace test {

/// Installs itself as the engine's script hook on construction and uninstalls on destruction.
/// Records every call: the objects refDestroyed() was told about (and their ids, read during the
/// call, so the object was still readable) and how many callback runs began and ended.
class FakeScriptHook : public cc::ScriptHook {
public:
    FakeScriptHook() { cc::ScriptHook::install(this); }
    ~FakeScriptHook() override {
        if (cc::ScriptHook::installed() == this) cc::ScriptHook::install(nullptr);
    }
    FakeScriptHook(const FakeScriptHook&) = delete;
    FakeScriptHook& operator=(const FakeScriptHook&) = delete;

    void refDestroyed(cc::Ref* object) override {
        destroyedObjects.push_back(object);
        destroyedIds.push_back(object->_ID);
    }
    void beginCallbackRun() override { ++runsBegun; }
    void endCallbackRun() override { ++runsEnded; }

    /// Whether refDestroyed() was called for the object with this _ID.
    bool sawDestroyed(unsigned int id) const {
        for (unsigned int seen : destroyedIds)
            if (seen == id) return true;
        return false;
    }

    std::vector<cc::Ref*> destroyedObjects;
    std::vector<unsigned int> destroyedIds;
    int runsBegun = 0;
    int runsEnded = 0;
};

} // namespace test
} // namespace kite
