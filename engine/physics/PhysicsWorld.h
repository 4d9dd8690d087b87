// engine/physics/PhysicsWorld.h — cocos2d-x 3.17's PhysicsWorld: a physics Scene's chipmunk space.
#pragma once

#include "base/Ref.h"
#include "base/Vector.h"
#include "math/AffineTransform.h"
#include "math/Rect.h"
#include "math/Vec2.h"

#include <functional>

struct cpArbiter;
struct cpSpace;

namespace cc {

class DrawNode;
class Node;
class PhysicsBody;
class PhysicsJoint;
class PhysicsContact;
class PhysicsShape;
class PhysicsWorld;
class Scene;

/// What rayCast reports for each shape the segment hits (cocos 3.17's PhysicsRayCastInfo).
struct PhysicsRayCastInfo {
    PhysicsShape* shape = nullptr;
    Vec2 start;         ///< the query's first point
    Vec2 end;           ///< the query's second point
    Vec2 contact;       ///< where the segment enters the shape
    Vec2 normal;        ///< the shape's surface normal there
    float fraction = 0; ///< how far along the segment the contact is, 0..1
    void* data = nullptr;
};

/// Query callbacks: return true to hear about the next shape, false to stop the query.
using PhysicsRayCastCallbackFunc = std::function<bool(PhysicsWorld&, const PhysicsRayCastInfo&, void*)>;
using PhysicsQueryRectCallbackFunc = std::function<bool(PhysicsWorld&, PhysicsShape&, void*)>;
using PhysicsQueryPointCallbackFunc = PhysicsQueryRectCallbackFunc;

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
    /* -- Joints (PhysicsWorldJoints.cpp) ------------------------------------------------------ */

    /// Queues @p joint; the next update makes its constraints and puts them in the space, once both
    /// its bodies are in this world. Refused with a log line when jointProblem() names one.
    void addJoint(PhysicsJoint* joint);
    /// Why @p joint cannot be added to this world (destroyed, already added, a body in another world
    /// or in none this world will give it), or nullptr when it can.
    const char* jointProblem(const PhysicsJoint* joint) const;
    /// Takes @p joint out of this world (now, or after the step when the space is stepping);
    /// @p destroy also makes it inert and lets its bodies forget it (cocos deletes it).
    void removeJoint(PhysicsJoint* joint, bool destroy = true);
    /// removeJoint on every working joint (not those still queued, as cocos 3.17).
    void removeAllJoints(bool destroy = true);
    /// The working joints, in the order they were made.
    const Vector<PhysicsJoint*>& getAllJoints() const { return _joints; }
    /// A joint's enabled flag changed: its constraints follow (at the next update while stepping).
    void syncJointWithSpace(PhysicsJoint* joint);

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

    /* -- Queries (PhysicsWorldQueries.cpp) ----------------------------------------------------- */

    /// Calls @p func for each shape the segment @p start - @p end crosses, in chipmunk's order (not
    /// sorted by distance), until it returns false. Pending body additions and removals are applied
    /// first, as cocos does. The hits are collected before the first call, so the callback may
    /// remove bodies or nodes: each shape reported is alive for its call.
    void rayCast(const PhysicsRayCastCallbackFunc& func, const Vec2& start, const Vec2& end,
                 void* data = nullptr);
    /// The same for each shape whose bounding box overlaps @p rect (not the exact geometry, as cocos).
    void queryRect(const PhysicsQueryRectCallbackFunc& func, const Rect& rect, void* data = nullptr);
    /// The same for each shape containing @p point (cocos 3.17's binding asserts here; Kite's works).
    void queryPoint(const PhysicsQueryPointCallbackFunc& func, const Vec2& point, void* data = nullptr);
    /// Every shape containing @p point (pending additions not applied, as cocos).
    Vector<PhysicsShape*> getShapes(const Vec2& point) const;
    /// The shape containing @p point nearest to it, or nullptr.
    PhysicsShape* getShape(const Vec2& point) const;

