// engine/ui/TabControl.h — cocos2d-x 3.17 `ui::TabControl`: headers that switch containers.
#pragma once

#include "ui/TabHeader.h"

#include <functional>
#include <vector>

namespace cc {
namespace ui {

class Layout;

/// 200x200, anchored at its centre (cocos's constructor asks for (0, 0), which its Widget::init
/// overrides). Each tab is a TabHeader and a Layout, both protected children of the control (containers at
/// z -3, headers at -2, the selected header at -1). The headers sit in a strip along the docked
/// edge, each `headerWidth` x `headerHeight` (unless ignoreHeadersTextureSize(false) lets them keep
/// their image size), one after another from the top-left; the containers fill the rest, and only
/// the selected tab's container is visible. The selected header is zoomed by 1 + the selected zoom.
/// The first tab inserted is selected. Selecting (by index, header or a tap) reports
/// (selected index, SELECT_CHANGED) to the tab-changed listener, also when the tab was already
/// selected (by index) and with -1 when an index out of range leaves no tab selected; removing a
/// tab reports nothing, and removing the selected one leaves none selected.
class TabControl : public Widget {
public:
    enum class Dock { TOP, LEFT, BOTTOM, RIGHT };
    enum class EventType { SELECT_CHANGED };
    using ccTabControlCallback = std::function<void(int tabIndex, EventType)>;

    static TabControl* create();

    /// @p header and @p container become protected children. An index above the tab count, a
    /// missing header or container, or one that already has a parent is refused (logged).
    void insertTab(int index, TabHeader* header, Layout* container);
    /// An index out of range is refused (logged).
    void removeTab(int index);
    size_t getTabCount() const { return _tabItems.size(); }
    void setSelectTab(int index);
    /// Nothing when @p header is the selected one; a header not in this control selects none.
    void setSelectTab(TabHeader* header);
    int getSelectedTabIndex() const;
    TabHeader* getTabHeader(int index) const;
    Layout* getTabContainer(int index) const;
    int indexOfTabHeader(const TabHeader* header) const;
    void setTabChangedEventListener(const ccTabControlCallback& callback) { _tabChangedCallback = callback; }

    /// Moves the headers (top / bottom docks) or resizes the containers (left / right); headers
    /// already inserted keep their size, as in cocos.
    void setHeaderWidth(float headerWidth);
    float getHeaderWidth() const { return _headerWidth; }
    void setHeaderHeight(float headerHeight);
    int getHeaderHeight() const { return _headerHeight; } // an int, as cocos keeps it
    void setHeaderSelectedZoom(float zoom);
    float getHeaderSelectedZoom() const { return _currentHeaderZoom; }
    void setHeaderDockPlace(Dock dockPlace);
    Dock getHeaderDockPlace() const { return _headerDockPlace; }
    /// true (the default): headers are sized headerWidth x headerHeight, their images stretched;
    /// false: each header takes its background image's size.
    void ignoreHeadersTextureSize(bool ignore);
    bool isIgnoreHeadersTextureSize() const { return _ignoreHeaderTextureSize; }

    /// A header or container taken out by hand (removeFromParent) takes its tab with it.
    void removeProtectedChild(Node* child, bool cleanup = true) override;
    void removeAllProtectedChildrenWithCleanup(bool cleanup) override;

protected:
    friend class TabHeader;
    struct TabItem {
        TabHeader* header;
        Layout* container;
    };

    TabControl() = default;
    ~TabControl() override;
    bool init() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;
    /// What a header's selection (or setSelectTab) does: switch tabs, then tell the listener.
    void dispatchSelectedTabChanged(int tabIndex, TabHeader::EventType eventType);

private:
    void initAfterInsert(int index);
    void initTabHeadersPos(int startIndex);
    void initContainers();
    Vec2 getHeaderAnchorWithDock() const;
    void fitHeaderToTextureSetting(TabHeader* header);
    void activeTabItem(const TabItem* item);
    void deactiveTabItem(const TabItem* item);
    /// Forgets the tab at @p index: the header is detached, both leave the protected children.
    void forgetTab(int index, bool cleanup);
    /// The item at @p index, or nullptr.
    const TabItem* itemAt(int index) const;
    const TabItem* selectedItem() const;

    std::vector<TabItem> _tabItems; // headers and containers retained as protected children
    TabHeader* _selectedHeader = nullptr;
    int _headerHeight = 20;
    float _headerWidth = 50.0f;
    Dock _headerDockPlace = Dock::TOP;
    Vec2 _containerPosition;
    Size _containerSize;
    float _currentHeaderZoom = 0.1f;
    bool _ignoreHeaderTextureSize = true;
    ccTabControlCallback _tabChangedCallback;
};

} // namespace ui
} // namespace cc
