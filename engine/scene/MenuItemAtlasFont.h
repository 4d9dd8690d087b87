// engine/scene/MenuItemAtlasFont.h — a menu item whose label is a LabelAtlas (cocos2d-x's MenuItemAtlasFont).
#pragma once

#include "scene/MenuItem.h"

#include <string>

namespace cc {

/// cocos2d-x `MenuItemAtlasFont`: a MenuItemLabel over a LabelAtlas made from @p charMapFile cut
/// into itemWidth x itemHeight cells, the first showing @p startCharMap. A char map that cannot be
/// loaded is logged by LabelAtlas (naming the file) and create returns nullptr.
class MenuItemAtlasFont : public MenuItemLabel {
public:
    static MenuItemAtlasFont* create(const std::string& value, const std::string& charMapFile, int itemWidth,
                                     int itemHeight, int startCharMap);
    static MenuItemAtlasFont* create(const std::string& value, const std::string& charMapFile, int itemWidth,
                                     int itemHeight, int startCharMap, const ccMenuCallback& callback);
    bool initWithString(const std::string& value, const std::string& charMapFile, int itemWidth,
                        int itemHeight, int startCharMap, const ccMenuCallback& callback);
};

} // namespace cc
