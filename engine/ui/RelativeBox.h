// engine/ui/RelativeBox.h — cocos2d-x `ui::RelativeBox`: a Layout of type RELATIVE (children by their
// RelativeLayoutParameters).
#pragma once

#include "ui/Layout.h"

namespace cc {
namespace ui {

class RelativeBox : public Layout {
public:
    RelativeBox() = default;
    static RelativeBox* create() {
        return makeWidget<RelativeBox>([](auto* box) { return box->init(); });
    }
    /// With its content size set to @p size.
    static RelativeBox* create(const Size& size) {
        return makeWidget<RelativeBox>([&](auto* box) { return box->initWithSize(size); });
    }
    bool init() override { return initAs(Type::RELATIVE); }
    bool initWithSize(const Size& size) { return initAs(Type::RELATIVE, &size); }

protected:
    Widget* createCloneInstance() override { return create(); }
};

} // namespace ui
} // namespace cc
