// engine/scene/Texture2D.cpp
#include "scene/Texture2D.h"

#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

namespace cc {

Texture2D* Texture2D::create(const std::string& path, int pixelsWide, int pixelsHigh, void* platformHandle) {
    auto* texture = new Texture2D(path, pixelsWide, pixelsHigh, platformHandle);
    texture->autorelease();
    return texture;
}

Texture2D::~Texture2D() {
    if (_platformHandle) {
        if (TextureLoader* loader = TextureCache::getTextureLoader()) loader->unloadTexture(_platformHandle);
    }
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
