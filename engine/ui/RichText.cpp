// engine/ui/RichText.cpp — elements, defaults and layout; the XML reader is RichTextXml.cpp.
#include "ui/RichText.h"

#include "base/FileUtils.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/Touch.h"
#include "platform/Application.h"
#include "scene/Label.h"
#include "scene/Sprite.h"
#include "ui/WidgetTextures.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cc {
namespace ui {

const std::string RichText::KEY_VERTICAL_SPACE("KEY_VERTICAL_SPACE");
const std::string RichText::KEY_WRAP_MODE("KEY_WRAP_MODE");
const std::string RichText::KEY_HORIZONTAL_ALIGNMENT("KEY_HORIZONTAL_ALIGNMENT");
const std::string RichText::KEY_FONT_COLOR_STRING("KEY_FONT_COLOR_STRING");
const std::string RichText::KEY_FONT_SIZE("KEY_FONT_SIZE");
const std::string RichText::KEY_FONT_SMALL("KEY_FONT_SMALL");
const std::string RichText::KEY_FONT_BIG("KEY_FONT_BIG");
const std::string RichText::KEY_FONT_FACE("KEY_FONT_FACE");
const std::string RichText::KEY_TEXT_BOLD("KEY_TEXT_BOLD");
const std::string RichText::KEY_TEXT_ITALIC("KEY_TEXT_ITALIC");
const std::string RichText::KEY_TEXT_LINE("KEY_TEXT_LINE");
const std::string RichText::VALUE_TEXT_LINE_NONE("VALUE_TEXT_LINE_NONE");
const std::string RichText::VALUE_TEXT_LINE_DEL("VALUE_TEXT_LINE_DEL");
const std::string RichText::VALUE_TEXT_LINE_UNDER("VALUE_TEXT_LINE_UNDER");
const std::string RichText::KEY_TEXT_STYLE("KEY_TEXT_STYLE");
const std::string RichText::VALUE_TEXT_STYLE_NONE("VALUE_TEXT_STYLE_NONE");
const std::string RichText::VALUE_TEXT_STYLE_OUTLINE("VALUE_TEXT_STYLE_OUTLINE");
const std::string RichText::VALUE_TEXT_STYLE_SHADOW("VALUE_TEXT_STYLE_SHADOW");
const std::string RichText::VALUE_TEXT_STYLE_GLOW("VALUE_TEXT_STYLE_GLOW");
const std::string RichText::KEY_TEXT_OUTLINE_COLOR("KEY_TEXT_OUTLINE_COLOR");
const std::string RichText::KEY_TEXT_OUTLINE_SIZE("KEY_TEXT_OUTLINE_SIZE");
const std::string RichText::KEY_TEXT_SHADOW_COLOR("KEY_TEXT_SHADOW_COLOR");
const std::string RichText::KEY_TEXT_SHADOW_OFFSET_WIDTH("KEY_TEXT_SHADOW_OFFSET_WIDTH");
const std::string RichText::KEY_TEXT_SHADOW_OFFSET_HEIGHT("KEY_TEXT_SHADOW_OFFSET_HEIGHT");
const std::string RichText::KEY_TEXT_SHADOW_BLUR_RADIUS("KEY_TEXT_SHADOW_BLUR_RADIUS");
const std::string RichText::KEY_TEXT_GLOW_COLOR("KEY_TEXT_GLOW_COLOR");
const std::string RichText::KEY_URL("KEY_URL");
const std::string RichText::KEY_ANCHOR_FONT_COLOR_STRING("KEY_ANCHOR_FONT_COLOR_STRING");
const std::string RichText::KEY_ANCHOR_TEXT_BOLD("KEY_ANCHOR_TEXT_BOLD");
const std::string RichText::KEY_ANCHOR_TEXT_ITALIC("KEY_ANCHOR_TEXT_ITALIC");
const std::string RichText::KEY_ANCHOR_TEXT_LINE("KEY_ANCHOR_TEXT_LINE");
const std::string RichText::KEY_ANCHOR_TEXT_STYLE("KEY_ANCHOR_TEXT_STYLE");
const std::string RichText::KEY_ANCHOR_TEXT_OUTLINE_COLOR("KEY_ANCHOR_TEXT_OUTLINE_COLOR");
const std::string RichText::KEY_ANCHOR_TEXT_OUTLINE_SIZE("KEY_ANCHOR_TEXT_OUTLINE_SIZE");
const std::string RichText::KEY_ANCHOR_TEXT_SHADOW_COLOR("KEY_ANCHOR_TEXT_SHADOW_COLOR");
const std::string RichText::KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH("KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH");
const std::string RichText::KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT("KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT");
const std::string RichText::KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS("KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS");
const std::string RichText::KEY_ANCHOR_TEXT_GLOW_COLOR("KEY_ANCHOR_TEXT_GLOW_COLOR");

namespace {

using Dict = PlistValue::Dict;

/// Byte offsets of the code points of valid UTF-8 @p text, and its size at the end.
std::vector<std::size_t> codePointStarts(const std::string& text) {
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) starts.push_back(i);
    starts.push_back(text.size());
    return starts;
}

char32_t codePointAt(const std::string& text, std::size_t at) {
    const auto c = static_cast<unsigned char>(text[at]);
    if (c < 0x80) return c;
    const int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : 1;
    char32_t value = c & (0x3F >> extra);
    for (int i = 1; i <= extra && at + i < text.size(); ++i)
        value = (value << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3F);
    return value;
}

/// Han, kana, hangul and the CJK punctuation: a line may break on either side of them.
bool isCjk(char32_t c) {
    return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x20000 && c <= 0x2FFFF);
}

