// engine/base/PoolManager.cpp
#include "base/PoolManager.h"

#include "base/AutoreleasePool.h"
#include "base/Macros.h"

#include <algorithm>

namespace cc {
namespace {
PoolManager* s_poolManager = nullptr;
constexpr int kMaxDrainPasses = 1000; // guards against objects that autorelease new objects forever
} // namespace

PoolManager* PoolManager::getInstance() {
    if (!s_poolManager) {
        s_poolManager = new PoolManager();
        s_poolManager->_releasePoolStack.push_back(
            new AutoreleasePool(AutoreleasePool::BasePoolTag{}, "kite autorelease pool"));
    }
    return s_poolManager;
}

PoolManager* PoolManager::getExistingInstance() {
    return s_poolManager;
}

void PoolManager::destroyInstance() {
    if (!s_poolManager) return;
    CC_ASSERT(s_poolManager->_releasePoolStack.size() == 1,
              "PoolManager destroyed while scoped pools are alive");
    AutoreleasePool* base = s_poolManager->_releasePoolStack.front();
    for (int pass = 0; pass < kMaxDrainPasses && base->getObjectCount() > 0; ++pass)
        base->clear();
    delete base; // still on the stack, so anything autoreleased by its final clear() has a current pool
    s_poolManager->_releasePoolStack.clear();
    delete s_poolManager;
    s_poolManager = nullptr;
}

PoolManager::PoolManager() {
    _releasePoolStack.reserve(8);
}

PoolManager::~PoolManager() = default;

AutoreleasePool* PoolManager::getCurrentPool() const {
    return _releasePoolStack.back();
}

int PoolManager::drainCurrentPool() {
    AutoreleasePool* pool = getCurrentPool();
    int passes = 0;
    while (pool->getObjectCount() > 0 && passes < kMaxDrainPasses) {
        pool->clear();
        ++passes;
    }
    return passes;
}

bool PoolManager::isObjectInPools(const Ref* object) const {
    return std::any_of(_releasePoolStack.begin(), _releasePoolStack.end(),
                       [object](const AutoreleasePool* pool) { return pool->contains(object); });
}

void PoolManager::push(AutoreleasePool* pool) {
    _releasePoolStack.push_back(pool);
}

void PoolManager::pop(AutoreleasePool* pool) {
    if (_releasePoolStack.size() <= 1) return; // the base pool is popped only by destroyInstance()
    CC_ASSERT(_releasePoolStack.back() == pool, "autorelease pools must be destroyed in reverse order");
    auto it = std::find(_releasePoolStack.begin() + 1, _releasePoolStack.end(), pool);
    if (it != _releasePoolStack.end()) _releasePoolStack.erase(it);
}

void PoolManager::removeFromAllPools(const Ref* object) {
    for (AutoreleasePool* pool : _releasePoolStack)
        pool->removeObject(object);
}

} // namespace cc
