// tests/engine/scene/NodeLifecycleTests.cpp — lifecycle order, node event callbacks and reentrancy.
#include "actions/ActionInterval.h"
#include "base/RefPtr.h"
#include "scene/Node.h"

#include "EngineTest.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::dropProbe;
using kite::test::EngineTest;
using Log = std::vector<std::string>;

namespace {

const char* nodeEventName(cc::NodeEvent event) {
    switch (event) {
    case cc::NodeEvent::Enter:
        return "enter";
    case cc::NodeEvent::Exit:
        return "exit";
    case cc::NodeEvent::EnterTransitionDidFinish:
        return "enterTransitionFinish";
    case cc::NodeEvent::ExitTransitionDidStart:
        return "exitTransitionStart";
    case cc::NodeEvent::Cleanup:
        return "cleanup";
    }
    return "?";
}

/// Builds nodes whose per-event callbacks append "name.event" to a log and whose node event
/// callback (setNodeEventCallback, what Lua's registerScriptHandler sets) appends "name:event".
class LifecycleTest : public EngineTest {
protected:
    cc::Node* make(const std::string& name) {
        cc::Node* n = cc::Node::create();
        n->setName(name);
        n->setNodeEventCallback(
            [this, n](cc::NodeEvent e) { log.push_back(n->getName() + ":" + nodeEventName(e)); });
        n->setOnEnterCallback(
            [this, n] { log.push_back(n->getName() + ".enter" + (n->isRunning() ? "" : "(!)")); });
        n->setOnExitCallback(
            [this, n] { log.push_back(n->getName() + ".exit" + (n->isRunning() ? "(!)" : "")); });
        n->setOnEnterTransitionDidFinishCallback(
            [this, n] { log.push_back(n->getName() + ".enterTransitionFinish"); });
        n->setOnExitTransitionDidStartCallback(
            [this, n] { log.push_back(n->getName() + ".exitTransitionStart"); });
        n->setOnCleanupCallback([this, n] { log.push_back(n->getName() + ".cleanup"); });
        return n;
    }
    /// P with children C1 (with child G) and C2.
    cc::Node* tree() {
        cc::Node* p = make("P");
        cc::Node* c1 = make("C1");
        c1->addChild(make("G"));
        p->addChild(c1);
        p->addChild(make("C2"));
        return p;
    }
    Log log;
    int drops = 0; // DropProbe destructions
};

} // namespace

TEST_F(LifecycleTest, EnteringIsParentFirstAndNodeEventsFollowPerEventCallbacks) {
    scene->addChild(tree());
    EXPECT_EQ(log, (Log{"P.enter", "P:enter", "C1.enter", "C1:enter", "G.enter", "G:enter", "C2.enter",
                        "C2:enter", "P.enterTransitionFinish", "P:enterTransitionFinish",
                        "C1.enterTransitionFinish", "C1:enterTransitionFinish", "G.enterTransitionFinish",
                        "G:enterTransitionFinish", "C2.enterTransitionFinish", "C2:enterTransitionFinish"}));
}

TEST_F(LifecycleTest, LeavingIsChildrenFirst) {
    cc::Node* p = tree();
    scene->addChild(p);
    log.clear();
    p->removeFromParent();
    EXPECT_EQ(log, (Log{"G.exitTransitionStart",
                        "G:exitTransitionStart",
                        "C1.exitTransitionStart",
                        "C1:exitTransitionStart",
                        "C2.exitTransitionStart",
                        "C2:exitTransitionStart",
                        "P.exitTransitionStart",
                        "P:exitTransitionStart",
                        "G.exit",
                        "G:exit",
                        "C1.exit",
                        "C1:exit",
                        "C2.exit",
                        "C2:exit",
                        "P.exit",
                        "P:exit",
                        "G.cleanup",
                        "G:cleanup",
                        "C1.cleanup",
                        "C1:cleanup",
                        "C2.cleanup",
                        "C2:cleanup",
                        "P.cleanup",
                        "P:cleanup"}));
}

TEST_F(LifecycleTest, RemovalWithoutCleanupSkipsCleanupAndTheNodeCanComeBack) {
    auto p = cc::RefPtr<cc::Node>(make("P"));
    scene->addChild(p.get());
    p->runAction(cc::DelayTime::create(10.0f));
    log.clear();
    p->removeFromParentAndCleanup(false);
    EXPECT_EQ(log, (Log{"P.exitTransitionStart", "P:exitTransitionStart", "P.exit", "P:exit"}));
    EXPECT_EQ(p->getNumberOfRunningActions(), 1); // kept, paused
    EXPECT_TRUE(p->isPaused());
    log.clear();
    scene->addChild(p.get());
    EXPECT_EQ(log, (Log{"P.enter", "P:enter", "P.enterTransitionFinish", "P:enterTransitionFinish"}));
    EXPECT_FALSE(p->isPaused());
}

