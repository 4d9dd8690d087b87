// Plain C++ classes bound by compat.pkg for the tolua++ compatibility suite.
//
// Nothing here knows about Lua: the package file is the only description the generator sees, and
// the generated glue is compiled once against Kite's runtime and once against Debian's stock
// libtolua++5.1.a. Every object derives from Tracked, which keeps a census (alive objects per
// family, destructor runs, destructor runs on an already destroyed object, deletes of already
// deleted memory) so the Lua scripts can observe what the runtime's garbage collection did.
//
// Memory of tracked objects is never returned to the allocator while the process runs
// (a quarantine): a second delete of the same object is counted instead of corrupting the heap,
// and no address is ever reused, so the pointer-keyed caches of the runtime (ubox, tolua_gc) can
// not hand out a stale userdata for a new object during a test. (Exception: Side, see below.)
// At exit the census frees what is left, so leak checkers see only what the runtime leaks.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <new>
#include <set>
#include <string>

// ------------------------------------------------------------------------------------------------
// Census and the Tracked base (not bound as a base class; the package only sees the methods).

class Census {
 public:
  static int total();                 // tracked objects alive, all families
  static int alive(const char* family);  // alive objects of one family ("Base", "Vec", "Inner")
  static int born();                  // constructor runs
  static int destroyed();             // first destructor runs
  static int destroyedTwice();        // destructor runs on an object that was already destroyed
  static int deletedTwice();          // operator delete on memory that was already deleted
  static int reborn();                // construction at an address whose object never died
};

namespace compat_detail {
struct CensusData {
  std::map<const void*, std::string> live;  // address -> family
  std::set<void*> allocated;                // from Tracked::operator new, not deleted yet
  std::set<void*> quarantine;               // deleted once, kept allocated until exit
  int born = 0, destroyed = 0, destroyedTwice = 0, deletedTwice = 0, reborn = 0;
  ~CensusData() {
    // Objects the scripts leak on purpose (unowned `new` results) are released here without
    // their destructors, so leak checkers only report what the runtime itself leaks.
    for (void* p : allocated) std::free(p);
    for (void* p : quarantine) std::free(p);
  }
};
inline CensusData& census() {
  static CensusData data;
  return data;
}
}  // namespace compat_detail

inline int Census::total() { return static_cast<int>(compat_detail::census().live.size()); }
inline int Census::alive(const char* family) {
  int n = 0;
  for (const auto& entry : compat_detail::census().live)
    if (family && entry.second == family) ++n;
  return n;
}
inline int Census::born() { return compat_detail::census().born; }
inline int Census::destroyed() { return compat_detail::census().destroyed; }
inline int Census::destroyedTwice() { return compat_detail::census().destroyedTwice; }
inline int Census::deletedTwice() { return compat_detail::census().deletedTwice; }
inline int Census::reborn() { return compat_detail::census().reborn; }

class Tracked {
 public:
  explicit Tracked(const char* family) { enter(family); }
  Tracked(const Tracked& other) {
    auto& live = compat_detail::census().live;
    auto it = live.find(&other);
    std::string family = it != live.end() ? it->second : std::string("?");
    enter(family.c_str());
  }
  Tracked& operator=(const Tracked&) { return *this; }
  ~Tracked() {
    auto& c = compat_detail::census();
    auto it = c.live.find(this);
    if (it == c.live.end()) {
      ++c.destroyedTwice;
      return;
    }
    c.live.erase(it);
    ++c.destroyed;
  }

  static void* operator new(std::size_t size) {
    void* p = std::malloc(size ? size : 1);
    if (!p) throw std::bad_alloc();
    compat_detail::census().allocated.insert(p);
    return p;
  }
  static void operator delete(void* p) {
    if (!p) return;
    auto& c = compat_detail::census();
    if (c.allocated.erase(p)) {
      c.quarantine.insert(p);
    } else if (c.quarantine.count(p)) {
      ++c.deletedTwice;
    }
  }

 private:
  void enter(const char* family) {
    auto& c = compat_detail::census();
    ++c.born;
    auto inserted = c.live.emplace(this, family ? family : "?");
    if (!inserted.second) {
      ++c.reborn;
      inserted.first->second = family ? family : "?";
    }
  }
};

