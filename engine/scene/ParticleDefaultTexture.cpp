// engine/scene/ParticleDefaultTexture.cpp — the built-in systems' texture: a soft white spot, made
// here as a small PNG in memory (zlib for its deflate and CRC) and decoded like any image.
#include "director/Director.h"
#include "scene/Image.h"
#include "scene/ParticleExamples.h"
#include "scene/TextureCache.h"

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace cc {
namespace {

constexpr int kSide = 32;

void putBigEndian(std::string& out, unsigned long value) {
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<char>((value >> shift) & 0xff));
}

void putChunk(std::string& png, const char* type, const std::string& data) {
    putBigEndian(png, data.size());
    const std::string typed = std::string(type, 4) + data;
    png += typed;
    putBigEndian(png,
                 crc32(0L, reinterpret_cast<const Bytef*>(typed.data()), static_cast<uInt>(typed.size())));
}

/// RGBA rows, each after PNG's "no filter" byte: white, alpha falling smoothly to 0 at the edge.
std::string spotPixels() {
    std::string rows;
    const float centre = (kSide - 1) * 0.5f;
    for (int y = 0; y < kSide; ++y) {
        rows.push_back('\0');
        for (int x = 0; x < kSide; ++x) {
            const float d =
                std::hypot(static_cast<float>(x) - centre, static_cast<float>(y) - centre) / (kSide * 0.5f);
            const float fall = std::clamp(1.0f - d, 0.0f, 1.0f);
            rows.append(3, static_cast<char>(255));
            rows.push_back(static_cast<char>(std::lround(fall * fall * 255.0f)));
        }
    }
    return rows;
}

std::string spotPng() {
    std::string png("\x89PNG\r\n\x1a\n", 8);
    std::string header;
    putBigEndian(header, kSide);
    putBigEndian(header, kSide);
    header += std::string("\x08\x06\x00\x00\x00", 5); // 8 bits, RGBA, deflate, no filter, no interlace
    putChunk(png, "IHDR", header);
    const std::string rows = spotPixels();
    uLongf size = compressBound(static_cast<uLong>(rows.size()));
    std::string deflated(size, '\0');
    compress(reinterpret_cast<Bytef*>(&deflated[0]), &size, reinterpret_cast<const Bytef*>(rows.data()),
             static_cast<uLong>(rows.size()));
    deflated.resize(size);
    putChunk(png, "IDAT", deflated);
    putChunk(png, "IEND", "");
    return png;
}

} // namespace

Texture2D* defaultParticleTexture() {
    static const char* const kKey = "/__firePngData"; // cocos's key for its examples' texture
    TextureCache* cache = Director::getInstance()->getTextureCache();
    if (Texture2D* cached = cache->getTextureForKey(kKey)) return cached;
    const std::string png = spotPng();
    Image* image = Image::create();
    if (!image->initWithImageData(reinterpret_cast<const unsigned char*>(png.data()),
                                  static_cast<ssize_t>(png.size())))
        return nullptr;
    return cache->addImage(image, kKey);
}

} // namespace cc
