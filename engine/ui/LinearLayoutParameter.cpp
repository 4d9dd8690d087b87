// engine/ui/LinearLayoutParameter.cpp — see LinearLayoutParameter.h.
#include "ui/LinearLayoutParameter.h"

namespace cc {
namespace ui {

LinearLayoutParameter::LinearLayoutParameter() {
    _layoutParameterType = Type::LINEAR;
}

LinearLayoutParameter* LinearLayoutParameter::create() {
    auto* parameter = new LinearLayoutParameter();
    parameter->autorelease();
    return parameter;
}

LayoutParameter* LinearLayoutParameter::createCloneInstance() {
    return LinearLayoutParameter::create();
}

void LinearLayoutParameter::copyProperties(LayoutParameter* model) {
    LayoutParameter::copyProperties(model);
    if (auto* linear = dynamic_cast<LinearLayoutParameter*>(model)) setGravity(linear->getGravity());
}

} // namespace ui
} // namespace cc
