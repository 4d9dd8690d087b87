// bench_tmx.cpp -- see bench_tmx.h.
// SPDX-License-Identifier: MIT
#include "bench_tmx.h"

#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "director/Director.h"
#include "scene/TMXTiledMap.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

#include <string>
#include <vector>

namespace bench_tmx {
namespace {

constexpr int kSide = 256;
const cc::Size kScreen(960, 640);

/// The tileset image: 128x128 pixels (64 tiles of 16x16), no pixels.
class TilesetLoader : public cc::TextureLoader {
public:
    bool loadTexture(const std::string&, cc::TextureInfo* info) override {
        info->pixelsWide = info->pixelsHigh = 128;
        info->platformHandle = this;
        return true;
    }
};

TilesetLoader s_loader;
cc::TextureLoader* s_previous = nullptr;
cc::TMXTiledMap* s_map = nullptr;
cc::TMXLayer* s_layer = nullptr;
long s_frame = 0;
std::vector<cc::Vec2> s_corners; // what the renderer would hand SDL, kept to reuse its memory

std::string mapText() {
    std::string csv;
    csv.reserve(kSide * kSide * 12);
    for (int i = 0; i < kSide * kSide; ++i) {
        unsigned gid = 1 + static_cast<unsigned>(i * 7 % 64);
        if (i % 5 == 0) gid |= cc::kTMXTileHorizontalFlag;
        if (i % 11 == 0) gid |= cc::kTMXTileDiagonalFlag;
        csv += (i ? "," : "") + std::to_string(gid);
    }
    const std::string side = std::to_string(kSide);
    return R"(<map version="1.0" orientation="orthogonal" width=")" + side + R"(" height=")" + side +
           R"(" tilewidth="16" tileheight="16"><tileset firstgid="1" name="t" tilewidth="16" tileheight="16"><image source="bench_tiles.png"/></tileset><layer name="ground" width=")" +
           side + R"(" height=")" + side + R"("><data encoding="csv">)" + csv + "</data></layer></map>";
}

} // namespace

bool isCase(const std::string& id) {
    return id == "tmx_scroll";
}

bool prepare(std::string* error) {
    if (s_map) return true;
    s_previous = cc::TextureCache::getTextureLoader();
    cc::TextureCache::setTextureLoader(&s_loader);
    s_map = cc::TMXTiledMap::createWithXML(mapText(), "/bench");
    if (!s_map) return (*error = "cannot make the 256x256 map", false);
    s_map->retain();
    s_layer = s_map->getLayer("ground");
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
    return s_layer != nullptr || (*error = "the map has no layer", false);
}

void unprepare() {
    if (!s_map) return;
    cc::Texture2D* texture = s_layer ? s_layer->getTexture() : nullptr;
    s_map->release();
    s_map = nullptr;
    s_layer = nullptr;
    if (texture) cc::Director::getInstance()->getTextureCache()->removeTexture(texture); // by our loader
    cc::TextureCache::setTextureLoader(s_previous);
    s_previous = nullptr;
}

bool run(long calls, std::string* error) {
    if (!s_map && !prepare(error)) return false;
    for (long i = 0; i < calls; ++i, ++s_frame) {
        // a diagonal scroll across the whole map, 3 x 2 points a frame, wrapping
        const float x = static_cast<float>((s_frame * 3) % (kSide * 16 - 960));
        const float y = static_cast<float>((s_frame * 2) % (kSide * 16 - 640));
        s_map->setPosition(cc::Vec2(-x, -y));
        const cc::AffineTransform toWorld = s_layer->getNodeToWorldAffineTransform();
        s_corners.clear();
        s_layer->forEachVisibleTile(
            cc::TMXLayerCore::visibleArea(toWorld, kScreen), [&](const cc::TMXLayerCore::TileQuad& tile) {
                const cc::Rect& q = tile.quad;
                for (const cc::Vec2& c :
                     {q.origin, cc::Vec2(q.getMaxX(), q.getMinY()), cc::Vec2(q.getMaxX(), q.getMaxY()),
                      cc::Vec2(q.getMinX(), q.getMaxY())})
                    s_corners.push_back(cc::PointApplyAffineTransform(c, toWorld));
            });
        const std::size_t tiles = s_corners.size() / 4;
        if (tiles < 60u * 40u || tiles > 66u * 46u)
            return (*error = "a frame walked " + std::to_string(tiles) + " tiles, not a screen's", false);
    }
    return true;
}

} // namespace bench_tmx
