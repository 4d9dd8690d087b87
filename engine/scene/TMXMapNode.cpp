// engine/scene/TMXMapNode.cpp — see TMXMapNode.h.
#include "scene/TMXMapNode.h"

#include "base/Log.h"
#include "scene/TMXMapInfo.h"

#include <algorithm>

namespace cc {
namespace {

// cocos2d-x's tilesetForLayer: the last tileset whose first gid some tile of the layer reaches;
// nullptr when every tile is empty. Whether all the layer's gids are in it is the layer's check.
TMXTilesetInfo* tilesetForLayer(TMXLayerInfo* layer, TMXMapInfo* info, std::uint32_t* stray) {
    std::uint32_t lowest = 0, highest = 0;
    for (std::uint32_t tile : layer->_tiles) {
        const std::uint32_t gid = tile & kTMXFlippedMask;
        if (gid != 0 && (lowest == 0 || gid < lowest)) lowest = gid;
        highest = std::max(highest, gid);
    }
    *stray = lowest;
    if (lowest == 0) return nullptr;
    auto& tilesets = info->getTilesets();
    for (auto it = tilesets.rbegin(); it != tilesets.rend(); ++it)
        if (highest >= (*it)->_firstGid) return *it;
    return nullptr;
}

} // namespace

bool TMXMapNode::initMap(const std::string& tmxFile, const std::string& resourcePath, bool fromXML,
                         const char* kind) {
    std::string error;
    TMXMapInfo* info =
        fromXML ? TMXMapInfo::readXML(tmxFile, resourcePath, &error) : TMXMapInfo::read(tmxFile, &error);
    if (info) {
        if (!fromXML) _tmxFile = tmxFile;
        const std::string where = fromXML ? "TMX string" : tmxFile;
        if (build(info, &error)) return true;
        error = where + ": " + error;
    }
    logError("%s: %s", kind, error.c_str());
    return false;
}

bool TMXMapNode::build(TMXMapInfo* info, std::string* error) {
    _mapSize = info->getMapSize();
    _tileSize = info->getTileSize();
    _mapOrientation = info->getOrientation();
    _objectGroups = info->getObjectGroups();
    _properties = info->getProperties();
    _tileProperties = info->getTileProperties();
    int index = 0;
    for (TMXLayerInfo* layerInfo : info->getLayers()) {
        if (!layerInfo->_visible) continue;
        std::uint32_t lowest = 0;
        TMXTilesetInfo* tileset = tilesetForLayer(layerInfo, info, &lowest);
        if (!tileset && lowest != 0) {
            *error = "layer '" + layerInfo->_name + "': gid " + std::to_string(lowest) + " is in no tileset";
            return false;
        }
        if (!tileset) { // every tile empty: cocos makes no layer, and counts it
            ++index;
            continue;
        }
        Node* layer = makeLayer(tileset, layerInfo, info, error);
        if (!layer) return false;
        addChild(layer, index, index);
        const Size& size = layer->getContentSize();
        setContentSize(Size(std::max(getContentSize().width, size.width),
                            std::max(getContentSize().height, size.height)));
        ++index;
    }
    _layerCount = index;
    return true;
}

TMXObjectGroup* TMXMapNode::getObjectGroup(const std::string& groupName) const {
    for (TMXObjectGroup* group : _objectGroups)
        if (group->getGroupName() == groupName) return group;
    return nullptr;
}

const PlistValue* TMXMapNode::getPropertiesForGID(std::uint32_t gid) const {
    auto found = _tileProperties.find(gid);
    return found == _tileProperties.end() ? nullptr : &found->second;
}

} // namespace cc
