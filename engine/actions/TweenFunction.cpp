// engine/actions/TweenFunction.cpp
#include "actions/TweenFunction.h"

#include <cmath>

namespace cc {
namespace tweenfunc {
namespace {
constexpr float kPi = 3.14159265358979f;
constexpr float kOvershoot = 1.70158f;
} // namespace

float linear(float t) {
    return t;
}

float easeIn(float t, float rate) {
    return std::pow(t, rate);
}

float easeOut(float t, float rate) {
    return std::pow(t, 1.0f / rate);
}

float easeInOut(float t, float rate) {
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * std::pow(t, rate);
    return 1.0f - 0.5f * std::pow(2.0f - t, rate);
}

float sineEaseIn(float t) {
    return 1.0f - std::cos(t * kPi / 2.0f);
}

float sineEaseOut(float t) {
    return std::sin(t * kPi / 2.0f);
}

float sineEaseInOut(float t) {
    return -0.5f * (std::cos(kPi * t) - 1.0f);
}

float quadEaseIn(float t) {
    return t * t;
}

float quadEaseOut(float t) {
    return -t * (t - 2.0f);
}

float quadEaseInOut(float t) {
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * t * t;
    t -= 1.0f;
    return -0.5f * (t * (t - 2.0f) - 1.0f);
}

float cubicEaseIn(float t) {
    return t * t * t;
}

float cubicEaseOut(float t) {
    t -= 1.0f;
    return t * t * t + 1.0f;
}

float cubicEaseInOut(float t) {
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * t * t * t;
    t -= 2.0f;
    return 0.5f * (t * t * t + 2.0f);
}

float expoEaseIn(float t) {
    return t <= 0.0f ? 0.0f : std::pow(2.0f, 10.0f * (t - 1.0f));
}

float expoEaseOut(float t) {
    return t >= 1.0f ? 1.0f : 1.0f - std::pow(2.0f, -10.0f * t);
}

float expoEaseInOut(float t) {
    if (t <= 0.0f || t >= 1.0f) return t <= 0.0f ? 0.0f : 1.0f;
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * std::pow(2.0f, 10.0f * (t - 1.0f));
    return 0.5f * (2.0f - std::pow(2.0f, -10.0f * (t - 1.0f)));
}

float backEaseIn(float t) {
    return t * t * ((kOvershoot + 1.0f) * t - kOvershoot);
}

float backEaseOut(float t) {
    t -= 1.0f;
    return t * t * ((kOvershoot + 1.0f) * t + kOvershoot) + 1.0f;
}

float backEaseInOut(float t) {
    const float overshoot = kOvershoot * 1.525f;
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * (t * t * ((overshoot + 1.0f) * t - overshoot));
    t -= 2.0f;
    return 0.5f * (t * t * ((overshoot + 1.0f) * t + overshoot) + 2.0f);
}

float bounceEaseOut(float t) {
    if (t < 1.0f / 2.75f) return 7.5625f * t * t;
    if (t < 2.0f / 2.75f) {
        t -= 1.5f / 2.75f;
        return 7.5625f * t * t + 0.75f;
    }
    if (t < 2.5f / 2.75f) {
        t -= 2.25f / 2.75f;
        return 7.5625f * t * t + 0.9375f;
    }
    t -= 2.625f / 2.75f;
    return 7.5625f * t * t + 0.984375f;
}

float bounceEaseIn(float t) {
    return 1.0f - bounceEaseOut(1.0f - t);
}

float bounceEaseInOut(float t) {
    if (t < 0.5f) return bounceEaseIn(t * 2.0f) * 0.5f;
    return bounceEaseOut(t * 2.0f - 1.0f) * 0.5f + 0.5f;
}

float circEaseIn(float t) {
    return 1.0f - std::sqrt(1.0f - t * t);
}

float circEaseOut(float t) {
    t -= 1.0f;
    return std::sqrt(1.0f - t * t);
}

float circEaseInOut(float t) {
    t *= 2.0f;
    if (t < 1.0f) return -0.5f * (std::sqrt(1.0f - t * t) - 1.0f);
    t -= 2.0f;
    return 0.5f * (std::sqrt(1.0f - t * t) + 1.0f);
}

float quartEaseIn(float t) {
    return t * t * t * t;
}

float quartEaseOut(float t) {
    t -= 1.0f;
    return 1.0f - t * t * t * t;
}

float quartEaseInOut(float t) {
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * t * t * t * t;
    t -= 2.0f;
    return 1.0f - 0.5f * t * t * t * t;
}

float quintEaseIn(float t) {
    return t * t * t * t * t;
}

float quintEaseOut(float t) {
    t -= 1.0f;
    return t * t * t * t * t + 1.0f;
}

float quintEaseInOut(float t) {
    t *= 2.0f;
    if (t < 1.0f) return 0.5f * t * t * t * t * t;
    t -= 2.0f;
    return 0.5f * (t * t * t * t * t + 2.0f);
}

float bezierAt(float a, float b, float c, float d, float t) {
    const float u = 1.0f - t;
    return u * u * u * a + 3.0f * t * u * u * b + 3.0f * t * t * u * c + t * t * t * d;
}

float elasticEaseIn(float t, float period) {
    if (t <= 0.0f || t >= 1.0f) return t <= 0.0f ? 0.0f : 1.0f;
    float s = period / 4.0f;
    t -= 1.0f;
    return -std::pow(2.0f, 10.0f * t) * std::sin((t - s) * kPi * 2.0f / period);
}

float elasticEaseOut(float t, float period) {
    if (t <= 0.0f || t >= 1.0f) return t <= 0.0f ? 0.0f : 1.0f;
    float s = period / 4.0f;
    return std::pow(2.0f, -10.0f * t) * std::sin((t - s) * kPi * 2.0f / period) + 1.0f;
}

float elasticEaseInOut(float t, float period) {
    if (t <= 0.0f || t >= 1.0f) return t <= 0.0f ? 0.0f : 1.0f;
    if (period == 0.0f) period = 0.3f * 1.5f; // cocos2d-x's fallback instead of dividing by zero
    float s = period / 4.0f;
    t = t * 2.0f - 1.0f;
    if (t < 0.0f) return -0.5f * std::pow(2.0f, 10.0f * t) * std::sin((t - s) * kPi * 2.0f / period);
    return std::pow(2.0f, -10.0f * t) * std::sin((t - s) * kPi * 2.0f / period) * 0.5f + 1.0f;
}

} // namespace tweenfunc
} // namespace cc
