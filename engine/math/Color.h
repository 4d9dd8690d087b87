// engine/math/Color.h — 8-bit and float colours.
#pragma once

#include <cstdint>

namespace cc {

using GLubyte = std::uint8_t;

struct Color4B;
struct Color4F;

/// RGB, 0..255 per channel (cocos2d-x `Color3B`).
struct Color3B {
    GLubyte r = 0, g = 0, b = 0;

    constexpr Color3B() = default;
    constexpr Color3B(GLubyte rr, GLubyte gg, GLubyte bb) : r(rr), g(gg), b(bb) {}
    explicit Color3B(const Color4B& c);
    explicit Color3B(const Color4F& c);

    constexpr bool operator==(const Color3B& c) const { return r == c.r && g == c.g && b == c.b; }
    constexpr bool operator!=(const Color3B& c) const { return !(*this == c); }
    bool equals(const Color3B& c) const { return *this == c; }

    static const Color3B WHITE, YELLOW, BLUE, GREEN, RED, MAGENTA, BLACK, ORANGE, GRAY;
};

/// RGBA, 0..255 per channel (cocos2d-x `Color4B`).
struct Color4B {
    GLubyte r = 0, g = 0, b = 0, a = 0;

    constexpr Color4B() = default;
    constexpr Color4B(GLubyte rr, GLubyte gg, GLubyte bb, GLubyte aa) : r(rr), g(gg), b(bb), a(aa) {}
    constexpr explicit Color4B(const Color3B& c, GLubyte aa = 255) : r(c.r), g(c.g), b(c.b), a(aa) {}
    explicit Color4B(const Color4F& c);

    constexpr bool operator==(const Color4B& c) const { return r == c.r && g == c.g && b == c.b && a == c.a; }
    constexpr bool operator!=(const Color4B& c) const { return !(*this == c); }

    static const Color4B WHITE, YELLOW, BLUE, GREEN, RED, MAGENTA, BLACK, ORANGE, GRAY;
};

/// RGBA, 0..1 per channel (cocos2d-x `Color4F`).
struct Color4F {
    float r = 0.0f, g = 0.0f, b = 0.0f, a = 0.0f;

    constexpr Color4F() = default;
    constexpr Color4F(float rr, float gg, float bb, float aa) : r(rr), g(gg), b(bb), a(aa) {}
    explicit Color4F(const Color3B& c, float aa = 1.0f);
    explicit Color4F(const Color4B& c);

    constexpr bool operator==(const Color4F& c) const { return r == c.r && g == c.g && b == c.b && a == c.a; }
    constexpr bool operator!=(const Color4F& c) const { return !(*this == c); }

    static const Color4F WHITE, YELLOW, BLUE, GREEN, RED, MAGENTA, BLACK, ORANGE, GRAY;
};

inline const Color3B Color3B::WHITE{255, 255, 255};
inline const Color3B Color3B::YELLOW{255, 255, 0};
inline const Color3B Color3B::BLUE{0, 0, 255};
inline const Color3B Color3B::GREEN{0, 255, 0};
inline const Color3B Color3B::RED{255, 0, 0};
inline const Color3B Color3B::MAGENTA{255, 0, 255};
inline const Color3B Color3B::BLACK{0, 0, 0};
inline const Color3B Color3B::ORANGE{255, 127, 0};
inline const Color3B Color3B::GRAY{166, 166, 166};

inline const Color4B Color4B::WHITE{255, 255, 255, 255};
inline const Color4B Color4B::YELLOW{255, 255, 0, 255};
inline const Color4B Color4B::BLUE{0, 0, 255, 255};
inline const Color4B Color4B::GREEN{0, 255, 0, 255};
inline const Color4B Color4B::RED{255, 0, 0, 255};
inline const Color4B Color4B::MAGENTA{255, 0, 255, 255};
inline const Color4B Color4B::BLACK{0, 0, 0, 255};
inline const Color4B Color4B::ORANGE{255, 127, 0, 255};
inline const Color4B Color4B::GRAY{166, 166, 166, 255};

inline const Color4F Color4F::WHITE{1.0f, 1.0f, 1.0f, 1.0f};
inline const Color4F Color4F::YELLOW{1.0f, 1.0f, 0.0f, 1.0f};
inline const Color4F Color4F::BLUE{0.0f, 0.0f, 1.0f, 1.0f};
inline const Color4F Color4F::GREEN{0.0f, 1.0f, 0.0f, 1.0f};
inline const Color4F Color4F::RED{1.0f, 0.0f, 0.0f, 1.0f};
inline const Color4F Color4F::MAGENTA{1.0f, 0.0f, 1.0f, 1.0f};
inline const Color4F Color4F::BLACK{0.0f, 0.0f, 0.0f, 1.0f};
inline const Color4F Color4F::ORANGE{1.0f, 0.5f, 0.0f, 1.0f};
inline const Color4F Color4F::GRAY{0.65f, 0.65f, 0.65f, 1.0f};

} // namespace cc
