// stock/tolua_fix.h -- a cocos2d-x 3.x-style tolua_fix for the stock engine state
// (impl_engine_stock.cpp), on Debian's stock tolua++ 1.0.93. Every refid table is looked up by
// name in the registry, on every call, as cocos2d-x does. Only the stock engine objects see this
// header (it shadows scripting/tolua_fix/tolua_fix.h there).
// SPDX-License-Identifier: MIT
#pragma once

#include "tolua++.h"

#include <typeinfo>

#define TOLUA_REFID_PTR_MAPPING "toluafix_refid_ptr_mapping"
#define TOLUA_REFID_TYPE_MAPPING "toluafix_refid_type_mapping"
#define TOLUA_REFID_FUNCTION_MAPPING "toluafix_refid_function_mapping"
#define TOLUA_VALUE_ROOT "tolua_value_root"

TOLUA_API void toluafix_open(lua_State* L);
TOLUA_API int toluafix_pushusertype_ccobject(lua_State* L, int refid, int* p_refid, void* ptr, const char* type);
TOLUA_API int toluafix_remove_ccobject_by_refid(lua_State* L, int refid);
TOLUA_API int toluafix_ref_function(lua_State* L, int lo, int def);
TOLUA_API void toluafix_get_function_by_refid(lua_State* L, int refid);
TOLUA_API void toluafix_remove_function_by_refid(lua_State* L, int refid);
TOLUA_API int toluafix_isfunction(lua_State* L, int lo, const char* type, int def, tolua_Error* err);

/// cocos2d-x's g_luaType: typeid(T).name() -> registered Lua type, consulted on every push.
void toluafix_register_typeid(const std::type_info& cppType, const char* type);
#define Mtolua_typeid(L, TI, T) toluafix_register_typeid(TI, T)
