// engine/ui/RelativeLayoutParameter.h — cocos2d-x `ui::RelativeLayoutParameter`: where a child of a
// RELATIVE Layout sits, against the layout or against a sibling named by its relative name.
#pragma once

#include "ui/LayoutParameter.h"

#include <string>

namespace cc {
namespace ui {

class RelativeLayoutParameter : public LayoutParameter {
public:
    /// cocos's values (ccui.RelativeAlign): PARENT_* against the layout, LOCATION_* against the widget
    /// whose relative name is this parameter's relative-to name.
    enum class RelativeAlign {
        NONE,
        PARENT_TOP_LEFT,
        PARENT_TOP_CENTER_HORIZONTAL,
        PARENT_TOP_RIGHT,
        PARENT_LEFT_CENTER_VERTICAL,
        CENTER_IN_PARENT,
        PARENT_RIGHT_CENTER_VERTICAL,
        PARENT_LEFT_BOTTOM,
        PARENT_BOTTOM_CENTER_HORIZONTAL,
        PARENT_RIGHT_BOTTOM,
        LOCATION_ABOVE_LEFTALIGN,
        LOCATION_ABOVE_CENTER,
        LOCATION_ABOVE_RIGHTALIGN,
        LOCATION_LEFT_OF_TOPALIGN,
        LOCATION_LEFT_OF_CENTER,
        LOCATION_LEFT_OF_BOTTOMALIGN,
        LOCATION_RIGHT_OF_TOPALIGN,
        LOCATION_RIGHT_OF_CENTER,
        LOCATION_RIGHT_OF_BOTTOMALIGN,
        LOCATION_BELOW_LEFTALIGN,
        LOCATION_BELOW_CENTER,
        LOCATION_BELOW_RIGHTALIGN
    };

    static RelativeLayoutParameter* create();

    void setAlign(RelativeAlign align) { _relativeAlign = align; }
    RelativeAlign getAlign() const { return _relativeAlign; }
    /// The relative name of the sibling a LOCATION_* align is placed against.
    void setRelativeToWidgetName(const std::string& name) { _relativeWidgetName = name; }
    const std::string& getRelativeToWidgetName() const { return _relativeWidgetName; }
    /// This widget's name for its siblings' relative-to names.
    void setRelativeName(const std::string& name) { _relativeLayoutName = name; }
    const std::string& getRelativeName() const { return _relativeLayoutName; }

    LayoutParameter* createCloneInstance() override;
    void copyProperties(LayoutParameter* model) override;

    /// Placed in the current layout pass (the relative layout manager's bookkeeping).
    bool isPut() const { return _put; }
    void setPut(bool put) { _put = put; }

protected:
    RelativeLayoutParameter();

private:
    RelativeAlign _relativeAlign = RelativeAlign::NONE;
    std::string _relativeWidgetName;
    std::string _relativeLayoutName;
    bool _put = false;
};

} // namespace ui
} // namespace cc
