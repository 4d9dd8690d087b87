// engine/physics/PhysicsWorldJoints.cpp — PhysicsWorld's joints: cocos 3.17's addJoint, removeJoint,
// removeAllJoints and the delayed joint work of its update (updateJoints).
#include "base/Log.h"
#include "base/RefPtr.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsJoint.h"
#include "physics/PhysicsWorld.h"
#include "scene/Node.h"
#include "scene/Scene.h"

#include <chipmunk/chipmunk.h>

namespace cc {

namespace {

// A body this world holds, or will when its node (in this world's scene) enters.
bool bodyBelongsTo(const PhysicsBody* body, const PhysicsWorld* world) {
    if (body->getWorld()) return body->getWorld() == world;
    Node* node = body->getNode();
    return node && world->getScene() && node->getScene() == world->getScene();
}

} // namespace

const char* PhysicsWorld::jointProblem(const PhysicsJoint* joint) const {
    if (!joint) return "the joint is nil";
    if (joint->isDestroyed()) return "the joint was destroyed (removed from its world, or a body of it left)";
    if (joint->getWorld() == this) return "the joint is already in this world";
    if (joint->getWorld()) return "the joint is already in another physics world";
    if (const char* problem = PhysicsJoint::problemJoining(joint->getBodyA(), joint->getBodyB()))
        return problem;
    const bool a = bodyBelongsTo(joint->getBodyA(), this);
    const bool b = bodyBelongsTo(joint->getBodyB(), this);
    if (!a || !b) {
        const PhysicsBody* stranger = a ? joint->getBodyB() : joint->getBodyA();
        return stranger->getWorld()
                   ? "a body of the joint is in another physics world"
                   : "a body of the joint is in no physics world (its node is not in this world's scene)";
    }
    return nullptr;
}

void PhysicsWorld::addJoint(PhysicsJoint* joint) {
    if (const char* problem = jointProblem(joint)) {
        log("Physics Warning: addJoint: %s", problem);
        return;
    }
    joint->_world = this;
    if (_delayRemoveJoints.contains(joint)) { // still working: it just stays
        _delayRemoveJoints.eraseObject(joint);
        _joints.pushBack(joint);
        return;
    }
    if (!_delayAddJoints.contains(joint)) _delayAddJoints.pushBack(joint);
}

void PhysicsWorld::removeJoint(PhysicsJoint* joint, bool destroy) {
    if (!joint) return;
    if (joint->getWorld() != this) {
        // cocos 3.17 logs this for a destroying removal and aborts in chipmunk for the other kind.
        log("physics warning: the joint is not in this world, it won't be destroyed until the body it "
            "connects is "
            "destroyed");
        return;
    }
    RefPtr<PhysicsJoint> keep(joint);
    if (_delayAddJoints.contains(joint)) { // never reached the space: nothing of it to take out
        _delayAddJoints.eraseObject(joint);
        joint->_world = nullptr;
        if (destroy) joint->destroy();
        return;
    }
    if (cpSpaceIsLocked(_cpSpace)) {
        // Out of the working list now (it cannot be removed twice); out of the space after the step.
        joint->_destroyMark = destroy;
        _joints.eraseObject(joint);
        if (!_delayRemoveJoints.contains(joint)) _delayRemoveJoints.pushBack(joint);
        joint->_world = nullptr;
        return;
    }
    joint->_destroyMark = destroy;
    doRemoveJoint(joint);
}

void PhysicsWorld::removeAllJoints(bool destroy) {
    Vector<PhysicsJoint*> joints(_joints);
    for (PhysicsJoint* joint : joints)
        removeJoint(joint, destroy);
}

void PhysicsWorld::doRemoveJoint(PhysicsJoint* joint) {
    RefPtr<PhysicsJoint> keep(joint);
    joint->leaveSpace(_cpSpace);
    _joints.eraseObject(joint);
    if (joint->_world == this) joint->_world = nullptr;
    if (joint->_destroyMark) joint->destroy();
}

void PhysicsWorld::destroyJointsOf(PhysicsBody* body) {
    // Copies: destroying a joint takes it out of the body's list.
    Vector<PhysicsJoint*> joints(body->getJoints());
    for (PhysicsJoint* joint : joints)
        if (joint->getWorld() == this) removeJoint(joint, true);
}

void PhysicsWorld::flushJointRemovals() {
    if (cpSpaceIsLocked(_cpSpace)) return;
    Vector<PhysicsJoint*> removes(_delayRemoveJoints);
    _delayRemoveJoints.clear();
    for (PhysicsJoint* joint : removes)
        doRemoveJoint(joint);
}

void PhysicsWorld::updateJoints() {
    if (cpSpaceIsLocked(_cpSpace)) return;
    // A joint whose bodies are not both here yet (their nodes have not entered) waits.
    Vector<PhysicsJoint*> adds(_delayAddJoints);
    for (PhysicsJoint* joint : adds) {
        if (joint->getBodyA()->getWorld() != this || joint->getBodyB()->getWorld() != this) continue;
        _delayAddJoints.eraseObject(joint);
        joint->makeConstraints();
        _joints.pushBack(joint);
        joint->syncWithSpace(_cpSpace);
    }
    flushJointRemovals();
}

void PhysicsWorld::destroyAllJoints() {
    // The world is dying: every joint it holds is destroyed (cocos's removeAllJoints(true), plus the
    // queued ones, which cocos leaks).
    Vector<PhysicsJoint*> joints(_delayAddJoints);
    joints.pushBack(_joints);
    joints.pushBack(_delayRemoveJoints);
    _delayAddJoints.clear();
    _joints.clear();
    _delayRemoveJoints.clear();
    for (PhysicsJoint* joint : joints) {
        joint->leaveSpace(_cpSpace);
        if (joint->_world == this) joint->_world = nullptr;
        joint->destroy();
    }
}

void PhysicsWorld::syncJointWithSpace(PhysicsJoint* joint) {
    if (!cpSpaceIsLocked(_cpSpace) && _joints.contains(joint)) joint->syncWithSpace(_cpSpace);
}

void PhysicsWorld::syncJointsWithSpace() {
    // Bodies change kind (static, rotation off, infinite mass) between steps: a joint chipmunk
    // cannot solve waits outside the space until it can be solved again.
    if (cpSpaceIsLocked(_cpSpace)) return;
    for (PhysicsJoint* joint : _joints)
        joint->syncWithSpace(_cpSpace);
}

} // namespace cc
