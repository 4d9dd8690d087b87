// ExtensionLuaNames.h -- the extension classes under the Lua names cocos2d-x gives them (module cc):
// cc.ScrollView is cc::extension::ScrollView, cc.TableView and cc.TableViewCell likewise, so the
// generated bindings (pkg/extension.pkg) and the manual ones read as Lua sees them. Include it only in
// binding sources.
// SPDX-License-Identifier: MIT
#pragma once

#include "extension/ScrollView.h"
#include "extension/TableView.h"

namespace cc {
using ScrollView = extension::ScrollView;
using TableView = extension::TableView;
using TableViewCell = extension::TableViewCell;
} // namespace cc
