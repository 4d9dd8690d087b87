// FuzzTmx.cpp -- libFuzzer target fuzz_tmx: bytes as a Tiled .tmx map (TMXMapInfo::readXML), whose
// external tilesets may name the ones waiting in a scratch folder (a good one, one that refers to
// itself, two that refer to each other), made into a cc.TMXTiledMap over 64x64 tileset images (a
// fake loader: this build has no SDL; names starting with "missing" cannot be loaded), then used:
// the visible tiles of a few rectangles, tile sprites, edits. Whatever the bytes, reading ends with
// a map or an error naming the file, every tile drawn lies inside its image, and nothing crashes,
// leaks, hangs or allocates without bound (the reader caps sizes).
#include "FuzzImages.h"
#include "FuzzSupport.h"

#include "base/Log.h"
#include "base/PoolManager.h"
#include "director/Director.h"
#include "scene/Sprite.h"
#include "scene/TMXMapInfo.h"
#include "scene/TMXTiledMap.h"
#include "scene/TextureCache.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace {

constexpr float kSide = kite::fuzz::SquareImageLoader::kSide;

/// The scratch folder with the tilesets a fuzzed map may name (written once).
const std::string& folder() {
    static const std::string dir = [] {
        const std::string d = kite::fuzz::makeScratchFolder("tmx") + "/";
        std::ofstream(d + "ground.tsx")
            << R"(<tileset name="ground" tilewidth="16" tileheight="16" margin="1" spacing="2"><image source="ground.png"/><tile id="1"><properties><property name="p" value="v"/></properties></tile></tileset>)";
        std::ofstream(d + "self.tsx") << R"(<tileset source="self.tsx"/>)";
        std::ofstream(d + "a.tsx") << R"(<tileset source="b.tsx"/>)";
        std::ofstream(d + "b.tsx") << R"(<tileset source="a.tsx"/>)";
        return d;
    }();
    return dir;
}

/// A map read from text names itself "TMX string"; its tilesets are files in the folder.
void mustNameAFile(const std::string& error) {
    if (error.rfind(folder(), 0) == 0) return;             // a tileset file
    kite::fuzz::mustStartWithTheFile(error, "TMX string"); // else the map itself
}

void use(cc::TMXLayer* layer, std::uint32_t salt) {
    const cc::Size& size = layer->getLayerSize();
    const float span = 64.0f * (1 + salt % 7);
    for (const cc::Rect& rect :
         {cc::Rect(0, 0, 960, 640), cc::Rect(-100, -100, span, span),
          cc::Rect(static_cast<float>(salt % 3000), static_cast<float>(salt % 2000), span, span)})
        layer->forEachVisibleTile(rect, [](const cc::TMXLayerCore::TileQuad& tile) {
            if (tile.source.origin.x < 0 || tile.source.origin.y < 0 || tile.source.getMaxX() > kSide ||
                tile.source.getMaxY() > kSide) {
                std::fprintf(stderr, "a tile outside its image\n");
                std::abort();
            }
        });
    const cc::Vec2 at(static_cast<float>(salt % 5), static_cast<float>(salt % 3));
    if (at.x < size.width && at.y < size.height) {
        layer->getTileAt(at);
        layer->setTileGID(layer->getTileGIDAt(at), at,
                          static_cast<cc::TMXTileFlags>(salt & cc::kTMXFlipedAll));
        if (salt & 1) layer->removeTileAt(at);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static kite::fuzz::SquareImageLoader loader;
    static const bool quiet = [] {
        cc::setLogHandler([](cc::LogLevel, const char*) {});
        return true;
    }();
    (void)quiet;
    cc::TextureCache::setTextureLoader(&loader);
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    std::string error;
    if (!cc::TMXMapInfo::readXML(bytes, folder(), &error)) mustNameAFile(error);
    if (cc::TMXTiledMap* map = cc::TMXTiledMap::createWithXML(bytes, folder())) {
        std::uint32_t salt = static_cast<std::uint32_t>(size);
        for (cc::Node* child : map->getChildren())
            if (auto* layer = dynamic_cast<cc::TMXLayer*>(child)) use(layer, salt++);
        for (cc::TMXObjectGroup* group : map->getObjectGroups())
            group->getObject("player");
    }
    cc::PoolManager::getInstance()->drainCurrentPool();
    cc::Director::getInstance()->getTextureCache()->removeAllTextures();
    return 0;
}
