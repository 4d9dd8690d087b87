// engine/platform/FontCache.cpp — see FontCache.h.
#include "platform/FontCache.h"

#include "base/FileUtils.h"

#include "base/Log.h"
#include "scene/BitmapTextLayout.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>

namespace fs = std::filesystem;

namespace cc {
namespace {

const char* kFontDir = "/usr/share/fonts/truetype/dejavu/";

/// CJK fonts Debian installs (fonts-wqy-zenhei, fonts-noto-cjk, fonts-wqy-microhei), best first.
const char* const kFallbackFonts[] = {
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
};

/// The code points of @p text that @p font has no glyph for (line breaks aside).
std::u32string missingGlyphs(TTF_Font* font, const std::string& text) {
    std::u32string missing;
    if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
        return missing; // ASCII: every font Kite opens has it
    for (char32_t c : decodeUtf8(text))
        if (c != '\n' && c != '\r' && !TTF_GlyphIsProvided32(font, c)) missing.push_back(c);
    return missing;
}

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

bool looksLikeFile(const std::string& name) {
    std::string ext = lower(fs::path(name).extension().string());
    return ext == ".ttf" || ext == ".otf" || ext == ".ttc" || name.find('/') != std::string::npos;
}

// A system font name picks a DejaVu face of the same kind; everything else is DejaVu Sans.
std::string systemFontFile(const std::string& name) {
    std::string n = lower(name);
    bool bold = n.find("bold") != std::string::npos;
    if (n.find("mono") != std::string::npos || n.find("courier") != std::string::npos ||
        n.find("consol") != std::string::npos)
        return std::string(kFontDir) + (bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf");
    if (n.find("serif") != std::string::npos && n.find("sans") == std::string::npos)
        return std::string(kFontDir) + (bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf");
    if (n.find("times") != std::string::npos || n.find("georgia") != std::string::npos)
        return std::string(kFontDir) + (bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf");
    return std::string(kFontDir) + (bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
}

} // namespace

const char* FontCache::defaultFontPath() {
    static const std::string path = std::string(kFontDir) + "DejaVuSans.ttf";
    return path.c_str();
}

void FontCache::clear() {
    for (auto& entry : _fonts)
        if (entry.second) TTF_CloseFont(entry.second);
    _fonts.clear();
    _resolved.clear();
}

TTF_Font* FontCache::open(const std::string& path, int pointSize) {
    auto key = std::make_pair(path, pointSize);
    auto found = _fonts.find(key);
    if (found != _fonts.end()) return found->second;
    TTF_Font* font = TTF_OpenFont(path.c_str(), pointSize);
    _fonts[key] = font;
    return font;
}

std::string FontCache::resolve(const std::string& nameOrPath) {
    auto found = _resolved.find(nameOrPath);
    if (found != _resolved.end()) return found->second;
    std::string path;
    if (!looksLikeFile(nameOrPath)) {
        path = systemFontFile(nameOrPath);
        if (!fs::is_regular_file(path)) path = defaultFontPath();
    } else {
        path = FileUtils::getInstance()->fullPathForFilename(nameOrPath);
        if (path.empty() && _reported.insert(nameOrPath).second)
            logError("font '%s' not found; using %s", nameOrPath.c_str(), defaultFontPath());
        if (path.empty()) path = defaultFontPath();
    }
    _resolved[nameOrPath] = path;
    return path;
}

TTF_Font* FontCache::font(const std::string& nameOrPath, float pointSize) {
    int size = std::max(1, static_cast<int>(std::lround(pointSize)));
    std::string path = resolve(nameOrPath);
    TTF_Font* font = open(path, size);
    if (!font && path != defaultFontPath()) {
        if (_reported.insert(path).second)
            logError("cannot open font '%s' (%s); using %s", path.c_str(), TTF_GetError(), defaultFontPath());
        font = open(defaultFontPath(), size);
    }
    if (!font && _reported.insert(defaultFontPath()).second)
        logError("cannot open the default font %s (%s): text is not drawn; install fonts-dejavu-core",
                 defaultFontPath(), TTF_GetError());
    return font;
}

std::string FontCache::fallbackPath(const std::u32string& codePoints, int pointSize) {
    for (const char* path : kFallbackFonts) {
        TTF_Font* font = open(path, pointSize); // a file that is not there fails once, remembered
        if (font && std::all_of(codePoints.begin(), codePoints.end(),
                                [font](char32_t c) { return TTF_GlyphIsProvided32(font, c) != 0; }))
            return path;
    }
    return "";
}

TTF_Font* FontCache::fontFor(const std::string& nameOrPath, float pointSize, const std::string& text) {
    TTF_Font* primary = font(nameOrPath, pointSize);
    if (!primary) return nullptr;
    const std::u32string missing = missingGlyphs(primary, text);
    if (missing.empty()) return primary;
    const int size = std::max(1, static_cast<int>(std::lround(pointSize)));
    const std::string fallback = fallbackPath(missing, size);
    if (!fallback.empty()) return open(fallback, size);
    if (_reported.insert("glyphs:" + resolve(nameOrPath)).second)
        logWarning("font '%s' has no glyph for U+%04X and no installed fallback font has it (install "
                   "fonts-wqy-zenhei): it is drawn as the font draws a missing glyph",
                   resolve(nameOrPath).c_str(), static_cast<unsigned>(missing.front()));
    return primary;
}

TTF_Font* FontCache::debugFont(int pointSize) {
    TTF_Font* font = open(std::string(kFontDir) + "DejaVuSansMono.ttf", pointSize);
    return font ? font : this->font(defaultFontPath(), static_cast<float>(pointSize));
}

} // namespace cc
