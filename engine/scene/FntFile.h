// engine/scene/FntFile.h — AngelCode BMFont descriptions (.fnt) read into plain data.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace cc {

/// One character of a .fnt file, in the units the file gives (pixels of its page images).
struct FntChar {
    std::uint32_t id = 0; ///< Unicode code point
    int x = 0, y = 0;     ///< top-left corner in the page image
    int width = 0, height = 0;
    int xOffset = 0, yOffset = 0; ///< where the image goes from the pen (y down from the line's top)
    int xAdvance = 0;             ///< how far the pen moves after it
    int page = 0;
};

/// An AngelCode .fnt file: its text format (`info`, `common`, `page`, `char`, `kerning` lines of
/// key=value pairs, as cocos2d-x reads) or its binary format (version 3, "BMF\3" and five blocks).
/// Everything a label needs is checked here, so a description that parses can be drawn: a line
/// height above 0, at least one page and one character, every character on a declared page, and no
/// number beyond what an image could hold (kMaxSide). Page names are kept as written (relative to
/// the .fnt file); whether the images exist is the loader's business (BitmapFont).
class FntFile {
public:
    /// The largest image side, offset or advance a file may give (SDL's renderers stop at 16384).
    static constexpr int kMaxSide = 16384;
    /// Page ids run from 0 to below this.
    static constexpr int kMaxPages = 256;

    /// Reads @p bytes (the contents of @p fileName, used only in messages). On failure returns false
    /// and sets @p error to "<fileName>:<line>: <what>" (text) or "<fileName>: <what>" (binary).
    static bool parse(const std::string& bytes, const std::string& fileName, FntFile* out,
                      std::string* error);

    /// The key of the pair (@p first, @p second) in kernings.
    static std::uint64_t kerningKey(std::uint32_t first, std::uint32_t second) {
        return (static_cast<std::uint64_t>(first) << 32) | second;
    }

    const FntChar* findChar(std::uint32_t id) const;
    /// The kerning between @p first and @p second (0 when the file has none).
    int kerning(std::uint32_t first, std::uint32_t second) const;

    std::string face;
    int size = 0; ///< the font size the file was made at (`info size`; negative in some tools)
    int lineHeight = 0;
    int base = 0;
    int scaleW = 0, scaleH = 0;     ///< the page images' size as the file states it
    std::vector<std::string> pages; ///< image file names by page id
    std::unordered_map<std::uint32_t, FntChar> chars;
    std::unordered_map<std::uint64_t, int> kernings; ///< kerningKey(first, second) -> amount
};

} // namespace cc
