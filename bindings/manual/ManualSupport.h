// ManualSupport.h -- helpers for the hand-written bindings, in the generated code's style:
// the same tolua_Error checks and messages naming the qualified method ('cc.Node:getPosition').
// SPDX-License-Identifier: MIT
#pragma once

#include "KiteBindingSupport.h"
#include "LuaEngine.h"
#include "LuaValueConversions.h"
#include "base/PropertyList.h"
#include "tolua++.h"
#include "tolua_fix.h"

#include <utility>
#include <vector>

namespace kite::manual {

/// Registers `fn` as `cc.<className>.<name>` (inside the class's metatable, like tolua_function).
void addMethod(lua_State* L, const char* className, const char* name, lua_CFunction fn);
/// The same for a class of another module: `<module>.<className>.<name>` (ccexp.AudioEngine).
void addModuleMethod(lua_State* L, const char* module, const char* className, const char* name,
                     lua_CFunction fn);

/// Registers `fn` as `cc.<className>.<name>` in front of the function already there (the generated
/// overloads), which fn hands the argument forms it does not take with callPrevious, as cocos2d-x's
/// manual overloads fall back to the generated ones. The replaced function is fn's upvalue 1.
void addOverload(lua_State* L, const char* className, const char* name, lua_CFunction fn);
/// The same for a class of another module (ccui.RichElementImage).
void addModuleOverload(lua_State* L, const char* module, const char* className, const char* name,
                       lua_CFunction fn);
/// In a function addOverload registered: calls the function it replaced with all of this call's
/// arguments; returns its results.
int callPrevious(lua_State* L);

/// The running LuaEngine when L is one of its threads, else nullptr.
LuaEngine* engineOf(lua_State* L);

/// What collectObjects does with an object of the type that is gone (tolua.isnull).
enum class DeadObjects { Refuse, Skip };

/// The objects of a call `f(..., a, b, ...)` or `f(..., {a, b, ...})` from argument `first` on, each a
/// live `type`, appended to out; returns 0, or the argument index that is not (the table's when it is
/// one). A dead object is refused, or left out with DeadObjects::Skip. Plain pointers: a caller may
/// raise a Lua error (a longjmp) right after, so nothing owns them.
int collectObjects(lua_State* L, int first, const char* type, std::vector<void*>& out,
                   DeadObjects dead = DeadObjects::Refuse);

/// Raises "invalid 'self' in function '<function>'" the way generated code does.
int invalidSelf(lua_State* L, const char* function);

/// Raises the generated code's argument error for @p err: "error in function '<function>'" with
/// what was expected and what came.
int argError(lua_State* L, const char* function, tolua_Error* err);

/// The object of Lua type `type` at 1 of a call `self:function()` that takes nothing else; raises
/// the generated code's errors otherwise.
template <class T> T* selfOnly(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, type, 0, &err) || !tolua_isnoobj(L, 2, &err)) argError(L, function, &err);
    auto* self = static_cast<T*>(tolua_tousertype(L, 1, nullptr));
    if (!self) invalidSelf(L, function);
    return self;
}

/// cc.<Class>:destroyInstance() of a singleton that is not a Ref, for `type` ("cc.UserDefault"):
/// checks the call (the class table alone), forgets the userdata of existing() (when it returns
/// one) so a script that kept it gets "invalid 'self'" instead of a deleted object, then runs
/// destroy(). Returns the class table, as cocos's static methods do.
int destroySingleton(lua_State* L, const char* type, void* (*existing)(), void (*destroy)());

/// Sets cc.<name> = value for each pair (cocos's flat constants, cc.PARTICLE_MODE_GRAVITY, ...).
void setNumberConstants(lua_State* L, const std::pair<const char*, lua_Number>* constants, size_t count);
template <size_t N>
void setNumberConstants(lua_State* L, const std::pair<const char*, lua_Number> (&constants)[N]) {
    setNumberConstants(L, constants, N);
}

/// Reads the array of cc.p tables ({x=,y=}) at `lo` (its first `count` entries when count >= 0);
/// false when it is not one (raises nothing, so the caller can free its C++ values before raising:
/// Lua 5.1 longjmps over destructors).
bool readPoints(lua_State* L, int lo, std::vector<cc::Vec2>* out, int count = -1);

/// A Lua value as a PlistValue (cocos's Value): strings, numbers, booleans, and tables (a table whose
/// keys are 1..n is an array, any other a dict with string keys). False for anything else, a key
/// that is not a string, or tables nested too deep; raises nothing.
bool toPlistValue(lua_State* L, int index, int depth, cc::PlistValue* out);
/// Pushes @p value as cocos's bindings push a Value: dicts and arrays (from 1) as tables, numbers,
/// booleans, and strings (dates and data too).
void pushPlistValue(lua_State* L, const cc::PlistValue& value);

/// Pushes @p objects (Ref pointers: a cc::Vector, a std::vector) as a Lua array from 1 of their
/// tolua_fix userdata, typed @p luaType ("cc.Node"), as cocos's getChildren-style getters return them.
template <class Objects> void pushObjectArray(lua_State* L, const Objects& objects, const char* luaType) {
    lua_createtable(L, static_cast<int>(objects.size()), 0); /* stack: ..., array */
    int i = 0;
    for (auto* object : objects) {
        toluafix_pushusertype_ccobject(L, kite::refIdOf(object), kite::luaIdOf(object), object, luaType);
        lua_rawseti(L, -2, ++i);
    }
}

} // namespace kite::manual
