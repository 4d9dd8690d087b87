// engine/scene/Image.cpp
#include "scene/Image.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

namespace cc {
ImageFileFormat imageFileFormatOf(const std::string& name) {
    std::string lower = name;
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (lower.find(".png") != std::string::npos) return ImageFileFormat::PNG;
    if (lower.find(".jpg") != std::string::npos || lower.find(".jpeg") != std::string::npos)
        return ImageFileFormat::JPEG;
    return ImageFileFormat::Unknown;
}

Image* Image::create() {
    auto* image = new Image();
    image->autorelease();
    return image;
}

Image* Image::createWithDecoded(std::unique_ptr<DecodedImage> decoded) {
    Image* image = create();
    image->_decoded = std::move(decoded);
    return image;
}

Image::Image() = default;
Image::~Image() = default;

bool Image::initWithImageFile(const std::string& path) {
    TextureLoader* loader = TextureCache::getTextureLoader();
    if (!loader) {
        logError("Image::initWithImageFile('%s'): no TextureLoader installed", path.c_str());
        return false;
    }
    std::string full = FileUtils::getInstance()->fullPathForFilename(path);
    std::unique_ptr<DecodedImage> decoded = loader->decodeImage(full.empty() ? path : full);
    if (!decoded || decoded->width <= 0 || decoded->height <= 0) {
        logError("Image::initWithImageFile('%s'): the image could not be loaded", path.c_str());
        return false;
    }
    _decoded = std::move(decoded);
    _path = path;
    return true;
}

bool Image::initWithImageData(const unsigned char* data, ssize_t dataLen) {
    TextureLoader* loader = TextureCache::getTextureLoader();
    if (!loader) {
        logError("Image::initWithImageData: no TextureLoader installed");
        return false;
    }
    if (!data || dataLen <= 0) {
        logError("Image::initWithImageData: no data");
        return false;
    }
    std::unique_ptr<DecodedImage> decoded =
        loader->decodeImageData(data, static_cast<std::size_t>(dataLen), "image data");
    if (!decoded || decoded->width <= 0 || decoded->height <= 0) {
        logError("Image::initWithImageData: the %ld bytes are not an image Kite can read",
                 static_cast<long>(dataLen));
        return false;
    }
    _decoded = std::move(decoded);
    _path.clear();
    return true;
}

int Image::getWidth() const {
    return _decoded ? _decoded->width : 0;
}

int Image::getHeight() const {
    return _decoded ? _decoded->height : 0;
}

bool Image::hasAlpha() const {
    return _decoded && _decoded->alpha;
}

bool Image::saveToFile(const std::string& path, bool) const {
    std::string error;
    TextureLoader* loader = TextureCache::getTextureLoader();
    if (!_decoded) {
        error = "cannot save '" + path + "': the image holds no pixels";
    } else if (imageFileFormatOf(path) == ImageFileFormat::Unknown) {
        error = "cannot save '" + path + "': Kite writes PNG and JPEG (name it .png, .jpg or .jpeg)";
    } else if (!loader) {
        error = "cannot save '" + path + "': no TextureLoader installed";
    } else if (loader->saveImage(*_decoded, path, &error)) {
        return true;
    }
    logError("Image::saveToFile: %s", error.c_str());
    return false;
}

} // namespace cc
