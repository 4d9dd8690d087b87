// engine/ui/RadioButtonGroup.h — at most one selected RadioButton.
#pragma once

#include "ui/RadioButton.h"

#include <functional>

namespace cc {
namespace ui {

/// cocos2d-x 3.17 `ui::RadioButtonGroup` (a Widget, usually added to the scene for the clone and
/// seek functions but not needed there). It retains its buttons; unless no selection is allowed, the
/// first button added is selected and a selected button removed selects the first one left.
/// Changing the selection deselects the previous button (which hears UNSELECTED), then calls the
/// listener with (the selected button or nullptr, its index or -1, SELECT_CHANGED).
class RadioButtonGroup : public Widget {
public:
    enum class EventType { SELECT_CHANGED };
    using ccRadioButtonGroupCallback = std::function<void(RadioButton*, int, EventType)>;

    static RadioButtonGroup* create();
    ~RadioButtonGroup() override;

    void addEventListener(const ccRadioButtonGroupCallback& callback) {
        _radioButtonGroupEventCallback = callback;
    }
    /// A button already in a group is refused (reported).
    void addRadioButton(RadioButton* radioButton);
    /// A button of another group is refused (reported).
    void removeRadioButton(RadioButton* radioButton);
    void removeAllRadioButtons();
    std::ptrdiff_t getNumberOfRadioButtons() const { return _radioButtons.size(); }
    /// nullptr (reported) for an index out of range.
    RadioButton* getRadioButtonByIndex(int index) const;
    /// -1 when none is selected.
    int getSelectedButtonIndex() const;
    void setSelectedButton(int index);
    void setSelectedButton(RadioButton* radioButton);
    void setSelectedButtonWithoutEvent(int index);
    void setSelectedButtonWithoutEvent(RadioButton* radioButton);
    void setAllowedNoSelection(bool allowed) { _allowedNoSelection = allowed; }
    bool isAllowedNoSelection() const { return _allowedNoSelection; }

protected:
    friend class RadioButton;
    RadioButtonGroup() = default;
    void onChangedRadioButtonSelect(RadioButton* radioButton);
    void deselect();
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;

    Vector<RadioButton*> _radioButtons;
    RadioButton* _selectedRadioButton = nullptr; // one of _radioButtons, or nullptr
    ccRadioButtonGroupCallback _radioButtonGroupEventCallback;
    bool _allowedNoSelection = false;
};

} // namespace ui
} // namespace cc
