// tests/engine/FakePlatform.h — fake TextureLoader and TextMeasurer, installed while in scope.
#pragma once

#include "scene/Label.h"
#include "scene/TextMeasurer.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

#include "KiteTestSupport.h"

#include <map>
#include <string>
#include <vector>

namespace kite {
namespace test {

/// Knows a fixed set of image sizes; hands out fake handles and records loads and unloads.
class FakeTextureLoader : public cc::TextureLoader {
public:
    FakeTextureLoader() { cc::TextureCache::setTextureLoader(this); }
    ~FakeTextureLoader() override { cc::TextureCache::setTextureLoader(nullptr); }

    bool loadTexture(const std::string& path, cc::TextureInfo* info) override {
        loads.push_back(path);
        auto it = sizes.find(path);
        if (it == sizes.end()) return false;
        info->pixelsWide = it->second.first;
        info->pixelsHigh = it->second.second;
        info->platformHandle = &handles[path];
        return true;
    }
    void unloadTexture(void* handle) override { unloads.push_back(handle); }
    void setTextureFilter(void* handle, bool linear) override { filters.emplace_back(handle, linear); }
    /// A texture of a decoded image's size (the async path and cc::Image), under any key.
    bool createTexture(const std::string& path, const cc::DecodedImage& image,
                       cc::TextureInfo* info) override {
        if (image.width <= 0) return loadTexture(path, info); // decoded by the default decodeImage()
        loads.push_back(path);
        info->pixelsWide = image.width;
        info->pixelsHigh = image.height;
        info->platformHandle = &handles[path];
        return true;
    }
    /// Known images decode to their size (for cc::Image); unknown ones do not.
    std::unique_ptr<cc::DecodedImage> decodeImage(const std::string& path) override {
        auto it = sizes.find(path);
        if (it == sizes.end()) return nullptr;
        auto image = std::make_unique<cc::DecodedImage>();
        image->width = it->second.first;
        image->height = it->second.second;
        return image;
    }

    /// Image bytes in memory, sized by kite::test::testImageSize (a PNG header, "FAKE <w> <h>").
    std::unique_ptr<cc::DecodedImage> decodeImageData(const unsigned char* data, std::size_t size,
                                                      const std::string&) override {
        auto image = std::make_unique<cc::DecodedImage>();
        if (!testImageSize(std::string(reinterpret_cast<const char*>(data), size), &image->width,
                           &image->height))
            return nullptr;
        return image;
    }

    std::map<std::string, std::pair<int, int>> sizes{{"hero.png", {64, 32}}, {"tiles.png", {256, 256}}};
    std::map<std::string, int> handles;
    std::vector<std::string> loads;
    std::vector<void*> unloads;
    std::vector<std::pair<void*, bool>> filters;
};

/// Every character is 10 wide, every line is the font size high.
class FakeTextMeasurer : public cc::TextMeasurer {
public:
    FakeTextMeasurer() { cc::Label::setTextMeasurer(this); }
    ~FakeTextMeasurer() override { cc::Label::setTextMeasurer(nullptr); }

    cc::Size measureText(const std::string& text, const cc::TextStyle& style) override {
        lastFont = style.font;
        lastMaxWidth = style.maxLineWidth;
        lastStyle = style;
        return cc::Size(10.0f * static_cast<float>(text.size()), style.fontSize);
    }
    cc::TextStyle lastStyle;
    std::string lastFont;
    float lastMaxWidth = -1.0f;
};

} // namespace test
} // namespace kite
