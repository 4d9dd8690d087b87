// engine/platform/TextTextures.h — rendered text as SDL textures, cached (platform-internal).
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <map>
#include <string>
#include <tuple>

namespace cc {

/// White text rendered once per (font, text, wrap width, alignment, style, outline, blur) and kept
/// while it is drawn; the colour comes from texture modulation when it is drawn. Entries not used
/// for a few frames are freed.
class TextTextures {
public:
    enum class Align { Left, Center, Right };

    /// What to render: the text's font and layout, SDL_ttf's style bits (TTF_STYLE_BOLD, ...), and
    /// for effects the outline ring alone (outline > 0) or that ring blurred (blur > 0, a glow: the
    /// image grows by blur on each side).
    struct Request {
        TTF_Font* font = nullptr;
        int wrapWidth = 0; ///< 0 breaks lines at '\n' only
        Align align = Align::Left;
        int style = TTF_STYLE_NORMAL;
        int outline = 0;
        int blur = 0;
    };

    struct Entry {
        SDL_Texture* texture = nullptr; // nullptr for empty text or a render failure
        int width = 0;
        int height = 0;
        unsigned long lastFrame = 0;
    };

    explicit TextTextures(SDL_Renderer* renderer) : _renderer(renderer) {}
    ~TextTextures() { clear(); }
    TextTextures(const TextTextures&) = delete;
    TextTextures& operator=(const TextTextures&) = delete;

    const Entry& get(const std::string& text, const Request& request);
    /// The size @p text would take, without making a texture.
    static void measure(const std::string& text, const Request& request, int* w, int* h);
    /// Frees entries unused during the last frames.
    void endFrame();
    void clear();

private:
    using Key = std::tuple<TTF_Font*, std::string, int, int, int, int, int>;
    static SDL_Surface* render(const std::string& text, const Request& request);

    SDL_Renderer* _renderer;
    std::map<Key, Entry> _entries;
    unsigned long _frame = 1;
};

} // namespace cc
