// engine/physics/PhysicsWorld.cpp
#include "physics/PhysicsWorld.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsShape.h"
#include "scene/Scene.h"

#include <chipmunk/chipmunk.h>

#include <cfloat>

namespace cc {

PhysicsWorld* PhysicsWorld::construct(Scene* scene) {
    auto* world = new PhysicsWorld();
    if (world->init(scene)) return static_cast<PhysicsWorld*>(world->autorelease());
    delete world;
    return nullptr;
}

bool PhysicsWorld::init(Scene* scene) {
    // A plain cpSpace stepped on this thread (cocos uses chipmunk's threaded "hasty" space): the
    // same dt always gives the same world.
    _cpSpace = cpSpaceNew();
    if (!_cpSpace) return false;
    cpSpaceSetGravity(_cpSpace, cpv(_gravity.x, _gravity.y));
    cpSpaceSetUserData(_cpSpace, this);
    _scene = scene;
    return true;
}

PhysicsWorld::~PhysicsWorld() {
    // Every body leaves: its cpBody and cpShapes out of the space before the space is freed (those
    // removed while the space was locked too, so no cpBody keeps a pointer to a dead space).
    _delayAddBodies.clear();
    Vector<PhysicsBody*> removed(_delayRemoveBodies);
    _delayRemoveBodies.clear();
    for (PhysicsBody* body : removed)
        doRemoveBody(body);
    Vector<PhysicsBody*> bodies(_bodies);
    _bodies.clear();
    for (PhysicsBody* body : bodies) {
        doRemoveBody(body);
        body->_world = nullptr;
    }
    bodies.clear();
    cpSpaceSetUserData(_cpSpace, nullptr);
    cpSpaceFree(_cpSpace);
}

void PhysicsWorld::setGravity(const Vec2& gravity) {
    _gravity = gravity;
    cpSpaceSetGravity(_cpSpace, cpv(gravity.x, gravity.y));
}

Vec2 PhysicsWorld::getGravity() const {
    return _gravity;
}

PhysicsBody* PhysicsWorld::getBody(int tag) const {
    for (PhysicsBody* body : _bodies)
        if (body->getTag() == tag) return body;
    return nullptr;
}

/* -- Bodies in and out ------------------------------------------------------------------ */

void PhysicsWorld::addBody(PhysicsBody* body) {
    if (!body || body->getWorld() == this) return;
    RefPtr<PhysicsBody> keep(body);
    if (body->getWorld()) body->removeFromWorld();
    addBodyOrDelay(body);
    _bodies.pushBack(body);
    body->_world = this;
}

void PhysicsWorld::addBodyOrDelay(PhysicsBody* body) {
    if (_delayRemoveBodies.contains(body)) { // still in the space: it just stays
        _delayRemoveBodies.eraseObject(body);
        return;
    }
    if (!_delayAddBodies.contains(body)) _delayAddBodies.pushBack(body);
}

void PhysicsWorld::removeBody(PhysicsBody* body) {
    if (!body) return;
    if (body->getWorld() != this) {
        log("Physics Warning: this body doesn't belong to this world");
        return;
    }
    RefPtr<PhysicsBody> keep(body);
    removeBodyOrDelay(body);
    _bodies.eraseObject(body);
    body->_world = nullptr;
}

void PhysicsWorld::removeBody(int tag) {
    if (PhysicsBody* body = getBody(tag)) removeBody(body);
}

void PhysicsWorld::removeAllBodies() {
    Vector<PhysicsBody*> bodies(_bodies);
    for (PhysicsBody* body : bodies) {
        removeBodyOrDelay(body);
        body->_world = nullptr;
    }
    _bodies.clear();
}

void PhysicsWorld::removeBodyOrDelay(PhysicsBody* body) {
    if (_delayAddBodies.contains(body)) { // never reached the space
        _delayAddBodies.eraseObject(body);
        return;
    }
    if (cpSpaceIsLocked(_cpSpace)) {
        if (!_delayRemoveBodies.contains(body)) _delayRemoveBodies.pushBack(body);
    } else {
        doRemoveBody(body);
    }
}

void PhysicsWorld::updateBodies() {
    if (cpSpaceIsLocked(_cpSpace)) return;
    // Copies: adding or removing may call back into scripts that add or remove more.
    Vector<PhysicsBody*> adds(_delayAddBodies);
    _delayAddBodies.clear();
    for (PhysicsBody* body : adds)
        doAddBody(body);
    Vector<PhysicsBody*> removes(_delayRemoveBodies);
    _delayRemoveBodies.clear();
    for (PhysicsBody* body : removes)
        doRemoveBody(body);
}

void PhysicsWorld::doAddBody(PhysicsBody* body) {
    if (!body->isEnabled()) return;
    cpBody* cpb = body->getCPBody();
    // A static body's kinematic cpBody stays out of the space (cocos 3.17); its shapes go in.
    if (body->isDynamic() && !cpSpaceContainsBody(_cpSpace, cpb)) cpSpaceAddBody(_cpSpace, cpb);
    for (PhysicsShape* shape : body->getShapes())
        addShape(shape);
}

void PhysicsWorld::doRemoveBody(PhysicsBody* body) {
    for (PhysicsShape* shape : body->getShapes())
        removeShape(shape);
    cpBody* cpb = body->getCPBody();
    if (cpSpaceContainsBody(_cpSpace, cpb)) cpSpaceRemoveBody(_cpSpace, cpb);
}

void PhysicsWorld::addShape(PhysicsShape* shape) {
    if (!shape) return;
    for (cpShape* cps : shape->getCPShapes())
        if (!cpSpaceContainsShape(_cpSpace, cps)) cpSpaceAddShape(_cpSpace, cps);
}

void PhysicsWorld::removeShape(PhysicsShape* shape) {
    if (!shape) return;
    for (cpShape* cps : shape->getCPShapes())
        if (cpSpaceContainsShape(_cpSpace, cps)) cpSpaceRemoveShape(_cpSpace, cps);
}

/* -- Stepping ------------------------------------------------------------------------------ */

void PhysicsWorld::setSpeed(float speed) {
    if (speed >= 0.0f) _speed = speed;
}

void PhysicsWorld::setUpdateRate(int rate) {
    if (rate > 0) _updateRate = rate;
}

void PhysicsWorld::setSubsteps(int steps) {
    if (steps <= 0) return;
    _substeps = steps;
    if (steps > 1) _updateRate = 1;
}

void PhysicsWorld::setFixedUpdateRate(int updatesPerSecond) {
    if (updatesPerSecond >= 0) _fixedRate = updatesPerSecond;
}

void PhysicsWorld::step(float delta) {
    if (_autoStep) {
        log("Physics Warning: You need to close auto step( setAutoStep(false) ) first");
        return;
    }
    update(delta, true);
}

void PhysicsWorld::update(float delta, bool userCall) {
    if (!_scene) return; // its scene died: nothing to sync with
    RefPtr<PhysicsWorld> keep(this);
    if (!_delayAddBodies.empty() || !_delayRemoveBodies.empty()) updateBodies();

    // The walk starts above the scene (cocos starts from the scene's own transform and applies it
    // twice; a scene's transform is the identity, so they agree).
    beforeSimulation(_scene, AffineTransform::IDENTITY, 1.0f, 1.0f, 0.0f);

    if (delta < FLT_EPSILON) return;

    if (userCall) {
        cpSpaceStep(_cpSpace, delta);
    } else if (_fixedRate) {
        _updateTime += delta;
        const float step = 1.0f / static_cast<float>(_fixedRate);
        const float dt = step * _speed;
        while (_updateTime > step) {
            _updateTime -= step;
            cpSpaceStep(_cpSpace, dt);
        }
    } else {
        _updateTime += delta;
        if (++_updateRateCount >= _updateRate) {
            const float dt = _updateTime * _speed / static_cast<float>(_substeps);
            for (int i = 0; i < _substeps; ++i) {
                cpSpaceStep(_cpSpace, dt);
                for (PhysicsBody* body : _bodies)
                    body->update(dt);
            }
            _updateRateCount = 0;
            _updateTime = 0.0f;
        }
    }

    if (_scene) afterSimulation(_scene, AffineTransform::IDENTITY, 0.0f);
}

void PhysicsWorld::beforeSimulation(Node* node, const AffineTransform& parentToWorld, float parentScaleX,
                                    float parentScaleY, float parentRotation) {
    const float scaleX = parentScaleX * node->getScaleX();
    const float scaleY = parentScaleY * node->getScaleY();
    const float rotation = parentRotation + node->getRotation();
    const AffineTransform nodeToWorld =
        AffineTransformConcat(node->getNodeToParentAffineTransform(), parentToWorld);
    if (PhysicsBody* body = node->getPhysicsBody())
        body->beforeSimulation(nodeToWorld, scaleX, scaleY, rotation);
    for (Node* child : node->getChildren())
        beforeSimulation(child, nodeToWorld, scaleX, scaleY, rotation);
}

void PhysicsWorld::afterSimulation(Node* node, const AffineTransform& parentToWorld, float parentRotation) {
    const AffineTransform nodeToWorld =
        AffineTransformConcat(node->getNodeToParentAffineTransform(), parentToWorld);
    const float rotation = parentRotation + node->getRotation();
    if (PhysicsBody* body = node->getPhysicsBody()) body->afterSimulation(parentToWorld, parentRotation);
    for (Node* child : node->getChildren())
        afterSimulation(child, nodeToWorld, rotation);
}

} // namespace cc
