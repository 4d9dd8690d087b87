// engine/physics/PhysicsBody.cpp
#include "physics/PhysicsBody.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "physics/PhysicsWorld.h"
#include "scene/Node.h"
#include "scene/Scene.h"

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h>

#include <algorithm>
#include <climits>
#include <cmath>

namespace cc {

namespace {

constexpr float MASS_DEFAULT = 1.0f;
constexpr float MOMENT_DEFAULT = 200.0f;
constexpr double kPi = 3.14159265358979323846;

// cpBodySetMass refuses an infinite mass (it aborts); cocos writes the fields itself for one, and
// so does Kite, for the same reason: an immovable dynamic body.
void setCPMass(cpBody* body, cpFloat mass) {
    cpBodyActivate(body);
    body->m = mass;
    body->m_inv = 1.0f / mass;
}

// Gravity only for bodies that want it (cocos 3.17 swaps the velocity function the same way).
void integrateVelocity(cpBody* body, cpVect gravity, cpFloat damping, cpFloat dt) {
    auto* owner = static_cast<PhysicsBody*>(cpBodyGetUserData(body));
    const bool gravityOn = !owner || owner->isGravityEnabled();
    cpBodyUpdateVelocity(body, gravityOn ? gravity : cpvzero, damping, dt);
}

} // namespace

PhysicsBody::PhysicsBody() : _mass(MASS_DEFAULT), _moment(MOMENT_DEFAULT) {}

PhysicsBody::~PhysicsBody() {
    // The world retains its bodies and the node its body, so neither is here any more; the shapes
    // may outlive the body (a script holds one): they go back to the shared static body.
    for (PhysicsShape* shape : _shapes)
        shape->attachTo(nullptr);
    _shapes.clear();
    if (_cpBody) {
        cpBodySetUserData(_cpBody, nullptr);
        cpBodyFree(_cpBody);
    }
}

PhysicsBody* PhysicsBody::fromCPBody(const cpBody* body) {
    return body ? static_cast<PhysicsBody*>(cpBodyGetUserData(body)) : nullptr;
}

bool PhysicsBody::init() {
    _cpBody = cpBodyNew(_mass, _moment);
    if (!_cpBody) return false;
    setCPMass(_cpBody, _mass);
    cpBodySetUserData(_cpBody, this);
    cpBodySetVelocityUpdateFunc(_cpBody, integrateVelocity);
    return true;
}

PhysicsBody* PhysicsBody::create() {
    auto* body = new PhysicsBody();
    if (body->init()) return static_cast<PhysicsBody*>(body->autorelease());
    delete body;
    return nullptr;
}

PhysicsBody* PhysicsBody::create(float mass) {
    auto* body = new PhysicsBody();
    body->_mass = mass;
    body->_massDefault = false;
    if (body->init()) return static_cast<PhysicsBody*>(body->autorelease());
    delete body;
    return nullptr;
}

PhysicsBody* PhysicsBody::create(float mass, float moment) {
    auto* body = new PhysicsBody();
    body->_mass = mass;
    body->_massDefault = false;
    body->_moment = moment;
    body->_momentDefault = false;
    if (body->init()) return static_cast<PhysicsBody*>(body->autorelease());
    delete body;
    return nullptr;
}

PhysicsBody* PhysicsBody::createCircle(float radius, const PhysicsMaterial& material, const Vec2& offset) {
    PhysicsBody* body = create();
    if (body) body->addShape(PhysicsShapeCircle::create(radius, material, offset));
    return body;
}

PhysicsBody* PhysicsBody::createBox(const Size& size, const PhysicsMaterial& material, const Vec2& offset) {
    PhysicsBody* body = create();
    if (body) body->addShape(PhysicsShapeBox::create(size, material, offset));
    return body;
}

/* -- Shapes ------------------------------------------------------------------------ */

PhysicsShape* PhysicsBody::addShape(PhysicsShape* shape, bool addMassAndMoment) {
    if (!shape) return nullptr;
    if (_shapes.contains(shape)) return shape;
    RefPtr<PhysicsShape> keep(shape);
    if (PhysicsBody* previous = shape->getBody()) previous->removeShape(shape);
    shape->attachTo(this);
    // The area first: the density follows from it.
    if (addMassAndMoment) {
        _area += shape->getArea();
        addMass(shape->getMass());
        addMoment(shape->getMoment());
    }
    if (_world) _world->addShape(shape);
    _shapes.pushBack(shape);
    return shape;
}

void PhysicsBody::removeShape(PhysicsShape* shape, bool reduceMassAndMoment) {
    if (!shape || !_shapes.contains(shape)) return;
    RefPtr<PhysicsShape> keep(shape);
    if (reduceMassAndMoment) {
        _area -= shape->getArea();
        addMass(-shape->getMass());
        addMoment(-shape->getMoment());
    }
    if (_world) _world->removeShape(shape);
    shape->attachTo(nullptr);
    _shapes.eraseObject(shape);
}

void PhysicsBody::removeShape(int tag, bool reduceMassAndMoment) {
    removeShape(getShape(tag), reduceMassAndMoment);
}

void PhysicsBody::removeAllShapes(bool reduceMassAndMoment) {
    Vector<PhysicsShape*> shapes(_shapes);
    for (PhysicsShape* shape : shapes)
        removeShape(shape, reduceMassAndMoment);
}

PhysicsShape* PhysicsBody::getShape(int tag) const {
    for (PhysicsShape* shape : _shapes)
        if (shape->getTag() == tag) return shape;
    return nullptr;
}

/* -- Owner and world ---------------------------------------------------------------- */

void PhysicsBody::setNode(Node* node) {
    if (node == _node) return;
    removeFromPhysicsWorld();
    _node = node;
    if (!node) return;
    // cocos's PhysicsBody::onAdd: the body sits on the node's centre.
    _ownerCenterOffset = Vec2(node->getContentSize().width / 2, node->getContentSize().height / 2);
    if (node->isRunning()) addToPhysicsWorld();
}

void PhysicsBody::addToPhysicsWorld() {
    if (!_node) return;
    Scene* scene = _node->getScene();
    if (scene && scene->getPhysicsWorld()) scene->getPhysicsWorld()->addBody(this);
}

void PhysicsBody::removeFromPhysicsWorld() {
    if (_world) _world->removeBody(this);
}

void PhysicsBody::removeFromWorld() {
    removeFromPhysicsWorld();
}

/* -- Motion ------------------------------------------------------------------------- */

void PhysicsBody::applyMassToCPBody() {
    if (_dynamic) setCPMass(_cpBody, _mass);
}

void PhysicsBody::applyMomentToCPBody() {
    if (_dynamic) cpBodySetMoment(_cpBody, _rotationEnabled ? _moment : PHYSICS_INFINITY);
}

void PhysicsBody::setDynamic(bool dynamic) {
    if (dynamic == _dynamic) return;
    _dynamic = dynamic;
    // cocos 3.17: a static body is a kinematic cpBody kept out of the space (its shapes are in it),
    // so the body leaves the space and comes back (at the next update) as its new kind.
    const bool simulated = _world && _enabled;
    if (simulated) _world->removeBodyOrDelay(this);
    cpBodySetType(_cpBody, dynamic ? CP_BODY_TYPE_DYNAMIC : CP_BODY_TYPE_KINEMATIC);
    applyMassToCPBody();
    applyMomentToCPBody();
    if (simulated) _world->addBodyOrDelay(this);
}

void PhysicsBody::setGravityEnable(bool enable) {
    _gravityEnabled = enable;
}

void PhysicsBody::setRotationEnable(bool enable) {
    if (_rotationEnabled == enable) return;
    _rotationEnabled = enable;
    applyMomentToCPBody();
}

void PhysicsBody::setEnabled(bool enable) {
    if (_enabled == enable) return;
    _enabled = enable;
    if (!_world) return;
    if (enable)
        _world->addBodyOrDelay(this);
    else
        _world->removeBodyOrDelay(this);
}

void PhysicsBody::setMass(float mass) {
    if (!(mass > 0)) return;
    _mass = mass;
    _massDefault = false;
    if (_mass == PHYSICS_INFINITY)
        _density = PHYSICS_INFINITY;
    else
        _density = _area > 0 ? _mass / _area : 0.0f;
    applyMassToCPBody();
}

void PhysicsBody::addMass(float mass) {
    if (mass == PHYSICS_INFINITY) {
        _mass = PHYSICS_INFINITY;
        _massDefault = false;
        _density = PHYSICS_INFINITY;
    } else if (mass == -PHYSICS_INFINITY || std::isnan(mass)) {
        return;
    } else {
        if (_massDefault) {
            _mass = 0;
            _massDefault = false;
        }
        if (_mass + mass > 0) {
            _mass += mass;
        } else {
            _mass = MASS_DEFAULT;
            _massDefault = true;
        }
        _density = _area > 0 ? _mass / _area : 0.0f;
    }
    applyMassToCPBody();
}

void PhysicsBody::setMoment(float moment) {
    if (!(moment >= 0)) return; // chipmunk aborts on a negative moment
    _moment = moment;
    _momentDefault = false;
    applyMomentToCPBody();
}

void PhysicsBody::addMoment(float moment) {
    if (moment == PHYSICS_INFINITY) {
        _moment = PHYSICS_INFINITY;
        _momentDefault = false;
    } else if (moment == -PHYSICS_INFINITY || std::isnan(moment)) {
        return;
    } else if (_moment != PHYSICS_INFINITY) {
        if (_momentDefault) {
            _moment = 0;
            _momentDefault = false;
        }
        if (_moment + moment > 0) {
            _moment += moment;
        } else {
            _moment = MOMENT_DEFAULT;
            _momentDefault = true;
        }
    }
    applyMomentToCPBody();
}

void PhysicsBody::setVelocity(const Vec2& velocity) {
    if (!_dynamic) {
        log("physics warning: you can't set velocity for a static body.");
        return;
    }
    cpBodySetVelocity(_cpBody, cpv(velocity.x, velocity.y));
}

Vec2 PhysicsBody::getVelocity() const {
    cpVect v = cpBodyGetVelocity(_cpBody);
    return Vec2(static_cast<float>(v.x), static_cast<float>(v.y));
}

void PhysicsBody::setAngularVelocity(float velocity) {
    if (!_dynamic) {
        log("physics warning: you can't set angular velocity for a static body.");
        return;
    }
    cpBodySetAngularVelocity(_cpBody, velocity);
}

float PhysicsBody::getAngularVelocity() const {
    return static_cast<float>(cpBodyGetAngularVelocity(_cpBody));
}

void PhysicsBody::setLinearDamping(float damping) {
    _linearDamping = damping;
}

void PhysicsBody::setAngularDamping(float damping) {
    _angularDamping = damping;
}

void PhysicsBody::applyForce(const Vec2& force, const Vec2& offset) {
    if (_dynamic && _mass != PHYSICS_INFINITY)
        cpBodyApplyForceAtLocalPoint(_cpBody, cpv(force.x, force.y), cpv(offset.x, offset.y));
}

void PhysicsBody::applyImpulse(const Vec2& impulse, const Vec2& offset) {
    cpBodyApplyImpulseAtLocalPoint(_cpBody, cpv(impulse.x, impulse.y), cpv(offset.x, offset.y));
}

void PhysicsBody::applyTorque(float torque) {
    cpBodySetTorque(_cpBody, cpBodyGetTorque(_cpBody) + torque);
}

void PhysicsBody::resetForces() {
    cpBodySetForce(_cpBody, cpvzero);
    cpBodySetTorque(_cpBody, 0);
}

void PhysicsBody::setPosition(float x, float y) {
    cpBodySetPosition(_cpBody, cpv(x + _positionOffset.x, y + _positionOffset.y));
}

Vec2 PhysicsBody::getPosition() const {
    cpVect p = cpBodyGetPosition(_cpBody);
    return Vec2(static_cast<float>(p.x) - _positionOffset.x, static_cast<float>(p.y) - _positionOffset.y);
}

void PhysicsBody::setRotation(float rotation) {
    // Clockwise degrees (a node's) to chipmunk's counter-clockwise radians.
    cpBodySetAngle(_cpBody, -(rotation + _rotationOffset) * kPi / 180.0);
}

float PhysicsBody::getRotation() const {
    return static_cast<float>(-cpBodyGetAngle(_cpBody) * 180.0 / kPi) - _rotationOffset;
}

void PhysicsBody::setPositionOffset(const Vec2& position) {
    const Vec2 where = getPosition();
    _positionOffset = position;
    setPosition(where.x, where.y);
}

void PhysicsBody::setRotationOffset(float rotation) {
    const float now = getRotation();
    _rotationOffset = rotation;
    setRotation(now);
}

/* -- Identity and filtering ------------------------------------------------------------ */

void PhysicsBody::setCategoryBitmask(int bitmask) {
    for (PhysicsShape* shape : _shapes)
        shape->setCategoryBitmask(bitmask);
}

int PhysicsBody::getCategoryBitmask() const {
    return _shapes.empty() ? static_cast<int>(UINT_MAX) : _shapes.at(0)->getCategoryBitmask();
}

void PhysicsBody::setContactTestBitmask(int bitmask) {
    for (PhysicsShape* shape : _shapes)
        shape->setContactTestBitmask(bitmask);
}

int PhysicsBody::getContactTestBitmask() const {
    return _shapes.empty() ? 0 : _shapes.at(0)->getContactTestBitmask();
}

void PhysicsBody::setCollisionBitmask(int bitmask) {
    for (PhysicsShape* shape : _shapes)
        shape->setCollisionBitmask(bitmask);
}

int PhysicsBody::getCollisionBitmask() const {
    return _shapes.empty() ? static_cast<int>(UINT_MAX) : _shapes.at(0)->getCollisionBitmask();
}

void PhysicsBody::setGroup(int group) {
    for (PhysicsShape* shape : _shapes)
        shape->setGroup(group);
}

int PhysicsBody::getGroup() const {
    return _shapes.empty() ? 0 : _shapes.at(0)->getGroup();
}

/* -- Simulation ---------------------------------------------------------------------------- */

void PhysicsBody::beforeSimulation(const AffineTransform& nodeToWorld, float scaleX, float scaleY,
                                   float rotation) {
    if (_recordedScaleX != scaleX || _recordedScaleY != scaleY) {
        _recordedScaleX = scaleX;
        _recordedScaleY = scaleY;
        for (PhysicsShape* shape : _shapes)
            shape->setScale(scaleX, scaleY);
    }
    if (_recordedRotation != rotation) {
        _recordedRotation = rotation;
        setRotation(rotation);
    }
    const Vec2 world = PointApplyAffineTransform(_ownerCenterOffset, nodeToWorld);
    setPosition(world.x, world.y);
    _recordedPosition = world;
}

void PhysicsBody::afterSimulation(const AffineTransform& parentToWorld, float parentRotation) {
    const Vec2 now = getPosition();
    if (now != _recordedPosition) {
        // The node moves by what the body moved, in its parent's space: its anchor keeps its place
        // relative to the centre (cocos's body sits on a node anchored in the middle).
        const AffineTransform worldToParent = AffineTransformInvert(parentToWorld);
        const Vec2 from = PointApplyAffineTransform(_recordedPosition, worldToParent);
        const Vec2 to = PointApplyAffineTransform(now, worldToParent);
        _node->setPosition(_node->getPosition() + (to - from));
    }
    const float rotation = getRotation();
    if (rotation != _recordedRotation) _node->setRotation(rotation - parentRotation);
}

void PhysicsBody::update(float delta) {
    // cocos's damping: scaled down per step, never reversed, and not for a resting body.
    if (!_dynamic || (_linearDamping == 0 && _angularDamping == 0) || cpBodyIsSleeping(_cpBody)) return;
    const cpFloat linear = std::clamp(1.0f - delta * _linearDamping, 0.0f, 1.0f);
    const cpFloat angular = std::clamp(1.0f - delta * _angularDamping, 0.0f, 1.0f);
    cpBodySetVelocity(_cpBody, cpvmult(cpBodyGetVelocity(_cpBody), linear));
    cpBodySetAngularVelocity(_cpBody, cpBodyGetAngularVelocity(_cpBody) * angular);
}

} // namespace cc
