// engine/physics/PhysicsBody.h — cocos2d-x 3.17's PhysicsBody: a node's rigid body.
#pragma once

#include "base/Ref.h"
#include "base/Vector.h"
#include "math/AffineTransform.h"
#include "math/Size.h"
#include "math/Vec2.h"
#include "physics/PhysicsMaterial.h"
#include "physics/PhysicsShape.h"

struct cpBody;

namespace cc {

class Node;
class PhysicsWorld;

/// A rigid body (a chipmunk cpBody it owns and frees) with its shapes, set on a node with
/// Node::setPhysicsBody.
///
/// Ownership: the node retains its body; the body's node pointer is weak and cleared when they
/// part (setPhysicsBody(other/nullptr), the node's death). The world retains the bodies in it; the
/// body's world pointer is weak and cleared when it leaves (removeFromWorld, the node leaving the
/// scene, the world's death). The cpBody's userData is this body.
///
/// A body joins its node's scene's world when the node enters that scene (or when set on a node
/// already there) and leaves it when the node exits, as cocos 3.17's component does.
///
/// Position and rotation are the body's in world space (cocos: the scene's space); rotation in
/// clockwise degrees like a node's.
class PhysicsBody : public Ref {
public:
    ~PhysicsBody() override;

    /// A body with no shape: mass 1 and moment 200 until shapes or setters say otherwise.
    static PhysicsBody* create();
    static PhysicsBody* create(float mass);
    static PhysicsBody* create(float mass, float moment);
    static PhysicsBody* createCircle(float radius,
                                     const PhysicsMaterial& material = PHYSICSBODY_MATERIAL_DEFAULT,
                                     const Vec2& offset = Vec2::ZERO);
    static PhysicsBody* createBox(const Size& size,
                                  const PhysicsMaterial& material = PHYSICSBODY_MATERIAL_DEFAULT,
                                  const Vec2& offset = Vec2::ZERO);

    /* -- Shapes ------------------------------------------------------------------------ */

    /// Adds @p shape (taking it from another body first); with addMassAndMoment, its area, mass and
    /// moment add to the body's. Returns the shape, or nullptr for null.
    PhysicsShape* addShape(PhysicsShape* shape, bool addMassAndMoment = true);
    void removeShape(PhysicsShape* shape, bool reduceMassAndMoment = true);
    /// Removes the first shape tagged @p tag.
    void removeShape(int tag, bool reduceMassAndMoment = true);
    void removeAllShapes(bool reduceMassAndMoment = true);
    const Vector<PhysicsShape*>& getShapes() const { return _shapes; }
    PhysicsShape* getFirstShape() const { return _shapes.empty() ? nullptr : _shapes.at(0); }
    PhysicsShape* getShape(int tag) const;

    /* -- Owner and world ---------------------------------------------------------------- */

    Node* getNode() const { return _node; }
    PhysicsWorld* getWorld() const { return _world; }
    /// Leaves the world it is in (cocos's Lua removeFromWorld); it joins again when its node next
    /// enters a physics scene.
    void removeFromWorld();

    /* -- Motion ------------------------------------------------------------------------- */

    /// A dynamic body moves under forces; a static one (chipmunk kinematic, outside the space) only
    /// where its node puts it.
    void setDynamic(bool dynamic);
    bool isDynamic() const { return _dynamic; }
    void setGravityEnable(bool enable);
    bool isGravityEnabled() const { return _gravityEnabled; }
    void setRotationEnable(bool enable);
    bool isRotationEnabled() const { return _rotationEnabled; }
    /// Out of the simulation while disabled (still in its world's list).
    void setEnabled(bool enable);
    bool isEnabled() const { return _enabled; }

    /// Ignored unless > 0. PHYSICS_INFINITY makes it immovable.
    void setMass(float mass);
    float getMass() const { return _mass; }
    /// cocos's addMass: INFINITY makes the mass infinite, -INFINITY is ignored, a sum <= 0 falls back
    /// to the default 1.
    void addMass(float mass);
    /// Ignored when negative.
    void setMoment(float moment);
    float getMoment() const { return _moment; }
    void addMoment(float moment);
    float getDensity() const { return _density; }
    float getArea() const { return _area; }

