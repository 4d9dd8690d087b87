// engine/ui/RichTextXml.cpp — RichText::initWithXML: cocos2d-x 3.17's tags (font, b, i, u, del,
// outline, shadow, glow, br, img, a) read with pugixml into elements.
#include "base/Log.h"
#include "ui/RichText.h"

#include <pugixml.hpp>

#include <cstdlib>

namespace cc {
namespace ui {
namespace {

constexpr int kMaxDepth = 64; // deeper nesting is refused (keeps the walk's recursion bounded)

/// The look in force at one point of the document.
struct XmlStyle {
    std::string face;
    float size = 12.0f;
    Color3B color = Color3B::WHITE;
    std::uint32_t flags = 0;
    std::string url;
    Color3B outlineColor = Color3B::WHITE;
    int outlineSize = -1;
    Color3B shadowColor = Color3B::BLACK;
    Size shadowOffset = Size(2.0f, -2.0f);
    int shadowBlur = 0;
    Color3B glowColor = Color3B::WHITE;
};

float attrNumber(const pugi::xml_node& node, const char* name, float fallback) {
    const pugi::xml_attribute a = node.attribute(name);
    return a ? RichText::markupNumber(std::atof(a.value()), fallback) : fallback;
}

class XmlReader {
public:
    XmlReader(RichText* owner, const PlistValue& d) : _owner(owner), _defaults(d) {}

    bool walk(const pugi::xml_node& parent, XmlStyle style, int depth, std::string* error) {
        if (depth > kMaxDepth) {
            *error = "tags nested deeper than 64";
            return false;
        }
        for (pugi::xml_node node = parent.first_child(); node; node = node.next_sibling()) {
            if (node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
                if (*node.value())
                    _owner->pushBackElement(RichElementText::create(
                        0, style.color, 255, node.value(), style.face, style.size, style.flags, style.url,
                        style.outlineColor, style.outlineSize, style.shadowColor, style.shadowOffset,
                        style.shadowBlur, style.glowColor));
                continue;
            }
            if (node.type() != pugi::node_element) continue;
            const std::string tag = node.name();
            if (tag == "br") {
                _owner->pushBackElement(RichElementNewLine::create(0, style.color, 255));
                continue;
            }
            if (tag == "img") {
                auto* image = RichElementImage::create(
                    0, style.color, 255, node.attribute("src").value(), style.url,
                    node.attribute("type").as_int(0) == 1 ? Widget::TextureResType::PLIST
                                                          : Widget::TextureResType::LOCAL);
                image->setWidth(static_cast<int>(attrNumber(node, "width", -1)));
                image->setHeight(static_cast<int>(attrNumber(node, "height", -1)));
                _owner->pushBackElement(image);
                continue;
            }
            if (!walk(node, styled(node, tag, style), depth + 1, error)) return false;
        }
        return true;
    }

    XmlStyle initial() const {
        XmlStyle s;
        s.face = text(RichText::KEY_FONT_FACE, "Verdana");
        s.size = number(RichText::KEY_FONT_SIZE, 12.0f);
        s.color = RichText::color3BWithString(text(RichText::KEY_FONT_COLOR_STRING, "#ffffff"));
        if (flag(RichText::KEY_TEXT_BOLD)) s.flags |= RichElementText::BOLD_FLAG;
        if (flag(RichText::KEY_TEXT_ITALIC)) s.flags |= RichElementText::ITALICS_FLAG;
        applyLine(text(RichText::KEY_TEXT_LINE, ""), s);
        applyStyle("", s);
        return s;
    }

private:
    XmlStyle styled(const pugi::xml_node& node, const std::string& tag, XmlStyle s) const {
        if (tag == "font") {
            if (node.attribute("face")) s.face = node.attribute("face").value();
            s.size = attrNumber(node, "size", s.size);
            if (node.attribute("color"))
                s.color = RichText::color3BWithString(node.attribute("color").value());
        } else if (tag == "small") { // cocos's factors of the size in force
            s.size *= 0.8f;
        } else if (tag == "big") {
            s.size *= 1.25f;
        } else if (tag == "b") {
            s.flags |= RichElementText::BOLD_FLAG;
        } else if (tag == "i") {
            s.flags |= RichElementText::ITALICS_FLAG;
        } else if (tag == "u") {
            s.flags |= RichElementText::UNDERLINE_FLAG;
        } else if (tag == "del") {
            s.flags |= RichElementText::STRIKETHROUGH_FLAG;
        } else if (tag == "outline") {
            s.flags |= RichElementText::OUTLINE_FLAG;
            if (node.attribute("color"))
                s.outlineColor = RichText::color3BWithString(node.attribute("color").value());
            s.outlineSize = static_cast<int>(attrNumber(node, "size", static_cast<float>(s.outlineSize)));
        } else if (tag == "shadow") {
            s.flags |= RichElementText::SHADOW_FLAG;
            if (node.attribute("color"))
                s.shadowColor = RichText::color3BWithString(node.attribute("color").value());
            s.shadowOffset = Size(attrNumber(node, "offsetWidth", s.shadowOffset.width),
                                  attrNumber(node, "offsetHeight", s.shadowOffset.height));
            s.shadowBlur = static_cast<int>(attrNumber(node, "blurRadius", static_cast<float>(s.shadowBlur)));
        } else if (tag == "glow") {
            s.flags |= RichElementText::GLOW_FLAG;
            if (node.attribute("color"))
                s.glowColor = RichText::color3BWithString(node.attribute("color").value());
        } else if (tag == "a") {
            s.flags |= RichElementText::URL_FLAG;
            s.url = node.attribute("href").value();
            s.color = RichText::color3BWithString(text(RichText::KEY_ANCHOR_FONT_COLOR_STRING, "#0000FF"));
            if (flag(RichText::KEY_ANCHOR_TEXT_BOLD)) s.flags |= RichElementText::BOLD_FLAG;
            if (flag(RichText::KEY_ANCHOR_TEXT_ITALIC)) s.flags |= RichElementText::ITALICS_FLAG;
            applyLine(text(RichText::KEY_ANCHOR_TEXT_LINE, ""), s);
            applyStyle("ANCHOR_", s);
        } // any other tag keeps the look (its text is shown)
        return s;
    }

