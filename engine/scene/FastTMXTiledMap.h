// engine/scene/FastTMXTiledMap.h — cocos2d-x's experimental `TMXTiledMap` and `TMXLayer` (Lua's
// ccexp.TMXTiledMap and ccexp.TMXLayer): the same maps, with layers that are plain Nodes.
#pragma once

#include "scene/TMXLayerCore.h"
#include "scene/TMXMapNode.h"

#include <string>

namespace cc {
namespace experimental {

/// cocos's FastTMXLayer: a Node (not a SpriteBatchNode) over the same tile data and drawing.
class TMXLayer : public Node, public TMXLayerCore {
public:
    static TMXLayer* create(TMXTilesetInfo* tilesetInfo, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo);
    static TMXLayer* create(TMXTilesetInfo* tilesetInfo, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                            std::string* error);
    void setupTiles() {}
    std::string getDescription() const;

    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;

protected:
    TMXLayer() : TMXLayerCore(this) {}
};

class TMXTiledMap : public TMXMapNode {
public:
    static TMXTiledMap* create(const std::string& tmxFile);
    static TMXTiledMap* createWithXML(const std::string& tmxString, const std::string& resourcePath);

    TMXLayer* getLayer(const std::string& layerName) const { return findLayer<TMXLayer>(layerName); }
    std::string getDescription() const;

protected:
    TMXTiledMap() = default;
    Node* makeLayer(TMXTilesetInfo* tileset, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                    std::string* error) override {
        return TMXLayer::create(tileset, layerInfo, mapInfo, error);
    }
};

} // namespace experimental
} // namespace cc
