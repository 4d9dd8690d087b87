// engine/scene/LayerGradient.cpp
#include "scene/LayerGradient.h"

#include <cmath>

namespace cc {

LayerGradient* LayerGradient::create() {
    auto* layer = new LayerGradient();
    if (layer->init()) return static_cast<LayerGradient*>(layer->autorelease());
    delete layer;
    return nullptr;
}

LayerGradient* LayerGradient::create(const Color4B& start, const Color4B& end) {
    auto* layer = new LayerGradient();
    if (layer->initWithColor(start, end)) return static_cast<LayerGradient*>(layer->autorelease());
    delete layer;
    return nullptr;
}

LayerGradient* LayerGradient::create(const Color4B& start, const Color4B& end, const Vec2& vector) {
    auto* layer = new LayerGradient();
    if (layer->initWithColor(start, end, vector)) return static_cast<LayerGradient*>(layer->autorelease());
    delete layer;
    return nullptr;
}

bool LayerGradient::init() {
    return initWithColor(Color4B(0, 0, 0, 255), Color4B(0, 0, 0, 255));
}

bool LayerGradient::initWithColor(const Color4B& start, const Color4B& end) {
    return initWithColor(start, end, Vec2(0.0f, -1.0f));
}

// As cocos2d-x: the start alpha becomes the start opacity, and the node itself starts fully opaque.
bool LayerGradient::initWithColor(const Color4B& start, const Color4B& end, const Vec2& vector) {
    _endColor = Color3B(end.r, end.g, end.b);
    _endOpacity = end.a;
    _startOpacity = start.a;
    _alongVector = vector;
    _compressedInterpolation = true;
    return LayerColor::initWithColor(Color4B(start.r, start.g, start.b, 255));
}

// Each corner (cx, cy in {-1, 1}) takes the end colour plus the share of the start colour its
// projection onto the unit vector gives; compression stretches the vector so that the extreme corner
// of a diagonal reaches the full colour.
std::array<Color4F, 4> LayerGradient::getCornerColors() const {
    const float opacity = _displayedOpacity / 255.0f;
    const Color4F start(_displayedColor.r / 255.0f, _displayedColor.g / 255.0f, _displayedColor.b / 255.0f,
                        _startOpacity * opacity / 255.0f);
    const Color4F end(_endColor.r / 255.0f, _endColor.g / 255.0f, _endColor.b / 255.0f,
                      _endOpacity * opacity / 255.0f);
    const float length = std::sqrt(_alongVector.x * _alongVector.x + _alongVector.y * _alongVector.y);
    if (length == 0.0f) {
        Color4F plain(_displayedColor.r / 255.0f, _displayedColor.g / 255.0f, _displayedColor.b / 255.0f,
                      opacity);
        return {plain, plain, plain, plain};
    }
    const float c = std::sqrt(2.0f);
    Vec2 u(_alongVector.x / length, _alongVector.y / length);
    if (_compressedInterpolation) {
        float stretch = c / (std::fabs(u.x) + std::fabs(u.y));
        u = Vec2(u.x * stretch, u.y * stretch);
    }
    auto mix = [&](float cx, float cy) {
        float t = (c - cx * u.x - cy * u.y) / (2.0f * c); // share of the start colour
        return Color4F(end.r + (start.r - end.r) * t, end.g + (start.g - end.g) * t,
                       end.b + (start.b - end.b) * t, end.a + (start.a - end.a) * t);
    };
    return {mix(-1.0f, -1.0f), mix(1.0f, -1.0f), mix(-1.0f, 1.0f), mix(1.0f, 1.0f)};
}

} // namespace cc
