// engine/scene/ParticlePlist.cpp — ParticleSystem from a cocos / Particle Designer property list:
// the keys cocos2d-x 3.17 reads, and the texture by name or embedded (base64 of gzip of a PNG).
#include "base/Base64.h"
#include "base/FileUtils.h"
#include "base/Inflate.h"
#include "base/Log.h"
#include "base/PropertyList.h"
#include "director/Director.h"
#include "scene/Image.h"
#include "scene/ParticleSystem.h"
#include "scene/TextureCache.h"

namespace cc {
namespace {

/// An embedded image larger than this once inflated is refused (a plist texture is a few KiB).
constexpr std::size_t kMaxEmbeddedImageBytes = 16u << 20;

/// Reads numbers out of the particle dict; the first problem is kept in error. A missing key is 0,
/// as cocos's Value::asFloat() of nothing.
class ParticleDictReader {
public:
    ParticleDictReader(const PlistValue& dict, std::string* error) : _dict(dict), _error(error) {}

    float number(const char* key) {
        double value = 0.0;
        switch (_dict.readNumber(key, &value)) {
        case PlistValue::NumberMember::Found:
        case PlistValue::NumberMember::Missing:
            break;
        case PlistValue::NumberMember::NotANumber:
            fail(std::string("'") + key + "' is not a number");
            break;
        case PlistValue::NumberMember::OutOfRange:
            fail(std::string("'") + key + "' is out of range");
            break;
        }
        return static_cast<float>(value);
    }
    Color4F color(const char* red, const char* green, const char* blue, const char* alpha) {
        return Color4F(number(red), number(green), number(blue), number(alpha));
    }
    std::string text(const char* key) {
        const PlistValue* v = _dict.find(key);
        if (!v) return "";
        if (!v->isString()) fail(std::string("'") + key + "' is not a string");
        return v->text();
    }
    void fail(const std::string& message) {
        if (_error->empty()) *_error = message;
    }
    bool ok() const { return _error->empty(); }

private:
    const PlistValue& _dict;
    std::string* _error;
};

/// cocos's rule: a texture name is taken relative to the plist's folder.
std::string textureNameIn(std::string name, const std::string& dirname) {
    if (name.empty()) return name;
    const std::size_t slash = name.rfind('/');
    if (slash != std::string::npos) {
        if (!dirname.empty() && name.substr(0, slash + 1) != dirname) name = dirname + name.substr(slash + 1);
    } else if (!dirname.empty()) {
        name = dirname + name;
    }
    return name;
}

Texture2D* embeddedTexture(const std::string& data, const std::string& key, std::string* error) {
    std::string compressed, png;
    if (!base64Decode(data, &compressed, error)) {
        *error = "textureImageData: " + *error;
        return nullptr;
    }
    // Particle Designer gzips the image; some tools store it uncompressed.
    const bool gzipOrZlib = compressed.size() >= 2 && ((static_cast<unsigned char>(compressed[0]) == 0x1f &&
                                                        static_cast<unsigned char>(compressed[1]) == 0x8b) ||
                                                       static_cast<unsigned char>(compressed[0]) == 0x78);
    if (!gzipOrZlib) {
        png = compressed;
    } else if (!inflateData(compressed, kMaxEmbeddedImageBytes, &png, error)) {
        *error = "textureImageData: " + *error;
        return nullptr;
    }
    Image* image = Image::create();
    if (!image->initWithImageData(reinterpret_cast<const unsigned char*>(png.data()),
                                  static_cast<ssize_t>(png.size()))) {
        *error = "textureImageData is not an image Kite can read";
        return nullptr;
    }
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(image, key);
    if (!texture) *error = "no texture could be made of textureImageData";
    return texture;
}

} // namespace

bool ParticleSystem::initWithFile(const std::string& plistFile) {
    FileUtils* files = FileUtils::getInstance();
    const std::string fullPath = files->fullPathForFilename(plistFile);
    PlistValue dict;
    std::string error;
    if (fullPath.empty()) {
        logError("ParticleSystem: cannot read '%s': no such file", plistFile.c_str());
        return false;
    }
    if (!PropertyList::load(fullPath, &dict, &error)) {
        logError("ParticleSystem: %s", error.c_str());
        return false;
    }
    if (!dict.isDict()) {
        logError("ParticleSystem: '%s' is not a particle plist (its root is not a dict)", plistFile.c_str());
        return false;
    }
    _plistFile = fullPath;
    const std::size_t slash = plistFile.rfind('/');
    const std::string dirname = slash == std::string::npos ? "" : plistFile.substr(0, slash + 1);
    if (!initWithDictionary(dict, dirname, &error)) {
        logError("ParticleSystem: '%s': %s", plistFile.c_str(), error.c_str());
        return false;
    }
    return true;
}

bool ParticleSystem::initWithDictionary(const PlistValue& dictionary, const std::string& dirname,
                                        std::string* error) {
    error->clear();
    ParticleDictReader in(dictionary, error);
    const float maxParticles = in.number("maxParticles");
    if (!in.ok()) return false;
    if (maxParticles < 0.0f || maxParticles > static_cast<float>(kMaxTotalParticles)) {
        *error = "maxParticles " + std::to_string(static_cast<long long>(maxParticles)) +
                 " is out of range (0.." + std::to_string(kMaxTotalParticles) + ")";
        return false;
    }
    if (!initWithTotalParticles(static_cast<int>(maxParticles))) {
        *error = "cannot make the particles";
        return false;
    }
    const std::string configName = in.text("configName");
    _angle = in.number("angle");
    _angleVar = in.number("angleVariance");
    _duration = in.number("duration");
    // Particle Designer 2 files (those with a configName) write the factors as reals.
    _blendFunc.src = static_cast<unsigned>(static_cast<int>(in.number("blendFuncSource")));
    _blendFunc.dst = static_cast<unsigned>(static_cast<int>(in.number("blendFuncDestination")));
    _startColor = in.color("startColorRed", "startColorGreen", "startColorBlue", "startColorAlpha");
    _startColorVar = in.color("startColorVarianceRed", "startColorVarianceGreen", "startColorVarianceBlue",
                              "startColorVarianceAlpha");
    _endColor = in.color("finishColorRed", "finishColorGreen", "finishColorBlue", "finishColorAlpha");
    _endColorVar = in.color("finishColorVarianceRed", "finishColorVarianceGreen", "finishColorVarianceBlue",
                            "finishColorVarianceAlpha");
    _startSize = in.number("startParticleSize");
    _startSizeVar = in.number("startParticleSizeVariance");
    _endSize = in.number("finishParticleSize");
    _endSizeVar = in.number("finishParticleSizeVariance");
    setPosition(Vec2(in.number("sourcePositionx"), in.number("sourcePositiony")));
    _posVar = Vec2(in.number("sourcePositionVariancex"), in.number("sourcePositionVariancey"));
    _startSpin = in.number("rotationStart");
    _startSpinVar = in.number("rotationStartVariance");
    _endSpin = in.number("rotationEnd");
    _endSpinVar = in.number("rotationEndVariance");

    const float emitterType = in.number("emitterType");
    if (emitterType == 0.0f) {
        _emitterMode = Mode::GRAVITY;
        _modeA.gravity = Vec2(in.number("gravityx"), in.number("gravityy"));
        _modeA.speed = in.number("speed");
        _modeA.speedVar = in.number("speedVariance");
        _modeA.radialAccel = in.number("radialAcceleration");
        _modeA.radialAccelVar = in.number("radialAccelVariance");
        _modeA.tangentialAccel = in.number("tangentialAcceleration");
        _modeA.tangentialAccelVar = in.number("tangentialAccelVariance");
        const PlistValue* dirFlag = dictionary.find("rotationIsDir");
        _modeA.rotationIsDir =
            dirFlag && (dirFlag->isBoolean() ? dirFlag->asBoolean() : dirFlag->number() != 0.0);
    } else if (emitterType == 1.0f) {
        _emitterMode = Mode::RADIUS;
        // Particle Designer 2 stores these radii and the turn rate as whole numbers (cocos reads asInt).
        const bool designer2 = !configName.empty();
        auto whole = [&](float v) { return designer2 ? static_cast<float>(static_cast<int>(v)) : v; };
        _modeB.startRadius = whole(in.number("maxRadius"));
        _modeB.startRadiusVar = in.number("maxRadiusVariance");
        _modeB.endRadius = whole(in.number("minRadius"));
        _modeB.endRadiusVar = in.number("minRadiusVariance");
        _modeB.rotatePerSecond = whole(in.number("rotatePerSecond"));
        _modeB.rotatePerSecondVar = in.number("rotatePerSecondVariance");
    } else {
        in.fail("emitterType " + std::to_string(static_cast<long long>(emitterType)) +
                " is neither 0 (gravity) nor 1 (radius)");
    }
    _life = in.number("particleLifespan");
    _lifeVar = in.number("particleLifespanVariance");
    if (!in.ok()) return false;
    _emissionRate = _life > 0.0f ? static_cast<float>(_totalParticles) / _life : 0.0f;
    if (!configName.empty()) {
        const PlistValue* flipped = dictionary.find("yCoordFlipped");
        if (flipped && flipped->isNumber()) _yCoordFlipped = flipped->number() < 0.0 ? -1.0f : 1.0f;
    }
    if (!_blendFunc.isSupported()) {
        *error = unsupportedBlendMessage("blendFuncSource/blendFuncDestination", _blendFunc);
        return false;
    }

    const std::string textureName = textureNameIn(in.text("textureFileName"), dirname);
    const std::string textureData = in.text("textureImageData");
    if (!in.ok()) return false;
    FileUtils* files = FileUtils::getInstance();
    Texture2D* texture = nullptr;
    // A missing file is no news when the image is embedded: asked without the "not found" notice.
    if (!textureName.empty() && files->isFileExist(textureName))
        texture = Director::getInstance()->getTextureCache()->addImage(textureName);
    if (!texture && !textureData.empty())
        texture = embeddedTexture(
            textureData, textureName.empty() ? _plistFile + "#textureImageData" : textureName, error);
    if (!texture) {
        if (error->empty())
            *error = textureName.empty() ? "no textureFileName and no textureImageData"
                                         : "the texture '" + textureName +
                                               "' cannot be loaded and no textureImageData is embedded";
        return false;
    }
    setTexture(texture);
    return true;
}

} // namespace cc
