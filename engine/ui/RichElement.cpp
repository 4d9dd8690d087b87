// engine/ui/RichElement.cpp
#include "ui/RichElement.h"

#include "scene/Utf8Text.h"

namespace cc {
namespace ui {
namespace {

template <class T> T* autoreleased(T* element, int tag, const Color3B& color, std::uint8_t opacity) {
    element->init(tag, color, opacity);
    return static_cast<T*>(element->autorelease());
}

} // namespace

bool RichElement::init(int tag, const Color3B& color, std::uint8_t opacity) {
    _tag = tag;
    _color = color;
    _opacity = opacity;
    return true;
}

RichElementText* RichElementText::create(int tag, const Color3B& color, std::uint8_t opacity,
                                         const std::string& text, const std::string& fontName, float fontSize,
                                         std::uint32_t flags, const std::string& url,
                                         const Color3B& outlineColor, int outlineSize,
                                         const Color3B& shadowColor, const Size& shadowOffset,
                                         int shadowBlurRadius, const Color3B& glowColor) {
    auto* element = autoreleased(new RichElementText(), tag, color, opacity);
    element->_text = toValidUtf8(text); // a font renderer never sees a broken sequence
    element->_fontName = fontName;
    element->_fontSize = fontSize;
    element->_flags = flags;
    element->_url = url;
    element->_outlineColor = outlineColor;
    element->_outlineSize = outlineSize;
    element->_shadowColor = shadowColor;
    element->_shadowOffset = shadowOffset;
    element->_shadowBlurRadius = shadowBlurRadius;
    element->_glowColor = glowColor;
    return element;
}

RichElementImage* RichElementImage::create(int tag, const Color3B& color, std::uint8_t opacity,
                                           const std::string& filePath, const std::string& url,
                                           Widget::TextureResType texType) {
    auto* element = autoreleased(new RichElementImage(), tag, color, opacity);
    element->_filePath = filePath;
    element->_url = url;
    element->_textureType = texType;
    return element;
}

RichElementCustomNode* RichElementCustomNode::create(int tag, const Color3B& color, std::uint8_t opacity,
                                                     Node* customNode) {
    auto* element = autoreleased(new RichElementCustomNode(), tag, color, opacity);
    element->_customNode = customNode;
    return element;
}

RichElementNewLine* RichElementNewLine::create(int tag, const Color3B& color, std::uint8_t opacity) {
    return autoreleased(new RichElementNewLine(), tag, color, opacity);
}

} // namespace ui
} // namespace cc