TEST_F(LifecycleTest, AClearedNodeEventCallbackIsNotCalled) {
    cc::Node* plain = make("plain");
    EXPECT_TRUE(plain->hasNodeEventCallback());
    plain->setNodeEventCallback(nullptr);
    EXPECT_FALSE(plain->hasNodeEventCallback());
    scene->addChild(plain);
    plain->removeFromParent();
    EXPECT_EQ(log, (Log{"plain.enter", "plain.enterTransitionFinish", "plain.exitTransitionStart",
                        "plain.exit", "plain.cleanup"}));
}

TEST_F(LifecycleTest, ANodeEventCallbackMayReplaceItselfWhileItRuns) {
    cc::Node* n = make("N");
    n->setNodeEventCallback([this, n, probe = dropProbe(drops)](cc::NodeEvent e) {
        log.push_back(std::string("first:") + nodeEventName(e)); // first: nothing of its own is touched after
        n->setNodeEventCallback(
            [this](cc::NodeEvent e) { log.push_back(std::string("second:") + nodeEventName(e)); });
    });
    scene->addChild(n);
    EXPECT_EQ(drops, 1); // destroyed by its own replacement
    n->removeFromParent();
    EXPECT_EQ(log, (Log{"N.enter", "first:enter", "N.enterTransitionFinish", "second:enterTransitionFinish",
                        "N.exitTransitionStart", "second:exitTransitionStart", "N.exit", "second:exit",
                        "N.cleanup", "second:cleanup"}));
}

TEST_F(LifecycleTest, TheNodeEventCallbackDiesWithItsNode) {
    {
        cc::RefPtr<cc::Node> n(cc::Node::create());
        n->setNodeEventCallback([probe = dropProbe(drops)](cc::NodeEvent) {});
        kite::test::runFrames(1, 0.0f); // the pool lets go of it: only `n` holds it
        EXPECT_EQ(drops, 0);
    }
    EXPECT_EQ(drops, 1);
}

TEST_F(LifecycleTest, ChildAddedToANonRunningParentEntersWithIt) {
    cc::Node* p = make("P");
    p->addChild(make("C"));
    EXPECT_TRUE(log.empty());
    scene->addChild(p);
    EXPECT_EQ(log[0], "P.enter");
    EXPECT_EQ(log[2], "C.enter");
}

/* -- Reentrancy ---------------------------------------------------------------------------- */

