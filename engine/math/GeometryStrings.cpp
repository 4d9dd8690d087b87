// engine/math/GeometryStrings.cpp — see GeometryStrings.h. One reader for the brace syntax: a group
// is '{' item (',' item)* '}', an item a number or a group; the caller says which shape it expects.
#include "math/GeometryStrings.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace cc {
namespace {

class GeometryStringReader {
public:
    explicit GeometryStringReader(const std::string& text) : _p(text.c_str()) {}

    /// Reads "{a,b}".
    bool pair(float* a, float* b) {
        if (!expect('{') || !number(a) || !expect(',') || !number(b) || !expect('}')) return false;
        return true;
    }
    bool expect(char c) {
        skipSpace();
        if (*_p != c) return false;
        ++_p;
        return true;
    }
    bool atEnd() {
        skipSpace();
        return *_p == '\0';
    }

private:
    bool number(float* out) {
        skipSpace();
        char* end = nullptr;
        double v = std::strtod(_p, &end);
        if (end == _p || !std::isfinite(v) || std::fabs(v) > 1e9) return false;
        _p = end;
        *out = static_cast<float>(v);
        return true;
    }
    void skipSpace() {
        while (std::isspace(static_cast<unsigned char>(*_p)))
            ++_p;
    }
    const char* _p;
};

} // namespace

bool pointFromString(const std::string& text, Vec2* out) {
    GeometryStringReader r(text);
    float x, y;
    if (!r.pair(&x, &y) || !r.atEnd()) return false;
    out->set(x, y);
    return true;
}

bool sizeFromString(const std::string& text, Size* out) {
    GeometryStringReader r(text);
    float w, h;
    if (!r.pair(&w, &h) || !r.atEnd()) return false;
    out->setSize(w, h);
    return true;
}

bool rectFromString(const std::string& text, Rect* out) {
    GeometryStringReader r(text);
    float x, y, w, h;
    if (!r.expect('{') || !r.pair(&x, &y) || !r.expect(',') || !r.pair(&w, &h) || !r.expect('}') ||
        !r.atEnd())
        return false;
    out->setRect(x, y, w, h);
    return true;
}

} // namespace cc
