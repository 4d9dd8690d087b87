// engine/scene/TextureCache.h — textures by path, loaded through the platform's TextureLoader.
#pragma once

#include "base/Ref.h"

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace cc {

class AsyncTextureLoads;
class DecodedImage;
class Image;
class Texture2D;
struct TextureInfo;
class TextureLoader;

/// cocos2d-x `TextureCache`, owned by the Director. Retains every texture it loaded until removed.
class TextureCache : public Ref {
public:
    /// Installs the process-wide loader (not owned); nullptr removes it.
    static void setTextureLoader(TextureLoader* loader);
    static TextureLoader* getTextureLoader();

    TextureCache();
    /// Loads in flight are abandoned: the worker finishes its current image and stops, and their
    /// callbacks never run.
    ~TextureCache() override;

    /// The cached texture for @p path, loading it first if needed. nullptr (logged) when there is no
    /// loader or the loader fails.
    Texture2D* addImage(const std::string& path);
    /// A texture of @p image's pixels, cached under @p key (an existing one is returned as is).
    Texture2D* addImage(Image* image, const std::string& key);
    /// cocos2d-x's addImageAsync: @p path is decoded on a worker thread; in a later frame, on the
    /// main thread, its texture is made and cached and @p callback gets it (nullptr, logged, when it
    /// cannot be loaded). A texture already cached goes to the callback at once, as in cocos2d-x.
    /// Callbacks run in the order the images finish decoding.
    void addImageAsync(const std::string& path, const std::function<void(Texture2D*)>& callback);
    /// Drops the callbacks of the loads of @p path in flight (the images are still cached).
    void unbindImageAsync(const std::string& path);
    void unbindAllImageAsync();
    /// Async loads whose callback has not run yet.
    std::size_t getAsyncLoadCount() const;
    Texture2D* getTextureForKey(const std::string& key) const;
    void removeTexture(Texture2D* texture);
    void removeTextureForKey(const std::string& key);
    void removeAllTextures();
    /// Drops textures nobody but the cache holds.
    void removeUnusedTextures();
    std::size_t getTextureCount() const { return _textures.size(); }
    /// One line per texture: path, size, reference count.
    std::string getCachedTextureInfo() const;

private:
    friend class AsyncTextureLoads;
    Texture2D* addDecoded(const std::string& path, std::unique_ptr<DecodedImage> image);
    /// The texture cached under @p key, or a new one @p make describes, cached; nullptr (logged as
    /// TextureCache::<function>, with @p failure when @p make fails) without a loader or a texture.
    Texture2D* cacheNew(const std::string& key, const char* function, const char* failure,
                        const std::function<bool(TextureLoader&, TextureInfo*)>& make);

    std::map<std::string, Texture2D*> _textures;
    std::unique_ptr<AsyncTextureLoads> _async;
};

} // namespace cc