TEST_F(LifecycleTest, RemovingItselfInItsOwnEnterStopsTheWalk) {
    cc::Node* p = tree();
    p->setOnEnterCallback([this, p] {
        log.push_back("P.enter");
        p->removeFromParent();
    });
    scene->addChild(p);
    EXPECT_EQ(log, (Log{"P.enter", "P.exitTransitionStart", "P:exitTransitionStart", "P.exit", "P:exit",
                        "G.cleanup", "G:cleanup", "C1.cleanup", "C1:cleanup", "C2.cleanup", "C2:cleanup",
                        "P.cleanup", "P:cleanup"}));
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(LifecycleTest, RemovingTheParentInAChildsEnterStopsTheSiblings) {
    cc::Node* p = make("P");
    cc::Node* c1 = make("C1");
    cc::Node* c2 = make("C2");
    p->addChild(c1);
    p->addChild(c2);
    c1->setOnEnterCallback([this, p] {
        log.push_back("C1.enter");
        p->removeFromParent(); // C1 and C2 may be destroyed right after this walk
    });
    scene->addChild(p);
    EXPECT_EQ(std::count(log.begin(), log.end(), "C2.enter"), 0);
    EXPECT_EQ(std::count(log.begin(), log.end(), "P.cleanup"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "C1.cleanup"), 1);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(LifecycleTest, RemovingASiblingDuringExitIsSafe) {
    cc::Node* p = make("P");
    cc::Node* c1 = make("C1");
    cc::Node* c2 = make("C2");
    p->addChild(c1);
    p->addChild(c2);
    scene->addChild(p);
    c1->setOnExitCallback([this, p, c2] {
        log.push_back("C1.exit");
        p->removeChild(c2); // C2 has not exited yet: it exits and is cleaned up now
    });
    log.clear();
    p->removeFromParent();
    EXPECT_EQ(std::count(log.begin(), log.end(), "C2.exit"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "C2.cleanup"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "P.cleanup"), 1);
}

TEST_F(LifecycleTest, RemovingItselfFromItsExitCallbackIsNotCleanedUpTwice) {
    cc::Node* n = make("N");
    scene->addChild(n);
    n->setOnExitCallback([this, n] {
        log.push_back("N.exit");
        n->removeFromParent();
    });
    log.clear();
    n->removeFromParent();
    EXPECT_EQ(std::count(log.begin(), log.end(), "N.cleanup"), 1);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(LifecycleTest, RemoveAllChildrenWhileAChildRemovesAnother) {
    cc::Node* a = make("A");
    cc::Node* b = make("B");
    cc::Node* c = make("C");
    scene->addChild(a);
    scene->addChild(b);
    scene->addChild(c);
    a->setOnExitCallback([this, b, c] {
        log.push_back("A.exit");
        b->removeFromParent();
        c->getParent()->removeChild(c, false);
    });
    log.clear();
    scene->removeAllChildren();
    EXPECT_EQ(scene->getChildrenCount(), 0);
    for (const char* name : {"A.exit", "B.exit", "C.exit", "A.cleanup", "B.cleanup"})
        EXPECT_EQ(std::count(log.begin(), log.end(), name), 1) << name;
    EXPECT_EQ(std::count(log.begin(), log.end(), "C.cleanup"), 0); // removed without cleanup by A
}

TEST_F(LifecycleTest, ChildAddedDuringAnEnterWalkEntersExactlyOnce) {
    cc::Node* p = make("P");
    cc::Node* late = make("Late");
    p->setOnEnterCallback([this, p, late] {
        log.push_back("P.enter");
        p->addChild(late);
    });
    p->addChild(make("C"));
    scene->addChild(p);
    EXPECT_EQ(std::count(log.begin(), log.end(), "Late.enter"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "Late.enterTransitionFinish"), 1);
    EXPECT_EQ(std::count(log.begin(), log.end(), "C.enter"), 1);
}

TEST_F(LifecycleTest, NodeEventCallbackRemovingItsNodeDuringEnterIsSafe) {
    cc::Node* n = make("N");
    n->setNodeEventCallback([this, n, probe = dropProbe(drops)](cc::NodeEvent e) {
        log.push_back(std::string("N:") + nodeEventName(e));
        if (e == cc::NodeEvent::Enter) n->removeFromParent();
    });
    scene->addChild(n);
    EXPECT_EQ(log, (Log{"N.enter", "N:enter", "N.exitTransitionStart", "N:exitTransitionStart", "N.exit",
                        "N:exit", "N.cleanup", "N:cleanup"}));
    EXPECT_EQ(drops, 0);
    kite::test::runFrames(1, 0.0f); // the pool releases the last reference
    EXPECT_EQ(scene->getChildrenCount(), 0);
    EXPECT_EQ(drops, 1); // destroyed, and its callback with it
}

// Found by a long stress run (seed 4246): the removed child's cleanup handler added the child's
// old parent (a scene that was not running) to the running scene, which entered the child again;
// it was then detached, and died, while running.
TEST_F(LifecycleTest, AChildEnteredAgainByItsCleanupCallbackExitsBeforeItIsRemoved) {
    cc::RefPtr<cc::Node> old(make("Old")); // a parent outside the running tree
    cc::Node* child = make("Child");
    old->addChild(child);
    child->setOnCleanupCallback([this, &old, probe = dropProbe(drops)] {
        log.push_back("Child.cleanup");
        scene->addChild(old.get()); // enters Old, and Child with it
    });
    log.clear();
    child->removeFromParent(); // the test fails on the engine's "destroyed while running" assertion
    EXPECT_EQ(old->getChildrenCount(), 0);
    EXPECT_TRUE(old->isRunning());
    kite::test::runFrames(1, 0.0f); // the pool releases the last reference
    EXPECT_EQ(drops, 1);            // it died (its callbacks with it)
    auto entered = std::find(log.begin(), log.end(), "Child.enter");
    ASSERT_NE(entered, log.end()) << ::testing::PrintToString(log);
    EXPECT_NE(std::find(entered, log.end(), "Child.exit"), log.end()) << ::testing::PrintToString(log);
    old->removeFromParent();
}

TEST_F(LifecycleTest, RemoveAllChildrenExitsAChildItsCleanupEnteredAgain) {
    cc::RefPtr<cc::Node> old(make("Old"));
    cc::Node* child = make("Child");
    old->addChild(child);
    child->setOnCleanupCallback([this, &old] { scene->addChild(old.get()); });
    old->removeAllChildren();
    EXPECT_EQ(old->getChildrenCount(), 0);
    EXPECT_TRUE(old->isRunning());
    old->removeFromParent();
}

// Found by the hour-long stress run (seed 4248): the child's enter callback removed the parent it
// was being added to, which died inside addChild (use after free).
TEST_F(LifecycleTest, AChildsEnterCallbackMayRemoveTheParentItIsAddedTo) {
    cc::Node* parent = make("Parent");
    scene->addChild(parent);
    cc::RefPtr<cc::Node> child(make("Child"));
    child->setOnEnterCallback([this, parent] {
        log.push_back("Child.enter");
        parent->removeFromParent();
    });
    kite::test::runFrames(1, 0.0f); // only the scene holds the parent now
    parent->addChild(child.get());  // under ASan: no use after free
    EXPECT_EQ(scene->getChildrenCount(), 0);
    EXPECT_EQ(std::count(log.begin(), log.end(), "Child.enter"), 1);
}
