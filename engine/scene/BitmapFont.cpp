// engine/scene/BitmapFont.cpp — see BitmapFont.h.
#include "scene/BitmapFont.h"

#include "base/FileUtils.h"
#include "director/Director.h"
#include "scene/CharMapFile.h"
#include "scene/FntFile.h"
#include "scene/TextureCache.h"

namespace cc {
namespace {

std::string sizeText(float w, float h) {
    return std::to_string(static_cast<long long>(w)) + "x" + std::to_string(static_cast<long long>(h));
}

Texture2D* loadImage(const std::string& path) {
    return Director::getInstance()->getTextureCache()->addImage(path);
}

} // namespace

std::shared_ptr<const BitmapFont> BitmapFont::loadFnt(const std::string& fntFile, const Vec2& imageOffset,
                                                      std::string* error) {
    std::string bytes;
    if (!FileUtils::getInstance()->getContents(fntFile, &bytes, error)) return nullptr;
    FntFile fnt;
    if (!FntFile::parse(bytes, fntFile, &fnt, error)) return nullptr;
    const std::string full = FileUtils::getInstance()->fullPathForFilename(fntFile);
    return fromFnt(fnt, full.empty() ? fntFile : full, imageOffset, error);
}

std::shared_ptr<const BitmapFont> BitmapFont::fromFnt(const FntFile& fnt, const std::string& fntPath,
                                                      const Vec2& imageOffset, std::string* error) {
    auto font = std::make_shared<BitmapFont>();
    for (const std::string& page : fnt.pages) {
        const std::string path = FileUtils::getInstance()->fullPathFromRelativeFile(page, fntPath);
        Texture2D* texture = loadImage(path);
        if (!texture) {
            *error = fntPath + ": its page image '" + page + "' cannot be loaded";
            return nullptr;
        }
        font->_pages.emplace_back(texture);
    }
    for (const auto& entry : fnt.chars) {
        const FntChar& c = entry.second;
        BitmapGlyph glyph;
        glyph.source = Rect(static_cast<float>(c.x) + imageOffset.x, static_cast<float>(c.y) + imageOffset.y,
                            static_cast<float>(c.width), static_cast<float>(c.height));
        Texture2D* page = font->_pages[static_cast<std::size_t>(c.page)].get();
        const Size image = page->getContentSize();
        if (glyph.source.origin.x < 0.0f || glyph.source.origin.y < 0.0f ||
            glyph.source.getMaxX() > image.width || glyph.source.getMaxY() > image.height) {
            *error = fntPath + ": char " + std::to_string(c.id) + " (" +
                     sizeText(glyph.source.size.width, glyph.source.size.height) + " at " +
                     std::to_string(static_cast<long long>(glyph.source.origin.x)) + "," +
                     std::to_string(static_cast<long long>(glyph.source.origin.y)) +
                     ") lies outside its page image '" + fnt.pages[static_cast<std::size_t>(c.page)] + "' (" +
                     sizeText(image.width, image.height) + ")";
            return nullptr;
        }
        glyph.offsetX = static_cast<float>(c.xOffset);
        glyph.offsetY = static_cast<float>(c.yOffset);
        glyph.xAdvance = static_cast<float>(c.xAdvance);
        glyph.page = c.page;
        font->_glyphs.emplace(static_cast<char32_t>(c.id), glyph);
    }
    for (const auto& entry : fnt.kernings)
        font->_kernings.emplace(entry.first, static_cast<float>(entry.second));
    font->_lineHeight = static_cast<float>(fnt.lineHeight);
    font->_originalFontSize = static_cast<float>(fnt.size);
    return font;
}

std::shared_ptr<const BitmapFont> BitmapFont::fromCharMap(Texture2D* texture, int itemWidth, int itemHeight,
                                                          int startCharMap, std::string* error) {
    if (!texture) {
        *error = "char map: no texture given";
        return nullptr;
    }
    const int wide = texture->getPixelsWide(), high = texture->getPixelsHigh();
    if (itemWidth <= 0 || itemHeight <= 0 || itemWidth > wide || itemHeight > high) {
        *error = texture->getPath() + ": char map cells of " +
                 sizeText(static_cast<float>(itemWidth), static_cast<float>(itemHeight)) +
                 " do not fit the image (" + sizeText(static_cast<float>(wide), static_cast<float>(high)) +
                 ")";
        return nullptr;
    }
    if (startCharMap < 0 || startCharMap > 0x10FFFF) {
        *error =
            texture->getPath() + ": char map start " + std::to_string(startCharMap) + " is not a character";
        return nullptr;
    }
    auto font = std::make_shared<BitmapFont>();
    font->_pages.emplace_back(texture);
    font->_cells = CharMapCells{itemWidth, itemHeight, wide / itemWidth, high / itemHeight,
                                static_cast<char32_t>(startCharMap)};
    font->_lineHeight = static_cast<float>(itemHeight);
    return font;
}

std::shared_ptr<const BitmapFont> BitmapFont::loadCharMap(const std::string& charMapFile, int itemWidth,
                                                          int itemHeight, int startCharMap,
                                                          std::string* error) {
    Texture2D* texture = loadImage(charMapFile);
    if (!texture) {
        *error = charMapFile + ": the char map image cannot be loaded";
        return nullptr;
    }
    return fromCharMap(texture, itemWidth, itemHeight, startCharMap, error);
}

std::shared_ptr<const BitmapFont> BitmapFont::loadCharMapPlist(const std::string& plistFile,
                                                               std::string* error) {
    CharMapFile map;
    if (!CharMapFile::load(plistFile, &map, error)) return nullptr;
    Texture2D* texture = loadImage(map.texturePath);
    if (!texture) {
        *error = plistFile + ": its image '" + map.texturePath + "' cannot be loaded";
        return nullptr;
    }
    return fromCharMap(texture, map.itemWidth, map.itemHeight, map.firstChar, error);
}

bool BitmapFont::findGlyph(char32_t codePoint, BitmapGlyph* out) const {
    if (_cells.columns > 0) {
        if (codePoint < _cells.first) return false;
        const std::uint64_t index = codePoint - _cells.first;
        if (index >= static_cast<std::uint64_t>(_cells.columns) * static_cast<std::uint64_t>(_cells.rows))
            return false;
        const int column = static_cast<int>(index % static_cast<std::uint64_t>(_cells.columns));
        const int row = static_cast<int>(index / static_cast<std::uint64_t>(_cells.columns));
        out->source =
            Rect(static_cast<float>(column * _cells.itemWidth), static_cast<float>(row * _cells.itemHeight),
                 static_cast<float>(_cells.itemWidth), static_cast<float>(_cells.itemHeight));
        out->offsetX = out->offsetY = 0.0f;
        out->xAdvance = static_cast<float>(_cells.itemWidth);
        out->page = 0;
        return true;
    }
    auto it = _glyphs.find(codePoint);
    if (it == _glyphs.end()) return false;
    *out = it->second;
    return true;
}

float BitmapFont::kerning(char32_t first, char32_t second) const {
    auto it = _kernings.find(FntFile::kerningKey(first, second));
    return it == _kernings.end() ? 0.0f : it->second;
}

Texture2D* BitmapFont::getPage(int index) const {
    if (index < 0 || index >= static_cast<int>(_pages.size())) return nullptr;
    return _pages[static_cast<std::size_t>(index)].get();
}

} // namespace cc
