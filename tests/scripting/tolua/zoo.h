// zoo.h -- a small class hierarchy bound by zoo.pkg for the runtime's unit tests.
#pragma once

#include <string>

namespace zoo {

extern int liveAnimals; // constructed minus destroyed, so tests can see GC and delete

class Animal {
public:
    Animal() : legs(4) { ++liveAnimals; }
    explicit Animal(int n) : legs(n) { ++liveAnimals; }
    virtual ~Animal() { --liveAnimals; }
    static Animal* make(int n) { return new Animal(n); }
    int getLegs() const { return legs; }
    void setLegs(int n) { legs = n; }
    int nonConstLegs() { return legs; }
    Animal* self() { return this; }
    virtual std::string speak() const { return "..."; }
    int legs;
    const int kind = 1;
    int ids[3] = {10, 20, 30};
    int operator[](int i) const { return ids[i]; }
    bool operator<(const Animal& o) const { return legs < o.legs; }
};

class Dog : public Animal {
public:
    Dog() : Animal(4) {}
    std::string speak() const override { return "woof"; }
    void fetch(Animal* friendAnimal) { lastFriend = friendAnimal; }
    Animal* lastFriend = nullptr;
};

class Puppy : public Dog {
public:
    std::string speak() const override { return "yip"; }
};

class Rock {
public:
    int weight = 7;
};

inline Animal* asAnimal(Animal* a) {
    return a;
}
inline Dog* asDog(Animal* a) {
    return static_cast<Dog*>(a);
}
inline void takeFlags(bool flags[2], int out[1]) {
    out[0] = (flags[0] ? 1 : 0) + (flags[1] ? 2 : 0);
}

} // namespace zoo
