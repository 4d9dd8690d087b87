// engine/ui/HBox.h — cocos2d-x `ui::HBox`: a Layout of type HORIZONTAL (children left to right).
#pragma once

#include "ui/Layout.h"

namespace cc {
namespace ui {

class HBox : public Layout {
public:
    HBox() = default;
    static HBox* create() {
        return makeWidget<HBox>([](auto* box) { return box->init(); });
    }
    /// With its content size set to @p size.
    static HBox* create(const Size& size) {
        return makeWidget<HBox>([&](auto* box) { return box->initWithSize(size); });
    }
    bool init() override { return initAs(Type::HORIZONTAL); }
    bool initWithSize(const Size& size) { return initAs(Type::HORIZONTAL, &size); }

protected:
    Widget* createCloneInstance() override { return create(); }
};

} // namespace ui
} // namespace cc
