// engine/scene/BitmapFont.h — the glyph images a bitmap-font label draws, from a .fnt file or a char map.
#pragma once

#include "base/RefPtr.h"
#include "math/Rect.h"
#include "scene/Texture2D.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace cc {

class FntFile;

/// One glyph: where its image is in its page and how it sits on the pen (cocos2d-x's
/// FontLetterDefinition). Offsets are from the pen, y down from the top of the line.
struct BitmapGlyph {
    Rect source; ///< texels of the page, from the image's top-left corner
    float offsetX = 0.0f;
    float offsetY = 0.0f;
    float xAdvance = 0.0f;
    int page = 0;
};

/// A bitmap font ready to lay out and draw: glyphs by code point, kerning pairs, the line height
/// and the page textures (retained, loaded through the Director's TextureCache). Labels share one
/// through a shared_ptr; it is immutable once made. Each maker returns nullptr and sets @p error (a
/// message naming the file) when the font cannot be made.
class BitmapFont {
public:
    /// An AngelCode .fnt file (FntFile), its pages looked up next to it; @p imageOffset moves every
    /// glyph's source rectangle (the font's image inside a larger one, as cocos2d-x allows).
    /// Every glyph must lie inside its page image.
    static std::shared_ptr<const BitmapFont> loadFnt(const std::string& fntFile, const Vec2& imageOffset,
                                                     std::string* error);
    /// The same from a parsed description whose pages are named relative to @p fntPath.
    static std::shared_ptr<const BitmapFont> fromFnt(const FntFile& fnt, const std::string& fntPath,
                                                     const Vec2& imageOffset, std::string* error);
    /// A char map (cocos2d-x's FontCharMap): @p texture cut into itemWidth x itemHeight cells, row by
    /// row from its top-left, the first cell showing code point @p startCharMap, the next one the one
    /// after; every glyph advances by the item width, and a line is the item height.
    static std::shared_ptr<const BitmapFont> fromCharMap(Texture2D* texture, int itemWidth, int itemHeight,
                                                         int startCharMap, std::string* error);
    /// The same with the image file @p charMapFile.
    static std::shared_ptr<const BitmapFont> loadCharMap(const std::string& charMapFile, int itemWidth,
                                                         int itemHeight, int startCharMap,
                                                         std::string* error);
    /// The same described by a property list (see CharMapFile.h).
    static std::shared_ptr<const BitmapFont> loadCharMapPlist(const std::string& plistFile,
                                                              std::string* error);

    /// The glyph of @p codePoint into @p out; false when the font has none.
    bool findGlyph(char32_t codePoint, BitmapGlyph* out) const;
    /// The kerning to add between @p first and @p second (0 without a pair).
    float kerning(char32_t first, char32_t second) const;
    float getLineHeight() const { return _lineHeight; }
    /// The size the .fnt says it was made at (`info size`; 0 for char maps).
    float getOriginalFontSize() const { return _originalFontSize; }
    Texture2D* getPage(int index) const;
    int getPageCount() const { return static_cast<int>(_pages.size()); }

private:
    /// A char map's cells are worked out when asked for: a big image of small cells has millions.
    struct CharMapCells {
        int itemWidth = 0, itemHeight = 0, columns = 0, rows = 0;
        char32_t first = 0;
    };

    std::unordered_map<char32_t, BitmapGlyph> _glyphs;  // .fnt fonts
    CharMapCells _cells;                                // char maps
    std::unordered_map<std::uint64_t, float> _kernings; // by FntFile::kerningKey, as the file's
    std::vector<RefPtr<Texture2D>> _pages;
    float _lineHeight = 0.0f;
    float _originalFontSize = 0.0f;
};

} // namespace cc
