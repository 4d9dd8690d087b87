// engine/scene/ClippingNode.cpp — see ClippingNode.h.
#include "scene/ClippingNode.h"

#include "base/Macros.h"

namespace cc {

ClippingNode* ClippingNode::create() {
    auto* node = new ClippingNode();
    node->autorelease();
    return node;
}

ClippingNode* ClippingNode::create(Node* stencil) {
    ClippingNode* node = create();
    node->setStencil(stencil);
    return node;
}

ClippingNode::~ClippingNode() {
    --s_nodesHoldingOthers;
}

void ClippingNode::setStencil(Node* stencil) {
    if (stencil == _stencil.get()) return;
    if (!CC_CHECK(!stencil || (stencil != this && !isDescendantOf(stencil)),
                  "ClippingNode:setStencil: the stencil cannot be the clipping node or one of its ancestors"))
        return;
    RefPtr<Node> old = _stencil; // kept alive while it exits
    if (old && old->isRunning()) {
        old->onExitTransitionDidStart();
        old->onExit();
    }
    _stencil = stencil;
    if (_stencil && isRunning()) {
        _stencil->onEnter();
        if (_isTransitionFinished) _stencil->onEnterTransitionDidFinish();
    }
}

bool ClippingNode::stencilOutside() const {
    return _stencil && !isDescendantOf(_stencil.get());
}

void ClippingNode::visit(const AffineTransform& parentToWorld) {
    if (!isVisible()) return;
    Node::visit(parentToWorld);
    if (!_stencil || _visitingStencil) return; // a stencil made an ancestor later: once is enough
    _visitingStencil = true;
    _stencil->visit(getVisitTransform());
    _visitingStencil = false;
}

void ClippingNode::onEnter() {
    Node::onEnter();
    if (stencilOutside()) _stencil->onEnter();
}

void ClippingNode::onEnterTransitionDidFinish() {
    Node::onEnterTransitionDidFinish();
    if (stencilOutside()) _stencil->onEnterTransitionDidFinish();
}

void ClippingNode::onExitTransitionDidStart() {
    if (stencilOutside()) _stencil->onExitTransitionDidStart();
    Node::onExitTransitionDidStart();
}

void ClippingNode::onExit() {
    if (stencilOutside()) _stencil->onExit();
    Node::onExit();
}

void ClippingNode::cleanup() {
    if (stencilOutside()) _stencil->cleanup();
    Node::cleanup();
}

} // namespace cc
