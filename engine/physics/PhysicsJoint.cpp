// engine/physics/PhysicsJoint.cpp
#include "physics/PhysicsJoint.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsMaterial.h"
#include "physics/PhysicsWorld.h"
#include "scene/Node.h"

#include <chipmunk/chipmunk.h>

#include <cmath>

namespace cc {

namespace {

cpVect toCP(const Vec2& v) {
    return cpv(v.x, v.y);
}

Vec2 fromCP(cpVect v) {
    return Vec2(static_cast<float>(v.x), static_cast<float>(v.y));
}

// A body chipmunk can move (dynamic, a finite mass) or turn (dynamic, a finite moment). A static
// body's cpBody is kinematic and out of the space; a body whose rotation is off has an infinite moment.
bool canMove(const PhysicsBody* body) {
    return body->isDynamic() && std::isfinite(cpBodyGetMass(body->getCPBody()));
}

bool canTurn(const PhysicsBody* body) {
    return body->isDynamic() && std::isfinite(cpBodyGetMoment(body->getCPBody()));
}

// The distance from b's point anchr1 to a's point anchr2, in world space: cocos 3.17's
// `b->local2World(anchr1).getDistance(a->local2World(anchr2))`, bodies swapped as there.
float swappedAnchorDistance(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1, const Vec2& anchr2) {
    const cpVect p1 = cpBodyLocalToWorld(b->getCPBody(), toCP(anchr1));
    const cpVect p2 = cpBodyLocalToWorld(a->getCPBody(), toCP(anchr2));
    return static_cast<float>(cpvdist(p1, p2));
}

} // namespace

template <class Joint> Joint* PhysicsJoint::made(Joint* joint, PhysicsBody* a, PhysicsBody* b) {
    if (joint->init(a, b)) return static_cast<Joint*>(joint->autorelease());
    delete joint;
    return nullptr;
}

/* -- PhysicsJoint ------------------------------------------------------------------------ */

PhysicsJoint::~PhysicsJoint() {
    // Destroyed already (a world or a body did it), or never joined: the bodies retain their joints,
    // so a joint dies only after both let go of it.
    for (cpConstraint* c : _cpConstraints)
        cpConstraintFree(c);
}

const char* PhysicsJoint::problemJoining(const PhysicsBody* a, const PhysicsBody* b) {
    if (!a || !b) return "a joint needs two bodies";
    if (a == b) return "the two bodies are the same body";
    if (a->getWorld() && b->getWorld() && a->getWorld() != b->getWorld())
        return "the two bodies are in different physics worlds";
    return nullptr;
}

bool PhysicsJoint::init(PhysicsBody* a, PhysicsBody* b) {
    if (const char* problem = problemJoining(a, b)) {
        log("Physics Warning: %s", problem);
        return false;
    }
    _maxForce = PHYSICS_INFINITY;
    _bodyA = a;
    _bodyB = b;
    a->_joints.pushBack(this);
    b->_joints.pushBack(this);
    return true;
}

void PhysicsJoint::setEnable(bool enable) {
    if (_enable == enable) return;
    _enable = enable;
    if (_world) _world->syncJointWithSpace(this);
}

void PhysicsJoint::setCollisionEnable(bool enable) {
    _collisionEnable = enable;
    for (cpConstraint* c : _cpConstraints)
        cpConstraintSetCollideBodies(c, enable);
}

void PhysicsJoint::removeFormWorld() {
    if (_world) _world->removeJoint(this, false);
}

void PhysicsJoint::setMaxForce(float force) {
    if (!(force >= 0)) { // chipmunk aborts on it
        log("Physics Warning: a joint's max force must be 0 or more (got %f)", force);
        return;
    }
    _maxForce = force;
    for (cpConstraint* c : _cpConstraints)
        cpConstraintSetMaxForce(c, force);
}

void PhysicsJoint::makeConstraints() {
    if (!_cpConstraints.empty() || _destroyed) return;
    createConstraints();
    for (cpConstraint* c : _cpConstraints) {
        cpConstraintSetMaxForce(c, _maxForce);
        cpConstraintSetErrorBias(c, std::pow(1.0 - 0.15, 60.0)); // cocos 3.17's
        cpConstraintSetCollideBodies(c, _collisionEnable);
    }
}

bool PhysicsJoint::isSolvable() const {
    if (!_bodyA || !_bodyB) return false;
    if (needsAMovingBody() && !canMove(_bodyA) && !canMove(_bodyB)) return false;
    if (needsATurningBody() && !canTurn(_bodyA) && !canTurn(_bodyB)) return false;
    return true;
}

void PhysicsJoint::syncWithSpace(cpSpace* space) {
    const bool wanted = _enable && !_cpConstraints.empty();
    const bool solvable = wanted && isSolvable();
    if (wanted && !solvable && !_unsolvableLogged) {
        log("Physics Warning: a joint whose bodies cannot move or turn waits outside the simulation");
        _unsolvableLogged = true;
    }
    if (solvable) _unsolvableLogged = false;
    if (solvable && !_inSpace) {
        for (cpConstraint* c : _cpConstraints)
            cpSpaceAddConstraint(space, c);
        _inSpace = true;
    } else if (!solvable && _inSpace) {
        leaveSpace(space);
    }
}

void PhysicsJoint::leaveSpace(cpSpace* space) {
    if (!_inSpace) return;
    for (cpConstraint* c : _cpConstraints)
        if (cpSpaceContainsConstraint(space, c)) cpSpaceRemoveConstraint(space, c);
    _inSpace = false;
}

void PhysicsJoint::destroy() {
    if (_destroyed) return;
    _destroyed = true;
    RefPtr<PhysicsJoint> keep(this);
    // The world took the constraints out of its space already; never free one a space still holds.
    for (cpConstraint* c : _cpConstraints) {
        cpSpace* space = cpConstraintGetSpace(c);
        if (space && cpSpaceIsLocked(space)) {
            log("Physics Error: a joint destroyed while its space steps keeps its constraint");
            continue;
        }
        if (space) cpSpaceRemoveConstraint(space, c);
        cpConstraintFree(c);
    }
    _inSpace = false;
    _cpConstraints.clear();
    PhysicsBody* a = _bodyA;
    PhysicsBody* b = _bodyB;
    _bodyA = _bodyB = nullptr;
    if (a) a->_joints.eraseObject(this);
    if (b) b->_joints.eraseObject(this);
}

/* -- Fixed ------------------------------------------------------------------------------------ */

PhysicsJointFixed* PhysicsJointFixed::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr) {
    auto* joint = new PhysicsJointFixed();
    joint->_anchr = anchr;
    return made(joint, a, b);
}

