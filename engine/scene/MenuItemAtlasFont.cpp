// engine/scene/MenuItemAtlasFont.cpp — see MenuItemAtlasFont.h.
#include "scene/MenuItemAtlasFont.h"

#include "scene/LabelAtlas.h"

namespace cc {

MenuItemAtlasFont* MenuItemAtlasFont::create(const std::string& value, const std::string& charMapFile,
                                             int itemWidth, int itemHeight, int startCharMap) {
    return create(value, charMapFile, itemWidth, itemHeight, startCharMap, ccMenuCallback());
}

MenuItemAtlasFont* MenuItemAtlasFont::create(const std::string& value, const std::string& charMapFile,
                                             int itemWidth, int itemHeight, int startCharMap,
                                             const ccMenuCallback& callback) {
    auto* item = new MenuItemAtlasFont();
    if (item->initWithString(value, charMapFile, itemWidth, itemHeight, startCharMap, callback))
        return static_cast<MenuItemAtlasFont*>(item->autorelease());
    delete item;
    return nullptr;
}

bool MenuItemAtlasFont::initWithString(const std::string& value, const std::string& charMapFile,
                                       int itemWidth, int itemHeight, int startCharMap,
                                       const ccMenuCallback& callback) {
    LabelAtlas* label = LabelAtlas::create(value, charMapFile, itemWidth, itemHeight, startCharMap);
    if (!label) return false;
    return initWithLabel(label, callback);
}

} // namespace cc
