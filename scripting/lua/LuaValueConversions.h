// LuaValueConversions.h -- engine value types <-> Lua tables, the way cocos2d-x 3.x passes them:
// Vec2 {x=,y=}, Size {width=,height=}, Rect {x=,y=,width=,height=}, Color3B {r=,g=,b=},
// Color4B {r=,g=,b=,a=} (a defaults to 255), Color4F {r=,g=,b=,a=} (a defaults to 1),
// PhysicsMaterial {density=, restitution=, friction=} (a missing field is 0, as cocos reads it).
// The `kite_is_*` / `kite_to_*` / `kite_push_*` functions have the call shapes the tolua++
// generator emits, so bindings/basic.lua routes these types through them.
// SPDX-License-Identifier: MIT
#pragma once

#include "math/Color.h"
#include "math/Rect.h"
#include "math/Size.h"
#include "math/Vec2.h"
#include "physics/PhysicsMaterial.h"
#include "tolua++.h"

namespace kite {

bool luaval_to_vec2(lua_State* L, int lo, cc::Vec2* out);
bool luaval_to_size(lua_State* L, int lo, cc::Size* out);
bool luaval_to_rect(lua_State* L, int lo, cc::Rect* out);
bool luaval_to_color3b(lua_State* L, int lo, cc::Color3B* out);
bool luaval_to_color4b(lua_State* L, int lo, cc::Color4B* out);
bool luaval_to_color4f(lua_State* L, int lo, cc::Color4F* out);
bool luaval_to_physics_material(lua_State* L, int lo, cc::PhysicsMaterial* out);

void vec2_to_luaval(lua_State* L, const cc::Vec2& v);
void size_to_luaval(lua_State* L, const cc::Size& s);
void rect_to_luaval(lua_State* L, const cc::Rect& r);
void color3b_to_luaval(lua_State* L, const cc::Color3B& c);
void color4b_to_luaval(lua_State* L, const cc::Color4B& c);
void color4f_to_luaval(lua_State* L, const cc::Color4F& c);
void physics_material_to_luaval(lua_State* L, const cc::PhysicsMaterial& m);

} // namespace kite

// Generator-shaped entry points (see bindings/basic.lua).
#define KITE_VALUE_TYPE_FUNCTIONS(Name)                                                                      \
    int kite_is_##Name(lua_State* L, int lo, const char* type, int def, tolua_Error* err);                   \
    void* kite_to_##Name(lua_State* L, int lo, void* def);                                                   \
    void kite_push_##Name(lua_State* L, void* value, const char* type);
KITE_VALUE_TYPE_FUNCTIONS(Vec2)
KITE_VALUE_TYPE_FUNCTIONS(Size)
KITE_VALUE_TYPE_FUNCTIONS(Rect)
KITE_VALUE_TYPE_FUNCTIONS(Color3B)
KITE_VALUE_TYPE_FUNCTIONS(Color4B)
KITE_VALUE_TYPE_FUNCTIONS(Color4F)
KITE_VALUE_TYPE_FUNCTIONS(PhysicsMaterial)
#undef KITE_VALUE_TYPE_FUNCTIONS
