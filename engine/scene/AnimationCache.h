// engine/scene/AnimationCache.h — animations by name, added by hand or from property lists.
#pragma once

#include "base/Ref.h"

#include <map>
#include <string>

namespace cc {

class Animation;
class PlistValue;

/// cocos2d-x `AnimationCache`. One instance, destroyed with the Director.
///
/// addAnimationsWithFile() reads cocos2d-x's animation property lists: format 1 ("animations":
/// name -> {delay, frames: [sprite frame names]}) and format 2 ("properties": {spritesheets:
/// [plists], format}; "animations": name -> {delayPerUnit, loops, restoreOriginalFrame, frames:
/// [{spriteframe, delayUnits, notification}]}). The sprite sheets it names are loaded into the
/// SpriteFrameCache first; frames are looked up there. A file is all or nothing: any problem (a
/// wrong type, an unknown sprite frame, a sheet that cannot load) is logged as one error naming
/// the file and the animation, and adds no animation.
class AnimationCache : public Ref {
public:
    static AnimationCache* getInstance();
    static void destroyInstance();
    ~AnimationCache() override;

    /// Adds (or replaces) @p animation under @p name; retained.
    void addAnimation(Animation* animation, const std::string& name);
    void removeAnimation(const std::string& name);
    /// nullptr when there is none.
    Animation* getAnimation(const std::string& name) const;
    /// Returns false (and logs why) when the file cannot be used.
    bool addAnimationsWithFile(const std::string& plist);
    /// @p dictionary is the file's top-level dict; @p plist names it in messages and locates its sheets.
    bool addAnimationsWithDictionary(const PlistValue& dictionary, const std::string& plist);
    std::size_t getAnimationCount() const { return _animations.size(); }
    const std::string& getLastError() const { return _lastError; }

private:
    AnimationCache() = default;
    bool fail(const std::string& message);

    std::map<std::string, Animation*> _animations; // retained
    std::string _lastError;
};

} // namespace cc
