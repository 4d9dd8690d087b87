// engine/platform/FontCache.h — SDL_ttf fonts by file and size (platform-internal).
#pragma once

#include <SDL_ttf.h>

#include <map>
#include <set>
#include <string>
#include <utility>

namespace cc {

/// Opens each (font file, point size) once. A Label's font is a system font name ("Arial") or a TTF
/// path; names map to the DejaVu family from fonts-dejavu-core, paths are looked up through FileUtils
/// (search paths; absolute paths as given). A path that cannot be opened is reported once and replaced by the
/// default font; with no default font either, text is not drawn (reported once), never a crash.
///
/// Fallback: text with characters the font lacks (CJK in DejaVu, say) is set in the first installed
/// font of kFallbackFonts that has them all (scripts/deps installs WenQuanYi Zen Hei, which has
/// Latin letters too), the whole text in it, so lines keep one baseline. With no such font the text
/// stays in its own font (SDL_ttf draws its missing-glyph boxes) and one warning names the font.
class FontCache {
public:
    FontCache() = default;
    ~FontCache() { clear(); }
    FontCache(const FontCache&) = delete;
    FontCache& operator=(const FontCache&) = delete;

    /// The font for a Label's font name or path; nullptr only when no font at all can be opened.
    TTF_Font* font(const std::string& nameOrPath, float pointSize);
    /// font(), or the fallback font for @p text when font() lacks some of its characters.
    TTF_Font* fontFor(const std::string& nameOrPath, float pointSize, const std::string& text);
    /// The monospace font for the player's overlays.
    TTF_Font* debugFont(int pointSize);
    void clear();

    static const char* defaultFontPath();

private:
    TTF_Font* open(const std::string& path, int pointSize);
    std::string resolve(const std::string& nameOrPath);
    /// The first fallback font file with every character of @p codePoints ("" for none).
    std::string fallbackPath(const std::u32string& codePoints, int pointSize);

    std::map<std::pair<std::string, int>, TTF_Font*> _fonts; // nullptr remembers a failure
    std::map<std::string, std::string> _resolved;
    std::set<std::string> _reported;
};

} // namespace cc
