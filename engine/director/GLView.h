// engine/director/GLView.h — cocos2d-x's GLView: the frame (window) size, the design resolution
// and how one is fitted into the other.
#pragma once

#include "base/Ref.h"
#include "math/Rect.h"
#include "math/Size.h"
#include "math/Vec2.h"

#include <string>

namespace cc {

/// How the design resolution fills the frame (cocos2d-x values, cc.ResolutionPolicy in Lua).
enum class ResolutionPolicy {
    EXACT_FIT = 0,    ///< stretched to the frame: x and y scale differently
    NO_BORDER = 1,    ///< one scale, the larger: the frame is filled and two edges are cut off
    SHOW_ALL = 2,     ///< one scale, the smaller: all of it shows, with black bars
    FIXED_HEIGHT = 3, ///< the height fits; the design width becomes the frame's at that scale
    FIXED_WIDTH = 4,  ///< the width fits; the design height becomes the frame's at that scale
    UNKNOWN = 5,      ///< no design resolution chosen yet: design size = frame size, scale 1
};

/// cocos2d-x `GLView` with its resolution maths exactly (GLView::updateDesignResolutionSize):
///   scaleX = frame.w / design.w, scaleY = frame.h / design.h, then by policy
///   NO_BORDER: both the larger; SHOW_ALL: both the smaller; FIXED_HEIGHT: scaleX = scaleY and
///   design.w = ceil(frame.w / scale); FIXED_WIDTH: scaleY = scaleX and design.h = ceil(frame.h / scale);
///   viewport = design * scale, centred in the frame (its origin is negative when NO_BORDER cuts).
///   Visible size/origin: the part of the design area inside the frame (NO_BORDER), else the design
///   size at (0, 0).
/// The Director's view decides the Director's window size (getWinSize = the design size) and how
/// the platform draws and reads input: design points are mapped into the viewport, frame positions
/// back to design points. A view that is not the Director's is numbers only.
/// Kite draws no OpenGL: isOpenGLReady() says whether a platform draws this view.
class GLView : public Ref {
public:
    /// A view with no frame (0x0) named "cocos2dx", cocos's default. GLViewImpl makes real ones.
    GLView();

    /// The frame size, in pixels. The first one also becomes the design size, as in cocos. On the
    /// view the player draws, the player resizes its window to it (a headless surface keeps its size:
    /// see Platform).
    void setFrameSize(float width, float height);
    Size getFrameSize() const { return _screenSize; }
    /// A policy of UNKNOWN is refused (cocos asserts), and so is a zero width or height (ignored, as
    /// in cocos).
    void setDesignResolutionSize(float width, float height, ResolutionPolicy policy);
    const Size& getDesignResolutionSize() const { return _designResolutionSize; }
    ResolutionPolicy getResolutionPolicy() const { return _resolutionPolicy; }
    Size getVisibleSize() const;
    Vec2 getVisibleOrigin() const;
    Rect getVisibleRect() const { return Rect(getVisibleOrigin(), getVisibleSize()); }
    /// cocos's desktop GLView has no notch: the visible rectangle.
    Rect getSafeAreaRect() const { return getVisibleRect(); }
    /// Where the design area lies in the frame, in pixels (origin bottom-left); zero until a policy
    /// is set, as in cocos.
    const Rect& getViewPortRect() const { return _viewPortRect; }
    float getScaleX() const { return _scaleX; }
    float getScaleY() const { return _scaleY; }

    void setViewName(const std::string& name) { _viewName = name; }
    const std::string& getViewName() const { return _viewName; }
    /// cocos's desktop window is the frame times this factor. Kite stores it and reports it; its
    /// window stays the frame size (it is resizable).
    void setFrameZoomFactor(float zoomFactor);
    float getFrameZoomFactor() const { return _frameZoomFactor; }
    /// iOS only in cocos: false, and the factor stays 1.
    bool setContentScaleFactor(float) { return false; }
    float getContentScaleFactor() const { return 1.0f; }
    bool isRetinaDisplay() const { return false; }
    int getRetinaFactor() const { return 1; }
    bool isOpenGLReady() const { return _openGLReady; }

    /* -- Kite ------------------------------------------------------------ */

    /// The frame changed size under the game (a window resized): as cocos's desktop view does, the
    /// frame is set and the design resolution chosen is applied again. Before any policy was
    /// chosen Kite letterboxes (SHOW_ALL) the current design size, where cocos would keep drawing it
    /// unscaled in a corner.
    void resizeFrame(float width, float height);
    /// A frame position (pixels, origin top-left, y down) as a design point (origin bottom-left,
    /// y up): cocos's conversion of touches and mouse positions.
    Vec2 frameToDesign(const Vec2& framePoint) const;
    /// Where the design area lies in the frame, in pixels from the frame's top-left corner (y down):
    /// the viewport, or before a policy the design size unscaled in the bottom-left corner.
    Rect drawingViewport() const;
    /// Set by the platform that draws this view.
    void setOpenGLReady(bool ready) { _openGLReady = ready; }
    /// Marks a view made to open a full-screen window (GLViewImpl::createWithFullScreen).
    bool wantsFullScreen() const { return _fullScreen; }

protected:
    void updateDesignResolutionSize();

    Size _screenSize;
    Size _designResolutionSize;
    Rect _viewPortRect;
    float _scaleX = 1.0f;
    float _scaleY = 1.0f;
    ResolutionPolicy _resolutionPolicy = ResolutionPolicy::UNKNOWN;
    std::string _viewName = "cocos2dx";
    float _frameZoomFactor = 1.0f;
    bool _openGLReady = false;
    bool _fullScreen = false;
};

/// cocos2d-x's desktop `GLViewImpl`: the class a game creates views with.
class GLViewImpl : public GLView {
public:
    /// A 960x640 view (cocos's desktop default).
    static GLViewImpl* create(const std::string& viewName);
    /// A view whose frame is @p rect's size.
    static GLViewImpl* createWithRect(const std::string& viewName, const Rect& rect,
                                      float frameZoomFactor = 1.0f);
    /// A view that asks for a full-screen window; its frame is 960x640 until a platform draws it,
    /// which gives it the screen's size.
    static GLViewImpl* createWithFullScreen(const std::string& viewName);
};

} // namespace cc
