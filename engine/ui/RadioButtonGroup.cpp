// engine/ui/RadioButtonGroup.cpp
#include "ui/RadioButtonGroup.h"

#include "base/Macros.h"

namespace cc {
namespace ui {

RadioButtonGroup* RadioButtonGroup::create() {
    auto* widget = new RadioButtonGroup();
    if (widget->init()) return static_cast<RadioButtonGroup*>(widget->autorelease());
    delete widget;
    return nullptr;
}

RadioButtonGroup::~RadioButtonGroup() {
    for (RadioButton* button : _radioButtons)
        button->_group = nullptr; // a button that outlives its group forgets it
}

void RadioButtonGroup::addRadioButton(RadioButton* radioButton) {
    if (!radioButton) return;
    if (!CC_CHECK(radioButton->_group == nullptr,
                  "RadioButtonGroup::addRadioButton: it already belongs to a group"))
        return;
    radioButton->_group = this;
    _radioButtons.pushBack(radioButton);
    if (!_allowedNoSelection && !_selectedRadioButton) setSelectedButton(radioButton);
}

void RadioButtonGroup::removeRadioButton(RadioButton* radioButton) {
    if (!CC_CHECK(radioButton && _radioButtons.contains(radioButton),
                  "RadioButtonGroup::removeRadioButton: the radio button does not belong to this group"))
        return;
    RefPtr<RadioButtonGroup> keep(this);
    RefPtr<RadioButton> keepButton(radioButton);
    radioButton->_group = nullptr;
    if (radioButton == _selectedRadioButton) deselect();
    _radioButtons.eraseObject(radioButton);
    if (!_allowedNoSelection && !_selectedRadioButton && !_radioButtons.empty()) setSelectedButton(0);
}

void RadioButtonGroup::removeAllRadioButtons() {
    RefPtr<RadioButtonGroup> keep(this);
    while (!_radioButtons.empty()) // one by one, as cocos: each selected one is deselected (its event)
        removeRadioButton(_radioButtons.at(0));
}

RadioButton* RadioButtonGroup::getRadioButtonByIndex(int index) const {
    if (!CC_CHECK(index >= 0 && index < _radioButtons.size(),
                  "RadioButtonGroup::getRadioButtonByIndex: out of range"))
        return nullptr;
    return _radioButtons.at(index);
}

int RadioButtonGroup::getSelectedButtonIndex() const {
    if (!_selectedRadioButton) return -1;
    return static_cast<int>(_radioButtons.getIndex(_selectedRadioButton));
}

void RadioButtonGroup::setSelectedButton(int index) {
    if (!CC_CHECK(index >= 0 && index < _radioButtons.size(),
                  "RadioButtonGroup::setSelectedButton: out of range"))
        return;
    setSelectedButton(_radioButtons.at(index));
}

void RadioButtonGroup::setSelectedButton(RadioButton* radioButton) {
    setSelectedButtonWithoutEvent(radioButton);
    onChangedRadioButtonSelect(_selectedRadioButton);
}

void RadioButtonGroup::setSelectedButtonWithoutEvent(int index) {
    if (!CC_CHECK(index >= 0 && index < _radioButtons.size(),
                  "RadioButtonGroup::setSelectedButtonWithoutEvent: out of range"))
        return;
    setSelectedButtonWithoutEvent(_radioButtons.at(index));
}

void RadioButtonGroup::setSelectedButtonWithoutEvent(RadioButton* radioButton) {
    if (!_allowedNoSelection && !radioButton) return;
    if (_selectedRadioButton == radioButton) return;
    if (!CC_CHECK(!radioButton || _radioButtons.contains(radioButton),
                  "RadioButtonGroup::setSelectedButton: the radio button does not belong to this group"))
        return;
    deselect();
    _selectedRadioButton = radioButton;
    if (_selectedRadioButton) _selectedRadioButton->setSelected(true);
}

void RadioButtonGroup::onChangedRadioButtonSelect(RadioButton* radioButton) {
    RefPtr<RadioButtonGroup> keep(this);
    if (_selectedRadioButton != radioButton) {
        deselect();
        _selectedRadioButton = radioButton;
    }
    if (auto callback = _radioButtonGroupEventCallback) {
        RefPtr<RadioButton> keepButton(_selectedRadioButton);
        const int index = radioButton ? static_cast<int>(_radioButtons.getIndex(radioButton)) : -1;
        callback(_selectedRadioButton, index, EventType::SELECT_CHANGED);
    }
    if (auto callback = _ccEventCallback) callback(this, static_cast<int>(EventType::SELECT_CHANGED));
}

void RadioButtonGroup::deselect() {
    RadioButton* previous = _selectedRadioButton;
    _selectedRadioButton = nullptr;
    if (!previous) return;
    RefPtr<RadioButton> keep(previous);
    previous->setSelected(false);
    previous->dispatchSelectChangedEvent(false);
}

Widget* RadioButtonGroup::createCloneInstance() {
    return RadioButtonGroup::create();
}

void RadioButtonGroup::copySpecialProperties(Widget* model) {
    auto* group = dynamic_cast<RadioButtonGroup*>(model);
    if (!group) return;
    _radioButtonGroupEventCallback = group->_radioButtonGroupEventCallback;
    _allowedNoSelection = group->_allowedNoSelection;
}

} // namespace ui
} // namespace cc
