// engine/scene/ClippingRectangleNode.h — cocos2d-x `ClippingRectangleNode`: children cut to a rectangle.
#pragma once

#include "math/Rect.h"
#include "scene/Node.h"
#include "scene/RectangleClipper.h"

namespace cc {

/// Draws its subtree only inside the clipping region (node space), cut on screen as cocos2d-x's
/// scissor test: the region's origin goes through the node's transform, its size is scaled by the
/// scales of the node and its ancestors (rotation and skew are not followed, as in cocos2d-x), and the
/// result is mapped by the view's policy. Unlike cocos2d-x, whose inner scissor replaces the outer one,
/// nested rectangles intersect.
class ClippingRectangleNode : public Node, public RectangleClipper {
public:
    static ClippingRectangleNode* create();
    static ClippingRectangleNode* create(const Rect& clippingRegion);

    const Rect& getClippingRegion() const { return _clippingRegion; }
    void setClippingRegion(const Rect& clippingRegion) { _clippingRegion = clippingRegion; }
    bool isClippingEnabled() const { return _clippingEnabled; }
    void setClippingEnabled(bool enabled) { _clippingEnabled = enabled; }

    /// The region in world points (origin bottom-left) by cocos2d-x's rule; valid after a visit.
    Rect getWorldClippingRect() const override { return worldRectOf(this, _clippingRegion); }
    bool isRectangleClipping() const override { return _clippingEnabled; }

private:
    ClippingRectangleNode() = default;
    Rect _clippingRegion;
    bool _clippingEnabled = true;
};

} // namespace cc
