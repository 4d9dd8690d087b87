// engine/physics/PhysicsShapePolygon.h — cocos2d-x 3.17's PhysicsShapePolygon and PhysicsShapeBox.
#pragma once

#include "physics/PhysicsShape.h"

namespace cc {

/// cocos2d-x `PhysicsShapePolygon`: one convex chipmunk polygon. Concave points give their convex
/// hull, as cocos's cpPolyShapeNew does; fewer than 3 points, points on one line, non-finite
/// numbers or a bad material are refused (nullptr and a log line; PhysicsChecks says why).
class PhysicsShapePolygon : public PhysicsShape {
public:
    static PhysicsShapePolygon* create(const Vec2* points, int count,
                                       const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                       const Vec2& offset = Vec2::ZERO, float radius = 0.0f);
    /// The area of the polygon @p points (signed as Chipmunk's: clockwise points give a negative one).
    static float calculateArea(const Vec2* points, int count);
    static float calculateMoment(float mass, const Vec2* points, int count, const Vec2& offset = Vec2::ZERO,
                                 float radius = 0.0f);

    float calculateDefaultMoment() override;
    /// The hull's vertices (scaled), counter-clockwise, from 0.
    Vec2 getPoint(int i) const;
    void getPoints(Vec2* outPoints) const;
    int getPointsCount() const;
    Vec2 getCenter() override;

protected:
    bool init(const Vec2* points, int count, const PhysicsMaterial& material, const Vec2& offset,
              float radius);
    /// The polygon from unscaled @p points (hull, offset applied), shared with the box.
    bool initPolygon(const std::vector<Vec2>& points, const PhysicsMaterial& material, float radius);
    void updateScale() override;
    float calculateArea() override;

private:
    std::vector<Vec2> _points; // unscaled hull, offset applied
};

/// cocos2d-x `PhysicsShapeBox`: a four-point polygon centred on its offset.
class PhysicsShapeBox : public PhysicsShapePolygon {
public:
    static PhysicsShapeBox* create(const Size& size,
                                   const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                   const Vec2& offset = Vec2::ZERO, float radius = 0.0f);

    /// The box's size (scaled).
    Size getSize() const;
    /// Its centre, as cocos.
    Vec2 getOffset() override { return getCenter(); }

protected:
    bool init(const Size& size, const PhysicsMaterial& material, const Vec2& offset, float radius);

private:
    Size _size; // unscaled
};

} // namespace cc
