// UiTextEditLuaNames.h -- ccui.TextField (and later ccui.EditBox) named as Lua sees them, for
// pkg/ui_textedit.pkg and its manual glue. Include it only in binding sources.
// SPDX-License-Identifier: MIT
#pragma once

#include "UiLuaNames.h"
#include "ui/EditBox.h"
#include "ui/TextField.h"
