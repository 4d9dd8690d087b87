// engine/physics/EventListenerPhysicsContact.h — cocos2d-x 3.17's physics contact listeners: every
// contact, or only those of two bodies, two shapes or a group.
#pragma once

#include "base/RefPtr.h"
#include "events/EventListenerCustom.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsContact.h"
#include "physics/PhysicsShape.h"

#include <functional>

namespace cc {

/// Listens for the PhysicsContact events of every physics world (custom event "PhysicsContactEvent").
/// For each event it visits, as cocos 3.17's onEvent: a begin or preSolve handler runs only when
/// hitTest passes, after the contact's points are regenerated; the listener then sets the contact's
/// result to the handler's value, or to true when it has no such handler or the test failed (so with
/// several listeners the last one visited decides). Register a handler before adding the listener:
/// the dispatcher refuses one with none (checkAvailable).
class EventListenerPhysicsContact : public EventListenerCustom {
public:
    static EventListenerPhysicsContact* create();
    EventListenerPhysicsContact* clone() override;
    bool checkAvailable() override;
    /// Whether the listener wants the pair; the base takes every pair.
    virtual bool hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB);

    /// Whether the two shapes should collide (false: ignored until they separate).
    std::function<bool(PhysicsContact& contact)> onContactBegin;
    /// Each step they touch; false ignores the collision for this step.
    std::function<bool(PhysicsContact& contact, PhysicsContactPreSolve& solve)> onContactPreSolve;
    /// After the step's collision response.
    std::function<void(PhysicsContact& contact, const PhysicsContactPostSolve& solve)> onContactPostSolve;
    /// When they stop touching, or one of them leaves the world.
    std::function<void(PhysicsContact& contact)> onContactSeparate;

protected:
    EventListenerPhysicsContact();
    void handleEvent(Event* event) override;
    void copyHandlersTo(EventListenerPhysicsContact* copy) const;
};

/// Only the contacts between two bodies (either order). Kite retains both bodies (cocos keeps bare
/// pointers) so the test never compares with a freed body.
class EventListenerPhysicsContactWithBodies : public EventListenerPhysicsContact {
public:
    static EventListenerPhysicsContactWithBodies* create(PhysicsBody* bodyA, PhysicsBody* bodyB);
    EventListenerPhysicsContactWithBodies* clone() override;
    bool hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB) override;

private:
    RefPtr<PhysicsBody> _a;
    RefPtr<PhysicsBody> _b;
};

/// Only the contacts between two shapes (either order); both retained.
class EventListenerPhysicsContactWithShapes : public EventListenerPhysicsContact {
public:
    static EventListenerPhysicsContactWithShapes* create(PhysicsShape* shapeA, PhysicsShape* shapeB);
    EventListenerPhysicsContactWithShapes* clone() override;
    bool hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB) override;

private:
    RefPtr<PhysicsShape> _a;
    RefPtr<PhysicsShape> _b;
};

/// Only the contacts where either shape's group is @p group.
class EventListenerPhysicsContactWithGroup : public EventListenerPhysicsContact {
public:
    static EventListenerPhysicsContactWithGroup* create(int group);
    EventListenerPhysicsContactWithGroup* clone() override;
    bool hitTest(PhysicsShape* shapeA, PhysicsShape* shapeB) override;

private:
    int _group = 0;
};

} // namespace cc
