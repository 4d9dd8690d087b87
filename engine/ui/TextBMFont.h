// engine/ui/TextBMFont.h — a widget showing text in a bitmap (.fnt) font.
#pragma once

#include "ui/ResourceData.h"
#include "ui/Widget.h"

namespace cc {

class Label;

namespace ui {

/// cocos2d-x 3.17 `ui::TextBMFont`: a bitmap-font Label renderer (a protected child). The string
/// is kept until a font is set (setString before setFntFile shows once the font is there).
class TextBMFont : public Widget {
public:
    static TextBMFont* create();
    static TextBMFont* create(const std::string& text, const std::string& filename);

    /// An unreadable file logs one error naming it; the widget keeps no font.
    void setFntFile(const std::string& fileName);
    ResourceData getRenderFile() const { return {0, _fntFileName}; }
    /// A new, empty label renderer in place of the current one (the font file name stays).
    void resetRender();
    void setString(const std::string& value);
    const std::string& getString() const { return _stringValue; }
    std::ptrdiff_t getStringLength() const;

    Node* getVirtualRenderer() override;
    Size getVirtualRendererSize() const override;

protected:
    TextBMFont() = default;
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;

    Label* _labelBMFontRenderer = nullptr; // a protected child
    bool _fntFileHasInit = false;
    std::string _fntFileName;
    std::string _stringValue;
};

} // namespace ui
} // namespace cc
