// FuzzPlist.cpp -- libFuzzer target fuzz_plist: bytes as a property list (PropertyList::parse), and
// the same bytes as a sprite sheet for the SpriteFrameCache against a 64x64 texture (a fake loader:
// this build has no SDL). Whatever the bytes, reading must end with a value or an error naming the
// file, and a sheet is added whole or not at all: no crash, no leak, no hang.
#include "FuzzImages.h"
#include "FuzzSupport.h"

#include "base/PoolManager.h"
#include "base/PropertyList.h"
#include "director/Director.h"
#include "scene/SpriteFrameCache.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static kite::fuzz::SquareImageLoader loader; // "sheet.png" is 64x64
    cc::TextureCache::setTextureLoader(&loader);
    const std::string text(reinterpret_cast<const char*>(data), size);

    cc::PlistValue value;
    std::string error;
    if (!cc::PropertyList::parse(text, "fuzz.plist", &value, &error))
        kite::fuzz::mustStartWithTheFile(error, "fuzz.plist");

    cc::Texture2D* texture = cc::Director::getInstance()->getTextureCache()->addImage("sheet.png");
    cc::SpriteFrameCache* cache = cc::SpriteFrameCache::getInstance();
    if (cache->addSpriteFramesWithFileContent(text, texture)) {
        if (!cache->getLastError().empty()) std::abort();
    } else {
        kite::fuzz::mustStartWithTheFile(cache->getLastError(), "(sprite sheet text)");
        if (cache->getSpriteFrameCount() != 0) std::abort(); // all or nothing
    }
    cc::SpriteFrameCache::destroyInstance();
    cc::PoolManager::getInstance()->drainCurrentPool();
    return 0;
}
