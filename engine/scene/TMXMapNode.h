// engine/scene/TMXMapNode.h — what cc.TMXTiledMap and ccexp.TMXTiledMap share: reading the map,
// making a layer node per visible layer, and the map's data (sizes, object groups, properties).
#pragma once

#include "base/PropertyList.h"
#include "base/Vector.h"
#include "scene/Node.h"
#include "scene/TMXObjectGroup.h"

#include <cstdint>
#include <map>
#include <string>

namespace cc {

class TMXLayerInfo;
class TMXMapInfo;
class TMXTilesetInfo;

/// A tile map node: its children are its layers (z order and tag = the layer's index among the
/// visible ones; a layer whose tiles are all empty is left out, as in cocos2d-x, and so is a hidden
/// one). A map that cannot be built (unreadable file, a tileset image missing, a gid outside its
/// tileset) is not made: create() returns nullptr and one error naming the file is logged.
class TMXMapNode : public Node {
public:
    const Size& getMapSize() const { return _mapSize; }
    void setMapSize(const Size& mapSize) { _mapSize = mapSize; }
    const Size& getTileSize() const { return _tileSize; }
    void setTileSize(const Size& tileSize) { _tileSize = tileSize; }
    int getMapOrientation() const { return _mapOrientation; }
    void setMapOrientation(int orientation) { _mapOrientation = orientation; }
    /// The number of layers made.
    int getLayerNum() const { return _layerCount; }
    const std::string& getResourceFile() const { return _tmxFile; }

    /// The first group named @p groupName, or nullptr.
    TMXObjectGroup* getObjectGroup(const std::string& groupName) const;
    const Vector<TMXObjectGroup*>& getObjectGroups() const { return _objectGroups; }
    void setObjectGroups(const Vector<TMXObjectGroup*>& groups) { _objectGroups = groups; }

    /// A map property (a string), or nullptr.
    const PlistValue* getProperty(const std::string& propertyName) const {
        return _properties.find(propertyName);
    }
    const PlistValue& getProperties() const { return _properties; }
    void setProperties(const PlistValue& properties) { _properties = properties; }
    /// The properties of tile @p gid (a dict), or nullptr.
    const PlistValue* getPropertiesForGID(std::uint32_t gid) const;

protected:
    TMXMapNode() = default;
    /// Reads @p tmxFile (or, when @p fromXML, the text @p tmxFile with @p resourcePath) and builds the
    /// layers; on failure logs "<kind>: <why>" once and returns false.
    bool initMap(const std::string& tmxFile, const std::string& resourcePath, bool fromXML, const char* kind);
    /// The node for one layer, or nullptr with @p error set.
    virtual Node* makeLayer(TMXTilesetInfo* tileset, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                            std::string* error) = 0;
    /// The layer child named @p layerName (of the subclass's layer type), or nullptr.
    template <class Layer> Layer* findLayer(const std::string& layerName) const {
        for (Node* child : getChildren())
            if (auto* layer = dynamic_cast<Layer*>(child); layer && layer->getLayerName() == layerName)
                return layer;
        return nullptr;
    }

private:
    bool build(TMXMapInfo* info, std::string* error);

    Size _mapSize;
    Size _tileSize;
    int _mapOrientation = 0;
    int _layerCount = 0;
    std::string _tmxFile;
    Vector<TMXObjectGroup*> _objectGroups;
    PlistValue _properties;
    std::map<std::uint32_t, PlistValue> _tileProperties;
};

} // namespace cc
