// stock/LuaValueConversions.h -- engine.pkg passes no value types (Vec2, Size, ...); the generated
// code includes this header all the same.
// SPDX-License-Identifier: MIT
#pragma once
