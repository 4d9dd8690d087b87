// engine/scene/LayerColor.cpp
#include "scene/LayerColor.h"

#include "director/Director.h"

namespace cc {

LayerColor* LayerColor::create() {
    auto* layer = new LayerColor();
    if (layer->init()) return static_cast<LayerColor*>(layer->autorelease());
    delete layer;
    return nullptr;
}

LayerColor* LayerColor::create(const Color4B& color) {
    auto* layer = new LayerColor();
    if (layer->initWithColor(color)) return static_cast<LayerColor*>(layer->autorelease());
    delete layer;
    return nullptr;
}

LayerColor* LayerColor::create(const Color4B& color, float width, float height) {
    auto* layer = new LayerColor();
    if (layer->initWithColor(color, width, height)) return static_cast<LayerColor*>(layer->autorelease());
    delete layer;
    return nullptr;
}

bool LayerColor::init() {
    return initWithColor(Color4B(0, 0, 0, 0));
}

bool LayerColor::initWithColor(const Color4B& color) {
    const Size& win = Director::getInstance()->getWinSize();
    return initWithColor(color, win.width, win.height);
}

bool LayerColor::initWithColor(const Color4B& color, float width, float height) {
    if (!Layer::init()) return false;
    setColor(Color3B(color.r, color.g, color.b));
    setOpacity(color.a);
    setContentSize(Size(width, height));
    return true;
}

} // namespace cc
