// FuzzRichText.cpp -- libFuzzer target fuzz_richtext: bytes as ccui.RichText XML
// (RichText::createWithXML, the text a user hands a rich text), laid out in a width the first byte
// picks, per word or per character. Whatever the bytes, the result is a widget or one error saying
// the XML is malformed; every wrapped line fits its width unless it is one character: no crash, no
// leak, no hang. Text is measured by a fake (8 per code point, the font size high): no SDL here.
#include "FuzzImages.h"

#include "base/Log.h"
#include "base/PoolManager.h"
#include "director/Director.h"
#include "scene/Label.h"
#include "scene/TextMeasurer.h"
#include "scene/TextureCache.h"
#include "ui/RichText.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

constexpr float kCharWidth = 8.0f;

class CharMeasurer : public cc::TextMeasurer {
public:
    cc::Size measureText(const std::string& text, const cc::TextStyle& style) override {
        float count = 0.0f;
        for (char c : text)
            if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) count += 1.0f;
        return cc::Size(count * kCharWidth, style.fontSize);
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static kite::fuzz::SquareImageLoader loader; // every image 64x64; "/missing..." cannot load
    static CharMeasurer measurer;
    static std::vector<std::string> errors;
    static bool once = [] {
        cc::setLogHandler([](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) errors.emplace_back(message);
        });
        return true;
    }();
    (void)once;
    cc::TextureCache::setTextureLoader(&loader);
    cc::Label::setTextMeasurer(&measurer);
    errors.clear();
    if (size == 0) return 0;
    const float width = 16.0f + static_cast<float>(data[0] & 0x7F) * 4.0f;
    const bool perChar = (data[0] & 0x80) != 0;
    const std::string xml(reinterpret_cast<const char*>(data) + 1, size - 1);

    cc::ui::RichText* rich = cc::ui::RichText::createWithXML(xml);
    if (!rich) {
        if (errors.size() != 1 || errors[0].rfind("ccui.RichText: malformed XML: ", 0) != 0) {
            std::fprintf(stderr, "no widget, and not one 'malformed XML' error (%zu errors)\n",
                         errors.size());
            std::abort();
        }
    } else {
        rich->ignoreContentAdaptWithSize(false);
        rich->setContentSize(cc::Size(width, 100.0f));
        if (perChar) rich->setWrapMode(cc::ui::RichText::WrapMode::WRAP_PER_CHAR);
        rich->formatText();
        for (cc::Node* piece : rich->getRenderersContainer()->getChildren()) {
            auto* label = dynamic_cast<cc::Label*>(piece);
            if (!label) continue;
            const float w = label->getContentSize().width;
            if (w > width && label->getStringLength() > 1) {
                std::fprintf(stderr, "a line of %g wider than %g: '%s'\n", w, width,
                             label->getString().c_str());
                std::abort();
            }
        }
        rich->ignoreContentAdaptWithSize(true); // one line again
        rich->formatText();
    }
    cc::PoolManager::getInstance()->drainCurrentPool();
    return 0;
}
