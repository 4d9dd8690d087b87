// engine/scene/RectangleClipper.h — what the renderer asks of a node that cuts its subtree to a
// rectangle: ClippingRectangleNode, and ccui's Layout with clipping enabled.
#pragma once

#include "math/Rect.h"

namespace cc {

class Node;

/// A mixin (not a Node): the renderer finds it by dynamic_cast once per node type.
class RectangleClipper {
public:
    virtual ~RectangleClipper() = default;
    /// Whether the subtree is cut now.
    virtual bool isRectangleClipping() const = 0;
    /// The region in world points (origin bottom-left); valid after a visit.
    virtual Rect getWorldClippingRect() const = 0;

    /// cocos2d-x's scissor rule for @p node's node-space @p region: the origin goes through the node's
    /// visit transform, the size is scaled by the scales of the node and its ancestors (rotation and
    /// skew are not followed).
    static Rect worldRectOf(const Node* node, const Rect& region);
};

} // namespace cc
