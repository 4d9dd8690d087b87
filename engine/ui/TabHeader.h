// engine/ui/TabHeader.h — the header button of a ccui.TabControl: a check button with a title.
#pragma once

#include "ui/AbstractCheckButton.h"

#include <string>

namespace cc {

class Label;

namespace ui {

class TabControl;

/// cocos2d-x 3.17 `ui::TabHeader`. Drawn as a check button (the cross shows while its tab is
/// selected) with a title label centred on it. A tap on an unselected header selects it: after the
/// touch ENDED and click callbacks its tab control switches tabs and reports the change, then the
/// header's own event callback hears SELECTED. The tab control is weak: it clears it when the tab is
/// removed or the control dies.
class TabHeader : public AbstractCheckButton {
public:
    enum class EventType { SELECTED, UNSELECTED };

    static TabHeader* create();
    static TabHeader* create(const std::string& titleStr, const std::string& backGround,
                             const std::string& cross, TextureResType texType = TextureResType::LOCAL);
    static TabHeader* create(const std::string& titleStr, const std::string& backGround,
                             const std::string& backGroundSelected, const std::string& cross,
                             const std::string& backGroundDisabled, const std::string& frontCrossDisabled,
                             TextureResType texType = TextureResType::LOCAL);

    Label* getTitleRenderer() const { return _tabLabelRender; }
    void setTitleText(const std::string& text);
    std::string getTitleText() const;
    void setTitleColor(const Color4B& color);
    const Color4B& getTitleColor() const;
    /// System and TTF titles change size; a bitmap-font title keeps its own (as cocos).
    void setTitleFontSize(float size);
    float getTitleFontSize() const { return _tabLabelFontSize; }
    /// An existing ".fnt" file: a bitmap font; another existing file: a TTF font; else a system
    /// font name.
    void setTitleFontName(const std::string& fontName);
    std::string getTitleFontName() const;
    /// The index of this header in its tab control, -1 when it is in none.
    int getIndexInTabControl() const;

protected:
    friend class TabControl;
    enum class FontType { SYSTEM, TTF, BMFONT };

    TabHeader() = default;
    ~TabHeader() override;
    void initRenderer() override;
    void onSizeChanged() override;
    void releaseUpEvent() override;
    void dispatchSelectChangedEvent(bool select);
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    /// cocos's updateContentSize: back to the custom size, renderers refitted.
    void updateContentSize();

    Label* _tabLabelRender = nullptr;
    float _tabLabelFontSize = 12.0f;
    FontType _fontType = FontType::SYSTEM;
    TabControl* _tabView = nullptr; // weak; the control clears it
};

} // namespace ui
} // namespace cc
