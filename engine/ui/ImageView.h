// engine/ui/ImageView.h — a widget showing one image.
#pragma once

#include "scene/BlendFunc.h"
#include "ui/ResourceData.h"
#include "ui/Widget.h"

namespace cc {
namespace ui {

class Scale9Sprite;

/// cocos2d-x 3.17 `ui::ImageView`: a Scale9Sprite renderer (a protected child) centred in the
/// widget; the widget takes the image's size while it adapts to it (the default), else the image is
/// stretched over the content size, or with scale9 on cut into nine by the cap insets (which turns
/// adapting off until scale9 is off again).
class ImageView : public Widget {
public:
    static ImageView* create();
    static ImageView* create(const std::string& imageFileName,
                             TextureResType texType = TextureResType::LOCAL);

    /// An empty name is ignored; one that cannot be loaded logs an error naming it.
    void loadTexture(const std::string& fileName, TextureResType texType = TextureResType::LOCAL);
    /// Shows part of the texture (cocos's setTextureRect).
    void setTextureRect(const Rect& rect);
    /// The image renderer's blend function.
    void setBlendFunc(const BlendFunc& blendFunc);
    const BlendFunc& getBlendFunc() const;
    ResourceData getRenderFile() const { return {static_cast<int>(_imageTexType), _textureFile}; }
    void setScale9Enabled(bool enabled);
    bool isScale9Enabled() const { return _scale9Enabled; }
    /// Rect::ZERO: the middle third each way.
    void setCapInsets(const Rect& capInsets);
    const Rect& getCapInsets() const { return _capInsets; }
    TextureResType getRenderFileType() const { return _imageTexType; }

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override { return _imageTextureSize; }
    void setFlippedX(bool flippedX) override;
    void setFlippedY(bool flippedY) override;

protected:
    ImageView() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    void setupTexture();

    Scale9Sprite* _imageRenderer = nullptr; // a protected child
    bool _scale9Enabled = false;
    bool _prevIgnoreSize = true;
    Rect _capInsets;
    std::string _textureFile;
    TextureResType _imageTexType = TextureResType::LOCAL;
    Size _imageTextureSize;
};

} // namespace ui
} // namespace cc