    /* -- Debug drawing (PhysicsDebugDraw.cpp) --------------------------------------------------- */

    static const int DEBUGDRAW_NONE = 0;
    static const int DEBUGDRAW_SHAPE = 1;
    static const int DEBUGDRAW_JOINT = 2;
    static const int DEBUGDRAW_CONTACT = 4;
    static const int DEBUGDRAW_ALL = DEBUGDRAW_SHAPE | DEBUGDRAW_JOINT | DEBUGDRAW_CONTACT;
    /// Which parts of the world a DrawNode on the scene shows after each step, in cocos's colours;
    /// 0 removes the node.
    void setDebugDrawMask(int mask);
    int getDebugDrawMask() const { return _debugDrawMask; }
    /// The debug DrawNode, or nullptr before the first step with a mask (for tests).
    DrawNode* getDebugDrawNode() const { return _debugDraw; }

    /// The chipmunk space (for code that extends the physics: joints, contacts, queries).
    cpSpace* getCPSpace() const { return _cpSpace; }

    /* -- Engine side (PhysicsBody, Scene) ---------------------------------------------------- */

    /// Adds @p body (leaving its previous world); its cpBody and cpShapes join the space at the next
    /// update (or at once when the space is not stepping).
    void addBody(PhysicsBody* body);
    /// A shape joining / leaving a body already in this world (at the next update when the space is
    /// stepping: chipmunk refuses changes inside its callbacks).
    void addShape(PhysicsShape* shape);
    void removeShape(PhysicsShape* shape);
    /// A body's enabled flag changed: joins / leaves the space, staying in the list.
    void addBodyOrDelay(PhysicsBody* body);
    void removeBodyOrDelay(PhysicsBody* body);
    /// The scene is dying (its children, the debug DrawNode among them, go with it).
    void forgetScene();

    /* -- Contacts (PhysicsWorldContacts.cpp): chipmunk's default collision handler ---------- */

    /// Begin: cocos's filtering (contact-test bitmasks decide the events, group and collision
    /// bitmasks the collision), then the BEGIN event; whether the pair collides.
    bool contactBegin(cpArbiter* arbiter);
    /// PreSolve: the PRESOLVE event; false ignores the pair for this step.
    bool contactPreSolve(cpArbiter* arbiter);
    void contactPostSolve(cpArbiter* arbiter);
    /// Separate (also when a shape leaves the space): the SEPARATE event, then the contact ends.
    void contactSeparate(cpArbiter* arbiter);

protected:
    PhysicsWorld() = default;
    bool init(Scene* scene);

private:
    void installContactHandler();
    /// Sends @p contact with @p code to the listeners (not while the world is dying).
    void dispatchContact(PhysicsContact& contact, int code);
    void updateBodies();
    void updateJoints();
    void doRemoveJoint(PhysicsJoint* joint);
    void flushJointRemovals();
    void destroyAllJoints();
    void syncJointsWithSpace();
    /// A body leaving this world: its joints here are destroyed (cocos 3.17).
    void destroyJointsOf(PhysicsBody* body);
    void updateShapes();
    /// updateShapes when something waits and the space is not locked.
    void flushShapes();
    void debugDraw();
    void dropDebugDraw();
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
    Vector<PhysicsJoint*> _joints;
    Vector<PhysicsJoint*> _delayAddJoints;
    Vector<PhysicsJoint*> _delayRemoveJoints;
    Vector<PhysicsShape*> _delayAddShapes; // added / removed while the space was locked
    Vector<PhysicsShape*> _delayRemoveShapes;
    Vec2 _gravity{0.0f, -98.0f};
    float _speed = 1.0f;
    int _updateRate = 1;
    int _updateRateCount = 0;
    float _updateTime = 0.0f;
    int _substeps = 1;
    int _fixedRate = 0;
    bool _autoStep = true;
    bool _destroying = false; // no contact events from the destructor's removals
    int _debugDrawMask = DEBUGDRAW_NONE;
    DrawNode* _debugDraw = nullptr; // retained; a child of the scene while it lives
};

} // namespace cc
