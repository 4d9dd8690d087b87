// engine/ui/CheckBox.cpp
#include "ui/CheckBox.h"

namespace cc {
namespace ui {

CheckBox* CheckBox::create() {
    auto* widget = new CheckBox();
    if (widget->init()) return static_cast<CheckBox*>(widget->autorelease());
    delete widget;
    return nullptr;
}

CheckBox* CheckBox::create(const std::string& backGround, const std::string& backGroundSelected,
                           const std::string& cross, const std::string& backGroundDisabled,
                           const std::string& frontCrossDisabled, TextureResType texType) {
    CheckBox* widget = create();
    if (widget)
        widget->loadTextures(backGround, backGroundSelected, cross, backGroundDisabled, frontCrossDisabled,
                             texType);
    return widget;
}

CheckBox* CheckBox::create(const std::string& backGround, const std::string& cross, TextureResType texType) {
    return create(backGround, "", cross, "", "", texType);
}

void CheckBox::releaseUpEvent() {
    RefPtr<Widget> keep(this);
    Widget::releaseUpEvent();
    setSelected(!_isSelected);
    dispatchSelectChangedEvent(_isSelected);
}

void CheckBox::dispatchSelectChangedEvent(bool selected) {
    RefPtr<Widget> keep(this);
    const EventType type = selected ? EventType::SELECTED : EventType::UNSELECTED;
    if (auto callback = _checkBoxEventCallback) callback(this, type);
    if (auto callback = _ccEventCallback) callback(this, static_cast<int>(type));
}

Widget* CheckBox::createCloneInstance() {
    return CheckBox::create();
}

void CheckBox::copySpecialProperties(Widget* model) {
    AbstractCheckButton::copySpecialProperties(model);
    if (auto* box = dynamic_cast<CheckBox*>(model)) _checkBoxEventCallback = box->_checkBoxEventCallback;
}

} // namespace ui
} // namespace cc