/// Whether a per-word line may end after code point @p i (before @p i + 1) of @p text.
bool breakAfter(const std::string& text, const std::vector<std::size_t>& starts, std::size_t i) {
    const char32_t c = codePointAt(text, starts[i]);
    if (c == ' ' || c == '\t' || isCjk(c)) return true;
    return i + 1 < starts.size() - 1 && isCjk(codePointAt(text, starts[i + 1]));
}

Color4B opaque(const Color3B& c) {
    return Color4B(c.r, c.g, c.b, 255);
}

} // namespace

struct RichText::Piece {
    RefPtr<Node> node;
    Size size;
};

RichText* RichText::create() {
    auto* widget = new RichText();
    if (widget->init()) return static_cast<RichText*>(widget->autorelease());
    delete widget;
    return nullptr;
}

RichText* RichText::createWithXML(const std::string& xml, const PlistValue& defaults,
                                  const OpenUrlHandler& handleOpenUrl) {
    auto* widget = new RichText();
    if (widget->init() && widget->initWithXML(xml, defaults, handleOpenUrl))
        return static_cast<RichText*>(widget->autorelease());
    delete widget;
    return nullptr;
}

bool RichText::init() {
    if (!Widget::init()) return false;
    _ignoreSize = true; // adapts to its lines until given a width to wrap in
    Dict& d = _defaults.dict();
    d[KEY_VERTICAL_SPACE] = PlistValue::real(0.0);
    d[KEY_WRAP_MODE] = PlistValue::integer(static_cast<int>(WrapMode::WRAP_PER_WORD));
    d[KEY_HORIZONTAL_ALIGNMENT] = PlistValue::integer(static_cast<int>(HorizontalAlignment::LEFT));
    d[KEY_FONT_COLOR_STRING] = PlistValue::string("#ffffff");
    d[KEY_FONT_SIZE] = PlistValue::real(12.0);
    d[KEY_FONT_FACE] = PlistValue::string("Verdana");
    d[KEY_ANCHOR_FONT_COLOR_STRING] = PlistValue::string("#0000FF");
    d[KEY_ANCHOR_TEXT_BOLD] = PlistValue::boolean(false);
    d[KEY_ANCHOR_TEXT_ITALIC] = PlistValue::boolean(false);
    d[KEY_ANCHOR_TEXT_LINE] = PlistValue::string(VALUE_TEXT_LINE_NONE);
    d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_NONE);
    return true;
}

