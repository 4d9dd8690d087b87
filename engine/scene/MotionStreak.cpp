// engine/scene/MotionStreak.cpp
#include "scene/MotionStreak.h"

#include "director/Director.h"
#include "scene/TextureCache.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

/// Where the line through @p c and @p d crosses the line through @p a and @p b, as a fraction of a-b
/// (*t); false when either line is a point or they are parallel.
bool crossingOnFirst(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d, float* t) {
    if (a == b || c == d) return false;
    const Vec2 ab = b - a, cd = d - c;
    const float denominator = ab.cross(cd);
    if (denominator == 0.0f) return false;
    *t = (c - a).cross(cd) / denominator;
    return true;
}

float framesPerSecond() {
    Director* director = Director::getExistingInstance();
    const float interval = director ? director->getAnimationInterval() : 0.0f;
    return interval > 0.0f ? 1.0f / interval : 60.0f;
}

} // namespace

MotionStreak* MotionStreak::create(float fade, float minSeg, float stroke, const Color3B& color,
                                   const std::string& path) {
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(path);
    return create(fade, minSeg, stroke, color, texture);
}

MotionStreak* MotionStreak::create(float fade, float minSeg, float stroke, const Color3B& color,
                                   Texture2D* texture) {
    auto* streak = new MotionStreak();
    streak->init(fade, minSeg, stroke, color, texture);
    streak->autorelease();
    return streak;
}

bool MotionStreak::init(float fade, float minSeg, float stroke, const Color3B& color, Texture2D* texture) {
    setAnchorPoint(Vec2::ZERO);
    setIgnoreAnchorPointForPosition(true);
    const float segment = minSeg == -1.0f ? stroke / 5.0f : minSeg;
    _minSegSquared = segment * segment;
    _stroke = stroke;
    _fadeDelta = fade > 0.0f ? 1.0f / fade : 1e9f; // no fade: a point lives one update
    const float points = std::max(0.0f, fade) * framesPerSecond() + 2.0f;
    _maxPoints = static_cast<std::size_t>(std::min(points, 100000.0f)); // a typo must not eat memory
    _blendFunc = BlendFunc::ALPHA_NON_PREMULTIPLIED;
    setTexture(texture);
    setColor(color);
    scheduleUpdate();
    return true;
}

void MotionStreak::tintWithColor(const Color3B& color) {
    setColor(color);
    for (Point& p : _points)
        p.color = color;
}

void MotionStreak::setPosition(const Vec2& position) {
    _startingPositionInitialized = true;
    Node::setPosition(position);
}

bool MotionStreak::shouldAppend() const {
    const std::size_t n = _points.size();
    if (n >= _maxPoints) return false;
    if (n == 0) return true;
    if (_points[n - 1].position.distanceSquared(_position) < _minSegSquared) return false;
    return n == 1 || _points[n - 2].position.distanceSquared(_position) >= _minSegSquared * 2.0f;
}

void MotionStreak::update(float dt) {
    if (!_startingPositionInitialized) return;
    const float aged = dt * _fadeDelta;
    for (Point& p : _points)
        p.life -= aged;
    _points.erase(
        std::remove_if(_points.begin(), _points.end(), [](const Point& p) { return p.life <= 0.0f; }),
        _points.end());
    if (shouldAppend()) {
        Point point;
        point.position = _position;
        point.color = getDisplayedColor();
        _points.push_back(point);
        const std::size_t n = _points.size();
        if (_fastMode && n > 1) computeEdges(n == 2 ? 0 : n - 1, n);
    }
    if (!_fastMode) computeEdges(0, _points.size());
}

// Each point's sides lie half the stroke away across the line: across the segment at the ends; inside,
// across the bisector of a sharp turn, along it for a wide one, across the chord when nearly straight.
// Then, from the point before @p from, where one step's sides cross the next step's, the next step's
// sides are swapped so that the ribbon does not twist.
void MotionStreak::computeEdges(std::size_t from, std::size_t to) {
    if (to <= 1) return;
    const float half = _stroke * 0.5f;
    const float sharp = 70.0f * static_cast<float>(M_PI) / 180.0f;
    const float wide = 170.0f * static_cast<float>(M_PI) / 180.0f;
    for (std::size_t i = from; i < to; ++i) {
        const Vec2& p = _points[i].position;
        Vec2 across;
        if (i == 0) {
            across = (p - _points[1].position).getNormalized().getPerp();
        } else if (i == to - 1) {
            across = (_points[i - 1].position - p).getNormalized().getPerp();
        } else {
            const Vec2& next = _points[i + 1].position;
            const Vec2& previous = _points[i - 1].position;
            const Vec2 toNext = (next - p).getNormalized();
            const Vec2 toPrevious = (previous - p).getNormalized();
            const float angle = std::acos(std::clamp(toNext.dot(toPrevious), -1.0f, 1.0f));
            if (angle < sharp)
                across = toNext.getMidpoint(toPrevious).getNormalized().getPerp();
            else if (angle < wide)
                across = toNext.getMidpoint(toPrevious).getNormalized();
            else
                across = (next - previous).getNormalized().getPerp();
        }
        across = across * half;
        _points[i].edge[0] = p + across;
        _points[i].edge[1] = p - across;
    }
    for (std::size_t i = from == 0 ? 0 : from - 1; i + 1 < to; ++i) {
        Vec2* here = _points[i].edge;
        Vec2* next = _points[i + 1].edge;
        float t = 0.0f;
        const bool crosses =
            crossingOnFirst(here[0], next[1], here[1], next[0], &t) && t >= 0.0f && t <= 1.0f;
        if (!crosses) std::swap(next[0], next[1]);
    }
}

TexturedTriangles MotionStreak::getTriangles() const {
    TexturedTriangles out;
    const std::size_t n = _points.size();
    if (n < 2) return out;
    const float step = 1.0f / static_cast<float>(n);
    auto vertex = [&](std::size_t i, int side) {
        const Point& p = _points[i];
        const auto alpha = static_cast<GLubyte>(std::clamp(p.life, 0.0f, 1.0f) * 255.0f);
        return TexturedVertex{p.edge[side], Color4B(p.color, alpha),
                              Vec2(static_cast<float>(side), step * static_cast<float>(i))};
    };
    for (std::size_t i = 0; i + 1 < n; ++i) { // the strip's two triangles per step
        out.push_back(vertex(i, 0));
        out.push_back(vertex(i, 1));
        out.push_back(vertex(i + 1, 0));
        out.push_back(vertex(i, 1));
        out.push_back(vertex(i + 1, 1));
        out.push_back(vertex(i + 1, 0));
    }
    return out;
}

} // namespace cc
