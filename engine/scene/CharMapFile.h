// engine/scene/CharMapFile.h — the property list that describes a char map (cocos2d-x's
// LabelAtlas / FontCharMap .plist): its image and the cells cut from it.
#pragma once

#include <string>

namespace cc {

class PlistValue;

/// What a char-map property list says: `version` 1, `textureFilename` (relative to the list),
/// `itemWidth`, `itemHeight` and `firstChar` (the code point of the first cell; an integer, or
/// digits in a string, as cocos2d-x reads it).
struct CharMapFile {
    std::string texturePath; ///< the image, resolved next to the list
    int itemWidth = 0;
    int itemHeight = 0;
    int firstChar = 0;

    /// Reads @p plistFile through FileUtils; false with @p error naming the file when it is not one.
    static bool load(const std::string& plistFile, CharMapFile* out, std::string* error);
    /// Reads an already parsed list (the contents of @p plistFile, which names it in messages).
    static bool read(const PlistValue& root, const std::string& plistFile, CharMapFile* out,
                     std::string* error);
};

} // namespace cc