void RichText::initRenderer() {
    _container = Node::create();
    _container->setAnchorPoint(Vec2(0.5f, 0.5f));
    addProtectedChild(_container, 0, -1);
}

void RichText::insertElement(RichElement* element, int index) {
    if (!element) return;
    index = std::max(0, std::min(index, static_cast<int>(_richElements.size())));
    _richElements.insert(index, element);
    _formatTextDirty = true;
}

void RichText::pushBackElement(RichElement* element) {
    if (!element) return;
    _richElements.pushBack(element);
    _formatTextDirty = true;
}

void RichText::removeElement(int index) {
    if (index < 0 || index >= _richElements.size()) return;
    _richElements.erase(index);
    _formatTextDirty = true;
}

void RichText::removeElement(RichElement* element) {
    _richElements.eraseObject(element);
    _formatTextDirty = true;
}

float RichText::markupNumber(double value, float fallback) {
    constexpr double kLimit = 1.0e6;
    if (!std::isfinite(value)) return fallback;
    return static_cast<float>(std::max(-kLimit, std::min(value, kLimit)));
}

float RichText::number(const std::string& key, float fallback) const {
    const PlistValue* v = _defaults.find(key);
    if (!v) return fallback;
    if (v->isNumber()) return markupNumber(v->number(), fallback);
    if (v->isString()) return markupNumber(std::atof(v->text().c_str()), fallback);
    if (v->isBoolean()) return v->asBoolean() ? 1.0f : 0.0f;
    return fallback;
}

bool RichText::flag(const std::string& key) const {
    const PlistValue* v = _defaults.find(key);
    if (!v) return false;
    if (v->isBoolean()) return v->asBoolean();
    if (v->isNumber()) return v->number() != 0.0;
    return v->isString() && (v->text() == "true" || v->text() == "1");
}

std::string RichText::text(const std::string& key, const std::string& fallback) const {
    const PlistValue* v = _defaults.find(key);
    return v && v->isString() ? v->text() : fallback;
}

void RichText::setVerticalSpace(float space) {
    _defaults.dict()[KEY_VERTICAL_SPACE] = PlistValue::real(space);
    _formatTextDirty = true;
}

void RichText::setWrapMode(WrapMode wrapMode) {
    _defaults.dict()[KEY_WRAP_MODE] = PlistValue::integer(static_cast<int>(wrapMode));
    _formatTextDirty = true;
}

RichText::WrapMode RichText::getWrapMode() const {
    return number(KEY_WRAP_MODE, 0) == 1.0f ? WrapMode::WRAP_PER_CHAR : WrapMode::WRAP_PER_WORD;
}

void RichText::setHorizontalAlignment(HorizontalAlignment a) {
    _defaults.dict()[KEY_HORIZONTAL_ALIGNMENT] = PlistValue::integer(static_cast<int>(a));
    _formatTextDirty = true;
}

RichText::HorizontalAlignment RichText::getHorizontalAlignment() const {
    const int a = static_cast<int>(number(KEY_HORIZONTAL_ALIGNMENT, 0));
    return a == 1   ? HorizontalAlignment::CENTER
           : a == 2 ? HorizontalAlignment::RIGHT
                    : HorizontalAlignment::LEFT;
}

