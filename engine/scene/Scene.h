// engine/scene/Scene.h — the root of a scene graph, run by the Director.
#pragma once

#include "scene/Node.h"

namespace cc {

class PhysicsWorld;

/// cocos2d-x `Scene`: content size = the Director's window size, anchor (0.5, 0.5), positioned by its
/// bottom-left corner. The Director's scene stack retains scenes.
class Scene : public Node {
public:
    static Scene* create();
    static Scene* createWithSize(const Size& size);
    /// cocos2d-x 3.17: a scene with a PhysicsWorld, which the Director steps each frame.
    static Scene* createWithPhysics();
    ~Scene() override;
    bool init() override;
    bool initWithSize(const Size& size);
    bool initWithPhysics();

    /// The scene's world (retained by the scene), or nullptr for a scene made without physics.
    PhysicsWorld* getPhysicsWorld() const { return _physicsWorld; }
    /// Director::mainLoop, after the scheduler and the scene switch, before the visit: steps the
    /// world by @p deltaTime when it steps automatically (cocos's navigation mesh is not in Kite).
    void stepPhysicsAndNavigation(float deltaTime);

private:
    PhysicsWorld* _physicsWorld = nullptr;
};

} // namespace cc
