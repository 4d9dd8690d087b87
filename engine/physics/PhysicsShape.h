// engine/physics/PhysicsShape.h — cocos2d-x 3.17's PhysicsShape and its circle and box.
#pragma once

#include "base/Ref.h"
#include "math/Size.h"
#include "math/Vec2.h"
#include "physics/PhysicsMaterial.h"

#include <vector>

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

    /// The node's accumulated scale, applied to the shape's geometry (PhysicsBody::beforeSimulation).
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
    /// Moves the cpShapes to @p body's cpBody (the shared static one when null). The cpShapes must
    /// be out of any space.
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

private:
    float _radius = 0.0f; // unscaled
    Vec2 _offset;         // unscaled
};

/// cocos2d-x `PhysicsShapeBox` (a four-point polygon centred on its offset). In cocos 3.17 it derives
/// from PhysicsShapePolygon; that class comes with the other shapes.
class PhysicsShapeBox : public PhysicsShape {
public:
    static PhysicsShapeBox* create(const Size& size,
                                   const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                   const Vec2& offset = Vec2::ZERO, float radius = 0.0f);

    float calculateDefaultMoment() override;
    /// The box's size (scaled, as cocos computes it from the vertices).
    Size getSize() const;
    Vec2 getOffset() override;

protected:
    bool init(const Size& size, const PhysicsMaterial& material, const Vec2& offset, float radius);
    void updateScale() override;

private:
    Size _size;   // unscaled
    Vec2 _offset; // unscaled
};

} // namespace cc
