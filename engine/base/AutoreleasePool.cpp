// engine/base/AutoreleasePool.cpp
#include "base/AutoreleasePool.h"

#include "base/Log.h"
#include "base/Macros.h"
#include "base/PoolManager.h"
#include "base/Ref.h"

#include <algorithm>

namespace cc {

AutoreleasePool::AutoreleasePool() : AutoreleasePool(std::string()) {}

AutoreleasePool::AutoreleasePool(const std::string& name) : _name(name) {
    _managedObjects.reserve(64);
    PoolManager::getInstance()->push(this);
}

AutoreleasePool::AutoreleasePool(BasePoolTag, const std::string& name) : _name(name) {
    _managedObjects.reserve(256);
}

AutoreleasePool::~AutoreleasePool() {
    clear();
    if (PoolManager* manager = PoolManager::getExistingInstance()) manager->pop(this);
}

void AutoreleasePool::addObject(Ref* object) {
    if (!CC_CHECK(object != nullptr, "AutoreleasePool::addObject: object is null")) return;
    if (!CC_CHECK(object->_autoreleasePending < object->_referenceCount,
                  "autorelease() called more times than the object has references "
                  "(autorelease() twice without a retain?)"))
        return;
    ++object->_autoreleasePending;
    _managedObjects.push_back(object);
}

void AutoreleasePool::clear() {
    _isClearing = true;
    std::vector<Ref*> releasing;
    releasing.swap(_managedObjects); // new autoreleases during the loop go to the fresh list
    for (Ref* object : releasing) {
        --object->_autoreleasePending;
        object->release();
    }
    _isClearing = false;
}

bool AutoreleasePool::contains(const Ref* object) const {
    return std::find(_managedObjects.begin(), _managedObjects.end(), object) != _managedObjects.end();
}

void AutoreleasePool::removeObject(const Ref* object) {
    _managedObjects.erase(std::remove(_managedObjects.begin(), _managedObjects.end(), object),
                          _managedObjects.end());
}

void AutoreleasePool::dump() const {
    log("autorelease pool '%s': %zu object(s)", _name.c_str(), _managedObjects.size());
    for (const Ref* object : _managedObjects)
        log("  %p id %u references %u", static_cast<const void*>(object), object->_ID,
            object->getReferenceCount());
}

} // namespace cc
