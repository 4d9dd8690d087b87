// engine/ui/Button.h — a push button: three images and a title.
#pragma once

#include "scene/Label.h"
#include "ui/ResourceData.h"
#include "ui/Widget.h"

namespace cc {
namespace ui {

class Scale9Sprite;

/// cocos2d-x 3.17 `ui::Button`. Touch is on from the start. Its renderers (protected children) are
/// the normal, pressed and disabled sprites (z -2, each stretched over the content size unless the
/// button adapts to the normal image) and the title Label (z 1, centred, made by the first title
/// call). Pressed shows the pressed image, zoomed by the zoom scale over 0.05 s when pressed actions
/// are on; a button without a pressed image shows the normal one zoomed instead. Disabled shows the
/// disabled image, else the normal one in grey. The images are Scale9Sprites: with scale9 on they
/// are cut into nine by their cap insets and sized to the button (adapting to the image is off
/// until scale9 is off again).
class Button : public Widget {
public:
    static Button* create();
    static Button* create(const std::string& normalImage, const std::string& selectedImage = "",
                          const std::string& disableImage = "",
                          TextureResType texType = TextureResType::LOCAL);

    void loadTextures(const std::string& normal, const std::string& selected,
                      const std::string& disabled = "", TextureResType texType = TextureResType::LOCAL);
    /// Each: an empty name is ignored; one that cannot be loaded logs an error naming it.
    void loadTextureNormal(const std::string& normal, TextureResType texType = TextureResType::LOCAL);
    void loadTexturePressed(const std::string& selected, TextureResType texType = TextureResType::LOCAL);
    void loadTextureDisabled(const std::string& disabled, TextureResType texType = TextureResType::LOCAL);
    ResourceData getNormalFile() const { return {static_cast<int>(_normalTexType), _normalFileName}; }
    ResourceData getPressedFile() const { return {static_cast<int>(_pressedTexType), _clickedFileName}; }
    ResourceData getDisabledFile() const { return {static_cast<int>(_disabledTexType), _disabledFileName}; }

    void setScale9Enabled(bool enabled);
    bool isScale9Enabled() const { return _scale9Enabled; }
    /// All three images'; Rect::ZERO: the middle third each way.
    void setCapInsets(const Rect& capInsets);
    void setCapInsetsNormalRenderer(const Rect& capInsets);
    void setCapInsetsPressedRenderer(const Rect& capInsets);
    void setCapInsetsDisabledRenderer(const Rect& capInsets);
    const Rect& getCapInsetsNormalRenderer() const { return _capInsetsNormal; }
    const Rect& getCapInsetsPressedRenderer() const { return _capInsetsPressed; }
    const Rect& getCapInsetsDisabledRenderer() const { return _capInsetsDisabled; }

    void setPressedActionEnabled(bool enabled) { _pressedActionEnabled = enabled; }
    bool isPressedActionEnabled() const { return _pressedActionEnabled; }
    /// How much a press zooms (added to the scale); cocos's default 0.1.
    void setZoomScale(float scale) { _zoomScale = scale; }
    float getZoomScale() const { return _zoomScale; }

    void setTitleText(const std::string& text);
    std::string getTitleText() const;
    void setTitleColor(const Color3B& color);
    Color3B getTitleColor() const;
    void setTitleFontSize(float size);
    float getTitleFontSize() const;
    /// A name that is an existing file is a TTF font, anything else a system font.
    void setTitleFontName(const std::string& fontName);
    std::string getTitleFontName() const;
    void setTitleAlignment(TextHAlignment hAlignment);
    void setTitleAlignment(TextHAlignment hAlignment, TextVAlignment vAlignment);
    Label* getTitleRenderer() const { return _titleRenderer; }
    Label* getTitleLabel() const { return _titleRenderer; }
    /// Makes @p label the title renderer in place of the current one (nullptr or the same: nothing).
    void setTitleLabel(Label* label);
    /// cocos 3.17: forget a state's image file, type, size and "loaded" flag; the renderer keeps
    /// what it shows (Scale9Sprite::resetRender does nothing there either).
    void resetNormalRender();
    void resetPressedRender();
    void resetDisabledRender();

    Scale9Sprite* getRendererNormal() const { return _buttonNormalRenderer; }
    Scale9Sprite* getRendererClicked() const { return _buttonClickedRenderer; }
    Scale9Sprite* getRendererDisabled() const { return _buttonDisabledRenderer; }
    Size getNormalTextureSize() const { return _normalTextureSize; }

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;
    void setFlippedX(bool flippedX) override;
    void setFlippedY(bool flippedY) override;

protected:
    Button() = default;
    bool init() override;
    void initRenderer() override;
    void onSizeChanged() override;
    void onPressStateChangedToNormal() override;
    void onPressStateChangedToPressed() override;
    void onPressStateChangedToDisabled() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    void createTitleRendererIfNull();
    /// Which of the three image renderers show.
    void showRenderers(bool normal, bool clicked, bool disabled);

    Scale9Sprite* _buttonNormalRenderer = nullptr;
    Scale9Sprite* _buttonClickedRenderer = nullptr;
    Scale9Sprite* _buttonDisabledRenderer = nullptr;
    Label* _titleRenderer = nullptr;
    std::string _normalFileName, _clickedFileName, _disabledFileName;
    TextureResType _normalTexType = TextureResType::LOCAL;
    TextureResType _pressedTexType = TextureResType::LOCAL;
    TextureResType _disabledTexType = TextureResType::LOCAL;
    bool _normalTextureLoaded = false, _pressedTextureLoaded = false, _disabledTextureLoaded = false;
    Size _normalTextureSize, _pressedTextureSize, _disabledTextureSize;
    Vec2 _normalScaleInSize = Vec2(1.0f, 1.0f), _pressedScaleInSize = Vec2(1.0f, 1.0f);
    bool _pressedActionEnabled = false;
    float _zoomScale = 0.1f;
    bool _scale9Enabled = false;
    bool _prevIgnoreSize = true;
    Rect _capInsetsNormal, _capInsetsPressed, _capInsetsDisabled;
    float _fontSize = 10.0f;
    std::string _fontName;
};

} // namespace ui
} // namespace cc
