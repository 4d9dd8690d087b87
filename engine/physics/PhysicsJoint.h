// engine/physics/PhysicsJoint.h — cocos2d-x 3.17's joints: chipmunk constraints between two bodies.
#pragma once

#include "base/Ref.h"
#include "math/Vec2.h"

#include <vector>

struct cpConstraint;
struct cpSpace;

namespace cc {

class PhysicsBody;
class PhysicsWorld;

/// A joint between two bodies (one or two chipmunk constraints it owns and frees), made with a
/// subclass's construct() and put to work with PhysicsWorld::addJoint.
///
/// Ownership (a Kite decision; cocos's joints are plain objects its bodies and world delete): both
/// bodies retain the joints made on them and the world retains the joints added to it; the joint's
/// body and world pointers are weak. A joint is destroyed (its bodies forget it, its constraints are
/// freed, getBodyA/B answer nullptr) by PhysicsWorld::removeJoint(joint, true), by either body
/// leaving the world, or by either body dying; a script that retained it then holds an inert joint.
///
/// Life in a world, as cocos 3.17's: addJoint queues it; the world's next update makes its
/// constraints (cocos's createConstraints: rest lengths and the Fixed joint's node moves happen
/// then) and puts them in the space, once both bodies are in that world. Parameters set before
/// that are kept and used; getters answer them (or 0 for what chipmunk computes at creation) where
/// cocos asserts or reads garbage. removeJoint(joint, false) takes it out of the world but keeps it
/// on its bodies, so it can be added again (its constraints go back in; cocos's come back inert).
class PhysicsJoint : public Ref {
public:
    ~PhysicsJoint() override;

    PhysicsBody* getBodyA() const { return _bodyA; }
    PhysicsBody* getBodyB() const { return _bodyB; }
    /// The world it was added to (pending or working), or nullptr.
    PhysicsWorld* getWorld() const { return _world; }
    void setTag(int tag) { _tag = tag; }
    int getTag() const { return _tag; }

    /// Enabled and in a world (Kite: true once added; cocos's flag stayed false). Disabling takes its
    /// constraints out of the space and keeps the joint in its world; enabling puts them back.
    void setEnable(bool enable);
    bool isEnabled() const { return _enable && _world; }
    /// Whether its two bodies collide with each other (default true; the Fixed joint turns it off).
    /// Chipmunk filters the pair itself (its constraints' collideBodies), so a pair that does not
    /// collide gets no contact callbacks either, as cocos's begin callback decides for joints.
    void setCollisionEnable(bool enable);
    bool isCollisionEnabled() const { return _collisionEnable; }
    /// Leaves its world without being destroyed (cocos's spelling).
    void removeFormWorld();

    /// The largest force the joint applies (default PHYSICS_INFINITY); a negative or NaN force is
    /// ignored with a log line (chipmunk aborts on it).
    void setMaxForce(float force);
    float getMaxForce() const { return _maxForce; }

    /// Why @p a and @p b cannot be joined (missing, the same body, of two different worlds), or
    /// nullptr when they can.
    static const char* problemJoining(const PhysicsBody* a, const PhysicsBody* b);
    /// Whether the joint was destroyed (it has no bodies and no constraints any more).
    bool isDestroyed() const { return _destroyed; }
    /// The chipmunk constraints, empty until the world made them (for debug drawing).
    const std::vector<cpConstraint*>& getCPConstraints() const { return _cpConstraints; }
    /// Whether its constraints are in the world's space now: added, enabled, and solvable (chipmunk
    /// aborts on a joint whose bodies cannot move, so such a joint waits outside the space).
    bool isInSpace() const { return _inSpace; }

protected:
    PhysicsJoint() = default;
    bool init(PhysicsBody* a, PhysicsBody* b);
    /// Finishes a construct(): @p joint (autoreleased) when @p a and @p b can be joined, else
    /// nullptr with a log line.
    template <class Joint> static Joint* made(Joint* joint, PhysicsBody* a, PhysicsBody* b);
    /// Makes the chipmunk constraint(s) into _cpConstraints (the world's update, once).
    virtual void createConstraints() = 0;
    /// What chipmunk needs to solve the constraints: a body that can move (pivots, slides, springs),
    /// a body that can turn (gears, rotary limits and springs, ratchets, motors), or both (Fixed).
    virtual bool needsAMovingBody() const { return true; }
    virtual bool needsATurningBody() const { return false; }
    /// The first constraint, or nullptr before the world made it.
    cpConstraint* constraint() const { return _cpConstraints.empty() ? nullptr : _cpConstraints.front(); }

