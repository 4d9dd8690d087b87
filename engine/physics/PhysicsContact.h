// engine/physics/PhysicsContact.h — cocos2d-x 3.17's PhysicsContact (the event a world dispatches for a
// touching pair of shapes) and the PreSolve / PostSolve views of its chipmunk arbiter.
#pragma once

#include "events/EventCustom.h"
#include "math/Vec2.h"

#include <memory>

struct cpArbiter;

namespace cc {

class PhysicsShape;
class PhysicsWorld;
class PhysicsContactPreSolve;
class PhysicsContactPostSolve;

/// The points of a contact in world coordinates (cocos's PhysicsContactData; chipmunk 7 gives at
/// most 2 of the POINT_MAX).
struct PhysicsContactData {
    static const int POINT_MAX = 4;
    Vec2 points[POINT_MAX];
    int count = 0;
    Vec2 normal;
};

/// One touching pair of shapes, from chipmunk's begin to its separate (one object per pair, the
/// same in all four events). Shape A and B are in chipmunk's order for the pair, not the order the
/// shapes were made in.
///
/// Lifetime (Kite): a Ref the world makes at begin and releases after separate. Once separated it is
/// "finished": its shapes are null and its arbiter gone, so a script that retained it reads nils and
/// defaults, never a freed shape.
class PhysicsContact : public EventCustom {
public:
    /// cocos's PhysicsContact::EventCode (getEventCode; the numbers Lua sees).
    enum class EventCode { NONE, BEGIN, PRESOLVE, POSTSOLVE, SEPARATE };

    ~PhysicsContact() override;

    PhysicsShape* getShapeA() const { return _shapeA; }
    PhysicsShape* getShapeB() const { return _shapeB; }
    EventCode getEventCode() const { return _eventCode; }
    /// The points of the last generation (each begin / preSolve handler that runs regenerates them),
    /// or nullptr before the first.
    const PhysicsContactData* getContactData() const { return _contactData.get(); }
    /// The generation before, or nullptr.
    const PhysicsContactData* getPreContactData() const { return _preContactData.get(); }

    /* -- The world's side ------------------------------------------------------------------ */

    static const char* const EVENT_NAME; // "PhysicsContactEvent"
    /// A contact for chipmunk's arbiter @p arbiter between @p a and @p b (refcount 1, not autoreleased).
    static PhysicsContact* construct(PhysicsShape* a, PhysicsShape* b, cpArbiter* arbiter);
    PhysicsWorld* getWorld() const { return _world; }
    void setWorld(PhysicsWorld* world) { _world = world; }
    void setEventCode(EventCode code) { _eventCode = code; }
    bool isNotificationEnabled() const { return _notificationEnabled; }
    void setNotificationEnable(bool enable) { _notificationEnabled = enable; }
    /// The listeners' verdict (each listener visited sets it; cocos's rule: the last one wins).
    void setResult(bool result) { _result = result; }
    /// Returns the verdict and makes it true again for the next event.
    bool resetResult();
    /// Reads the arbiter's points into a new generation (the previous becomes getPreContactData).
    void generateContactData();
    cpArbiter* getArbiter() const { return _arbiter; }
    /// The views handed to preSolve / postSolve handlers (owned by the contact, valid while it is).
    PhysicsContactPreSolve* preSolveView();
    PhysicsContactPostSolve* postSolveView();
    /// After separate: forgets the shapes and the arbiter.
    void finish();

protected:
    PhysicsContact(PhysicsShape* a, PhysicsShape* b, cpArbiter* arbiter);

private:
    PhysicsShape* _shapeA; // weak: a shape leaves the space (ending the contact) before it can die
    PhysicsShape* _shapeB;
    cpArbiter* _arbiter;
    PhysicsWorld* _world = nullptr; // weak
    EventCode _eventCode = EventCode::NONE;
    bool _notificationEnabled = true;
    bool _result = true;
    std::unique_ptr<PhysicsContactData> _contactData;
    std::unique_ptr<PhysicsContactData> _preContactData;
    PhysicsContactPreSolve* _preSolve = nullptr;   // retained
    PhysicsContactPostSolve* _postSolve = nullptr; // retained
};

/// The arbiter of a contact during preSolve: this step's restitution, friction and surface velocity,
/// and ignore() (no collision until the shapes separate). cocos makes one on the stack per call; Kite's
/// belongs to its contact, so a script that keeps it past the call reads defaults (0) and its setters
/// do nothing once the call is over.
class PhysicsContactPreSolve : public Ref {
public:
    float getRestitution() const;
    float getFriction() const;
    Vec2 getSurfaceVelocity() const;
    void setRestitution(float restitution);
    void setFriction(float friction);
    void setSurfaceVelocity(const Vec2& velocity);
    void ignore();

private:
    friend class PhysicsContact;
    friend class EventListenerPhysicsContact;
    PhysicsContactPreSolve() = default;
    cpArbiter* _arbiter = nullptr; // set only during the handler's call
};

/// The arbiter of a contact during postSolve (getters only), as PhysicsContactPreSolve.
class PhysicsContactPostSolve : public Ref {
public:
    float getRestitution() const;
    float getFriction() const;
    Vec2 getSurfaceVelocity() const;

private:
    friend class PhysicsContact;
    friend class EventListenerPhysicsContact;
    PhysicsContactPostSolve() = default;
    cpArbiter* _arbiter = nullptr; // set only during the handler's call
};

} // namespace cc
