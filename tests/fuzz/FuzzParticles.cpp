// FuzzParticles.cpp -- libFuzzer target fuzz_particles: bytes as a particle plist (cocos / Particle
// Designer), its embedded texture (base64, gzip or zlib, then an image) included, against a loader
// that sizes "FAKE <w> <h>" images (this build has no SDL). Whatever the bytes, a system is made or
// the error says why; a made system then runs a few steps. No crash, no leak, no hang.
#include "base/PoolManager.h"
#include "base/PropertyList.h"
#include "director/Director.h"
#include "scene/ParticleSystem.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

class FakeImageLoader : public cc::TextureLoader {
public:
    bool loadTexture(const std::string&, cc::TextureInfo*) override { return false; }
    std::unique_ptr<cc::DecodedImage> decodeImageData(const unsigned char* data, std::size_t size,
                                                      const std::string&) override {
        const std::string bytes(reinterpret_cast<const char*>(data), size);
        auto image = std::make_unique<cc::DecodedImage>();
        if (std::sscanf(bytes.c_str(), "FAKE %d %d", &image->width, &image->height) != 2 ||
            image->width <= 0 || image->height <= 0 || image->width > 4096 || image->height > 4096)
            return nullptr;
        return image;
    }
    bool createTexture(const std::string&, const cc::DecodedImage& image, cc::TextureInfo* info) override {
        info->pixelsWide = image.width;
        info->pixelsHigh = image.height;
        info->platformHandle = this;
        return true;
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static FakeImageLoader loader;
    cc::TextureCache::setTextureLoader(&loader);
    cc::PlistValue dict;
    std::string error;
    if (cc::PropertyList::parse(std::string(reinterpret_cast<const char*>(data), size), "fuzz.plist", &dict,
                                &error) &&
        dict.isDict()) {
        // Large systems are legal (up to ParticleSystem::kMaxTotalParticles) but slow to fuzz.
        double particles = 0.0;
        if (dict.readNumber("maxParticles", &particles) != cc::PlistValue::NumberMember::Found ||
            particles <= 2000.0) {
            cc::ParticleSystem* system = cc::ParticleSystemQuad::createWithTotalParticles(0);
            if (system->initWithDictionary(dict, "", &error)) {
                if (!error.empty()) std::abort();
                for (int i = 0; i < 4; ++i)
                    system->update(0.25f);
                if (system->getParticleCount() > static_cast<unsigned>(system->getTotalParticles()))
                    std::abort();
            } else if (error.empty()) {
                std::fprintf(stderr, "a refused particle plist must say why\n");
                std::abort();
            }
        }
    }
    cc::Director::getInstance()->getTextureCache()->removeAllTextures();
    cc::PoolManager::getInstance()->drainCurrentPool();
    return 0;
}
