// engine/scene/Menu.cpp
#include "scene/Menu.h"

#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/Touch.h"

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

} // namespace cc
