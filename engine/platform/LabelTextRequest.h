// engine/platform/LabelTextRequest.h — a Label's text style as what SDL_ttf renders (platform-internal).
#pragma once

#include "platform/FontCache.h"
#include "platform/TextTextures.h"
#include "scene/TextMeasurer.h"

#include <string>

namespace cc {

/// The font (the style's, or a fallback that has glyphs it lacks: FontCache::fontFor), wrap width
/// and SDL_ttf style bits for the text's own glyphs; no outline, left aligned.
TextTextures::Request labelTextRequest(FontCache& fonts, const std::string& text, const TextStyle& style);

} // namespace cc
