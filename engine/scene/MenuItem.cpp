// engine/scene/MenuItem.cpp
#include "scene/MenuItem.h"

#include "actions/ActionTransform.h"
#include "base/RefPtr.h"
#include "scene/Label.h"

namespace cc {
namespace {
int s_fontSize = 32;
std::string& fontName() {
    static std::string name = "Arial";
    return name;
}
} // namespace

/* -- MenuItem --------------------------------------------------------------------- */

MenuItem* MenuItem::create() {
    return create(ccMenuCallback());
}

MenuItem* MenuItem::create(const ccMenuCallback& callback) {
    auto* item = new MenuItem();
    if (item->initWithCallback(callback)) return static_cast<MenuItem*>(item->autorelease());
    delete item;
    return nullptr;
}

bool MenuItem::initWithCallback(const ccMenuCallback& callback) {
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    _callback = callback;
    _enabled = true;
    _selected = false;
    return true;
}

void MenuItem::activate() {
    if (!_enabled) return;
    RefPtr<MenuItem> keep(this);
    if (_callback) _callback(this);
}

Rect MenuItem::rect() const {
    return Rect(_position.x - _contentSize.width * _anchorPoint.x,
                _position.y - _contentSize.height * _anchorPoint.y, _contentSize.width, _contentSize.height);
}

/* -- MenuItemLabel ------------------------------------------------------------------ */

MenuItemLabel* MenuItemLabel::create(Node* label, const ccMenuCallback& callback) {
    auto* item = new MenuItemLabel();
    if (item->initWithLabel(label, callback)) return static_cast<MenuItemLabel*>(item->autorelease());
    delete item;
    return nullptr;
}

MenuItemLabel* MenuItemLabel::create(Node* label) {
    return create(label, ccMenuCallback());
}

bool MenuItemLabel::initWithLabel(Node* label, const ccMenuCallback& callback) {
    initWithCallback(callback);
    _originalScale = 1.0f;
    _colorBackup = Color3B::WHITE;
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    setLabel(label);
    return true;
}

void MenuItemLabel::setLabel(Node* label) {
    if (label == _label.get()) return;
    if (label) {
        label->setAnchorPoint(Vec2::ANCHOR_BOTTOM_LEFT);
        label->setPosition(Vec2::ZERO);
        addChild(label);
        setContentSize(label->getContentSize());
    }
    if (_label) removeChild(_label.get(), true);
    _label = label;
}

void MenuItemLabel::setString(const std::string& text) {
    if (auto* label = dynamic_cast<Label*>(_label.get())) {
        label->setString(text);
        setContentSize(label->getContentSize());
    }
}

void MenuItemLabel::activate() {
    if (!_enabled) return;
    stopActionByTag(kZoomActionTag);
    setScale(_originalScale);
    MenuItem::activate();
}

void MenuItemLabel::selected() {
    if (!_enabled) return;
    MenuItem::selected();
    if (Action* zoom = getActionByTag(kZoomActionTag))
        stopAction(zoom);
    else
        _originalScale = getScale();
    Action* zoomIn = ScaleTo::create(0.1f, _originalScale * 1.2f);
    zoomIn->setTag(kZoomActionTag);
    runAction(zoomIn);
}

void MenuItemLabel::unselected() {
    if (!_enabled) return;
    MenuItem::unselected();
    stopActionByTag(kZoomActionTag);
    Action* zoomOut = ScaleTo::create(0.1f, _originalScale);
    zoomOut->setTag(kZoomActionTag);
    runAction(zoomOut);
}

void MenuItemLabel::setEnabled(bool enabled) {
    if (_enabled != enabled && _label) {
        if (!enabled) {
            _colorBackup = _label->getColor();
            _label->setColor(_disabledColor);
        } else {
            _label->setColor(_colorBackup);
        }
    }
    MenuItem::setEnabled(enabled);
}

/* -- MenuItemFont --------------------------------------------------------------------- */

void MenuItemFont::setFontSize(int size) {
    s_fontSize = size;
}
int MenuItemFont::getFontSize() {
    return s_fontSize;
}
void MenuItemFont::setFontName(const std::string& name) {
    fontName() = name;
}
const std::string& MenuItemFont::getFontName() {
    return fontName();
}

MenuItemFont* MenuItemFont::create(const std::string& value) {
    return create(value, ccMenuCallback());
}

MenuItemFont* MenuItemFont::create(const std::string& value, const ccMenuCallback& callback) {
    auto* item = new MenuItemFont();
    if (item->initWithString(value, callback)) return static_cast<MenuItemFont*>(item->autorelease());
    delete item;
    return nullptr;
}

bool MenuItemFont::initWithString(const std::string& value, const ccMenuCallback& callback) {
    Label* label = Label::createWithSystemFont(value, fontName(), static_cast<float>(s_fontSize));
    return initWithLabel(label, callback);
}

} // namespace cc
