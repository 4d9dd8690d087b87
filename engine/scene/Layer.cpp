// engine/scene/Layer.cpp
#include "scene/Layer.h"

#include "director/Director.h"

namespace cc {

Layer* Layer::create() {
    auto* layer = new Layer();
    if (layer->init()) return static_cast<Layer*>(layer->autorelease());
    delete layer;
    return nullptr;
}

bool Layer::init() {
    setIgnoreAnchorPointForPosition(true);
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    setContentSize(Director::getInstance()->getWinSize());
    return true;
}

} // namespace cc
