// engine/director/Director.h — the frame loop and the scene stack.
#pragma once

#include "base/Ref.h"
#include "base/RefPtr.h"
#include "base/Vector.h"
#include "math/Rect.h"
#include "math/Size.h"
#include "math/Vec2.h"

#include <functional>

namespace cc {

class ActionManager;
class EventDispatcher;
class GLView;
class Renderer;
class Scene;
class Scheduler;
class TextureCache;

/// cocos2d-x `Director`: a singleton owning the Scheduler, ActionManager, EventDispatcher and
/// TextureCache, the scene stack, and the frame function.
///
/// Frame order — mainLoop(dt), the host supplies dt (a fixed step gives deterministic runs):
///   1. delta time: getDeltaTime() becomes dt (negative values become 0);
///   2. input: the input poller installed by the platform runs, dispatching queued input as engine
///      events (keyboard, touch, mouse) right here;
///   3. update, unless paused: EVENT_BEFORE_UPDATE, Scheduler::update(dt) — which runs the
///      ActionManager first, then updates by priority, timers and script entries — EVENT_AFTER_UPDATE;
///   4. pending scene switch (see below): BEFORE/AFTER_SET_NEXT_SCENE around it;
///   5. audio, paused or not: AudioSystem::advance(dt) mixes exactly dt of sound (audio follows game
///      time, never the wall clock), then runs the audio finish and preload callbacks it produced;
///   6. physics, paused or not (as cocos 3.17's drawScene): a physics scene steps its world by dt
///      (Scene::stepPhysicsAndNavigation, when the world steps automatically); then the visit: the
///      running scene sorts its children and records transforms; EVENT_AFTER_VISIT;
///   7. draw: the installed Renderer (if any) renders the running scene; EVENT_AFTER_DRAW;
///   8. the frame counter increments;
///   9. the current autorelease pool is cleared.
/// After end(), mainLoop() does nothing; the host stops its loop and calls destroyInstance().
///
/// Scene stack: runWithScene, replaceScene, pushScene, popScene and popToRootScene only record what
/// to do; the switch happens at step 4 of the next frame (of this frame when called from input or
/// an update). At the switch the outgoing scene gets onExitTransitionDidStart, onExit and — unless
/// it was covered by pushScene — cleanup; then the incoming scene gets onEnter and
/// onEnterTransitionDidFinish. Intermediate scenes dropped by popToRootScene or by a second
/// replaceScene in the same frame are cleaned up immediately, since they are not running.
/// Transitions (transitions/TransitionScene.h) as in cocos2d-x: a transition coming in over its own
/// out scene takes that scene's exit over (the scene gets onExitTransitionDidStart now and onExit
/// when the transition ends); a scene coming in that a transition already entered (its in scene) is
/// not entered again.
class Director : public Ref {
public:
    /// Custom events dispatched by the frame loop (cocos2d-x names). Only dispatched when listened to.
    static const char* EVENT_BEFORE_UPDATE;
    static const char* EVENT_AFTER_UPDATE;
    static const char* EVENT_BEFORE_SET_NEXT_SCENE;
    static const char* EVENT_AFTER_SET_NEXT_SCENE;
    static const char* EVENT_AFTER_VISIT;
    static const char* EVENT_AFTER_DRAW;

    static Director* getInstance();
    /// The instance if it exists, without creating one.
    static Director* getExistingInstance();
    /// Tears everything down (running and stacked scenes get exit/cleanup, the scheduler, actions,
    /// listeners and textures are dropped) and deletes the Director. Never call it from inside
    /// mainLoop(); use end() there.
    static void destroyInstance();

    /* -- Scenes --------------------------------------------------------- */

    /// Starts with @p scene (it is entered at the next frame's scene switch).
    void runWithScene(Scene* scene);
    /// Replaces the top of the stack; the outgoing scene is cleaned up at the switch.
    void replaceScene(Scene* scene);
    /// Covers the running scene with @p scene; the covered scene exits but is not cleaned up.
    void pushScene(Scene* scene);
    /// Drops the top scene and returns to the one below; with nothing below, end().
    void popScene();
    void popToRootScene() { popToSceneStackLevel(1); }
    /// Pops until @p level scenes remain (0 = end()).
    void popToSceneStackLevel(int level);
    Scene* getRunningScene() const { return _runningScene.get(); }
    Scene* getNextScene() const { return _nextScene.get(); }
    std::ptrdiff_t getScenesStackSize() const { return _scenesStack.size(); }
    bool isSendCleanupToScene() const { return _sendCleanupToScene; }
    /// Kite: whether @p scene is in the scene stack (running, covered, or about to run).
    bool isInSceneStack(const Scene* scene) const;
    /// Kite: the scene on top of the stack (the running one, or the one about to run), or null.
    Scene* getSceneStackTop() const { return _scenesStack.empty() ? nullptr : _scenesStack.back(); }

    /* -- The frame ------------------------------------------------------ */