void RichText::setFontColor(const std::string& color) {
    _defaults.dict()[KEY_FONT_COLOR_STRING] = PlistValue::string(color);
}
std::string RichText::getFontColor() {
    return text(KEY_FONT_COLOR_STRING, "#ffffff");
}
Color3B RichText::getFontColor3B() {
    return color3BWithString(getFontColor());
}
void RichText::setFontSize(float size) {
    _defaults.dict()[KEY_FONT_SIZE] = PlistValue::real(size);
}
float RichText::getFontSize() {
    return number(KEY_FONT_SIZE, 12.0f);
}
void RichText::setFontFace(const std::string& face) {
    _defaults.dict()[KEY_FONT_FACE] = PlistValue::string(face);
}
std::string RichText::getFontFace() {
    return text(KEY_FONT_FACE, "Verdana");
}
void RichText::setAnchorFontColor(const std::string& color) {
    _defaults.dict()[KEY_ANCHOR_FONT_COLOR_STRING] = PlistValue::string(color);
}
std::string RichText::getAnchorFontColor() {
    return text(KEY_ANCHOR_FONT_COLOR_STRING, "#0000FF");
}
Color3B RichText::getAnchorFontColor3B() {
    return color3BWithString(getAnchorFontColor());
}
void RichText::setAnchorTextBold(bool enable) {
    _defaults.dict()[KEY_ANCHOR_TEXT_BOLD] = PlistValue::boolean(enable);
}
bool RichText::isAnchorTextBoldEnabled() {
    return flag(KEY_ANCHOR_TEXT_BOLD);
}
void RichText::setAnchorTextItalic(bool enable) {
    _defaults.dict()[KEY_ANCHOR_TEXT_ITALIC] = PlistValue::boolean(enable);
}
bool RichText::isAnchorTextItalicEnabled() {
    return flag(KEY_ANCHOR_TEXT_ITALIC);
}
void RichText::setAnchorTextDel(bool enable) {
    _defaults.dict()[KEY_ANCHOR_TEXT_LINE] =
        PlistValue::string(enable ? VALUE_TEXT_LINE_DEL : VALUE_TEXT_LINE_NONE);
}
bool RichText::isAnchorTextDelEnabled() {
    return text(KEY_ANCHOR_TEXT_LINE, "") == VALUE_TEXT_LINE_DEL;
}
void RichText::setAnchorTextUnderline(bool enable) {
    _defaults.dict()[KEY_ANCHOR_TEXT_LINE] =
        PlistValue::string(enable ? VALUE_TEXT_LINE_UNDER : VALUE_TEXT_LINE_NONE);
}
bool RichText::isAnchorTextUnderlineEnabled() {
    return text(KEY_ANCHOR_TEXT_LINE, "") == VALUE_TEXT_LINE_UNDER;
}
void RichText::setAnchorTextOutline(bool enable, const Color3B& outlineColor, int outlineSize) {
    Dict& d = _defaults.dict();
    if (enable) {
        d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_OUTLINE);
        d[KEY_ANCHOR_TEXT_OUTLINE_COLOR] = PlistValue::string(stringWithColor3B(outlineColor));
        d[KEY_ANCHOR_TEXT_OUTLINE_SIZE] = PlistValue::integer(outlineSize);
    } else if (text(KEY_ANCHOR_TEXT_STYLE, "") == VALUE_TEXT_STYLE_OUTLINE) {
        d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_NONE);
    }
}
bool RichText::isAnchorTextOutlineEnabled() {
    return text(KEY_ANCHOR_TEXT_STYLE, "") == VALUE_TEXT_STYLE_OUTLINE;
}
Color3B RichText::getAnchorTextOutlineColor3B() {
    return color3BWithString(text(KEY_ANCHOR_TEXT_OUTLINE_COLOR, ""));
}
int RichText::getAnchorTextOutlineSize() {
    return static_cast<int>(number(KEY_ANCHOR_TEXT_OUTLINE_SIZE, -1));
}
void RichText::setAnchorTextShadow(bool enable, const Color3B& shadowColor, const Size& offset,
                                   int blurRadius) {
    Dict& d = _defaults.dict();
    if (enable) {
        d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_SHADOW);
        d[KEY_ANCHOR_TEXT_SHADOW_COLOR] = PlistValue::string(stringWithColor3B(shadowColor));
        d[KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH] = PlistValue::real(offset.width);
        d[KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT] = PlistValue::real(offset.height);
        d[KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS] = PlistValue::integer(blurRadius);
    } else if (text(KEY_ANCHOR_TEXT_STYLE, "") == VALUE_TEXT_STYLE_SHADOW) {
        d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_NONE);
    }
}
bool RichText::isAnchorTextShadowEnabled() {
    return text(KEY_ANCHOR_TEXT_STYLE, "") == VALUE_TEXT_STYLE_SHADOW;
}
Color3B RichText::getAnchorTextShadowColor3B() {
    return color3BWithString(text(KEY_ANCHOR_TEXT_SHADOW_COLOR, "#000000"));
}
Size RichText::getAnchorTextShadowOffset() {
    return Size(number(KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH, 2.0f),
                number(KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT, -2.0f));
}
int RichText::getAnchorTextShadowBlurRadius() {
    return static_cast<int>(number(KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS, 0));
}
void RichText::setAnchorTextGlow(bool enable, const Color3B& glowColor) {
    Dict& d = _defaults.dict();
    if (enable) {
        d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_GLOW);
        d[KEY_ANCHOR_TEXT_GLOW_COLOR] = PlistValue::string(stringWithColor3B(glowColor));
    } else if (text(KEY_ANCHOR_TEXT_STYLE, "") == VALUE_TEXT_STYLE_GLOW) {
        d[KEY_ANCHOR_TEXT_STYLE] = PlistValue::string(VALUE_TEXT_STYLE_NONE);
    }
}
bool RichText::isAnchorTextGlowEnabled() {
    return text(KEY_ANCHOR_TEXT_STYLE, "") == VALUE_TEXT_STYLE_GLOW;
}
Color3B RichText::getAnchorTextGlowColor3B() {
    return color3BWithString(text(KEY_ANCHOR_TEXT_GLOW_COLOR, "#ffffff"));
}

