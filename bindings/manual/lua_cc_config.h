// lua_cc_config.h -- cc.Config: cc::Config trees as Lua value userdata.
//
// A container (object or array) reaches Lua as a full userdata holding a cc::Config itself
// (placement new; __gc runs the destructor). Its node is shared, never copied: a child userdata
// keeps its own subtree alive after its parent is collected. Value userdata are Lua-owned; they
// are not Refs, not tracked by tolua_fix, and never appear in the Ref census. Scalars cross as
// plain Lua values (null as nil).
//
// Lua API
//   cc.Config.load(path)          -> cfg   found through cc.FileUtils' search paths (as every
//                                          file a game names); a bad file raises
//                                          "<where>: path:line:col: <what>"
//   cc.Config.parse(text [, name]) -> cfg  errors name `name` (default "[string]")
//   cc.Config.kind(v)             -> "object" | "array" | nil (nil for anything not a cc.Config)
//   cfg.name, cfg["name"]         attribute as number/string/boolean (nil for null or missing),
//                                 child as cc.Config (made on first access, then the same
//                                 userdata while it lives)
//   cfg[i]                        array: element i (1-based); object: its i-th child, i.e. the
//                                 i-th member that is an object or array, in document order
//   #cfg                          array: elements; object: children (as cfg[i])
//   cfg:get(key [, default])      member by name (or number, as cfg[i]); `default` when missing or null.
//                                 The way to reach members named like methods: cfg:get("keys")
//   cfg:has(key)                  whether the member exists (true for a null member)
//   cfg:keys()                    object: member names in document order; array: {1, ..., #cfg}
//   for k, v in cfg:pairs()       every member in document order (array: index, element)
//   for i, v, name in cfg:ipairs() array: every element (nulls as nil, iteration goes on);
//                                 object: every child with its name
//   cfg:literal()                 a plain Lua table snapshot, recursively (null members omitted,
//                                 null array elements leave holes); a new table each call
//   tostring(cfg)                 "cc.Config: object, 3 members (0x...)"
//   a == b                        value equality (cc::Config::operator==); rawequal for identity
//   getmetatable(cfg)             "cc.Config" (protected); tolua.type(cfg) is "cc.Config" too
//   cfg.x = 1                     error: read-only
// Method names win over member names in cfg.name lookups so that code does not break when a
// file gains a member; pairs/ipairs are methods because Lua 5.1 and LuaJIT ignore __pairs and
// __ipairs (they are set too, for runtimes that honour them).
// SPDX-License-Identifier: MIT
#pragma once

struct lua_State;

namespace cc {
class Config;
}

namespace kite {

/// Pushes a container as a cc.Config userdata (the live one for that node when there is one),
/// a scalar as a Lua value, null as nil.
void pushConfig(lua_State* L, const cc::Config& config);
/// The cc::Config inside the cc.Config userdata at `index`; null for anything else.
const cc::Config* toConfig(lua_State* L, int index);

namespace manual {
/// Creates cc.Config (the metatable is made on first use, also by pushConfig).
void registerConfig(lua_State* L);
} // namespace manual

} // namespace kite