    /// One frame with time step @p dt seconds; see the class comment for the order.
    void mainLoop(float dt);
    /// Requests the end: mainLoop() becomes a no-op and isEnding() turns true.
    void end() { _ending = true; }
    bool isEnding() const { return _ending; }
    /// Stops the scheduler (and so actions and timers); visiting and drawing continue.
    void pause() { _paused = true; }
    void resume() { _paused = false; }
    bool isPaused() const { return _paused; }
    unsigned int getTotalFrames() const { return _totalFrames; }
    float getDeltaTime() const { return _deltaTime; }
    /// The step the host intends to use (default 1/60 s); informational for the engine.
    float getAnimationInterval() const { return _animationInterval; }
    void setAnimationInterval(float interval) { _animationInterval = interval; }

    /// Called at step 2 of every frame (not owned; pass an empty function to remove it).
    void setInputPoller(std::function<void()> poller) { _inputPoller = std::move(poller); }
    /// Called at step 7 of every frame (not owned; nullptr to remove it).
    void setRenderer(Renderer* renderer) { _renderer = renderer; }
    Renderer* getRenderer() const { return _renderer; }

    /* -- Services ------------------------------------------------------- */

    Scheduler* getScheduler() const { return _scheduler; }
    ActionManager* getActionManager() const { return _actionManager; }
    EventDispatcher* getEventDispatcher() const { return _eventDispatcher; }
    TextureCache* getTextureCache() const { return _textureCache; }

    /* -- Window --------------------------------------------------------- */

    /// The view (director/GLView.h): its design resolution is the win size, and the platform draws
    /// it and reads input through it. Null until a host sets one (the player always does).
    GLView* getOpenGLView() const { return _openGLView.get(); }
    /// Retains @p view (not null), whose design size is the win size from here on, and tells the view
    /// host (the platform adopts the view at once: its frame is the window's from here on).
    void setOpenGLView(GLView* view);
    /// Kite: called with each view setOpenGLView installs (the player's platform; empty to remove).
    void setViewHost(std::function<void(GLView*)> host) { _viewHost = std::move(host); }

    /// Design size in points: the view's design resolution, or without a view the size setWinSize
    /// gave (default 960x640).
    const Size& getWinSize() const;
    /// Kite: the win size of a host that has no view (tests, tools); a view's design size wins.
    void setWinSize(const Size& size) { _winSize = size; }
    /// The win size times the content scale factor, as in cocos.
    Size getWinSizeInPixels() const {
        const Size& winSize = getWinSize();
        return Size(winSize.width * _contentScaleFactor, winSize.height * _contentScaleFactor);
    }
    /// The view's visible size and origin (GLView.h); without a view, Kite answers the win size at
    /// (0, 0) where cocos answers zero.
    Size getVisibleSize() const;
    Vec2 getVisibleOrigin() const;
    /// The view's safe area: its visible rectangle (a desktop has no notch), or the win size without one.
    Rect getSafeAreaRect() const;
    /// cocos's resource pixels per point (default 1). Kite keeps it and reports it (getWinSizeInPixels,
    /// cocos's display.contentScaleFactor); its images are always one pixel to a point.
    void setContentScaleFactor(float scaleFactor);
    float getContentScaleFactor() const { return _contentScaleFactor; }
    /// Whether the stats overlay shows (the player draws its FPS / nodes / refs / handlers box).
    void setDisplayStats(bool displayStats) { _displayStats = displayStats; }
    bool isDisplayStats() const { return _displayStats; }
    /// Window coordinates (origin top-left, y down) to engine coordinates (origin bottom-left, y up).
    Vec2 convertToGL(const Vec2& uiPoint) const { return Vec2(uiPoint.x, getWinSize().height - uiPoint.y); }
    Vec2 convertToUI(const Vec2& glPoint) const { return Vec2(glPoint.x, getWinSize().height - glPoint.y); }

private:
    Director();
    ~Director() override;
    void setNextScene();
    void reset();
    void dispatchFrameEvent(const char* name);

    Scheduler* _scheduler = nullptr;
    ActionManager* _actionManager = nullptr;
    EventDispatcher* _eventDispatcher = nullptr;
    TextureCache* _textureCache = nullptr;

    RefPtr<Scene> _runningScene;
    RefPtr<Scene> _nextScene;
    Vector<Scene*> _scenesStack;
    bool _sendCleanupToScene = false;

    bool _ending = false;
    bool _paused = false;
    bool _inMainLoop = false;
    unsigned int _totalFrames = 0;
    float _deltaTime = 0.0f;
    float _animationInterval = 1.0f / 60.0f;
    Size _winSize{960.0f, 640.0f}; // without a view
    RefPtr<GLView> _openGLView;
    float _contentScaleFactor = 1.0f;
    bool _displayStats = false;

    std::function<void()> _inputPoller;
    std::function<void(GLView*)> _viewHost;
    Renderer* _renderer = nullptr;
};

} // namespace cc
