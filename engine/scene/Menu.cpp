// engine/scene/Menu.cpp
#include "scene/Menu.h"

#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/Touch.h"

#include <algorithm>
#include <cstdarg>

namespace cc {
namespace {
constexpr float kDefaultPadding = 5.0f;
} // namespace

Menu* Menu::create() {
    return createWithArray(Vector<MenuItem*>());
}

Menu* Menu::create(MenuItem* item, ...) {
    Vector<MenuItem*> items;
    va_list args;
    va_start(args, item);
    for (MenuItem* i = item; i; i = va_arg(args, MenuItem*))
        items.pushBack(i);
    va_end(args);
    return createWithArray(items);
}

Menu* Menu::createWithArray(const Vector<MenuItem*>& items) {
    auto* menu = new Menu();
    if (menu->initWithArray(items)) return static_cast<Menu*>(menu->autorelease());
    delete menu;
    return nullptr;
}

Menu* Menu::createWithItem(MenuItem* item) {
    return create(item, nullptr);
}

Menu::~Menu() = default; // the listener goes with the node (Node's destructor removes it)

bool Menu::init() {
    return initWithArray(Vector<MenuItem*>());
}

bool Menu::initWithArray(const Vector<MenuItem*>& items) {
    if (!Layer::init()) return false;
    const Size& win = Director::getInstance()->getWinSize();
    setPosition(Vec2(win.width / 2, win.height / 2));
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    int z = 0;
    for (MenuItem* item : items)
        addChild(item, z++);

    _touchListener = EventListenerTouchOneByOne::create();
    _touchListener->setSwallowTouches(true);
    _touchListener->onTouchBegan = [this](Touch* t, Event* e) { return onTouchBegan(t, e); };
    _touchListener->onTouchMoved = [this](Touch* t, Event* e) { onTouchMoved(t, e); };
    _touchListener->onTouchEnded = [this](Touch* t, Event* e) { onTouchEnded(t, e); };
    _touchListener->onTouchCancelled = [this](Touch* t, Event* e) { onTouchCancelled(t, e); };
    _eventDispatcher->addEventListenerWithSceneGraphPriority(_touchListener, this);
    return true;
}

void Menu::onExit() {
    if (_state == State::TRACKING_TOUCH) {
        if (_selectedItem) _selectedItem->unselected();
        _selectedItem = nullptr;
        _state = State::WAITING;
    }
    Layer::onExit();
}

MenuItem* Menu::getItemForTouch(Touch* touch) {
    sortAllChildren();
    const auto& children = getChildren();
    for (auto it = children.rbegin(); it != children.rend(); ++it) { // front-most first
        auto* item = dynamic_cast<MenuItem*>(*it);
        if (!item || !item->isVisible() || !item->isEnabled()) continue;
        Vec2 local = item->convertToNodeSpace(touch->getLocation());
        Rect r(Vec2::ZERO, item->getContentSize());
        if (r.containsPoint(local)) return item;
    }
    return nullptr;
}

bool Menu::onTouchBegan(Touch* touch, Event*) {
    if (_state != State::WAITING || !_visible || !_enabled) return false;
    for (Node* c = _parent; c; c = c->getParent())
        if (!c->isVisible()) return false;
    _selectedItem = getItemForTouch(touch);
    if (!_selectedItem) return false;
    _state = State::TRACKING_TOUCH;
    _selectedItem->selected();
    return true;
}

void Menu::onTouchMoved(Touch* touch, Event*) {
    if (_state != State::TRACKING_TOUCH) return;
    MenuItem* current = getItemForTouch(touch);
    if (current == _selectedItem.get()) return;
    if (_selectedItem) _selectedItem->unselected();
    _selectedItem = current;
    if (_selectedItem) _selectedItem->selected();
}

void Menu::onTouchEnded(Touch*, Event*) {
    if (_state != State::TRACKING_TOUCH) return;
    RefPtr<Menu> keep(this); // the item's callback may remove the menu
    RefPtr<MenuItem> item = _selectedItem;
    _selectedItem = nullptr;
    _state = State::WAITING;
    if (item && item->getParent() == this) {
        item->unselected();
        item->activate();
    }
}

void Menu::onTouchCancelled(Touch*, Event*) {
    if (_state != State::TRACKING_TOUCH) return;
    if (_selectedItem) _selectedItem->unselected();
    _selectedItem = nullptr;
    _state = State::WAITING;
}

void Menu::alignItemsVertically() {
    alignItemsVerticallyWithPadding(kDefaultPadding);
}

void Menu::alignItemsVerticallyWithPadding(float padding) {
    float height = -padding;
    for (Node* child : _children)
        height += child->getContentSize().height * child->getScaleY() + padding;
    float y = height / 2.0f;
    for (Node* child : _children) {
        float h = child->getContentSize().height * child->getScaleY();
        child->setPosition(Vec2(0.0f, y - h / 2.0f));
        y -= h + padding;
    }
}

void Menu::alignItemsHorizontally() {
    alignItemsHorizontallyWithPadding(kDefaultPadding);
}

void Menu::alignItemsHorizontallyWithPadding(float padding) {
    float width = -padding;
    for (Node* child : _children)
        width += child->getContentSize().width * child->getScaleX() + padding;
    float x = -width / 2.0f;
    for (Node* child : _children) {
        float w = child->getContentSize().width * child->getScaleX();
        child->setPosition(Vec2(x + w / 2.0f, 0.0f));
        x += w + padding;
    }
}

namespace {
// Whether @p counts (none zero) use up exactly @p items items; a misuse is reported.
bool countsMatch(const std::vector<int>& counts, std::ptrdiff_t items, const char* what) {
    long total = 0;
    for (int c : counts) {
        if (!CC_CHECK(c > 0, what)) return false;
        total += c;
    }
    return CC_CHECK(total == items, what);
}
} // namespace

// cocos2d-x's arithmetic: heights in whole pixels, a 5-pixel gap, rows centred on half the total.
void Menu::alignItemsInColumnsWithArray(const std::vector<int>& columns) {
    if (!countsMatch(columns, _children.size(),
                     "Menu::alignItemsInColumns: the counts do not match the items"))
        return;
    int height = -5;
    size_t row = 0;
    int rowHeight = 0, used = 0;
    for (Node* child : _children) {
        rowHeight = std::max(rowHeight, static_cast<int>(child->getContentSize().height));
        if (++used >= columns[row]) {
            height += rowHeight + 5;
            used = 0;
            rowHeight = 0;
            ++row;
        }
    }
    const Size& win = Director::getInstance()->getWinSize();
    row = 0;
    rowHeight = 0;
    float w = 0.0f, x = 0.0f, y = static_cast<float>(height / 2);
    int rowColumns = 0;
    for (Node* child : _children) {
        if (rowColumns == 0) {
            rowColumns = columns[row];
            w = win.width / static_cast<float>(1 + rowColumns);
            x = w;
        }
        rowHeight = std::max(rowHeight, static_cast<int>(child->getContentSize().height));
        child->setPosition(Vec2(x - win.width / 2, y - child->getContentSize().height / 2));
        x += w;
        if (++used >= rowColumns) {
            y -= static_cast<float>(rowHeight + 5);
            used = 0;
            rowColumns = 0;
            rowHeight = 0;
            ++row;
        }
    }
}

void Menu::alignItemsInRowsWithArray(const std::vector<int>& rows) {
    if (!countsMatch(rows, _children.size(), "Menu::alignItemsInRows: the counts do not match the items"))
        return;
    std::vector<int> columnWidths, columnHeights;
    int width = -10, columnHeight = -5, columnWidth = 0, used = 0;
    size_t column = 0;
    for (Node* child : _children) {
        columnWidth = std::max(columnWidth, static_cast<int>(child->getContentSize().width));
        columnHeight += static_cast<int>(child->getContentSize().height + 5);
        if (++used >= rows[column]) {
            columnWidths.push_back(columnWidth);
            columnHeights.push_back(columnHeight);
            width += columnWidth + 10;
            used = 0;
            columnWidth = 0;
            columnHeight = -5;
            ++column;
        }
    }
    const Size& win = Director::getInstance()->getWinSize();
    column = 0;
    columnWidth = 0;
    int columnRows = 0;
    float x = static_cast<float>(-width / 2), y = 0.0f;
    for (Node* child : _children) {
        if (columnRows == 0) {
            columnRows = rows[column];
            y = static_cast<float>(columnHeights[column]);
        }
        columnWidth = std::max(columnWidth, static_cast<int>(child->getContentSize().width));
        child->setPosition(Vec2(x + static_cast<float>(columnWidths[column] / 2), y - win.height / 2));
        y -= child->getContentSize().height + 10;
        if (++used >= columnRows) {
            x += static_cast<float>(columnWidth + 5);
            used = 0;
            columnRows = 0;
            columnWidth = 0;
            ++column;
        }
    }
}

} // namespace cc
