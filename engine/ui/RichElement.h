// engine/ui/RichElement.h — the pieces a RichText is built from (cocos2d-x 3.17's RichElement*).
#pragma once

#include "base/Ref.h"
#include "base/RefPtr.h"
#include "math/Color.h"
#include "math/Size.h"
#include "scene/Node.h"
#include "ui/Widget.h"

#include <cstdint>
#include <string>

namespace cc {
namespace ui {

/// A piece of rich text: its tag, colour and opacity (cocos's RichElement).
class RichElement : public Ref {
public:
    enum class Type { TEXT, IMAGE, CUSTOM, NEWLINE };

    bool init(int tag, const Color3B& color, std::uint8_t opacity);
    Type getType() const { return _type; }
    int getTag() const { return _tag; }
    const Color3B& getColor() const { return _color; }
    std::uint8_t getOpacity() const { return _opacity; }
    bool equalType(Type type) const { return _type == type; }
    void setColor(const Color3B& color) { _color = color; }

protected:
    explicit RichElement(Type type) : _type(type) {}
    Type _type;
    int _tag = 0;
    Color3B _color = Color3B::WHITE;
    std::uint8_t _opacity = 255;
};

/// A run of text in one font, size and style.
class RichElementText : public RichElement {
public:
    /// cocos's style bits.
    enum {
        ITALICS_FLAG = 1 << 0,
        BOLD_FLAG = 1 << 1,
        UNDERLINE_FLAG = 1 << 2,
        STRIKETHROUGH_FLAG = 1 << 3,
        URL_FLAG = 1 << 4,
        OUTLINE_FLAG = 1 << 5,
        SHADOW_FLAG = 1 << 6,
        GLOW_FLAG = 1 << 7
    };

    static RichElementText* create(int tag, const Color3B& color, std::uint8_t opacity,
                                   const std::string& text, const std::string& fontName, float fontSize,
                                   std::uint32_t flags = 0, const std::string& url = "",
                                   const Color3B& outlineColor = Color3B::WHITE, int outlineSize = -1,
                                   const Color3B& shadowColor = Color3B::BLACK,
                                   const Size& shadowOffset = Size(2.0f, -2.0f), int shadowBlurRadius = 0,
                                   const Color3B& glowColor = Color3B::WHITE);

    /// Invalid UTF-8 is stored with U+FFFD in place of each bad sequence.
    const std::string& getText() const { return _text; }
    const std::string& getFontName() const { return _fontName; }
    float getFontSize() const { return _fontSize; }
    std::uint32_t getFlags() const { return _flags; }
    const std::string& getUrl() const { return _url; }
    const Color3B& getOutlineColor() const { return _outlineColor; }
    int getOutlineSize() const { return _outlineSize; }
    const Color3B& getShadowColor() const { return _shadowColor; }
    const Size& getShadowOffset() const { return _shadowOffset; }
    int getShadowBlurRadius() const { return _shadowBlurRadius; }
    const Color3B& getGlowColor() const { return _glowColor; }

private:
    RichElementText() : RichElement(Type::TEXT) {}
    std::string _text;
    std::string _fontName;
    float _fontSize = 0.0f;
    std::uint32_t _flags = 0;
    std::string _url;
    Color3B _outlineColor;
    int _outlineSize = -1;
    Color3B _shadowColor;
    Size _shadowOffset;
    int _shadowBlurRadius = 0;
    Color3B _glowColor;
};

/// An image file (or sprite frame) set inline; width and height scale it when above 0.
class RichElementImage : public RichElement {
public:
    static RichElementImage* create(int tag, const Color3B& color, std::uint8_t opacity,
                                    const std::string& filePath, const std::string& url = "",
                                    Widget::TextureResType texType = Widget::TextureResType::LOCAL);
    void setWidth(int width) { _width = width; }
    void setHeight(int height) { _height = height; }
    int getWidth() const { return _width; }
    int getHeight() const { return _height; }
    void setUrl(const std::string& url) { _url = url; }
    const std::string& getUrl() const { return _url; }
    const std::string& getFilePath() const { return _filePath; }
    Widget::TextureResType getTextureType() const { return _textureType; }

private:
    RichElementImage() : RichElement(Type::IMAGE) {}
    std::string _filePath;
    std::string _url;
    Widget::TextureResType _textureType = Widget::TextureResType::LOCAL;
    int _width = -1;
    int _height = -1;
};

/// Any node, placed as it is (retained by the element).
class RichElementCustomNode : public RichElement {
public:
    static RichElementCustomNode* create(int tag, const Color3B& color, std::uint8_t opacity,
                                         Node* customNode);
    Node* getCustomNode() const { return _customNode.get(); }

private:
    RichElementCustomNode() : RichElement(Type::CUSTOM) {}
    RefPtr<Node> _customNode;
};

/// Ends the line.
class RichElementNewLine : public RichElement {
public:
    static RichElementNewLine* create(int tag, const Color3B& color, std::uint8_t opacity);

private:
    RichElementNewLine() : RichElement(Type::NEWLINE) {}
};

} // namespace ui
} // namespace cc