    void applyLine(const std::string& line, XmlStyle& s) const {
        if (line == RichText::VALUE_TEXT_LINE_DEL) s.flags |= RichElementText::STRIKETHROUGH_FLAG;
        if (line == RichText::VALUE_TEXT_LINE_UNDER) s.flags |= RichElementText::UNDERLINE_FLAG;
    }

    /// KEY_TEXT_STYLE (or KEY_ANCHOR_TEXT_STYLE, @p infix "ANCHOR_") and its colours and sizes.
    void applyStyle(const std::string& infix, XmlStyle& s) const {
        const std::string key = "KEY_" + infix + "TEXT_";
        const std::string style = text(key + "STYLE", "");
        if (style == RichText::VALUE_TEXT_STYLE_OUTLINE) {
            s.flags |= RichElementText::OUTLINE_FLAG;
            s.outlineColor = RichText::color3BWithString(text(key + "OUTLINE_COLOR", "#ffffff"));
            s.outlineSize = static_cast<int>(number(key + "OUTLINE_SIZE", -1));
        } else if (style == RichText::VALUE_TEXT_STYLE_SHADOW) {
            s.flags |= RichElementText::SHADOW_FLAG;
            s.shadowColor = RichText::color3BWithString(text(key + "SHADOW_COLOR", "#000000"));
            s.shadowOffset =
                Size(number(key + "SHADOW_OFFSET_WIDTH", 2.0f), number(key + "SHADOW_OFFSET_HEIGHT", -2.0f));
            s.shadowBlur = static_cast<int>(number(key + "SHADOW_BLUR_RADIUS", 0));
        } else if (style == RichText::VALUE_TEXT_STYLE_GLOW) {
            s.flags |= RichElementText::GLOW_FLAG;
            s.glowColor = RichText::color3BWithString(text(key + "GLOW_COLOR", "#ffffff"));
        }
    }

    std::string text(const std::string& key, const std::string& fallback) const {
        const PlistValue* v = _defaults.find(key);
        return v && v->isString() ? v->text() : fallback;
    }
    float number(const std::string& key, float fallback) const {
        const PlistValue* v = _defaults.find(key);
        return v && v->isNumber() ? RichText::markupNumber(v->number(), fallback) : fallback;
    }
    bool flag(const std::string& key) const {
        const PlistValue* v = _defaults.find(key);
        return v && ((v->isBoolean() && v->asBoolean()) || (v->isNumber() && v->number() != 0.0));
    }

    RichText* _owner;
    const PlistValue& _defaults;
};

} // namespace

bool RichText::initWithXML(const std::string& xml, const PlistValue& defaults,
                           const OpenUrlHandler& handleOpenUrl) {
    setDefaults(defaults);
    _handleOpenUrl = handleOpenUrl;
    // As cocos: the text is read inside one element, so plain text and several top-level tags are fine.
    const std::string wrapped = "<font>" + xml + "</font>";
    pugi::xml_document document;
    const pugi::xml_parse_result result =
        document.load_buffer(wrapped.data(), wrapped.size(), pugi::parse_default | pugi::parse_ws_pcdata);
    std::string error;
    if (result) {
        XmlReader reader(this, _defaults);
        if (reader.walk(document.first_child(), reader.initial(), 0, &error)) return true;
    } else {
        error = std::string(result.description()) + " at offset " +
                std::to_string(std::max<std::ptrdiff_t>(0, result.offset - 6)); // offset in the caller's text
    }
    logError("ccui.RichText: malformed XML: %s", error.c_str());
    _richElements.clear();
    return false;
}

} // namespace ui
} // namespace cc
