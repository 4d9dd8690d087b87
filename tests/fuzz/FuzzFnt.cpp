// FuzzFnt.cpp -- libFuzzer target fuzz_fnt: bytes as an AngelCode .fnt file (FntFile::parse, text or
// binary), made into a BitmapFont over 64x64 page images (a fake loader: this build has no SDL) and
// laid out: the bytes themselves as the text, wrapped, aligned and cut by a box. Whatever the
// bytes, reading must end with a font or an error naming the file, and a font lays out any text
// into glyphs inside its pages, in text order: no crash, no leak, no hang.
#include "FuzzImages.h"
#include "FuzzSupport.h"

#include "base/PoolManager.h"
#include "director/Director.h"
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/FntFile.h"
#include "scene/TextureCache.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

constexpr float kSide = kite::fuzz::SquareImageLoader::kSide;

void layOut(const cc::BitmapFont& font, const std::u32string& text, float width, float height, int align) {
    cc::BitmapTextStyle style;
    style.lineHeight = font.getLineHeight();
    style.maxLineWidth = width;
    style.labelWidth = width;
    style.labelHeight = height;
    style.breakWithoutSpace = (align & 1) != 0;
    style.hAlignment = static_cast<cc::TextHAlignment>(align % 3);
    style.vAlignment = static_cast<cc::TextVAlignment>((align / 3) % 3);
    cc::BitmapTextLayout layout = cc::BitmapTextLayout::make(font, text, style);
    int previous = -1;
    for (const cc::BitmapLetter& letter : layout.letters) {
        if (letter.index <= previous) { // Label::getLetter searches them in text order
            std::fprintf(stderr, "the glyphs out of text order\n");
            std::abort();
        }
        previous = letter.index;
        const cc::Texture2D* page = font.getPage(letter.page);
        if (!page || letter.source.origin.x < 0 || letter.source.origin.y < 0 ||
            letter.source.getMaxX() > kSide || letter.source.getMaxY() > kSide ||
            letter.quad.size.width <= 0 || letter.quad.size.height <= 0) {
            std::fprintf(stderr, "a glyph outside its page\n");
            std::abort();
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static kite::fuzz::SquareImageLoader loader;
    cc::TextureCache::setTextureLoader(&loader);
    const std::string bytes(reinterpret_cast<const char*>(data), size);

    cc::FntFile fnt;
    std::string error;
    if (!cc::FntFile::parse(bytes, "fuzz.fnt", &fnt, &error)) {
        kite::fuzz::mustStartWithTheFile(error, "fuzz.fnt");
        return 0;
    }
    auto font = cc::BitmapFont::fromFnt(fnt, "/fonts/fuzz.fnt", cc::Vec2::ZERO, &error);
    if (!font) {
        kite::fuzz::mustStartWithTheFile(error, "/fonts/fuzz.fnt");
    } else {
        const std::u32string text = cc::decodeUtf8(bytes.substr(0, 256));
        layOut(*font, text, 0.0f, 0.0f, 0);
        layOut(*font, text, static_cast<float>(size % 97), static_cast<float>(size % 41),
               static_cast<int>(size % 9));
    }
    font.reset();
    cc::Director::getInstance()->getTextureCache()->removeAllTextures();
    cc::PoolManager::getInstance()->drainCurrentPool();
    return 0;
}
