// engine/scene/LayerColor.h — a solid-colour rectangle layer.
#pragma once

#include "scene/Layer.h"

namespace cc {

/// cocos2d-x `LayerColor`: fills its content rectangle with its displayed colour and opacity (set with
/// setColor / setOpacity, or the Color4B given to create()). Content size defaults to the window size.
class LayerColor : public Layer {
public:
    static LayerColor* create();
    static LayerColor* create(const Color4B& color);
    static LayerColor* create(const Color4B& color, float width, float height);
    bool init() override;
    bool initWithColor(const Color4B& color);
    bool initWithColor(const Color4B& color, float width, float height);

    void changeWidth(float width) { setContentSize(Size(width, _contentSize.height)); }
    void changeHeight(float height) { setContentSize(Size(_contentSize.width, height)); }
    void changeWidthAndHeight(float width, float height) { setContentSize(Size(width, height)); }
    /// The colour to draw: displayed colour plus displayed opacity.
    Color4B getDisplayedColor4B() const {
        return Color4B(_displayedColor.r, _displayedColor.g, _displayedColor.b, _displayedOpacity);
    }
};

} // namespace cc
