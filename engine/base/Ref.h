// engine/base/Ref.h — the reference-counted base of every engine object.
#pragma once

namespace cc {

class AutoreleasePool;

/// Base class of every engine object (cocos2d-x `Ref`).
///
/// Ownership: the count starts at 1 and belongs to whoever called `new`. `create()` factories hand that
/// reference to the current autorelease pool, which releases it when cleared (once per frame by the
/// Director). `retain()` adds an owner; `release()` drops one and deletes the object at zero.
///
/// Misuse is caught instead of crashing: autoreleasing an object more times than it has references, or
/// releasing it below its pending autoreleases, is reported through CC_ASSERT and ignored.
///
/// Ref must be the first base class of every derived class: the Lua layer static_casts `void*` to `Ref*`.
/// Objects are used from the main thread only.
class Ref {
public:
    /// Adds one owner.
    void retain() {
        if (_referenceCount == 0) reportRetainOfDeadObject();
        ++_referenceCount;
    }
    /// Drops one owner; deletes the object when the count reaches zero.
    void release() {
        if (_referenceCount <= _autoreleasePending) return refuseRelease(); /* also catches 0 */
        if (--_referenceCount == 0) delete this;
    }
    /// Hands one reference to the current autorelease pool and returns this object.
    /// @lua NA
    Ref* autorelease();
    /// Current number of owners (pending autoreleases included).
    unsigned int getReferenceCount() const { return _referenceCount; }

    /// Tells the script hook (when one is installed and `_luaID != 0`) that the object is going away,
    /// while the object's memory is still valid.
    virtual ~Ref();

    /// Process-wide unique id, assigned at construction from a counter that starts at 1 and never repeats.
    unsigned int _ID;
    /// Zero until a script engine has seen this object; the Lua layer stores its reference id here.
    int _luaID = 0;

protected:
    Ref();
    Ref(const Ref&) = delete;
    Ref& operator=(const Ref&) = delete;

private:
    friend class AutoreleasePool;
    // Inline above because they run several times per node per frame; the reports are not.
    void reportRetainOfDeadObject();
    void refuseRelease();

    unsigned int _referenceCount = 1;
    /// How many releases the autorelease pools still owe this object.
    unsigned int _autoreleasePending = 0;
};

} // namespace cc
