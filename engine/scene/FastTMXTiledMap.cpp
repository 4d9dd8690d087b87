// engine/scene/FastTMXTiledMap.cpp — see FastTMXTiledMap.h.
#include "scene/FastTMXTiledMap.h"

#include "base/Log.h"
#include "scene/TMXMapInfo.h"

namespace cc::experimental {

TMXLayer* TMXLayer::create(TMXTilesetInfo* tilesetInfo, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo) {
    std::string error;
    TMXLayer* layer = create(tilesetInfo, layerInfo, mapInfo, &error);
    if (!layer) logError("TMXLayer: %s", error.c_str());
    return layer;
}

TMXLayer* TMXLayer::create(TMXTilesetInfo* tilesetInfo, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                           std::string* error) {
    if (!tilesetInfo || !layerInfo || !mapInfo) return (*error = "no tileset, layer or map given", nullptr);
    auto* layer = new TMXLayer();
    if (!layer->initCore(tilesetInfo, layerInfo, mapInfo, error)) {
        delete layer;
        return nullptr;
    }
    return static_cast<TMXLayer*>(layer->autorelease());
}

std::string TMXLayer::getDescription() const {
    return "<FastTMXLayer | tag = " + std::to_string(getTag()) +
           ", size = " + std::to_string((int)getLayerSize().width) + "," +
           std::to_string((int)getLayerSize().height) + ">";
}

void TMXLayer::removeChild(Node* child, bool cleanup) {
    if (child && child->getParent() == this) childRemoved(child);
    Node::removeChild(child, cleanup);
}

void TMXLayer::removeAllChildrenWithCleanup(bool cleanup) {
    allChildrenRemoved();
    Node::removeAllChildrenWithCleanup(cleanup);
}

TMXTiledMap* TMXTiledMap::create(const std::string& tmxFile) {
    auto* map = new TMXTiledMap();
    if (map->initMap(tmxFile, "", false, "ccexp.TMXTiledMap"))
        return static_cast<TMXTiledMap*>(map->autorelease());
    delete map;
    return nullptr;
}

TMXTiledMap* TMXTiledMap::createWithXML(const std::string& tmxString, const std::string& resourcePath) {
    auto* map = new TMXTiledMap();
    if (map->initMap(tmxString, resourcePath, true, "ccexp.TMXTiledMap"))
        return static_cast<TMXTiledMap*>(map->autorelease());
    delete map;
    return nullptr;
}

std::string TMXTiledMap::getDescription() const {
    return "<FastTMXTiledMap | Tag = " + std::to_string(getTag()) +
           ", Layers = " + std::to_string(getChildrenCount()) + ">";
}

} // namespace cc::experimental
