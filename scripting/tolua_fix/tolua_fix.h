// tolua_fix.h -- cocos2d-x's layer between engine Refs and the tolua++ runtime.
// Lua never owns a Ref: the first push roots its userdata (so its peer lives as long as the C++
// object) and records refid -> pointer/type; when the Ref dies, toluafix_remove_ccobject_by_refid
// nulls the userdata, clears its peer and drops every entry. Lua functions given to the engine are
// kept in refid -> function under ids that are never reused.
// SPDX-License-Identifier: MIT
#pragma once

#include "tolua++.h"

#include <typeinfo>

#define TOLUA_REFID_PTR_MAPPING "toluafix_refid_ptr_mapping"
#define TOLUA_REFID_TYPE_MAPPING "toluafix_refid_type_mapping"
#define TOLUA_REFID_FUNCTION_MAPPING "toluafix_refid_function_mapping"

/// Creates the three refid tables in the registry (replacing existing ones).
TOLUA_API void toluafix_open(lua_State* L);

/// Pushes a Ref-derived object. `uid` is its `_ID`, `p_refid` points at its `_luaID`. The pushed
/// type is the most derived registered type of the object's dynamic type (RTTI), else `type`.
/// Returns 0, or -1 (nil pushed) for a NULL object or an unregistered type.
TOLUA_API int toluafix_pushusertype_ccobject(lua_State* L, int uid, int* p_refid, void* ptr,
                                             const char* type);

/// Forgets the object with this refid. Returns 0 when its userdata was nulled, -1 for refid 0 or a
/// missing type, -2 when Lua never saw it (or the state was reset), -3 when its userdata was gone.
TOLUA_API int toluafix_remove_ccobject_by_refid(lua_State* L, int refid);

/// Kite: forgets the userdata of an object that is not a Ref (a plain tolua usertype of `type`)
/// before C++ deletes it: later calls through it report "invalid 'self'", tolua.isnull is true,
/// and a new object at the same address gets a new userdata. Returns 0, or -3 when Lua has none.
TOLUA_API int toluafix_forget_usertype(lua_State* L, void* ptr, const char* type);

/// Stores the function at `lo` and returns its new id (0 if the value is not a function).
TOLUA_API int toluafix_ref_function(lua_State* L, int lo, int def);
/// Pushes the function with this id, or nil.
TOLUA_API void toluafix_get_function_by_refid(lua_State* L, int refid);
TOLUA_API void toluafix_remove_function_by_refid(lua_State* L, int refid);
TOLUA_API int toluafix_isfunction(lua_State* L, int lo, const char* type, int def, tolua_Error* err);
TOLUA_API int toluafix_totable(lua_State* L, int lo, int def);
TOLUA_API int toluafix_istable(lua_State* L, int lo, const char* type, int def, tolua_Error* err);
TOLUA_API void toluafix_stack_dump(lua_State* L, const char* label);

/// Kite: maps a C++ dynamic type to a registered Lua type, so pushes resolve the most derived type.
/// Generated code calls it through the generator's `Mtolua_typeid` hook (tolua++ -t).
void toluafix_register_typeid(lua_State* L, const std::type_info& cppType, const char* type);
#define Mtolua_typeid(L, TI, T) toluafix_register_typeid(L, TI, T)

namespace kite {
/// How many Ref objects Lua currently sees (entries of refid -> pointer), and handler functions held.
int toluafixLiveObjects(lua_State* L);
int toluafixLiveFunctions();
/// Before closing a state: set `_luaID` back to 0 on every object Lua saw, so their destructors
/// stop calling into a state that is gone, and drop the mappings. Returns how many were reset.
int toluafixForgetAllObjects(lua_State* L);
} // namespace kite
