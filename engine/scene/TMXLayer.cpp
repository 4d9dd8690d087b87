// engine/scene/TMXLayer.cpp — see TMXLayer.h.
#include "scene/TMXLayer.h"

#include "base/Log.h"
#include "scene/TMXMapInfo.h"

namespace cc {

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
    layer->setTexture(layer->tilesetTexture());
    return static_cast<TMXLayer*>(layer->autorelease());
}

std::string TMXLayer::getDescription() const {
    return "<TMXLayer | tag = " + std::to_string(getTag()) +
           ", size = " + std::to_string((int)getLayerSize().width) + "," +
           std::to_string((int)getLayerSize().height) + ">";
}

void TMXLayer::removeChild(Node* child, bool cleanup) {
    if (child && child->getParent() == this) childRemoved(child);
    SpriteBatchNode::removeChild(child, cleanup);
}

void TMXLayer::removeAllChildrenWithCleanup(bool cleanup) {
    allChildrenRemoved();
    SpriteBatchNode::removeAllChildrenWithCleanup(cleanup);
}

} // namespace cc
