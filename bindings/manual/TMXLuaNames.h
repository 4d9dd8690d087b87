// TMXLuaNames.h -- the tile-map classes named by the Lua modules cocos2d-x registers them in, so
// the generated bindings (pkg/tmx.pkg) and the manual ones read as Lua sees them: ccexp.TMXTiledMap
// is cc::experimental::TMXTiledMap. Include it only in binding sources.
// SPDX-License-Identifier: MIT
#pragma once

#include "scene/FastTMXTiledMap.h"
#include "scene/Sprite.h"
#include "scene/TMXTiledMap.h"

namespace ccexp = cc::experimental;
