// LuaValueConversions.cpp -- see LuaValueConversions.h.
// SPDX-License-Identifier: MIT
#include "LuaValueConversions.h"

#include <cstdlib>

namespace kite {

namespace {

// Reads t[field] from the table at lo as a number; false if it is missing or not a number.
bool numberField(lua_State* L, int lo, const char* field, float* out, const float* fallback = nullptr) {
    lua_getfield(L, lo, field);
    bool ok = lua_isnumber(L, -1) != 0;
    if (ok)
        *out = static_cast<float>(lua_tonumber(L, -1));
    else if (fallback && lua_isnil(L, -1))
        *out = *fallback, ok = true;
    lua_pop(L, 1);
    return ok;
}

void setNumber(lua_State* L, const char* field, lua_Number v) {
    lua_pushnumber(L, v);
    lua_setfield(L, -2, field);
}

cc::GLubyte toByte(float v) {
    return static_cast<cc::GLubyte>(v < 0 ? 0 : v > 255 ? 255 : v);
}

int absIndex(lua_State* L, int lo) {
    return lo > 0 || lo <= LUA_REGISTRYINDEX ? lo : lua_gettop(L) + lo + 1;
}

} // namespace

bool luaval_to_vec2(lua_State* L, int lo, cc::Vec2* out) {
    lo = absIndex(L, lo);
    return lua_istable(L, lo) && numberField(L, lo, "x", &out->x) && numberField(L, lo, "y", &out->y);
}

bool luaval_to_size(lua_State* L, int lo, cc::Size* out) {
    lo = absIndex(L, lo);
    return lua_istable(L, lo) && numberField(L, lo, "width", &out->width) &&
           numberField(L, lo, "height", &out->height);
}

bool luaval_to_rect(lua_State* L, int lo, cc::Rect* out) {
    lo = absIndex(L, lo);
    return lua_istable(L, lo) && numberField(L, lo, "x", &out->origin.x) &&
           numberField(L, lo, "y", &out->origin.y) && numberField(L, lo, "width", &out->size.width) &&
           numberField(L, lo, "height", &out->size.height);
}

bool luaval_to_color3b(lua_State* L, int lo, cc::Color3B* out) {
    lo = absIndex(L, lo);
    float r, g, b;
    if (!lua_istable(L, lo) || !numberField(L, lo, "r", &r) || !numberField(L, lo, "g", &g) ||
        !numberField(L, lo, "b", &b))
        return false;
    *out = cc::Color3B(toByte(r), toByte(g), toByte(b));
    return true;
}

bool luaval_to_color4b(lua_State* L, int lo, cc::Color4B* out) {
    lo = absIndex(L, lo);
    const float opaque = 255;
    float r, g, b, a;
    if (!lua_istable(L, lo) || !numberField(L, lo, "r", &r) || !numberField(L, lo, "g", &g) ||
        !numberField(L, lo, "b", &b) || !numberField(L, lo, "a", &a, &opaque))
        return false;
    *out = cc::Color4B(toByte(r), toByte(g), toByte(b), toByte(a));
    return true;
}

bool luaval_to_color4f(lua_State* L, int lo, cc::Color4F* out) {
    lo = absIndex(L, lo);
    const float opaque = 1;
    return lua_istable(L, lo) && numberField(L, lo, "r", &out->r) && numberField(L, lo, "g", &out->g) &&
           numberField(L, lo, "b", &out->b) && numberField(L, lo, "a", &out->a, &opaque);
}

bool luaval_to_physics_material(lua_State* L, int lo, cc::PhysicsMaterial* out) {
    lo = absIndex(L, lo);
    const float none = 0; // cocos reads a missing field as 0; a field that is not a number is refused
    return lua_istable(L, lo) && numberField(L, lo, "density", &out->density, &none) &&
           numberField(L, lo, "restitution", &out->restitution, &none) &&
           numberField(L, lo, "friction", &out->friction, &none);
}

void vec2_to_luaval(lua_State* L, const cc::Vec2& v) {
    lua_createtable(L, 0, 2);
    setNumber(L, "x", v.x);
    setNumber(L, "y", v.y);
}

void size_to_luaval(lua_State* L, const cc::Size& s) {
    lua_createtable(L, 0, 2);
    setNumber(L, "width", s.width);
    setNumber(L, "height", s.height);
}

void rect_to_luaval(lua_State* L, const cc::Rect& r) {
    lua_createtable(L, 0, 4);
    setNumber(L, "x", r.origin.x);
    setNumber(L, "y", r.origin.y);
    setNumber(L, "width", r.size.width);
    setNumber(L, "height", r.size.height);
}

void color3b_to_luaval(lua_State* L, const cc::Color3B& c) {
    lua_createtable(L, 0, 3);
    setNumber(L, "r", c.r);
    setNumber(L, "g", c.g);
    setNumber(L, "b", c.b);
}

void color4b_to_luaval(lua_State* L, const cc::Color4B& c) {
    lua_createtable(L, 0, 4);
    setNumber(L, "r", c.r);
    setNumber(L, "g", c.g);
    setNumber(L, "b", c.b);
    setNumber(L, "a", c.a);
}

void color4f_to_luaval(lua_State* L, const cc::Color4F& c) {
    lua_createtable(L, 0, 4);
    setNumber(L, "r", c.r);
    setNumber(L, "g", c.g);
    setNumber(L, "b", c.b);
    setNumber(L, "a", c.a);
}

void physics_material_to_luaval(lua_State* L, const cc::PhysicsMaterial& m) {
    lua_createtable(L, 0, 3);
    setNumber(L, "density", m.density);
    setNumber(L, "restitution", m.restitution);
    setNumber(L, "friction", m.friction);
}

} // namespace kite

