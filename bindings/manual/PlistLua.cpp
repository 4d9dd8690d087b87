// PlistLua.cpp -- property-list values (cocos's Value, ValueMap, ValueVector) to and from Lua: see
// ManualSupport.h.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"

#include <string>
#include <utility>

namespace kite::manual {
namespace {

constexpr int kMaxPlistDepth = 32; // a Lua table nested deeper is refused (and a cycle with it)

} // namespace

/// A Lua value as a PlistValue: strings, numbers, booleans, and tables (a table whose keys are
/// 1..n is an array, any other a dict with string keys). Returns false for anything else.
bool toPlistValue(lua_State* L, int index, int depth, cc::PlistValue* out) {
    index = index < 0 ? lua_gettop(L) + index + 1 : index;
    switch (lua_type(L, index)) {
    case LUA_TSTRING: {
        size_t length = 0;
        const char* text = lua_tolstring(L, index, &length);
        *out = cc::PlistValue::string(std::string(text, length));
        return true;
    }
    case LUA_TNUMBER: {
        lua_Number n = lua_tonumber(L, index);
        if (n == static_cast<lua_Number>(static_cast<long long>(n)))
            *out = cc::PlistValue::integer(static_cast<long long>(n));
        else
            *out = cc::PlistValue::real(n);
        return true;
    }
    case LUA_TBOOLEAN:
        *out = cc::PlistValue::boolean(lua_toboolean(L, index) != 0);
        return true;
    case LUA_TTABLE: {
        if (depth > kMaxPlistDepth) return false;
        size_t n = lua_objlen(L, index);
        size_t keys = 0;
        lua_pushnil(L);              /* stack: ... nil */
        while (lua_next(L, index)) { /* stack: ... key value */
            ++keys;
            lua_pop(L, 1);
        }
        if (n > 0 && keys == n) {
            cc::PlistValue array(cc::PlistValue::Type::Array);
            for (size_t i = 1; i <= n; ++i) {
                lua_rawgeti(L, index, static_cast<int>(i)); /* stack: ... item */
                array.array().emplace_back();
                bool ok = toPlistValue(L, -1, depth + 1, &array.array().back());
                lua_pop(L, 1);
                if (!ok) return false;
            }
            *out = std::move(array);
            return true;
        }
        cc::PlistValue dict;
        lua_pushnil(L);
        while (lua_next(L, index)) { /* stack: ... key value */
            if (lua_type(L, -2) != LUA_TSTRING) {
                lua_pop(L, 2);
                return false;
            }
            cc::PlistValue member;
            if (!toPlistValue(L, -1, depth + 1, &member)) {
                lua_pop(L, 2);
                return false;
            }
            dict.dict()[lua_tostring(L, -2)] = std::move(member);
            lua_pop(L, 1);
        }
        *out = std::move(dict);
        return true;
    }
    default:
        return false;
    }
}

/* stack: -> value */
/// Pushes @p value as Lua sees it (arrays numbered from 1; dates and data as strings).
void pushPlistValue(lua_State* L, const cc::PlistValue& value) {
    switch (value.type()) {
    case cc::PlistValue::Type::Dict:
        lua_createtable(L, 0, static_cast<int>(value.dict().size())); /* stack: ... t */
        for (const auto& member : value.dict()) {
            lua_pushlstring(L, member.first.data(), member.first.size());
            pushPlistValue(L, member.second);
            lua_rawset(L, -3);
        }
        return;
    case cc::PlistValue::Type::Array:
        lua_createtable(L, static_cast<int>(value.array().size()), 0);
        for (size_t i = 0; i < value.array().size(); ++i) {
            pushPlistValue(L, value.array()[i]);
            lua_rawseti(L, -2, static_cast<int>(i + 1));
        }
        return;
    case cc::PlistValue::Type::Integer:
    case cc::PlistValue::Type::Real:
        lua_pushnumber(L, value.number());
        return;
    case cc::PlistValue::Type::Boolean:
        lua_pushboolean(L, value.asBoolean());
        return;
    default:
        lua_pushlstring(L, value.text().data(), value.text().size());
        return;
    }
}

} // namespace kite::manual
