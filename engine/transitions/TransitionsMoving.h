// engine/transitions/TransitionsMoving.h — transitions that move, scale, rotate or cover the scenes.
#pragma once

#include "math/Color.h"
#include "transitions/TransitionScene.h"

namespace cc {

class ActionInterval;

/// Creates an autoreleased transition of type T, or null when init fails.
template <class T, class... Args> T* createTransition(float duration, Scene* scene, Args... args) {
    auto* transition = new T();
    if (transition->initWithDuration(duration, scene, args...))
        return static_cast<T*>(transition->autorelease());
    delete transition;
    return nullptr;
}

/// The out scene spins away shrinking (two turns in half the time), the in scene spins back.
class TransitionRotoZoom : public TransitionScene {
public:
    static TransitionRotoZoom* create(float duration, Scene* scene);

protected:
    void startTransition() override;
};

/// The out scene shrinks to half and jumps away left; the in scene jumps in and grows.
class TransitionJumpZoom : public TransitionScene {
public:
    static TransitionJumpZoom* create(float duration, Scene* scene);

protected:
    void startTransition() override;
};

/// The in scene moves in from the left over the out scene (EaseOut, rate 2).
class TransitionMoveInL : public TransitionScene {
public:
    static TransitionMoveInL* create(float duration, Scene* scene);
    virtual ActionInterval* action();
    virtual ActionInterval* easeActionWithAction(ActionInterval* action);

protected:
    void startTransition() override;
    /// Puts the in scene where it starts.
    virtual void initScenes();
};

class TransitionMoveInR : public TransitionMoveInL {
public:
    static TransitionMoveInR* create(float duration, Scene* scene);

protected:
    void initScenes() override;
};

class TransitionMoveInT : public TransitionMoveInL {
public:
    static TransitionMoveInT* create(float duration, Scene* scene);

protected:
    void initScenes() override;
};

class TransitionMoveInB : public TransitionMoveInL {
public:
    static TransitionMoveInB* create(float duration, Scene* scene);

protected:
    void initScenes() override;
};

/// Both scenes slide right together, the in scene coming from the left (EaseOut, rate 2).
class TransitionSlideInL : public TransitionScene {
public:
    static TransitionSlideInL* create(float duration, Scene* scene);
    virtual ActionInterval* action();
    virtual ActionInterval* easeActionWithAction(ActionInterval* action);

protected:
    void startTransition() override;
    void sceneOrder() override { _isInSceneOnTop = false; }
    virtual void initScenes();
};

class TransitionSlideInR : public TransitionSlideInL {
public:
    static TransitionSlideInR* create(float duration, Scene* scene);
    ActionInterval* action() override;

protected:
    void sceneOrder() override { _isInSceneOnTop = true; }
    void initScenes() override;
};

class TransitionSlideInT : public TransitionSlideInL {
public:
    static TransitionSlideInT* create(float duration, Scene* scene);
    ActionInterval* action() override;

protected:
    void sceneOrder() override { _isInSceneOnTop = false; }
    void initScenes() override;
};

class TransitionSlideInB : public TransitionSlideInL {
public:
    static TransitionSlideInB* create(float duration, Scene* scene);
    ActionInterval* action() override;

protected:
    void sceneOrder() override { _isInSceneOnTop = true; }
    void initScenes() override;
};

/// The out scene shrinks towards its left third while the in scene grows from its right third.
class TransitionShrinkGrow : public TransitionScene {
public:
    static TransitionShrinkGrow* create(float duration, Scene* scene);
    virtual ActionInterval* easeActionWithAction(ActionInterval* action);

protected:
    void startTransition() override;
};

/// A colour layer (black by default) fades in over the out scene, then out over the in scene.
class TransitionFade : public TransitionScene {
public:
    /// The tag of the colour layer (cocos2d-x kSceneFade).
    static const int FADE_LAYER_TAG;

    static TransitionFade* create(float duration, Scene* scene);
    static TransitionFade* create(float duration, Scene* scene, const Color3B& color);
    bool initWithDuration(float duration, Scene* scene, const Color3B& color);
    void onExit() override;

protected:
    void startTransition() override;

private:
    Color3B _color = Color3B::BLACK;
};

} // namespace cc