void PhysicsJointFixed::createConstraints() {
    // cocos 3.17 moves both nodes to the anchor here (kept: a game tuned against it); the bodies
    // follow their nodes at the next frame's sync.
    if (Node* node = _bodyA->getNode()) node->setPosition(_anchr);
    if (Node* node = _bodyB->getNode()) node->setPosition(_anchr);
    _cpConstraints.push_back(cpPivotJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), toCP(_anchr)));
    _cpConstraints.push_back(cpGearJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), 0, 1));
    setCollisionEnable(false);
}

/* -- Limit ------------------------------------------------------------------------------------ */

PhysicsJointLimit* PhysicsJointLimit::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                                const Vec2& anchr2, float min, float max) {
    auto* joint = new PhysicsJointLimit();
    joint->_anchr1 = anchr1;
    joint->_anchr2 = anchr2;
    joint->_min = min;
    joint->_max = max;
    return made(joint, a, b);
}

PhysicsJointLimit* PhysicsJointLimit::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                                const Vec2& anchr2) {
    if (problemJoining(a, b)) return construct(a, b, anchr1, anchr2, 0, 0); // refused there
    return construct(a, b, anchr1, anchr2, 0, swappedAnchorDistance(a, b, anchr1, anchr2));
}

void PhysicsJointLimit::createConstraints() {
    _cpConstraints.push_back(
        cpSlideJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), toCP(_anchr1), toCP(_anchr2), _min, _max));
}

