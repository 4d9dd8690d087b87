// engine/scene/TMXMapInfo.h — cocos2d-x `TMXMapInfo` and `TMXLayerInfo`: a Tiled .tmx file read into
// data (TMXParser.cpp reads it; TMXTiledMap and ccexp's map make nodes of it).
#pragma once

#include "base/PropertyList.h"
#include "base/Ref.h"
#include "base/Vector.h"
#include "math/Rect.h"
#include "scene/TMXObjectGroup.h"
#include "scene/TMXTilesetInfo.h"
#include "scene/TMXTypes.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace cc {

/// One tile layer: its size in tiles, its gids row by row from the top-left (flag bits kept),
/// visibility, opacity (0..255), offset (cocos reads the layer's x and y, in tiles) and properties.
class TMXLayerInfo : public Ref {
public:
    static TMXLayerInfo* create();

    std::string _name;
    Size _layerSize;
    std::vector<std::uint32_t> _tiles;
    bool _visible = true;
    unsigned char _opacity = 255;
    Vec2 _offset;
    PlistValue _properties;

    const PlistValue& getProperties() const { return _properties; }
    void setProperties(const PlistValue& properties) { _properties = properties; }

private:
    TMXLayerInfo() = default;
};

/// A whole map. Everything a map node needs is checked while reading, so a map that reads can be
/// built; only the tileset images are loaded later (by the layers). Sizes are capped so that a small
/// hostile file cannot ask for a huge allocation.
class TMXMapInfo : public Ref {
public:
    /// The largest map or layer side, in tiles, and the most tiles one layer may hold.
    static constexpr int kMaxSide = 65536;
    static constexpr long long kMaxLayerTiles = 1LL << 22;
    /// The most tiles all layers together may hold (4 bytes each).
    static constexpr long long kMaxTotalTiles = 1LL << 24;
    /// The largest tile side in pixels (SDL's renderers stop at 16384 texels per side).
    static constexpr int kMaxTileSide = 16384;
    /// Layers, tilesets, object groups each; objects in all groups; points of one polygon.
    static constexpr int kMaxLayers = 1024;
    static constexpr int kMaxObjects = 1 << 20;
    static constexpr int kMaxPoints = 1 << 16;
    /// External tilesets nested in external tilesets.
    static constexpr int kMaxTilesetDepth = 8;

    /// Reads @p tmxFile through FileUtils. nullptr, with one error naming the file logged, when it
    /// cannot be read or is not a map Kite can draw.
    static TMXMapInfo* create(const std::string& tmxFile);
    /// Reads the map text @p tmxString; images and external tilesets are relative to @p resourcePath.
    static TMXMapInfo* createWithXML(const std::string& tmxString, const std::string& resourcePath);
    /// As create/createWithXML without logging: the error ("<file>: <what>") goes to @p error.
    static TMXMapInfo* read(const std::string& tmxFile, std::string* error);
    static TMXMapInfo* readXML(const std::string& tmxString, const std::string& resourcePath,
                               std::string* error);

    int getOrientation() const { return _orientation; }
    void setOrientation(int orientation) { _orientation = orientation; }
    int getStaggerAxis() const { return _staggerAxis; }
    int getStaggerIndex() const { return _staggerIndex; }
    int getHexSideLength() const { return _hexSideLength; }
    const Size& getMapSize() const { return _mapSize; }
    void setMapSize(const Size& size) { _mapSize = size; }
    const Size& getTileSize() const { return _tileSize; }
    void setTileSize(const Size& size) { _tileSize = size; }
    Vector<TMXLayerInfo*>& getLayers() { return _layers; }
    Vector<TMXTilesetInfo*>& getTilesets() { return _tilesets; }
    Vector<TMXObjectGroup*>& getObjectGroups() { return _objectGroups; }
    const PlistValue& getProperties() const { return _properties; }
    PlistValue& getProperties() { return _properties; }
    /// gid -> the dict of that tile's properties.
    const std::map<std::uint32_t, PlistValue>& getTileProperties() const { return _tileProperties; }
    std::map<std::uint32_t, PlistValue>& getTileProperties() { return _tileProperties; }
    /// The full path of the .tmx file ("" for a map read from text).
    const std::string& getTMXFileName() const { return _tmxFileName; }
    void setTMXFileName(const std::string& fileName) { _tmxFileName = fileName; }
    /// The resource path given to createWithXML.
    const std::string& getResources() const { return _resources; }
    void setResources(const std::string& resources) { _resources = resources; }

    int _orientation = TMXOrientationOrtho;
    int _staggerAxis = TMXStaggerAxis_Y;
    int _staggerIndex = TMXStaggerIndex_Odd;
    int _hexSideLength = 0;

private:
    TMXMapInfo() = default;

    Size _mapSize;
    Size _tileSize;
    Vector<TMXLayerInfo*> _layers;
    Vector<TMXTilesetInfo*> _tilesets;
    Vector<TMXObjectGroup*> _objectGroups;
    PlistValue _properties;
    std::map<std::uint32_t, PlistValue> _tileProperties;
    std::string _tmxFileName;
    std::string _resources;
};

} // namespace cc
