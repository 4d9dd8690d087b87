// engine/events/Touch.cpp
#include "events/Touch.h"

#include "director/Director.h"

namespace cc {

void Touch::setTouchInfo(int id, float x, float y) {
    _id = id;
    _prevPoint = _point;
    _point = Vec2(x, y);
    if (!_startPointCaptured) {
        _startPoint = _point;
        _prevPoint = _point;
        _startPointCaptured = true;
    }
}

Vec2 Touch::getLocationInView() const {
    return Director::getInstance()->convertToUI(_point);
}

Vec2 Touch::getPreviousLocationInView() const {
    return Director::getInstance()->convertToUI(_prevPoint);
}

Vec2 Touch::getStartLocationInView() const {
    return Director::getInstance()->convertToUI(_startPoint);
}

} // namespace cc