Vec2 PhysicsJointLimit::getAnchr1() const {
    return constraint() ? fromCP(cpSlideJointGetAnchorA(constraint())) : _anchr1;
}

void PhysicsJointLimit::setAnchr1(const Vec2& anchr) {
    _anchr1 = anchr;
    if (constraint()) cpSlideJointSetAnchorA(constraint(), toCP(anchr));
}

Vec2 PhysicsJointLimit::getAnchr2() const {
    return constraint() ? fromCP(cpSlideJointGetAnchorB(constraint())) : _anchr2;
}

void PhysicsJointLimit::setAnchr2(const Vec2& anchr) {
    _anchr2 = anchr;
    if (constraint()) cpSlideJointSetAnchorB(constraint(), toCP(anchr));
}

float PhysicsJointLimit::getMin() const {
    return constraint() ? static_cast<float>(cpSlideJointGetMin(constraint())) : _min;
}

void PhysicsJointLimit::setMin(float min) {
    _min = min;
    if (constraint()) cpSlideJointSetMin(constraint(), min);
}

float PhysicsJointLimit::getMax() const {
    return constraint() ? static_cast<float>(cpSlideJointGetMax(constraint())) : _max;
}

void PhysicsJointLimit::setMax(float max) {
    _max = max;
    if (constraint()) cpSlideJointSetMax(constraint(), max);
}

/* -- Pin -------------------------------------------------------------------------------------- */

PhysicsJointPin* PhysicsJointPin::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& pivot) {
    auto* joint = new PhysicsJointPin();
    joint->_anchr1 = pivot;
    joint->_useSpecificAnchr = false;
    return made(joint, a, b);
}

PhysicsJointPin* PhysicsJointPin::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                            const Vec2& anchr2) {
    auto* joint = new PhysicsJointPin();
    joint->_anchr1 = anchr1;
    joint->_anchr2 = anchr2;
    joint->_useSpecificAnchr = true;
    return made(joint, a, b);
}

void PhysicsJointPin::createConstraints() {
    cpBody* a = _bodyA->getCPBody();
    cpBody* b = _bodyB->getCPBody();
    _cpConstraints.push_back(_useSpecificAnchr ? cpPivotJointNew2(a, b, toCP(_anchr1), toCP(_anchr2))
                                               : cpPivotJointNew(a, b, toCP(_anchr1)));
}

/* -- Distance --------------------------------------------------------------------------------- */

PhysicsJointDistance* PhysicsJointDistance::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                                      const Vec2& anchr2) {
    auto* joint = new PhysicsJointDistance();
    joint->_anchr1 = anchr1;
    joint->_anchr2 = anchr2;
    return made(joint, a, b);
}

void PhysicsJointDistance::createConstraints() {
    // Chipmunk measures the distance between the anchors now; a distance set before wins, as
    // cocos's delayed setter does.
    cpConstraint* pin = cpPinJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), toCP(_anchr1), toCP(_anchr2));
    _cpConstraints.push_back(pin);
    if (_distanceSet)
        cpPinJointSetDist(pin, _distance);
    else
        _distance = static_cast<float>(cpPinJointGetDist(pin));
}

float PhysicsJointDistance::getDistance() const {
    return constraint() ? static_cast<float>(cpPinJointGetDist(constraint())) : _distance;
}

void PhysicsJointDistance::setDistance(float distance) {
    _distance = distance;
    _distanceSet = true;
    if (constraint()) cpPinJointSetDist(constraint(), distance);
}

/* -- Spring ----------------------------------------------------------------------------------- */

