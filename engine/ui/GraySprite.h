// engine/ui/GraySprite.h — a widget's image that can be drawn in grey.
#pragma once

#include "scene/Sprite.h"

namespace cc {
namespace ui {

/// cocos's Rec. 709 luminance of @p color (its grey shader's weights), rounded.
GLubyte grayLuminance(const Color3B& color);

/// A Sprite a ccui widget draws in grey when disabled without a disabled image, where cocos 3.17
/// gives the sprite Widget::getGrayGLProgramState(): the texture's grey twin
/// (Texture2D::getGrayTexture()) tinted by the luminance of the node colour. Everything else is
/// Sprite's; what it shows and its texture stay as they are.
class GraySprite : public Sprite {
public:
    static GraySprite* create();
    void setGray(bool gray) { _gray = gray; }
    bool isGray() const { return _gray; }

protected:
    GraySprite() = default;

private:
    bool _gray = false;
};

} // namespace ui
} // namespace cc
