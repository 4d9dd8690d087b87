// engine/ui/Layout.h — cocos2d-x 3.17 `ui::Layout`: a widget container with a background (colour,
// gradient or image), clipping, and a layout type that places its widget children.
#pragma once

#include "math/Rect.h"
#include "scene/RectangleClipper.h"
#include "ui/ResourceData.h"
#include "ui/Widget.h"

#include <string>

namespace cc {

class LayerColor;
class LayerGradient;

namespace ui {

class Scale9Sprite;

/// A new @p T set up by @p init (false: deleted, nullptr), autoreleased.
template <class T, class Init> T* makeWidget(Init&& init) {
    auto* widget = new T();
    if (!init(widget)) {
        delete widget;
        return nullptr;
    }
    widget->autorelease();
    return widget;
}

/// Children are placed by the layout type when the layout is next visited (or forceDoLayout()):
/// ABSOLUTE leaves them where they are; VERTICAL stacks them from the top, HORIZONTAL from the left,
/// each by its LinearLayoutParameter (gravity across the line, margins); RELATIVE places each by its
/// RelativeLayoutParameter (against the layout, or against the sibling its relative-to name names).
/// Adding a widget child, or changing the type, gives every widget child that lacks one a
/// parameter of the type's kind, as cocos does. The background is drawn by protected children below
/// every child: colour (z -2), image (z -1). Clipping cuts the children (and the background) to the
/// content rectangle; STENCIL and SCISSOR are both Kite's rectangle clip.
class Layout : public Widget, public RectangleClipper {
public:
    enum class Type { ABSOLUTE, VERTICAL, HORIZONTAL, RELATIVE };
    enum class ClippingType { STENCIL, SCISSOR };
    enum class BackGroundColorType { NONE, SOLID, GRADIENT };

    Layout() = default;
    static Layout* create() {
        return makeWidget<Layout>([](Layout* layout) { return layout->init(); });
    }
    bool init() override { return initAs(Type::ABSOLUTE); }

    /* -- Background ----------------------------------------------------------------------------- */

    /// A picture from a file (LOCAL) or a sprite frame name (PLIST), centred: at its own size, or
    /// with scale9 enabled sliced by the cap insets over the layout (a ccui.Scale9Sprite). An empty
    /// name does nothing; a missing file logs an error naming it and leaves no picture.
    void setBackGroundImage(const std::string& fileName, TextureResType type = TextureResType::LOCAL);
    void removeBackGroundImage();
    void setBackGroundImageScale9Enabled(bool enabled);
    bool isBackGroundImageScale9Enabled() const { return _backGroundScale9Enabled; }
    void setBackGroundImageCapInsets(const Rect& capInsets);
    const Rect& getBackGroundImageCapInsets() const { return _backGroundImageCapInsets; }
    const Size& getBackGroundImageTextureSize() const { return _backGroundImageTextureSize; }
    void setBackGroundImageColor(const Color3B& color);
    const Color3B& getBackGroundImageColor() const { return _backGroundImageColor; }
    void setBackGroundImageOpacity(GLubyte opacity);
    GLubyte getBackGroundImageOpacity() const { return _backGroundImageOpacity; }
    const std::string& getBackGroundImageFileName() const { return _backGroundImageFileName; }
    TextureResType getBackGroundImageTextureType() const { return _backGroundImageTextureType; }
    /// The background image's file, by cocos's name.
    ResourceData getRenderFile() const {
        return {static_cast<int>(_backGroundImageTextureType), _backGroundImageFileName};
    }

    void setBackGroundColorType(BackGroundColorType type);
    BackGroundColorType getBackGroundColorType() const { return _colorType; }
    /// The SOLID colour.
    void setBackGroundColor(const Color3B& color);
    /// The GRADIENT colours.
    void setBackGroundColor(const Color3B& startColor, const Color3B& endColor);
    const Color3B& getBackGroundColor() const { return _color; }
    const Color3B& getBackGroundStartColor() const { return _gradientStartColor; }
    const Color3B& getBackGroundEndColor() const { return _gradientEndColor; }
    void setBackGroundColorOpacity(GLubyte opacity);
    GLubyte getBackGroundColorOpacity() const { return _colorOpacity; }
    /// The GRADIENT's direction (cocos's default (0, -1): start at the top).
    void setBackGroundColorVector(const Vec2& vector);
    const Vec2& getBackGroundColorVector() const { return _alongVector; }

    /* -- Clipping --------------------------------------------------------------------------------- */

    virtual void setClippingEnabled(bool enabled);
    bool isClippingEnabled() const { return _clippingEnabled; }
    void setClippingType(ClippingType type);
    ClippingType getClippingType() const { return _clippingType; }
    bool isRectangleClipping() const override { return _clippingEnabled; }
    Rect getWorldClippingRect() const override;

    /* -- Layout ------------------------------------------------------------------------------------ */

    virtual void setLayoutType(Type type);
    virtual Type getLayoutType() const { return _layoutType; }
    /// Lays the children out again at the next visit.
    virtual void requestDoLayout() { _doLayoutDirty = true; }
    /// Lays the children out now.
    void forceDoLayout();
    /// Places the children by the layout type when a layout was requested.
    virtual void doLayout();
    /// What the layout managers place children in.
    virtual Size getLayoutContentSize() const { return getContentSize(); }

    /* -- Focus (kept and reported; Kite's focus navigation does not walk layouts) ------------------ */

    void setLoopFocus(bool loop) { _loopFocus = loop; }
    bool isLoopFocus() const { return _loopFocus; }
    void setPassFocusToChild(bool pass) { _passFocusToChild = pass; }
    bool isPassFocusToChild() const { return _passFocusToChild; }

    /* -- Children ---------------------------------------------------------------------------------- */

    using Widget::addChild;
    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;
    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;

    void visit(const AffineTransform& parentToWorld) override;

protected:
    /// cocos's Layout::init (no content size, anchor (0, 0), custom size) with @p type, and @p size
    /// as the content size when given (the boxes' initWithSize).
    bool initAs(Type type, const Size* size = nullptr);
    void onSizeChanged() override;
    bool clipsChildrenForHitTest() const override { return _clippingEnabled; }
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    /// Gives @p child a layout parameter of this layout type's kind when it has none.
    void supplyTheLayoutParameterLackToChild(Widget* child);

    bool _doLayoutDirty = true;

private:
    void updateBackGroundImageRGBA();

    Type _layoutType = Type::ABSOLUTE;
    ClippingType _clippingType = ClippingType::STENCIL;
    bool _clippingEnabled = false;
    bool _loopFocus = false;
    bool _passFocusToChild = true;

    BackGroundColorType _colorType = BackGroundColorType::NONE;
    LayerColor* _colorRender = nullptr;       // a protected child while SOLID
    LayerGradient* _gradientRender = nullptr; // a protected child while GRADIENT
    Color3B _color = Color3B::WHITE;
    Color3B _gradientStartColor = Color3B::WHITE;
    Color3B _gradientEndColor = Color3B::WHITE;
    Vec2 _alongVector{0.0f, -1.0f};
    GLubyte _colorOpacity = 255;

    Scale9Sprite* _backGroundImage = nullptr; // a protected child while there is an image
    std::string _backGroundImageFileName;
    TextureResType _backGroundImageTextureType = TextureResType::LOCAL;
    bool _backGroundScale9Enabled = false;
    Rect _backGroundImageCapInsets;
    Size _backGroundImageTextureSize;
    Color3B _backGroundImageColor = Color3B::WHITE;
    GLubyte _backGroundImageOpacity = 255;
};

} // namespace ui
} // namespace cc
