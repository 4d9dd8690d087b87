// engine/scene/Image.h — cocos2d-x `Image`: a decoded picture in memory, not yet a texture.
#pragma once

#include "base/Ref.h"

#include <sys/types.h>

#include <memory>
#include <string>

namespace cc {

class DecodedImage;

/// The file format a name asks for when an image is saved, by cocos2d-x's rule: ".png" anywhere in it
/// (any case) is PNG, else ".jpg" (or Kite's ".jpeg") is JPEG; anything else is Unknown.
enum class ImageFileFormat { Unknown, PNG, JPEG };
ImageFileFormat imageFileFormatOf(const std::string& name);

/// Decoded through the installed TextureLoader (SDL2_image on the platform); becomes a texture with
/// TextureCache::addImage(image, key). Saving writes PNG or JPEG, as the name ends.
class Image : public Ref {
public:
    static Image* create();
    /// An image holding @p decoded (the installed TextureLoader's kind), e.g. a render texture's pixels.
    static Image* createWithDecoded(std::unique_ptr<DecodedImage> decoded);
    ~Image() override;

    /// Loads @p path (resolved like textures); false, logged, when it cannot be decoded.
    bool initWithImageFile(const std::string& path);
    /// Decodes an image file's bytes (PNG, JPG, ...) held in memory; false, logged, when they do not.
    bool initWithImageData(const unsigned char* data, ssize_t dataLen);
    int getWidth() const;
    int getHeight() const;
    bool hasAlpha() const;
    const std::string& getFilePath() const { return _path; }
    /// Writes the image as PNG or JPEG, as imageFileFormatOf(@p path) says; false, logged, otherwise.
    bool saveToFile(const std::string& path, bool isToRGB = true) const;
    const DecodedImage* getDecoded() const { return _decoded.get(); }

private:
    Image();
    std::unique_ptr<DecodedImage> _decoded;
    std::string _path;
};

} // namespace cc
