// engine/ui/RadioButton.cpp
#include "ui/RadioButton.h"

#include "ui/RadioButtonGroup.h"

namespace cc {
namespace ui {

RadioButton* RadioButton::create() {
    auto* widget = new RadioButton();
    if (widget->init()) return static_cast<RadioButton*>(widget->autorelease());
    delete widget;
    return nullptr;
}

RadioButton* RadioButton::create(const std::string& backGround, const std::string& backGroundSelected,
                                 const std::string& cross, const std::string& backGroundDisabled,
                                 const std::string& frontCrossDisabled, TextureResType texType) {
    RadioButton* widget = create();
    if (widget)
        widget->loadTextures(backGround, backGroundSelected, cross, backGroundDisabled, frontCrossDisabled,
                             texType);
    return widget;
}

RadioButton* RadioButton::create(const std::string& backGround, const std::string& cross,
                                 TextureResType texType) {
    return create(backGround, "", cross, "", "", texType);
}

void RadioButton::releaseUpEvent() {
    RefPtr<Widget> keep(this);
    Widget::releaseUpEvent();
    if (_isSelected) return;
    setSelected(true);
    dispatchSelectChangedEvent(true);
}

void RadioButton::dispatchSelectChangedEvent(bool selected) {
    RefPtr<Widget> keep(this);
    const EventType type = selected ? EventType::SELECTED : EventType::UNSELECTED;
    if (auto callback = _radioButtonEventCallback) callback(this, type);
    if (auto callback = _ccEventCallback) callback(this, static_cast<int>(type));
    if (selected && _group) {
        RefPtr<RadioButtonGroup> group(_group); // its callback may drop it
        group->onChangedRadioButtonSelect(this);
    }
}

Widget* RadioButton::createCloneInstance() {
    return RadioButton::create();
}

void RadioButton::copySpecialProperties(Widget* model) {
    AbstractCheckButton::copySpecialProperties(model);
    if (auto* button = dynamic_cast<RadioButton*>(model))
        _radioButtonEventCallback = button->_radioButtonEventCallback;
}

} // namespace ui
} // namespace cc
