// UiLuaNames.h -- the ccui classes named by the Lua module cocos2d-x registers them in, so the
// generated bindings (pkg/ui_*.pkg) and the manual ones read as Lua sees them: ccui.Scale9Sprite is
// cc::ui::Scale9Sprite. Include it only in binding sources.
// SPDX-License-Identifier: MIT
#pragma once

#include "ui/Scale9Sprite.h"

namespace ccui = cc::ui;
