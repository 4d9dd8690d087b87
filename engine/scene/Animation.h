// engine/scene/Animation.h — frames to show in turn (cocos2d-x `AnimationFrame` and `Animation`).
#pragma once

#include "base/PropertyList.h"
#include "base/Ref.h"
#include "base/Vector.h"
#include "math/Rect.h"

#include <string>

namespace cc {

class SpriteFrame;
class Texture2D;

/// The name of the custom event Animate dispatches when it shows a frame that has user info; its
/// user data is an AnimationFrame::DisplayedEventInfo*.
extern const char* const AnimationFrameDisplayedNotification;

/// One frame of an Animation: a sprite frame (retained), how many delay units it lasts, and user
/// info (a dict, cocos2d-x's ValueMap) announced with AnimationFrameDisplayedNotification.
class AnimationFrame : public Ref {
public:
    struct DisplayedEventInfo {
        class Node* target;
        const PlistValue* userInfo;
    };

    /// nullptr for a null sprite frame.
    static AnimationFrame* create(SpriteFrame* spriteFrame, float delayUnits, const PlistValue& userInfo);
    ~AnimationFrame() override;
    AnimationFrame* clone() const;

    SpriteFrame* getSpriteFrame() const { return _spriteFrame; }
    void setSpriteFrame(SpriteFrame* frame);
    float getDelayUnits() const { return _delayUnits; }
    void setDelayUnits(float units) { _delayUnits = units; }
    /// Always a dict (empty when there is none).
    const PlistValue& getUserInfo() const { return _userInfo; }
    void setUserInfo(const PlistValue& info);

private:
    AnimationFrame() = default;
    SpriteFrame* _spriteFrame = nullptr;
    float _delayUnits = 0.0f;
    PlistValue _userInfo;
};

/// A sequence of AnimationFrames (retained): each lasts its delay units times getDelayPerUnit()
/// seconds; the whole runs getLoops() times; restoreOriginalFrame puts the sprite's frame back
/// when an Animate of it stops.
class Animation : public Ref {
public:
    static Animation* create();
    /// One delay unit per sprite frame (null entries are skipped).
    static Animation* createWithSpriteFrames(const Vector<SpriteFrame*>& frames, float delay = 0.0f,
                                             unsigned int loops = 1);
    static Animation* create(const Vector<AnimationFrame*>& frames, float delayPerUnit,
                             unsigned int loops = 1);

    /// Appends a frame of one delay unit.
    void addSpriteFrame(SpriteFrame* frame);
    /// Appends the whole image @p filename (through the TextureCache); logged and ignored when it
    /// cannot be loaded.
    void addSpriteFrameWithFile(const std::string& filename);
    void addSpriteFrameWithTexture(Texture2D* texture, const Rect& rect);

    float getTotalDelayUnits() const { return _totalDelayUnits; }
    void setDelayPerUnit(float delay) { _delayPerUnit = delay; }
    float getDelayPerUnit() const { return _delayPerUnit; }
    /// Seconds for one loop: total delay units x delay per unit.
    float getDuration() const { return _totalDelayUnits * _delayPerUnit; }
    const Vector<AnimationFrame*>& getFrames() const { return _frames; }
    void setFrames(const Vector<AnimationFrame*>& frames);
    bool getRestoreOriginalFrame() const { return _restoreOriginalFrame; }
    void setRestoreOriginalFrame(bool restore) { _restoreOriginalFrame = restore; }
    unsigned int getLoops() const { return _loops; }
    void setLoops(unsigned int loops) { _loops = loops; }
    /// A copy with cloned frames.
    Animation* clone() const;

private:
    Animation() = default;
    Vector<AnimationFrame*> _frames;
    float _totalDelayUnits = 0.0f;
    float _delayPerUnit = 0.0f;
    bool _restoreOriginalFrame = false;
    unsigned int _loops = 1;
};

} // namespace cc
