// engine/math/Color.cpp — conversions between the colour types.
#include "math/Color.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {
GLubyte toByte(float channel) { // clamps, then rounds to nearest
    return static_cast<GLubyte>(std::lround(std::min(1.0f, std::max(0.0f, channel)) * 255.0f));
}
} // namespace

Color3B::Color3B(const Color4B& c) : r(c.r), g(c.g), b(c.b) {}
Color3B::Color3B(const Color4F& c) : r(toByte(c.r)), g(toByte(c.g)), b(toByte(c.b)) {}

Color4B::Color4B(const Color4F& c) : r(toByte(c.r)), g(toByte(c.g)), b(toByte(c.b)), a(toByte(c.a)) {}

Color4F::Color4F(const Color3B& c, float aa) : r(c.r / 255.0f), g(c.g / 255.0f), b(c.b / 255.0f), a(aa) {}
Color4F::Color4F(const Color4B& c) : r(c.r / 255.0f), g(c.g / 255.0f), b(c.b / 255.0f), a(c.a / 255.0f) {}

} // namespace cc
