// engine/ui/FixedTypeLayout.h — what HBox, VBox and RelativeBox share: a Layout whose type is set
// once, at init, with cocos2d-x 3.17's create() / create(size) / initWithSize(size).
#pragma once

#include "ui/Layout.h"

namespace cc {
namespace ui {

/// @p Box (the class deriving from it) is a Layout of type @p kType; create(size) also sets its
/// content size, and a clone is a @p Box too.
template <class Box, Layout::Type kType> class FixedTypeLayout : public Layout {
public:
    static Box* create() {
        return makeWidget<Box>([](Box* box) { return box->init(); });
    }
    /// With its content size set to @p size.
    static Box* create(const Size& size) {
        return makeWidget<Box>([&](Box* box) { return box->initWithSize(size); });
    }
    bool init() override { return initAs(kType); }
    bool initWithSize(const Size& size) { return initAs(kType, &size); }

protected:
    Widget* createCloneInstance() override { return create(); }
};

} // namespace ui
} // namespace cc
