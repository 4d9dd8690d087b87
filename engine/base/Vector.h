// engine/base/Vector.h — a std::vector of Ref pointers that retains what it holds.
#pragma once

#include "base/Macros.h"
#include "base/Ref.h"

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <type_traits>
#include <vector>

namespace cc {

/// cocos2d-x `Vector<T>`: every element is retained while it is in the container and released when it
/// is erased, replaced, or the container dies. T must be a pointer to a Ref-derived class.
///
/// Mutations update the storage before releasing, so a destructor triggered by a release always sees
/// the container in a consistent state.
template <class T> class Vector {
    static_assert(std::is_pointer<T>::value, "cc::Vector holds pointers");
    // The Ref check lives in pushBack() so that Vector<Incomplete*> can be a member in headers.

public:
    using iterator = typename std::vector<T>::iterator;
    using const_iterator = typename std::vector<T>::const_iterator;
    using reverse_iterator = typename std::vector<T>::reverse_iterator;
    using const_reverse_iterator = typename std::vector<T>::const_reverse_iterator;

    Vector() = default;
    explicit Vector(std::ptrdiff_t capacity) { reserve(capacity); }
    Vector(std::initializer_list<T> list) {
        for (T object : list)
            pushBack(object);
    }
    Vector(const Vector& other) : _data(other._data) { retainAll(); }
    Vector(Vector&& other) noexcept : _data(std::move(other._data)) { other._data.clear(); }
    ~Vector() { clear(); }

    Vector& operator=(const Vector& other) {
        if (this != &other) {
            std::vector<T> old;
            old.swap(_data);
            _data = other._data;
            retainAll();
            for (T object : old)
                object->release();
        }
        return *this;
    }
    Vector& operator=(Vector&& other) noexcept {
        if (this != &other) {
            std::vector<T> old;
            old.swap(_data);
            _data.swap(other._data);
            for (T object : old)
                object->release();
        }
        return *this;
    }

    iterator begin() { return _data.begin(); }
    const_iterator begin() const { return _data.begin(); }
    iterator end() { return _data.end(); }
    const_iterator end() const { return _data.end(); }
    const_iterator cbegin() const { return _data.cbegin(); }
    const_iterator cend() const { return _data.cend(); }
    reverse_iterator rbegin() { return _data.rbegin(); }
    const_reverse_iterator rbegin() const { return _data.rbegin(); }
    reverse_iterator rend() { return _data.rend(); }
    const_reverse_iterator rend() const { return _data.rend(); }

    void reserve(std::ptrdiff_t n) { _data.reserve(static_cast<std::size_t>(n)); }
    std::ptrdiff_t capacity() const { return static_cast<std::ptrdiff_t>(_data.capacity()); }
    std::ptrdiff_t size() const { return static_cast<std::ptrdiff_t>(_data.size()); }
    bool empty() const { return _data.empty(); }
    void shrinkToFit() { _data.shrink_to_fit(); }

    /// Index of @p object, or -1.
    std::ptrdiff_t getIndex(T object) const {
        auto it = std::find(_data.begin(), _data.end(), object);
        return it == _data.end() ? -1 : it - _data.begin();
    }
    const_iterator find(T object) const { return std::find(_data.begin(), _data.end(), object); }
    iterator find(T object) { return std::find(_data.begin(), _data.end(), object); }
    bool contains(T object) const { return find(object) != _data.end(); }
    bool equals(const Vector& other) const { return _data == other._data; }

    T at(std::ptrdiff_t index) const {
        CC_ASSERT(index >= 0 && index < size(), "Vector::at: index out of range");
        return _data[static_cast<std::size_t>(index)];
    }
    T front() const { return _data.front(); }
    T back() const { return _data.back(); }

    void pushBack(T object) {
        static_assert(std::is_convertible<T, Ref*>::value,
                      "cc::Vector holds pointers to Ref-derived classes");
        if (!CC_CHECK(object != nullptr, "Vector::pushBack: object is null")) return;
        _data.push_back(object);
        object->retain();
    }
    void pushBack(const Vector& other) {
        for (T object : other._data)
            pushBack(object);
    }
    void insert(std::ptrdiff_t index, T object) {
        if (!CC_CHECK(object != nullptr, "Vector::insert: object is null")) return;
        if (!CC_CHECK(index >= 0 && index <= size(), "Vector::insert: index out of range")) return;
        _data.insert(_data.begin() + index, object);
        object->retain();
    }
    void popBack() {
        if (_data.empty()) return;
        T last = _data.back();
        _data.pop_back();
        last->release();
    }
    /// Removes the first occurrence of @p object (every occurrence with @p removeAll).
    void eraseObject(T object, bool removeAll = false) {
        if (removeAll) {
            std::ptrdiff_t count = std::count(_data.begin(), _data.end(), object);
            _data.erase(std::remove(_data.begin(), _data.end(), object), _data.end());
            for (std::ptrdiff_t i = 0; i < count; ++i)
                object->release();
        } else {
            auto it = std::find(_data.begin(), _data.end(), object);
            if (it != _data.end()) erase(it);
        }
    }
    iterator erase(iterator position) {
        std::ptrdiff_t index = position - _data.begin();
        T object = *position;
        _data.erase(position);
        object->release();
        return _data.begin() + index;
    }
    iterator erase(iterator first, iterator last) {
        std::ptrdiff_t index = first - _data.begin();
        std::vector<T> removed(first, last);
        _data.erase(first, last);
        for (T object : removed)
            object->release();
        return _data.begin() + index;
    }
    iterator erase(std::ptrdiff_t index) {
        CC_ASSERT(index >= 0 && index < size(), "Vector::erase: index out of range");
        return erase(_data.begin() + index);
    }
    void clear() {
        std::vector<T> old;
        old.swap(_data);
        for (T object : old)
            object->release();
    }
    void swap(T a, T b) {
        std::ptrdiff_t ia = getIndex(a), ib = getIndex(b);
        if (ia >= 0 && ib >= 0)
            std::swap(_data[static_cast<std::size_t>(ia)], _data[static_cast<std::size_t>(ib)]);
    }
    void swap(std::ptrdiff_t a, std::ptrdiff_t b) {
        std::swap(_data[static_cast<std::size_t>(a)], _data[static_cast<std::size_t>(b)]);
    }
    void replace(std::ptrdiff_t index, T object) {
        if (!CC_CHECK(object != nullptr, "Vector::replace: object is null")) return;
        if (!CC_CHECK(index >= 0 && index < size(), "Vector::replace: index out of range")) return;
        T old = _data[static_cast<std::size_t>(index)];
        object->retain();
        _data[static_cast<std::size_t>(index)] = object;
        old->release();
    }
    void reverse() { std::reverse(_data.begin(), _data.end()); }

    /// The underlying storage, for sorting in place (sorting keeps the same elements, so no retains).
    std::vector<T>& data() { return _data; }
    const std::vector<T>& data() const { return _data; }

private:
    void retainAll() {
        for (T object : _data)
            object->retain();
    }
    std::vector<T> _data;
};

} // namespace cc