// The generator dereferences what `to` returns, so values live in a small ring per type: enough for
// every argument of one call (no bound function takes more than a few of one value type).
#define KITE_VALUE_TYPE_IMPL(Name, Type, reader, writer, expected)                                           \
    int kite_is_##Name(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {                  \
        if (def && lua_gettop(L) < abs(lo)) return 1;                                                        \
        Type probe;                                                                                          \
        if (kite::reader(L, lo, &probe)) return 1;                                                           \
        err->index = lo;                                                                                     \
        err->array = 0;                                                                                      \
        err->type = expected;                                                                                \
        return 0;                                                                                            \
    }                                                                                                        \
    void* kite_to_##Name(lua_State* L, int lo, void* def) {                                                  \
        static thread_local Type ring[8];                                                                    \
        static thread_local unsigned next = 0;                                                               \
        if (lua_gettop(L) < abs(lo)) return def;                                                             \
        Type* slot = &ring[next++ & 7];                                                                      \
        *slot = Type();                                                                                      \
        kite::reader(L, lo, slot);                                                                           \
        return slot;                                                                                         \
    }                                                                                                        \
    void kite_push_##Name(lua_State* L, void* value, const char* type) {                                     \
        if (value)                                                                                           \
            kite::writer(L, *static_cast<const Type*>(value));                                               \
        else                                                                                                 \
            lua_pushnil(L);                                                                                  \
    }

KITE_VALUE_TYPE_IMPL(Vec2, cc::Vec2, luaval_to_vec2, vec2_to_luaval, "cc.Vec2 {x=,y=}")
KITE_VALUE_TYPE_IMPL(Size, cc::Size, luaval_to_size, size_to_luaval, "cc.Size {width=,height=}")
KITE_VALUE_TYPE_IMPL(Rect, cc::Rect, luaval_to_rect, rect_to_luaval, "cc.Rect {x=,y=,width=,height=}")
KITE_VALUE_TYPE_IMPL(Color3B, cc::Color3B, luaval_to_color3b, color3b_to_luaval, "cc.Color3B {r=,g=,b=}")
KITE_VALUE_TYPE_IMPL(Color4B, cc::Color4B, luaval_to_color4b, color4b_to_luaval, "cc.Color4B {r=,g=,b=,a=}")
KITE_VALUE_TYPE_IMPL(Color4F, cc::Color4F, luaval_to_color4f, color4f_to_luaval, "cc.Color4F {r=,g=,b=,a=}")
KITE_VALUE_TYPE_IMPL(PhysicsMaterial, cc::PhysicsMaterial, luaval_to_physics_material,
                     physics_material_to_luaval, "cc.PhysicsMaterial {density=, restitution=, friction=}")
