// engine/math/GeometryStrings.h — cocos2d-x's geometry strings: "{x,y}", "{w,h}" and
// "{{x,y},{w,h}}", as sprite-sheet and animation property lists write them.
#pragma once

#include "math/Rect.h"

#include <string>

namespace cc {

/// "{x,y}" -> @p out. Spaces around numbers are allowed; anything else (missing braces, extra
/// numbers, non-finite values) returns false and leaves @p out alone.
bool pointFromString(const std::string& text, Vec2* out);
/// "{w,h}" -> @p out, same rules.
bool sizeFromString(const std::string& text, Size* out);
/// "{{x,y},{w,h}}" -> @p out, same rules.
bool rectFromString(const std::string& text, Rect* out);

} // namespace cc