void RichText::setDefaults(const PlistValue& defaults) {
    for (const auto& entry : defaults.dict())
        _defaults.dict()[entry.first] = entry.second;
    _formatTextDirty = true;
}

Color3B RichText::color3BWithString(const std::string& color) {
    if ((color.size() != 7 && color.size() != 9) || color[0] != '#') return Color3B::WHITE;
    unsigned int r = 0, g = 0, b = 0;
    if (std::sscanf(color.c_str() + 1, "%2x%2x%2x", &r, &g, &b) != 3) return Color3B::WHITE;
    return Color3B(static_cast<GLubyte>(r), static_cast<GLubyte>(g), static_cast<GLubyte>(b));
}

std::string RichText::stringWithColor3B(const Color3B& c) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
    return text;
}

std::string RichText::stringWithColor4B(const Color4B& c) {
    char text[10];
    std::snprintf(text, sizeof text, "#%02x%02x%02x%02x", c.r, c.g, c.b, c.a);
    return text;
}

void RichText::openUrl(const std::string& url) {
    if (_handleOpenUrl) {
        OpenUrlHandler handler = _handleOpenUrl; // the handler may replace itself
        handler(url);
    } else {
        Application::getInstance()->openURL(url);
    }
}

void RichText::ignoreContentAdaptWithSize(bool ignore) {
    if (_ignoreSize == ignore) return;
    Widget::ignoreContentAdaptWithSize(ignore);
    _formatTextDirty = true;
}

void RichText::onSizeChanged() {
    Widget::onSizeChanged();
    if (!_ignoreSize) _formatTextDirty = true;
}

void RichText::visit(const AffineTransform& parentToWorld) {
    if (_formatTextDirty && isVisible()) formatText();
    Widget::visit(parentToWorld);
}

Widget* RichText::createCloneInstance() {
    return RichText::create();
}

Label* RichText::makeTextLabel(RichElementText* element, const std::string& text) const {
    const bool ttf =
        !element->getFontName().empty() && FileUtils::getInstance()->isFileExist(element->getFontName());
    Label* label = ttf ? Label::createWithTTF(text, element->getFontName(), element->getFontSize())
                       : Label::createWithSystemFont(text, element->getFontName(), element->getFontSize());
    if (!label) label = Label::createWithSystemFont(text, "", element->getFontSize()); // a broken TTF file
    const std::uint32_t flags = element->getFlags();
    if (flags & RichElementText::ITALICS_FLAG) label->enableItalics();
    if (flags & RichElementText::BOLD_FLAG) label->enableBold();
    if (flags & RichElementText::UNDERLINE_FLAG) label->enableUnderline();
    if (flags & RichElementText::STRIKETHROUGH_FLAG) label->enableStrikethrough();
    if (flags & RichElementText::OUTLINE_FLAG)
        label->enableOutline(opaque(element->getOutlineColor()), element->getOutlineSize());
    if (flags & RichElementText::SHADOW_FLAG)
        label->enableShadow(opaque(element->getShadowColor()), element->getShadowOffset(),
                            element->getShadowBlurRadius());
    if (flags & RichElementText::GLOW_FLAG) label->enableGlow(opaque(element->getGlowColor()));
    label->setTextColor(opaque(element->getColor()));
    label->setOpacity(element->getOpacity());
    return label;
}

