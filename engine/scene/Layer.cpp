// engine/scene/Layer.cpp
#include "scene/Layer.h"

#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerTouch.h"

namespace cc {

Layer* Layer::create() {
    auto* layer = new Layer();
    if (layer->init()) return static_cast<Layer*>(layer->autorelease());
    delete layer;
    return nullptr;
}

// Scene-graph listeners would go with the node anyway; fixed-priority ones would outlive it.
Layer::~Layer() {
    removeTouchListener();
    removeKeyboardListener();
}

bool Layer::init() {
    setIgnoreAnchorPointForPosition(true);
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    setContentSize(Director::getInstance()->getWinSize());
    return true;
}

/* -- Touches ------------------------------------------------------------------------ */

void Layer::setTouchEnabled(bool enabled) {
    _touchEnabled = enabled;
    removeTouchListener(); // cocos's Lua layer replaces its listener on every call
    if (enabled) addTouchListener();
}

void Layer::setTouchMode(Touch::DispatchMode mode) {
    if (_touchMode == mode) return;
    _touchMode = mode;
    refreshTouchListener();
}

void Layer::setSwallowsTouches(bool swallows) {
    if (_swallowsTouches == swallows) return;
    _swallowsTouches = swallows;
    refreshTouchListener();
}

void Layer::setTouchPriority(int priority) {
    if (_touchPriority == priority) return;
    _touchPriority = priority;
    refreshTouchListener();
}

void Layer::registerTouchHandler(const TouchCallback& touch, const TouchesCallback& touches,
                                 Touch::DispatchMode mode, int priority, bool swallows) {
    bool changed = mode != _touchMode || priority != _touchPriority || swallows != _swallowsTouches;
    _touchMode = mode;
    _touchPriority = priority;
    _swallowsTouches = swallows;
    if (changed) refreshTouchListener();
    setTouchCallbacks(touch, touches);
}

void Layer::unregisterTouchHandler() {
    removeTouchListener();
    setTouchCallbacks(nullptr, nullptr);
}

void Layer::setTouchCallbacks(const TouchCallback& touch, const TouchesCallback& touches) {
    _touchCallback = touch;
    _touchesCallback = touches;
}

void Layer::refreshTouchListener() {
    if (!_touchEnabled) return;
    removeTouchListener();
    addTouchListener();
}

void Layer::addTouchListener() {
    using Code = EventTouch::EventCode;
    if (_touchMode == Touch::DispatchMode::ALL_AT_ONCE) {
        auto* listener = EventListenerTouchAllAtOnce::create();
        using Touches = const std::vector<Touch*>&;
        listener->onTouchesBegan = [this](Touches t, Event* e) { deliverTouches(Code::BEGAN, t, e); };
        listener->onTouchesMoved = [this](Touches t, Event* e) { deliverTouches(Code::MOVED, t, e); };
        listener->onTouchesEnded = [this](Touches t, Event* e) { deliverTouches(Code::ENDED, t, e); };
        listener->onTouchesCancelled = [this](Touches t, Event* e) { deliverTouches(Code::CANCELLED, t, e); };
        _touchListener = listener;
    } else {
        auto* listener = EventListenerTouchOneByOne::create();
        listener->setSwallowTouches(_swallowsTouches);
        listener->onTouchBegan = [this](Touch* t, Event* e) { return deliverTouch(Code::BEGAN, t, e); };
        listener->onTouchMoved = [this](Touch* t, Event* e) { deliverTouch(Code::MOVED, t, e); };
        listener->onTouchEnded = [this](Touch* t, Event* e) { deliverTouch(Code::ENDED, t, e); };
        listener->onTouchCancelled = [this](Touch* t, Event* e) { deliverTouch(Code::CANCELLED, t, e); };
        _touchListener = listener;
    }
    if (_touchPriority != 0)
        _eventDispatcher->addEventListenerWithFixedPriority(_touchListener.get(), _touchPriority);
    else
        _eventDispatcher->addEventListenerWithSceneGraphPriority(_touchListener.get(), this);
}

void Layer::removeTouchListener() {
    if (!_touchListener) return;
    RefPtr<EventListener> listener = std::move(_touchListener);
    _eventDispatcher->removeEventListener(listener.get());
}

// Each delivery keeps the layer alive: a callback may remove the layer (a fixed-priority listener's
// node is not retained by the dispatcher). A copy of the callback runs, so it may replace itself.
bool Layer::deliverTouch(EventTouch::EventCode code, Touch* touch, Event* event) {
    if (!_touchCallback) return false;
    RefPtr<Layer> keep(this);
    TouchCallback callback = _touchCallback;
    return callback(code, touch, event);
}

void Layer::deliverTouches(EventTouch::EventCode code, const std::vector<Touch*>& touches, Event* event) {
    if (!_touchesCallback || touches.empty()) return;
    RefPtr<Layer> keep(this);
    TouchesCallback callback = _touchesCallback;
    callback(code, touches, event);
}

/* -- Keys --------------------------------------------------------------------------- */

void Layer::setKeyboardEnabled(bool enabled) {
    _keyboardEnabled = enabled;
    removeKeyboardListener();
    if (!enabled) return;
    auto* listener = EventListenerKeyboard::create();
    listener->onKeyReleased = [this](EventKeyboard::KeyCode key, Event*) { deliverKey(key); };
    _keyboardListener = listener;
    _eventDispatcher->addEventListenerWithSceneGraphPriority(listener, this);
}

void Layer::onAcceleration(double x, double y, double z, double timestamp) {
    if (!_accelerometerEnabled || !_accelerationCallback) return;
    RefPtr<Layer> keepAlive(this);                         // the callback may remove the layer
    AccelerationCallback callback = _accelerationCallback; // and may replace itself
    callback(x, y, z, timestamp);
}

void Layer::unregisterKeypadHandler() {
    removeKeyboardListener();
    _keypadCallback = nullptr;
}

void Layer::removeKeyboardListener() {
    if (!_keyboardListener) return;
    RefPtr<EventListener> listener = std::move(_keyboardListener);
    _eventDispatcher->removeEventListener(listener.get());
}

void Layer::deliverKey(EventKeyboard::KeyCode key) {
    if (!_keypadCallback) return;
    RefPtr<Layer> keep(this);
    KeypadCallback callback = _keypadCallback;
    callback(key);
}

} // namespace cc
