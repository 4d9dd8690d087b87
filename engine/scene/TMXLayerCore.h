// engine/scene/TMXLayerCore.h — what cc.TMXLayer and ccexp.TMXLayer share: a layer's gids, its
// tileset, cocos2d-x 3.17's tile arithmetic per orientation, tile sprites, and the visible range.
#pragma once

#include "base/PropertyList.h"
#include "base/RefPtr.h"
#include "math/AffineTransform.h"
#include "math/Rect.h"
#include "scene/TMXTilesetInfo.h"
#include "scene/TMXTypes.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace cc {

class Node;
class Sprite;
class Texture2D;
class TMXLayerInfo;
class TMXMapInfo;

/// Tiles are kept as gids with their flag bits, row by row from the top-left. Each is drawn by the
/// renderer straight from the grid (platform/TileMapRenderer.cpp: only the tiles in the visible
/// rectangle), except a tile getTileAt() turned into a Sprite child: that sprite draws it, and
/// removing the sprite (removeChild, removeFromParent) removes the tile, as in cocos2d-x.
/// Coordinates out of the layer and gids outside the layer's tileset are refused with a logged
/// error (cocos2d-x asserts).
class TMXLayerCore {
public:
    virtual ~TMXLayerCore();
    TMXLayerCore(const TMXLayerCore&) = delete;
    TMXLayerCore& operator=(const TMXLayerCore&) = delete;

    /// The gid at @p tileCoordinate without its flags; the flags go to @p flags when given. 0 for an
    /// empty tile (and, logged, outside the layer).
    std::uint32_t getTileGIDAt(const Vec2& tileCoordinate, TMXTileFlags* flags = nullptr) const;
    /// Puts @p gid (flag bits in it are kept) at @p tileCoordinate; 0 removes the tile.
    void setTileGID(std::uint32_t gid, const Vec2& tileCoordinate);
    /// As above, with the flips given apart (they replace any in @p gid).
    void setTileGID(std::uint32_t gid, const Vec2& tileCoordinate, TMXTileFlags flags);
    void removeTileAt(const Vec2& tileCoordinate);
    /// The tile as a Sprite child of the layer (made on first call, tagged with the tile's index,
    /// anchored at its bottom-left at getPositionAt, flipped as the tile is); nullptr for no tile.
    Sprite* getTileAt(const Vec2& tileCoordinate);
    /// The node-space position of the tile's bottom-left corner (cocos's formula per orientation).
    Vec2 getPositionAt(const Vec2& tileCoordinate) const;

    const std::string& getLayerName() const { return _layerName; }
    void setLayerName(const std::string& layerName) { _layerName = layerName; }
    const Size& getLayerSize() const { return _layerSize; }
    /// Resizes the grid: tiles inside both sizes stay, new ones are empty (sizes are capped).
    void setLayerSize(const Size& size);
    const Size& getMapTileSize() const { return _mapTileSize; }
    void setMapTileSize(const Size& size) { _mapTileSize = size; }
    int getLayerOrientation() const { return _layerOrientation; }
    void setLayerOrientation(int orientation) { _layerOrientation = orientation; }
    TMXTilesetInfo* getTileSet() const { return _tileSet.get(); }
    void setTileSet(TMXTilesetInfo* tileset) { _tileSet = tileset; }
    const PlistValue& getProperties() const { return _properties; }
    void setProperties(const PlistValue& properties) { _properties = properties; }
    /// The property @p propertyName (a string), or nullptr.
    const PlistValue* getProperty(const std::string& propertyName) const {
        return _properties.find(propertyName);
    }

    /// For the renderer: the layer's tiles, its tileset image, and the tiles a sprite draws instead.
    const std::vector<std::uint32_t>& tiles() const { return _tiles; }
    Texture2D* tilesetTexture() const { return _texture; }
    bool drawnBySprite(int index) const { return !_tileSprites.empty() && _tileSprites.count(index) != 0; }
    /// The columns [x0, x1) and rows [y0, y1) whose tiles may show inside @p nodeRect (node space),
    /// a tile's image larger than the map's tiles included.
    struct Range {
        int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        int count() const { return (x1 - x0) * (y1 - y0); }
    };
    Range tilesIn(const Rect& nodeRect) const;
    /// One tile to draw: its node-space rectangle (width and height swapped by a diagonal flip), its
    /// texels in the tileset image (from the top-left) and its flip bits.
    struct TileQuad {
        Rect quad;
        Rect source;
        std::uint32_t flags = 0;
    };
    /// Calls @p emit(const TileQuad&) for each tile in tilesIn(@p nodeRect) that the layer draws
    /// itself (not empty, not drawn by a sprite), row by row from the top as cocos2d-x orders them.
    template <class Emit> void forEachVisibleTile(const Rect& nodeRect, Emit&& emit) const {
        if (!_tileSet) return;
        const Range range = tilesIn(nodeRect);
        const int width = static_cast<int>(_layerSize.width);
        const Size& size = _tileSet->_tileSize;
        TileQuad tile;
        for (int y = range.y0; y < range.y1; ++y)
            for (int x = range.x0; x < range.x1; ++x) {
                const int index = x + y * width;
                const std::uint32_t gid = _tiles[static_cast<std::size_t>(index)];
                if ((gid & kTMXFlippedMask) == 0 || drawnBySprite(index)) continue;
                tile.quad.origin = getPositionAt(Vec2(static_cast<float>(x), static_cast<float>(y)));
                tile.quad.size = (gid & kTMXTileDiagonalFlag) ? Size(size.height, size.width) : size;
                tile.source = _tileSet->getRectForGID(gid);
                tile.flags = gid & kTMXFlipedAll;
                emit(tile);
            }
    }
    /// The screen (@p screen, from the origin, in world points) in the space of a node drawn with
    /// @p nodeToWorld: the bounds of its corners, what tilesIn() takes.
    static Rect visibleArea(const AffineTransform& nodeToWorld, const Size& screen);
    /// Where a layer with the file's offset @p offset (cocos reads it in tiles) is placed in its map.
    static Vec2 layerOffset(int orientation, const Size& tileSize, const Vec2& offset);

protected:
    explicit TMXLayerCore(Node* self) : _self(self) {}
    /// Takes the layer's data and places the node (opacity, content size, offset); loads the
    /// tileset's image (@p error names it when it cannot).
    bool initCore(TMXTilesetInfo* tileset, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo, std::string* error);
    /// The layer's node calls this when @p child leaves it: a tile sprite takes its tile along.
    void childRemoved(Node* child);
    void allChildrenRemoved();

private:
    bool tileIndex(const Vec2& tileCoordinate, const char* function, int* index) const;
    void placeTileSprite(Sprite* sprite, const Vec2& tileCoordinate, std::uint32_t gid) const;

    Node* _self;
    std::string _layerName;
    Size _layerSize;
    Size _mapTileSize;
    int _layerOrientation = TMXOrientationOrtho;
    int _staggerAxis = TMXStaggerAxis_Y;
    int _staggerIndex = TMXStaggerIndex_Odd;
    float _hexSideLength = 0.0f;
    RefPtr<TMXTilesetInfo> _tileSet;
    Texture2D* _texture = nullptr; // retained
    PlistValue _properties;
    std::vector<std::uint32_t> _tiles;
    std::unordered_map<int, Sprite*> _tileSprites; // children of _self, by tile index
};

} // namespace cc
