// engine/platform/TextTextures.h — rendered text as SDL textures, cached (platform-internal).
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <map>
#include <string>
#include <tuple>

namespace cc {

/// White text rendered once per (font, text, wrap width, alignment) and kept while it is drawn; the
/// colour comes from texture modulation when it is drawn. Entries not used for a few frames are freed.
class TextTextures {
public:
    enum class Align { Left, Center, Right };

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

    /// The texture for @p text; wrapWidth 0 breaks lines at '\n' only.
    const Entry& get(TTF_Font* font, const std::string& text, int wrapWidth, Align align);
    /// The size @p text would take, without making a texture.
    static void measure(TTF_Font* font, const std::string& text, int wrapWidth, int* w, int* h);
    /// Frees entries unused during the last frames.
    void endFrame();
    void clear();

private:
    using Key = std::tuple<TTF_Font*, std::string, int, int>;
    static SDL_Surface* render(TTF_Font* font, const std::string& text, int wrapWidth, Align align);

    SDL_Renderer* _renderer;
    std::map<Key, Entry> _entries;
    unsigned long _frame = 1;
};

} // namespace cc