PhysicsJointSpring* PhysicsJointSpring::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& anchr1,
                                                  const Vec2& anchr2, float stiffness, float damping) {
    auto* joint = new PhysicsJointSpring();
    joint->_anchr1 = anchr1;
    joint->_anchr2 = anchr2;
    joint->_stiffness = stiffness;
    joint->_damping = damping;
    return made(joint, a, b);
}

void PhysicsJointSpring::createConstraints() {
    if (!_restLengthSet) _restLength = swappedAnchorDistance(_bodyA, _bodyB, _anchr1, _anchr2);
    _cpConstraints.push_back(cpDampedSpringNew(_bodyA->getCPBody(), _bodyB->getCPBody(), toCP(_anchr1),
                                               toCP(_anchr2), _restLength, _stiffness, _damping));
}

Vec2 PhysicsJointSpring::getAnchr1() const {
    return constraint() ? fromCP(cpDampedSpringGetAnchorA(constraint())) : _anchr1;
}

void PhysicsJointSpring::setAnchr1(const Vec2& anchr) {
    _anchr1 = anchr;
    if (constraint()) cpDampedSpringSetAnchorA(constraint(), toCP(anchr));
}

Vec2 PhysicsJointSpring::getAnchr2() const {
    return constraint() ? fromCP(cpDampedSpringGetAnchorB(constraint())) : _anchr2;
}

void PhysicsJointSpring::setAnchr2(const Vec2& anchr) {
    _anchr2 = anchr;
    if (constraint()) cpDampedSpringSetAnchorB(constraint(), toCP(anchr));
}

float PhysicsJointSpring::getRestLength() const {
    return constraint() ? static_cast<float>(cpDampedSpringGetRestLength(constraint())) : _restLength;
}

void PhysicsJointSpring::setRestLength(float restLength) {
    _restLength = restLength;
    _restLengthSet = true;
    if (constraint()) cpDampedSpringSetRestLength(constraint(), restLength);
}

float PhysicsJointSpring::getStiffness() const {
    return constraint() ? static_cast<float>(cpDampedSpringGetStiffness(constraint())) : _stiffness;
}

void PhysicsJointSpring::setStiffness(float stiffness) {
    _stiffness = stiffness;
    if (constraint()) cpDampedSpringSetStiffness(constraint(), stiffness);
}

float PhysicsJointSpring::getDamping() const {
    return constraint() ? static_cast<float>(cpDampedSpringGetDamping(constraint())) : _damping;
}

void PhysicsJointSpring::setDamping(float damping) {
    _damping = damping;
    if (constraint()) cpDampedSpringSetDamping(constraint(), damping);
}

/* -- Groove ----------------------------------------------------------------------------------- */

PhysicsJointGroove* PhysicsJointGroove::construct(PhysicsBody* a, PhysicsBody* b, const Vec2& grooveA,
                                                  const Vec2& grooveB, const Vec2& anchr2) {
    auto* joint = new PhysicsJointGroove();
    joint->_grooveA = grooveA;
    joint->_grooveB = grooveB;
    joint->_anchr2 = anchr2;
    return made(joint, a, b);
}

void PhysicsJointGroove::createConstraints() {
    _cpConstraints.push_back(cpGrooveJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), toCP(_grooveA),
                                              toCP(_grooveB), toCP(_anchr2)));
}

Vec2 PhysicsJointGroove::getGrooveA() const {
    return constraint() ? fromCP(cpGrooveJointGetGrooveA(constraint())) : _grooveA;
}

void PhysicsJointGroove::setGrooveA(const Vec2& grooveA) {
    _grooveA = grooveA;
    if (constraint()) cpGrooveJointSetGrooveA(constraint(), toCP(grooveA));
}

Vec2 PhysicsJointGroove::getGrooveB() const {
    return constraint() ? fromCP(cpGrooveJointGetGrooveB(constraint())) : _grooveB;
}

