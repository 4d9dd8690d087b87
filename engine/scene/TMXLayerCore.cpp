// engine/scene/TMXLayerCore.cpp — see TMXLayerCore.h.
#include "scene/TMXLayerCore.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/Sprite.h"
#include "scene/TMXMapInfo.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include <algorithm>
#include <cmath>

namespace cc {

TMXLayerCore::~TMXLayerCore() {
    if (_texture) _texture->release();
}

bool TMXLayerCore::initCore(TMXTilesetInfo* tileset, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                            std::string* error) {
    _layerName = layerInfo->_name;
    _layerSize = layerInfo->_layerSize;
    _tiles = layerInfo->_tiles;
    _properties = layerInfo->_properties;
    _mapTileSize = mapInfo->getTileSize();
    _layerOrientation = mapInfo->getOrientation();
    _staggerAxis = mapInfo->_staggerAxis;
    _staggerIndex = mapInfo->_staggerIndex;
    _hexSideLength = static_cast<float>(mapInfo->_hexSideLength);
    _tileSet = tileset;
    const std::string& image = tileset->_sourceImage;
    if (image.empty()) return (*error = "tileset '" + tileset->_name + "' has no <image>", false);
    _texture = Director::getInstance()->getTextureCache()->addImage(image);
    if (!_texture)
        return (*error = "tileset '" + tileset->_name + "': image '" + image + "' cannot be loaded", false);
    _texture->retain();
    _texture->setAliasTexParameters(); // tiles meet edge to edge: no filtering across them
    tileset->_imageSize =
        Size(static_cast<float>(_texture->getPixelsWide()), static_cast<float>(_texture->getPixelsHigh()));
    const auto width = static_cast<std::size_t>(_layerSize.width);
    for (std::size_t i = 0; i < _tiles.size(); ++i) {
        if (_tiles[i] == 0 || tileset->containsGID(_tiles[i])) continue;
        *error = "layer '" + _layerName + "': the tile at (" + std::to_string(i % width) + "," +
                 std::to_string(i / width) + ") has gid " + std::to_string(_tiles[i] & kTMXFlippedMask) +
                 ", not in its tileset '" + tileset->_name + "' (gids " + std::to_string(tileset->_firstGid) +
                 " to " + std::to_string(tileset->_firstGid + tileset->tileCount() - 1) +
                 "; a layer draws from one tileset, as in cocos2d-x)";
        return false;
    }
    _self->setOpacity(layerInfo->_opacity);
    _self->setContentSize(
        Size(_layerSize.width * _mapTileSize.width, _layerSize.height * _mapTileSize.height));
    _self->setPosition(layerOffset(_layerOrientation, _mapTileSize, layerInfo->_offset));
    return true;
}

bool TMXLayerCore::tileIndex(const Vec2& pos, const char* function, int* index) const {
    if (!(pos.x >= 0.0f && pos.y >= 0.0f && pos.x < _layerSize.width && pos.y < _layerSize.height)) {
        logError("TMXLayer:%s: (%g, %g) is outside layer '%s' (%gx%g tiles)", function, pos.x, pos.y,
                 _layerName.c_str(), _layerSize.width, _layerSize.height);
        return false;
    }
    *index = static_cast<int>(pos.x) + static_cast<int>(pos.y) * static_cast<int>(_layerSize.width);
    return static_cast<std::size_t>(*index) < _tiles.size();
}

std::uint32_t TMXLayerCore::getTileGIDAt(const Vec2& tileCoordinate, TMXTileFlags* flags) const {
    int index = 0;
    if (!tileIndex(tileCoordinate, "getTileGIDAt", &index)) return 0;
    const std::uint32_t tile = _tiles[static_cast<std::size_t>(index)];
    if (flags) *flags = static_cast<TMXTileFlags>(tile & kTMXFlipedAll);
    return tile & kTMXFlippedMask;
}

void TMXLayerCore::setTileGID(std::uint32_t gid, const Vec2& tileCoordinate, TMXTileFlags flags) {
    setTileGID((gid & kTMXFlippedMask) | (flags & kTMXFlipedAll), tileCoordinate);
}

void TMXLayerCore::setTileGID(std::uint32_t gid, const Vec2& tileCoordinate) {
    int index = 0;
    if (!tileIndex(tileCoordinate, "setTileGID", &index)) return;
    if ((gid & kTMXFlippedMask) == 0) return removeTileAt(tileCoordinate);
    if (!_tileSet || !_tileSet->containsGID(gid)) {
        logError("TMXLayer:setTileGID: gid %u is not in layer '%s''s tileset '%s'", gid & kTMXFlippedMask,
                 _layerName.c_str(), _tileSet ? _tileSet->_name.c_str() : "");
        return;
    }
    _tiles[static_cast<std::size_t>(index)] = gid;
    auto sprite = _tileSprites.find(index);
    if (sprite == _tileSprites.end()) return;
    sprite->second->setTextureRect(_tileSet->getRectForGID(gid));
    placeTileSprite(sprite->second, tileCoordinate, gid);
}

void TMXLayerCore::removeTileAt(const Vec2& tileCoordinate) {
    int index = 0;
    if (!tileIndex(tileCoordinate, "removeTileAt", &index)) return;
    _tiles[static_cast<std::size_t>(index)] = 0;
    auto sprite = _tileSprites.find(index);
    if (sprite == _tileSprites.end()) return;
    Sprite* child = sprite->second;
    _tileSprites.erase(sprite);
    _self->removeChild(child, true);
}

Sprite* TMXLayerCore::getTileAt(const Vec2& tileCoordinate) {
    int index = 0;
    if (!tileIndex(tileCoordinate, "getTileAt", &index)) return nullptr;
    const std::uint32_t gid = _tiles[static_cast<std::size_t>(index)];
    if ((gid & kTMXFlippedMask) == 0) return nullptr;
    auto found = _tileSprites.find(index);
    if (found != _tileSprites.end()) return found->second;
    Sprite* sprite = Sprite::createWithTexture(_texture, _tileSet->getRectForGID(gid));
    if (!sprite) return nullptr;
    placeTileSprite(sprite, tileCoordinate, gid);
    sprite->setOpacity(_self->getOpacity());
    _self->addChild(sprite, index, index);
    if (sprite->getParent() != _self) return nullptr;
    _tileSprites[index] = sprite;
    return sprite;
}

// cocos2d-x's setupTileSprite: Tiled's three flip bits as a quarter turn about the tile's centre and
// a mirror.
void TMXLayerCore::placeTileSprite(Sprite* sprite, const Vec2& tileCoordinate, std::uint32_t gid) const {
    const Vec2 at = getPositionAt(tileCoordinate);
    sprite->setFlippedX(false);
    sprite->setFlippedY(false);
    sprite->setRotation(0.0f);
    sprite->setAnchorPoint(Vec2::ZERO);
    sprite->setPosition(at);
    if (gid & kTMXTileDiagonalFlag) {
        const Size& size = sprite->getContentSize();
        sprite->setAnchorPoint(Vec2(0.5f, 0.5f));
        sprite->setPosition(Vec2(at.x + size.height / 2, at.y + size.width / 2));
        const std::uint32_t flag = gid & (kTMXTileHorizontalFlag | kTMXTileVerticalFlag);
        sprite->setRotation(flag == kTMXTileHorizontalFlag ||
                                    flag == (kTMXTileHorizontalFlag | kTMXTileVerticalFlag)
                                ? 90.0f
                                : 270.0f);
        sprite->setFlippedX(flag == (kTMXTileHorizontalFlag | kTMXTileVerticalFlag) || flag == 0);
        return;
    }
    sprite->setFlippedX((gid & kTMXTileHorizontalFlag) != 0);
    sprite->setFlippedY((gid & kTMXTileVerticalFlag) != 0);
}

Vec2 TMXLayerCore::getPositionAt(const Vec2& pos) const {
    const float tw = _mapTileSize.width, th = _mapTileSize.height;
    const float rowsBelow = _layerSize.height - pos.y - 1;
    const bool oddRow = static_cast<int>(pos.y) % 2 == 1, oddColumn = static_cast<int>(pos.x) % 2 == 1;
    switch (_layerOrientation) {
    case TMXOrientationIso:
        return Vec2(tw / 2 * (_layerSize.width + pos.x - pos.y - 1),
                    th / 2 * (_layerSize.height * 2 - pos.x - pos.y - 2));
    case TMXOrientationStaggered:
        return Vec2(pos.x * tw + (oddRow ? tw / 2 : 0.0f), rowsBelow * th / 2);
    case TMXOrientationHex: {
        const float oddEven = _staggerIndex == TMXStaggerIndex_Odd ? 1.0f : -1.0f;
        if (_staggerAxis == TMXStaggerAxis_Y)
            return Vec2(pos.x * tw + (oddRow ? tw / 2 * oddEven : 0.0f),
                        rowsBelow * (th - (th - _hexSideLength) / 2));
        return Vec2(pos.x * (tw - (tw - _hexSideLength) / 2),
                    rowsBelow * th + (oddColumn ? th / 2 * -oddEven : 0.0f));
    }
    default:
        return Vec2(pos.x * tw, rowsBelow * th);
    }
}

Rect TMXLayerCore::visibleArea(const AffineTransform& nodeToWorld, const Size& screen) {
    const AffineTransform worldToNode = AffineTransformInvert(nodeToWorld);
    Vec2 lo(1e30f, 1e30f), hi(-1e30f, -1e30f);
    for (const Vec2& corner :
         {Vec2(0, 0), Vec2(screen.width, 0), Vec2(0, screen.height), Vec2(screen.width, screen.height)}) {
        const Vec2 p = PointApplyAffineTransform(corner, worldToNode);
        lo = Vec2(std::min(lo.x, p.x), std::min(lo.y, p.y));
        hi = Vec2(std::max(hi.x, p.x), std::max(hi.y, p.y));
    }
    return Rect(lo.x, lo.y, hi.x - lo.x, hi.y - lo.y);
}

Vec2 TMXLayerCore::layerOffset(int orientation, const Size& tile, const Vec2& offset) {
    if (orientation == TMXOrientationOrtho) return Vec2(offset.x * tile.width, -offset.y * tile.height);
    if (orientation == TMXOrientationIso)
        return Vec2(tile.width / 2 * (offset.x - offset.y), tile.height / 2 * (-offset.x - offset.y));
    return Vec2::ZERO; // cocos2d-x places no other orientation's offset
}

void TMXLayerCore::setLayerSize(const Size& size) {
    const int w = static_cast<int>(std::clamp(size.width, 0.0f, 65536.0f));
    const int h = static_cast<int>(std::clamp(size.height, 0.0f, 65536.0f));
    if (static_cast<long long>(w) * h > TMXMapInfo::kMaxLayerTiles) {
        logError("TMXLayer:setLayerSize: %dx%d tiles is over the %lld Kite holds", w, h,
                 TMXMapInfo::kMaxLayerTiles);
        return;
    }
    const int oldW = static_cast<int>(_layerSize.width), oldH = static_cast<int>(_layerSize.height);
    std::vector<std::uint32_t> tiles(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
    for (int y = 0; y < std::min(h, oldH); ++y)
        for (int x = 0; x < std::min(w, oldW); ++x)
            tiles[static_cast<std::size_t>(y * w + x)] = _tiles[static_cast<std::size_t>(y * oldW + x)];
    _tiles.swap(tiles);
    _layerSize = Size(static_cast<float>(w), static_cast<float>(h));
}

void TMXLayerCore::childRemoved(Node* child) {
    for (auto it = _tileSprites.begin(); it != _tileSprites.end(); ++it) {
        if (it->second != child) continue;
        _tiles[static_cast<std::size_t>(it->first)] = 0;
        _tileSprites.erase(it);
        return;
    }
}

void TMXLayerCore::allChildrenRemoved() {
    for (const auto& entry : _tileSprites)
        _tiles[static_cast<std::size_t>(entry.first)] = 0;
    _tileSprites.clear();
}

TMXLayerCore::Range TMXLayerCore::tilesIn(const Rect& r) const {
    Range range;
    const float tw = _mapTileSize.width, th = _mapTileSize.height;
    const int W = static_cast<int>(_layerSize.width), H = static_cast<int>(_layerSize.height);
    if (!(tw > 0.0f && th > 0.0f) || W <= 0 || H <= 0 || !std::isfinite(r.origin.x) ||
        !std::isfinite(r.origin.y) || !std::isfinite(r.size.width) || !std::isfinite(r.size.height))
        return range;
    // a tileset's tiles may be larger than the map's: they reach up and right from their corner
    const Size& image = _tileSet ? _tileSet->_tileSize : _mapTileSize;
    const float margin = std::ceil(std::max(image.width / tw, image.height / th)) + 1.0f;
    const float minX = r.getMinX(), maxX = r.getMaxX(), minY = r.getMinY(), maxY = r.getMaxY();
    float x0, x1, y0, y1;
    if (_layerOrientation == TMXOrientationIso) {
        // x - y and x + y grow along the screen's axes: the corners bound the tiles
        x0 = y0 = 1e9f;
        x1 = y1 = -1e9f;
        for (float px : {minX, maxX})
            for (float py : {minY, maxY}) {
                const float a = px / (tw / 2) - (W - 1), b = (2.0f * H - 2) - py / (th / 2);
                x0 = std::min(x0, (a + b) / 2), x1 = std::max(x1, (a + b) / 2);
                y0 = std::min(y0, (b - a) / 2), y1 = std::max(y1, (b - a) / 2);
            }
    } else {
        float stepX = tw, stepY = th;
        if (_layerOrientation == TMXOrientationStaggered) stepY = th / 2;
        if (_layerOrientation == TMXOrientationHex && _staggerAxis == TMXStaggerAxis_Y)
            stepY = th - (th - _hexSideLength) / 2;
        if (_layerOrientation == TMXOrientationHex && _staggerAxis == TMXStaggerAxis_X)
            stepX = tw - (tw - _hexSideLength) / 2;
        if (!(stepX > 0.0f && stepY > 0.0f)) return range;
        x0 = minX / stepX, x1 = maxX / stepX;
        y0 = (H - 1) - maxY / stepY, y1 = (H - 1) - minY / stepY;
    }
    auto clampTo = [](float v, int hi) {
        return static_cast<int>(std::clamp(v, 0.0f, static_cast<float>(hi)));
    };
    range.x0 = clampTo(std::floor(x0 - margin), W);
    range.x1 = clampTo(std::floor(x1 + margin) + 1, W);
    range.y0 = clampTo(std::floor(y0 - margin), H);
    range.y1 = clampTo(std::floor(y1 + margin) + 1, H);
    if (range.x1 < range.x0) range.x1 = range.x0;
    if (range.y1 < range.y0) range.y1 = range.y0;
    return range;
}

} // namespace cc
