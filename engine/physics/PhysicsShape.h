// engine/physics/PhysicsShape.h — cocos2d-x 3.17's PhysicsShape and its circle; the polygon, box and
// edge shapes are in PhysicsShapePolygon.h and PhysicsShapeEdge.h (included at the end, so this
// header declares every shape as cocos's CCPhysicsShape.h does).
#pragma once

#include "base/Ref.h"
#include "math/Size.h"
#include "math/Vec2.h"
#include "physics/PhysicsMaterial.h"

#include <string>
#include <vector>

struct cpBody;
struct cpShape;

namespace cc {

class PhysicsBody;

/// A shape of a body: one or more chipmunk shapes (an edge chain has several) with cocos's material,
/// mass, moment, tag, bitmasks and group.
///
/// Ownership: the shape owns its cpShapes and frees them when it dies. A body retains its shapes;
/// a shape's body pointer is weak (the body clears it when they part or it dies). A shape on no
/// body keeps its cpShapes on a shared static cpBody (as cocos does), never a dead one. Every
/// cpShape's userData is this shape.
///
/// Subclasses (the other cocos shapes, in their own files) make their cpShapes in their init, hand
/// each to addShape, then set _area, _mass and _moment, then setMaterial; and override
/// updateScale when the node's scale can reshape them.
class PhysicsShape : public Ref {
public:
    /// cocos's PhysicsShape::Type (Lua cc.PhysicsShape.TYPE_*... cocos names the enum only).
    enum class Type { UNKNOWN, CIRCLE, BOX, POLYGON, EDGESEGMENT, EDGEBOX, EDGEPOLYGON, EDGECHAIN };

    ~PhysicsShape() override;

    PhysicsBody* getBody() const { return _body; }
    Type getType() const { return _type; }
    float getArea() const { return _area; }
    float getMoment() const { return _moment; }
    /// Ignored when negative; the body's moment changes by the difference.
    void setMoment(float moment);
    void setTag(int tag) { _tag = tag; }
    int getTag() const { return _tag; }
    float getMass() const { return _mass; }
    /// Ignored when negative; the body's mass changes by the difference.
    void setMass(float mass);
    float getDensity() const { return _material.density; }
    /// Ignored when negative; sets the mass to density x area.
    void setDensity(float density);
    float getRestitution() const { return _material.restitution; }
    void setRestitution(float restitution);
    float getFriction() const { return _material.friction; }
    void setFriction(float friction);
    const PhysicsMaterial& getMaterial() const { return _material; }
    void setMaterial(const PhysicsMaterial& material);
    bool isSensor() const { return _sensor; }
    void setSensor(bool sensor);

    /// The offset of the shape's centre from the body's (each shape says what that is).
    virtual Vec2 getOffset() { return Vec2::ZERO; }
    virtual Vec2 getCenter() { return getOffset(); }
    /// The moment this shape would have with its current mass.
    virtual float calculateDefaultMoment() { return 0.0f; }
    /// Whether @p point (world coordinates) is inside one of the chipmunk shapes.
    bool containsPoint(const Vec2& point) const;

    /// cocos's static helpers: @p points moved so that their centroid is at @p center (3.17 returns
    /// garbage here: the fixed behaviour), and the centroid of a polygon's points.
    static void recenterPoints(Vec2* points, int count, const Vec2& center = Vec2::ZERO);
    static Vec2 getPolygonCenter(const Vec2* points, int count);

    /// Bitmasks as cocos 3.17 keeps them (per shape; the body's setters set all its shapes).
    /// Defaults: category 0xFFFFFFFF, contact test 0, collision 0xFFFFFFFF. They are data for the
    /// contact filtering (PhysicsWorld's collision handler), not chipmunk filters.
    void setCategoryBitmask(int bitmask) { _categoryBitmask = bitmask; }
    int getCategoryBitmask() const { return _categoryBitmask; }
    void setContactTestBitmask(int bitmask) { _contactTestBitmask = bitmask; }
    int getContactTestBitmask() const { return _contactTestBitmask; }
    void setCollisionBitmask(int bitmask) { _collisionBitmask = bitmask; }
    int getCollisionBitmask() const { return _collisionBitmask; }
    /// A negative group never collides with itself (a chipmunk filter group); as cocos.
    void setGroup(int group);
    int getGroup() const { return _group; }

    /// The node's accumulated scale, applied to the shape's geometry (PhysicsBody::setScale); the
    /// area, mass (density x area) and moment follow, as cocos 3.17. A circle refuses a scale
    /// whose X and Y differ (a log line; it keeps its scale), as cocos.
    void setScale(float scaleX, float scaleY);

    /// The chipmunk shapes (for code that extends the physics: contacts, queries, debug draw).
    const std::vector<cpShape*>& getCPShapes() const { return _cpShapes; }
    /// The shape a cpShape belongs to (its userData), or nullptr.
    static PhysicsShape* fromCPShape(const cpShape* shape);

protected:
    PhysicsShape();
    /// Takes ownership of @p shape: its userData becomes this shape, its body this shape's body's.
    void addShape(cpShape* shape);
    /// Reshapes the cpShapes for _scaleX/_scaleY. The base does nothing.
    virtual void updateScale() {}
    /// The area of the (scaled) geometry; the base and the edges have none.
    virtual float calculateArea() { return 0.0f; }
    /// True when @p wrong is empty; else logs "physics error: <type>: <wrong>" and returns false (an
    /// init refusing input PhysicsChecks found wrong).
    static bool refuse(const char* type, const std::string& wrong);
    /// Where the cpShapes of a shape on no body live (a static cpBody made once, as cocos's).
    static cpBody* sharedCPBody();

    Type _type = Type::UNKNOWN;
    float _area = 0.0f;
    float _mass = 0.0f;
    float _moment = 0.0f;
    float _scaleX = 1.0f;
    float _scaleY = 1.0f;
    PhysicsMaterial _material;
    std::vector<cpShape*> _cpShapes;

private:
    friend class PhysicsBody;
    friend class PhysicsWorld;
    /// Moves the cpShapes to @p body's cpBody (the shared static one when null); those still in a
    /// space stay until the world takes them out and calls this again.
    void attachTo(PhysicsBody* body);

    PhysicsBody* _body = nullptr; // weak
    int _tag = 0;
    bool _sensor = false;
    int _categoryBitmask = static_cast<int>(0xFFFFFFFF);
    int _contactTestBitmask = 0;
    int _collisionBitmask = static_cast<int>(0xFFFFFFFF);
    int _group = 0;
};

/// cocos2d-x `PhysicsShapeCircle`.
class PhysicsShapeCircle : public PhysicsShape {
public:
    static PhysicsShapeCircle* create(float radius,
                                      const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                      const Vec2& offset = Vec2::ZERO);
    static float calculateArea(float radius);
    static float calculateMoment(float mass, float radius, const Vec2& offset = Vec2::ZERO);

    float calculateDefaultMoment() override;
    float getRadius() const;
    Vec2 getOffset() override;

protected:
    bool init(float radius, const PhysicsMaterial& material, const Vec2& offset);
    void updateScale() override;
    float calculateArea() override;

private:
    float _radius = 0.0f; // unscaled
    Vec2 _offset;         // unscaled
};

} // namespace cc

#include "physics/PhysicsShapeEdge.h"
#include "physics/PhysicsShapePolygon.h"