void PhysicsJointGroove::setGrooveB(const Vec2& grooveB) {
    _grooveB = grooveB;
    if (constraint()) cpGrooveJointSetGrooveB(constraint(), toCP(grooveB));
}

Vec2 PhysicsJointGroove::getAnchr2() const {
    return constraint() ? fromCP(cpGrooveJointGetAnchorB(constraint())) : _anchr2;
}

void PhysicsJointGroove::setAnchr2(const Vec2& anchr2) {
    _anchr2 = anchr2;
    if (constraint()) cpGrooveJointSetAnchorB(constraint(), toCP(anchr2));
}

/* -- RotarySpring ----------------------------------------------------------------------------- */

PhysicsJointRotarySpring* PhysicsJointRotarySpring::construct(PhysicsBody* a, PhysicsBody* b, float stiffness,
                                                              float damping) {
    auto* joint = new PhysicsJointRotarySpring();
    joint->_stiffness = stiffness;
    joint->_damping = damping;
    return made(joint, a, b);
}

void PhysicsJointRotarySpring::createConstraints() {
    // Degrees given to chipmunk as radians: cocos 3.17's, kept (a game tuned against it).
    if (!_restAngleSet) _restAngle = _bodyB->getRotation() - _bodyA->getRotation();
    _cpConstraints.push_back(
        cpDampedRotarySpringNew(_bodyA->getCPBody(), _bodyB->getCPBody(), _restAngle, _stiffness, _damping));
}

float PhysicsJointRotarySpring::getRestAngle() const {
    return constraint() ? static_cast<float>(cpDampedRotarySpringGetRestAngle(constraint())) : _restAngle;
}

void PhysicsJointRotarySpring::setRestAngle(float restAngle) {
    _restAngle = restAngle;
    _restAngleSet = true;
    if (constraint()) cpDampedRotarySpringSetRestAngle(constraint(), restAngle);
}

float PhysicsJointRotarySpring::getStiffness() const {
    return constraint() ? static_cast<float>(cpDampedRotarySpringGetStiffness(constraint())) : _stiffness;
}

void PhysicsJointRotarySpring::setStiffness(float stiffness) {
    _stiffness = stiffness;
    if (constraint()) cpDampedRotarySpringSetStiffness(constraint(), stiffness);
}

float PhysicsJointRotarySpring::getDamping() const {
    return constraint() ? static_cast<float>(cpDampedRotarySpringGetDamping(constraint())) : _damping;
}

void PhysicsJointRotarySpring::setDamping(float damping) {
    _damping = damping;
    if (constraint()) cpDampedRotarySpringSetDamping(constraint(), damping);
}

/* -- RotaryLimit ------------------------------------------------------------------------------ */

PhysicsJointRotaryLimit* PhysicsJointRotaryLimit::construct(PhysicsBody* a, PhysicsBody* b, float min,
                                                            float max) {
    auto* joint = new PhysicsJointRotaryLimit();
    joint->_min = min;
    joint->_max = max;
    return made(joint, a, b);
}

PhysicsJointRotaryLimit* PhysicsJointRotaryLimit::construct(PhysicsBody* a, PhysicsBody* b) {
    return construct(a, b, 0.0f, 0.0f);
}

void PhysicsJointRotaryLimit::createConstraints() {
    _cpConstraints.push_back(cpRotaryLimitJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), _min, _max));
}

float PhysicsJointRotaryLimit::getMin() const {
    return constraint() ? static_cast<float>(cpRotaryLimitJointGetMin(constraint())) : _min;
}

void PhysicsJointRotaryLimit::setMin(float min) {
    _min = min;
    if (constraint()) cpRotaryLimitJointSetMin(constraint(), min);
}

float PhysicsJointRotaryLimit::getMax() const {
    return constraint() ? static_cast<float>(cpRotaryLimitJointGetMax(constraint())) : _max;
}

