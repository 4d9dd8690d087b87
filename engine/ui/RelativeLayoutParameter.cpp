// engine/ui/RelativeLayoutParameter.cpp — see RelativeLayoutParameter.h.
#include "ui/RelativeLayoutParameter.h"

namespace cc {
namespace ui {

RelativeLayoutParameter::RelativeLayoutParameter() {
    _layoutParameterType = Type::RELATIVE;
}

RelativeLayoutParameter* RelativeLayoutParameter::create() {
    auto* parameter = new RelativeLayoutParameter();
    parameter->autorelease();
    return parameter;
}

LayoutParameter* RelativeLayoutParameter::createCloneInstance() {
    return RelativeLayoutParameter::create();
}

void RelativeLayoutParameter::copyProperties(LayoutParameter* model) {
    LayoutParameter::copyProperties(model);
    if (auto* relative = dynamic_cast<RelativeLayoutParameter*>(model)) {
        setAlign(relative->getAlign());
        setRelativeName(relative->getRelativeName());
        setRelativeToWidgetName(relative->getRelativeToWidgetName());
    }
}

} // namespace ui
} // namespace cc
