// engine/scene/TMXLayer.h — cocos2d-x `TMXLayer`: one tile layer of a cc.TMXTiledMap.
#pragma once

#include "scene/SpriteBatchNode.h"
#include "scene/TMXLayerCore.h"

#include <string>

namespace cc {

/// A SpriteBatchNode of its tileset's texture, as in cocos2d-x, whose tiles TMXLayerCore keeps and
/// the renderer draws; the sprites getTileAt() makes are its children. Opacity comes from the file.
class TMXLayer : public SpriteBatchNode, public TMXLayerCore {
public:
    /// nullptr, logged, when the tileset's image cannot be loaded or a gid is not in the tileset.
    static TMXLayer* create(TMXTilesetInfo* tilesetInfo, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo);
    /// As create, without logging: why it failed goes to @p error.
    static TMXLayer* create(TMXTilesetInfo* tilesetInfo, TMXLayerInfo* layerInfo, TMXMapInfo* mapInfo,
                            std::string* error);

    /// cocos builds its quads here; Kite draws from the grid, so there is nothing to do.
    void setupTiles() {}
    /// cocos frees the gids here (and crashes on later reads); Kite keeps them.
    void releaseMap() {}
    std::string getDescription() const;

    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;

protected:
    TMXLayer() : TMXLayerCore(this) {}
};

} // namespace cc
