// engine/ui/TextAtlas.h — a widget showing text from a char map image.
#pragma once

#include "ui/ResourceData.h"
#include "ui/Widget.h"

namespace cc {

class LabelAtlas;

namespace ui {

/// cocos2d-x 3.17 `ui::TextAtlas`: a LabelAtlas renderer (a protected child); the char map's first
/// character is given as a string (its first byte counts), as cocos takes it.
class TextAtlas : public Widget {
public:
    static TextAtlas* create();
    static TextAtlas* create(const std::string& stringValue, const std::string& charMapFile, int itemWidth,
                             int itemHeight, const std::string& startCharMap);

    /// A char map that cannot be loaded logs one error naming it; the widget shows nothing.
    void setProperty(const std::string& stringValue, const std::string& charMapFile, int itemWidth,
                     int itemHeight, const std::string& startCharMap);
    void setString(const std::string& value);
    const std::string& getString() const;
    std::ptrdiff_t getStringLength() const;
    ResourceData getRenderFile() const { return {0, _charMapFileName}; }
    void adaptRenderers() { onSizeChanged(); }

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;

protected:
    TextAtlas() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;

    LabelAtlas* _labelAtlasRenderer = nullptr; // a protected child
    std::string _stringValue;
    std::string _charMapFileName;
    int _itemWidth = 0;
    int _itemHeight = 0;
    std::string _startCharMap;
};

} // namespace ui
} // namespace cc
