// engine/base/RefCensus.h — which Refs are alive right now, per class (for leak checks).
#pragma once

#include <cstdio>
#include <map>
#include <string>

namespace cc {

class Ref;

/// Live-object census. Every Ref registers itself on construction and unregisters on destruction;
/// class names are computed at query time from the dynamic type (demangled, e.g. "cc::Node").
/// The test support fails any test after which liveCount() is not zero.
class RefCensus {
public:
    static int liveCount();
    /// Live objects per class name.
    static std::map<std::string, int> countsByClass();
    /// Writes "N live Ref(s)" followed by one line per class; nothing else when nothing is alive.
    static void print(std::FILE* out);
    /// The same text as print(), as a string.
    static std::string report();

private:
    friend class Ref;
    static void add(Ref* object);
    static void remove(Ref* object);
};

} // namespace cc
