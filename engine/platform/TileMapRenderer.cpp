// engine/platform/TileMapRenderer.cpp — a tile map layer's visible tiles as textured quads, one
// SDL_RenderGeometry call per layer (part of SceneRenderer).
#include "platform/Painter.h"
#include "platform/SceneRenderer.h"
#include "scene/Node.h"
#include "scene/TMXLayerCore.h"
#include "scene/Texture2D.h"

#include <algorithm>
#include <utility>

namespace cc {

// Each tile shows its texels flipped as Tiled says: undo the vertical flip, then the horizontal,
// then the diagonal (a swap of the axes) to find which texel corner a quad corner shows.
void SceneRenderer::drawTileLayer(Node* node, const TMXLayerCore* layer) {
    Texture2D* texture = layer->tilesetTexture();
    auto* sdlTexture = texture ? static_cast<SDL_Texture*>(texture->getPlatformHandle()) : nullptr;
    const GLubyte opacity = node->getDisplayedOpacity();
    if (!sdlTexture || opacity == 0) return;
    const float tw = static_cast<float>(texture->getPixelsWide()),
                th = static_cast<float>(texture->getPixelsHigh());
    Painter painter(_renderer, _height);
    painter.setTransform(node->getVisitTransform());
    const SDL_Color color = Painter::color(node->getDisplayedColor(), opacity);
    _tileVertices.clear();
    _tileIndices.clear();
    const Rect area =
        TMXLayerCore::visibleArea(node->getVisitTransform(), Size(static_cast<float>(_width), _height));
    layer->forEachVisibleTile(area, [&](const TMXLayerCore::TileQuad& tile) {
        const float x0 = tile.quad.getMinX(), x1 = tile.quad.getMaxX();
        const float y0 = tile.quad.getMinY(), y1 = tile.quad.getMaxY();
        const float u0 = tile.source.getMinX() / tw, u1 = tile.source.getMaxX() / tw;
        const float v0 = tile.source.getMinY() / th, v1 = tile.source.getMaxY() / th; // v0: the top
        const int base = static_cast<int>(_tileVertices.size());
        // corners top-left, top-right, bottom-right, bottom-left; (s, t) from the top-left, t down
        const float corners[4][4] = {{x0, y1, 0, 0}, {x1, y1, 1, 0}, {x1, y0, 1, 1}, {x0, y0, 0, 1}};
        for (const auto& c : corners) {
            float s = c[2], t = c[3];
            if (tile.flags & kTMXTileVerticalFlag) t = 1 - t;
            if (tile.flags & kTMXTileHorizontalFlag) s = 1 - s;
            if (tile.flags & kTMXTileDiagonalFlag) std::swap(s, t);
            _tileVertices.push_back(SDL_Vertex{painter.toScreen(Vec2(c[0], c[1])), color,
                                               SDL_FPoint{u0 + s * (u1 - u0), v0 + t * (v1 - v0)}});
        }
        for (int k : {0, 1, 2, 0, 2, 3})
            _tileIndices.push_back(base + k);
    });
    if (_tileVertices.empty()) return;
    SDL_RenderGeometry(_renderer, sdlTexture, _tileVertices.data(), static_cast<int>(_tileVertices.size()),
                       _tileIndices.data(), static_cast<int>(_tileIndices.size()));
}

} // namespace cc