    PhysicsBody* _bodyA = nullptr; // weak: the bodies retain the joint
    PhysicsBody* _bodyB = nullptr; // weak
    std::vector<cpConstraint*> _cpConstraints;

private:
    friend class PhysicsWorld;
    friend class PhysicsBody;

    /// World side: makes the constraints when they do not exist yet.
    void makeConstraints();
    /// World side: puts the constraints in / takes them out of the world's space as the joint's
    /// state asks (added, enabled, its bodies able to move).
    void syncWithSpace(cpSpace* space);
    void leaveSpace(cpSpace* space);
    /// Whether chipmunk can solve it (needsAMovingBody / needsATurningBody; chipmunk aborts with
    /// "unsolvable constraint" otherwise).
    bool isSolvable() const;
    /// Both bodies forget the joint, the constraints are freed; it is inert from then on.
    void destroy();

    PhysicsWorld* _world = nullptr; // weak: the world retains the joints in it
    bool _enable = true;
    bool _collisionEnable = true;
    bool _destroyed = false;
    bool _destroyMark = false; // a removal while the space steps destroys it afterwards
    bool _inSpace = false;
    bool _unsolvableLogged = false;
    int _tag = 0;
    float _maxForce;
};

/// Holds two bodies together at a point (cocos: a pivot and a gear). At creation it moves both nodes
/// to the anchor (in their parents' space) and turns collision between them off, as cocos 3.17 does.
class PhysicsJointFixed : public PhysicsJoint {
public:
    /// @p anchr in world space.
    static PhysicsJointFixed* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr);

protected:
    void createConstraints() override;
    bool needsATurningBody() const override { return true; }

private:
    Vec2 _anchr;
};

/// Keeps two anchors between a minimum and a maximum distance (chipmunk's slide joint).
class PhysicsJointLimit : public PhysicsJoint {
public:
    static PhysicsJointLimit* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                        const Vec2& anchr2, float min, float max);
    /// min 0, max the distance from b's point anchr1 to a's point anchr2 now (cocos 3.17's bodies
    /// swapped, kept: a game tuned against it).
    static PhysicsJointLimit* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                        const Vec2& anchr2);

    Vec2 getAnchr1() const;
    void setAnchr1(const Vec2& anchr);
    Vec2 getAnchr2() const;
    void setAnchr2(const Vec2& anchr);
    float getMin() const;
    void setMin(float min);
    float getMax() const;
    void setMax(float max);

protected:
    void createConstraints() override;

private:
    Vec2 _anchr1, _anchr2;
    float _min = 0.0f, _max = 0.0f;
};

/// Pins two bodies together at a pivot (chipmunk's pivot joint).
class PhysicsJointPin : public PhysicsJoint {
public:
    /// @p pivot in world space.
    static PhysicsJointPin* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& pivot);
    /// Anchors in each body's own space.
    static PhysicsJointPin* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1, const Vec2& anchr2);

protected:
    void createConstraints() override;

private:
    Vec2 _anchr1, _anchr2;
    bool _useSpecificAnchr = false;
};

/// Keeps two anchors at the distance they have when the joint is made (chipmunk's pin joint).
class PhysicsJointDistance : public PhysicsJoint {
public:
    static PhysicsJointDistance* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                           const Vec2& anchr2);

    /// 0 until the world made the joint, unless set.
    float getDistance() const;
    void setDistance(float distance);

protected:
    void createConstraints() override;

private:
    Vec2 _anchr1, _anchr2;
    float _distance = 0.0f;
    bool _distanceSet = false;
};

/// A damped spring between two anchors (chipmunk's damped spring).
class PhysicsJointSpring : public PhysicsJoint {
public:
    static PhysicsJointSpring* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                         const Vec2& anchr2, float stiffness, float damping);

    Vec2 getAnchr1() const;
    void setAnchr1(const Vec2& anchr);
    Vec2 getAnchr2() const;
    void setAnchr2(const Vec2& anchr);
    /// At creation: the distance from b's point anchr1 to a's point anchr2 (cocos 3.17's bodies
    /// swapped, kept: a game tuned against it), unless set; 0 before.
    float getRestLength() const;
    void setRestLength(float restLength);
    float getStiffness() const;
    void setStiffness(float stiffness);
    float getDamping() const;
    void setDamping(float damping);

