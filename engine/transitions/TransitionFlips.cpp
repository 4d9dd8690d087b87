// engine/transitions/TransitionFlips.cpp — see TransitionFlips.h.
#include "transitions/TransitionFlips.h"

#include "actions/ActionComposite.h"
#include "actions/ActionEase.h"
#include "actions/ActionInstant.h"
#include "actions/ActionTransform.h"

namespace cc {

void TransitionFlipBase::flip(Axis axis, bool zoom) {
    float half = _duration / 2;
    float size = zoom ? 0.5f : 1.0f;
    // Folded: no width (or height) left; the angular flips fold their width while turning.
    float foldedX = axis == Axis::Y ? size : 0.0f;
    float foldedY = axis == Axis::Y ? 0.0f : size;
    float turn = 0.0f;
    if (axis == Axis::Angular) turn = _orientation == Orientation::RIGHT_OVER ? 45.0f : -45.0f;

    // A turning card's visible width is the cosine of its angle: sine eases give exactly that.
    FiniteTimeAction* fold = EaseSineIn::create(ScaleTo::create(half, foldedX, foldedY));
    if (turn != 0.0f) fold = Spawn::create(fold, RotateBy::create(half, turn), nullptr);
    runOnScene(_outScene.get(), Sequence::create(fold, Hide::create(), DelayTime::create(half), nullptr));

    FiniteTimeAction* unfold = EaseSineOut::create(ScaleTo::create(half, 1.0f, 1.0f));
    if (turn != 0.0f) unfold = Spawn::create(unfold, RotateBy::create(half, turn), nullptr);
    _inScene->setVisible(false);
    _inScene->setScale(foldedX, foldedY);
    _inScene->setRotation(-turn);
    runOnScene(_inScene.get(),
               Sequence::create(DelayTime::create(half), Show::create(), unfold, finishAction(), nullptr));
}

#define KITE_FLIP_TRANSITION_IMPL(NAME, AXIS, ZOOM)                                                          \
    NAME* NAME::create(float duration, Scene* scene, Orientation orientation) {                              \
        return createTransition<NAME>(duration, scene, orientation);                                         \
    }                                                                                                        \
    void NAME::startTransition() {                                                                           \
        flip(Axis::AXIS, ZOOM);                                                                              \
    }

KITE_FLIP_TRANSITION_IMPL(TransitionFlipX, X, false)
KITE_FLIP_TRANSITION_IMPL(TransitionFlipY, Y, false)
KITE_FLIP_TRANSITION_IMPL(TransitionFlipAngular, Angular, false)
KITE_FLIP_TRANSITION_IMPL(TransitionZoomFlipX, X, true)
KITE_FLIP_TRANSITION_IMPL(TransitionZoomFlipY, Y, true)
KITE_FLIP_TRANSITION_IMPL(TransitionZoomFlipAngular, Angular, true)

} // namespace cc
