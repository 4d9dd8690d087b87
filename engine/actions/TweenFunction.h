// engine/actions/TweenFunction.h — easing curves: progress in, eased progress out (0 -> 0, 1 -> 1).
#pragma once

namespace cc {
namespace tweenfunc {

float linear(float t);

float easeIn(float t, float rate);
float easeOut(float t, float rate);
float easeInOut(float t, float rate);

float sineEaseIn(float t);
float sineEaseOut(float t);
float sineEaseInOut(float t);

float quadEaseIn(float t);
float quadEaseOut(float t);
float quadEaseInOut(float t);

float cubicEaseIn(float t);
float cubicEaseOut(float t);
float cubicEaseInOut(float t);

float expoEaseIn(float t);
float expoEaseOut(float t);
float expoEaseInOut(float t);

/// Overshoots backwards first (values below 0), with the classic 1.70158 overshoot.
float backEaseIn(float t);
float backEaseOut(float t);
float backEaseInOut(float t);

float bounceEaseIn(float t);
float bounceEaseOut(float t);
float bounceEaseInOut(float t);

float circEaseIn(float t);
float circEaseOut(float t);
float circEaseInOut(float t);

float quartEaseIn(float t);
float quartEaseOut(float t);
float quartEaseInOut(float t);

float quintEaseIn(float t);
float quintEaseOut(float t);
float quintEaseInOut(float t);

/// The cubic Bezier with control values a, b, c, d at t (a at 0, d at 1).
float bezierAt(float a, float b, float c, float d, float t);

float elasticEaseIn(float t, float period);
float elasticEaseOut(float t, float period);
float elasticEaseInOut(float t, float period);

} // namespace tweenfunc
} // namespace cc
