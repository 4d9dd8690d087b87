// engine/ui/Scale9Sprite.cpp
#include "ui/Scale9Sprite.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"
#include "ui/GraySprite.h"

#include <algorithm>
#include <array>

namespace cc::ui {
namespace {

template <class Init> Scale9Sprite* make(Init init) {
    auto* sprite = new Scale9Sprite();
    if (init(sprite)) return static_cast<Scale9Sprite*>(sprite->autorelease());
    delete sprite;
    return nullptr;
}

Texture2D* load(const std::string& file) {
    return Director::getInstance()->getTextureCache()->addImage(file);
}

// One axis of the grid: where each part starts in the image (source) and on the node (target).
struct Axis {
    std::array<float, 4> source{}, target{};
    int parts = 0;
};

// SLICE: caps of @p low and @p high image pixels keep their size, shrunk together when @p size
// cannot hold both; SIMPLE (parts 1): the whole image stretched.
Axis sliceAxis(float image, float low, float high, float size, bool slice) {
    Axis axis;
    if (!slice) {
        axis.parts = 1;
        axis.source = {0.0f, image, image, image};
        axis.target = {0.0f, size, size, size};
        return axis;
    }
    axis.parts = 3;
    const float caps = low + high;
    const float shrink = caps > size && caps > 0.0f ? size / caps : 1.0f;
    axis.source = {0.0f, low, image - high, image};
    axis.target = {0.0f, low * shrink, size - high * shrink, size};
    return axis;
}

} // namespace

Scale9Sprite* Scale9Sprite::create() {
    return make([](Scale9Sprite* s) { return s->init(); });
}

Scale9Sprite* Scale9Sprite::create(const std::string& file, const Rect& rect, const Rect& capInsets) {
    return make([&](Scale9Sprite* s) { return s->initWithFile(file, rect, capInsets); });
}

Scale9Sprite* Scale9Sprite::create(const Rect& capInsets, const std::string& file) {
    return make([&](Scale9Sprite* s) { return s->initWithFile(capInsets, file); });
}

Scale9Sprite* Scale9Sprite::create(const std::string& file, const Rect& rect) {
    return make([&](Scale9Sprite* s) { return s->initWithFile(file, rect); });
}

Scale9Sprite* Scale9Sprite::create(const std::string& file) {
    return make([&](Scale9Sprite* s) { return s->initWithFile(file); });
}

Scale9Sprite* Scale9Sprite::createWithSpriteFrame(SpriteFrame* frame, const Rect& capInsets) {
    if (!frame) return nullptr;
    return make([&](Scale9Sprite* s) { return s->initWithSpriteFrame(frame, capInsets); });
}

Scale9Sprite* Scale9Sprite::createWithSpriteFrameName(const std::string& name, const Rect& capInsets) {
    return make([&](Scale9Sprite* s) { return s->initWithSpriteFrameName(name, capInsets); });
}

bool Scale9Sprite::init() {
    if (!Sprite::init()) return false;
    applyCapInsets(Rect::ZERO);
    return true;
}

bool Scale9Sprite::initWithFile(const std::string& file, const Rect& rect, const Rect& capInsets) {
    Texture2D* texture = load(file); // the cache logs a missing or broken file, naming it
    if (!texture) return false;
    const Rect whole(Vec2::ZERO, texture->getContentSize());
    if (!initWithTexture(texture, rect.equals(Rect::ZERO) ? whole : rect)) return false;
    applyCapInsets(capInsets);
    return true;
}

bool Scale9Sprite::initWithFile(const Rect& capInsets, const std::string& file) {
    return initWithFile(file, Rect::ZERO, capInsets);
}

bool Scale9Sprite::initWithFile(const std::string& file, const Rect& rect) {
    return initWithFile(file, rect, Rect::ZERO);
}

bool Scale9Sprite::initWithFile(const std::string& file) {
    return initWithFile(file, Rect::ZERO, Rect::ZERO);
}

bool Scale9Sprite::initWithSpriteFrame(SpriteFrame* frame, const Rect& capInsets) {
    if (!frame) return false;
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    setSpriteFrame(frame, capInsets);
    return true;
}

bool Scale9Sprite::initWithSpriteFrameName(const std::string& name, const Rect& capInsets) {
    SpriteFrame* frame = SpriteFrameCache::getInstance()->getSpriteFrameByName(name);
    if (!frame) {
        logError("ccui.Scale9Sprite: no sprite frame named '%s' in the SpriteFrameCache", name.c_str());
        return false;
    }
    return initWithSpriteFrame(frame, capInsets);
}

bool Scale9Sprite::init(Sprite* sprite, const Rect& rect, bool rotated, const Vec2& offset,
                        const Size& originalSize, const Rect& capInsets) {
    if (!sprite) return false;
    return updateWithSprite(sprite, rect, rotated, offset, originalSize, capInsets);
}

bool Scale9Sprite::init(Sprite* sprite, const Rect& rect, bool rotated, const Rect& capInsets) {
    return init(sprite, rect, rotated, Vec2::ZERO, rect.size, capInsets);
}

bool Scale9Sprite::init(Sprite* sprite, const Rect& rect, const Rect& capInsets) {
    return init(sprite, rect, false, capInsets);
}

bool Scale9Sprite::updateWithSprite(Sprite* sprite, const Rect& rect, bool rotated, const Vec2& offset,
                                    const Size& originalSize, const Rect& capInsets) {
    if (!sprite || !sprite->getTexture()) return false;
    setSpriteFrame(SpriteFrame::createWithTexture(sprite->getTexture(), rect, rotated, offset, originalSize),
                   capInsets);
    return true;
}

bool Scale9Sprite::updateWithSprite(Sprite* sprite, const Rect& rect, bool rotated, const Rect& capInsets) {
    return updateWithSprite(sprite, rect, rotated, Vec2::ZERO, rect.size, capInsets);
}

Scale9Sprite* Scale9Sprite::resizableSpriteWithCapInsets(const Rect& capInsets) const {
    return createWithSpriteFrame(getSpriteFrame(), capInsets);
}

void Scale9Sprite::copyTo(Scale9Sprite* copy) const {
    if (!copy) return;
    copy->setSpriteFrame(getSpriteFrame(), _capInsets);
    copy->setContentSize(getContentSize());
    copy->setRenderingType(_renderingType);
    copy->setState(_state);
    copy->setFlippedX(isFlippedX());
    copy->setFlippedY(isFlippedY());
    copy->setColor(getColor());
    copy->setOpacity(getOpacity());
}

SpriteFrame* Scale9Sprite::getSpriteFrame() const {
    SpriteFrame* frame = Sprite::getSpriteFrame();
    if (!frame || frame->getOriginalSize().equals(getOriginalContentSize())) return frame;
    return SpriteFrame::createWithTexture(getTexture(), getTextureRect(), isTextureRectRotated(),
                                          getUnflippedOffset(), getOriginalContentSize());
}

void Scale9Sprite::setSpriteFrame(SpriteFrame* frame, const Rect& capInsets) {
    if (!frame) return;
    Sprite::setSpriteFrame(frame);
    applyCapInsets(capInsets);
}

void Scale9Sprite::setCapInsets(const Rect& capInsets) {
    applyCapInsets(capInsets);
}

void Scale9Sprite::applyCapInsets(const Rect& capInsets) {
    const Size& image = getOriginalContentSize();
    Rect centre = capInsets;
    if (centre.equals(Rect::ZERO)) // cocos: the middle third each way
        centre = Rect(image.width / 3.0f, image.height / 3.0f, image.width / 3.0f, image.height / 3.0f);
    float left = centre.origin.x, top = centre.origin.y;
    float right = image.width - left - centre.size.width;
    float bottom = image.height - top - centre.size.height;
    // Clamped to the image: a cap never reaches past the far edge, none is negative.
    const float clampedLeft = std::clamp(left, 0.0f, image.width);
    const float clampedTop = std::clamp(top, 0.0f, image.height);
    const float clampedRight = std::clamp(right, 0.0f, image.width - clampedLeft);
    const float clampedBottom = std::clamp(bottom, 0.0f, image.height - clampedTop);
    if (clampedLeft != left || clampedTop != top || clampedRight != right || clampedBottom != bottom)
        logWarning(
            "ccui.Scale9Sprite: cap insets {{%g, %g}, {%g, %g}} reach outside the %gx%g image; clamped to it",
            capInsets.origin.x, capInsets.origin.y, capInsets.size.width, capInsets.size.height, image.width,
            image.height);
    _insetLeft = clampedLeft;
    _insetTop = clampedTop;
    _insetRight = clampedRight;
    _insetBottom = clampedBottom;
    _capInsets = Rect(clampedLeft, clampedTop, image.width - clampedLeft - clampedRight,
                      image.height - clampedTop - clampedBottom);
}

void Scale9Sprite::capInsetsFromInsets() {
    const Size& image = getOriginalContentSize();
    const Rect centre(_insetLeft, _insetTop, image.width - _insetLeft - _insetRight,
                      image.height - _insetTop - _insetBottom);
    // All four insets at zero leave the whole image as the centre, which Rect::ZERO would not mean.
    if (centre.equals(Rect::ZERO)) {
        _capInsets = centre;
        return;
    }
    applyCapInsets(centre);
}

void Scale9Sprite::setInsetLeft(float inset) {
    _insetLeft = inset;
    capInsetsFromInsets();
}

void Scale9Sprite::setInsetTop(float inset) {
    _insetTop = inset;
    capInsetsFromInsets();
}

void Scale9Sprite::setInsetRight(float inset) {
    _insetRight = inset;
    capInsetsFromInsets();
}

void Scale9Sprite::setInsetBottom(float inset) {
    _insetBottom = inset;
    capInsetsFromInsets();
}

void Scale9Sprite::setScale9Enabled(bool enabled) {
    _renderingType = enabled ? RenderingType::SLICE : RenderingType::SIMPLE;
}

TexturedTriangles Scale9Sprite::getTriangles() const {
    TexturedTriangles out;
    Texture2D* texture = getTexture();
    const Size& size = getContentSize();
    const Size& image = getOriginalContentSize();
    const Rect& rect = getTextureRect();
    if (!texture || texture->getPixelsWide() <= 0 || texture->getPixelsHigh() <= 0 || size.width <= 0.0f ||
        size.height <= 0.0f || image.width <= 0.0f || image.height <= 0.0f || rect.size.width <= 0.0f ||
        rect.size.height <= 0.0f)
        return out;
    // The insets as they fit the image now (a frame set through Sprite may be smaller than they were).
    const float left = std::min(_insetLeft, image.width);
    const float right = std::min(_insetRight, image.width - left);
    const float top = std::min(_insetTop, image.height);
    const float bottom = std::min(_insetBottom, image.height - top);
    const bool slice = _renderingType == RenderingType::SLICE;
    const Axis columns = sliceAxis(image.width, left, right, size.width, slice);
    const Axis rows = sliceAxis(image.height, bottom, top, size.height, slice); // y up: bottom first
    // The texture rect's place in the untrimmed image (y up), from the trim offset.
    const Vec2& offset = getUnflippedOffset();
    const float trimX = (image.width - rect.size.width) * 0.5f + offset.x;
    const float trimY = (image.height - rect.size.height) * 0.5f + offset.y;
    const float texW = static_cast<float>(texture->getPixelsWide());
    const float texH = static_cast<float>(texture->getPixelsHigh());
    const bool rotated = isTextureRectRotated();
    const bool bottomUp = texture->isRenderTarget(); // a render texture's rows are bottom-up
    Color4B color(getDisplayedColor(), getDisplayedOpacity());
    if (_state == State::GRAY) {
        const GLubyte l = grayLuminance(getDisplayedColor());
        color = Color4B(l, l, l, color.a);
    }
    // A point of the untrimmed image (x right, y up) as a corner: where it goes on the node, which
    // texel shows there.
    auto corner = [&](float x, float y, const Axis& cols, int col, const Axis& rws, int row) {
        auto map = [](float v, const Axis& axis, int part) {
            const float from = axis.source[part], to = axis.source[part + 1];
            const float t = to > from ? (v - from) / (to - from) : 0.0f;
            return axis.target[part] + t * (axis.target[part + 1] - axis.target[part]);
        };
        Vec2 position(map(x, cols, col), map(y, rws, row));
        if (isFlippedX()) position.x = size.width - position.x;
        if (isFlippedY()) position.y = size.height - position.y;
        const float fromLeft = x - trimX;                   // in the texture rect, from its left
        const float fromTop = trimY + rect.size.height - y; // and from its top
        Vec2 texel = rotated ? Vec2(rect.origin.x + rect.size.height - fromTop, rect.origin.y + fromLeft)
                             : Vec2(rect.origin.x + fromLeft, rect.origin.y + fromTop);
        Vec2 uv(texel.x / texW, texel.y / texH);
        if (bottomUp) uv.y = 1.0f - uv.y;
        return TexturedVertex{position, color, uv};
    };
    for (int row = 0; row < rows.parts; ++row) {
        // The part of this row the trimmed rect covers.
        const float y0 = std::max(rows.source[row], trimY);
        const float y1 = std::min(rows.source[row + 1], trimY + rect.size.height);
        if (y1 <= y0 || rows.target[row + 1] <= rows.target[row]) continue;
        for (int col = 0; col < columns.parts; ++col) {
            const float x0 = std::max(columns.source[col], trimX);
            const float x1 = std::min(columns.source[col + 1], trimX + rect.size.width);
            if (x1 <= x0 || columns.target[col + 1] <= columns.target[col]) continue;
            const TexturedVertex bl = corner(x0, y0, columns, col, rows, row);
            const TexturedVertex br = corner(x1, y0, columns, col, rows, row);
            const TexturedVertex tl = corner(x0, y1, columns, col, rows, row);
            const TexturedVertex tr = corner(x1, y1, columns, col, rows, row);
            // Four triangles about the centre, not two: SDL's software renderer copies a triangle pair
            // that makes a rectangle as a rectangle, which neither turns a rotated frame's texels nor
            // meets the neighbouring part without a gap at fractional edges.
            TexturedVertex centre = bl;
            centre.position = (bl.position + tr.position) * 0.5f;
            centre.uv = (bl.uv + tr.uv) * 0.5f;
            out.insert(out.end(), {centre, bl, br, centre, br, tr, centre, tr, tl, centre, tl, bl});
        }
    }
    return out;
}

} // namespace cc::ui