void RichText::attachUrl(Node* renderer, const std::string& url) {
    auto* listener = EventListenerTouchOneByOne::create();
    listener->setSwallowTouches(true);
    // The listener dies with its renderer, which a script may keep after this widget is gone: the
    // widget is found through the renderer's parents (its container's parent) at the tap.
    listener->onTouchBegan = [renderer](Touch* touch, Event*) {
        const Vec2 p = renderer->convertTouchToNodeSpace(touch);
        const Size& s = renderer->getContentSize();
        return renderer->isVisible() && p.x >= 0 && p.y >= 0 && p.x <= s.width && p.y <= s.height;
    };
    listener->onTouchEnded = [renderer, url](Touch*, Event*) {
        Node* container = renderer->getParent();
        if (auto* rich = dynamic_cast<RichText*>(container ? container->getParent() : nullptr))
            rich->openUrl(url);
    };
    renderer->getEventDispatcher()->addEventListenerWithSceneGraphPriority(listener, renderer);
}

void RichText::formatText() {
    _formatTextDirty = false;
    _container->removeAllChildren();
    std::vector<std::vector<Piece>> lines(1);
    const float wrapWidth = _ignoreSize ? 0.0f : _customSize.width;
    for (RichElement* element : _richElements)
        layoutElement(element, wrapWidth, lines);
    placeLines(lines);
}

void RichText::layoutElement(RichElement* element, float wrapWidth, std::vector<std::vector<Piece>>& lines) {
    Node* node = nullptr;
    std::string url;
    switch (element->getType()) {
    case RichElement::Type::TEXT:
        layoutText(static_cast<RichElementText*>(element), wrapWidth, lines);
        return;
    case RichElement::Type::NEWLINE:
        lines.emplace_back();
        return;
    case RichElement::Type::IMAGE: {
        auto* image = static_cast<RichElementImage*>(element);
        auto* sprite = Sprite::create();
        if (!loadSpriteTexture(sprite, image->getFilePath(), image->getTextureType())) return;
        const Size s = sprite->getContentSize();
        if (image->getWidth() > 0 && s.width > 0) sprite->setScaleX(image->getWidth() / s.width);
        if (image->getHeight() > 0 && s.height > 0) sprite->setScaleY(image->getHeight() / s.height);
        sprite->setColor(image->getColor());
        sprite->setOpacity(image->getOpacity());
        node = sprite;
        url = image->getUrl();
        break;
    }
    case RichElement::Type::CUSTOM:
        node = static_cast<RichElementCustomNode*>(element)->getCustomNode();
        if (!node) return;
        node->removeFromParent(); // a node laid out again
        break;
    }
    const Size size(node->getContentSize().width * node->getScaleX(),
                    node->getContentSize().height * node->getScaleY());
    float used = 0.0f;
    for (const Piece& p : lines.back())
        used += p.size.width;
    if (wrapWidth > 0 && !lines.back().empty() && used + size.width > wrapWidth) lines.emplace_back();
    if (!url.empty()) attachUrl(node, url);
    lines.back().push_back(Piece{node, size});
}

