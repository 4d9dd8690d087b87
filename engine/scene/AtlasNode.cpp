// engine/scene/AtlasNode.cpp — see AtlasNode.h.
#include "scene/AtlasNode.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/TextureCache.h"

namespace cc {

AtlasNode* AtlasNode::create(const std::string& tile, int tileWidth, int tileHeight, int itemsToRender) {
    auto* node = new AtlasNode();
    if (node->initWithTileFile(tile, tileWidth, tileHeight, itemsToRender))
        return static_cast<AtlasNode*>(node->autorelease());
    delete node;
    return nullptr;
}

bool AtlasNode::initWithTileFile(const std::string& tile, int tileWidth, int tileHeight, int itemsToRender) {
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(tile);
    if (!texture) {
        logError("AtlasNode: %s: the image cannot be loaded", tile.c_str());
        return false;
    }
    return initWithTexture(texture, tileWidth, tileHeight, itemsToRender);
}

bool AtlasNode::initWithTexture(Texture2D* texture, int tileWidth, int tileHeight, int itemsToRender) {
    if (!texture) {
        logError("AtlasNode: no texture given");
        return false;
    }
    if (tileWidth <= 0 || tileHeight <= 0 || tileWidth > texture->getPixelsWide() ||
        tileHeight > texture->getPixelsHigh()) {
        logError("AtlasNode: %s: items of %dx%d do not fit the image (%dx%d)", texture->getPath().c_str(),
                 tileWidth, tileHeight, texture->getPixelsWide(), texture->getPixelsHigh());
        return false;
    }
    _itemWidth = tileWidth;
    _itemHeight = tileHeight;
    _quadsToDraw = itemsToRender;
    setTexture(texture);
    return true;
}

void AtlasNode::setTexture(Texture2D* texture) {
    _texture = texture;
    _itemsPerRow = texture && _itemWidth > 0 ? texture->getPixelsWide() / _itemWidth : 0;
    _itemsPerColumn = texture && _itemHeight > 0 ? texture->getPixelsHigh() / _itemHeight : 0;
}

} // namespace cc
