// engine/base/RefPtr.h — an owning smart pointer for Refs held by C++ code.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

namespace cc {

/// Holds one reference to a Ref: retains on construction/assignment, releases on destruction/reset.
/// Constructing from a raw pointer retains it (like cocos2d-x's RefPtr); use adopt() to take over the
/// reference of an object you `new`-ed yourself without autoreleasing it.
template <class T> class RefPtr {
public:
    RefPtr() noexcept = default;
    RefPtr(std::nullptr_t) noexcept {}
    RefPtr(T* object) : _ptr(object) { retainPtr(); }
    RefPtr(const RefPtr& other) : _ptr(other._ptr) { retainPtr(); }
    RefPtr(RefPtr&& other) noexcept : _ptr(other._ptr) { other._ptr = nullptr; }
    template <class U, class = std::enable_if_t<std::is_convertible<U*, T*>::value>>
    RefPtr(const RefPtr<U>& other) : _ptr(other.get()) {
        retainPtr();
    }
    ~RefPtr() { releasePtr(); }

    /// Wraps @p object without retaining it: the RefPtr takes over one existing reference.
    static RefPtr adopt(T* object) {
        RefPtr result;
        result._ptr = object;
        return result;
    }

    RefPtr& operator=(const RefPtr& other) {
        reset(other._ptr);
        return *this;
    }
    RefPtr& operator=(RefPtr&& other) noexcept {
        if (this != &other) {
            T* old = _ptr;
            _ptr = other._ptr;
            other._ptr = nullptr;
            if (old) old->release();
        }
        return *this;
    }
    RefPtr& operator=(T* object) {
        reset(object);
        return *this;
    }
    RefPtr& operator=(std::nullptr_t) {
        reset();
        return *this;
    }

    /// Points at @p object (retaining it) and releases the previous one, in that order so that
    /// resetting to the same object is safe.
    void reset(T* object = nullptr) {
        T* old = _ptr;
        _ptr = object;
        retainPtr();
        if (old) old->release();
    }

    T* get() const noexcept { return _ptr; }
    T* operator->() const noexcept { return _ptr; }
    T& operator*() const noexcept { return *_ptr; }
    explicit operator bool() const noexcept { return _ptr != nullptr; }

private:
    void retainPtr() {
        if (_ptr) _ptr->retain();
    }
    void releasePtr() {
        if (_ptr) _ptr->release();
    }
    T* _ptr = nullptr;
};

template <class T, class U> bool operator==(const RefPtr<T>& a, const RefPtr<U>& b) {
    return a.get() == b.get();
}
template <class T, class U> bool operator!=(const RefPtr<T>& a, const RefPtr<U>& b) {
    return a.get() != b.get();
}
template <class T, class U> bool operator==(const RefPtr<T>& a, U* b) {
    return a.get() == b;
}
template <class T, class U> bool operator!=(const RefPtr<T>& a, U* b) {
    return a.get() != b;
}
template <class T> bool operator==(const RefPtr<T>& a, std::nullptr_t) {
    return !a;
}
template <class T> bool operator!=(const RefPtr<T>& a, std::nullptr_t) {
    return static_cast<bool>(a);
}

/// `new T(args...)` owned by the returned RefPtr, bypassing the autorelease pool.
template <class T, class... Args> RefPtr<T> makeRef(Args&&... args) {
    return RefPtr<T>::adopt(new T(std::forward<Args>(args)...));
}

} // namespace cc
