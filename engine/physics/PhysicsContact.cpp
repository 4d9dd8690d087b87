// engine/physics/PhysicsContact.cpp
#include "physics/PhysicsContact.h"

#include "physics/ChipmunkVectors.h"

#include <chipmunk/chipmunk.h>

namespace cc {

const char* const PhysicsContact::EVENT_NAME = "PhysicsContactEvent";

PhysicsContact::PhysicsContact(PhysicsShape* a, PhysicsShape* b, cpArbiter* arbiter)
    : EventCustom(EVENT_NAME), _shapeA(a), _shapeB(b), _arbiter(arbiter) {}

PhysicsContact::~PhysicsContact() {
    if (_preSolve) _preSolve->release();
    if (_postSolve) _postSolve->release();
}

PhysicsContact* PhysicsContact::construct(PhysicsShape* a, PhysicsShape* b, cpArbiter* arbiter) {
    return new PhysicsContact(a, b, arbiter);
}

bool PhysicsContact::resetResult() {
    const bool result = _result;
    _result = true;
    return result;
}

void PhysicsContact::generateContactData() {
    if (!_arbiter) return;
    auto data = std::make_unique<PhysicsContactData>();
    const int count = cpArbiterGetCount(_arbiter);
    data->count = count < PhysicsContactData::POINT_MAX ? count : PhysicsContactData::POINT_MAX;
    for (int i = 0; i < data->count; ++i) {
        const cpVect p = cpArbiterGetPointA(_arbiter, i);
        data->points[i] = Vec2(static_cast<float>(p.x), static_cast<float>(p.y));
    }
    if (data->count > 0) {
        const cpVect n = cpArbiterGetNormal(_arbiter);
        data->normal = Vec2(static_cast<float>(n.x), static_cast<float>(n.y));
    }
    _preContactData = std::move(_contactData);
    _contactData = std::move(data);
}

PhysicsContactPreSolve* PhysicsContact::preSolveView() {
    if (!_preSolve) _preSolve = new PhysicsContactPreSolve();
    return _preSolve;
}

PhysicsContactPostSolve* PhysicsContact::postSolveView() {
    if (!_postSolve) _postSolve = new PhysicsContactPostSolve();
    return _postSolve;
}

void PhysicsContact::finish() {
    _shapeA = nullptr;
    _shapeB = nullptr;
    _arbiter = nullptr;
    _world = nullptr;
}

/* -- PreSolve / PostSolve: the arbiter while a handler runs, defaults otherwise ------------- */

float PhysicsContactPreSolve::getRestitution() const {
    return _arbiter ? static_cast<float>(cpArbiterGetRestitution(_arbiter)) : 0.0f;
}

float PhysicsContactPreSolve::getFriction() const {
    return _arbiter ? static_cast<float>(cpArbiterGetFriction(_arbiter)) : 0.0f;
}

Vec2 PhysicsContactPreSolve::getSurfaceVelocity() const {
    return _arbiter ? physics::toVec2(cpArbiterGetSurfaceVelocity(_arbiter)) : Vec2::ZERO;
}

void PhysicsContactPreSolve::setRestitution(float restitution) {
    if (_arbiter) cpArbiterSetRestitution(_arbiter, restitution);
}

void PhysicsContactPreSolve::setFriction(float friction) {
    if (_arbiter) cpArbiterSetFriction(_arbiter, friction);
}

void PhysicsContactPreSolve::setSurfaceVelocity(const Vec2& velocity) {
    if (_arbiter) cpArbiterSetSurfaceVelocity(_arbiter, cpv(velocity.x, velocity.y));
}

void PhysicsContactPreSolve::ignore() {
    if (_arbiter) cpArbiterIgnore(_arbiter);
}

float PhysicsContactPostSolve::getRestitution() const {
    return _arbiter ? static_cast<float>(cpArbiterGetRestitution(_arbiter)) : 0.0f;
}

float PhysicsContactPostSolve::getFriction() const {
    return _arbiter ? static_cast<float>(cpArbiterGetFriction(_arbiter)) : 0.0f;
}

Vec2 PhysicsContactPostSolve::getSurfaceVelocity() const {
    return _arbiter ? physics::toVec2(cpArbiterGetSurfaceVelocity(_arbiter)) : Vec2::ZERO;
}

} // namespace cc
