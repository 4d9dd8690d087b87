// engine/scene/ProtectedNode.cpp
#include "scene/ProtectedNode.h"

#include "base/Macros.h"
#include "base/RefPtr.h"

#include <algorithm>

namespace cc {

ProtectedNode* ProtectedNode::create() {
    auto* node = new ProtectedNode();
    if (node->init()) return static_cast<ProtectedNode*>(node->autorelease());
    delete node;
    return nullptr;
}

ProtectedNode::~ProtectedNode() {
    // Node's destructor detaches and releases _children: the protected ones go with them.
    _children.pushBack(_protectedChildren);
    _protectedChildren.clear();
}

void ProtectedNode::addProtectedChild(Node* child) {
    if (!CC_CHECK(child != nullptr, "ProtectedNode::addProtectedChild: child must not be null")) return;
    addProtectedChild(child, child->getLocalZOrder(), child->getTag());
}

void ProtectedNode::addProtectedChild(Node* child, int localZOrder) {
    if (!CC_CHECK(child != nullptr, "ProtectedNode::addProtectedChild: child must not be null")) return;
    addProtectedChild(child, localZOrder, child->getTag());
}

// Node::addChild does the bookkeeping (parent, order of arrival, entering, cascading, the scene
// graph's version); the child then moves from the children to the protected list.
void ProtectedNode::addProtectedChild(Node* child, int localZOrder, int tag) {
    if (!CC_CHECK(child != nullptr, "ProtectedNode::addProtectedChild: child must not be null")) return;
    if (!CC_CHECK(child->getParent() == nullptr, "ProtectedNode::addProtectedChild: child already added"))
        return;
    RefPtr<Node> keep(child);
    RefPtr<Node> keepSelf(this);
    const bool childrenDirty = _reorderChildDirty;
    Node::addChild(child, localZOrder, tag);
    if (child->getParent() != this) return; // refused (an ancestor), or moved by its enter callback
    _children.eraseObject(child);
    _reorderChildDirty = childrenDirty;
    _protectedChildren.pushBack(child);
    _reorderProtectedChildDirty = true;
}

Node* ProtectedNode::getProtectedChildByTag(int tag) const {
    for (Node* child : _protectedChildren)
        if (child->getTag() == tag) return child;
    return nullptr;
}

// Node::removeChild exits, cleans up and detaches it (it is not among the children, which stay).
void ProtectedNode::removeProtectedChild(Node* child, bool cleanup) {
    if (!child || child->getParent() != this || !_protectedChildren.contains(child)) return;
    RefPtr<Node> keep(child);
    Node::removeChild(child, cleanup);
    if (child->getParent() == nullptr) _protectedChildren.eraseObject(child);
}

void ProtectedNode::removeProtectedChildByTag(int tag, bool cleanup) {
    if (Node* child = getProtectedChildByTag(tag)) removeProtectedChild(child, cleanup);
}

void ProtectedNode::removeAllProtectedChildrenWithCleanup(bool cleanup) {
    Vector<Node*> snapshot(_protectedChildren);
    for (Node* child : snapshot)
        removeProtectedChild(child, cleanup);
}

void ProtectedNode::reorderProtectedChild(Node* child, int localZOrder) {
    if (!CC_CHECK(child != nullptr && _protectedChildren.contains(child),
                  "ProtectedNode::reorderProtectedChild: not a protected child of this node"))
        return;
    const bool childrenDirty = _reorderChildDirty;
    Node::reorderChild(child, localZOrder); // its z-order, arrival and the graph's version
    _reorderChildDirty = childrenDirty;
    _reorderProtectedChildDirty = true;
}

void ProtectedNode::reorderChild(Node* child, int localZOrder) {
    if (child && child->getParent() == this && _protectedChildren.contains(child))
        reorderProtectedChild(child, localZOrder); // a renderer's own setLocalZOrder lands here
    else
        Node::reorderChild(child, localZOrder);
}

void ProtectedNode::removeChild(Node* child, bool cleanup) {
    if (child && child->getParent() == this && _protectedChildren.contains(child))
        removeProtectedChild(child, cleanup); // a renderer's own removeFromParent lands here
    else
        Node::removeChild(child, cleanup);
}

void ProtectedNode::sortAllProtectedChildren() {
    if (!_reorderProtectedChildDirty) return;
    std::vector<Node*>& children = _protectedChildren.data();
    std::stable_sort(children.begin(), children.end(), [](const Node* a, const Node* b) {
        if (a->getLocalZOrder() != b->getLocalZOrder()) return a->getLocalZOrder() < b->getLocalZOrder();
        return a->getOrderOfArrival() < b->getOrderOfArrival();
    });
    _reorderProtectedChildDirty = false;
}

void ProtectedNode::visit(const AffineTransform& parentToWorld) {
    if (!_visible) return;
    Node::visit(parentToWorld);
    sortAllProtectedChildren();
    for (Node* child : _protectedChildren)
        child->visit(_visitTransform);
}

// cocos's order: the node's own callbacks and children first, then the protected children.
void ProtectedNode::onEnter() {
    RefPtr<Node> keep(this);
    Node::onEnter();
    forEachProtected([this](Node* child) {
        if (_running && !child->isRunning()) child->onEnter();
    });
}

void ProtectedNode::onEnterTransitionDidFinish() {
    RefPtr<Node> keep(this);
    Node::onEnterTransitionDidFinish();
    forEachProtected([this](Node* child) {
        if (_running && child->isRunning()) child->onEnterTransitionDidFinish();
    });
}

void ProtectedNode::onExitTransitionDidStart() {
    RefPtr<Node> keep(this);
    forEachProtected([](Node* child) {
        if (child->isRunning()) child->onExitTransitionDidStart();
    });
    Node::onExitTransitionDidStart();
}

void ProtectedNode::onExit() {
    RefPtr<Node> keep(this);
    forEachProtected([](Node* child) {
        if (child->isRunning()) child->onExit();
    });
    Node::onExit();
}

void ProtectedNode::cleanup() {
    RefPtr<Node> keep(this);
    forEachProtected([](Node* child) { child->cleanup(); });
    Node::cleanup();
}

void ProtectedNode::updateDisplayedColor(const Color3B& parentColor) {
    Node::updateDisplayedColor(parentColor);
    const Color3B childParent = _cascadeColorEnabled ? _displayedColor : Color3B::WHITE;
    for (Node* child : _protectedChildren)
        child->updateDisplayedColor(childParent);
}

void ProtectedNode::updateDisplayedOpacity(GLubyte parentOpacity) {
    Node::updateDisplayedOpacity(parentOpacity);
    const GLubyte childParent = _cascadeOpacityEnabled ? _displayedOpacity : 255;
    for (Node* child : _protectedChildren)
        child->updateDisplayedOpacity(childParent);
}

void ProtectedNode::disableCascadeColor() {
    for (Node* child : Vector<Node*>(_children))
        child->updateDisplayedColor(Color3B::WHITE);
    for (Node* child : Vector<Node*>(_protectedChildren))
        child->updateDisplayedColor(Color3B::WHITE);
}

void ProtectedNode::disableCascadeOpacity() {
    _displayedOpacity = _realOpacity;
    for (Node* child : Vector<Node*>(_children))
        child->updateDisplayedOpacity(255);
    for (Node* child : Vector<Node*>(_protectedChildren))
        child->updateDisplayedOpacity(255);
}

} // namespace cc
