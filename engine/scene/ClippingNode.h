// engine/scene/ClippingNode.h — cocos2d-x `ClippingNode`: children shown through a stencil node.
#pragma once

#include "base/RefPtr.h"
#include "scene/Node.h"

namespace cc {

/// Shows its children only where the stencil draws (or only where it does not, when inverted). The
/// stencil is not a child: it is visited with this node's transform, enters and exits with it, and is
/// never shown. With the alpha threshold at 1 (the default) the stencil's shapes count whole (a sprite
/// its whole quad, a label its box), as with cocos2d-x's alpha test off; below 1 only the stencil's
/// pixels whose alpha is above the threshold count. Without a stencil nothing is shown, or
/// everything when inverted (an empty stencil). Clipping nodes nest: an inner one shows only where
/// every enclosing stencil lets it.
///
/// How it is drawn (SDL has no stencil buffer; platform/ClipMask.h): the stencil and the children
/// are drawn into two off-screen targets, combined on the CPU into one image, which is drawn in their
/// place.
class ClippingNode : public Node {
public:
    static ClippingNode* create();
    static ClippingNode* create(Node* stencil);
    ~ClippingNode() override;

    Node* getStencil() const { return _stencil.get(); }
    /// Retains @p stencil (nullptr clears it); it enters or exits as this node is running. The node
    /// itself or one of its ancestors is refused (reported): it would draw itself forever.
    void setStencil(Node* stencil);
    float getAlphaThreshold() const { return _alphaThreshold; }
    void setAlphaThreshold(float alphaThreshold) { _alphaThreshold = alphaThreshold; }
    bool isInverted() const { return _inverted; }
    void setInverted(bool inverted) { _inverted = inverted; }
    /// Whether there are children to clip (cocos2d-x: a node without them is not drawn).
    bool hasContent() const { return getChildrenCount() > 0; }

    using Node::visit;
    void visit(const AffineTransform& parentToWorld) override;
    void onEnter() override;
    void onEnterTransitionDidFinish() override;
    void onExitTransitionDidStart() override;
    void onExit() override;
    void cleanup() override;

private:
    ClippingNode() { ++s_nodesHoldingOthers; }
    bool holdsBesidesChildren(const Node* node) const override { return node == _stencil.get(); }
    /// A stencil that is not an ancestor (one made so later runs its own lifecycle, once).
    bool stencilOutside() const;
    RefPtr<Node> _stencil;
    float _alphaThreshold = 1.0f;
    bool _inverted = false;
    bool _visitingStencil = false;
};

} // namespace cc
