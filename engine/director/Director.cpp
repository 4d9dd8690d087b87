// engine/director/Director.cpp
#include "director/Director.h"

#include "actions/ActionManager.h"
#include "audio/AudioSystem.h"
#include "base/AutoreleasePool.h"
#include "base/Macros.h"
#include "base/PoolManager.h"
#include "director/GLView.h"
#include "director/Renderer.h"
#include "events/Controller.h"
#include "events/EventDispatcher.h"
#include "scene/AnimationCache.h"
#include "scene/Scene.h"
#include "scene/SpriteFrameCache.h"
#include "scene/TextureCache.h"
#include "scheduler/Scheduler.h"
#include "transitions/TransitionScene.h"

namespace cc {
namespace {
Director* s_director = nullptr;
} // namespace

const char* Director::EVENT_BEFORE_UPDATE = "director_before_update";
const char* Director::EVENT_AFTER_UPDATE = "director_after_update";
const char* Director::EVENT_BEFORE_SET_NEXT_SCENE = "director_before_set_next_scene";
const char* Director::EVENT_AFTER_SET_NEXT_SCENE = "director_after_set_next_scene";
const char* Director::EVENT_AFTER_VISIT = "director_after_visit";
const char* Director::EVENT_AFTER_DRAW = "director_after_draw";

Director* Director::getInstance() {
    if (!s_director) s_director = new Director();
    return s_director;
}

Director* Director::getExistingInstance() {
    return s_director;
}

void Director::destroyInstance() {
    if (!s_director) return;
    if (!CC_CHECK(!s_director->_inMainLoop, "Director::destroyInstance called inside mainLoop; use end()"))
        return;
    s_director->reset(); // s_director stays valid while scenes clean up: their callbacks may use it
    Director* director = s_director;
    s_director = nullptr;
    director->release();
}

Director::Director() {
    _scheduler = new Scheduler();
    _actionManager = new ActionManager();
    _scheduler->scheduleUpdate(_actionManager, Scheduler::PRIORITY_SYSTEM, false);
    _eventDispatcher = new EventDispatcher();
    _textureCache = new TextureCache();
}

Director::~Director() {
    _scheduler->unscheduleUpdate(_actionManager); // nodes may keep the scheduler alive after us
    _textureCache->release();
    _eventDispatcher->release();
    _actionManager->release();
    _scheduler->release();
}

void Director::reset() {
    RefPtr<Scene> running = _runningScene;
    if (running) {
        running->onExitTransitionDidStart();
        running->onExit();
        running->cleanup();
    }
    _runningScene = nullptr;
    _nextScene = nullptr;
    Vector<Scene*> stack = std::move(_scenesStack);
    for (Scene* scene : stack)
        if (scene != running.get()) scene->cleanup(); // covered scenes are not running
    stack.clear();
    running = nullptr;
    _scheduler->unscheduleAll();
    _actionManager->removeAllActions();
    _eventDispatcher->removeAllEventListeners();
    AnimationCache::destroyInstance();   // animations hold sprite frames,
    SpriteFrameCache::destroyInstance(); // frames hold textures: gone before the textures are
    _textureCache->removeAllTextures();
    Controller::removeAll(); // gamepads (issue 21): the run's controllers, disconnected ones too
    _inputPoller = nullptr;
    _viewHost = nullptr;
    _renderer = nullptr;
    if (_openGLView) _openGLView->setOpenGLReady(false);
    _openGLView = nullptr;
}

/* -- Window ---------------------------------------------------------------------- */

void Director::setOpenGLView(GLView* view) {
    if (!CC_CHECK(view != nullptr, "Director::setOpenGLView: opengl view should not be null")) return;
    if (view == _openGLView.get()) return;
    if (_openGLView) _openGLView->setOpenGLReady(false); // no platform draws it any more
    _openGLView = view;
    if (_viewHost) _viewHost(view);
}

const Size& Director::getWinSize() const {
    return _openGLView ? _openGLView->getDesignResolutionSize() : _winSize;
}

Size Director::getVisibleSize() const {
    return _openGLView ? _openGLView->getVisibleSize() : _winSize;
}

Vec2 Director::getVisibleOrigin() const {
    return _openGLView ? _openGLView->getVisibleOrigin() : Vec2::ZERO;
}

Rect Director::getSafeAreaRect() const {
    return _openGLView ? _openGLView->getSafeAreaRect() : Rect(Vec2::ZERO, _winSize);
}

void Director::setContentScaleFactor(float scaleFactor) {
    if (!CC_CHECK(scaleFactor > 0.0f, "Director::setContentScaleFactor: the factor must be positive")) return;
    _contentScaleFactor = scaleFactor;
}

/* -- The frame ------------------------------------------------------------------ */

void Director::dispatchFrameEvent(const char* name) {
    if (_eventDispatcher->hasEventListener(name)) _eventDispatcher->dispatchCustomEvent(name);
}

void Director::mainLoop(float dt) {
    if (_ending) return;
    if (!CC_CHECK(!_inMainLoop, "Director::mainLoop is not re-entrant")) return;
    RefPtr<Director> keep(this);
    _inMainLoop = true;

    _deltaTime = dt > 0.0f ? dt : 0.0f; // 1. delta time
    if (_inputPoller) _inputPoller();   // 2. input
    if (!_paused) {                     // 3. scheduler (actions first)
        dispatchFrameEvent(EVENT_BEFORE_UPDATE);
        _scheduler->update(_deltaTime);
        dispatchFrameEvent(EVENT_AFTER_UPDATE);
    }
    if (_nextScene) setNextScene();   // 4. pending scene switch
    AudioSystem::advance(_deltaTime); // 5. audio: dt of mixing, then its callbacks
    if (_runningScene) {              // 6. physics (cocos's drawScene: before the visit), visit
        RefPtr<Scene> running = _runningScene;
        running->stepPhysicsAndNavigation(_deltaTime);
        if (_runningScene) _runningScene->visit();
    }
    dispatchFrameEvent(EVENT_AFTER_VISIT);
    if (_renderer && _runningScene) _renderer->render(_runningScene.get()); // 7. draw
    dispatchFrameEvent(EVENT_AFTER_DRAW);
    ++_totalFrames;                                        // 8. frame counter
    PoolManager::getInstance()->getCurrentPool()->clear(); // 9. pool clear

    _inMainLoop = false;
}

/* -- Scenes ---------------------------------------------------------------------- */

void Director::setNextScene() {
    dispatchFrameEvent(EVENT_BEFORE_SET_NEXT_SCENE);
    RefPtr<Scene> outgoing = _runningScene;
    RefPtr<Scene> incoming = _nextScene;
    bool cleanupOutgoing = _sendCleanupToScene;
    _nextScene = nullptr;
    if (outgoing != incoming) {
        auto* transition = dynamic_cast<TransitionScene*>(incoming.get());
        bool takenOver = transition && transition->getOutScene() == outgoing.get();
        if (outgoing && !takenOver) {
            outgoing->onExitTransitionDidStart();
            outgoing->onExit();
            if (cleanupOutgoing) outgoing->cleanup();
        }
        _runningScene = incoming;
        if (incoming && !incoming->isRunning()) { // a transition's in scene is already running
            incoming->onEnter();
            if (_runningScene == incoming.get()) incoming->onEnterTransitionDidFinish();
        }
    }
    dispatchFrameEvent(EVENT_AFTER_SET_NEXT_SCENE);
}

bool Director::isInSceneStack(const Scene* scene) const {
    return scene && _scenesStack.contains(const_cast<Scene*>(scene));
}

void Director::runWithScene(Scene* scene) {
    if (!CC_CHECK(scene != nullptr, "Director::runWithScene: scene is null")) return;
    if (!CC_CHECK(_runningScene == nullptr && _scenesStack.empty(),
                  "Director::runWithScene: a scene is already running; use replaceScene"))
        return;
    pushScene(scene);
}

void Director::replaceScene(Scene* scene) {
    if (!CC_CHECK(scene != nullptr, "Director::replaceScene: scene is null")) return;
    if (_scenesStack.empty()) {
        // Popping the last scene ends the Director; its scene stays until the end of the frame.
        if (!CC_CHECK(_runningScene == nullptr, "Director::replaceScene: the Director is ending (its last "
                                                "scene was popped)"))
            return;
        runWithScene(scene);
        return;
    }
    if (scene == _nextScene.get()) return;
    if (scene == _runningScene.get() && !_nextScene) return;
    if (_nextScene) { // a switch was already pending: that scene never ran, drop it now
        RefPtr<Scene> dropped = _nextScene;
        _nextScene = nullptr;
        if (dropped->isRunning()) dropped->onExit();
        dropped->cleanup();
    }
    _sendCleanupToScene = true;
    _scenesStack.replace(_scenesStack.size() - 1, scene);
    _nextScene = scene;
}

void Director::pushScene(Scene* scene) {
    if (!CC_CHECK(scene != nullptr, "Director::pushScene: scene is null")) return;
    if (!CC_CHECK(!_scenesStack.contains(scene), "Director::pushScene: the scene is already in the stack"))
        return;
    _sendCleanupToScene = false;
    _scenesStack.pushBack(scene);
    _nextScene = scene;
}

void Director::popScene() {
    if (!CC_CHECK(!_scenesStack.empty(), "Director::popScene: no scene to pop")) return;
    RefPtr<Scene> popped = _scenesStack.back();
    _scenesStack.popBack();
    if (popped != _runningScene) popped->cleanup(); // pushed this frame, never shown
    if (_scenesStack.empty()) {
        _nextScene = nullptr;
        end();
        return;
    }
    _sendCleanupToScene = true;
    _nextScene = _scenesStack.back();
}

void Director::popToSceneStackLevel(int level) {
    if (level <= 0) {
        end();
        return;
    }
    if (level >= _scenesStack.size()) return;
    // Only the scenes above `level` now: a cleanup callback that pushes a scene on each pop would
    // otherwise keep this loop going forever (found by a long stress run, seed 4247). What the
    // callbacks push stays on top and runs next.
    for (std::size_t pops = _scenesStack.size() - level; pops > 0 && _scenesStack.size() > level; --pops) {
        RefPtr<Scene> current = _scenesStack.back();
        _scenesStack.popBack();
        if (current != _runningScene) { // the running scene exits at the switch, like any other
            if (current->isRunning()) current->onExit();
            current->cleanup();
        }
    }
    _nextScene = _scenesStack.back();
    _sendCleanupToScene = true;
}

} // namespace cc
