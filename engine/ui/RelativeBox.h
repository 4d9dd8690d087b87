// engine/ui/RelativeBox.h — cocos2d-x `ui::RelativeBox`: a Layout of type RELATIVE (children by their
// RelativeLayoutParameters).
#pragma once

#include "ui/FixedTypeLayout.h"

namespace cc {
namespace ui {

class RelativeBox : public FixedTypeLayout<RelativeBox, Layout::Type::RELATIVE> {};

} // namespace ui
} // namespace cc
