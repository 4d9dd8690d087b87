// engine/scene/TMXTiledMap.h — cocos2d-x `TMXTiledMap`: a Tiled .tmx map as a node of cc.TMXLayers.
#pragma once

#include "scene/TMXLayer.h"
#include "scene/TMXMapNode.h"

#include <string>

namespace cc {

/// Orthogonal, isometric, staggered and hexagonal maps; layer data as XML tiles, CSV or base64
/// (plain, zlib, gzip); flipped tiles; several tilesets, external .tsx ones; object groups;
/// properties (TMXMapNode has the shared part, TMXParser.cpp the reading).
class TMXTiledMap : public TMXMapNode {
public:
    /// nullptr, with one error naming the file logged, when the map cannot be made.
    static TMXTiledMap* create(const std::string& tmxFile);
    /// The map text @p tmxString; its images and external tilesets are relative to @p resourcePath.
    static TMXTiledMap* createWithXML(const std::string& tmxString, const std::string& resourcePath);

    bool initWithTMXFile(const std::string& tmxFile) { return initMap(tmxFile, "", false, "TMXTiledMap"); }
    bool initWithXML(const std::string& tmxString, const std::string& resourcePath) {
        return initMap(tmxString, resourcePath, true, "TMXTiledMap");
    }

    /// The layer named @p layerName, or nullptr.
    TMXLayer* getLayer(const std::string& layerName) const { return findLayer<TMXLayer>(layerName); }
    std::string getDescription() const;

protected:
    TMXTiledMap() = default;
    Node* makeLayer(TMXTilesetInfo* tileset, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                    std::string* error) override {
        return TMXLayer::create(tileset, layerInfo, mapInfo, error);
    }
};

} // namespace cc
