// engine/platform/LabelRenderer.cpp — SceneRenderer's labels: system and TTF text with its effects
// (shadow, glow, outline, CLAMP's cut), and bitmap-font glyphs with their shadow.
#include "platform/BlendModes.h"
#include "platform/LabelTextRequest.h"
#include "platform/Painter.h"
#include "platform/SceneRenderer.h"
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/Label.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

/// Draws rendered text on the node-space rectangle whose top-left corner is @p topLeft (y up), cut
/// to @p clip when it has a size (CLAMP), with @p label's blend function.
void drawText(SDL_Renderer* renderer, Painter& painter, const TextTextures::Entry& entry, const Vec2& topLeft,
              const Rect& clip, const BlendFunc& blend, const SDL_Color& color) {
    if (!entry.texture || color.a == 0) return;
    Rect quad(topLeft.x, topLeft.y - static_cast<float>(entry.height), static_cast<float>(entry.width),
              static_cast<float>(entry.height));
    SDL_Rect source{0, 0, entry.width, entry.height};
    if (clip.size.width > 0.0f && clip.size.height > 0.0f) { // whole texels: the quad is texel-sized
        const float left = std::max(quad.getMinX(), clip.getMinX());
        const float right = std::min(quad.getMaxX(), clip.getMaxX());
        const float bottom = std::max(quad.getMinY(), clip.getMinY());
        const float top = std::min(quad.getMaxY(), clip.getMaxY());
        if (right <= left || top <= bottom) return;
        source.x = static_cast<int>(std::lround(left - quad.getMinX()));
        source.y = static_cast<int>(std::lround(quad.getMaxY() - top));
        source.w = static_cast<int>(std::lround(right - left));
        source.h = static_cast<int>(std::lround(top - bottom));
        if (source.w <= 0 || source.h <= 0) return;
        quad = Rect(left, bottom, static_cast<float>(source.w), static_cast<float>(source.h));
    }
    ScopedBlendMode scoped(renderer, entry.texture, blend);
    painter.texturedRect(entry.texture, quad, source, false, false, false, color);
    painter.flush();
}

TextTextures::Align textAlign(TextHAlignment alignment) {
    if (alignment == TextHAlignment::CENTER) return TextTextures::Align::Center;
    if (alignment == TextHAlignment::RIGHT) return TextTextures::Align::Right;
    return TextTextures::Align::Left;
}

/// An effect colour: its own RGB, its alpha times the node's opacity.
SDL_Color effectColor(const Color4F& color, GLubyte opacity) {
    return Painter::color(color, opacity);
}

} // namespace

void SceneRenderer::drawLabel(Label* label) {
    if (label->getString().empty()) return;
    if (label->getBitmapFont()) {
        drawBitmapLabel(label);
        return;
    }
    const GLubyte opacity = label->getDisplayedOpacity();
    const Color4B text = label->getTextColor();
    const Color3B& tint = label->getDisplayedColor();
    const SDL_Color color{
        static_cast<Uint8>(text.r * tint.r / 255), static_cast<Uint8>(text.g * tint.g / 255),
        static_cast<Uint8>(text.b * tint.b / 255), static_cast<Uint8>(text.a * opacity / 255)};
    if (opacity == 0) return;
    const std::string& string = label->getString();
    const TextStyle style = label->getTextStyle();
    TextTextures::Request fill = labelTextRequest(*_fonts, string, style);
    if (!fill.font) return;
    fill.align = textAlign(label->getHorizontalAlignment());
    const TextTextures::Entry& glyphs = _text->get(string, fill);
    if (!glyphs.texture) return;
    TextTextures::Request ring = fill;
    ring.outline = style.outlineSize;
    const TextTextures::Entry& block = ring.outline > 0 ? _text->get(string, ring) : glyphs;

    // Place the text block (the outlined text when outlined) inside the content box by the
    // alignments (node space, y up); the plain glyphs are centred on it.
    const Size& box = label->getContentSize();
    const float w = static_cast<float>(block.width);
    const float h = static_cast<float>(block.height);
    float x = 0.0f;
    if (fill.align == TextTextures::Align::Center) x = std::floor((box.width - w) * 0.5f);
    if (fill.align == TextTextures::Align::Right) x = box.width - w;
    float y = box.height - h; // TOP
    if (label->getVerticalAlignment() == TextVAlignment::CENTER) y = std::floor((box.height - h) * 0.5f);
    if (label->getVerticalAlignment() == TextVAlignment::BOTTOM) y = 0.0f;
    const Vec2 blockTopLeft(x, y + h);
    auto centred = [&](const TextTextures::Entry& entry) {
        return Vec2(blockTopLeft.x + std::floor((w - static_cast<float>(entry.width)) * 0.5f),
                    blockTopLeft.y - std::floor((h - static_cast<float>(entry.height)) * 0.5f));
    };
    const Rect clip = label->getOverflow() == LabelOverflow::CLAMP ? Rect(Vec2::ZERO, box) : Rect();
    const BlendFunc& blend = label->getBlendFunc();

    Painter painter(_renderer, _height);
    painter.setTransform(label->getVisitTransform());
    if (label->isShadowEnabled()) {
        const Size& offset = label->getShadowOffset();
        const SDL_Color shade = effectColor(label->getShadowColor(), opacity);
        const Vec2 shift(offset.width, offset.height);
        if (ring.outline > 0) drawText(_renderer, painter, block, blockTopLeft + shift, clip, blend, shade);
        drawText(_renderer, painter, glyphs, centred(glyphs) + shift, clip, blend, shade);
    }
    if (label->getLabelEffectType() == LabelEffect::GLOW) {
        TextTextures::Request glow = fill;
        glow.outline = label->getGlowRadius();
        glow.blur = glow.outline;
        const TextTextures::Entry& halo = _text->get(string, glow);
        drawText(_renderer, painter, halo, centred(halo), clip, blend,
                 effectColor(label->getEffectColor(), opacity));
    }
    if (ring.outline > 0)
        drawText(_renderer, painter, block, blockTopLeft, clip, blend,
                 effectColor(label->getEffectColor(), opacity));
    drawText(_renderer, painter, glyphs, centred(glyphs), clip, blend, color);
}

// A bitmap font's glyphs: each a copy from its page, tinted by the node's colour and opacity; the
// shadow first, the same glyphs in its colour moved by its offset. Letters with a sprite are left
// to it (Label::getLetter).
void SceneRenderer::drawBitmapLabel(Label* label) {
    const GLubyte opacity = label->getDisplayedOpacity();
    if (opacity == 0) return;
    Painter painter(_renderer, _height);
    painter.setTransform(label->getVisitTransform());
    const BitmapFont* font = label->getBitmapFont();
    const auto& letters = label->getBitmapLayout()->letters;
    if (label->isShadowEnabled()) {
        const SDL_Color shade = effectColor(label->getShadowColor(), opacity);
        const Vec2 shift(label->getShadowOffset().width, label->getShadowOffset().height);
        for (const BitmapLetter& letter : letters)
            if (!label->hasLetterSprite(letter.index))
                drawGlyph(painter, font->getPage(letter.page),
                          Rect(letter.quad.origin + shift, letter.quad.size), letter.source, shade);
    }
    const SDL_Color color = Painter::color(label->getDisplayedColor(), opacity);
    for (const BitmapLetter& letter : letters) // getLetter's sprites draw themselves, as children
        if (!label->hasLetterSprite(letter.index))
            drawGlyph(painter, font->getPage(letter.page), letter.quad, letter.source, color);
}

} // namespace cc