void RichText::layoutText(RichElementText* element, float wrapWidth, std::vector<std::vector<Piece>>& lines) {
    const std::string& all = element->getText();
    const bool perChar = getWrapMode() == WrapMode::WRAP_PER_CHAR;
    auto addPiece = [&](const std::string& text) {
        Label* label = makeTextLabel(element, text);
        if (element->getFlags() & RichElementText::URL_FLAG) attachUrl(label, element->getUrl());
        lines.back().push_back(Piece{label, label->getContentSize()});
    };
    std::size_t segmentStart = 0;
    while (segmentStart <= all.size()) {
        std::size_t segmentEnd = all.find('\n', segmentStart);
        if (segmentEnd == std::string::npos) segmentEnd = all.size();
        const std::string segment = all.substr(segmentStart, segmentEnd - segmentStart);
        const std::vector<std::size_t> starts = codePointStarts(segment); // once per segment
        const std::size_t total = starts.size() - 1;
        auto piece = [&](std::size_t from, std::size_t to) {
            return segment.substr(starts[from], starts[to] - starts[from]);
        };
        std::size_t from = 0;                            // the first code point not placed yet
        RefPtr<Label> probe(makeTextLabel(element, "")); // one label measures every candidate
        while (from < total) {
            if (wrapWidth <= 0) {
                addPiece(piece(from, total));
                break;
            }
            float used = 0.0f;
            for (const Piece& p : lines.back())
                used += p.size.width;
            const float room = wrapWidth - used;
            const std::size_t count = total - from;
            auto fits = [&](std::size_t n) {
                probe->setString(piece(from, from + n));
                return probe->getContentSize().width <= room;
            };
            // The longest run that fits: grow by doubling, then bisect (never measures the whole
            // of a long text at once).
            std::size_t good = 0, bad = count + 1;
            for (std::size_t n = 8;; n *= 2) {
                const std::size_t tried = std::min(n, count);
                if (fits(tried)) {
                    good = tried;
                    if (tried == count) break;
                } else {
                    bad = tried;
                    break;
                }
            }
            if (good == count) {
                addPiece(piece(from, total));
                break;
            }
            while (bad - good > 1) {
                const std::size_t mid = good + (bad - good) / 2;
                if (fits(mid))
                    good = mid;
                else
                    bad = mid;
            }
            std::size_t cut = good;
            if (!perChar) {
                while (cut > 0 && !breakAfter(segment, starts, from + cut - 1))
                    --cut;
                if (cut == 0 && lines.back().empty()) cut = good; // one word wider than a line
            }
            if (cut == 0) {
                if (!lines.back().empty()) {
                    lines.emplace_back();
                    continue;
                }
                cut = 1; // one character wider than a line
            }
            addPiece(piece(from, from + cut));
            from += cut;
            lines.emplace_back();
        }
        if (segmentEnd == all.size()) break;
        lines.emplace_back();
        segmentStart = segmentEnd + 1;
    }
}

void RichText::placeLines(std::vector<std::vector<Piece>>& lines) {
    const float space = number(KEY_VERTICAL_SPACE, 0.0f);
    float maxWidth = 0.0f, totalHeight = 0.0f;
    std::vector<float> heights, widths;
    for (const auto& line : lines) {
        float w = 0.0f, h = 0.0f;
        for (const Piece& p : line) {
            w += p.size.width;
            h = std::max(h, p.size.height);
        }
        widths.push_back(w);
        heights.push_back(h);
        maxWidth = std::max(maxWidth, w);
        totalHeight += h;
    }
    if (lines.size() > 1) totalHeight += space * static_cast<float>(lines.size() - 1);
    const Size size = _ignoreSize ? Size(maxWidth, totalHeight) : _customSize;
    const HorizontalAlignment align = getHorizontalAlignment();
    float top = size.height;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const float bottom = top - heights[i];
        float x = 0.0f;
        if (align == HorizontalAlignment::CENTER) x = (size.width - widths[i]) / 2.0f;
        if (align == HorizontalAlignment::RIGHT) x = size.width - widths[i];
        for (Piece& p : lines[i]) {
            p.node->setAnchorPoint(Vec2::ZERO);
            p.node->setPosition(Vec2(x, bottom));
            _container->addChild(p.node.get(), 1);
            x += p.size.width;
        }
        top = bottom - space;
    }
    _container->setContentSize(size);
    if (_ignoreSize) Widget::setContentSize(size);
    _container->setPosition(Vec2(_contentSize.width / 2.0f, _contentSize.height / 2.0f));
}

} // namespace ui
} // namespace cc
