// engine/scene/LabelAtlas.cpp — see LabelAtlas.h.
#include "scene/LabelAtlas.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/CharMapFile.h"
#include "scene/TextureCache.h"

namespace cc {
namespace {

template <class Init> LabelAtlas* makeLabelAtlasWith(Init init) {
    auto* label = new LabelAtlas();
    if (init(label)) return static_cast<LabelAtlas*>(label->autorelease());
    delete label;
    return nullptr;
}

} // namespace

LabelAtlas* LabelAtlas::create() {
    return makeLabelAtlasWith([](LabelAtlas*) { return true; });
}

LabelAtlas* LabelAtlas::create(const std::string& string, const std::string& charMapFile, int itemWidth,
                               int itemHeight, int startCharMap) {
    return makeLabelAtlasWith([&](LabelAtlas* label) {
        return label->initWithString(string, charMapFile, itemWidth, itemHeight, startCharMap);
    });
}

LabelAtlas* LabelAtlas::create(const std::string& string, const std::string& fntFile) {
    return makeLabelAtlasWith([&](LabelAtlas* label) { return label->initWithString(string, fntFile); });
}

bool LabelAtlas::initWithString(const std::string& string, const std::string& charMapFile, int itemWidth,
                                int itemHeight, int startCharMap) {
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(charMapFile);
    if (!texture) {
        logError("LabelAtlas: %s: the char map image cannot be loaded", charMapFile.c_str());
        return false;
    }
    return initWithString(string, texture, itemWidth, itemHeight, startCharMap);
}

bool LabelAtlas::initWithString(const std::string& string, Texture2D* texture, int itemWidth, int itemHeight,
                                int startCharMap) {
    if (!initWithTexture(texture, itemWidth, itemHeight, static_cast<int>(string.size()))) return false;
    _mapStartChar = startCharMap;
    _string.clear();
    setString(string);
    return true;
}

bool LabelAtlas::initWithString(const std::string& string, const std::string& fntFile) {
    CharMapFile map;
    std::string error;
    if (!CharMapFile::load(fntFile, &map, &error)) {
        logError("LabelAtlas: %s", error.c_str());
        return false;
    }
    return initWithString(string, map.texturePath, map.itemWidth, map.itemHeight, map.firstChar);
}

void LabelAtlas::setString(const std::string& label) {
    _string = label;
    updateAtlasValues();
    setContentSize(Size(static_cast<float>(label.size()) * static_cast<float>(_itemWidth),
                        static_cast<float>(_itemHeight)));
    _quadsToDraw = static_cast<int>(label.size());
}

void LabelAtlas::updateAtlasValues() {
    _quads.clear();
    const float w = static_cast<float>(_itemWidth), h = static_cast<float>(_itemHeight);
    for (std::size_t i = 0; i < _string.size(); ++i) {
        Quad cell{Rect(static_cast<float>(i) * w, 0.0f, w, h), Rect()};
        // cocos2d-x works the cell out in an unsigned char: bytes below the start wrap around.
        const int index = static_cast<unsigned char>(static_cast<unsigned char>(_string[i]) - _mapStartChar);
        if (_itemsPerRow > 0 && index / _itemsPerRow < _itemsPerColumn)
            cell.source = Rect(static_cast<float>(index % _itemsPerRow) * w,
                               static_cast<float>(index / _itemsPerRow) * h, w, h);
        _quads.push_back(cell);
    }
}

} // namespace cc
