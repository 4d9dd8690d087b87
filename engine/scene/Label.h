// engine/scene/Label.h — a text node, as data.
#pragma once

#include "math/Color.h"
#include "scene/BlendFunc.h"
#include "scene/Node.h"
#include "scene/TextMeasurer.h"

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace cc {

class BitmapFont;
struct BitmapTextLayout;
class Sprite;
class Texture2D;

enum class TextHAlignment { LEFT, CENTER, RIGHT };
enum class TextVAlignment { TOP, CENTER, BOTTOM };
/// cocos2d-x 3.17's LabelEffect (cc.LabelEffect in Lua).
enum class LabelEffect { NORMAL, OUTLINE, SHADOW, GLOW, ITALICS, BOLD, UNDERLINE, STRIKETHROUGH, ALL };
/// cocos2d-x 3.17's Label::Overflow (cc.LabelOverflow in Lua): what happens to text that does not
/// fit the dimensions.
enum class LabelOverflow { NONE, CLAMP, SHRINK, RESIZE_HEIGHT };

/// cocos2d-x `Label`, as data: the text, the font (system font name, TTF file, or a bitmap font:
/// an AngelCode .fnt file or a char map), its size, text colour and alignment. Anchor (0.5, 0.5).
///
/// System and TTF fonts: the content size comes from the installed TextMeasurer; without one it is
/// estimated as 0.6 * fontSize per character (UTF-8 code point) by fontSize per line. Non-zero
/// dimensions override the measured width / height.
///
/// Bitmap fonts (createWithBMFont, createWithCharMap): the label lays its glyphs out itself
/// (BitmapTextLayout: cocos2d-x 3.17's wrapping, kerning, line height and alignment) and the
/// renderer draws each glyph from the font's page images, tinted by the node's displayed colour and
/// opacity (the text colour is for system and TTF fonts, as in cocos2d-x). A font that cannot be
/// read is logged as an error naming the file: create* return nullptr, set* return false and keep
/// the font the label had.
///
/// Effects (LabelEffects.cpp): system and TTF fonts draw an outline, a glow (a blurred outline),
/// a shadow, and SDL_ttf's bold, underline and strikethrough styles; italics is cocos2d-x's
/// rotation skew of 12 degrees on every kind of font; bitmap fonts draw a shadow, bold as cocos2d-x
/// makes it (a white shadow 0.9 to the right and one more point of kerning) and ignore the others
/// with a warning, as cocos2d-x ignores outline and glow on them. Overflow (LabelOverflow.cpp):
/// see setOverflow.
class Label : public Node, public BlendProtocol {
public:
    ~Label() override;

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

    /// A label drawn with the bitmap font @p bmfontPath (.fnt); @p maxLineWidth > 0 wraps lines.
    static Label* createWithBMFont(const std::string& bmfontPath, const std::string& text,
                                   TextHAlignment hAlignment = TextHAlignment::LEFT, int maxLineWidth = 0,
                                   const Vec2& imageOffset = Vec2::ZERO);
    /// A label drawn from a char map (see BitmapFont::fromCharMap): an image file, a texture, or a
    /// property list describing one (CharMapFile).
    static Label* createWithCharMap(const std::string& charMapFile, int itemWidth, int itemHeight,
                                    int startCharMap);
    static Label* createWithCharMap(Texture2D* texture, int itemWidth, int itemHeight, int startCharMap);
    static Label* createWithCharMap(const std::string& plistFile);

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

    /// Switches to the bitmap font @p bmfontFilePath; false (logged) when it cannot be read. Drawn at
    /// @p fontSize when above 0, else at the size the .fnt was made at (its `info size`).
    bool setBMFontFilePath(const std::string& bmfontFilePath, const Vec2& imageOffset = Vec2::ZERO,
                           float fontSize = 0.0f);
    const std::string& getBMFontFilePath() const { return _bmFontPath; }
    /// .fnt fonts: glyphs, offsets, advances, kerning and line height scale by fontSize / the
    /// size the font was made at. Sizes <= 0 are ignored, as by cocos2d-x.
    void setBMFontSize(float fontSize);
    float getBMFontSize() const { return _bmFontSize; }
    /// Switches to a char map; false (logged) when it cannot be made.
    bool setCharMap(const std::string& charMapFile, int itemWidth, int itemHeight, int startCharMap);
    bool setCharMap(Texture2D* texture, int itemWidth, int itemHeight, int startCharMap);
    bool setCharMap(const std::string& plistFile);
    /// The bitmap font, or nullptr for system and TTF fonts.
    const BitmapFont* getBitmapFont() const { return _bitmapFont.get(); }
    /// Where each glyph goes (bitmap fonts only; nullptr otherwise).
    const BitmapTextLayout* getBitmapLayout() const { return _layout.get(); }

    void setTextColor(const Color4B& color) { _textColor = color; }
    const Color4B& getTextColor() const { return _textColor; }
    void setAlignment(TextHAlignment hAlignment);
    void setAlignment(TextHAlignment hAlignment, TextVAlignment vAlignment);
    void setHorizontalAlignment(TextHAlignment hAlignment);
    void setVerticalAlignment(TextVAlignment vAlignment);
    TextHAlignment getHorizontalAlignment() const { return _hAlignment; }
    TextVAlignment getVerticalAlignment() const { return _vAlignment; }
    /// Box to lay the text out in; 0 means "as measured" on that axis. The width is also the
    /// width lines wrap at (cocos2d-x: it replaces the max line width).
    void setDimensions(float width, float height);
    const Size& getDimensions() const { return _dimensions; }
    void setWidth(float width) { setDimensions(width, _dimensions.height); }
    float getWidth() const { return _dimensions.width; }
    void setHeight(float height) { setDimensions(_dimensions.width, height); }
    float getHeight() const { return _dimensions.height; }
    /// Lines wrap at this width (0: only at '\n'); ignored while the dimensions give a width.
    void setMaxLineWidth(float maxLineWidth);
    float getMaxLineWidth() const { return _maxLineWidth; }
    /// Bitmap fonts: the distance between lines (the font's line height until set). System and TTF
    /// fonts keep SDL_ttf's line height: setting one is a warning, and getLineHeight() returns 0.
    void setLineHeight(float height);
    float getLineHeight() const { return _lineHeight; }
    /// Bitmap fonts: extra space between lines, and between characters.
    void setLineSpacing(float spacing);
    float getLineSpacing() const { return _lineSpacing; }
    void setAdditionalKerning(float space);
    float getAdditionalKerning() const { return _additionalKerning; }
    /// Bitmap fonts: wrap between any two characters instead of between words.
    void setLineBreakWithoutSpace(bool breakWithoutSpace);
    bool isLineBreakWithoutSpace() const { return _lineBreakWithoutSpace; }
    /// Lines of text: as laid out for bitmap fonts; '\n'-separated lines for system and TTF fonts
    /// (as cocos2d-x counts them); 0 for an empty string.
    int getStringNumLines() const;

    /// Outline of @p outlineSize pixels (system and TTF fonts; cocos2d-x's size -1 keeps the size
    /// an earlier call set, and does nothing without one). The glyphs grow by the size on each side.
    void enableOutline(const Color4B& outlineColor, int outlineSize = -1);
    /// The text drawn again under itself in @p shadowColor, moved by @p offset (y up). The blur
    /// radius is kept for getShadowBlurRadius but not drawn, as in cocos2d-x.
    void enableShadow(const Color4B& shadowColor = Color4B::BLACK, const Size& offset = Size(2.0f, -2.0f),
                      int blurRadius = 0);
    /// A blurred outline in @p glowColor under the text (system and TTF fonts).
    void enableGlow(const Color4B& glowColor);
    /// cocos2d-x's italics: setRotationSkewX(12).
    void enableItalics();
    void enableBold();
    void enableUnderline();
    /// A line through the middle of the glyphs.
    void enableStrikethrough();
    /// Turns off every effect, or one of them.
    void disableEffect();
    void disableEffect(LabelEffect effect);
    /// NORMAL, OUTLINE or GLOW (shadow and styles do not change it, as in cocos2d-x).
    LabelEffect getLabelEffectType() const { return _effect; }
    /// The outline or glow colour.
    Color4F getEffectColor() const { return _effectColor; }
    float getOutlineSize() const { return static_cast<float>(_outlineSize); }
    bool isShadowEnabled() const { return _shadowEnabled; }
    Size getShadowOffset() const { return _shadowOffset; }
    float getShadowBlurRadius() const { return _shadowBlurRadius; }
    Color4F getShadowColor() const { return _shadowColor; }
    bool isBold() const { return _bold; }
    bool isItalics() const { return _italics; }
    bool isUnderline() const { return _underline; }
    bool isStrikethrough() const { return _strikethrough; }
    /// The glow's blur radius in pixels, from the font size.
    int getGlowRadius() const;
    /// What SDL_ttf sets system and TTF text with: font, size after SHRINK, wrap width and styles.
    TextStyle getTextStyle() const;

    /// NONE draws all the text; CLAMP cuts what falls outside the dimensions; SHRINK makes the font
    /// smaller, a point at a time, until the text fits them (the rendering size; getters keep the size
    /// set); RESIZE_HEIGHT sets the height to the text's (the dimensions' height becomes 0) and wraps.
    /// Char maps have no font size: SHRINK is ignored for them, as in cocos2d-x.
    void setOverflow(LabelOverflow overflow);
    LabelOverflow getOverflow() const { return _overflow; }
    /// Off: lines break only at '\n', however wide the dimensions. Ignored under RESIZE_HEIGHT.
    void enableWrap(bool enable);
    bool isWrapEnabled() const { return _wrapEnabled; }
    /// The font size drawn: the one set, or smaller after SHRINK.
    float getRenderingFontSize() const;

    /// Bitmap fonts (LabelLetters.cpp): the character at @p letterIndex (code points, from 0) as a
    /// Sprite child of the label, made on the first call, which the label draws instead of its own
    /// glyph: it can be moved, scaled, turned, tinted and hidden. Like cocos2d-x, every layout (a new
    /// string, size, width...) puts each letter back at its place and scale. nullptr for system and
    /// TTF fonts, an index past the text, and a character without a glyph (a space, '\n').
    Sprite* getLetter(int letterIndex);
    /// Whether the character at @p letterIndex is drawn by its letter sprite.
    bool hasLetterSprite(int letterIndex) const { return _letters.count(letterIndex) != 0; }
    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;
    void updateDisplayedColor(const Color3B& parentColor) override;
    void updateDisplayedOpacity(GLubyte parentOpacity) override;

    bool initWithFont(const std::string& text, const std::string& font, float fontSize, bool isTTF,
                      const Size& dimensions, TextHAlignment hAlignment, TextVAlignment vAlignment);

protected:
    /// Recomputes the content size (and for bitmap fonts the glyphs) from the text, font and box.
    void updateContentSize();
    /// Takes @p font (made by @p what, for the log) unless it is nullptr; @p path is its file.
    bool useBitmapFont(std::shared_ptr<const BitmapFont> font, const std::string& path,
                       const std::string& error, const char* what);
    /// Back to a system or TTF font.
    void dropBitmapFont();
    /// Puts each letter sprite back on its glyph's place, image and scale (after a layout).
    void updateLetterSprites();
    /// Effects on bitmap fonts other than the shadow: a warning, as cocos2d-x ignores them.
    bool refuseOnBitmapFont(const char* what) const;
    /// The bitmap layout of @p text (the label's, decoded) with the .fnt drawn at @p fontSize (0: its
    /// own size; char maps ignore it).
    void layOutBitmapText(const std::u32string& text, float fontSize);
    Size measureSystemText(float fontSize) const;
    /// True when text of @p size (its widest line, its lines' height) does not fit the dimensions.
    bool overflowsBox(const Size& size) const;
    /// SHRINK: the largest whole font size up to @p fontSize whose text, measured by @p measure,
    /// fits the dimensions (at least 1).
    float shrinkToFit(float fontSize, const std::function<Size(float)>& measure) const;

    std::string _text;
    std::string _fontName = "Arial";
    float _fontSize = 12.0f;
    bool _isTTF = false;
    Color4B _textColor = Color4B::WHITE;
    TextHAlignment _hAlignment = TextHAlignment::LEFT;
    TextVAlignment _vAlignment = TextVAlignment::TOP;
    Size _dimensions;
    float _maxLineWidth = 0.0f;
    float _lineHeight = 0.0f;
    float _lineSpacing = 0.0f;
    float _additionalKerning = 0.0f;
    float _bmFontSize = 0.0f;
    bool _lineBreakWithoutSpace = false;
    std::string _bmFontPath;
    std::shared_ptr<const BitmapFont> _bitmapFont;
    std::unique_ptr<BitmapTextLayout> _layout;

    std::map<int, Sprite*> _letters; // getLetter's sprites by character index; our children

    LabelEffect _effect = LabelEffect::NORMAL; // NORMAL, OUTLINE or GLOW
    Color4F _effectColor = Color4F::BLACK;
    int _outlineSize = 0;
    bool _shadowEnabled = false;
    Size _shadowOffset;
    float _shadowBlurRadius = 0.0f;
    Color4F _shadowColor = Color4F::BLACK;
    bool _bold = false;
    bool _italics = false;
    bool _underline = false;
    bool _strikethrough = false;

    LabelOverflow _overflow = LabelOverflow::NONE;
    bool _wrapEnabled = true;
    float _shrunkFontSize = 0.0f; ///< the font size SHRINK draws at (system, TTF or .fnt); 0: none
};

} // namespace cc
