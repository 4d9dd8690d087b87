// engine/scene/SpriteFrameCache.cpp — see SpriteFrameCache.h. The key names and defaults of each
// property-list format follow what TexturePacker and cocos2d-x 3.17 write and read.
#include "scene/SpriteFrameCache.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "base/PropertyList.h"
#include "director/Director.h"
#include "math/GeometryStrings.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include <cmath>
#include <filesystem>
#include <set>

namespace cc {

struct SpriteFrameCache::Parsed {
    std::string name;
    Rect rect;
    bool rotated = false;
    Vec2 offset;
    Size originalSize;
    std::vector<std::string> aliases;
};

namespace {

SpriteFrameCache* s_spriteFrameCache = nullptr;

std::string describe(const Rect& r) {
    char text[128];
    std::snprintf(text, sizeof text, "{{%g,%g},{%g,%g}}", r.origin.x, r.origin.y, r.size.width,
                  r.size.height);
    return text;
}

/// Reads the members of one frame's dict; the first problem is kept in `error`.
class FrameFields {
public:
    explicit FrameFields(const PlistValue& dict) : _dict(dict) {}

    bool number(const char* key, float* out, bool required) {
        double d = 0.0;
        switch (_dict.readNumber(key, &d)) {
        case PlistValue::NumberMember::Missing:
            return missing(key, required);
        case PlistValue::NumberMember::NotANumber:
            return wrongType(key, "a number", *_dict.find(key));
        case PlistValue::NumberMember::OutOfRange:
            return bad(key, "is out of range");
        case PlistValue::NumberMember::Found:
            break;
        }
        *out = static_cast<float>(d);
        return true;
    }
    bool boolean(const char* key, bool* out) {
        const PlistValue* v = _dict.find(key);
        if (!v) return true;
        if (!v->isBoolean()) return wrongType(key, "<true/> or <false/>", *v);
        *out = v->asBoolean();
        return true;
    }
    template <class T>
    bool geometry(const char* key, T* out, bool required, bool (*parse)(const std::string&, T*),
                  const char* shape) {
        const PlistValue* v = _dict.find(key);
        if (!v) return missing(key, required);
        if (!v->isString()) return wrongType(key, std::string("a string like ") + shape, *v);
        if (!parse(v->text(), out)) return bad(key, "'" + v->text() + "' is not like " + shape);
        return true;
    }
    bool strings(const char* key, std::vector<std::string>* out) {
        const PlistValue* v = _dict.find(key);
        if (!v) return true;
        if (!v->isArray()) return wrongType(key, "an array of strings", *v);
        for (const PlistValue& item : v->array()) {
            if (!item.isString()) return wrongType(key, "an array of strings", item);
            out->push_back(item.text());
        }
        return true;
    }
    bool has(const char* key) const { return _dict.find(key) != nullptr; }
    std::string error;

private:
    bool missing(const char* key, bool required) {
        if (required) error = std::string("'") + key + "' is missing";
        return !required;
    }
    bool wrongType(const char* key, const std::string& expected, const PlistValue& found) {
        error = std::string("'") + key + "' must be " + expected + ", not a <" +
                PlistValue::typeName(found.type()) + ">";
        return false;
    }
    bool bad(const char* key, const std::string& why) {
        error = std::string("'") + key + "' " + why;
        return false;
    }
    const PlistValue& _dict;
};

/// Fills @p frame from one frame dict of @p format; false with fields.error set on a problem.
bool readFrame(FrameFields& f, int format, Rect* rect, bool* rotated, Vec2* offset, Size* original,
               std::vector<std::string>* aliases) {
    if (format == 0) {
        float x = 0, y = 0, w = 0, h = 0, ox = 0, oy = 0, ow = 0, oh = 0;
        if (!f.number("x", &x, true) || !f.number("y", &y, true) || !f.number("width", &w, true) ||
            !f.number("height", &h, true) || !f.number("offsetX", &ox, false) ||
            !f.number("offsetY", &oy, false) || !f.number("originalWidth", &ow, false) ||
            !f.number("originalHeight", &oh, false))
            return false;
        *rect = Rect(x, y, w, h);
        *offset = Vec2(ox, oy);
        // cocos2d-x takes the absolute value; a missing original size means an untrimmed frame
        *original = Size(ow != 0 ? std::fabs(ow) : w, oh != 0 ? std::fabs(oh) : h);
        return true;
    }
    if (format == 1 || format == 2) {
        if (!f.geometry("frame", rect, true, rectFromString, "{{x,y},{w,h}}")) return false;
        if (format == 2 && !f.boolean("rotated", rotated)) return false;
        *original = rect->size;
        return f.geometry("offset", offset, false, pointFromString, "{x,y}") &&
               f.geometry("sourceSize", original, false, sizeFromString, "{w,h}");
    }
    Rect textureRect;
    if (!f.geometry("textureRect", &textureRect, true, rectFromString, "{{x,y},{w,h}}")) return false;
    Size spriteSize = textureRect.size;
    if (!f.geometry("spriteSize", &spriteSize, false, sizeFromString, "{w,h}")) return false;
    *rect = Rect(textureRect.origin, spriteSize);
    *original = spriteSize;
    return f.boolean("textureRotated", rotated) &&
           f.geometry("spriteOffset", offset, false, pointFromString, "{x,y}") &&
           f.geometry("spriteSourceSize", original, false, sizeFromString, "{w,h}") &&
           f.strings("aliases", aliases);
}

} // namespace

SpriteFrameCache* SpriteFrameCache::getInstance() {
    if (!s_spriteFrameCache) s_spriteFrameCache = new SpriteFrameCache();
    return s_spriteFrameCache;
}

void SpriteFrameCache::destroyInstance() {
    SpriteFrameCache* cache = s_spriteFrameCache;
    s_spriteFrameCache = nullptr;
    if (cache) cache->release();
}

SpriteFrameCache::~SpriteFrameCache() {
    removeSpriteFrames();
}

bool SpriteFrameCache::addSpriteFramesWithFile(const std::string& plist) {
    return load(plist, nullptr, nullptr);
}

bool SpriteFrameCache::addSpriteFramesWithFile(const std::string& plist, const std::string& textureFileName) {
    return load(plist, &textureFileName, nullptr);
}

bool SpriteFrameCache::addSpriteFramesWithFile(const std::string& plist, Texture2D* texture) {
    if (!texture) return fail(plist + ": no texture given");
    return load(plist, nullptr, texture);
}

bool SpriteFrameCache::isSpriteFramesWithFileLoaded(const std::string& plist) const {
    // A file some of whose frames are gone (by any remove call) may be loaded again, as in cocos2d-x;
    // its remaining frames can still be removed with removeSpriteFramesFromFile().
    auto file = _loadedFiles.find(plist);
    if (file == _loadedFiles.end()) return false;
    for (const std::string& name : file->second)
        if (!_frames.count(name)) return false;
    return true;
}

bool SpriteFrameCache::fail(const std::string& message) {
    _lastError = message;
    logError("SpriteFrameCache: %s", message.c_str());
    return false;
}

bool SpriteFrameCache::addSpriteFramesWithFileContent(const std::string& content, Texture2D* texture) {
    const std::string file = "(sprite sheet text)";
    if (!texture) return fail(file + ": no texture given");
    PlistValue root;
    std::string error;
    if (!PropertyList::parse(content, file, &root, &error)) return fail(error);
    std::vector<Parsed> frames;
    if (!readFrames(root, file, texture, &frames)) return false;
    addParsed(frames, texture, nullptr);
    return true;
}

void SpriteFrameCache::addParsed(const std::vector<Parsed>& frames, Texture2D* texture,
                                 std::vector<std::string>* names) {
    for (const Parsed& p : frames) {
        addSpriteFrame(SpriteFrame::createWithTexture(texture, p.rect, p.rotated, p.offset, p.originalSize),
                       p.name);
        if (names) names->push_back(p.name);
        for (const std::string& alias : p.aliases)
            _aliases[alias] = p.name;
    }
    _lastError.clear();
}

bool SpriteFrameCache::load(const std::string& plist, const std::string* textureFileName,
                            Texture2D* texture) {
    if (isSpriteFramesWithFileLoaded(plist)) return true;
    PlistValue root;
    std::string error;
    if (!PropertyList::load(plist, &root, &error)) return fail(error);
    if (!root.isDict())
        return fail(plist + ": the property list holds a <" + PlistValue::typeName(root.type()) +
                    ">, not a sprite sheet's <dict>");
    if (!texture) {
        std::string path;
        if (textureFileName) {
            path = *textureFileName;
        } else {
            const PlistValue* metadata = root.find("metadata");
            const PlistValue* name = metadata ? metadata->find("textureFileName") : nullptr;
            if (name && !name->isString())
                return fail(plist + ": metadata 'textureFileName' must be a string, not a <" +
                            PlistValue::typeName(name->type()) + ">");
            namespace fs = std::filesystem;
            if (name && !name->text().empty())
                path = (fs::path(plist).parent_path() / name->text()).generic_string();
            else
                path = fs::path(plist).replace_extension(".png").generic_string();
        }
        texture = Director::getInstance()->getTextureCache()->addImage(path);
        if (!texture) return fail(plist + ": its texture '" + path + "' cannot be loaded");
    }
    std::vector<Parsed> frames;
    if (!readFrames(root, plist, texture, &frames)) return false;
    std::vector<std::string>& names = _loadedFiles[plist];
    names.clear();
    addParsed(frames, texture, &names);
    return true;
}

bool SpriteFrameCache::readFrames(const PlistValue& root, const std::string& file, Texture2D* texture,
                                  std::vector<Parsed>* frames) {
    if (!root.isDict()) return fail(file + ": the property list is not a sprite sheet's <dict>");
    int format = 0;
    if (const PlistValue* metadata = root.find("metadata")) {
        if (!metadata->isDict()) return fail(file + ": 'metadata' must be a <dict>");
        if (const PlistValue* f = metadata->find("format")) {
            if (f->type() != PlistValue::Type::Integer)
                return fail(file + ": metadata 'format' must be an <integer>");
            if (f->asInteger() < 0 || f->asInteger() > 3)
                return fail(file + ": sprite sheet format " + std::to_string(f->asInteger()) +
                            " is not supported (formats 0 to 3 are)");
            format = static_cast<int>(f->asInteger());
        }
    }
    const PlistValue* list = root.find("frames");
    if (!list) return fail(file + ": it has no 'frames' dict; is it a sprite sheet?");
    if (!list->isDict()) return fail(file + ": 'frames' must be a <dict>");
    const float texW = static_cast<float>(texture->getPixelsWide());
    const float texH = static_cast<float>(texture->getPixelsHigh());
    std::set<std::string> names;
    for (const auto& entry : list->dict()) {
        const std::string where = file + ": frame '" + entry.first + "': ";
        if (!entry.second.isDict()) return fail(where + "must be a <dict>");
        Parsed p;
        p.name = entry.first;
        FrameFields fields(entry.second);
        if (!readFrame(fields, format, &p.rect, &p.rotated, &p.offset, &p.originalSize, &p.aliases))
            return fail(where + fields.error);
        const Rect& r = p.rect;
        if (r.size.width < 0 || r.size.height < 0 || p.originalSize.width < 0 || p.originalSize.height < 0)
            return fail(where + "negative size in " + describe(r));
        float extentW = p.rotated ? r.size.height : r.size.width; // what it occupies in the texture
        float extentH = p.rotated ? r.size.width : r.size.height;
        if (r.origin.x < 0 || r.origin.y < 0 || r.origin.x + extentW > texW || r.origin.y + extentH > texH)
            return fail(where + "its rect " + describe(r) + (p.rotated ? " (rotated)" : "") +
                        " lies outside the texture '" + texture->getPath() + "' (" +
                        std::to_string(texture->getPixelsWide()) + "x" +
                        std::to_string(texture->getPixelsHigh()) + ")");
        names.insert(p.name);
        frames->push_back(std::move(p));
    }
    for (const Parsed& p : *frames)
        for (const std::string& alias : p.aliases)
            if (names.count(alias))
                return fail(file + ": alias '" + alias + "' of frame '" + p.name +
                            "' is also a frame's name");
    return true;
}

void SpriteFrameCache::addSpriteFrame(SpriteFrame* frame, const std::string& name) {
    if (!frame) return;
    frame->retain();
    auto it = _frames.find(name);
    if (it != _frames.end()) {
        it->second->release();
        it->second = frame;
    } else {
        _frames.emplace(name, frame);
    }
    _aliases.erase(name); // a frame's own name wins over an alias
}

SpriteFrame* SpriteFrameCache::getSpriteFrameByName(const std::string& name) const {
    SpriteFrame* frame = findSpriteFrame(name);
    if (!frame) logWarning("SpriteFrameCache: frame '%s' isn't found", name.c_str());
    return frame;
}

SpriteFrame* SpriteFrameCache::findSpriteFrame(const std::string& name) const {
    auto it = _frames.find(name);
    if (it == _frames.end()) {
        auto alias = _aliases.find(name);
        if (alias != _aliases.end()) it = _frames.find(alias->second);
    }
    return it == _frames.end() ? nullptr : it->second;
}

void SpriteFrameCache::removeFrame(const std::string& name) {
    auto it = _frames.find(name);
    if (it != _frames.end()) {
        SpriteFrame* frame = it->second;
        _frames.erase(it);
        frame->release();
    }
    for (auto a = _aliases.begin(); a != _aliases.end();)
        a = a->second == name ? _aliases.erase(a) : std::next(a);
}

void SpriteFrameCache::removeSpriteFrames() {
    std::map<std::string, SpriteFrame*> frames;
    frames.swap(_frames);
    _aliases.clear();
    _loadedFiles.clear();
    for (auto& entry : frames)
        entry.second->release();
}

void SpriteFrameCache::removeUnusedSpriteFrames() {
    std::vector<std::string> unused;
    for (const auto& entry : _frames)
        if (entry.second->getReferenceCount() == 1) unused.push_back(entry.first);
    for (const std::string& name : unused)
        removeFrame(name);
}

void SpriteFrameCache::removeSpriteFrameByName(const std::string& name) {
    if (name.empty()) return;
    auto alias = _aliases.find(name);
    std::string target = alias != _aliases.end() && !_frames.count(name) ? alias->second : name;
    if (alias != _aliases.end()) _aliases.erase(alias);
    removeFrame(target);
}

void SpriteFrameCache::removeSpriteFramesFromFile(const std::string& plist) {
    auto file = _loadedFiles.find(plist);
    if (file == _loadedFiles.end()) return;
    std::vector<std::string> names = std::move(file->second);
    _loadedFiles.erase(file);
    for (const std::string& name : names)
        removeFrame(name);
}

void SpriteFrameCache::removeSpriteFramesFromFileContent(const std::string& content) {
    PlistValue root;
    std::string error;
    if (!PropertyList::parse(content, "(sprite sheet text)", &root, &error)) {
        logError("SpriteFrameCache: %s", error.c_str());
        return;
    }
    const PlistValue* frames = root.find("frames");
    if (!frames) return;
    for (const auto& entry : frames->dict())
        removeFrame(entry.first);
}

void SpriteFrameCache::removeSpriteFramesFromTexture(Texture2D* texture) {
    std::vector<std::string> names;
    for (const auto& entry : _frames)
        if (entry.second->getTexture() == texture) names.push_back(entry.first);
    for (const std::string& name : names)
        removeFrame(name);
}

} // namespace cc
