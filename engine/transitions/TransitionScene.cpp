// engine/transitions/TransitionScene.cpp — see TransitionScene.h.
#include "transitions/TransitionScene.h"

#include "actions/Action.h"
#include "actions/ActionInstant.h"
#include "base/Macros.h"
#include "director/Director.h"
#include "events/EventDispatcher.h"

namespace cc {
namespace {
const char* const kSetNewSceneKey = "kite.transition.setNewScene";
} // namespace

TransitionScene* TransitionScene::create(float duration, Scene* scene) {
    auto* transition = new TransitionScene();
    if (transition->initWithDuration(duration, scene))
        return static_cast<TransitionScene*>(transition->autorelease());
    delete transition;
    return nullptr;
}

TransitionScene::~TransitionScene() {
    --s_nodesHoldingOthers;
    stopSceneActions(); // they call back into this transition
}

void TransitionScene::stopSceneActions() {
    for (Scene* scene : {_inScene.get(), _outScene.get()})
        if (scene) scene->stopActionsByFlags(ACTION_FLAG);
}

void TransitionScene::runOnScene(Scene* scene, Action* action) {
    action->setFlags(action->getFlags() | ACTION_FLAG);
    scene->runAction(action);
}

Action* TransitionScene::finishAction() {
    return CallFunc::create([this] { finish(); });
}

void TransitionScene::abandon() {
    stopSceneActions();
    resetScenes(true);
}

void TransitionScene::resetScenes(bool showOutScene) {
    for (Scene* scene : {_inScene.get(), _outScene.get()}) {
        const bool in = scene == _inScene.get();
        scene->setVisible(in || showOutScene);
        scene->setPosition(Vec2::ZERO);
        scene->setScale(1.0f);
        scene->setRotation(0.0f);
        scene->setAnchorPoint(in ? _inAnchor : _outAnchor);
    }
}

bool TransitionScene::initWithDuration(float duration, Scene* scene) {
    if (!CC_CHECK(scene != nullptr, "TransitionScene: the in scene must not be null")) return false;
    if (!Scene::init()) return false;
    _duration = duration;
    _inScene = scene;
    Scene* running = Director::getInstance()->getRunningScene();
    _outScene = running ? running : Scene::create(); // the first scene fades in from an empty one
    if (!CC_CHECK(_inScene != _outScene, "TransitionScene: the in scene must differ from the running scene"))
        return false;
    _inAnchor = _inScene->getAnchorPoint();
    _outAnchor = _outScene->getAnchorPoint();
    sceneOrder();
    return true;
}

bool TransitionScene::isInSceneStack(Scene* scene) {
    Director* director = Director::getExistingInstance();
    return director && director->isInSceneStack(scene);
}

void TransitionScene::onEnter() {
    if (isRunning()) return;
    RefPtr<TransitionScene> keep(this);
    Scene::onEnter();
    if (!isRunning()) return; // an enter callback removed it
    _eventDispatcher->setEnabled(false);
    _outScene->onExitTransitionDidStart(); // the out scene already runs: it is not entered again
    _inScene->onEnter();
    _exitedInScene = false;
    if (!isRunning()) return;
    if (!_started) {
        _started = true;
        startTransition();
    } else { // back after an interruption (a pop): hand over at once
        _finishing = false;
        finish();
    }
}

void TransitionScene::onExit() {
    if (!isRunning()) return;
    RefPtr<TransitionScene> keep(this);
    Scene::onExit();
    _eventDispatcher->setEnabled(true);
    stopSceneActions(); // also after an early finish(): the transition is over either way
    _outScene->onExit();
    if (!_inScene->isRunning()) return;
    Director* director = Director::getExistingInstance();
    if (_finishing && director && director->getSceneStackTop() == _inScene.get()) {
        _inScene->onEnterTransitionDidFinish(); // it becomes the running scene without entering again
    } else {                                    // interrupted: the in scene never became the running scene
        abandon();
        _inScene->onExitTransitionDidStart();
        _inScene->onExit();
        _exitedInScene = true;
    }
}

void TransitionScene::cleanup() {
    if (_inWalk) return; // a transition put inside one of its own scenes reaches itself again
    RefPtr<TransitionScene> keep(this);
    _inWalk = true;
    Scene::cleanup();
    // Scenes still in the stack belong to the Director (pushScene covered the out scene; the in
    // scene replaced this transition there); the others end with this transition.
    if (_started && !isInSceneStack(_outScene.get())) _outScene->cleanup(); // only one it took over
    if (_exitedInScene && !isInSceneStack(_inScene.get())) {
        _exitedInScene = false;
        _inScene->cleanup();
    }
    _inWalk = false;
}

void TransitionScene::visit(const AffineTransform& parentToWorld) {
    if (_inWalk) return;
    _inWalk = true;
    Scene::visit(parentToWorld);
    if (isVisible()) {
        _outScene->visit(getVisitTransform());
        _inScene->visit(getVisitTransform());
    }
    _inWalk = false;
}

void TransitionScene::drawOn(Canvas& canvas) {
    canvas.drawNode(_isInSceneOnTop ? _outScene.get() : _inScene.get());
    canvas.drawNode(_isInSceneOnTop ? _inScene.get() : _outScene.get());
}

void TransitionScene::finish() {
    resetScenes(false);
    if (_finishing) return;
    _finishing = true;
    schedule([this](float dt) { setNewScene(dt); }, 0.0f, kSetNewSceneKey);
}

void TransitionScene::setNewScene(float) {
    unschedule(kSetNewSceneKey);
    Director* director = Director::getInstance();
    _outScene->setVisible(true);
    // Only the running transition hands over, and not over a switch the game already asked for, nor
    // once the game popped the last scene (the Director ends with this frame; stress seed 4321).
    if (director->getRunningScene() != this || director->getNextScene() ||
        director->getScenesStackSize() == 0)
        return;
    director->replaceScene(_inScene.get());
}

void TransitionScene::hideOutShowIn() {
    _inScene->setVisible(true);
    _outScene->setVisible(false);
}

/* -- Oriented -------------------------------------------------------------------------- */

TransitionSceneOriented* TransitionSceneOriented::create(float duration, Scene* scene,
                                                         Orientation orientation) {
    auto* transition = new TransitionSceneOriented();
    if (transition->initWithDuration(duration, scene, orientation))
        return static_cast<TransitionSceneOriented*>(transition->autorelease());
    delete transition;
    return nullptr;
}

bool TransitionSceneOriented::initWithDuration(float duration, Scene* scene, Orientation orientation) {
    _orientation = orientation;
    return TransitionScene::initWithDuration(duration, scene);
}

} // namespace cc
