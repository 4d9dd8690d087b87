// engine/transitions/TransitionsMoving.cpp — see TransitionsMoving.h. The choreography (actions,
// durations, eases, anchors, which scene is on top) is cocos2d-x 3.17's.
#include "transitions/TransitionsMoving.h"

#include "actions/ActionAppearance.h"
#include "actions/ActionComposite.h"
#include "actions/ActionEase.h"
#include "actions/ActionInstant.h"
#include "actions/ActionPath.h"
#include "actions/ActionTransform.h"
#include "director/Director.h"
#include "scene/LayerColor.h"
#include "transitions/TransitionWinSize.h"

namespace cc {
namespace {

// Half a pixel less than a screen: the seam cocos2d-x 3.17 leaves between sliding scenes.
constexpr float kSlideAdjust = 0.5f;

} // namespace

/* -- RotoZoom, JumpZoom ---------------------------------------------------------------- */

TransitionRotoZoom* TransitionRotoZoom::create(float duration, Scene* scene) {
    return createTransition<TransitionRotoZoom>(duration, scene);
}

void TransitionRotoZoom::startTransition() {
    _inScene->setScale(0.001f);
    _outScene->setScale(1.0f);
    _inScene->setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    _outScene->setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    auto* rotoZoom = Sequence::create(Spawn::create(ScaleBy::create(_duration / 2, 0.001f),
                                                    RotateBy::create(_duration / 2, 360 * 2), nullptr),
                                      DelayTime::create(_duration / 2), nullptr);
    runOnScene(_outScene.get(), rotoZoom);
    runOnScene(_inScene.get(), Sequence::create(rotoZoom->reverse(), finishAction(), nullptr));
}

TransitionJumpZoom* TransitionJumpZoom::create(float duration, Scene* scene) {
    return createTransition<TransitionJumpZoom>(duration, scene);
}

void TransitionJumpZoom::startTransition() {
    Size s = transitions::winSize();
    _inScene->setScale(0.5f);
    _inScene->setPosition(Vec2(s.width, 0.0f));
    _inScene->setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    _outScene->setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    float quarter = _duration / 4;
    auto* jump = JumpBy::create(quarter, Vec2(-s.width, 0.0f), s.width / 4, 2);
    auto* jumpZoomOut = Sequence::create(ScaleTo::create(quarter, 0.5f), jump, nullptr);
    auto* jumpZoomIn = Sequence::create(jump->clone(), ScaleTo::create(quarter, 1.0f), nullptr);
    runOnScene(_outScene.get(), jumpZoomOut);
    runOnScene(_inScene.get(),
               Sequence::create(DelayTime::create(_duration / 2), jumpZoomIn, finishAction(), nullptr));
}

/* -- MoveIn ------------------------------------------------------------------------------ */

TransitionMoveInL* TransitionMoveInL::create(float duration, Scene* scene) {
    return createTransition<TransitionMoveInL>(duration, scene);
}

void TransitionMoveInL::startTransition() {
    initScenes();
    runOnScene(_inScene.get(), Sequence::create(easeActionWithAction(action()), finishAction(), nullptr));
}

ActionInterval* TransitionMoveInL::action() {
    return MoveTo::create(_duration, Vec2::ZERO);
}

ActionInterval* TransitionMoveInL::easeActionWithAction(ActionInterval* action) {
    return EaseOut::create(action, 2.0f);
}

void TransitionMoveInL::initScenes() {
    _inScene->setPosition(Vec2(-transitions::winSize().width, 0.0f));
}

TransitionMoveInR* TransitionMoveInR::create(float duration, Scene* scene) {
    return createTransition<TransitionMoveInR>(duration, scene);
}
void TransitionMoveInR::initScenes() {
    _inScene->setPosition(Vec2(transitions::winSize().width, 0.0f));
}

TransitionMoveInT* TransitionMoveInT::create(float duration, Scene* scene) {
    return createTransition<TransitionMoveInT>(duration, scene);
}
void TransitionMoveInT::initScenes() {
    _inScene->setPosition(Vec2(0.0f, transitions::winSize().height));
}

TransitionMoveInB* TransitionMoveInB::create(float duration, Scene* scene) {
    return createTransition<TransitionMoveInB>(duration, scene);
}
void TransitionMoveInB::initScenes() {
    _inScene->setPosition(Vec2(0.0f, -transitions::winSize().height));
}

/* -- SlideIn ----------------------------------------------------------------------------- */

TransitionSlideInL* TransitionSlideInL::create(float duration, Scene* scene) {
    return createTransition<TransitionSlideInL>(duration, scene);
}

void TransitionSlideInL::startTransition() {
    initScenes();
    runOnScene(_inScene.get(), easeActionWithAction(action()));
    runOnScene(_outScene.get(), Sequence::create(easeActionWithAction(action()), finishAction(), nullptr));
}

ActionInterval* TransitionSlideInL::action() {
    return MoveBy::create(_duration, Vec2(transitions::winSize().width - kSlideAdjust, 0.0f));
}

ActionInterval* TransitionSlideInL::easeActionWithAction(ActionInterval* action) {
    return EaseOut::create(action, 2.0f);
}

void TransitionSlideInL::initScenes() {
    _inScene->setPosition(Vec2(-(transitions::winSize().width - kSlideAdjust), 0.0f));
}

TransitionSlideInR* TransitionSlideInR::create(float duration, Scene* scene) {
    return createTransition<TransitionSlideInR>(duration, scene);
}
ActionInterval* TransitionSlideInR::action() {
    return MoveBy::create(_duration, Vec2(-(transitions::winSize().width - kSlideAdjust), 0.0f));
}
void TransitionSlideInR::initScenes() {
    _inScene->setPosition(Vec2(transitions::winSize().width - kSlideAdjust, 0.0f));
}

TransitionSlideInT* TransitionSlideInT::create(float duration, Scene* scene) {
    return createTransition<TransitionSlideInT>(duration, scene);
}
ActionInterval* TransitionSlideInT::action() {
    return MoveBy::create(_duration, Vec2(0.0f, -(transitions::winSize().height - kSlideAdjust)));
}
void TransitionSlideInT::initScenes() {
    _inScene->setPosition(Vec2(0.0f, transitions::winSize().height - kSlideAdjust));
}

TransitionSlideInB* TransitionSlideInB::create(float duration, Scene* scene) {
    return createTransition<TransitionSlideInB>(duration, scene);
}
ActionInterval* TransitionSlideInB::action() {
    return MoveBy::create(_duration, Vec2(0.0f, transitions::winSize().height - kSlideAdjust));
}
void TransitionSlideInB::initScenes() {
    _inScene->setPosition(Vec2(0.0f, -(transitions::winSize().height - kSlideAdjust)));
}

/* -- ShrinkGrow -------------------------------------------------------------------------- */

TransitionShrinkGrow* TransitionShrinkGrow::create(float duration, Scene* scene) {
    return createTransition<TransitionShrinkGrow>(duration, scene);
}

void TransitionShrinkGrow::startTransition() {
    _inScene->setScale(0.001f);
    _outScene->setScale(1.0f);
    _inScene->setAnchorPoint(Vec2(2 / 3.0f, 0.5f));
    _outScene->setAnchorPoint(Vec2(1 / 3.0f, 0.5f));
    runOnScene(_inScene.get(), easeActionWithAction(ScaleTo::create(_duration, 1.0f)));
    runOnScene(_outScene.get(), Sequence::create(easeActionWithAction(ScaleTo::create(_duration, 0.01f)),
                                                 finishAction(), nullptr));
}

ActionInterval* TransitionShrinkGrow::easeActionWithAction(ActionInterval* action) {
    return EaseOut::create(action, 2.0f);
}

/* -- Fade -------------------------------------------------------------------------------- */

const int TransitionFade::FADE_LAYER_TAG = static_cast<int>(0xFADEFADEu);

TransitionFade* TransitionFade::create(float duration, Scene* scene) {
    return createTransition<TransitionFade>(duration, scene, Color3B::BLACK);
}

TransitionFade* TransitionFade::create(float duration, Scene* scene, const Color3B& color) {
    return createTransition<TransitionFade>(duration, scene, color);
}

bool TransitionFade::initWithDuration(float duration, Scene* scene, const Color3B& color) {
    _color = color;
    return TransitionScene::initWithDuration(duration, scene);
}

void TransitionFade::startTransition() {
    auto* layer = LayerColor::create(Color4B(_color.r, _color.g, _color.b, 0));
    _inScene->setVisible(false);
    addChild(layer, 2, FADE_LAYER_TAG);
    layer->runAction(Sequence::create(FadeIn::create(_duration / 2),
                                      CallFunc::create([this] { hideOutShowIn(); }),
                                      FadeOut::create(_duration / 2), finishAction(), nullptr));
}

void TransitionFade::onExit() {
    TransitionScene::onExit();
    removeChildByTag(FADE_LAYER_TAG, false);
}

} // namespace cc
