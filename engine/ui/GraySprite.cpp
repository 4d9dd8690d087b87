// engine/ui/GraySprite.cpp
#include "ui/GraySprite.h"

#include <algorithm>

namespace cc {
namespace ui {

GLubyte grayLuminance(const Color3B& c) {
    return static_cast<GLubyte>(std::min(255.0f, 0.2126f * c.r + 0.7152f * c.g + 0.0722f * c.b + 0.5f));
}

GraySprite* GraySprite::create() {
    auto* sprite = new GraySprite();
    if (sprite->init()) return static_cast<GraySprite*>(sprite->autorelease());
    delete sprite;
    return nullptr;
}

} // namespace ui
} // namespace cc
