// engine/scene/TMXTiledMap.cpp — see TMXTiledMap.h.
#include "scene/TMXTiledMap.h"

namespace cc {

TMXTiledMap* TMXTiledMap::create(const std::string& tmxFile) {
    auto* map = new TMXTiledMap();
    if (map->initWithTMXFile(tmxFile)) return static_cast<TMXTiledMap*>(map->autorelease());
    delete map;
    return nullptr;
}

TMXTiledMap* TMXTiledMap::createWithXML(const std::string& tmxString, const std::string& resourcePath) {
    auto* map = new TMXTiledMap();
    if (map->initWithXML(tmxString, resourcePath)) return static_cast<TMXTiledMap*>(map->autorelease());
    delete map;
    return nullptr;
}

std::string TMXTiledMap::getDescription() const {
    return "<TMXTiledMap | Tag = " + std::to_string(getTag()) +
           ", Layers = " + std::to_string(getChildrenCount()) + ">";
}

} // namespace cc
