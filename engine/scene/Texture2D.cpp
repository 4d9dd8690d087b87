// engine/scene/Texture2D.cpp
#include "scene/Texture2D.h"

#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

#include "base/Log.h"
#include "base/Macros.h"

#include <bitset>

namespace cc {

namespace {
Texture2D::PixelFormat defaultFormat = Texture2D::PixelFormat::AUTO;
}

void Texture2D::setDefaultAlphaPixelFormat(PixelFormat format) {
    static std::bitset<32> warned;
    const auto index = static_cast<std::size_t>(format);
    const bool sameLook =
        format == PixelFormat::AUTO || format == PixelFormat::RGBA8888 || format == PixelFormat::BGRA8888;
    if (!sameLook && index < warned.size() && !warned[index]) {
        warned[index] = true;
        logWarning("Texture2D: pixel format %d is recorded, but Kite keeps every texture as 32-bit RGBA",
                   static_cast<int>(format));
    }
    defaultFormat = format;
}

Texture2D::PixelFormat Texture2D::getDefaultAlphaPixelFormat() {
    return defaultFormat;
}

Texture2D* Texture2D::create(const std::string& path, int pixelsWide, int pixelsHigh, void* platformHandle) {
    auto* texture = new Texture2D(path, pixelsWide, pixelsHigh, platformHandle);
    texture->autorelease();
    return texture;
}

Texture2D::~Texture2D() {
    CC_SAFE_RELEASE_NULL(_gray);
    if (_platformHandle) {
        if (TextureLoader* loader = TextureCache::getTextureLoader()) loader->unloadTexture(_platformHandle);
    }
}

Texture2D* Texture2D::getGrayTexture() {
    if (_gray || _grayTried) return _gray;
    _grayTried = true;
    TextureLoader* loader = TextureCache::getTextureLoader();
    TextureInfo info;
    if (!loader || !_platformHandle || !loader->makeGrayTexture(_platformHandle, _pixelsWide, _pixelsHigh, &info)) {
        logWarning("Texture2D: cannot make a grey copy of '%s'; it is drawn in colour", _path.c_str());
        return nullptr;
    }
    _gray = new Texture2D(_path, info.pixelsWide, info.pixelsHigh, info.platformHandle); // owned: no autorelease
    _gray->_antiAlias = _antiAlias;
    _gray->_renderTarget = _renderTarget; // same rows in the same order: the same texture coordinates
    if (!_antiAlias) loader->setTextureFilter(info.platformHandle, false);
    return _gray;
}

void Texture2D::setAntiAliasTexParameters() {
    _antiAlias = true;
    if (TextureLoader* loader = TextureCache::getTextureLoader())
        loader->setTextureFilter(_platformHandle, true);
}

void Texture2D::setAliasTexParameters() {
    _antiAlias = false;
    if (TextureLoader* loader = TextureCache::getTextureLoader())
        loader->setTextureFilter(_platformHandle, false);
}

} // namespace cc
