// engine/ui/LayoutParameter.cpp
#include "ui/LayoutParameter.h"

namespace cc {
namespace ui {

const Margin Margin::ZERO = Margin(0.0f, 0.0f, 0.0f, 0.0f);

LayoutParameter* LayoutParameter::create() {
    return static_cast<LayoutParameter*>((new LayoutParameter())->autorelease());
}

LayoutParameter* LayoutParameter::clone() {
    LayoutParameter* copy = createCloneInstance();
    copy->copyProperties(this);
    return copy;
}

LayoutParameter* LayoutParameter::createCloneInstance() {
    return create();
}

void LayoutParameter::copyProperties(LayoutParameter* model) {
    _margin = model->_margin;
}

} // namespace ui
} // namespace cc
