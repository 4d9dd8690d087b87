// engine/scene/TMXTilesetInfo.h — cocos2d-x `TMXTilesetInfo`: one tileset of a tile map.
#pragma once

#include "base/Ref.h"
#include "math/Rect.h"

#include <cstdint>
#include <string>

namespace cc {

/// A tileset: its first gid, tile size, margin and spacing, and its image (a path already resolved
/// against the file that named it). The image size comes from the file's `<image width height>`
/// and, once a layer loads the texture, from the texture itself (as cocos2d-x does).
class TMXTilesetInfo : public Ref {
public:
    static TMXTilesetInfo* create();

    /// The rectangle, in image pixels from the top-left, of the tile @p gid (flags are ignored),
    /// with cocos's arithmetic: the margin on the left and top only, as Tiled lays tiles out.
    Rect getRectForGID(std::uint32_t gid) const;
    /// How many tiles the image holds (0 while its size is unknown).
    std::uint32_t tileCount() const;
    /// Whether @p gid (flags ignored) is one of this tileset's tiles (needs the image size).
    bool containsGID(std::uint32_t gid) const;

    std::string _name;
    std::uint32_t _firstGid = 0;
    Size _tileSize;
    int _spacing = 0;
    int _margin = 0;
    std::string _sourceImage;
    Size _imageSize;

private:
    TMXTilesetInfo() = default;
    int columns() const;
};

} // namespace cc
