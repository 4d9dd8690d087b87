// engine/scene/AtlasNode.h — a node drawn as cells of one texture (cocos2d-x's AtlasNode).
#pragma once

#include "base/RefPtr.h"
#include "math/Rect.h"
#include "scene/Node.h"
#include "scene/Texture2D.h"

#include <string>
#include <vector>

namespace cc {

/// cocos2d-x `AtlasNode`: a texture cut into tileWidth x tileHeight items and a list of quads, each
/// showing part of the texture; the first getQuadsToDraw() of them are drawn, tinted by the node's
/// displayed colour and opacity. updateAtlasValues() fills the quads: the base class has none
/// (cocos2d-x's draws an empty atlas), LabelAtlas one per character. Anchor (0, 0), as in cocos.
class AtlasNode : public Node {
public:
    /// One cell to draw: @p quad in node space (y up) showing @p source texels (from the image's top-left).
    struct Quad {
        Rect quad;
        Rect source;
    };

    /// An atlas node of the image @p tile; nullptr (logged) when it cannot be loaded or the tiles do
    /// not fit it.
    static AtlasNode* create(const std::string& tile, int tileWidth, int tileHeight, int itemsToRender);
    bool initWithTileFile(const std::string& tile, int tileWidth, int tileHeight, int itemsToRender);
    bool initWithTexture(Texture2D* texture, int tileWidth, int tileHeight, int itemsToRender);

    /// Refills the quads; the base class has nothing to put there.
    virtual void updateAtlasValues() {}
    Texture2D* getTexture() const { return _texture.get(); }
    void setTexture(Texture2D* texture);
    int getQuadsToDraw() const { return _quadsToDraw; }
    void setQuadsToDraw(int quadsToDraw) { _quadsToDraw = quadsToDraw; }
    const std::vector<Quad>& getAtlasQuads() const { return _quads; }

protected:
    RefPtr<Texture2D> _texture;
    int _itemWidth = 0;
    int _itemHeight = 0;
    int _itemsPerRow = 0;
    int _itemsPerColumn = 0;
    int _quadsToDraw = 0;
    std::vector<Quad> _quads;
};

} // namespace cc
