// engine/physics/EventListenerPhysicsContact.cpp
#include "physics/EventListenerPhysicsContact.h"

#include "physics/PhysicsBody.h"
#include "physics/PhysicsShape.h"

namespace cc {

namespace {

// Autoreleases a new listener (the create() of every class here).
template <class Listener> Listener* autoreleased(Listener* listener) {
    listener->autorelease();
    return listener;
}

} // namespace

EventListenerPhysicsContact::EventListenerPhysicsContact()
    : EventListenerCustom(PhysicsContact::EVENT_NAME, nullptr) {}

EventListenerPhysicsContact* EventListenerPhysicsContact::create() {
    return autoreleased(new EventListenerPhysicsContact());
}

EventListenerPhysicsContact* EventListenerPhysicsContact::clone() {
    EventListenerPhysicsContact* copy = create();
    copyHandlersTo(copy);
    return copy;
}

void EventListenerPhysicsContact::copyHandlersTo(EventListenerPhysicsContact* copy) const {
    copy->onContactBegin = onContactBegin;
    copy->onContactPreSolve = onContactPreSolve;
    copy->onContactPostSolve = onContactPostSolve;
    copy->onContactSeparate = onContactSeparate;
}

bool EventListenerPhysicsContact::checkAvailable() {
    return onContactBegin || onContactPreSolve || onContactPostSolve || onContactSeparate;
}

bool EventListenerPhysicsContact::hitTest(PhysicsShape*, PhysicsShape*) {
    return true;
}

void EventListenerPhysicsContact::handleEvent(Event* event) {
    auto* contact = dynamic_cast<PhysicsContact*>(event);
    if (!contact) return;
    // Copies: a handler may replace or clear this listener's handlers (or remove the listener).
    switch (contact->getEventCode()) {
    case PhysicsContact::EventCode::BEGIN: {
        bool result = true;
        if (onContactBegin && hitTest(contact->getShapeA(), contact->getShapeB())) {
            auto handler = onContactBegin;
            contact->generateContactData();
            result = handler(*contact);
        }
        contact->setResult(result);
        break;
    }
    case PhysicsContact::EventCode::PRESOLVE: {
        bool result = true;
        if (onContactPreSolve && hitTest(contact->getShapeA(), contact->getShapeB())) {
            auto handler = onContactPreSolve;
            RefPtr<PhysicsContactPreSolve> solve(contact->preSolveView());
            solve->_arbiter = contact->getArbiter();
            contact->generateContactData();
            result = handler(*contact, *solve);
            solve->_arbiter = nullptr;
        }
        contact->setResult(result);
        break;
    }
    case PhysicsContact::EventCode::POSTSOLVE:
        if (onContactPostSolve && hitTest(contact->getShapeA(), contact->getShapeB())) {
            auto handler = onContactPostSolve;
            RefPtr<PhysicsContactPostSolve> solve(contact->postSolveView());
            solve->_arbiter = contact->getArbiter();
            handler(*contact, *solve);
            solve->_arbiter = nullptr;
        }
        break;
    case PhysicsContact::EventCode::SEPARATE:
        if (onContactSeparate && hitTest(contact->getShapeA(), contact->getShapeB())) {
            auto handler = onContactSeparate;
            handler(*contact);
        }
        break;
    case PhysicsContact::EventCode::NONE:
        break;
    }
}

/* -- Filtered listeners ------------------------------------------------------------------- */

EventListenerPhysicsContactWithBodies* EventListenerPhysicsContactWithBodies::create(PhysicsBody* bodyA,
                                                                                     PhysicsBody* bodyB) {
    auto* listener = new EventListenerPhysicsContactWithBodies();
    listener->_a = bodyA;
    listener->_b = bodyB;
    return autoreleased(listener);
}

EventListenerPhysicsContactWithBodies* EventListenerPhysicsContactWithBodies::clone() {
    EventListenerPhysicsContactWithBodies* copy = create(_a.get(), _b.get());
    copyHandlersTo(copy);
    return copy;
}

bool EventListenerPhysicsContactWithBodies::hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB) {
    PhysicsBody* a = shapeA ? shapeA->getBody() : nullptr;
    PhysicsBody* b = shapeB ? shapeB->getBody() : nullptr;
    return (a == _a.get() && b == _b.get()) || (a == _b.get() && b == _a.get());
}

EventListenerPhysicsContactWithShapes* EventListenerPhysicsContactWithShapes::create(PhysicsShape* shapeA,
                                                                                     PhysicsShape* shapeB) {
    auto* listener = new EventListenerPhysicsContactWithShapes();
    listener->_a = shapeA;
    listener->_b = shapeB;
    return autoreleased(listener);
}

EventListenerPhysicsContactWithShapes* EventListenerPhysicsContactWithShapes::clone() {
    EventListenerPhysicsContactWithShapes* copy = create(_a.get(), _b.get());
    copyHandlersTo(copy);
    return copy;
}

bool EventListenerPhysicsContactWithShapes::hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB) {
    return (shapeA == _a.get() && shapeB == _b.get()) || (shapeA == _b.get() && shapeB == _a.get());
}

EventListenerPhysicsContactWithGroup* EventListenerPhysicsContactWithGroup::create(int group) {
    auto* listener = new EventListenerPhysicsContactWithGroup();
    listener->_group = group;
    return autoreleased(listener);
}

EventListenerPhysicsContactWithGroup* EventListenerPhysicsContactWithGroup::clone() {
    EventListenerPhysicsContactWithGroup* copy = create(_group);
    copyHandlersTo(copy);
    return copy;
}

bool EventListenerPhysicsContactWithGroup::hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB) {
    return (shapeA && shapeA->getGroup() == _group) || (shapeB && shapeB->getGroup() == _group);
}

} // namespace cc
