// engine/scene/RenderTexture.cpp — see RenderTexture.h.
#include "scene/RenderTexture.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "base/Macros.h"
#include "director/Director.h"
#include "director/RenderTargets.h"
#include "scene/Image.h"
#include "scene/Sprite.h"
#include "scene/TextureLoader.h"
#include "scheduler/Scheduler.h"

#include <algorithm>
#include <vector>

namespace cc {
namespace {

std::vector<RenderTexture*>& begun() { // innermost last; not retained (a dying texture leaves)
    static std::vector<RenderTexture*> stack;
    return stack;
}

} // namespace

RenderTexture* RenderTexture::create(int w, int h, Texture2D::PixelFormat format,
                                     unsigned depthStencilFormat) {
    auto* texture = new RenderTexture();
    if (!texture->initWithWidthAndHeight(w, h, format, depthStencilFormat)) {
        delete texture;
        return nullptr;
    }
    texture->autorelease();
    return texture;
}

RenderTexture::~RenderTexture() {
    auto& stack = begun();
    stack.erase(std::remove(stack.begin(), stack.end(), this), stack.end());
}

bool RenderTexture::initWithWidthAndHeight(int w, int h, Texture2D::PixelFormat format,
                                           unsigned depthStencilFormat) {
    RenderTargets* targets = RenderTargets::get();
    if (!targets) {
        logError("RenderTexture:create(%d, %d): no renderer is open (render textures need one)", w, h);
        return false;
    }
    const int limit = targets->maxTargetSize();
    if (w <= 0 || h <= 0 || w > limit || h > limit) {
        logError("RenderTexture:create(%d, %d): the size must be 1 to %d pixels each way (the renderer's "
                 "largest texture)",
                 w, h, limit);
        return false;
    }
    TextureInfo info;
    std::string error;
    if (!targets->createTarget(w, h, &info, &error)) {
        logError("RenderTexture:create(%d, %d): %s", w, h, error.c_str());
        return false;
    }
    _texture = Texture2D::create("", info.pixelsWide, info.pixelsHigh, info.platformHandle);
    _texture->setRenderTarget(true);
    _texture->setAliasTexParameters(); // as cocos2d-x sets it
    _pixelFormat = format;
    _depthStencilFormat = depthStencilFormat;
    Sprite* sprite = Sprite::createWithTexture(_texture.get());
    sprite->setFlippedY(true);
    sprite->setBlendFunc(BlendFunc::ALPHA_PREMULTIPLIED);
    setSprite(sprite);
    addChild(sprite);
    return true;
}

void RenderTexture::setSprite(Sprite* sprite) {
    _sprite = sprite;
}

RenderTexture* RenderTexture::drawing() {
    return begun().empty() ? nullptr : begun().back();
}

void RenderTexture::begin() {
    begun().push_back(this);
}

void RenderTexture::beginWithClear(float r, float g, float b, float a) {
    beginWithClear(r, g, b, a, 0.0f, 0, COLOR_BUFFER_BIT);
}

void RenderTexture::beginWithClear(float r, float g, float b, float a, float depthValue) {
    beginWithClear(r, g, b, a, depthValue, 0, COLOR_BUFFER_BIT | DEPTH_BUFFER_BIT);
}

void RenderTexture::beginWithClear(float r, float g, float b, float a, float depthValue, int stencilValue) {
    beginWithClear(r, g, b, a, depthValue, stencilValue,
                   COLOR_BUFFER_BIT | DEPTH_BUFFER_BIT | STENCIL_BUFFER_BIT);
}

void RenderTexture::beginWithClear(float r, float g, float b, float a, float depthValue, int stencilValue,
                                   unsigned flags) {
    setClearColor(Color4F(r, g, b, a));
    setClearDepth(depthValue);
    setClearStencil(stencilValue);
    setClearFlags(flags);
    begin();
    clearNow();
}

void RenderTexture::end() {
    auto& stack = begun();
    if (!CC_CHECK(!stack.empty() && stack.back() == this,
                  "RenderTexture:end(): this render texture is not the one begun last"))
        return;
    stack.pop_back();
}

void RenderTexture::clear(float r, float g, float b, float a) {
    beginWithClear(r, g, b, a);
    end();
}

void RenderTexture::clearDepth(float depthValue) {
    setClearDepth(depthValue);
}

void RenderTexture::clearStencil(int stencilValue) {
    (void)stencilValue; // cocos2d-x does not keep it either
}

void RenderTexture::clearNow() {
    RenderTargets* targets = RenderTargets::get();
    if (targets && (_clearFlags & COLOR_BUFFER_BIT))
        targets->clearTarget(_texture->getPlatformHandle(), _clearColor);
}

void RenderTexture::drawVisited(Node* node) {
    RenderTargets* targets = RenderTargets::get();
    if (targets && node) targets->drawIntoTarget(_texture->getPlatformHandle(), node);
}

void RenderTexture::visit(const AffineTransform& parentToWorld) {
    if (!isVisible()) return;
    Node::visit(parentToWorld); // children (the sprite among them) take this node's transform
    if (_sprite && _sprite->getParent() != this) _sprite->visit(getVisitTransform());
    if (!_autoDraw) return;
    begin();
    clearNow();
    for (Node* child : getChildren())
        if (child != _sprite.get()) drawVisited(child);
    end();
}

Image* RenderTexture::newImage(bool flipImage) {
    (void)flipImage; // Kite's pixels come top row first whatever the storage
    RenderTargets* targets = RenderTargets::get();
    std::unique_ptr<DecodedImage> pixels =
        targets ? targets->readTarget(_texture->getPlatformHandle()) : nullptr;
    if (!pixels) {
        logError("RenderTexture:newImage(): the texture's pixels cannot be read");
        return nullptr;
    }
    return Image::createWithDecoded(std::move(pixels));
}

bool RenderTexture::saveToFile(const std::string& fileName, bool isRGBA, SaveCallback callback) {
    const bool png = imageFileFormatOf(fileName) == ImageFileFormat::PNG;
    return saveToFile(fileName, png ? ImageFormat::PNG : ImageFormat::JPEG, png && isRGBA,
                      std::move(callback));
}

bool RenderTexture::saveToFile(const std::string& fileName, ImageFormat format, bool isRGBA,
                               SaveCallback callback) {
    if (format == ImageFormat::JPEG) isRGBA = false;
    const std::string fullPath = FileUtils::getInstance()->getWritablePath() + fileName;
    bool saved = false;
    if (Image* image = newImage(true))
        saved = image->saveToFile(fullPath, !isRGBA); // the name's ending decides, as in cocos2d-x
    if (callback) {
        RefPtr<RenderTexture> keep(this);
        Director::getInstance()->getScheduler()->performFunctionInCocosThread(
            [keep, callback, fullPath] { callback(keep.get(), fullPath); });
    }
    return saved;
}

} // namespace cc
