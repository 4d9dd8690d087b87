// engine/scene/ClippingRectangleNode.cpp — see ClippingRectangleNode.h.
#include "scene/ClippingRectangleNode.h"

namespace cc {

ClippingRectangleNode* ClippingRectangleNode::create() {
    auto* node = new ClippingRectangleNode();
    node->autorelease();
    return node;
}

ClippingRectangleNode* ClippingRectangleNode::create(const Rect& clippingRegion) {
    ClippingRectangleNode* node = create();
    node->setClippingRegion(clippingRegion);
    return node;
}

Rect ClippingRectangleNode::getWorldClippingRect() const {
    float scaleX = getScaleX(), scaleY = getScaleY();
    for (const Node* parent = getParent(); parent; parent = parent->getParent()) {
        scaleX *= parent->getScaleX();
        scaleY *= parent->getScaleY();
    }
    const Vec2 origin = PointApplyAffineTransform(_clippingRegion.origin, getVisitTransform());
    return Rect(origin.x, origin.y, _clippingRegion.size.width * scaleX,
                _clippingRegion.size.height * scaleY);
}

} // namespace cc
