// engine/scene/TextureCache.cpp
#include "scene/TextureCache.h"

#include "scene/AsyncTextureLoads.h"
#include "scene/Image.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "scene/Texture2D.h"
#include "scene/TextureLoader.h"

#include <vector>

namespace cc {
namespace {
TextureLoader* s_loader = nullptr;

// cocos keys textures by full path: "a.png" and the same file named by its full path are one
// texture. A name FileUtils cannot find keeps its own key (the loader reports it missing).
std::string textureKey(const std::string& path) {
    std::string full = FileUtils::getInstance()->fullPathForFilename(path);
    return full.empty() ? path : full;
}
} // namespace

void TextureCache::setTextureLoader(TextureLoader* loader) {
    s_loader = loader;
}

TextureLoader* TextureCache::getTextureLoader() {
    return s_loader;
}

TextureCache::TextureCache() : _async(std::make_unique<AsyncTextureLoads>(this)) {}

TextureCache::~TextureCache() {
    _async.reset(); // joins the worker before any texture goes
    removeAllTextures();
}

void TextureCache::addImageAsync(const std::string& path, const std::function<void(Texture2D*)>& callback) {
    std::string key = textureKey(path); // here: the worker thread does not touch FileUtils
    if (Texture2D* cached = getTextureForKey(key)) {
        if (callback) callback(cached);
        return;
    }
    _async->request(key, callback);
}

void TextureCache::unbindImageAsync(const std::string& path) {
    std::string key = textureKey(path);
    _async->unbind(&key);
}

void TextureCache::unbindAllImageAsync() {
    _async->unbind(nullptr);
}

std::size_t TextureCache::getAsyncLoadCount() const {
    return _async->pending();
}

Texture2D* TextureCache::addDecoded(const std::string& path, std::unique_ptr<DecodedImage> image) {
    return cacheNew(path, "addImageAsync", "the image could not be loaded",
                    [&](TextureLoader& loader, TextureInfo* info) {
                        return image && loader.createTexture(path, *image, info);
                    });
}

Texture2D* TextureCache::addImage(const std::string& path) {
    std::string key = textureKey(path);
    return cacheNew(key, "addImage", "the image could not be loaded",
                    [&](TextureLoader& loader, TextureInfo* info) { return loader.loadTexture(key, info); });
}

Texture2D* TextureCache::addImage(Image* image, const std::string& key) {
    if (!image || !image->getDecoded()) {
        logError("TextureCache::addImage('%s'): the image holds no pixels", key.c_str());
        return nullptr;
    }
    return cacheNew(key, "addImage", "no texture could be made of the image",
                    [&](TextureLoader& loader, TextureInfo* info) {
                        return loader.createTexture(key, *image->getDecoded(), info);
                    });
}

Texture2D* TextureCache::cacheNew(const std::string& key, const char* function, const char* failure,
                                  const std::function<bool(TextureLoader&, TextureInfo*)>& make) {
    auto it = _textures.find(key);
    if (it != _textures.end()) return it->second; // cached (an async load: loaded meanwhile)
    if (!s_loader) {
        logError("TextureCache::%s('%s'): no TextureLoader installed", function, key.c_str());
        return nullptr;
    }
    TextureInfo info;
    if (!make(*s_loader, &info)) {
        logError("TextureCache::%s('%s'): %s", function, key.c_str(), failure);
        return nullptr;
    }
    auto* texture =
        new Texture2D(key, info.pixelsWide, info.pixelsHigh, info.platformHandle); // ours: count 1
    _textures[key] = texture;
    return texture;
}

Texture2D* TextureCache::getTextureForKey(const std::string& key) const {
    auto it = _textures.find(key);
    if (it == _textures.end()) it = _textures.find(textureKey(key)); // cocos: then by full path
    return it == _textures.end() ? nullptr : it->second;
}

void TextureCache::removeTexture(Texture2D* texture) {
    for (auto it = _textures.begin(); it != _textures.end(); ++it) {
        if (it->second == texture) {
            _textures.erase(it);
            texture->release();
            return;
        }
    }
}

void TextureCache::removeTextureForKey(const std::string& key) {
    auto it = _textures.find(key);
    if (it == _textures.end()) it = _textures.find(textureKey(key));
    if (it == _textures.end()) return;
    Texture2D* texture = it->second;
    _textures.erase(it);
    texture->release();
}

void TextureCache::removeAllTextures() {
    std::map<std::string, Texture2D*> old;
    old.swap(_textures);
    for (auto& pair : old)
        pair.second->release();
}

void TextureCache::removeUnusedTextures() {
    std::vector<Texture2D*> unused;
    for (auto it = _textures.begin(); it != _textures.end();) {
        if (it->second->getReferenceCount() == 1) {
            unused.push_back(it->second);
            it = _textures.erase(it);
        } else {
            ++it;
        }
    }
    for (Texture2D* texture : unused)
        texture->release();
}

std::string TextureCache::getCachedTextureInfo() const {
    std::string text;
    for (const auto& pair : _textures) {
        const Texture2D* t = pair.second;
        text += pair.first + " " + std::to_string(t->getPixelsWide()) + "x" +
                std::to_string(t->getPixelsHigh()) + " refs " + std::to_string(t->getReferenceCount()) + "\n";
    }
    return text;
}

} // namespace cc
