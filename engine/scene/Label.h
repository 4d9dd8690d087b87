// engine/scene/Label.h — a text node, as data.
#pragma once

#include "math/Color.h"
#include "scene/BlendFunc.h"
#include "scene/Node.h"

#include <string>

namespace cc {

class TextMeasurer;

enum class TextHAlignment { LEFT, CENTER, RIGHT };
enum class TextVAlignment { TOP, CENTER, BOTTOM };

/// cocos2d-x `Label`, as data: the text, the font (system font name or TTF file), its size, text
/// colour and alignment. The content size comes from the installed TextMeasurer; without one it is
/// estimated as 0.6 * fontSize per character (UTF-8 code point) by fontSize per line. Non-zero
/// dimensions override the measured width / height. Anchor (0.5, 0.5).
class Label : public Node, public BlendProtocol {
public:
    static void setTextMeasurer(TextMeasurer* measurer);
    static TextMeasurer* getTextMeasurer();

    /// An empty label with the default system font ("Arial", 12).
    static Label* create();
    static Label* createWithSystemFont(const std::string& text, const std::string& font, float fontSize,
                                       const Size& dimensions = Size::ZERO,
                                       TextHAlignment hAlignment = TextHAlignment::LEFT,
                                       TextVAlignment vAlignment = TextVAlignment::TOP);
    static Label* createWithTTF(const std::string& text, const std::string& fontFilePath, float fontSize,
                                const Size& dimensions = Size::ZERO,
                                TextHAlignment hAlignment = TextHAlignment::LEFT,
                                TextVAlignment vAlignment = TextVAlignment::TOP);

    virtual void setString(const std::string& text);
    const std::string& getString() const { return _text; }
    /// Number of characters (UTF-8 code points).
    int getStringLength() const;

    /// True for createWithTTF labels: getFontName() is then a font file path.
    bool isTTF() const { return _isTTF; }
    const std::string& getFontName() const { return _fontName; }
    float getFontSize() const { return _fontSize; }
    void setSystemFontName(const std::string& font);
    const std::string& getSystemFontName() const { return _fontName; }
    void setSystemFontSize(float fontSize);
    float getSystemFontSize() const { return _fontSize; }
    void setTTFFontFile(const std::string& fontFilePath);

    void setTextColor(const Color4B& color) { _textColor = color; }
    const Color4B& getTextColor() const { return _textColor; }
    void setAlignment(TextHAlignment hAlignment) { _hAlignment = hAlignment; }
    void setAlignment(TextHAlignment hAlignment, TextVAlignment vAlignment) {
        _hAlignment = hAlignment;
        _vAlignment = vAlignment;
    }
    void setHorizontalAlignment(TextHAlignment hAlignment) { _hAlignment = hAlignment; }
    void setVerticalAlignment(TextVAlignment vAlignment) { _vAlignment = vAlignment; }
    TextHAlignment getHorizontalAlignment() const { return _hAlignment; }
    TextVAlignment getVerticalAlignment() const { return _vAlignment; }
    /// Box to lay the text out in; 0 means "as measured" on that axis.
    void setDimensions(float width, float height);
    const Size& getDimensions() const { return _dimensions; }

    bool initWithFont(const std::string& text, const std::string& font, float fontSize, bool isTTF,
                      const Size& dimensions, TextHAlignment hAlignment, TextVAlignment vAlignment);

protected:
    /// Recomputes the content size from the text, font and dimensions.
    void updateContentSize();

    std::string _text;
    std::string _fontName = "Arial";
    float _fontSize = 12.0f;
    bool _isTTF = false;
    Color4B _textColor = Color4B::WHITE;
    TextHAlignment _hAlignment = TextHAlignment::LEFT;
    TextVAlignment _vAlignment = TextVAlignment::TOP;
    Size _dimensions;
};

} // namespace cc
