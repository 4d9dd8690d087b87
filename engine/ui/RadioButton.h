// engine/ui/RadioButton.h — a button of a RadioButtonGroup: a tap selects it.
#pragma once

#include "ui/AbstractCheckButton.h"

#include <functional>

namespace cc {
namespace ui {

class RadioButtonGroup;

/// cocos2d-x 3.17 `ui::RadioButton`. A tap on an unselected button selects it (after the touch
/// ENDED and click callbacks): its listener hears SELECTED, then its group deselects the previous
/// one (which hears UNSELECTED) and reports the change. A tap on a selected button does nothing.
/// The group is weak: a group that dies first detaches its buttons.
class RadioButton : public AbstractCheckButton {
public:
    enum class EventType { SELECTED, UNSELECTED };
    using ccRadioButtonCallback = std::function<void(RadioButton*, EventType)>;

    static RadioButton* create();
    static RadioButton* create(const std::string& backGround, const std::string& backGroundSelected,
                               const std::string& cross, const std::string& backGroundDisabled,
                               const std::string& frontCrossDisabled,
                               TextureResType texType = TextureResType::LOCAL);
    static RadioButton* create(const std::string& backGround, const std::string& cross,
                               TextureResType texType = TextureResType::LOCAL);

    void addEventListener(const ccRadioButtonCallback& callback) { _radioButtonEventCallback = callback; }
    RadioButtonGroup* getGroup() const { return _group; }

protected:
    friend class RadioButtonGroup;
    RadioButton() = default;
    void releaseUpEvent() override;
    void dispatchSelectChangedEvent(bool selected);
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;

    ccRadioButtonCallback _radioButtonEventCallback;
    RadioButtonGroup* _group = nullptr; // weak; the group clears it
};

} // namespace ui
} // namespace cc
