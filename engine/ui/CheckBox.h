// engine/ui/CheckBox.h — a check box: each tap toggles it.
#pragma once

#include "ui/AbstractCheckButton.h"

#include <functional>

namespace cc {
namespace ui {

/// cocos2d-x 3.17 `ui::CheckBox`. A tap (released over the box) toggles the selection, after the
/// touch ENDED and click callbacks, and then calls the event listener with SELECTED or
/// UNSELECTED (and the CCS event callback). setSelected() calls nobody.
class CheckBox : public AbstractCheckButton {
public:
    enum class EventType { SELECTED, UNSELECTED };
    using ccCheckBoxCallback = std::function<void(Ref*, EventType)>;

    static CheckBox* create();
    static CheckBox* create(const std::string& backGround, const std::string& backGroundSelected,
                            const std::string& cross, const std::string& backGroundDisabled,
                            const std::string& frontCrossDisabled,
                            TextureResType texType = TextureResType::LOCAL);
    /// cocos's short form: the background and the cross only.
    static CheckBox* create(const std::string& backGround, const std::string& cross,
                            TextureResType texType = TextureResType::LOCAL);

    void addEventListener(const ccCheckBoxCallback& callback) { _checkBoxEventCallback = callback; }

protected:
    CheckBox() = default;
    void releaseUpEvent() override;
    void dispatchSelectChangedEvent(bool selected);
    Widget* createCloneInstance() override;
    void copySpecialProperties(Widget* model) override;

    ccCheckBoxCallback _checkBoxEventCallback;
};

} // namespace ui
} // namespace cc
