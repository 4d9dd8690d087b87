// UiLuaNames.h -- the ccui classes named by the Lua module cocos2d-x registers them in, so the
// generated bindings (pkg/ui_*.pkg) and the manual ones read as Lua sees them: ccui.Scale9Sprite is
// cc::ui::Scale9Sprite, ccui.Widget cc::ui::Widget. Include it only in binding sources.
// SPDX-License-Identifier: MIT
#pragma once

#include "ui/Scale9Sprite.h"
// ccui widgets (issue 21)
#include "ui/Button.h"
#include "ui/CheckBox.h"
#include "ui/Helper.h"
#include "ui/ImageView.h"
#include "ui/LayoutParameter.h"
#include "ui/LoadingBar.h"
#include "ui/RadioButtonGroup.h"
#include "ui/RichText.h" // issue 21 item 2 (richtext)
#include "ui/Slider.h"
#include "ui/Text.h"
#include "ui/TextAtlas.h"
#include "ui/TextBMFont.h"
#include "ui/Widget.h"

namespace ccui = cc::ui;
