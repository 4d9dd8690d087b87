// engine/scene/MenuItemToggle.cpp
#include "scene/MenuItemToggle.h"

#include "base/RefPtr.h"

#include <cstdarg>

namespace cc {

MenuItemToggle* MenuItemToggle::create() {
    return createWithCallback(ccMenuCallback(), Vector<MenuItem*>());
}

MenuItemToggle* MenuItemToggle::create(MenuItem* item) {
    Vector<MenuItem*> items;
    if (item) items.pushBack(item);
    return createWithCallback(ccMenuCallback(), items);
}

MenuItemToggle* MenuItemToggle::createWithCallback(const ccMenuCallback& callback, MenuItem* item, ...) {
    Vector<MenuItem*> items;
    va_list args;
    va_start(args, item);
    for (MenuItem* i = item; i; i = va_arg(args, MenuItem*))
        items.pushBack(i);
    va_end(args);
    return createWithCallback(callback, items);
}

MenuItemToggle* MenuItemToggle::createWithCallback(const ccMenuCallback& callback,
                                                   const Vector<MenuItem*>& items) {
    auto* toggle = new MenuItemToggle();
    if (toggle->initWithCallback(callback, items)) return static_cast<MenuItemToggle*>(toggle->autorelease());
    delete toggle;
    return nullptr;
}

// As cocos2d-x: sub-items not shown still stop their actions and schedules with the toggle.
MenuItemToggle::~MenuItemToggle() {
    for (MenuItem* item : _subItems)
        item->cleanup();
}

bool MenuItemToggle::initWithCallback(const ccMenuCallback& callback, const Vector<MenuItem*>& items) {
    MenuItem::initWithCallback(callback);
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    for (MenuItem* item : items)
        _subItems.pushBack(item);
    _selectedIndex = -1;
    if (!_subItems.empty()) setSelectedIndex(0);
    return true;
}

void MenuItemToggle::addSubItem(MenuItem* item) {
    if (!CC_CHECK(item != nullptr, "MenuItemToggle::addSubItem: item is null")) return;
    // The toggle retains its sub-items: itself or an ancestor would keep it alive forever.
    if (!CC_CHECK(item != this && !isDescendantOf(item),
                  "MenuItemToggle::addSubItem: the item is the toggle or an ancestor of it"))
        return;
    _subItems.pushBack(item);
    if (_selectedIndex < 0) setSelectedIndex(0);
}

MenuItem* MenuItemToggle::getSelectedItem() const {
    return _selectedIndex >= 0 && _selectedIndex < _subItems.size() ? _subItems.at(_selectedIndex) : nullptr;
}

void MenuItemToggle::setSelectedIndex(int index) {
    if (!CC_CHECK(index >= 0 && index < _subItems.size(),
                  "MenuItemToggle::setSelectedIndex: index out of range"))
        return;
    if (index == _selectedIndex) return;
    _selectedIndex = index;
    if (Node* current = getChildByTag(kCurrentItemTag)) current->removeFromParentAndCleanup(false);
    MenuItem* item = _subItems.at(index);
    addChild(item, 0, kCurrentItemTag);
    const Size& size = item->getContentSize();
    setContentSize(size);
    item->setPosition(Vec2(size.width / 2, size.height / 2));
}

void MenuItemToggle::activate() {
    if (_enabled && !_subItems.empty())
        setSelectedIndex((_selectedIndex + 1) % static_cast<int>(_subItems.size()));
    MenuItem::activate();
}

void MenuItemToggle::selected() {
    MenuItem::selected();
    if (MenuItem* item = getSelectedItem()) item->selected();
}

void MenuItemToggle::unselected() {
    MenuItem::unselected();
    if (MenuItem* item = getSelectedItem()) item->unselected();
}

void MenuItemToggle::setEnabled(bool enabled) {
    if (_enabled == enabled) return;
    MenuItem::setEnabled(enabled);
    for (MenuItem* item : _subItems)
        item->setEnabled(enabled);
}

} // namespace cc
