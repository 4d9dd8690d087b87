// lua_ccui_helper_manual.cpp -- ccui.Helper:getSubStringOfUTF8String(str, start, length), written by
// hand so that the two counts arrive as cocos's size_type would take them: a negative length is
// "to the end" (size_type's wrap), a negative start is past the end (logged, ""), and no number
// outside an integer's range reaches a C++ conversion.
// SPDX-License-Identifier: MIT
#include "UiLuaNames.h"
#include "UiManualSupport.h"

#include <cmath>
#include <string>

namespace {

/* the count at index as a size_type: negative or past its range -> npos */
std::string::size_type countAt(lua_State* L, int index) {
    const lua_Number n = lua_tonumber(L, index);
    if (!(n >= 0) || n >= 9.0e15) return std::string::npos; /* NaN, negative, huge */
    return static_cast<std::string::size_type>(std::floor(n));
}

/* ccui.Helper:getSubStringOfUTF8String(str, start, length) -> string */
/// @lua static ccui.Helper:getSubStringOfUTF8String(str: string, start: integer, length: integer): string
/// Up to `length` characters of UTF-8 `str` from character `start` (from 0); a negative length reads to the
/// end.
int lua_ccui_Helper_getSubStringOfUTF8String(lua_State* L) {
    const char* function = "ccui.Helper:getSubStringOfUTF8String";
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "ccui.Helper", 0, &err) || !tolua_isstring(L, 2, 0, &err) ||
        !tolua_isnumber(L, 3, 0, &err) || !tolua_isnumber(L, 4, 0, &err) || !tolua_isnoobj(L, 5, &err))
        return kite::manual::argError(L, function, &err);
    size_t size = 0;
    const char* bytes = lua_tolstring(L, 2, &size);
    const std::string result =
        ccui::Helper::getSubStringOfUTF8String(std::string(bytes, size), countAt(L, 3), countAt(L, 4));
    lua_pushlstring(L, result.data(), result.size()); /* stack: ... result */
    return 1;
}

} // namespace

namespace kite::manual {

void registerUiHelper(lua_State* L) {
    addModuleMethod(L, "ccui", "Helper", "getSubStringOfUTF8String",
                    lua_ccui_Helper_getSubStringOfUTF8String);
}

} // namespace kite::manual
