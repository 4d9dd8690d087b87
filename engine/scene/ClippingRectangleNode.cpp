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

Rect RectangleClipper::worldRectOf(const Node* node, const Rect& region) {
    float scaleX = node->getScaleX(), scaleY = node->getScaleY();
    for (const Node* parent = node->getParent(); parent; parent = parent->getParent()) {
        scaleX *= parent->getScaleX();
        scaleY *= parent->getScaleY();
    }
    const Vec2 origin = PointApplyAffineTransform(region.origin, node->getVisitTransform());
    return Rect(origin.x, origin.y, region.size.width * scaleX, region.size.height * scaleY);
}

} // namespace cc
