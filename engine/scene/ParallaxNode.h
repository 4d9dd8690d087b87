// engine/scene/ParallaxNode.h — children that move at their own ratio of the node's position.
#pragma once

#include "base/RefPtr.h"
#include "scene/Node.h"

#include <vector>

namespace cc {

/// cocos2d-x `ParallaxNode`. A child added with addChild(child, z, ratio, offset) is placed, at every
/// visit where the node's absolute position (its position plus every ancestor's) has changed, at
/// -position + position * ratio + offset in the node: a ratio of (1, 1) moves with the node, (0, 0)
/// stays still on screen, (0.5, 0.5) moves at half its speed. Children added otherwise are refused
/// (cocos2d-x asserts).
class ParallaxNode : public Node {
public:
    struct Entry {
        RefPtr<Node> child; // held until removed, so the list never points at a dead node
        Vec2 ratio;
        Vec2 offset;
    };

    static ParallaxNode* create();

    void addChild(Node* child, int localZOrder, const Vec2& ratio, const Vec2& offset);
    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;
    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;

    const std::vector<Entry>& getParallaxArray() const { return _entries; }

    void visit(const AffineTransform& parentToWorld) override;

private:
    Vec2 absolutePosition() const;

    std::vector<Entry> _entries;
    Vec2 _lastPosition{-100.0f, -100.0f}; // as cocos2d-x: a node at (-100, -100) places on the first move
};

} // namespace cc
