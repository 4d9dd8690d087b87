// engine/ui/HBox.h — cocos2d-x `ui::HBox`: a Layout of type HORIZONTAL (children left to right).
#pragma once

#include "ui/FixedTypeLayout.h"

namespace cc {
namespace ui {

class HBox : public FixedTypeLayout<HBox, Layout::Type::HORIZONTAL> {};

} // namespace ui
} // namespace cc
