// engine/ui/AbstractCheckButton.h — what CheckBox and RadioButton share: five images and a
// selected state.
#pragma once

#include "ui/GraySprite.h"
#include "ui/ResourceData.h"
#include "ui/Widget.h"

namespace cc {

class Sprite;

namespace ui {

/// cocos2d-x 3.17 `ui::AbstractCheckButton`. Renderers (protected children, z -1): background,
/// selected background, front cross, disabled background, disabled front cross; the cross shows
/// while selected. A press shows the selected background, or zooms the background and cross by the
/// zoom scale when there is none; disabled shows the disabled background (when both disabled images
/// are there; else the normal background in grey, as cocos's grey shader) and, when selected, the
/// disabled cross (nothing without its image). Touch is on from the start.
class AbstractCheckButton : public Widget {
public:
    void loadTextures(const std::string& background, const std::string& backgroundSelected,
                      const std::string& cross, const std::string& backgroundDisabled,
                      const std::string& frontCrossDisabled, TextureResType texType = TextureResType::LOCAL);
    /// Each: an empty name is ignored; one that cannot be loaded logs an error naming it.
    void loadTextureBackGround(const std::string& name, TextureResType texType = TextureResType::LOCAL);
    void loadTextureBackGroundSelected(const std::string& name,
                                       TextureResType texType = TextureResType::LOCAL);
    void loadTextureFrontCross(const std::string& name, TextureResType texType = TextureResType::LOCAL);
    void loadTextureBackGroundDisabled(const std::string& name,
                                       TextureResType texType = TextureResType::LOCAL);
    void loadTextureFrontCrossDisabled(const std::string& name,
                                       TextureResType texType = TextureResType::LOCAL);

    bool isSelected() const { return _isSelected; }
    /// Shows or hides the cross; no event (the events come from touches).
    virtual void setSelected(bool selected);
    void setZoomScale(float scale) { _zoomScale = scale; }
    float getZoomScale() const { return _zoomScale; }

    ResourceData getBackNormalFile() const { return fileOf(kBackground); }
    ResourceData getBackPressedFile() const { return fileOf(kBackgroundSelected); }
    ResourceData getBackDisabledFile() const { return fileOf(kBackgroundDisabled); }
    ResourceData getCrossNormalFile() const { return fileOf(kFrontCross); }
    ResourceData getCrossDisabledFile() const { return fileOf(kFrontCrossDisabled); }

    Sprite* getRendererBackground() const { return _renderers[kBackground]; }
    Sprite* getRendererBackgroundSelected() const { return _renderers[kBackgroundSelected]; }
    Sprite* getRendererFrontCross() const { return _renderers[kFrontCross]; }
    Sprite* getRendererBackgroundDisabled() const { return _renderers[kBackgroundDisabled]; }
    Sprite* getRendererFrontCrossDisabled() const { return _renderers[kFrontCrossDisabled]; }

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;

protected:
    enum Image {
        kBackground,
        kBackgroundSelected,
        kFrontCross,
        kBackgroundDisabled,
        kFrontCrossDisabled,
        kImages
    };

    AbstractCheckButton() = default;
    bool init() override;
    void initRenderer() override;
    void onSizeChanged() override;
    void onPressStateChangedToNormal() override;
    void onPressStateChangedToPressed() override;
    void onPressStateChangedToDisabled() override;
    void copySpecialProperties(Widget* model) override;
    void loadImage(Image image, const std::string& name, TextureResType texType);
    void scaleBackgroundAndCross(float add);
    void grayBackgroundAndCross(bool gray);
    ResourceData fileOf(Image image) const { return {static_cast<int>(_types[image]), _files[image]}; }

    GraySprite* _renderers[kImages] = {};
    std::string _files[kImages];
    TextureResType _types[kImages] = {};
    bool _loaded[kImages] = {};
    bool _isSelected = true; // init() deselects, as cocos does
    float _zoomScale = 0.1f;
    Vec2 _backgroundScale = Vec2(1.0f, 1.0f);
};

} // namespace ui
} // namespace cc
