// engine/physics/PhysicsShapeEdge.h — cocos2d-x 3.17's edge shapes: segment, polygon, box, chain.
#pragma once

#include "physics/PhysicsShape.h"

namespace cc {

/// The edges' common part: chipmunk segments of one thickness (border), with no area and an
/// infinite mass and moment (bodies made with PhysicsBody::createEdge* are static).
class PhysicsShapeEdge : public PhysicsShape {
protected:
    /// A segment from @p a to @p b (unscaled) for each pair; a loop closes back to the first point.
    bool initSegments(const std::vector<Vec2>& points, bool loop, const PhysicsMaterial& material,
                      float border);
    void updateScale() override;
    /// The endpoints' unscaled first points, in order (a chain adds its last end point).
    std::vector<Vec2> _points;
};

/// cocos2d-x `PhysicsShapeEdgeSegment`.
class PhysicsShapeEdgeSegment : public PhysicsShapeEdge {
public:
    static PhysicsShapeEdgeSegment* create(const Vec2& a, const Vec2& b,
                                           const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                           float border = 1);
    Vec2 getPointA() const;
    Vec2 getPointB() const;
    /// The midpoint.
    Vec2 getCenter() override;

protected:
    bool init(const Vec2& a, const Vec2& b, const PhysicsMaterial& material, float border);
};

/// cocos2d-x `PhysicsShapeEdgePolygon`: a closed loop of segments p[i] -> p[i+1], the last back to
/// the first.
class PhysicsShapeEdgePolygon : public PhysicsShapeEdge {
public:
    static PhysicsShapeEdgePolygon* create(const Vec2* points, int count,
                                           const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                           float border = 1);
    /// The centroid of the points.
    Vec2 getCenter() override;
    void getPoints(Vec2* outPoints) const;
    /// One per segment (= the number of points).
    int getPointsCount() const;

protected:
    bool init(const Vec2* points, int count, const PhysicsMaterial& material, float border);
};

/// cocos2d-x `PhysicsShapeEdgeBox`: an edge polygon around a box. Its create's border defaults to
/// 0, PhysicsBody::createEdgeBox's to 1, as cocos.
class PhysicsShapeEdgeBox : public PhysicsShapeEdgePolygon {
public:
    static PhysicsShapeEdgeBox* create(const Size& size,
                                       const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                       float border = 0, const Vec2& offset = Vec2::ZERO);
    /// Its centre, as cocos.
    Vec2 getOffset() override { return getCenter(); }

protected:
    bool init(const Size& size, const PhysicsMaterial& material, float border, const Vec2& offset);
};

/// cocos2d-x `PhysicsShapeEdgeChain`: an open chain of segments p[i] -> p[i+1].
class PhysicsShapeEdgeChain : public PhysicsShapeEdge {
public:
    static PhysicsShapeEdgeChain* create(const Vec2* points, int count,
                                         const PhysicsMaterial& material = PHYSICSSHAPE_MATERIAL_DEFAULT,
                                         float border = 1);
    /// The centroid of all the points.
    Vec2 getCenter() override;
    void getPoints(Vec2* outPoints) const;
    /// The number of points (segments + 1).
    int getPointsCount() const;

protected:
    bool init(const Vec2* points, int count, const PhysicsMaterial& material, float border);
};

} // namespace cc
