// engine/base/AutoreleasePool.h — pools that release autoreleased Refs when cleared.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace cc {

class Ref;

/// A scoped pool of pending releases (cocos2d-x `AutoreleasePool`).
///
/// Constructing a pool pushes it onto the PoolManager's stack, so every `autorelease()` inside its scope
/// lands in it; destroying it clears it and pops it. Create pools on the stack, never on the heap, and
/// destroy them in reverse order of creation. The base pool belongs to the PoolManager.
///
/// The pool does not own the objects; it owes each one release per time it was added.
class AutoreleasePool {
public:
    AutoreleasePool();
    explicit AutoreleasePool(const std::string& name);
    ~AutoreleasePool();
    AutoreleasePool(const AutoreleasePool&) = delete;
    AutoreleasePool& operator=(const AutoreleasePool&) = delete;

    /// Adds @p object; the pool calls release() once per add when cleared. Adding an object more times
    /// than it has references is reported through CC_ASSERT and ignored (it would free it twice).
    void addObject(Ref* object);

    /// Releases every object added so far, in the order they were added. The list is swapped out first,
    /// so objects autoreleased during the clear (by destructors, say) wait for the next clear.
    void clear();

    bool isClearing() const { return _isClearing; }
    bool contains(const Ref* object) const;
    std::size_t getObjectCount() const { return _managedObjects.size(); }
    const std::string& getName() const { return _name; }
    /// Logs every pending object with its reference count.
    void dump() const;

private:
    friend class PoolManager;
    struct BasePoolTag {};
    AutoreleasePool(BasePoolTag, const std::string& name); // the PoolManager's base pool: not pushed here
    /// Forgets every entry for @p object without releasing it (used when an object is deleted directly).
    void removeObject(const Ref* object);

    std::vector<Ref*> _managedObjects;
    std::string _name;
    bool _isClearing = false;
};

} // namespace cc
