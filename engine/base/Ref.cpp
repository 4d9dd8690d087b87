// engine/base/Ref.cpp — reference counting, census registration and the script destruction hook.
#include "base/Ref.h"

#include "base/AutoreleasePool.h"
#include "base/Macros.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "script/ScriptHook.h"

#include <atomic>

namespace cc {
namespace {
std::atomic<unsigned int> s_nextID{1}; // atomic: objects may be created off the main thread (loaders)
} // namespace

Ref::Ref() : _ID(s_nextID.fetch_add(1, std::memory_order_relaxed)) {
    RefCensus::add(this);
}

Ref::~Ref() {
    if (_luaID != 0) {
        if (ScriptHook* hook = ScriptHook::installed()) hook->refDestroyed(this);
    }
    if (_autoreleasePending !=
        0) { // deleted directly while a pool still lists it: unlist it, don't crash later
        CC_ASSERT(_autoreleasePending == 0, "Ref destroyed while still in an autorelease pool");
        PoolManager::getInstance()->removeFromAllPools(this);
    }
    RefCensus::remove(this);
}

void Ref::reportRetainOfDeadObject() {
    CC_ASSERT(_referenceCount > 0, "Ref::retain: reference count should be greater than 0");
}

void Ref::refuseRelease() {
    if (!CC_CHECK(_referenceCount > 0, "Ref::release: reference count should be greater than 0")) return;
    CC_CHECK(_referenceCount > _autoreleasePending,
             "Ref::release: the object would have fewer references than pending autoreleases "
             "(release() called on an object that came from create()?)");
}

Ref* Ref::autorelease() {
    PoolManager::getInstance()->getCurrentPool()->addObject(this);
    return this;
}

} // namespace cc
