// engine/ui/VBox.h — cocos2d-x `ui::VBox`: a Layout of type VERTICAL (children top to bottom).
#pragma once

#include "ui/Layout.h"

namespace cc {
namespace ui {

class VBox : public Layout {
public:
    VBox() = default;
    static VBox* create() {
        return makeWidget<VBox>([](auto* box) { return box->init(); });
    }
    /// With its content size set to @p size.
    static VBox* create(const Size& size) {
        return makeWidget<VBox>([&](auto* box) { return box->initWithSize(size); });
    }
    bool init() override { return initAs(Type::VERTICAL); }
    bool initWithSize(const Size& size) { return initAs(Type::VERTICAL, &size); }

protected:
    Widget* createCloneInstance() override { return create(); }
};

} // namespace ui
} // namespace cc
