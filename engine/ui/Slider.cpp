// engine/ui/Slider.cpp
#include "ui/Slider.h"

#include "events/Touch.h"
#include "ui/GraySprite.h"
#include "ui/Helper.h"
#include "ui/Scale9Sprite.h"
#include "ui/WidgetTextures.h"

#include <algorithm>

namespace cc {
namespace ui {

namespace {
bool inside(const Node* node, const Vec2& worldPoint) {
    const Size& size = node->getContentSize();
    return Rect(0.0f, 0.0f, size.width, size.height).containsPoint(node->convertToNodeSpace(worldPoint));
}
} // namespace

Slider* Slider::create() {
    auto* widget = new Slider();
    if (widget->init()) return static_cast<Slider*>(widget->autorelease());
    delete widget;
    return nullptr;
}

Slider* Slider::create(const std::string& barTextureName, const std::string& normalBallTextureName,
                       TextureResType resType) {
    Slider* widget = create();
    if (!widget) return nullptr;
    widget->loadBarTexture(barTextureName, resType);
    widget->loadSlidBallTextureNormal(normalBallTextureName, resType);
    return widget;
}

bool Slider::init() {
    if (!Widget::init()) return false;
    setTouchEnabled(true);
    return true;
}

void Slider::initRenderer() {
    _barRenderer = makeScale9Renderer();
    _progressBarRenderer = makeScale9Renderer();
    _progressBarRenderer->setAnchorPoint(Vec2(0.0f, 0.5f));
    addProtectedChild(_barRenderer, -3, -1);
    addProtectedChild(_progressBarRenderer, -2, -1);
    _ballNormal = GraySprite::create();
    _ballPressed = Sprite::create();
    _ballDisabled = Sprite::create();
    _ballPressed->setVisible(false);
    _ballDisabled->setVisible(false);
    _slidBallRenderer = Node::create();
    _slidBallRenderer->addChild(_ballNormal);
    _slidBallRenderer->addChild(_ballPressed);
    _slidBallRenderer->addChild(_ballDisabled);
    _slidBallRenderer->setCascadeColorEnabled(true);
    _slidBallRenderer->setCascadeOpacityEnabled(true);
    addProtectedChild(_slidBallRenderer, -1, -1);
}

void Slider::loadBarTexture(const std::string& fileName, TextureResType resType) {
    if (fileName.empty()) return;
    _barFile = fileName;
    _barType = resType;
    loadScale9Texture(_barRenderer, fileName, resType, _capInsetsBarRenderer);
    _barTextureSize = _barRenderer->getContentSize();
    updateContentSizeWithTextureSize(_barTextureSize);
}

void Slider::loadProgressBarTexture(const std::string& fileName, TextureResType resType) {
    if (fileName.empty()) return;
    _progressFile = fileName;
    _progressType = resType;
    loadScale9Texture(_progressBarRenderer, fileName, resType, _capInsetsProgressBarRenderer);
    _progressBarTextureSize = _progressBarRenderer->getContentSize();
    onSizeChanged();
}

void Slider::setScale9Enabled(bool enabled) {
    if (_scale9Enabled == enabled) return;
    _scale9Enabled = enabled;
    _barRenderer->setScale9Enabled(enabled);
    _progressBarRenderer->setScale9Enabled(enabled);
    if (!enabled) { // back to the images' own sizes, which onSizeChanged() scales
        _barRenderer->setPreferredSize(_barTextureSize);
        _progressBarRenderer->setPreferredSize(_progressBarTextureSize);
    }
    adaptSizeToScale9(this, enabled, &_prevIgnoreSize);
    setCapInsetsBarRenderer(_capInsetsBarRenderer);
    setCapInsetProgressBarRenderer(_capInsetsProgressBarRenderer);
    onSizeChanged();
}

void Slider::ignoreContentAdaptWithSize(bool ignore) {
    if (_scale9Enabled && ignore) return; // nine slices keep a size of their own
    Widget::ignoreContentAdaptWithSize(ignore);
    _prevIgnoreSize = ignore;
}

void Slider::setCapInsets(const Rect& capInsets) {
    setCapInsetsBarRenderer(capInsets);
    setCapInsetProgressBarRenderer(capInsets);
}

void Slider::setCapInsetsBarRenderer(const Rect& capInsets) {
    _capInsetsBarRenderer = Helper::restrictCapInsetRect(capInsets, _barTextureSize);
    if (_scale9Enabled) _barRenderer->setCapInsets(_capInsetsBarRenderer);
}

void Slider::setCapInsetProgressBarRenderer(const Rect& capInsets) {
    _capInsetsProgressBarRenderer = Helper::restrictCapInsetRect(capInsets, _progressBarTextureSize);
    if (!_scale9Enabled) return;
    // the slices are cut from the whole image, not from the part a percentage left showing
    showLeftFraction(_progressBarRenderer, _progressBarTextureSize, 1.0f);
    _progressBarRenderer->setCapInsets(_capInsetsProgressBarRenderer);
}

void Slider::loadSlidBallTextures(const std::string& normal, const std::string& pressed,
                                  const std::string& disabled, TextureResType texType) {
    loadSlidBallTextureNormal(normal, texType);
    loadSlidBallTexturePressed(pressed, texType);
    loadSlidBallTextureDisabled(disabled, texType);
}

void Slider::loadSlidBallTextureNormal(const std::string& normal, TextureResType resType) {
    if (normal.empty()) return;
    _ballNormalFile = normal;
    _ballNormalType = resType;
    loadSpriteTexture(_ballNormal, normal, resType);
}

void Slider::loadSlidBallTexturePressed(const std::string& pressed, TextureResType resType) {
    if (pressed.empty()) return;
    _ballPressedFile = pressed;
    _ballPressedType = resType;
    _ballPressedLoaded = loadSpriteTexture(_ballPressed, pressed, resType);
}

void Slider::loadSlidBallTextureDisabled(const std::string& disabled, TextureResType resType) {
    if (disabled.empty()) return;
    _ballDisabledFile = disabled;
    _ballDisabledType = resType;
    _ballDisabledLoaded = loadSpriteTexture(_ballDisabled, disabled, resType);
}

void Slider::setMaxPercent(int percent) {
    _maxPercent = percent; // cocos stores it as given and does not re-clamp the percent
    updateVisualSlider();
}

void Slider::setPercent(int percent) {
    percent = std::max(0, std::min(_maxPercent, percent)); // cocos: the max first, then 0
    if (percent == _percent) return;                       // cocos 3.17 reports a change only
    _percent = percent;
    updateVisualSlider();
    percentChangedEvent(EventType::ON_PERCENTAGE_CHANGED);
}

void Slider::updateVisualSlider() {
    // a max percent of 0 or less would divide by zero (cocos draws garbage): show an empty bar
    const float fraction =
        _maxPercent > 0 ? static_cast<float>(_percent) / static_cast<float>(_maxPercent) : 0.0f;
    const float distance = _barLength * fraction;
    _slidBallRenderer->setPosition(distance, _contentSize.height / 2.0f);
    if (_scale9Enabled)
        _progressBarRenderer->setPreferredSize(Size(distance, _contentSize.height));
    else
        showLeftFraction(_progressBarRenderer, _progressBarTextureSize, fraction);
}

void Slider::onSizeChanged() {
    Widget::onSizeChanged();
    _barLength = _contentSize.width;
    fitRendererToSize(_barRenderer, _contentSize, _ignoreSize || _unifySize);
    if (_scale9Enabled) {
        _progressBarRenderer->setPreferredSize(_contentSize);
        _progressBarRenderer->setScale(1.0f);
    } else {
        // the progress bar always spans the content, whatever its own image's size
        showLeftFraction(_progressBarRenderer, _progressBarTextureSize, 1.0f);
        fitRendererToSize(_progressBarRenderer, _contentSize, false);
    }
    _progressBarRenderer->setPosition(0.0f, _contentSize.height / 2.0f);
    updateVisualSlider();
}

bool Slider::hitTest(const Vec2& point) const {
    return inside(_ballNormal, point) || inside(_barRenderer, point);
}

float Slider::getPercentWithBallPos(const Vec2& point) const {
    if (_barLength <= 0.0f) return 0.0f;
    const Vec2 local = convertToNodeSpace(point);
    return local.x / _barLength * static_cast<float>(_maxPercent);
}

// cocos 3.17: the press moves the ball (ON_PERCENTAGE_CHANGED if the percent changed) and then
// reports ON_SLIDEBALL_DOWN; a move reports only a change; the release and the cancel report
// ON_SLIDEBALL_UP / ON_SLIDEBALL_CANCEL after the widget's own touch and click callbacks.
bool Slider::onTouchBegan(Touch* touch, Event* event) {
    RefPtr<Widget> keep(this);
    const bool claimed = Widget::onTouchBegan(touch, event);
    if (claimed) {
        setPercent(static_cast<int>(getPercentWithBallPos(_touchBeganPosition)));
        percentChangedEvent(EventType::ON_SLIDEBALL_DOWN);
    }
    return claimed;
}

void Slider::onTouchMoved(Touch* touch, Event*) {
    RefPtr<Widget> keep(this);
    _touchMovePosition = touch->getLocation();
    setPercent(static_cast<int>(getPercentWithBallPos(_touchMovePosition)));
}

void Slider::onTouchEnded(Touch* touch, Event* event) {
    RefPtr<Widget> keep(this);
    Widget::onTouchEnded(touch, event);
    percentChangedEvent(EventType::ON_SLIDEBALL_UP);
}

void Slider::onTouchCancelled(Touch* touch, Event* event) {
    RefPtr<Widget> keep(this);
    Widget::onTouchCancelled(touch, event);
    percentChangedEvent(EventType::ON_SLIDEBALL_CANCEL);
}

void Slider::percentChangedEvent(EventType event) {
    RefPtr<Widget> keep(this);
    if (auto callback = _eventCallback) callback(this, event);
    // the editor's listener hears every event as a percent change, as in cocos
    if (auto callback = _ccEventCallback) callback(this, static_cast<int>(EventType::ON_PERCENTAGE_CHANGED));
}

void Slider::onPressStateChangedToNormal() {
    _ballNormal->setVisible(true);
    _ballPressed->setVisible(false);
    _ballDisabled->setVisible(false);
    _ballNormal->setGray(false);
    _ballNormal->setScale(1.0f);
}

void Slider::onPressStateChangedToPressed() {
    _ballNormal->setGray(false);
    if (!_ballPressedLoaded) {
        _ballNormal->setScale(1.0f + _zoomScale);
        return;
    }
    _ballNormal->setVisible(false);
    _ballPressed->setVisible(true);
    _ballDisabled->setVisible(false);
}

void Slider::onPressStateChangedToDisabled() {
    if (_ballDisabledLoaded) {
        _ballNormal->setVisible(false);
        _ballDisabled->setVisible(true);
    } else { // cocos: the normal ball with the grey GLProgramState
        _ballNormal->setGray(true);
        _ballNormal->setVisible(true);
    }
    _ballNormal->setScale(1.0f);
    _ballPressed->setVisible(false);
}

Node* Slider::getVirtualRenderer() {
    return _barRenderer;
}

Size Slider::getVirtualRendererSize() const {
    return _barRenderer->getContentSize();
}

Widget* Slider::createCloneInstance() {
    return Slider::create();
}

void Slider::copySpecialProperties(Widget* model) {
    auto* slider = dynamic_cast<Slider*>(model);
    if (!slider) return;
    _prevIgnoreSize = slider->_prevIgnoreSize;
    setScale9Enabled(slider->_scale9Enabled);
    _capInsetsBarRenderer = slider->_capInsetsBarRenderer; // the loads below apply them
    _capInsetsProgressBarRenderer = slider->_capInsetsProgressBarRenderer;
    loadBarTexture(slider->_barFile, slider->_barType);
    loadProgressBarTexture(slider->_progressFile, slider->_progressType);
    loadSlidBallTextureNormal(slider->_ballNormalFile, slider->_ballNormalType);
    loadSlidBallTexturePressed(slider->_ballPressedFile, slider->_ballPressedType);
    loadSlidBallTextureDisabled(slider->_ballDisabledFile, slider->_ballDisabledType);
    setMaxPercent(slider->_maxPercent);
    setPercent(slider->_percent);
    setZoomScale(slider->_zoomScale);
    _eventCallback = slider->_eventCallback;
}

} // namespace ui
} // namespace cc
