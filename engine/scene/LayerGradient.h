// engine/scene/LayerGradient.h — a layer filled with a linear two-colour gradient.
#pragma once

#include "scene/LayerColor.h"

#include <array>

namespace cc {

/// cocos2d-x `LayerGradient`. The start colour is the node's colour (setStartColor = setColor), the end
/// colour is its own; each end has its own opacity, and the node's displayed opacity scales both. The
/// colours run along getVector() (default (0, -1): start at the top, end at the bottom). With compressed
/// interpolation (the default) a diagonal vector still reaches the full start and end colours at the
/// corners; without it the corners get the colours a projection onto the vector gives.
class LayerGradient : public LayerColor {
public:
    static LayerGradient* create();
    static LayerGradient* create(const Color4B& start, const Color4B& end);
    static LayerGradient* create(const Color4B& start, const Color4B& end, const Vec2& vector);
    bool init() override;
    bool initWithColor(const Color4B& start, const Color4B& end);
    bool initWithColor(const Color4B& start, const Color4B& end, const Vec2& vector);

    void setStartColor(const Color3B& color) { setColor(color); }
    const Color3B& getStartColor() const { return getColor(); }
    void setEndColor(const Color3B& color) { _endColor = color; }
    const Color3B& getEndColor() const { return _endColor; }
    void setStartOpacity(GLubyte opacity) { _startOpacity = opacity; }
    GLubyte getStartOpacity() const { return _startOpacity; }
    void setEndOpacity(GLubyte opacity) { _endOpacity = opacity; }
    GLubyte getEndOpacity() const { return _endOpacity; }
    void setVector(const Vec2& vector) { _alongVector = vector; }
    const Vec2& getVector() const { return _alongVector; }
    void setCompressedInterpolation(bool compressed) { _compressedInterpolation = compressed; }
    bool isCompressedInterpolation() const { return _compressedInterpolation; }

    /// The colours to draw at the corners (0,0), (w,0), (0,h), (w,h), from the displayed colour and
    /// opacity. A zero vector gives the plain LayerColor colour everywhere.
    std::array<Color4F, 4> getCornerColors() const;

private:
    Color3B _endColor = Color3B::BLACK;
    GLubyte _startOpacity = 255;
    GLubyte _endOpacity = 255;
    Vec2 _alongVector{0.0f, -1.0f};
    bool _compressedInterpolation = true;
};

} // namespace cc
