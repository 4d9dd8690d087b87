// engine/ui/TabControl.cpp
#include "ui/TabControl.h"

#include "base/Log.h"
#include "ui/Layout.h"

#include <algorithm>

namespace cc {
namespace ui {

namespace {
constexpr int kContainerZ = -3;
constexpr int kHeaderZ = -2;
constexpr int kSelectedHeaderZ = -1;
} // namespace

TabControl* TabControl::create() {
    auto* control = new TabControl();
    if (control->init()) return static_cast<TabControl*>(control->autorelease());
    delete control;
    return nullptr;
}

bool TabControl::init() {
    // cocos's constructor sets anchor (0, 0) and then Widget::init sets (0.5, 0.5): a 3.17 tab control
    // is anchored at its centre, so the same position puts it where cocos does.
    setContentSize(Size(200, 200));
    return Widget::init();
}

TabControl::~TabControl() {
    for (const TabItem& item : _tabItems)
        item.header->_tabView = nullptr; // a header kept by a script outlives its control
}

/* -- Tabs ---------------------------------------------------------------------------------- */

void TabControl::insertTab(int index, TabHeader* header, Layout* container) {
    if (index < 0 || index > static_cast<int>(_tabItems.size())) {
        logError("ccui.TabControl:insertTab: index %d is outside 0..%zu", index, _tabItems.size());
        return;
    }
    if (!header || !container) {
        logError("ccui.TabControl:insertTab: a tab needs a header and a container");
        return;
    }
    if (header->getParent() || container->getParent()) {
        logError("ccui.TabControl:insertTab: the header or the container is already a child of a node");
        return;
    }
    addProtectedChild(container, kContainerZ, -1);
    addProtectedChild(header, kHeaderZ, -1);
    _tabItems.insert(_tabItems.begin() + index, TabItem{header, container});
    header->_tabView = this;
    initAfterInsert(index);
}

void TabControl::initAfterInsert(int index) {
    RefPtr<TabControl> keep(this); // the first tab's selection tells the listener, which may
    RefPtr<TabHeader> header(_tabItems[index].header); // remove the control or the tab
    RefPtr<Layout> container(_tabItems[index].container);
    if (_tabItems.size() == 1)
        setSelectTab(0);
    else
        deactiveTabItem(&_tabItems[index]);
    index = indexOfTabHeader(header.get());
    if (index < 0) return;
    header->setContentSize(Size(_headerWidth, static_cast<float>(_headerHeight)));
    header->setAnchorPoint(getHeaderAnchorWithDock());
    if (header->isIgnoreContentAdaptWithSize() == _ignoreHeaderTextureSize)
        fitHeaderToTextureSetting(header.get());
    initTabHeadersPos(index);
    if (_containerSize.equals(Size::ZERO)) {
        initContainers();
    } else {
        container->setPosition(_containerPosition);
        container->setContentSize(_containerSize);
    }
}

void TabControl::fitHeaderToTextureSetting(TabHeader* header) {
    header->ignoreContentAdaptWithSize(!_ignoreHeaderTextureSize);
    if (_ignoreHeaderTextureSize)
        header->setContentSize(Size(_headerWidth, static_cast<float>(_headerHeight)));
}

void TabControl::removeTab(int index) {
    if (index < 0 || index >= static_cast<int>(_tabItems.size())) {
        logError("ccui.TabControl:removeTab: no tab at index %d (%zu tabs)", index, _tabItems.size());
        return;
    }
    forgetTab(index, true);
}

void TabControl::forgetTab(int index, bool cleanup) {
    RefPtr<TabControl> keep(this);
    const TabItem item = _tabItems[index];
    if (item.header == _selectedHeader) _selectedHeader = nullptr;
    _tabItems.erase(_tabItems.begin() + index);
    item.header->_tabView = nullptr;
    if (item.header->getParent() == this) ProtectedNode::removeProtectedChild(item.header, cleanup);
    if (item.container->getParent() == this) ProtectedNode::removeProtectedChild(item.container, cleanup);
    initTabHeadersPos(index);
}

void TabControl::removeProtectedChild(Node* child, bool cleanup) {
    for (size_t i = 0; i < _tabItems.size(); ++i) {
        if (_tabItems[i].header == child || static_cast<Node*>(_tabItems[i].container) == child) {
            forgetTab(static_cast<int>(i), cleanup);
            return;
        }
    }
    ProtectedNode::removeProtectedChild(child, cleanup);
}

void TabControl::removeAllProtectedChildrenWithCleanup(bool cleanup) {
    for (const TabItem& item : _tabItems)
        item.header->_tabView = nullptr;
    _tabItems.clear();
    _selectedHeader = nullptr;
    ProtectedNode::removeAllProtectedChildrenWithCleanup(cleanup);
}

TabHeader* TabControl::getTabHeader(int index) const {
    const TabItem* item = itemAt(index);
    return item ? item->header : nullptr;
}

Layout* TabControl::getTabContainer(int index) const {
    const TabItem* item = itemAt(index);
    return item ? item->container : nullptr;
}

int TabControl::indexOfTabHeader(const TabHeader* header) const {
    for (size_t i = 0; i < _tabItems.size(); ++i)
        if (_tabItems[i].header == header) return static_cast<int>(i);
    return -1;
}

const TabControl::TabItem* TabControl::itemAt(int index) const {
    if (index < 0 || index >= static_cast<int>(_tabItems.size())) return nullptr;
    return &_tabItems[index];
}

const TabControl::TabItem* TabControl::selectedItem() const {
    return itemAt(indexOfTabHeader(_selectedHeader));
}

/* -- Selection ----------------------------------------------------------------------------- */

void TabControl::setSelectTab(int index) {
    dispatchSelectedTabChanged(index, TabHeader::EventType::SELECTED);
}

void TabControl::setSelectTab(TabHeader* header) {
    if (_selectedHeader && header == _selectedHeader) return;
    setSelectTab(indexOfTabHeader(header));
}

int TabControl::getSelectedTabIndex() const {
    return _selectedHeader ? indexOfTabHeader(_selectedHeader) : -1;
}

void TabControl::dispatchSelectedTabChanged(int tabIndex, TabHeader::EventType eventType) {
    RefPtr<TabControl> keep(this); // the listener may remove the control
    if (eventType == TabHeader::EventType::SELECTED) {
        deactiveTabItem(selectedItem());
        const TabItem* item = itemAt(tabIndex);
        activeTabItem(item);
        _selectedHeader = item ? item->header : nullptr;
    } else if (itemAt(tabIndex) && itemAt(tabIndex)->header == _selectedHeader) {
        deactiveTabItem(selectedItem());
        _selectedHeader = nullptr;
    }
    if (auto callback = _tabChangedCallback) callback(getSelectedTabIndex(), EventType::SELECT_CHANGED);
}

void TabControl::activeTabItem(const TabItem* item) {
    if (!item) return;
    item->header->setLocalZOrder(kSelectedHeaderZ);
    item->header->setScale(1.0f + _currentHeaderZoom);
    item->header->setSelected(true);
    item->container->setVisible(true);
}

void TabControl::deactiveTabItem(const TabItem* item) {
    if (!item) return;
    item->header->setLocalZOrder(kHeaderZ);
    item->header->setScale(1.0f);
    item->header->setSelected(false);
    item->container->setVisible(false);
}

void TabControl::setHeaderSelectedZoom(float zoom) {
    if (_currentHeaderZoom == zoom) return;
    _currentHeaderZoom = zoom;
    if (_selectedHeader) _selectedHeader->setScale(1.0f + _currentHeaderZoom);
}

/* -- Placement ------------------------------------------------------------------------------ */

void TabControl::setHeaderWidth(float headerWidth) {
    _headerWidth = headerWidth;
    if (_headerDockPlace == Dock::TOP || _headerDockPlace == Dock::BOTTOM) initTabHeadersPos(0);
    if (_headerDockPlace == Dock::LEFT || _headerDockPlace == Dock::RIGHT) initContainers();
}

void TabControl::setHeaderHeight(float headerHeight) {
    _headerHeight = static_cast<int>(headerHeight);
    if (_headerDockPlace == Dock::LEFT || _headerDockPlace == Dock::RIGHT) initTabHeadersPos(0);
    if (_headerDockPlace == Dock::TOP || _headerDockPlace == Dock::BOTTOM) initContainers();
}

void TabControl::setHeaderDockPlace(Dock dockPlace) {
    if (_headerDockPlace == dockPlace) return;
    _headerDockPlace = dockPlace;
    initTabHeadersPos(0);
    initContainers();
    const Vec2 anchor = getHeaderAnchorWithDock();
    for (const TabItem& item : _tabItems)
        item.header->setAnchorPoint(anchor);
}

Vec2 TabControl::getHeaderAnchorWithDock() const {
    switch (_headerDockPlace) {
    case Dock::LEFT:
        return Vec2(1.0f, 0.5f);
    case Dock::BOTTOM:
        return Vec2(0.5f, 1.0f);
    case Dock::RIGHT:
        return Vec2(0.0f, 0.5f);
    case Dock::TOP:
        break;
    }
    return Vec2(0.5f, 0.0f);
}

void TabControl::ignoreHeadersTextureSize(bool ignore) {
    if (_ignoreHeaderTextureSize == ignore) return;
    _ignoreHeaderTextureSize = ignore;
    for (const TabItem& item : _tabItems)
        fitHeaderToTextureSetting(item.header);
}

void TabControl::onSizeChanged() {
    initTabHeadersPos(0);
    initContainers();
}

void TabControl::initTabHeadersPos(int startIndex) {
    const float height = static_cast<float>(_headerHeight);
    Vec2 origin(_headerWidth * 0.5f, _contentSize.height - height);
    Vec2 step;
    switch (_headerDockPlace) {
    case Dock::TOP:
        step.x = _headerWidth;
        break;
    case Dock::LEFT:
        origin = Vec2(_headerWidth, _contentSize.height - height * 0.5f);
        step.y = -height;
        break;
    case Dock::BOTTOM:
        origin.y = height;
        step.x = _headerWidth;
        break;
    case Dock::RIGHT:
        origin = Vec2(_contentSize.width - _headerWidth, _contentSize.height - height * 0.5f);
        step.y = -height;
        break;
    }
    for (int i = std::max(startIndex, 0); i < static_cast<int>(_tabItems.size()); ++i)
        _tabItems[i].header->setPosition(origin + step * static_cast<float>(i));
}

void TabControl::initContainers() {
    const float height = static_cast<float>(_headerHeight);
    switch (_headerDockPlace) {
    case Dock::TOP:
        _containerPosition = Vec2(0, 0);
        _containerSize = Size(_contentSize.width, _contentSize.height - height);
        break;
    case Dock::LEFT:
        _containerPosition = Vec2(_headerWidth, 0);
        _containerSize = Size(_contentSize.width - _headerWidth, _contentSize.height);
        break;
    case Dock::BOTTOM:
        _containerPosition = Vec2(0, height);
        _containerSize = Size(_contentSize.width, _contentSize.height - height);
        break;
    case Dock::RIGHT:
        _containerPosition = Vec2(0, 0);
        _containerSize = Size(_contentSize.width - _headerWidth, _contentSize.height);
        break;
    }
    for (const TabItem& item : _tabItems) {
        item.container->setPosition(_containerPosition);
        item.container->setContentSize(_containerSize);
    }
}

/* -- Clone ---------------------------------------------------------------------------------- */

Widget* TabControl::createCloneInstance() {
    return TabControl::create();
}

void TabControl::copySpecialProperties(Widget* model) {
    auto* control = dynamic_cast<TabControl*>(model);
    if (!control) return;
    Widget::copySpecialProperties(model);
    _headerWidth = control->_headerWidth;
    _headerHeight = control->_headerHeight;
    _headerDockPlace = control->_headerDockPlace;
    _currentHeaderZoom = control->_currentHeaderZoom;
    _tabChangedCallback = control->_tabChangedCallback; // as cocos: not the tabs
}

} // namespace ui
} // namespace cc
