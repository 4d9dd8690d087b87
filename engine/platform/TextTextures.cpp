// engine/platform/TextTextures.cpp — see TextTextures.h.
#include "platform/TextTextures.h"

#include "base/Log.h"

#include <algorithm>
#include <vector>

namespace cc {
namespace {

constexpr unsigned long kKeepFrames = 3;
/// Text whose image would be wider or taller than this is not rendered (a megabyte on one line
/// would be a gigabyte of pixels); its size is still measured.
constexpr int kMaxTextureSide = 8192;

/// The size @p text would render at, estimated without rendering: SDL_ttf's one-line width (of
/// the longest line) and, when wrapping, one line per wrap width it covers.
void estimateSize(const std::string& text, const TextTextures::Request& request, int* w, int* h) {
    *w = 0;
    *h = 0;
    int lines = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        int lineW = 0, lineH = 0;
        const std::string line = text.substr(start, end - start);
        if (!line.empty()) TTF_SizeUTF8(request.font, line.c_str(), &lineW, &lineH);
        if (request.wrapWidth > 0 && lineW > request.wrapWidth) {
            lines += (lineW + request.wrapWidth - 1) / request.wrapWidth;
            lineW = request.wrapWidth;
        } else {
            ++lines;
        }
        *w = std::max(*w, lineW);
        if (end == text.size()) break;
        start = end + 1;
    }
    *h = lines * TTF_FontLineSkip(request.font);
    *w += 2 * (request.outline + request.blur);
    *h += 2 * (request.outline + request.blur);
}

bool tooLarge(const std::string& text, const TextTextures::Request& request, int* w, int* h) {
    estimateSize(text, request, w, h);
    return *w > kMaxTextureSide || *h > kMaxTextureSide;
}

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

/// One pass of a box blur of radius @p r over @p count values @p stride apart.
void blurLine(const std::vector<float>& in, std::vector<float>& out, int start, int count, int stride,
              int r) {
    float sum = 0.0f;
    const float scale = 1.0f / static_cast<float>(2 * r + 1);
    auto at = [&](int i) { return i < 0 || i >= count ? 0.0f : in[start + i * stride]; };
    for (int i = -r; i <= r; ++i)
        sum += at(i);
    for (int i = 0; i < count; ++i) {
        out[start + i * stride] = sum * scale;
        sum += at(i + r + 1) - at(i - r);
    }
}

/// White with @p source's alpha box-blurred twice (close to a gaussian) by @p r, on a surface @p r
/// larger on every side; frees @p source.
SDL_Surface* blurred(SDL_Surface* source, int r) {
    SDL_Surface* argb = SDL_ConvertSurfaceFormat(source, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(source);
    if (!argb) return nullptr;
    const int w = argb->w + 2 * r, h = argb->h + 2 * r;
    std::vector<float> a(static_cast<std::size_t>(w) * h, 0.0f), b(a.size(), 0.0f);
    for (int y = 0; y < argb->h; ++y) {
        const auto* row =
            reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(argb->pixels) + y * argb->pitch);
        for (int x = 0; x < argb->w; ++x)
            a[static_cast<std::size_t>(y + r) * w + x + r] = static_cast<float>(row[x] >> 24);
    }
    SDL_FreeSurface(argb);
    for (int pass = 0; pass < 2; ++pass) {
        for (int y = 0; y < h; ++y)
            blurLine(a, b, y * w, w, 1, r);
        for (int x = 0; x < w; ++x)
            blurLine(b, a, x, h, w, r);
    }
    SDL_Surface* out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!out) return nullptr;
    for (int y = 0; y < h; ++y) {
        auto* row = reinterpret_cast<Uint32*>(static_cast<Uint8*>(out->pixels) + y * out->pitch);
        for (int x = 0; x < w; ++x) {
            const float alpha =
                std::min(255.0f, a[static_cast<std::size_t>(y) * w + x] * 2.0f); // fuller edge
            row[x] = (static_cast<Uint32>(alpha + 0.5f) << 24) | 0x00FFFFFFu;
        }
    }
    return out;
}

} // namespace

SDL_Surface* TextTextures::render(const std::string& text, const Request& request) {
    if (!request.font || text.empty()) return nullptr;
    int w = 0, h = 0;
    if (tooLarge(text, request, &w, &h)) {
        logWarning("text of %zu bytes not drawn: its image would be %dx%d pixels, over the %d limit "
                   "(wrap it or split it)",
                   text.size(), w, h, kMaxTextureSide);
        return nullptr;
    }
    TTF_Font* font = request.font; // fonts are shared: set everything for every render, then reset
    TTF_SetFontWrappedAlign(font, ttfAlign(request.align));
    TTF_SetFontStyle(font, request.style);
    TTF_SetFontOutline(font, request.outline);
    const SDL_Color white{255, 255, 255, 255};
    SDL_Surface* surface = TTF_RenderUTF8_Blended_Wrapped(
        font, text.c_str(), white, static_cast<Uint32>(request.wrapWidth > 0 ? request.wrapWidth : 0));
    TTF_SetFontOutline(font, 0);
    TTF_SetFontStyle(font, TTF_STYLE_NORMAL);
    if (surface && request.blur > 0) return blurred(surface, request.blur);
    return surface;
}

void TextTextures::measure(const std::string& text, const Request& request, int* w, int* h) {
    *w = 0;
    *h = 0;
    if (!request.font || text.empty()) return;
    if (tooLarge(text, request, w, h)) return; // the estimate is the size (nothing is rendered)
    SDL_Surface* surface = render(text, request);
    if (!surface) return;
    *w = surface->w;
    *h = surface->h;
    SDL_FreeSurface(surface);
}

const TextTextures::Entry& TextTextures::get(const std::string& text, const Request& request) {
    Key key(request.font, text, request.wrapWidth, static_cast<int>(request.align), request.style,
            request.outline, request.blur);
    auto found = _entries.find(key);
    if (found != _entries.end()) {
        found->second.lastFrame = _frame;
        return found->second;
    }
    Entry entry;
    entry.lastFrame = _frame;
    if (SDL_Surface* surface = render(text, request)) {
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
