// engine/scene/MenuItemToggle.h — a menu item cycling through sub-items, one shown at a time.
#pragma once

#include "base/Vector.h"
#include "scene/MenuItem.h"

namespace cc {

/// cocos2d-x `MenuItemToggle`. Retains its sub-items; the selected one is its only child (tag
/// kCurrentItemTag), centred, and gives the toggle its content size. activate() first advances to the
/// next sub-item (wrapping), then calls the toggle's callback, so the callback sees the new index.
/// Selecting, unselecting and enabling are passed on to the sub-items.
class MenuItemToggle : public MenuItem {
public:
    static constexpr int kCurrentItemTag = 0xc0c05001;

    static MenuItemToggle* create();
    static MenuItemToggle* create(MenuItem* item);
    /// Variadic like cocos2d-x: sub-items followed by nullptr.
    static MenuItemToggle* createWithCallback(const ccMenuCallback& callback, MenuItem* item, ...);
    static MenuItemToggle* createWithCallback(const ccMenuCallback& callback, const Vector<MenuItem*>& items);
    ~MenuItemToggle() override;
    bool initWithCallback(const ccMenuCallback& callback, const Vector<MenuItem*>& items);

    /// Appends a sub-item (shown only once selected, or at once when it is the first).
    void addSubItem(MenuItem* item);
    const Vector<MenuItem*>& getSubItems() const { return _subItems; }
    /// Shows sub-item @p index; an index out of range is reported (CC_CHECK) and ignored.
    void setSelectedIndex(int index);
    int getSelectedIndex() const { return _selectedIndex; }
    /// The shown sub-item; nullptr while there is none.
    MenuItem* getSelectedItem() const;

    void activate() override;
    void selected() override;
    void unselected() override;
    void setEnabled(bool enabled) override;

private:
    Vector<MenuItem*> _subItems;
    int _selectedIndex = -1;
};

} // namespace cc
