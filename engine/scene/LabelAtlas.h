// engine/scene/LabelAtlas.h — text drawn from a char map, one byte per cell (cocos2d-x's LabelAtlas).
#pragma once

#include "scene/AtlasNode.h"

#include <string>

namespace cc {

/// cocos2d-x `LabelAtlas`: each byte of the string is one itemWidth x itemHeight cell of the char
/// map image, the cell of byte b being number (b - startCharMap) counted row by row from the
/// top-left (a byte below the start wraps around, as cocos's unsigned char does; a cell past the
/// image draws nothing). The content size is (bytes x itemWidth, itemHeight); anchor (0, 0).
/// A char map that cannot be loaded is logged (naming the file) and create returns nullptr.
class LabelAtlas : public AtlasNode {
public:
    /// An empty label atlas with no char map; initWithString gives it one.
    static LabelAtlas* create();
    static LabelAtlas* create(const std::string& string, const std::string& charMapFile, int itemWidth,
                              int itemHeight, int startCharMap);
    /// The char map a property list describes (CharMapFile).
    static LabelAtlas* create(const std::string& string, const std::string& fntFile);

    bool initWithString(const std::string& string, const std::string& charMapFile, int itemWidth,
                        int itemHeight, int startCharMap);
    bool initWithString(const std::string& string, Texture2D* texture, int itemWidth, int itemHeight,
                        int startCharMap);
    bool initWithString(const std::string& string, const std::string& fntFile);

    void setString(const std::string& label);
    const std::string& getString() const { return _string; }
    void updateAtlasValues() override;

private:
    std::string _string;
    int _mapStartChar = 0;
};

} // namespace cc
