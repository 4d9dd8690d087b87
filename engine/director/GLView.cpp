// engine/director/GLView.cpp — see GLView.h.
#include "director/GLView.h"

#include "base/Macros.h"

#include <algorithm>
#include <cmath>

namespace cc {

GLView::GLView() = default;

void GLView::setFrameSize(float width, float height) {
    _screenSize = Size(width, height);
    // cocos only takes the frame as the design size while none was set.
    if (_designResolutionSize.equals(Size::ZERO)) _designResolutionSize = _screenSize;
}

void GLView::setDesignResolutionSize(float width, float height, ResolutionPolicy policy) {
    if (!CC_CHECK(policy != ResolutionPolicy::UNKNOWN,
                  "GLView::setDesignResolutionSize: should set resolutionPolicy"))
        return;
    if (width == 0.0f || height == 0.0f) return;
    _designResolutionSize.setSize(width, height);
    _resolutionPolicy = policy;
    updateDesignResolutionSize();
}

void GLView::updateDesignResolutionSize() {
    if (_screenSize.width <= 0.0f || _screenSize.height <= 0.0f || _designResolutionSize.width <= 0.0f ||
        _designResolutionSize.height <= 0.0f)
        return;
    _scaleX = _screenSize.width / _designResolutionSize.width;
    _scaleY = _screenSize.height / _designResolutionSize.height;
    switch (_resolutionPolicy) {
    case ResolutionPolicy::NO_BORDER:
        _scaleX = _scaleY = std::max(_scaleX, _scaleY);
        break;
    case ResolutionPolicy::SHOW_ALL:
        _scaleX = _scaleY = std::min(_scaleX, _scaleY);
        break;
    case ResolutionPolicy::FIXED_HEIGHT:
        _scaleX = _scaleY;
        _designResolutionSize.width = std::ceil(_screenSize.width / _scaleX);
        break;
    case ResolutionPolicy::FIXED_WIDTH:
        _scaleY = _scaleX;
        _designResolutionSize.height = std::ceil(_screenSize.height / _scaleY);
        break;
    case ResolutionPolicy::EXACT_FIT:
    case ResolutionPolicy::UNKNOWN:
        break;
    }
    const float viewPortW = _designResolutionSize.width * _scaleX;
    const float viewPortH = _designResolutionSize.height * _scaleY;
    _viewPortRect.setRect((_screenSize.width - viewPortW) / 2, (_screenSize.height - viewPortH) / 2,
                          viewPortW, viewPortH);
}

Size GLView::getVisibleSize() const {
    if (_resolutionPolicy == ResolutionPolicy::NO_BORDER)
        return Size(_screenSize.width / _scaleX, _screenSize.height / _scaleY);
    return _designResolutionSize;
}

Vec2 GLView::getVisibleOrigin() const {
    if (_resolutionPolicy == ResolutionPolicy::NO_BORDER)
        return Vec2((_designResolutionSize.width - _screenSize.width / _scaleX) / 2,
                    (_designResolutionSize.height - _screenSize.height / _scaleY) / 2);
    return Vec2::ZERO;
}

void GLView::setFrameZoomFactor(float zoomFactor) {
    if (!CC_CHECK(zoomFactor > 0.0f, "GLView::setFrameZoomFactor: zoomFactor must be larger than 0")) return;
    _frameZoomFactor = zoomFactor;
}

void GLView::resizeFrame(float width, float height) {
    if (width <= 0.0f || height <= 0.0f) return;
    const Size design = _designResolutionSize;
    const ResolutionPolicy policy =
        _resolutionPolicy == ResolutionPolicy::UNKNOWN ? ResolutionPolicy::SHOW_ALL : _resolutionPolicy;
    setFrameSize(width, height);
    setDesignResolutionSize(design.width, design.height, policy);
}

Rect GLView::drawingViewport() const {
    // Before a policy cocos draws the design size unscaled from the frame's bottom-left corner.
    if (_resolutionPolicy == ResolutionPolicy::UNKNOWN)
        return Rect(0.0f, _screenSize.height - _designResolutionSize.height, _designResolutionSize.width,
                    _designResolutionSize.height);
    return _viewPortRect; // centred: the same from the top as from the bottom
}

Vec2 GLView::frameToDesign(const Vec2& framePoint) const {
    // cocos: touches are (p - viewport origin) / scale in window coordinates (y down), then turned
    // y up against the design height (Director::convertToGL); the mouse does both at once.
    const Rect viewport = drawingViewport();
    const float x = (framePoint.x - viewport.origin.x) / _scaleX;
    const float yDown = (framePoint.y - viewport.origin.y) / _scaleY;
    return Vec2(x, _designResolutionSize.height - yDown);
}

/* -- GLViewImpl ------------------------------------------------------------------ */

namespace {

GLViewImpl* makeView(const std::string& name, const Size& frame, float zoom) {
    if (!CC_CHECK(frame.width > 0.0f && frame.height > 0.0f,
                  "GLViewImpl: the frame must have a positive size"))
        return nullptr;
    auto* view = new GLViewImpl();
    view->setViewName(name);
    view->setFrameZoomFactor(zoom > 0.0f ? zoom : 1.0f);
    view->setFrameSize(frame.width, frame.height);
    view->autorelease();
    return view;
}

} // namespace

GLViewImpl* GLViewImpl::create(const std::string& viewName) {
    return makeView(viewName, Size(960.0f, 640.0f), 1.0f);
}

GLViewImpl* GLViewImpl::createWithRect(const std::string& viewName, const Rect& rect, float frameZoomFactor) {
    return makeView(viewName, rect.size, frameZoomFactor);
}

GLViewImpl* GLViewImpl::createWithFullScreen(const std::string& viewName) {
    GLViewImpl* view = makeView(viewName, Size(960.0f, 640.0f), 1.0f);
    if (view) view->_fullScreen = true;
    return view;
}

} // namespace cc
