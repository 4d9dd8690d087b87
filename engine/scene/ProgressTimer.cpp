// engine/scene/ProgressTimer.cpp
#include "scene/ProgressTimer.h"

#include "scene/Texture2D.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <utility>

namespace cc {
namespace {

constexpr int kCorners = 4;

/// Where the lines through a-b and c-d cross: *s along a-b, *t along c-d; false when parallel.
bool linesCross(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d, float* s, float* t) {
    const Vec2 ab = b - a, cd = d - c, ca = a - c;
    const float denominator = cd.y * ab.x - cd.x * ab.y;
    if (denominator == 0.0f) return false;
    *s = (cd.x * ca.y - cd.y * ca.x) / denominator;
    *t = (ab.x * ca.y - ab.y * ca.x) / denominator;
    return true;
}

} // namespace

ProgressTimer* ProgressTimer::create(Sprite* sprite) {
    auto* timer = new ProgressTimer();
    timer->setAnchorPoint(Vec2(0.5f, 0.5f));
    timer->setSprite(sprite);
    timer->autorelease();
    return timer;
}

void ProgressTimer::setPercentage(float percentage) {
    _percentage = std::clamp(percentage, 0.0f, 100.0f);
}

void ProgressTimer::setSprite(Sprite* sprite) {
    if (_sprite.get() == sprite) return;
    _sprite.reset(sprite);
    if (sprite) setContentSize(sprite->getContentSize());
}

void ProgressTimer::setMidpoint(const Vec2& midpoint) {
    _midpoint = Vec2(std::clamp(midpoint.x, 0.0f, 1.0f), std::clamp(midpoint.y, 0.0f, 1.0f));
}

void ProgressTimer::setColor(const Color3B& color) {
    if (_sprite) _sprite->setColor(color);
    Node::setColor(color);
}

void ProgressTimer::setOpacity(GLubyte opacity) {
    if (_sprite) _sprite->setOpacity(opacity);
    Node::setOpacity(opacity);
}

// The quad's corners interpolated: its node-space rectangle and its texture rectangle (a rotated
// frame's texels run with x and y swapped; a flip swaps the rectangle's sides, as cocos's quad does).
TexturedVertex ProgressTimer::corner(const Vec2& alpha) const {
    TexturedVertex v;
    const Rect quad = _sprite->getQuadRect();
    v.position = Vec2(quad.origin.x + quad.size.width * alpha.x, quad.origin.y + quad.size.height * alpha.y);
    v.color = Color4B(_sprite->getDisplayedColor(), _sprite->getDisplayedOpacity());
    Texture2D* texture = _sprite->getTexture();
    if (!texture || texture->getPixelsWide() <= 0 || texture->getPixelsHigh() <= 0) return v;
    const Rect& rect = _sprite->getTextureRect();
    const bool rotated = _sprite->isTextureRectRotated();
    const float tw = static_cast<float>(texture->getPixelsWide());
    const float th = static_cast<float>(texture->getPixelsHigh());
    const float texelsW = rotated ? rect.size.height : rect.size.width;
    const float texelsH = rotated ? rect.size.width : rect.size.height;
    float left = rect.origin.x / tw, right = (rect.origin.x + texelsW) / tw;
    float top = rect.origin.y / th, bottom = (rect.origin.y + texelsH) / th;
    if (rotated) {
        if (_sprite->isFlippedX()) std::swap(top, bottom);
        if (_sprite->isFlippedY()) std::swap(left, right);
        // cocos's quad: bottom-left shows (left, top), top-right (right, bottom); alpha runs swapped
        v.uv = Vec2(left + (right - left) * alpha.y, top + (bottom - top) * alpha.x);
    } else {
        if (_sprite->isFlippedX()) std::swap(left, right);
        if (_sprite->isFlippedY()) std::swap(top, bottom);
        v.uv = Vec2(left + (right - left) * alpha.x, bottom + (top - bottom) * alpha.y);
    }
    return v;
}

Vec2 ProgressTimer::boundary(int index) const {
    // clockwise from the top-right corner; reversed, counter-clockwise from the top-left
    static const Vec2 clockwise[kCorners] = {Vec2(1, 1), Vec2(1, 0), Vec2(0, 0), Vec2(0, 1)};
    static const Vec2 counter[kCorners] = {Vec2(0, 1), Vec2(0, 0), Vec2(1, 0), Vec2(1, 1)};
    return _reverseDirection ? counter[index] : clockwise[index];
}

TexturedTriangles ProgressTimer::getTriangles() const {
    TexturedTriangles out;
    if (!_sprite || _percentage <= 0.0f) return out;
    if (_type == Type::RADIAL)
        radialTriangles(out);
    else
        barTriangles(out);
    return out;
}

// A fan around the midpoint: 12 o'clock, the corners passed, and where the sweep's ray leaves the
// square. The top edge is split at 12 o'clock: its two halves are the first and the last edge.
void ProgressTimer::radialTriangles(TexturedTriangles& out) const {
    const float alpha = _percentage / 100.0f;
    const float angle = 2.0f * static_cast<float>(M_PI) * (_reverseDirection ? alpha : 1.0f - alpha);
    const Vec2 top(_midpoint.x, 1.0f);
    const Vec2 sweep = top.rotateByAngle(_midpoint, angle);
    int corners = kCorners;
    Vec2 hit = top;
    if (alpha < 1.0f) {
        float nearest = FLT_MAX;
        for (int i = 0; i <= kCorners; ++i) {
            Vec2 a = boundary(i % kCorners);
            Vec2 b = boundary((i + kCorners - 1) % kCorners);
            if (i == 0) b = a.lerp(b, 1.0f - _midpoint.x);
            if (i == kCorners) a = a.lerp(b, 1.0f - _midpoint.x);
            float s = 0.0f, t = 0.0f;
            if (!linesCross(a, b, _midpoint, sweep, &s, &t)) continue;
            if ((i == 0 || i == kCorners) && !(s >= 0.0f && s <= 1.0f)) continue; // half edges are segments
            // (cocos also takes t = 0, an edge through the midpoint, which draws a midpoint on an
            // edge as the whole square: such edges are skipped)
            if (t > 0.0f && t < nearest) {
                nearest = t;
                corners = i;
            }
        }
        hit = _midpoint + (sweep - _midpoint) * nearest;
    }
    std::vector<Vec2> rim{top};
    for (int i = 0; i < corners; ++i)
        rim.push_back(boundary(i));
    rim.push_back(hit);
    const TexturedVertex centre = corner(_midpoint);
    for (std::size_t i = 0; i + 1 < rim.size(); ++i) {
        out.push_back(centre);
        out.push_back(corner(rim[i]));
        out.push_back(corner(rim[i + 1]));
    }
}

// The rectangle around the midpoint, each axis grown by its change rate (an axis that does not change
// is full), pushed back inside the square; reversed, the two strips from the square's sides to it.
void ProgressTimer::barTriangles(TexturedTriangles& out) const {
    const float alpha = _percentage / 100.0f;
    const Vec2 half = Vec2((1.0f - _barChangeRate.x) + alpha * _barChangeRate.x,
                           (1.0f - _barChangeRate.y) + alpha * _barChangeRate.y) *
                      0.5f;
    Vec2 lo = _midpoint - half, hi = _midpoint + half;
    if (lo.x < 0.0f) hi.x -= lo.x, lo.x = 0.0f;
    if (hi.x > 1.0f) lo.x -= hi.x - 1.0f, hi.x = 1.0f;
    if (lo.y < 0.0f) hi.y -= lo.y, lo.y = 0.0f;
    if (hi.y > 1.0f) lo.y -= hi.y - 1.0f, hi.y = 1.0f;
    // a strip of four: top-left, bottom-left, top-right, bottom-right
    auto strip = [&](const Vec2& tl, const Vec2& bl, const Vec2& tr, const Vec2& br) {
        const TexturedVertex c[4] = {corner(tl), corner(bl), corner(tr), corner(br)};
        for (int k : {0, 1, 2, 1, 3, 2})
            out.push_back(c[k]);
    };
    if (!_reverseDirection) {
        strip(Vec2(lo.x, hi.y), lo, hi, Vec2(hi.x, lo.y));
    } else {
        strip(Vec2(0, 1), Vec2(0, 0), Vec2(lo.x, hi.y), lo);
        strip(hi, Vec2(hi.x, lo.y), Vec2(1, 1), Vec2(1, 0));
    }
}

} // namespace cc
