// engine/scene/TMXTilesetInfo.cpp — see TMXTilesetInfo.h.
#include "scene/TMXTilesetInfo.h"

#include "scene/TMXTypes.h"

#include <algorithm>

namespace cc {

TMXTilesetInfo* TMXTilesetInfo::create() {
    return static_cast<TMXTilesetInfo*>((new TMXTilesetInfo())->autorelease());
}

int TMXTilesetInfo::columns() const {
    const float step = _tileSize.width + static_cast<float>(_spacing);
    if (step <= 0.0f) return 0;
    // Tiled's count: no column when a tile is wider than the image (then the tileset has no tile).
    return std::max(0, static_cast<int>((_imageSize.width - static_cast<float>(_margin) + _spacing) / step));
}

Rect TMXTilesetInfo::getRectForGID(std::uint32_t gid) const {
    gid &= kTMXFlippedMask;
    const std::uint32_t index = gid >= _firstGid ? gid - _firstGid : 0;
    const auto perRow = static_cast<std::uint32_t>(std::max(1, columns()));
    Rect rect;
    rect.size = _tileSize;
    rect.origin.x = static_cast<float>(index % perRow) * (_tileSize.width + _spacing) + _margin;
    rect.origin.y = static_cast<float>(index / perRow) * (_tileSize.height + _spacing) + _margin;
    return rect;
}

std::uint32_t TMXTilesetInfo::tileCount() const {
    const float stepY = _tileSize.height + static_cast<float>(_spacing);
    if (_imageSize.width <= 0.0f || stepY <= 0.0f) return 0;
    const int rows = static_cast<int>((_imageSize.height - static_cast<float>(_margin) + _spacing) / stepY);
    return rows > 0 ? static_cast<std::uint32_t>(rows) * static_cast<std::uint32_t>(columns()) : 0;
}

bool TMXTilesetInfo::containsGID(std::uint32_t gid) const {
    gid &= kTMXFlippedMask;
    return gid >= _firstGid && gid - _firstGid < tileCount();
}

} // namespace cc
