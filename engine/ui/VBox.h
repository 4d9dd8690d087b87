// engine/ui/VBox.h — cocos2d-x `ui::VBox`: a Layout of type VERTICAL (children top to bottom).
#pragma once

#include "ui/FixedTypeLayout.h"

namespace cc {
namespace ui {

class VBox : public FixedTypeLayout<VBox, Layout::Type::VERTICAL> {};

} // namespace ui
} // namespace cc