    /// Ignored (as cocos, with a log line) on a static body.
    void setVelocity(const Vec2& velocity);
    Vec2 getVelocity() const;
    void setAngularVelocity(float velocity);
    float getAngularVelocity() const;
    /// Damping applied per step (cocos's PhysicsBody::update); 0 = none.
    void setLinearDamping(float damping);
    float getLinearDamping() const { return _linearDamping; }
    void setAngularDamping(float damping);
    float getAngularDamping() const { return _angularDamping; }

    /// A force (kept until resetForces) at @p offset from the centre of gravity; force and offset in
    /// the body's own axes (chipmunk's AtLocalPoint, as cocos 3.17).
    void applyForce(const Vec2& force, const Vec2& offset = Vec2::ZERO);
    void applyImpulse(const Vec2& impulse, const Vec2& offset = Vec2::ZERO);
    /// Adds @p torque to the body's torque (kept until resetForces).
    void applyTorque(float torque);
    void resetForces();

    void setPosition(float x, float y);
    /// World position (of the body's centre minus its position offset).
    Vec2 getPosition() const;
    void setRotation(float rotation);
    float getRotation() const;
    /// Offsets of the body from its node's centre and rotation.
    void setPositionOffset(const Vec2& position);
    const Vec2& getPositionOffset() const { return _positionOffset; }
    void setRotationOffset(float rotation);
    float getRotationOffset() const { return _rotationOffset; }

    /* -- Identity and filtering ------------------------------------------------------------ */

    void setTag(int tag) { _tag = tag; }
    int getTag() const { return _tag; }
    /// Set on every shape; the getters answer the first shape's (defaults when there is none:
    /// category 0xFFFFFFFF, contact test 0, collision 0xFFFFFFFF, group 0).
    void setCategoryBitmask(int bitmask);
    int getCategoryBitmask() const;
    void setContactTestBitmask(int bitmask);
    int getContactTestBitmask() const;
    void setCollisionBitmask(int bitmask);
    int getCollisionBitmask() const;
    void setGroup(int group);
    int getGroup() const;

    /// The chipmunk body (for code that extends the physics: joints, contacts, queries).
    cpBody* getCPBody() const { return _cpBody; }
    /// The body a cpBody belongs to (its userData), or nullptr.
    static PhysicsBody* fromCPBody(const cpBody* body);

    /* -- Engine side (Node, PhysicsWorld) ------------------------------------------------------ */

    /// Node::setPhysicsBody: the node it is set on (the previous owner already let go), or
    /// nullptr when the node lets go. Joins or leaves the node's scene's world accordingly.
    void setNode(Node* node);
    /// Node::onEnter / onExit: joins the node's scene's world / leaves its world.
    void addToPhysicsWorld();
    void removeFromPhysicsWorld();
    /// PhysicsWorld, before a step: follow the node's world position, rotation and scale.
    void beforeSimulation(const AffineTransform& nodeToWorld, float scaleX, float scaleY, float rotation);
    /// PhysicsWorld, after a step: move the node to the body's position and rotation.
    void afterSimulation(const AffineTransform& parentToWorld, float parentRotation);
    /// PhysicsWorld, per (sub)step: the damping.
    void update(float delta);

protected:
    PhysicsBody();
    bool init();

private:
    friend class PhysicsWorld;
    void applyMassToCPBody();
    void applyMomentToCPBody();

    cpBody* _cpBody = nullptr;
    Vector<PhysicsShape*> _shapes;
    Node* _node = nullptr;          // weak
    PhysicsWorld* _world = nullptr; // weak
    bool _dynamic = true;
    bool _enabled = true;
    bool _rotationEnabled = true;
    bool _gravityEnabled = true;
    bool _massDefault = true;
    bool _momentDefault = true;
    float _mass;
    float _area = 0.0f;
    float _density = 0.0f;
    float _moment;
    float _linearDamping = 0.0f;
    float _angularDamping = 0.0f;
    int _tag = 0;
    Vec2 _positionOffset;
    float _rotationOffset = 0.0f;
    // What beforeSimulation last gave the body, so afterSimulation moves the node only when the
    // simulation moved the body, and rotation/scale are pushed only when they changed.
    Vec2 _recordedPosition;
    float _recordedRotation = 0.0f;
    float _recordedScaleX = 1.0f;
    float _recordedScaleY = 1.0f;
    Vec2 _ownerCenterOffset;
};

} // namespace cc
