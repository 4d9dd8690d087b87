// fuzz_pkg.h -- a small bound package for fuzz_runtime (fuzz_pkg.pkg): plain classes that Lua may
// own or not (new / new_local / takeownership / delete), and a Ref pushed through tolua_fix. Every
// plain object is listed while it lives, so the fuzz target knows what is alive and what to clean.
#pragma once

#include "KiteBindingSupport.h"
#include "base/Ref.h"

#include <map>

namespace fz {

enum class Kind { Thing, Bigger, Other };
std::map<void*, Kind>& live(); // every fz object alive, by address

class Thing {
public:
    Thing() : Thing(0) {}
    explicit Thing(int v) : value(v) { live()[this] = Kind::Thing; }
    virtual ~Thing() { live().erase(this); }
    int getValue() const { return value; }
    void setValue(int v) { value = v; }
    Thing* self() { return this; }
    static int count() { return static_cast<int>(live().size()); }
    int value;
    const int id = 7;
    int slots[4] = {1, 2, 3, 4};
    int operator[](int i) const { return i >= 0 && i < 4 ? slots[i] : -1; }
    bool operator<(const Thing& o) const { return value < o.value; }
};

class Bigger : public Thing {
public:
    Bigger() { live()[this] = Kind::Bigger; }
    int getExtra() const { return extra; }
    int extra = 3;
};

class Other {
public:
    Other() { live()[this] = Kind::Other; }
    ~Other() { live().erase(this); }
    int weight = 1;
};

inline Thing* asThing(Thing* t) {
    return t;
}

// The generated collectors and `delete` call this (Mtolua_delete, see fuzz_pkg.pkg): a fuzz
// program may tolua.cast an object to a class it is not, and the runtime then collects it with
// that class's collector; destroying by the recorded kind keeps that a wrong-type test, not UB.
inline void destroy(void* p) {
    auto it = live().find(p);
    if (it == live().end()) return;
    if (it->second == Kind::Other)
        delete static_cast<Other*>(p);
    else
        delete static_cast<Thing*>(p); /* virtual destructor: a Bigger ends as a Bigger */
}

} // namespace fz

namespace cc {

class Token : public Ref {
public:
    static Token* create() {
        auto* t = new Token();
        t->autorelease();
        return t;
    }
    int getValue() const { return _value; }
    void setValue(int v) { _value = v; }
    int keep(int handler) { return _handler = handler; }

private:
    int _value = 0;
    int _handler = 0;
};

} // namespace cc
