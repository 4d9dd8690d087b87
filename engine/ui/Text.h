// engine/ui/Text.h — a widget showing a text label (system font or TTF).
#pragma once

#include "scene/Label.h"
#include "ui/Widget.h"

namespace cc {
namespace ui {

/// cocos2d-x 3.17 `ui::Text`: a Label renderer (a protected child) centred in the widget. A font
/// name that is an existing file is a TTF font (Type::TTF), anything else a system font. While the
/// widget adapts to its renderer (the default) it takes the label's size; otherwise the label is
/// laid out in the content size and scaled to it. With touch scale change on, a pressed text grows
/// by half.
class Text : public Widget {
public:
    enum class Type { SYSTEM, TTF };

    /// The label's letter sprite (Label::getLetter); nullptr out of range.
    Sprite* getLetter(int letterIndex);
    /// The label's blend function.
    void setBlendFunc(const BlendFunc& blendFunc);
    const BlendFunc& getBlendFunc() const;

    static Text* create();
    static Text* create(const std::string& textContent, const std::string& fontName, float fontSize);

    void setString(const std::string& text);
    const std::string& getString() const;
    /// Characters (UTF-8 code points).
    std::ptrdiff_t getStringLength() const;
    void setFontSize(float size);
    float getFontSize() const { return _fontSize; }
    void setFontName(const std::string& name);
    const std::string& getFontName() const { return _fontName; }
    Type getType() const { return _type; }
    void setTouchScaleChangeEnabled(bool enabled) { _touchScaleChangeEnabled = enabled; }
    bool isTouchScaleChangeEnabled() const { return _touchScaleChangeEnabled; }
    void setTextAreaSize(const Size& size);
    const Size& getTextAreaSize() const;
    void setTextHorizontalAlignment(TextHAlignment alignment);
    TextHAlignment getTextHorizontalAlignment() const;
    void setTextVerticalAlignment(TextVAlignment alignment);
    TextVAlignment getTextVerticalAlignment() const;
    void setTextColor(const Color4B& color);
    const Color4B& getTextColor() const;
    void enableShadow(const Color4B& shadowColor = Color4B::BLACK, const Size& offset = Size(2.0f, -2.0f),
                      int blurRadius = 0);
    void enableOutline(const Color4B& outlineColor, int outlineSize = 1);
    void enableGlow(const Color4B& glowColor);
    void disableEffect();
    void disableEffect(LabelEffect effect);
    bool isShadowEnabled() const;
    Size getShadowOffset() const;
    float getShadowBlurRadius() const;
    Color4B getShadowColor() const;
    int getOutlineSize() const;
    LabelEffect getLabelEffectType() const;
    Color4B getEffectColor() const;
    /// The label's own size.
    Size getAutoRenderSize();

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;

protected:
    Text() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    void onPressStateChangedToNormal() override;
    void onPressStateChangedToPressed() override;
    void onPressStateChangedToDisabled() override {}
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    /// After the label changed: the content size follows it (while adapting) and it is refitted.
    void labelChanged();

    Label* _labelRenderer = nullptr; // a protected child
    std::string _fontName = "Thonburi";
    float _fontSize = 10.0f;
    Type _type = Type::SYSTEM;
    bool _touchScaleChangeEnabled = false;
    float _onSelectedScaleOffset = 0.5f;
    Vec2 _normalScale = Vec2(1.0f, 1.0f);
};

} // namespace ui
} // namespace cc
