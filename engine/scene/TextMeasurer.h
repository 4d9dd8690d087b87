// engine/scene/TextMeasurer.h — how the engine learns the size of text it cannot render itself.
#pragma once

#include "math/Size.h"

#include <string>

namespace cc {

/// How system and TTF text is set: what changes its size (and what the renderer draws it with).
struct TextStyle {
    std::string font; ///< a system font name or a TTF path
    float fontSize = 12.0f;
    float maxLineWidth = 0.0f; ///< lines wrap at this width when above 0
    bool bold = false;
    bool underline = false;
    bool strikethrough = false;
    int outlineSize = 0; ///< above 0: the glyphs grow by this much on every side
};

/// Implemented by the platform (SDL2_ttf) and by tests (a fake); installed process-wide with
/// Label::setTextMeasurer(), not owned.
class TextMeasurer {
public:
    virtual ~TextMeasurer() = default;
    /// The size of @p text set in @p style.
    virtual Size measureText(const std::string& text, const TextStyle& style) = 0;
};

} // namespace cc
