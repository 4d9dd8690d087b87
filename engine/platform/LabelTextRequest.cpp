// engine/platform/LabelTextRequest.cpp — see LabelTextRequest.h.
#include "platform/LabelTextRequest.h"

#include <cmath>

namespace cc {

TextTextures::Request labelTextRequest(FontCache& fonts, const std::string& text, const TextStyle& style) {
    TextTextures::Request request;
    request.font = fonts.fontFor(style.font, style.fontSize, text);
    request.wrapWidth = style.maxLineWidth > 0.0f ? static_cast<int>(std::lround(style.maxLineWidth)) : 0;
    request.style = (style.bold ? TTF_STYLE_BOLD : 0) | (style.underline ? TTF_STYLE_UNDERLINE : 0) |
                    (style.strikethrough ? TTF_STYLE_STRIKETHROUGH : 0);
    return request;
}

} // namespace cc
