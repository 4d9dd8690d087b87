// engine/scene/Scene.cpp
#include "scene/Scene.h"

#include "director/Director.h"
#include "physics/PhysicsWorld.h"

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

Scene* Scene::createWithPhysics() {
    auto* scene = new Scene();
    if (scene->initWithPhysics()) return static_cast<Scene*>(scene->autorelease());
    delete scene;
    return nullptr;
}

Scene::~Scene() {
    if (_physicsWorld) {
        _physicsWorld->forgetScene(); // a script may still hold the world
        _physicsWorld->release();
    }
}

bool Scene::initWithPhysics() {
    if (!init()) return false;
    if (_physicsWorld) return true;
    _physicsWorld = PhysicsWorld::construct(this);
    if (!_physicsWorld) return false;
    _physicsWorld->retain();
    return true;
}

void Scene::stepPhysicsAndNavigation(float deltaTime) {
    if (_physicsWorld && _physicsWorld->isAutoStep()) _physicsWorld->update(deltaTime);
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
