// engine/scene/ParallaxNode.cpp
#include "scene/ParallaxNode.h"

#include "base/Macros.h"

#include <algorithm>

namespace cc {

namespace {
constexpr const char* kUseRatioForm = "ParallaxNode: use addChild(child, z, ratio, offset)";
}

ParallaxNode* ParallaxNode::create() {
    auto* node = new ParallaxNode();
    node->autorelease();
    return node;
}

void ParallaxNode::addChild(Node* child, int localZOrder, const Vec2& ratio, const Vec2& offset) {
    if (!CC_CHECK(child, "ParallaxNode::addChild: child must not be null")) return;
    if (!CC_CHECK(!child->getParent(), "ParallaxNode::addChild: child already has a parent")) return;
    Node::addChild(child, localZOrder, child->getName());
    if (child->getParent() != this) return; // refused (an ancestor of this node, ...)
    _entries.push_back(Entry{RefPtr<Node>(child), ratio, offset});
    child->setPosition(Vec2(_position.x * ratio.x + offset.x, _position.y * ratio.y + offset.y));
}

void ParallaxNode::addChild(Node*) {
    CC_ASSERT(false, kUseRatioForm);
}

void ParallaxNode::addChild(Node*, int) {
    CC_ASSERT(false, kUseRatioForm);
}

void ParallaxNode::addChild(Node*, int, int) {
    CC_ASSERT(false, kUseRatioForm);
}

void ParallaxNode::addChild(Node*, int, const std::string&) {
    CC_ASSERT(false, kUseRatioForm);
}

void ParallaxNode::removeChild(Node* child, bool cleanup) {
    RefPtr<Node> keep(child); // the entry may hold the last reference
    _entries.erase(std::remove_if(_entries.begin(), _entries.end(),
                                  [child](const Entry& e) { return e.child.get() == child; }),
                   _entries.end());
    Node::removeChild(child, cleanup);
}

void ParallaxNode::removeAllChildrenWithCleanup(bool cleanup) {
    std::vector<Entry> entries;
    entries.swap(_entries); // released after the children are gone
    Node::removeAllChildrenWithCleanup(cleanup);
}

Vec2 ParallaxNode::absolutePosition() const {
    Vec2 position = _position;
    for (const Node* node = getParent(); node; node = node->getParent())
        position += node->getPosition();
    return position;
}

void ParallaxNode::visit(const AffineTransform& parentToWorld) {
    const Vec2 position = absolutePosition();
    if (!position.equals(_lastPosition)) {
        for (const Entry& e : _entries)
            e.child->setPosition(Vec2(-position.x + position.x * e.ratio.x + e.offset.x,
                                      -position.y + position.y * e.ratio.y + e.offset.y));
        _lastPosition = position;
    }
    Node::visit(parentToWorld);
}

} // namespace cc
