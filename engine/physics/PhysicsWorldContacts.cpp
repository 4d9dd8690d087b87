// engine/physics/PhysicsWorldContacts.cpp — the world's chipmunk collision handler: cocos 3.17's
// contact filtering and PhysicsContact events (PhysicsWorld::collision*Callback).
//
// Every callback runs with the space locked (inside cpSpaceStep, or inside the cpSpaceRemoveShape of
// a body or shape leaving the world), so whatever a handler does to the world waits: removing bodies
// and shapes is delayed to the end of the step (PhysicsWorld's delay lists, which retain them), and
// the contact itself is retained until its separate.
#include "physics/PhysicsWorld.h"

#include "base/RefPtr.h"
#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsContact.h"
#include "physics/PhysicsShape.h"

#include <chipmunk/chipmunk.h>

namespace cc {

namespace {

PhysicsWorld* worldOf(cpSpace* space) {
    return static_cast<PhysicsWorld*>(cpSpaceGetUserData(space));
}

cpBool beginFunc(cpArbiter* arbiter, cpSpace* space, cpDataPointer) {
    PhysicsWorld* world = worldOf(space);
    return world ? world->contactBegin(arbiter) : cpFalse;
}

cpBool preSolveFunc(cpArbiter* arbiter, cpSpace* space, cpDataPointer) {
    PhysicsWorld* world = worldOf(space);
    return world ? world->contactPreSolve(arbiter) : cpTrue;
}

void postSolveFunc(cpArbiter* arbiter, cpSpace* space, cpDataPointer) {
    if (PhysicsWorld* world = worldOf(space)) world->contactPostSolve(arbiter);
}

void separateFunc(cpArbiter* arbiter, cpSpace* space, cpDataPointer) {
    PhysicsWorld* world = worldOf(space);
    if (world)
        world->contactSeparate(arbiter);
    else if (auto* contact = static_cast<PhysicsContact*>(cpArbiterGetUserData(arbiter))) {
        cpArbiterSetUserData(arbiter, nullptr);
        contact->finish();
        contact->release();
    }
}

PhysicsContact* contactOf(cpArbiter* arbiter) {
    return static_cast<PhysicsContact*>(cpArbiterGetUserData(arbiter));
}

} // namespace

void PhysicsWorld::installContactHandler() {
    cpCollisionHandler* handler = cpSpaceAddDefaultCollisionHandler(_cpSpace);
    handler->beginFunc = beginFunc;
    handler->preSolveFunc = preSolveFunc;
    handler->postSolveFunc = postSolveFunc;
    handler->separateFunc = separateFunc;
}

void PhysicsWorld::dispatchContact(PhysicsContact& contact, int code) {
    if (_destroying || !_scene) return;
    Director* director = Director::getInstance();
    EventDispatcher* dispatcher = director ? director->getEventDispatcher() : nullptr;
    if (!dispatcher) return;
    contact.setEventCode(static_cast<PhysicsContact::EventCode>(code));
    contact.setWorld(this);
    dispatcher->dispatchEvent(&contact);
}

bool PhysicsWorld::contactBegin(cpArbiter* arbiter) {
    CP_ARBITER_GET_SHAPES(arbiter, cpA, cpB);
    PhysicsShape* a = PhysicsShape::fromCPShape(cpA);
    PhysicsShape* b = PhysicsShape::fromCPShape(cpB);
    if (!a || !b) return false;
    // The arbiter owns the contact's one reference until separate.
    PhysicsContact* contact = PhysicsContact::construct(a, b, arbiter);
    cpArbiterSetUserData(arbiter, contact);

    // (The joints' collisionEnable check comes with the joints: a joint between the two bodies that
    // disables collision turns notifications off and returns false here, as cocos.)

    // Events only when each shape's category is in the other's contact-test mask (cocos 3.17).
    if ((a->getCategoryBitmask() & b->getContactTestBitmask()) == 0 ||
        (a->getContactTestBitmask() & b->getCategoryBitmask()) == 0)
        contact->setNotificationEnable(false);
    // Collision: a shared non-zero group decides (positive collides); else both category/collision
    // pairs must meet.
    bool collide;
    if (a->getGroup() != 0 && a->getGroup() == b->getGroup())
        collide = a->getGroup() > 0;
    else
        collide = (a->getCategoryBitmask() & b->getCollisionBitmask()) != 0 &&
                  (b->getCategoryBitmask() & a->getCollisionBitmask()) != 0;

    if (contact->isNotificationEnabled()) {
        RefPtr<PhysicsContact> keep(contact);
        dispatchContact(*contact, static_cast<int>(PhysicsContact::EventCode::BEGIN));
    }
    return collide ? contact->resetResult() : false;
}

bool PhysicsWorld::contactPreSolve(cpArbiter* arbiter) {
    PhysicsContact* contact = contactOf(arbiter);
    if (!contact || !contact->isNotificationEnabled()) return true;
    RefPtr<PhysicsContact> keep(contact);
    dispatchContact(*contact, static_cast<int>(PhysicsContact::EventCode::PRESOLVE));
    return contact->resetResult();
}

void PhysicsWorld::contactPostSolve(cpArbiter* arbiter) {
    PhysicsContact* contact = contactOf(arbiter);
    if (!contact || !contact->isNotificationEnabled()) return;
    RefPtr<PhysicsContact> keep(contact);
    dispatchContact(*contact, static_cast<int>(PhysicsContact::EventCode::POSTSOLVE));
}

void PhysicsWorld::contactSeparate(cpArbiter* arbiter) {
    PhysicsContact* contact = contactOf(arbiter);
    if (!contact) return;
    cpArbiterSetUserData(arbiter, nullptr);
    if (contact->isNotificationEnabled())
        dispatchContact(*contact, static_cast<int>(PhysicsContact::EventCode::SEPARATE));
    contact->finish();
    contact->release();
}

} // namespace cc
