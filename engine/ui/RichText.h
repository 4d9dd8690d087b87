// engine/ui/RichText.h — text in several fonts, colours and sizes with images and nodes inline,
// wrapped into lines (cocos2d-x 3.17's ui::RichText).
#pragma once

#include "base/PropertyList.h"
#include "base/Vector.h"
#include "ui/RichElement.h"
#include "ui/Widget.h"

#include <functional>
#include <string>
#include <vector>

namespace cc {

class Label;

namespace ui {

/// Elements are laid out by formatText() (run before drawing when something changed): while the
/// widget adapts to its content (the default) everything stays on one line except at new-line
/// elements; with ignoreContentAdaptWithSize(false) lines wrap at the content width, per word (a
/// break after a space or next to a CJK character) or per character. A line's pieces share its
/// bottom; lines are stacked down from the top, setVerticalSpace() apart. The defaults (cocos's
/// ValueMap, here a PlistValue dict under cocos's KEY_* names) hold the look createWithXML() starts
/// from and the look of <a> links.
class RichText : public Widget {
public:
    enum class WrapMode { WRAP_PER_WORD, WRAP_PER_CHAR };
    enum class HorizontalAlignment { LEFT, CENTER, RIGHT };
    using OpenUrlHandler = std::function<void(const std::string&)>;

    static const std::string KEY_VERTICAL_SPACE;
    static const std::string KEY_WRAP_MODE;
    static const std::string KEY_HORIZONTAL_ALIGNMENT;
    static const std::string KEY_FONT_COLOR_STRING;
    static const std::string KEY_FONT_SIZE;
    static const std::string KEY_FONT_SMALL;
    static const std::string KEY_FONT_BIG;
    static const std::string KEY_FONT_FACE;
    static const std::string KEY_TEXT_BOLD;
    static const std::string KEY_TEXT_ITALIC;
    static const std::string KEY_TEXT_LINE;
    static const std::string VALUE_TEXT_LINE_NONE;
    static const std::string VALUE_TEXT_LINE_DEL;
    static const std::string VALUE_TEXT_LINE_UNDER;
    static const std::string KEY_TEXT_STYLE;
    static const std::string VALUE_TEXT_STYLE_NONE;
    static const std::string VALUE_TEXT_STYLE_OUTLINE;
    static const std::string VALUE_TEXT_STYLE_SHADOW;
    static const std::string VALUE_TEXT_STYLE_GLOW;
    static const std::string KEY_TEXT_OUTLINE_COLOR;
    static const std::string KEY_TEXT_OUTLINE_SIZE;
    static const std::string KEY_TEXT_SHADOW_COLOR;
    static const std::string KEY_TEXT_SHADOW_OFFSET_WIDTH;
    static const std::string KEY_TEXT_SHADOW_OFFSET_HEIGHT;
    static const std::string KEY_TEXT_SHADOW_BLUR_RADIUS;
    static const std::string KEY_TEXT_GLOW_COLOR;
    static const std::string KEY_URL;
    static const std::string KEY_ANCHOR_FONT_COLOR_STRING;
    static const std::string KEY_ANCHOR_TEXT_BOLD;
    static const std::string KEY_ANCHOR_TEXT_ITALIC;
    static const std::string KEY_ANCHOR_TEXT_LINE;
    static const std::string KEY_ANCHOR_TEXT_STYLE;
    static const std::string KEY_ANCHOR_TEXT_OUTLINE_COLOR;
    static const std::string KEY_ANCHOR_TEXT_OUTLINE_SIZE;
    static const std::string KEY_ANCHOR_TEXT_SHADOW_COLOR;
    static const std::string KEY_ANCHOR_TEXT_SHADOW_OFFSET_WIDTH;
    static const std::string KEY_ANCHOR_TEXT_SHADOW_OFFSET_HEIGHT;
    static const std::string KEY_ANCHOR_TEXT_SHADOW_BLUR_RADIUS;
    static const std::string KEY_ANCHOR_TEXT_GLOW_COLOR;

    static RichText* create();
    /// nullptr (and one error giving the XML parser's message and offset) for malformed XML.
    static RichText* createWithXML(const std::string& xml, const PlistValue& defaults = PlistValue(),
                                   const OpenUrlHandler& handleOpenUrl = nullptr);
    bool initWithXML(const std::string& xml, const PlistValue& defaults = PlistValue(),
                     const OpenUrlHandler& handleOpenUrl = nullptr);