protected:
    void createConstraints() override;

private:
    Vec2 _anchr1, _anchr2;
    float _restLength = 0.0f;
    bool _restLengthSet = false;
    float _stiffness = 0.0f, _damping = 0.0f;
};

/// An anchor of b sliding in a groove of a (chipmunk's groove joint).
class PhysicsJointGroove : public PhysicsJoint {
public:
    static PhysicsJointGroove* construct(PhysicsBody* a, PhysicsBody* b, const Vec2& grooveA,
                                         const Vec2& grooveB, const Vec2& anchr2);

    Vec2 getGrooveA() const;
    void setGrooveA(const Vec2& grooveA);
    Vec2 getGrooveB() const;
    void setGrooveB(const Vec2& grooveB);
    Vec2 getAnchr2() const;
    void setAnchr2(const Vec2& anchr2);

protected:
    void createConstraints() override;

private:
    Vec2 _grooveA, _grooveB, _anchr2;
};

/// A damped spring on the angle between two bodies (chipmunk's damped rotary spring).
class PhysicsJointRotarySpring : public PhysicsJoint {
public:
    static PhysicsJointRotarySpring* construct(PhysicsBody* a, PhysicsBody* b, float stiffness,
                                               float damping);

    /// At creation: b's rotation minus a's, in degrees, which chipmunk takes as radians (cocos 3.17,
    /// kept: a game tuned against it), unless set; 0 before.
    float getRestAngle() const;
    void setRestAngle(float restAngle);
    float getStiffness() const;
    void setStiffness(float stiffness);
    float getDamping() const;
    void setDamping(float damping);

protected:
    void createConstraints() override;
    bool needsAMovingBody() const override { return false; }
    bool needsATurningBody() const override { return true; }

private:
    float _restAngle = 0.0f;
    bool _restAngleSet = false;
    float _stiffness = 0.0f, _damping = 0.0f;
};

/// Keeps the angle between two bodies between min and max radians (chipmunk's rotary limit).
class PhysicsJointRotaryLimit : public PhysicsJoint {
public:
    static PhysicsJointRotaryLimit* construct(PhysicsBody* a, PhysicsBody* b, float min, float max);
    /// min = max = 0.
    static PhysicsJointRotaryLimit* construct(PhysicsBody* a, PhysicsBody* b);

    float getMin() const;
    void setMin(float min);
    float getMax() const;
    void setMax(float max);

protected:
    void createConstraints() override;
    bool needsAMovingBody() const override { return false; }
    bool needsATurningBody() const override { return true; }

private:
    float _min = 0.0f, _max = 0.0f;
};

/// A rotary ratchet (chipmunk's ratchet joint).
class PhysicsJointRatchet : public PhysicsJoint {
public:
    static PhysicsJointRatchet* construct(PhysicsBody* a, PhysicsBody* b, float phase, float ratchet);

    /// The ratchet's current angle (0 before the world made the joint, unless set).
    float getAngle() const;
    void setAngle(float angle);
    float getPhase() const;
    void setPhase(float phase);
    float getRatchet() const;
    void setRatchet(float ratchet);

protected:
    void createConstraints() override;
    bool needsAMovingBody() const override { return false; }
    bool needsATurningBody() const override { return true; }

private:
    float _angle = 0.0f;
    bool _angleSet = false;
    float _phase = 0.0f, _ratchet = 0.0f;
};

/// Keeps the angular velocity ratio of two bodies (chipmunk's gear joint).
class PhysicsJointGear : public PhysicsJoint {
public:
    static PhysicsJointGear* construct(PhysicsBody* a, PhysicsBody* b, float phase, float ratio);

    float getPhase() const;
    void setPhase(float phase);
    float getRatio() const;
    void setRatio(float ratio);

protected:
    void createConstraints() override;
    bool needsAMovingBody() const override { return false; }
    bool needsATurningBody() const override { return true; }

private:
    float _phase = 0.0f, _ratio = 1.0f;
};

/// Keeps the relative angular velocity of two bodies at a rate (chipmunk's simple motor).
class PhysicsJointMotor : public PhysicsJoint {
public:
    static PhysicsJointMotor* construct(PhysicsBody* a, PhysicsBody* b, float rate);

    float getRate() const;
    void setRate(float rate);

protected:
    void createConstraints() override;
    bool needsAMovingBody() const override { return false; }
    bool needsATurningBody() const override { return true; }

private:
    float _rate = 0.0f;
};

} // namespace cc
