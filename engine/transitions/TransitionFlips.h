// engine/transitions/TransitionFlips.h — the flip transitions, drawn as 2D scale flips.
#pragma once

#include "transitions/TransitionsMoving.h"

namespace cc {

/// The flips of cocos2d-x turn the scenes in 3D (OrbitCamera). Kite draws them in 2D: in the first
/// half the out scene's width (FlipX) or height (FlipY) shrinks to nothing as a turning card's does
/// (the cosine of the angle), then it hides and the in scene grows back the same way. The angular
/// flips also turn the scenes by 45 degrees in the plane (the orientation chooses the way); the zoom
/// flips also shrink the scenes to half their size, as cocos2d-x's do.
class TransitionFlipBase : public TransitionSceneOriented {
protected:
    enum class Axis { X, Y, Angular };
    void flip(Axis axis, bool zoom);
};

#define KITE_FLIP_TRANSITION(NAME, DEFAULT_ORIENTATION)                                                      \
    class NAME : public TransitionFlipBase {                                                                 \
    public:                                                                                                  \
        static NAME* create(float duration, Scene* scene, Orientation orientation);                          \
        static NAME* create(float duration, Scene* scene) {                                                  \
            return create(duration, scene, Orientation::DEFAULT_ORIENTATION);                                \
        }                                                                                                    \
                                                                                                             \
    protected:                                                                                               \
        void startTransition() override;                                                                     \
    };

KITE_FLIP_TRANSITION(TransitionFlipX, RIGHT_OVER)
KITE_FLIP_TRANSITION(TransitionFlipY, UP_OVER)
KITE_FLIP_TRANSITION(TransitionFlipAngular, RIGHT_OVER)
KITE_FLIP_TRANSITION(TransitionZoomFlipX, RIGHT_OVER)
KITE_FLIP_TRANSITION(TransitionZoomFlipY, UP_OVER)
KITE_FLIP_TRANSITION(TransitionZoomFlipAngular, RIGHT_OVER)

#undef KITE_FLIP_TRANSITION

} // namespace cc