    void insertElement(RichElement* element, int index);
    void pushBackElement(RichElement* element);
    void removeElement(int index);
    void removeElement(RichElement* element);
    const Vector<RichElement*>& getElements() const { return _richElements; }

    void setVerticalSpace(float space);
    void setWrapMode(WrapMode wrapMode);
    WrapMode getWrapMode() const;
    void setHorizontalAlignment(HorizontalAlignment a);
    HorizontalAlignment getHorizontalAlignment() const;
    void setFontColor(const std::string& color);
    std::string getFontColor();
    Color3B getFontColor3B();
    void setFontSize(float size);
    float getFontSize();
    void setFontFace(const std::string& face);
    std::string getFontFace();
    void setAnchorFontColor(const std::string& color);
    std::string getAnchorFontColor();
    Color3B getAnchorFontColor3B();
    void setAnchorTextBold(bool enable);
    bool isAnchorTextBoldEnabled();
    void setAnchorTextItalic(bool enable);
    bool isAnchorTextItalicEnabled();
    void setAnchorTextDel(bool enable);
    bool isAnchorTextDelEnabled();
    void setAnchorTextUnderline(bool enable);
    bool isAnchorTextUnderlineEnabled();
    void setAnchorTextOutline(bool enable, const Color3B& outlineColor = Color3B::WHITE,
                              int outlineSize = -1);
    bool isAnchorTextOutlineEnabled();
    Color3B getAnchorTextOutlineColor3B();
    int getAnchorTextOutlineSize();
    void setAnchorTextShadow(bool enable, const Color3B& shadowColor = Color3B::BLACK,
                             const Size& offset = Size(2.0f, -2.0f), int blurRadius = 0);
    bool isAnchorTextShadowEnabled();
    Color3B getAnchorTextShadowColor3B();
    Size getAnchorTextShadowOffset();
    int getAnchorTextShadowBlurRadius();
    void setAnchorTextGlow(bool enable, const Color3B& glowColor = Color3B::WHITE);
    bool isAnchorTextGlowEnabled();
    Color3B getAnchorTextGlowColor3B();
    /// Merges @p defaults (a dict) into the current ones.
    void setDefaults(const PlistValue& defaults);
    const PlistValue& getDefaults() const { return _defaults; }

    /// "#RRGGBB" (or "#RRGGBBAA", alpha ignored) to a colour; white for anything else.
    static Color3B color3BWithString(const std::string& color);
    static std::string stringWithColor3B(const Color3B& color3b);
    static std::string stringWithColor4B(const Color4B& color4b);

    /// The handler given to createWithXML() or setOpenUrlHandler(), else Application::openURL.
    void openUrl(const std::string& url);
    void setOpenUrlHandler(const OpenUrlHandler& handleOpenUrl) { _handleOpenUrl = handleOpenUrl; }

    /// Lays the elements out now (and again whenever they, the size or the defaults change).
    void formatText();
    void ignoreContentAdaptWithSize(bool ignore) override;
    Size getVirtualRendererSize() const override { return _contentSize; }
    void visit(const AffineTransform& parentToWorld) override;
    /// The node holding one child per laid-out piece (cocos's element renderers container).
    Node* getRenderersContainer() const { return _container; }

    /// A number from markup or from the defaults (atof and Lua give any double) as the float the
    /// layout uses: not finite gives `fallback`, the rest is held within +-1e6, so that sizes cast
    /// to int stay defined.
    static float markupNumber(double value, float fallback);

protected:
    RichText() = default;
    bool init() override;
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;

private:
    struct Piece;
    void layoutElement(RichElement* element, float wrapWidth, std::vector<std::vector<Piece>>& lines);
    void layoutText(RichElementText* element, float wrapWidth, std::vector<std::vector<Piece>>& lines);
    void placeLines(std::vector<std::vector<Piece>>& lines);
    Label* makeTextLabel(RichElementText* element, const std::string& text) const;
    void attachUrl(Node* renderer, const std::string& url);
    float number(const std::string& key, float fallback) const;
    bool flag(const std::string& key) const;
    std::string text(const std::string& key, const std::string& fallback) const;

    Vector<RichElement*> _richElements;
    Node* _container = nullptr; // a protected child
    PlistValue _defaults;
    OpenUrlHandler _handleOpenUrl;
    bool _formatTextDirty = true;
};

} // namespace ui
} // namespace cc
