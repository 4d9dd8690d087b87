// engine/scene/Scene.cpp
#include "scene/Scene.h"

#include "director/Director.h"

namespace cc {

Scene* Scene::create() {
    auto* scene = new Scene();
    if (scene->init()) return static_cast<Scene*>(scene->autorelease());
    delete scene;
    return nullptr;
}

Scene* Scene::createWithSize(const Size& size) {
    auto* scene = new Scene();
    if (scene->initWithSize(size)) return static_cast<Scene*>(scene->autorelease());
    delete scene;
    return nullptr;
}

bool Scene::init() {
    return initWithSize(Director::getInstance()->getWinSize());
}

bool Scene::initWithSize(const Size& size) {
    setIgnoreAnchorPointForPosition(true);
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    setContentSize(size);
    return true;
}

} // namespace cc
