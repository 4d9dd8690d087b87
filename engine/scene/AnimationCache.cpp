// engine/scene/AnimationCache.cpp — see AnimationCache.h. Keys and defaults follow cocos2d-x 3.17.
#include "scene/AnimationCache.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "base/PropertyList.h"
#include "base/Vector.h"
#include "scene/Animation.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"

#include <filesystem>
#include <vector>

namespace cc {
namespace {

AnimationCache* s_animationCache = nullptr;

/// A number member of @p dict, or @p fallback when absent; false (why in @p error) for other types.
bool number(const PlistValue& dict, const char* key, double fallback, double* out, std::string* error) {
    *out = fallback;
    const PlistValue::NumberMember found = dict.readNumber(key, out);
    if (found == PlistValue::NumberMember::Found || found == PlistValue::NumberMember::Missing) return true;
    *error = std::string("'") + key + "' must be a number";
    return false;
}

} // namespace

AnimationCache* AnimationCache::getInstance() {
    if (!s_animationCache) s_animationCache = new AnimationCache();
    return s_animationCache;
}

void AnimationCache::destroyInstance() {
    AnimationCache* cache = s_animationCache;
    s_animationCache = nullptr;
    if (cache) cache->release();
}

AnimationCache::~AnimationCache() {
    for (auto& entry : _animations)
        entry.second->release();
}

void AnimationCache::addAnimation(Animation* animation, const std::string& name) {
    if (!animation) return;
    animation->retain();
    auto it = _animations.find(name);
    if (it != _animations.end()) {
        it->second->release();
        it->second = animation;
    } else {
        _animations.emplace(name, animation);
    }
}

void AnimationCache::removeAnimation(const std::string& name) {
    auto it = _animations.find(name);
    if (it == _animations.end()) return;
    Animation* animation = it->second;
    _animations.erase(it);
    animation->release();
}

Animation* AnimationCache::getAnimation(const std::string& name) const {
    auto it = _animations.find(name);
    return it == _animations.end() ? nullptr : it->second;
}

namespace {
// cocos2d-x leaves a frame that is not in the SpriteFrameCache out of its animation, with a log line.
void leaveOut(const std::string& where, const std::string& frameName) {
    logWarning("AnimationCache: %ssprite frame '%s' is not in the SpriteFrameCache: left out", where.c_str(),
               frameName.c_str());
}
} // namespace

bool AnimationCache::fail(const std::string& message) {
    _lastError = message;
    logError("AnimationCache: %s", message.c_str());
    return false;
}

bool AnimationCache::addAnimationsWithFile(const std::string& plist) {
    PlistValue root;
    std::string error;
    if (!PropertyList::load(plist, &root, &error)) return fail(error);
    return addAnimationsWithDictionary(root, plist);
}

bool AnimationCache::addAnimationsWithDictionary(const PlistValue& root, const std::string& plist) {
    if (!root.isDict()) return fail(plist + ": not an animation list's <dict>");
    const PlistValue* animations = root.find("animations");
    if (!animations) return fail(plist + ": it has no 'animations' dict; is it an animation list?");
    if (!animations->isDict()) return fail(plist + ": 'animations' must be a <dict>");
    int format = 1;
    if (const PlistValue* properties = root.find("properties")) {
        if (!properties->isDict()) return fail(plist + ": 'properties' must be a <dict>");
        if (const PlistValue* f = properties->find("format")) {
            if (f->type() != PlistValue::Type::Integer || f->asInteger() < 1 || f->asInteger() > 2)
                return fail(plist + ": animation list format must be 1 or 2");
            format = static_cast<int>(f->asInteger());
        }
        if (const PlistValue* sheets = properties->find("spritesheets")) {
            if (!sheets->isArray()) return fail(plist + ": 'spritesheets' must be an <array>");
            for (const PlistValue& sheet : sheets->array()) {
                if (!sheet.isString()) return fail(plist + ": 'spritesheets' must hold strings");
                // cocos2d-x looks the sheets up by name as given (then relative to the list)
                std::string path = sheet.text();
                if (!FileUtils::getInstance()->isFileExist(path))
                    path = (std::filesystem::path(plist).parent_path() / sheet.text()).generic_string();
                if (!SpriteFrameCache::getInstance()->addSpriteFramesWithFile(path))
                    return fail(plist + ": its sprite sheet '" + sheet.text() +
                                "' cannot be loaded: " + SpriteFrameCache::getInstance()->getLastError());
            }
        }
    }
    SpriteFrameCache* frames = SpriteFrameCache::getInstance();
    std::vector<std::pair<std::string, Animation*>> made;
    Vector<Animation*> keep; // holds what is made until all of it is good
    for (const auto& entry : animations->dict()) {
        const std::string where = plist + ": animation '" + entry.first + "': ";
        const PlistValue& a = entry.second;
        if (!a.isDict()) return fail(where + "must be a <dict>");
        const PlistValue* list = a.find("frames");
        if (!list || !list->isArray()) return fail(where + "'frames' must be an <array>");
        std::string error;
        Vector<AnimationFrame*> animationFrames;
        double delay = 0.0, loops = 1.0;
        bool restore = false;
        if (format == 1) {
            if (!number(a, "delay", 0.0, &delay, &error)) return fail(where + error);
            for (const PlistValue& name : list->array()) {
                if (!name.isString()) return fail(where + "'frames' must hold sprite frame names");
                SpriteFrame* frame = frames->findSpriteFrame(name.text());
                if (!frame) {
                    leaveOut(where, name.text());
                    continue;
                }
                animationFrames.pushBack(AnimationFrame::create(frame, 1.0f, PlistValue()));
            }
        } else {
            if (!number(a, "delayPerUnit", 0.0, &delay, &error) || !number(a, "loops", 1.0, &loops, &error))
                return fail(where + error);
            if (loops < 0) return fail(where + "'loops' must not be negative");
            if (const PlistValue* r = a.find("restoreOriginalFrame")) {
                if (!r->isBoolean())
                    return fail(where + "'restoreOriginalFrame' must be <true/> or <false/>");
                restore = r->asBoolean();
            }
            for (const PlistValue& f : list->array()) {
                if (!f.isDict()) return fail(where + "each of 'frames' must be a <dict>");
                const PlistValue* name = f.find("spriteframe");
                if (!name || !name->isString())
                    return fail(where + "a frame's 'spriteframe' must be a string");
                SpriteFrame* frame = frames->findSpriteFrame(name->text());
                if (!frame) {
                    leaveOut(where, name->text());
                    continue;
                }
                double units = 1.0;
                if (!number(f, "delayUnits", 1.0, &units, &error)) return fail(where + error);
                const PlistValue* info = f.find("notification");
                if (info && !info->isDict()) return fail(where + "a frame's 'notification' must be a <dict>");
                animationFrames.pushBack(
                    AnimationFrame::create(frame, static_cast<float>(units), info ? *info : PlistValue()));
            }
        }
        if (animationFrames.empty()) { // cocos2d-x adds no animation without frames
            logWarning("AnimationCache: %sit has none of its frames: not added", where.c_str());
            continue;
        }
        Animation* animation =
            Animation::create(animationFrames, static_cast<float>(delay), static_cast<unsigned int>(loops));
        animation->setRestoreOriginalFrame(restore);
        keep.pushBack(animation);
        made.emplace_back(entry.first, animation);
    }
    for (auto& m : made)
        addAnimation(m.second, m.first);
    _lastError.clear();
    return true;
}

} // namespace cc