// ------------------------------------------------------------------------------------------------
// Vec: a value type with operators (+ - * / < <= == and a [] returning a reference).

class Vec : public Tracked {
 public:
  float x, y;

  Vec() : Tracked("Vec"), x(0), y(0) {}
  Vec(float px, float py) : Tracked("Vec"), x(px), y(py) {}
  Vec(const Vec& o) : Tracked(o), x(o.x), y(o.y) {}
  Vec& operator=(const Vec& o) {
    x = o.x;
    y = o.y;
    return *this;
  }
  ~Vec() {}

  Vec operator+(const Vec& o) const { return Vec(x + o.x, y + o.y); }
  Vec operator-(const Vec& o) const { return Vec(x - o.x, y - o.y); }
  Vec operator*(float s) const { return Vec(x * s, y * s); }
  Vec operator/(float s) const { return Vec(x / s, y / s); }
  bool operator<(const Vec& o) const { return len2() < o.len2(); }
  bool operator<=(const Vec& o) const { return len2() <= o.len2(); }
  bool operator==(const Vec& o) const { return x == o.x && y == o.y; }
  // 1 -> x, 2 -> y; any other index reads and writes a scratch slot.
  float& operator[](int i) {
    if (i == 1) return x;
    if (i == 2) return y;
    scratch_ = -1;
    return scratch_;
  }

  float len2() const { return x * x + y * y; }

 private:
  float scratch_ = 0;
};

// A derived value type: its operators are inherited, its metatable (and so its metamethod
// closures) is its own.
class VecN : public Vec {
 public:
  VecN() : Vec() {}
  VecN(float px, float py) : Vec(px, py) {}
  const char* tag() const { return "VecN"; }
};

// ------------------------------------------------------------------------------------------------
// The three-level hierarchy Base <- Mid <- Leaf, plus a sibling Side <- Base.
// Mid binds no variables at all (no ".get" table), which matters for class-table lookups.

class Mid;
class Leaf;
class Side;

class Base : public Tracked {
 public:
  enum Kind { KIND_BASE = 1, KIND_MID = 2, KIND_LEAF = 3, KIND_SIDE = 4 };

  int value;
  const int id;  // a const member: bound without a setter
  double ratio;
  int ro;        // bound as tolua_readonly
  int arr[4];
  static int sv;          // a static variable
  static int constructed; // read-only static

  Base() : Base(0) {}
  explicit Base(int v) : Tracked("Base"), value(v), id(++serial_), ratio(0.5), ro(7) {
    for (int i = 0; i < 4; ++i) arr[i] = (i + 1) * 10;
    ++constructed;
    last_ = this;
  }
  Base(const Base&) = delete;
  Base& operator=(const Base&) = delete;
  virtual ~Base() {
    if (last_ == this) last_ = nullptr;
  }

  int get() const { return value; }
  void set(int v) { value = v; }
  virtual const char* who() const { return "Base"; }
  virtual int kind() const { return KIND_BASE; }
  int add(int a, int b = 10) const { return value + a + b; }

  // Overloads: the generator tries the last declared first.
  const char* over(int) const { return "int"; }
  const char* over(const char*) const { return "string"; }
  const char* over(Base*) const { return "Base"; }

  // const / non-const overloads of the same name
  const char* constness() { return "non-const"; }
  const char* constness() const { return "const"; }

  Base* self() { return this; }
  const Base* constSelf() const { return this; }

  // operator[] returning a non-const reference: bound as .geti and .seti
  int& operator[](int i) {
    if (i >= 0 && i < 4) return arr[i];
    scratch_ = -1;
    return scratch_;
  }

  // properties
  int get_level() const { return level_; }
  void set_level(int v) { level_ = v; }
  int size() const { return size_; }
  void setSize(int v) { size_ = v; }
  int weight() const { return weight_; }
  void weight(int v) { weight_ = v; }
  int get_count() const { return 3; }

  static Base* make(int v) { return new Base(v); }  // not owned by Lua
  static Base* last() { return last_; }              // the most recently constructed Base
  static int sum3(const int a[3]) { return a[0] + a[1] + a[2]; }
  static void fill3(int a[3]) {
    for (int i = 0; i < 3; ++i) a[i] = a[i] * 2;
  }

