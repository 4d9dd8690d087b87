// engine/base/PoolManager.h — the stack of autorelease pools.
#pragma once

#include <vector>

namespace cc {

class AutoreleasePool;
class Ref;

/// Singleton holding the stack of autorelease pools (cocos2d-x `PoolManager`). The first getInstance()
/// creates the base pool, which lives until destroyInstance(). Main thread only.
class PoolManager {
public:
    static PoolManager* getInstance();
    /// The instance if it exists, without creating one.
    static PoolManager* getExistingInstance();
    /// Drains the base pool (repeatedly, until nothing is pending) and deletes the manager.
    static void destroyInstance();

    /// The pool `autorelease()` adds to: the innermost live scoped pool, or the base pool.
    AutoreleasePool* getCurrentPool() const;
    /// Clears the current pool until it stays empty (objects released may autorelease more). Returns the
    /// number of clear passes it took.
    int drainCurrentPool();
    bool isObjectInPools(const Ref* object) const;
    std::size_t getPoolCount() const { return _releasePoolStack.size(); }

private:
    friend class AutoreleasePool;
    friend class Ref;
    PoolManager();
    ~PoolManager();
    void push(AutoreleasePool* pool);
    void pop(AutoreleasePool* pool);
    void removeFromAllPools(const Ref* object);

    std::vector<AutoreleasePool*> _releasePoolStack; // [0] is the base pool
};

} // namespace cc
