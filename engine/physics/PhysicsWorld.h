// engine/physics/PhysicsWorld.h — cocos2d-x 3.17's PhysicsWorld: a physics Scene's chipmunk space.
#pragma once

#include "base/Ref.h"
#include "base/Vector.h"
#include "math/AffineTransform.h"
#include "math/Vec2.h"

struct cpSpace;

namespace cc {

class Node;
class PhysicsBody;
class PhysicsShape;
class Scene;

/// The world of a Scene made with Scene::createWithPhysics (a chipmunk cpSpace it owns and frees).
///
/// Ownership (a Kite decision; cocos's world is a plain object its scene deletes): the scene retains
/// its world and the world's scene pointer is weak, cleared by the scene's destructor, so a script
/// holding the world after its scene died holds a world with no scene (getScene() nil, no stepping)
/// that still frees everything correctly. The world retains its bodies; when it dies, every body
/// leaves it (their world pointers are cleared, their cpBodies and cpShapes leave the space before
/// the space is freed).
///
/// Stepping (cocos 3.17's PhysicsWorld::update): pending body additions and removals are applied,
/// every body takes its node's world transform (beforeSimulation, walking the scene's tree), then
///   - a user step (step(dt), with auto step off): one chipmunk step of dt;
///   - with a fixed rate: _updateTime += dt, then steps of speed/rate while more than 1/rate remains;
///   - else: every updateRate-th frame, substeps steps of updateTime * speed / substeps, each
///     followed by the bodies' damping, then _updateTime = 0;
/// then every node takes its body's position and rotation back (afterSimulation). Nothing reads a
/// clock: the result depends only on the dt passed in. A dt below FLT_EPSILON syncs without
/// stepping.
class PhysicsWorld : public Ref {
public:
    /// A world for @p scene (weak). Scene::initWithPhysics makes it.
    static PhysicsWorld* construct(Scene* scene);
    ~PhysicsWorld() override;

    /// Default (0, -98).
    void setGravity(const Vec2& gravity);
    Vec2 getGravity() const;

    /// The first body tagged @p tag, or nullptr.
    PhysicsBody* getBody(int tag) const;
    const Vector<PhysicsBody*>& getAllBodies() const { return _bodies; }
    /// Removes @p body from this world (a body of another world is refused with a log line).
    void removeBody(PhysicsBody* body);
    /// Removes the first body tagged @p tag.
    void removeBody(int tag);
    void removeAllBodies();
    /// The scene, or nullptr once it died.
    Scene* getScene() const { return _scene; }

    /// Times the world moves per frame time (>= 0; default 1).
    void setSpeed(float speed);
    float getSpeed() const { return _speed; }
    /// Steps every @p rate frames (> 0; default 1).
    void setUpdateRate(int rate);
    int getUpdateRate() const { return _updateRate; }
    /// Chipmunk steps per update (> 0; default 1); more than 1 sets the update rate to 1.
    void setSubsteps(int steps);
    int getSubsteps() const { return _substeps; }
    /// Steps per second of a fixed-rate world; 0 (the default) turns it off.
    void setFixedUpdateRate(int updatesPerSecond);
    int getFixedUpdateRate() const { return _fixedRate; }
    /// Whether the Director steps this world each frame (default true).
    void setAutoStep(bool autoStep) { _autoStep = autoStep; }
    bool isAutoStep() const { return _autoStep; }
    /// One step of @p delta now; only with auto step off (else a log line and nothing).
    void step(float delta);

    /// The frame's step (Scene::stepPhysicsAndNavigation); @p userCall for step().
    void update(float delta, bool userCall = false);

    /// The chipmunk space (for code that extends the physics: joints, contacts, queries).
    cpSpace* getCPSpace() const { return _cpSpace; }

    /* -- Engine side (PhysicsBody, Scene) ---------------------------------------------------- */

    /// Adds @p body (leaving its previous world); its cpBody and cpShapes join the space at the next
    /// update (or at once when the space is not stepping).
    void addBody(PhysicsBody* body);
    /// A shape joining / leaving a body already in this world.
    void addShape(PhysicsShape* shape);
    void removeShape(PhysicsShape* shape);
    /// A body's enabled flag changed: joins / leaves the space, staying in the list.
    void addBodyOrDelay(PhysicsBody* body);
    void removeBodyOrDelay(PhysicsBody* body);
    /// The scene is dying.
    void forgetScene() { _scene = nullptr; }

protected:
    PhysicsWorld() = default;
    bool init(Scene* scene);

private:
    void updateBodies();
    void doAddBody(PhysicsBody* body);
    void doRemoveBody(PhysicsBody* body);
    void beforeSimulation(Node* node, const AffineTransform& parentToWorld, float parentScaleX,
                          float parentScaleY, float parentRotation);
    void afterSimulation(Node* node, const AffineTransform& parentToWorld, float parentRotation);

    cpSpace* _cpSpace = nullptr;
    Scene* _scene = nullptr; // weak
    Vector<PhysicsBody*> _bodies;
    Vector<PhysicsBody*> _delayAddBodies;
    Vector<PhysicsBody*> _delayRemoveBodies;
    Vec2 _gravity{0.0f, -98.0f};
    float _speed = 1.0f;
    int _updateRate = 1;
    int _updateRateCount = 0;
    float _updateTime = 0.0f;
    int _substeps = 1;
    int _fixedRate = 0;
    bool _autoStep = true;
};

} // namespace cc
