// engine/scene/TextMeasurer.h — how the engine learns the size of text it cannot render itself.
#pragma once

#include "math/Size.h"

#include <string>

namespace cc {

/// Implemented by the platform (SDL2_ttf) and by tests (a fake); installed process-wide with
/// Label::setTextMeasurer(), not owned.
class TextMeasurer {
public:
    virtual ~TextMeasurer() = default;
    /// The size of @p text drawn with @p font (a system font name or a TTF path) at @p fontSize,
    /// wrapped at @p maxLineWidth when it is above 0.
    virtual Size measureText(const std::string& text, const std::string& font, float fontSize,
                             float maxLineWidth) = 0;
};

} // namespace cc
