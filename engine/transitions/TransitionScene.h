// engine/transitions/TransitionScene.h — the base of every scene transition.
#pragma once

#include "base/RefPtr.h"
#include "director/Canvas.h"
#include "scene/Scene.h"

namespace cc {

/// Which side of a flip is nearer (cocos2d-x `TransitionScene::Orientation`; Lua
/// cc.TRANSITION_ORIENTATION_*). Kite's 2D flips fold the same either way (a card turned either way
/// about its middle looks alike); the angular flips turn clockwise for RIGHT_OVER, anticlockwise for
/// LEFT_OVER.
enum class TransitionOrientation { LEFT_OVER = 0, RIGHT_OVER = 1, UP_OVER = 0, DOWN_OVER = 1 };

/// cocos2d-x `TransitionScene`: a scene that runs while the Director switches from the running
/// scene (the out scene, taken when the transition is created) to @p scene (the in scene). It draws
/// both scenes; subclasses animate them.
///
/// Callback order, as cocos2d-x: when the transition becomes the running scene, input is disabled
/// (EventDispatcher::setEnabled(false)), the out scene gets onExitTransitionDidStart and the in scene
/// onEnter. When it ends — finish() schedules Director::replaceScene(in scene) for the next scheduler
/// tick — the transition exits: input is enabled again, the out scene gets onExit and the in scene
/// onEnterTransitionDidFinish; the in scene is then the running scene (it is not entered again).
///
/// Lifetimes (Kite's rules where cocos2d-x leaks or crashes): the in scene is handed over only when
/// it is the one about to run (the top of the scene stack); a transition cleans up each of its two
/// scenes that is no longer in the Director's scene stack (the out scene after replaceScene, not
/// after pushScene). A transition that exits before it finished (replaceScene during it, the
/// Director ending) exits its in scene as well, and cleans it up with itself; it also stops the
/// actions it ran on the two scenes and gives them back their transforms, so nothing calls into a
/// transition that is gone (if it runs again, after a popScene, it finishes at once). finish() after
/// the transition stopped being the running scene does nothing.
class TransitionScene : public Scene, public CanvasDrawable {
public:
    using Orientation = TransitionOrientation;

    /// Null (with an error) when @p scene is null or is the running scene.
    static TransitionScene* create(float duration, Scene* scene);
    bool initWithDuration(float duration, Scene* scene);

    /// Ends the transition: both scenes get their position (0, 0), scale 1, rotation 0 and the
    /// anchor point they had when the transition was made back (cocos2d-x's finish puts back all but
    /// the anchor, which its zooms leave changed), the in scene shown and the out scene hidden; the
    /// in scene replaces the transition at the next scheduler tick.
    void finish();
    /// Shows the in scene and hides the out scene (the middle of fades).
    void hideOutShowIn();

    Scene* getInScene() const { return _inScene.get(); }
    Scene* getOutScene() const { return _outScene.get(); }
    float getDuration() const { return _duration; }
    /// Whether the in scene is drawn over the out scene.
    bool isInSceneOnTop() const { return _isInSceneOnTop; }

    void onEnter() override;
    void onExit() override;
    void cleanup() override;
    /// Also visits both scenes, with the transition's own transform.
    void visit(const AffineTransform& parentToWorld) override;
    using Node::visit;
    /// Draws the two scenes, the one on top last (between the transition's own children below
    /// zero and the others, as cocos2d-x draws it). Transitions that cut scenes up override it.
    void drawOn(Canvas& canvas) override;

    ~TransitionScene() override;

    /// The action flag marking actions a transition runs on its scenes (stopped when it is abandoned).
    static constexpr unsigned int ACTION_FLAG = 1u << 30;

protected:
    TransitionScene() { ++s_nodesHoldingOthers; }
    bool holdsBesidesChildren(const Node* node) const override {
        return node == _inScene.get() || node == _outScene.get();
    }
    /// Runs @p action on @p scene (one of the two) marked as this transition's.
    static void runOnScene(Scene* scene, Action* action);
    /// Finishing callback for action sequences.
    Action* finishAction();
    /// Which scene is on top (cocos2d-x `sceneOrder`); called once by initWithDuration.
    virtual void sceneOrder() { _isInSceneOnTop = true; }
    /// Starts the subclass's animation; called at the end of onEnter.
    virtual void startTransition() {}

    float _duration = 0.0f;
    RefPtr<Scene> _inScene;
    RefPtr<Scene> _outScene;
    bool _isInSceneOnTop = true;

private:
    void setNewScene(float);
    static bool isInSceneStack(Scene* scene);
    /// Stops this transition's actions on both scenes and puts them back, both shown.
    void abandon();
    void stopSceneActions();
    /// Puts back what the transitions change on their scenes (see finish()); the out scene is
    /// shown when @p showOutScene.
    void resetScenes(bool showOutScene);

    bool _started = false;       // startTransition ran (a re-entered transition goes on)
    bool _finishing = false;     // finish() was called: setNewScene is scheduled or done
    bool _exitedInScene = false; // onExit exited the in scene itself: it is ours to clean up
    bool _inWalk = false;        // inside visit or cleanup (one of its scenes may contain it)
    Vec2 _inAnchor, _outAnchor;  // the scenes' anchor points before the transition
};

/// cocos2d-x `TransitionSceneOriented`: a transition with an orientation (the flips).
class TransitionSceneOriented : public TransitionScene {
public:
    static TransitionSceneOriented* create(float duration, Scene* scene, Orientation orientation);
    bool initWithDuration(float duration, Scene* scene, Orientation orientation);
    Orientation getOrientation() const { return _orientation; }

protected:
    Orientation _orientation = Orientation::RIGHT_OVER;
};

} // namespace cc
