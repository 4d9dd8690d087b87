// engine/ui/LoadingBar.h — a bar filled to a percentage.
#pragma once

#include "ui/ResourceData.h"
#include "ui/Widget.h"

namespace cc {
namespace ui {

class Scale9Sprite;

/// cocos2d-x 3.17 `ui::LoadingBar`: the bar image (a protected child) shows its left part, the
/// percentage of its width, growing from the left edge (Direction::LEFT) or, mirrored, from the right
/// edge (Direction::RIGHT). With scale9 on, the image is cut into nine by its cap insets and
/// stretched to the percentage of the bar's length instead (not mirrored).
class LoadingBar : public Widget {
public:
    enum class Direction { LEFT, RIGHT };

    static LoadingBar* create();
    static LoadingBar* create(const std::string& textureName, float percentage = 0.0f);
    static LoadingBar* create(const std::string& textureName, TextureResType texType,
                              float percentage = 0.0f);

    void setDirection(Direction direction);
    Direction getDirection() const { return _direction; }
    /// An empty name is ignored; one that cannot be loaded logs an error naming it.
    void loadTexture(const std::string& texture, TextureResType texType = TextureResType::LOCAL);
    ResourceData getRenderFile() const { return {static_cast<int>(_renderBarTexType), _textureFile}; }
    void setScale9Enabled(bool enabled);
    bool isScale9Enabled() const { return _scale9Enabled; }
    void setCapInsets(const Rect& capInsets);
    const Rect& getCapInsets() const { return _capInsets; }
    /// Clamped to 0..100.
    void setPercent(float percent);
    float getPercent() const { return _percent; }

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override { return _barRendererTextureSize; }

protected:
    LoadingBar() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    void showPercent();

    Scale9Sprite* _barRenderer = nullptr; // a protected child
    bool _scale9Enabled = false;
    bool _prevIgnoreSize = true;
    Rect _capInsets;
    Direction _direction = Direction::LEFT;
    float _percent = 100.0f;
    float _totalLength = 0.0f;
    Size _barRendererTextureSize;
    std::string _textureFile;
    TextureResType _renderBarTexType = TextureResType::LOCAL;
};

} // namespace ui
} // namespace cc
