// engine/scene/SpriteFrameCache.h — sprite frames by name, loaded from sprite-sheet property lists.
#pragma once

#include "base/Ref.h"

#include <map>
#include <string>
#include <vector>

namespace cc {

class PlistValue;
class SpriteFrame;
class Texture2D;

/// cocos2d-x `SpriteFrameCache`. One instance, destroyed with the Director (it holds textures).
///
/// addSpriteFramesWithFile() reads the property lists TexturePacker and cocos2d-x's tools write,
/// formats 0 to 3 (rotated and trimmed frames; format 3's aliases name the same frame). The texture
/// is the metadata's textureFileName next to the plist, else the plist's name with ".png". A file
/// is all or nothing: any problem (not a plist, wrong types, a frame outside its texture, a missing
/// texture) is logged as one error naming the file (and the frame) and adds no frame. A file
/// already loaded is not read again. A frame name added again replaces the old frame.
class SpriteFrameCache : public Ref {
public:
    static SpriteFrameCache* getInstance();
    static void destroyInstance();

    /// Returns false (and logs why) when the file cannot be used.
    bool addSpriteFramesWithFile(const std::string& plist);
    bool addSpriteFramesWithFile(const std::string& plist, const std::string& textureFileName);
    bool addSpriteFramesWithFile(const std::string& plist, Texture2D* texture);
    /// The plist text itself; @p texture is required.
    bool addSpriteFramesWithFileContent(const std::string& content, Texture2D* texture);
    bool isSpriteFramesWithFileLoaded(const std::string& plist) const;

    /// Adds (or replaces) one frame under @p name; retained.
    void addSpriteFrame(SpriteFrame* frame, const std::string& name);
    /// The frame named @p name (or an alias of it); nullptr, logged, when there is none.
    SpriteFrame* getSpriteFrameByName(const std::string& name) const;
    /// The frame named @p name (or an alias of it); nullptr, saying nothing in the log, when there is none.
    SpriteFrame* findSpriteFrame(const std::string& name) const;

    void removeSpriteFrames();
    /// Drops frames nobody but the cache holds (with their aliases).
    void removeUnusedSpriteFrames();
    /// Removes the frame (or the alias and its frame) @p name and every alias of it.
    void removeSpriteFrameByName(const std::string& name);
    /// Removes the frames @p plist added; it can then be loaded again.
    void removeSpriteFramesFromFile(const std::string& plist);
    void removeSpriteFramesFromFileContent(const std::string& content);
    void removeSpriteFramesFromTexture(Texture2D* texture);

    std::size_t getSpriteFrameCount() const { return _frames.size(); }
    /// The last error addSpriteFramesWithFile*() logged ("" after a success).
    const std::string& getLastError() const { return _lastError; }

    ~SpriteFrameCache() override;

private:
    SpriteFrameCache() = default;
    /// A frame read from a file, before any is added.
    struct Parsed;
    bool load(const std::string& plist, const std::string* textureFileName, Texture2D* texture);
    bool readFrames(const PlistValue& root, const std::string& file, Texture2D* texture,
                    std::vector<Parsed>* frames);
    void addParsed(const std::vector<Parsed>& frames, Texture2D* texture, std::vector<std::string>* names);
    bool fail(const std::string& message);
    void removeFrame(const std::string& name);

    std::map<std::string, SpriteFrame*> _frames;                  // retained
    std::map<std::string, std::string> _aliases;                  // alias -> frame name
    std::map<std::string, std::vector<std::string>> _loadedFiles; // plist -> names it added
    std::string _lastError;
};

} // namespace cc