void PhysicsJointRotaryLimit::setMax(float max) {
    _max = max;
    if (constraint()) cpRotaryLimitJointSetMax(constraint(), max);
}

/* -- Ratchet ---------------------------------------------------------------------------------- */

PhysicsJointRatchet* PhysicsJointRatchet::construct(PhysicsBody* a, PhysicsBody* b, float phase,
                                                    float ratchet) {
    auto* joint = new PhysicsJointRatchet();
    joint->_phase = phase;
    joint->_ratchet = ratchet;
    return made(joint, a, b);
}

void PhysicsJointRatchet::createConstraints() {
    cpConstraint* ratchet = cpRatchetJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), _phase, _ratchet);
    _cpConstraints.push_back(ratchet);
    if (_angleSet)
        cpRatchetJointSetAngle(ratchet, _angle);
    else
        _angle = static_cast<float>(cpRatchetJointGetAngle(ratchet));
}

float PhysicsJointRatchet::getAngle() const {
    return constraint() ? static_cast<float>(cpRatchetJointGetAngle(constraint())) : _angle;
}

void PhysicsJointRatchet::setAngle(float angle) {
    _angle = angle;
    _angleSet = true;
    if (constraint()) cpRatchetJointSetAngle(constraint(), angle);
}

float PhysicsJointRatchet::getPhase() const {
    return constraint() ? static_cast<float>(cpRatchetJointGetPhase(constraint())) : _phase;
}

void PhysicsJointRatchet::setPhase(float phase) {
    _phase = phase;
    if (constraint()) cpRatchetJointSetPhase(constraint(), phase);
}

float PhysicsJointRatchet::getRatchet() const {
    return constraint() ? static_cast<float>(cpRatchetJointGetRatchet(constraint())) : _ratchet;
}

void PhysicsJointRatchet::setRatchet(float ratchet) {
    _ratchet = ratchet;
    if (constraint()) cpRatchetJointSetRatchet(constraint(), ratchet);
}

/* -- Gear ------------------------------------------------------------------------------------- */

PhysicsJointGear* PhysicsJointGear::construct(PhysicsBody* a, PhysicsBody* b, float phase, float ratio) {
    auto* joint = new PhysicsJointGear();
    joint->_phase = phase;
    joint->_ratio = ratio;
    return made(joint, a, b);
}

void PhysicsJointGear::createConstraints() {
    _cpConstraints.push_back(cpGearJointNew(_bodyA->getCPBody(), _bodyB->getCPBody(), _phase, _ratio));
}

float PhysicsJointGear::getPhase() const {
    return constraint() ? static_cast<float>(cpGearJointGetPhase(constraint())) : _phase;
}

void PhysicsJointGear::setPhase(float phase) {
    _phase = phase;
    if (constraint()) cpGearJointSetPhase(constraint(), phase);
}

float PhysicsJointGear::getRatio() const {
    return constraint() ? static_cast<float>(cpGearJointGetRatio(constraint())) : _ratio;
}

void PhysicsJointGear::setRatio(float ratio) {
    _ratio = ratio;
    if (constraint()) cpGearJointSetRatio(constraint(), ratio);
}

/* -- Motor ------------------------------------------------------------------------------------ */

PhysicsJointMotor* PhysicsJointMotor::construct(PhysicsBody* a, PhysicsBody* b, float rate) {
    auto* joint = new PhysicsJointMotor();
    joint->_rate = rate;
    return made(joint, a, b);
}

void PhysicsJointMotor::createConstraints() {
    _cpConstraints.push_back(cpSimpleMotorNew(_bodyA->getCPBody(), _bodyB->getCPBody(), _rate));
}

float PhysicsJointMotor::getRate() const {
    return constraint() ? static_cast<float>(cpSimpleMotorGetRate(constraint())) : _rate;
}

void PhysicsJointMotor::setRate(float rate) {
    _rate = rate;
    if (constraint()) cpSimpleMotorSetRate(constraint(), rate);
}

} // namespace cc
