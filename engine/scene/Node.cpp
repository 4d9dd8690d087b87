// engine/scene/Node.cpp — construction, children and the lifecycle walks.
#include "scene/Node.h"

#include "actions/ActionManager.h"
#include "base/Macros.h"
#include "base/RefPtr.h"
#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "physics/PhysicsBody.h"
#include "scene/Scene.h"
#include "scheduler/Scheduler.h"

#include <algorithm>

namespace cc {

unsigned long long Node::s_sceneGraphVersion = 0;
int Node::s_nodesHoldingOthers = 0;
unsigned long long Node::s_globalOrderOfArrival = 0;

Node::Node() {
    Director* director = Director::getInstance();
    _scheduler = director->getScheduler();
    _actionManager = director->getActionManager();
    _eventDispatcher = director->getEventDispatcher();
    _scheduler->retain();
    _actionManager->retain();
    _eventDispatcher->retain();
}

Node::~Node() {
    CC_ASSERT(!_running, "Node destroyed while running (did an onExit() override skip Node::onExit()?)");
    CC_SAFE_RELEASE_NULL(_userObject);
    if (PhysicsBody* body = _physicsBody) { // not setPhysicsBody: it retains this node
        _physicsBody = nullptr;
        body->setNode(nullptr);
        body->release();
    }
    for (Node* child : _children)
        child->_parent = nullptr;
    _children.clear();
    _actionManager->removeAllActionsFromTarget(this);
    _scheduler->unscheduleAllForTarget(this);
    _eventDispatcher->removeEventListenersForTarget(this);
    _eventDispatcher->release();
    _actionManager->release();
    _scheduler->release();
}

Node* Node::create() {
    auto* node = new Node();
    if (node->init()) return static_cast<Node*>(node->autorelease());
    delete node;
    return nullptr;
}

/* -- Children ------------------------------------------------------------------ */

void Node::addChild(Node* child) {
    if (!CC_CHECK(child != nullptr, "Node::addChild: child must not be null")) return;
    addChildHelper(child, child->_localZOrder, child->_tag, child->_name, false);
}

void Node::addChild(Node* child, int localZOrder) {
    if (!CC_CHECK(child != nullptr, "Node::addChild: child must not be null")) return;
    addChildHelper(child, localZOrder, child->_tag, child->_name, false);
}

void Node::addChild(Node* child, int localZOrder, int tag) {
    if (!CC_CHECK(child != nullptr, "Node::addChild: child must not be null")) return;
    addChildHelper(child, localZOrder, tag, child->_name, true);
}

void Node::addChild(Node* child, int localZOrder, const std::string& name) {
    if (!CC_CHECK(child != nullptr, "Node::addChild: child must not be null")) return;
    addChildHelper(child, localZOrder, child->_tag, name, false);
}

void Node::addChildHelper(Node* child, int localZOrder, int tag, const std::string& name, bool setTag) {
    if (!CC_CHECK(child->_parent == nullptr, "Node::addChild: child already added. It can't be added again"))
        return;
    if (!CC_CHECK(!isDescendantOf(child), "Node::addChild: a node cannot be added to itself or a descendant"))
        return;
    if (!CC_CHECK(
            s_nodesHoldingOthers == 0 || !child->treeHoldsAnAncestorOf(this),
            "Node::addChild: the child's tree retains this node or an ancestor (a transition's scene, a "
            "clipping node's stencil): neither could ever be freed"))
        return;
    RefPtr<Node> keep(child);
    RefPtr<Node> keepSelf(this); // the child's enter callbacks may remove this node (seed 4248)
    _children.pushBack(child);
    _reorderChildDirty = true;
    child->_localZOrder = localZOrder;
    child->_orderOfArrival = ++s_globalOrderOfArrival;
    if (setTag)
        child->_tag = tag;
    else
        child->_name = name;
    child->_parent = this;
    ++s_sceneGraphVersion;

    if (_running && !_exiting) {
        child->onEnter();
        if (_isTransitionFinished && child->_running && child->_parent == this)
            child->onEnterTransitionDidFinish();
    }
    if (_cascadeColorEnabled) updateCascadeColor();
    if (_cascadeOpacityEnabled) updateCascadeOpacity();
}

Node* Node::getChildByTag(int tag) const {
    for (Node* child : _children)
        if (child->_tag == tag) return child;
    return nullptr;
}

Node* Node::getChildByName(const std::string& name) const {
    if (name.empty()) return nullptr;
    for (Node* child : _children)
        if (child->_name == name) return child;
    return nullptr;
}

Scene* Node::getScene() const {
    const Node* root = this;
    while (root->_parent)
        root = root->_parent;
    return dynamic_cast<Scene*>(const_cast<Node*>(root));
}

bool Node::isDescendantOf(const Node* node) const {
    for (const Node* n = this; n; n = n->_parent)
        if (n == node) return true;
    return false;
}

bool Node::treeHoldsAnAncestorOf(const Node* node) const {
    for (const Node* ancestor = node; ancestor; ancestor = ancestor->_parent)
        if (holdsBesidesChildren(ancestor)) return true;
    for (const Node* child : _children)
        if (child->treeHoldsAnAncestorOf(node)) return true;
    return false;
}

void Node::removeFromParentAndCleanup(bool cleanup) {
    if (_parent) _parent->removeChild(this, cleanup);
}

void Node::removeChild(Node* child, bool cleanup) {
    if (!child || child->_parent != this) return;
    detachChild(child, cleanup);
}

void Node::removeChildByTag(int tag, bool cleanup) {
    if (Node* child = getChildByTag(tag)) removeChild(child, cleanup);
}

void Node::removeChildByName(const std::string& name, bool cleanup) {
    if (Node* child = getChildByName(name)) removeChild(child, cleanup);
}

// A callback of the child's exit or cleanup may enter it again (by adding this node's scene to a
// running one): then it exits again, so that no node leaves the tree, or dies, while running.
bool Node::exitChildForRemoval(Node* child) {
    for (int round = 0; child->_running; ++round) {
        if (!CC_CHECK(round < 4, "Node::removeChild: callbacks keep entering the removed child again"))
            return false;
        child->onExitTransitionDidStart();
        child->onExit();
        if (child->_parent != this) return false; // a callback already moved or removed it
    }
    return child->_parent == this;
}

void Node::detachChild(Node* child, bool cleanup) {
    RefPtr<Node> keep(child); // released last: the child may die right here
    if (!exitChildForRemoval(child)) return;
    if (cleanup) child->cleanup();
    if (!exitChildForRemoval(child)) return;
    child->_parent = nullptr;
    ++s_sceneGraphVersion;
    _children.eraseObject(child);
}

void Node::removeAllChildrenWithCleanup(bool cleanup) {
    Vector<Node*> snapshot(_children); // keeps every child alive until the end
    for (Node* child : snapshot) {
        if (child->_parent != this || !exitChildForRemoval(child)) continue;
        if (cleanup) child->cleanup();
        if (exitChildForRemoval(child)) child->_parent = nullptr;
    }
    Vector<Node*> kept; // children added by callbacks during the walk stay
    for (Node* child : _children)
        if (child->_parent == this) kept.pushBack(child);
    _children = std::move(kept);
    ++s_sceneGraphVersion;
}

void Node::reorderChild(Node* child, int localZOrder) {
    if (!CC_CHECK(child != nullptr && child->_parent == this, "Node::reorderChild: not a child of this node"))
        return;
    child->_localZOrder = localZOrder;
    child->_orderOfArrival = ++s_globalOrderOfArrival;
    _reorderChildDirty = true;
    ++s_sceneGraphVersion;
}

void Node::sortAllChildren() {
    if (!_reorderChildDirty) return;
    std::vector<Node*>& children = _children.data();
    std::sort(children.begin(), children.end(), [](const Node* a, const Node* b) {
        if (a->_localZOrder != b->_localZOrder) return a->_localZOrder < b->_localZOrder;
        return a->_orderOfArrival < b->_orderOfArrival;
    });
    _reorderChildDirty = false;
}

void Node::setLocalZOrder(int localZOrder) {
    if (localZOrder == _localZOrder) return;
    if (_parent)
        _parent->reorderChild(this, localZOrder);
    else
        _localZOrder = localZOrder;
}

void Node::setUserObject(Ref* object) {
    CC_SAFE_RETAIN(object);
    Ref* old = _userObject;
    _userObject = object;
    CC_SAFE_RELEASE(old);
}

/* -- Lifecycle ----------------------------------------------------------------- */

void Node::onEnter() {
    if (_running) return;
    RefPtr<Node> keep(this);
    _isTransitionFinished = false;
    _running = true;
    resume();
    if (_physicsBody) _physicsBody->addToPhysicsWorld(); // cocos's component onEnter
    runLifecycle(&Lifecycle::onEnter);
    if (!_running) return; // the callback removed this node
    sendNodeEvent(NodeEvent::Enter);
    Vector<Node*> snapshot(_children);
    for (Node* child : snapshot) {
        if (!_running) break;
        if (child->_parent == this && !child->_running) child->onEnter();
    }
}

void Node::onEnterTransitionDidFinish() {
    if (!_running) return;
    RefPtr<Node> keep(this);
    _isTransitionFinished = true;
    runLifecycle(&Lifecycle::onEnterTransitionDidFinish);
    if (!_running) return;
    sendNodeEvent(NodeEvent::EnterTransitionDidFinish);
    Vector<Node*> snapshot(_children);
    for (Node* child : snapshot) {
        if (!_running) break;
        if (child->_parent == this && child->_running && !child->_isTransitionFinished)
            child->onEnterTransitionDidFinish();
    }
}

void Node::onExitTransitionDidStart() {
    if (!_running) return;
    RefPtr<Node> keep(this);
    Vector<Node*> snapshot(_children);
    for (Node* child : snapshot)
        if (child->_parent == this && child->_running) child->onExitTransitionDidStart();
    runLifecycle(&Lifecycle::onExitTransitionDidStart);
    sendNodeEvent(NodeEvent::ExitTransitionDidStart);
}

void Node::onExit() {
    if (!_running) return;
    RefPtr<Node> keep(this);
    _exiting = true; // a child added while the others exit would enter and never exit
    Vector<Node*> snapshot(_children);
    for (Node* child : snapshot)
        if (child->_parent == this && child->_running) child->onExit();
    if (_physicsBody) _physicsBody->removeFromPhysicsWorld(); // cocos's component onExit
    pause();
    _running = false;
    _exiting = false;
    _isTransitionFinished = false;
    runLifecycle(&Lifecycle::onExit);
    sendNodeEvent(NodeEvent::Exit);
}

void Node::setPhysicsBody(PhysicsBody* body) {
    if (body == _physicsBody) return;
    RefPtr<Node> keep(this);
    if (body) body->retain();
    if (PhysicsBody* old = _physicsBody) {
        _physicsBody = nullptr;
        old->setNode(nullptr); // leaves its world
        old->release();
    }
    if (!body) return;
    if (Node* previous = body->getNode()) previous->setPhysicsBody(nullptr);
    _physicsBody = body;
    body->setNode(this); // joins this node's world when the node runs (keeps the retain above)
}

void Node::cleanup() {
    RefPtr<Node> keep(this);
    Vector<Node*> snapshot(_children);
    for (Node* child : snapshot)
        if (child->_parent == this) child->cleanup();
    stopAllActions();
    unscheduleAllCallbacks();
    runLifecycle(&Lifecycle::onCleanup);
    sendNodeEvent(NodeEvent::Cleanup);
}

} // namespace cc
