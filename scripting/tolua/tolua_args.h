// tolua_args.h -- argument helpers shared by the tolua++ API's .cpp files (internal to scripting/tolua).
// SPDX-License-Identifier: MIT
#pragma once

extern "C" {
#include "lua.h"
}

#include <cstdlib>

namespace kite::tolua {

// Whether argument `narg` (negative: from the top) was not passed at all; an explicit nil is
// present. tolua++ 1.0.93's rule for when a default applies.
inline bool argumentAbsent(lua_State* L, int narg) {
    return lua_gettop(L) < std::abs(narg);
}

} // namespace kite::tolua
