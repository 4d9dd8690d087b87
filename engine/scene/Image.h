// engine/scene/Image.h — cocos2d-x `Image`: a decoded picture in memory, not yet a texture.
#pragma once

#include "base/Ref.h"

#include <sys/types.h>

#include <memory>
#include <string>

namespace cc {

class DecodedImage;

/// Decoded through the installed TextureLoader (SDL2_image on the platform); becomes a texture with
/// TextureCache::addImage(image, key). Saving writes PNG only.
class Image : public Ref {
public:
    static Image* create();
    ~Image() override;

    /// Loads @p path (resolved like textures); false, logged, when it cannot be decoded.
    bool initWithImageFile(const std::string& path);
    /// Decodes an image file's bytes (PNG, JPG, ...) held in memory; false, logged, when they do not.
    bool initWithImageData(const unsigned char* data, ssize_t dataLen);
    int getWidth() const;
    int getHeight() const;
    bool hasAlpha() const;
    const std::string& getFilePath() const { return _path; }
    /// Writes the image as PNG (a path ending in .png); false, logged, otherwise.
    bool saveToFile(const std::string& path, bool isToRGB = true) const;
    const DecodedImage* getDecoded() const { return _decoded.get(); }

private:
    Image();
    std::unique_ptr<DecodedImage> _decoded;
    std::string _path;
};

} // namespace cc
