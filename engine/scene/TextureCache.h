// engine/scene/TextureCache.h — textures by path, loaded through the platform's TextureLoader.
#pragma once

#include "base/Ref.h"

#include <cstddef>
#include <map>
#include <string>

namespace cc {

class Texture2D;
class TextureLoader;

/// cocos2d-x `TextureCache`, owned by the Director. Retains every texture it loaded until removed.
class TextureCache : public Ref {
public:
    /// Installs the process-wide loader (not owned); nullptr removes it.
    static void setTextureLoader(TextureLoader* loader);
    static TextureLoader* getTextureLoader();

    TextureCache() = default;
    ~TextureCache() override;

    /// The cached texture for @p path, loading it first if needed. nullptr (logged) when there is no
    /// loader or the loader fails.
    Texture2D* addImage(const std::string& path);
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
    std::map<std::string, Texture2D*> _textures;
};

} // namespace cc
