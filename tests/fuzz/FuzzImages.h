// FuzzImages.h -- a texture loader for fuzz targets whose files name images (font pages, tilesets):
// this build has no SDL, so no image is decoded. Every image is 64x64, except a name with a folder
// part starting "/missing", which cannot be loaded (the "missing image" path of each reader).
#pragma once

#include "scene/TextureLoader.h"

#include <string>

namespace kite {
namespace fuzz {

class SquareImageLoader : public cc::TextureLoader {
public:
    static constexpr int kSide = 64;
    bool loadTexture(const std::string& path, cc::TextureInfo* info) override {
        if (path.find("/missing") != std::string::npos) return false;
        info->pixelsWide = info->pixelsHigh = kSide;
        info->platformHandle = this;
        return true;
    }
};

} // namespace fuzz
} // namespace kite
