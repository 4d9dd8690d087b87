// engine/ui/Slider.h — a bar with a ball dragged along it.
#pragma once

#include "ui/GraySprite.h"
#include "ui/ResourceData.h"
#include "ui/Widget.h"

#include <functional>

namespace cc {

class Sprite;

namespace ui {

class Scale9Sprite;

/// cocos2d-x 3.17 `ui::Slider`. Renderers (protected children): the bar (z -3, the widget's size
/// source), the progress bar (z -2, stretched over the content and showing the percentage of its
/// width; with scale9 on, both are cut into nine by their cap insets and the progress bar is
/// stretched to the percentage of the bar's length instead) and the ball (z -1, a node holding the normal,
/// pressed and disabled ball sprites) at the percentage along the bar. Events in cocos 3.17's order:
/// ON_PERCENTAGE_CHANGED whenever the percent changes (setPercent included) and only then; a touch on the
/// ball or the bar moves the ball there (a change) and then sends ON_SLIDEBALL_DOWN; a move sends only the
/// change; the end sends ON_SLIDEBALL_UP, a cancel ON_SLIDEBALL_CANCEL, each after the touch ENDED / CANCELED
/// (and click) callbacks. Moves do not reach the touch listener, as in cocos. Percentages are whole numbers,
/// 0..max percent.
class Slider : public Widget {
public:
    enum class EventType { ON_PERCENTAGE_CHANGED, ON_SLIDEBALL_DOWN, ON_SLIDEBALL_UP, ON_SLIDEBALL_CANCEL };
    using ccSliderCallback = std::function<void(Ref*, EventType)>;

    static Slider* create();
    static Slider* create(const std::string& barTextureName, const std::string& normalBallTextureName,
                          TextureResType resType = TextureResType::LOCAL);

    /// Each: an empty name is ignored; one that cannot be loaded logs an error naming it.
    void loadBarTexture(const std::string& fileName, TextureResType resType = TextureResType::LOCAL);
    void loadProgressBarTexture(const std::string& fileName, TextureResType resType = TextureResType::LOCAL);
    void loadSlidBallTextures(const std::string& normal, const std::string& pressed = "",
                              const std::string& disabled = "",
                              TextureResType texType = TextureResType::LOCAL);
    void loadSlidBallTextureNormal(const std::string& normal, TextureResType resType = TextureResType::LOCAL);
    void loadSlidBallTexturePressed(const std::string& pressed,
                                    TextureResType resType = TextureResType::LOCAL);
    void loadSlidBallTextureDisabled(const std::string& disabled,
                                     TextureResType resType = TextureResType::LOCAL);

    /// Clamped to 0..max percent; sends ON_PERCENTAGE_CHANGED when the value changes.
    /// Scale9 on: the bar and progress bar draw nine slices and the slider stops adapting to its
    /// bar image (ignoreContentAdaptWithSize(true) is refused while it is on), as Button.
    void setScale9Enabled(bool enabled);
    bool isScale9Enabled() const { return _scale9Enabled; }
    void ignoreContentAdaptWithSize(bool ignore) override;
    /// Both renderers'. Each is kept restricted to its image (restrictCapInsetRect) and reaches the
    /// renderer while scale9 is on.
    void setCapInsets(const Rect& capInsets);
    void setCapInsetsBarRenderer(const Rect& capInsets);
    const Rect& getCapInsetsBarRenderer() const { return _capInsetsBarRenderer; }
    void setCapInsetProgressBarRenderer(const Rect& capInsets);
    const Rect& getCapInsetsProgressBarRenderer() const { return _capInsetsProgressBarRenderer; }

    void setPercent(int percent);
    int getPercent() const { return _percent; }
    /// Places the ball and cuts the progress bar for the current percent; sends nothing.
    void updateVisualSlider();
    void setMaxPercent(int percent);
    int getMaxPercent() const { return _maxPercent; }
    void addEventListener(const ccSliderCallback& callback) { _eventCallback = callback; }
    void setZoomScale(float scale) { _zoomScale = scale; }
    float getZoomScale() const { return _zoomScale; }

    ResourceData getBackFile() const { return {static_cast<int>(_barType), _barFile}; }
    ResourceData getProgressBarFile() const { return {static_cast<int>(_progressType), _progressFile}; }
    ResourceData getBallNormalFile() const { return {static_cast<int>(_ballNormalType), _ballNormalFile}; }
    ResourceData getBallPressedFile() const { return {static_cast<int>(_ballPressedType), _ballPressedFile}; }
    ResourceData getBallDisabledFile() const {
        return {static_cast<int>(_ballDisabledType), _ballDisabledFile};
    }

    Sprite* getSlidBallNormalRenderer() const { return _ballNormal; }
    Sprite* getSlidBallPressedRenderer() const { return _ballPressed; }
    Sprite* getSlidBallDisabledRenderer() const { return _ballDisabled; }
    Node* getSlidBallRenderer() const { return _slidBallRenderer; }

    /// On the ball or on the bar.
    bool hitTest(const Vec2& point) const override;
    bool onTouchBegan(Touch* touch, Event* event) override;
    void onTouchMoved(Touch* touch, Event* event) override;
    void onTouchEnded(Touch* touch, Event* event) override;
    void onTouchCancelled(Touch* touch, Event* event) override;

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;

protected:
    Slider() = default;
    bool init() override;
    void initRenderer() override;
    void onSizeChanged() override;
    void onPressStateChangedToNormal() override;
    void onPressStateChangedToPressed() override;
    void onPressStateChangedToDisabled() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    /// The percentage the world point @p point stands for along the bar.
    float getPercentWithBallPos(const Vec2& point) const;
    void percentChangedEvent(EventType event);

    Scale9Sprite* _barRenderer = nullptr;
    Scale9Sprite* _progressBarRenderer = nullptr;
    Node* _slidBallRenderer = nullptr;
    GraySprite* _ballNormal = nullptr; // grey when disabled without a disabled ball image
    Sprite* _ballPressed = nullptr;
    Sprite* _ballDisabled = nullptr;
    Size _barTextureSize, _progressBarTextureSize;
    float _barLength = 0.0f;
    int _percent = 0;
    int _maxPercent = 100;
    float _zoomScale = 0.1f;
    bool _scale9Enabled = false;
    bool _prevIgnoreSize = true;
    Rect _capInsetsBarRenderer, _capInsetsProgressBarRenderer;
    bool _ballPressedLoaded = false, _ballDisabledLoaded = false;
    std::string _barFile, _progressFile, _ballNormalFile, _ballPressedFile, _ballDisabledFile;
    TextureResType _barType = TextureResType::LOCAL, _progressType = TextureResType::LOCAL,
                   _ballNormalType = TextureResType::LOCAL, _ballPressedType = TextureResType::LOCAL,
                   _ballDisabledType = TextureResType::LOCAL;
    ccSliderCallback _eventCallback;
};

} // namespace ui
} // namespace cc
