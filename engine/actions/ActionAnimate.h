// engine/actions/ActionAnimate.h — cocos2d-x `Animate`: shows an Animation's frames on a Sprite.
#pragma once

#include "actions/ActionInterval.h"

#include <vector>

namespace cc {

class Animation;
class EventCustom;
class Sprite;
class SpriteFrame;

/// Runs for the animation's duration x loops. Each frame starts at its share of the loop (its delay
/// units); a step that passes several frames shows each in turn, and a frame with user info
/// dispatches AnimationFrameDisplayedNotification. With restoreOriginalFrame the sprite gets its
/// frame from before the start back when the action stops. A target that is not a Sprite is left
/// alone (logged once). The animation is retained.
class Animate : public ActionInterval {
public:
    /// nullptr for a null animation.
    static Animate* create(Animation* animation);
    ~Animate() override;

    Animation* getAnimation() const { return _animation; }
    void setAnimation(Animation* animation);
    /// The index of the frame shown last.
    int getCurrentFrameIndex() const { return _currentFrameIndex; }

    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float t) override;
    Animate* clone() const override;
    /// The frames in reverse order (cloned), same delay, loops and restore flag.
    Animate* reverse() const override;

private:
    Animate() = default;
    bool initWithAnimation(Animation* animation);

    Animation* _animation = nullptr;
    std::vector<float> _splitTimes;
    int _nextFrame = 0;
    int _currentFrameIndex = 0;
    unsigned int _executedLoops = 0;
    SpriteFrame* _originalFrame = nullptr;
    Sprite* _sprite = nullptr; // the target as a Sprite, found once at start (null when it is none)
};

} // namespace cc
