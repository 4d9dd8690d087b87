// engine/ui/ResourceData.h — which file a widget's image came from.
#pragma once

#include <string>

namespace cc {

/// cocos2d-x 3.17's `ResourceData`, what the widgets' getNormalFile / getRenderFile / ... return:
/// the ccui.TextureResType the image was loaded with (LOCAL 0, PLIST 1; 0 for a font or char map),
/// its file or sprite frame name ("" when none was loaded) and a plist name, which no widget getter
/// fills.
struct ResourceData {
    ResourceData() = default;
    ResourceData(int resourceType, std::string fileName) : type(resourceType), file(std::move(fileName)) {}
    int type = 0;
    std::string file;
    std::string plist;
};

} // namespace cc
