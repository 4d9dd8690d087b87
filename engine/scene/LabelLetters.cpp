// engine/scene/LabelLetters.cpp — Label::getLetter: bitmap-font characters as Sprite children.
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/Label.h"
#include "scene/Sprite.h"

#include <algorithm>

namespace cc {
namespace {

/// The placed glyph of the character at @p index, or nullptr (none: a space, cut away, past the end).
/// The letters are in text order: a binary search, as every letter sprite is placed at each layout.
const BitmapLetter* placedLetter(const BitmapTextLayout& layout, int index) {
    auto found = std::lower_bound(layout.letters.begin(), layout.letters.end(), index,
                                  [](const BitmapLetter& letter, int i) { return letter.index < i; });
    return found != layout.letters.end() && found->index == index ? &*found : nullptr;
}

/// Shows @p letter's glyph of @p font on @p sprite, centred on its place, at the layout's scale.
void placeSprite(Sprite* sprite, const BitmapFont& font, const BitmapLetter& letter, float scale) {
    sprite->setTexture(font.getPage(letter.page));
    sprite->setTextureRect(letter.source);
    sprite->setPosition(letter.quad.getMidX(), letter.quad.getMidY());
    sprite->setScale(scale);
}

} // namespace

Sprite* Label::getLetter(int letterIndex) {
    if (!_bitmapFont || letterIndex < 0) return nullptr;
    auto found = _letters.find(letterIndex);
    if (found != _letters.end()) return found->second;
    const BitmapLetter* letter = placedLetter(*_layout, letterIndex);
    if (!letter) return nullptr;
    Sprite* sprite = Sprite::create();
    placeSprite(sprite, *_bitmapFont, *letter, _layout->scale);
    addChild(sprite);
    sprite->updateDisplayedColor(_displayedColor);
    sprite->updateDisplayedOpacity(_displayedOpacity);
    _letters[letterIndex] = sprite;
    return sprite;
}

void Label::updateLetterSprites() {
    for (auto& entry : _letters) {
        const BitmapLetter* letter = placedLetter(*_layout, entry.first);
        if (letter)
            placeSprite(entry.second, *_bitmapFont, *letter, _layout->scale);
        else
            entry.second->setTextureRect(Rect()); // its character is gone: nothing to show
    }
}

void Label::removeChild(Node* child, bool cleanup) {
    for (auto it = _letters.begin(); it != _letters.end(); ++it) {
        if (it->second == child) {
            _letters.erase(it);
            break;
        }
    }
    Node::removeChild(child, cleanup);
}

void Label::removeAllChildrenWithCleanup(bool cleanup) {
    _letters.clear();
    Node::removeAllChildrenWithCleanup(cleanup);
}

void Label::updateDisplayedColor(const Color3B& parentColor) {
    Node::updateDisplayedColor(parentColor);
    for (auto& entry : _letters) // the letters look like the glyphs they replace
        entry.second->updateDisplayedColor(_displayedColor);
}

void Label::updateDisplayedOpacity(GLubyte parentOpacity) {
    Node::updateDisplayedOpacity(parentOpacity);
    for (auto& entry : _letters)
        entry.second->updateDisplayedOpacity(_displayedOpacity);
}

} // namespace cc
