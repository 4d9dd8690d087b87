// engine/scene/ProtectedNode.h — a node with a second, private list of children.
#pragma once

#include "scene/Node.h"

namespace cc {

/// cocos2d-x `ProtectedNode`: besides its children it keeps "protected children" (a widget's
/// renderers) that getChildren(), getChildByTag(), removeAllChildren() and the scene graph's
/// listener order do not see. They are retained, entered, exited, cleaned up, visited and drawn like
/// children: drawing and the scene-graph listener order interleave the two lists as cocos does
/// (children below 0, protected below 0, the node, protected from 0, children from 0).
class ProtectedNode : public Node {
public:
    static ProtectedNode* create();
    ~ProtectedNode() override;

    virtual void addProtectedChild(Node* child);
    virtual void addProtectedChild(Node* child, int localZOrder);
    virtual void addProtectedChild(Node* child, int localZOrder, int tag);
    Node* getProtectedChildByTag(int tag) const;
    virtual void removeProtectedChild(Node* child, bool cleanup = true);
    void removeProtectedChildByTag(int tag, bool cleanup = true);
    void removeAllProtectedChildren() { removeAllProtectedChildrenWithCleanup(true); }
    virtual void removeAllProtectedChildrenWithCleanup(bool cleanup);
    virtual void reorderProtectedChild(Node* child, int localZOrder);
    /// Sorts by (z-order, arrival) after a change, as sortAllChildren does for children.
    void sortAllProtectedChildren();
    Vector<Node*>& getProtectedChildren() { return _protectedChildren; }
    const Vector<Node*>& getProtectedChildren() const { return _protectedChildren; }

    /// A protected child's own setLocalZOrder / removeFromParent reach its parent through these.
    void reorderChild(Node* child, int localZOrder) override;
    void removeChild(Node* child, bool cleanup = true) override;

    void visit(const AffineTransform& parentToWorld) override;
    void onEnter() override;
    void onEnterTransitionDidFinish() override;
    void onExitTransitionDidStart() override;
    void onExit() override;
    void cleanup() override;
    void updateDisplayedColor(const Color3B& parentColor) override;
    void updateDisplayedOpacity(GLubyte parentOpacity) override;
    /// cocos's: every child and protected child shown as if under white (its own colour); the next
    /// colour change cascades again while cascading is on.
    void disableCascadeColor();
    /// cocos's: this node's displayed opacity back to its own, every child and protected child shown as
    /// if under full opacity.
    void disableCascadeOpacity();

protected:
    ProtectedNode() = default;
    /// Snapshot walks: a callback may remove the node or a protected child.
    template <class Step> void forEachProtected(Step step) {
        Vector<Node*> snapshot(_protectedChildren);
        for (Node* child : snapshot)
            if (child->getParent() == this) step(child);
    }

    Vector<Node*> _protectedChildren;
    bool _reorderProtectedChildDirty = false;
};

} // namespace cc