 private:
  int scratch_ = 0;
  int level_ = 1, size_ = 2, weight_ = 3;
  static inline int serial_ = 0;
  static inline Base* last_ = nullptr;
};

inline int Base::sv = 11;
inline int Base::constructed = 0;

class Mid : public Base {
 public:
  Mid() : Base(0) {}
  explicit Mid(int v) : Base(v) {}
  const char* who() const override { return "Mid"; }
  int kind() const override { return KIND_MID; }
  int midOnly() const { return 2; }
  static Mid* makeMid(int v) { return new Mid(v); }
};

class Leaf : public Mid {
 public:
  int leafValue = 5;
  Leaf() : Mid(0) {}
  explicit Leaf(int v) : Mid(v) {}
  const char* who() const override { return "Leaf"; }
  int kind() const override { return KIND_LEAF; }
  int leafOnly() const { return 3; }
  static Leaf* makeLeaf(int v) { return new Leaf(v); }
};

// Bound without constructor or destructor: the generator emits no collector for it, so an
// owned Side is released by tolua_default_collect, i.e. free() without the destructor. Its
// memory is therefore plain malloc/free, outside the census's allocation tracking.
class Side : public Base {
 public:
  static void* operator new(std::size_t size) {
    void* p = std::malloc(size ? size : 1);
    if (!p) throw std::bad_alloc();
    return p;
  }
  static void operator delete(void* p) { std::free(p); }

  explicit Side(int v) : Base(v) {}
  const char* who() const override { return "Side"; }
  int kind() const override { return KIND_SIDE; }
};

// tolua_outside functions (bound as a method and as a static method of Base)
inline int base_twice(const Base* b) { return b->get() * 2; }
inline Base* base_create(int v) { return new Base(v); }

// Free functions bound into the module `factory`
inline Base* asBase(Base* b) { return b; }
inline Mid* asMid(Base* b) { return static_cast<Mid*>(b); }
inline Leaf* asLeaf(Base* b) { return static_cast<Leaf*>(b); }
inline const Base* asConstBase(Base* b) { return b; }
inline Base* leafAsBase(int v) { return new Leaf(v); }
inline Side* makeSide(int v) { return new Side(v); }
inline Base* nullBase() { return nullptr; }
inline Base* ownedBase(int v) { return new Base(v); }  // bound as tolua_owned
inline const Base* constOnly(int v) {
  // A Base that Lua sees first (and only) as "const Base".
  return new Base(v);
}
inline const char* describe(const Base& b) { return b.who(); }
inline int takesVec(const Vec& v) { return static_cast<int>(v.x + v.y); }
inline Vec makeVec(float x, float y) { return Vec(x, y); }  // returned by value: owned by Lua

// ------------------------------------------------------------------------------------------------
// Arrays as members of a class (non-const ints, const ints, objects).

class Grid : public Tracked {
 public:
  int cells[4];
  const int primes[3] = {2, 3, 5};
  Vec pts[2];
  Grid() : Tracked("Grid"), cells{1, 2, 3, 4}, pts{Vec(1, 2), Vec(3, 4)} {}
  Grid(const Grid&) = delete;
  Grid& operator=(const Grid&) = delete;
  int sum() const { return cells[0] + cells[1] + cells[2] + cells[3]; }
};

// Module-level arrays and variables
inline int garr[5] = {1, 2, 3, 4, 5};
inline int compat_global = 100;
inline const int compat_gconst = 200;
inline double gratio = 0.25;
inline const int glimit = 99;

// ------------------------------------------------------------------------------------------------
// A namespace with a class and a nested namespace.

namespace ns {
class Inner : public Tracked {
 public:
  enum Mode { MODE_A = 10, MODE_B };
  int v;
  static int count;
  Inner() : Tracked("Inner"), v(1) { ++count; }
  explicit Inner(int x) : Tracked("Inner"), v(x) { ++count; }
  int twice() const { return v * 2; }
};
inline int Inner::count = 0;

namespace deep {
enum Level { LOW, HIGH = 8 };
inline int counter = 0;
inline int answer() { return 42; }
inline int bump(int by = 1) { return counter += by; }
}  // namespace deep
}  // namespace ns

#define COMPAT_MAGIC 4242
enum Color { RED, GREEN = 5, BLUE };
