// engine/platform/TextTextures.cpp — see TextTextures.h.
#include "platform/TextTextures.h"

namespace cc {
namespace {

constexpr unsigned long kKeepFrames = 3;

int ttfAlign(TextTextures::Align align) {
    switch (align) {
    case TextTextures::Align::Center:
        return TTF_WRAPPED_ALIGN_CENTER;
    case TextTextures::Align::Right:
        return TTF_WRAPPED_ALIGN_RIGHT;
    default:
        return TTF_WRAPPED_ALIGN_LEFT;
    }
}

} // namespace

SDL_Surface* TextTextures::render(TTF_Font* font, const std::string& text, int wrapWidth, Align align) {
    if (!font || text.empty()) return nullptr;
    TTF_SetFontWrappedAlign(font, ttfAlign(align)); // fonts are shared: set it for every render
    const SDL_Color white{255, 255, 255, 255};
    return TTF_RenderUTF8_Blended_Wrapped(font, text.c_str(), white,
                                          static_cast<Uint32>(wrapWidth > 0 ? wrapWidth : 0));
}

void TextTextures::measure(TTF_Font* font, const std::string& text, int wrapWidth, int* w, int* h) {
    *w = 0;
    *h = 0;
    SDL_Surface* surface = render(font, text, wrapWidth, Align::Left);
    if (!surface) return;
    *w = surface->w;
    *h = surface->h;
    SDL_FreeSurface(surface);
}

const TextTextures::Entry& TextTextures::get(TTF_Font* font, const std::string& text, int wrapWidth,
                                             Align align) {
    Key key(font, text, wrapWidth, static_cast<int>(align));
    auto found = _entries.find(key);
    if (found != _entries.end()) {
        found->second.lastFrame = _frame;
        return found->second;
    }
    Entry entry;
    entry.lastFrame = _frame;
    if (SDL_Surface* surface = render(font, text, wrapWidth, align)) {
        entry.texture = SDL_CreateTextureFromSurface(_renderer, surface);
        entry.width = surface->w;
        entry.height = surface->h;
        SDL_FreeSurface(surface);
        if (entry.texture) SDL_SetTextureBlendMode(entry.texture, SDL_BLENDMODE_BLEND);
    }
    return _entries.emplace(std::move(key), entry).first->second;
}

void TextTextures::endFrame() {
    for (auto it = _entries.begin(); it != _entries.end();) {
        if (_frame - it->second.lastFrame > kKeepFrames) {
            if (it->second.texture) SDL_DestroyTexture(it->second.texture);
            it = _entries.erase(it);
        } else {
            ++it;
        }
    }
    ++_frame;
}

void TextTextures::clear() {
    for (auto& entry : _entries)
        if (entry.second.texture) SDL_DestroyTexture(entry.second.texture);
    _entries.clear();
}

} // namespace cc
