// engine/scene/Menu.h — a layer of MenuItems that reacts to touches.
#pragma once

#include "base/RefPtr.h"
#include "scene/Layer.h"
#include "scene/MenuItem.h"

#include <vector>

namespace cc {

class Event;
class EventListenerTouchOneByOne;
class Touch;

/// cocos2d-x `Menu`. Registers a swallowing one-by-one touch listener with scene-graph priority on
/// itself. A touch that begins on an enabled, visible item selects it (front-most item first); moving
/// onto another item moves the selection; ending on the selected item activates it; cancelling just
/// unselects. The menu ignores touches while it or an ancestor is invisible, or while disabled.
/// Defaults as cocos2d-x: full-window content size, positioned at the window centre by its corner
/// ignored anchor, cascading colour and opacity.
class Menu : public Layer {
public:
    enum class State { WAITING, TRACKING_TOUCH };

    static Menu* create();
    /// Variadic like cocos2d-x: items followed by nullptr.
    static Menu* create(MenuItem* item, ...);
    static Menu* createWithArray(const Vector<MenuItem*>& items);
    static Menu* createWithItem(MenuItem* item);
    ~Menu() override;
    bool init() override;
    bool initWithArray(const Vector<MenuItem*>& items);

    void setEnabled(bool enabled) { _enabled = enabled; }
    bool isEnabled() const { return _enabled; }
    State getState() const { return _state; }
    MenuItem* getSelectedItem() const { return _selectedItem.get(); }

    void alignItemsVertically();
    void alignItemsVerticallyWithPadding(float padding);
    void alignItemsHorizontally();
    void alignItemsHorizontallyWithPadding(float padding);
    /// Rows of items, @p columns[i] items in row i, top to bottom; each row spreads its items evenly
    /// across the window width. Counts that do not match the items exactly are reported (CC_CHECK) and
    /// nothing moves. Positions follow cocos2d-x 3.17 to the pixel, integer truncation included.
    void alignItemsInColumnsWithArray(const std::vector<int>& columns);
    /// Columns of items, @p rows[i] items in column i, left to right (cocos2d-x 3.17's arithmetic,
    /// which places the columns relative to the window height).
    void alignItemsInRowsWithArray(const std::vector<int>& rows);

    void onExit() override;

    /// The touch callbacks (public so tests and bindings can drive a menu directly).
    bool onTouchBegan(Touch* touch, Event* event);
    void onTouchMoved(Touch* touch, Event* event);
    void onTouchEnded(Touch* touch, Event* event);
    void onTouchCancelled(Touch* touch, Event* event);

protected:
    /// The front-most enabled, visible item under @p touch, or nullptr.
    MenuItem* getItemForTouch(Touch* touch);

    bool _enabled = true;
    State _state = State::WAITING;
    RefPtr<MenuItem> _selectedItem; // kept alive while a touch tracks it
    EventListenerTouchOneByOne* _touchListener = nullptr;
};

} // namespace cc
