// engine/scene/ClippingNode.cpp — see ClippingNode.h.
#include "scene/ClippingNode.h"

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

ClippingNode::~ClippingNode() = default;

void ClippingNode::setStencil(Node* stencil) {
    if (stencil == _stencil.get()) return;
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

void ClippingNode::visit(const AffineTransform& parentToWorld) {
    if (!isVisible()) return;
    Node::visit(parentToWorld);
    if (_stencil) _stencil->visit(getVisitTransform());
}

void ClippingNode::onEnter() {
    Node::onEnter();
    if (_stencil) _stencil->onEnter();
}

void ClippingNode::onEnterTransitionDidFinish() {
    Node::onEnterTransitionDidFinish();
    if (_stencil) _stencil->onEnterTransitionDidFinish();
}

void ClippingNode::onExitTransitionDidStart() {
    if (_stencil) _stencil->onExitTransitionDidStart();
    Node::onExitTransitionDidStart();
}

void ClippingNode::onExit() {
    if (_stencil) _stencil->onExit();
    Node::onExit();
}

void ClippingNode::cleanup() {
    if (_stencil) _stencil->cleanup();
    Node::cleanup();
}

} // namespace cc
