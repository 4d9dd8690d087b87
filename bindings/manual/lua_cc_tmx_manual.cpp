// lua_cc_tmx_manual.cpp -- the tile-map methods the generator cannot write (tmx.pkg has the rest),
// under cocos2d-x 3.17's Lua names and results, for cc.TMXTiledMap and ccexp.TMXTiledMap, cc.TMXLayer
// and ccexp.TMXLayer alike:
//   map:getProperty(name) -> string or nil; map:getProperties() -> table; map:setProperties(t)
//   map:getPropertiesForGID(gid) -> table or nil; map:getObjectGroups() -> array of cc.TMXObjectGroup
//   layer:getTileGIDAt(pos) -> gid; layer:getTileGIDAt(pos, flags) -> gid, flags (cocos's manual form)
//   layer:setTileGID(gid, pos [, flags]); layer:getProperty(name), getProperties(), setProperties(t)
//   group:getObject(name) -> table ({} when none); getObjects() -> array of tables; getProperty(name);
//   getProperties(); setProperties(t); setObjects(t)
// and the constants of cocos's Cocos2dConstants.lua: cc.TMX_TILE_*_FLAG, cc.TMX_ORIENTATION_*,
// cc.TMX_STAGGER_AXIS_*, cc.TMX_STAGGER_INDEX_*.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "TMXLuaNames.h"

#include <cstdio>
#include <utility>

namespace {

using kite::manual::argError;
using kite::manual::invalidSelf;
using kite::manual::pushObjectArray;
using kite::manual::pushPlistValue;

/* stack: self ... -> raises unless argument 1 is a live @p type */
template <class T> T* checkSelf(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, type, 0, &err)) argError(L, function, &err);
    auto* self = static_cast<T*>(tolua_tousertype(L, 1, nullptr));
    if (!self) invalidSelf(L, function);
    return self;
}

/* stack: -> value or nil */
void pushOptional(lua_State* L, const cc::PlistValue* value) {
    if (value)
        pushPlistValue(L, *value);
    else
        lua_pushnil(L);
}

/// The dict at argument 2 (setProperties); raises an argument error otherwise. Plain data only is
/// alive when it raises.
bool readDict(lua_State* L, cc::PlistValue* out) {
    return lua_istable(L, 2) && kite::manual::toPlistValue(L, 2, 0, out) && out->isDict();
}

// The full method name, for messages ("cc.TMXLayer:getTileGIDAt"), in the caller's buffer: a Lua
// error longjmps over destructors under Lua 5.1, so nothing here owns memory.
struct MethodName {
    char text[64];
    MethodName(const char* type, const char* method) {
        std::snprintf(text, sizeof text, "%s:%s", type, method);
    }
    const char* c_str() const { return text; }
};

// Each bound class's Lua name, for messages and checks.
template <class T> constexpr const char* kLuaType = nullptr;
template <> constexpr const char* kLuaType<cc::TMXTiledMap> = "cc.TMXTiledMap";
template <> constexpr const char* kLuaType<ccexp::TMXTiledMap> = "ccexp.TMXTiledMap";
template <> constexpr const char* kLuaType<cc::TMXLayer> = "cc.TMXLayer";
template <> constexpr const char* kLuaType<ccexp::TMXLayer> = "ccexp.TMXLayer";
template <> constexpr const char* kLuaType<cc::TMXObjectGroup> = "cc.TMXObjectGroup";

// ---- properties (maps, layers, object groups: cocos's ValueMap of strings) ----

template <class T> struct PropertyMethods {
    static constexpr const char* type = kLuaType<T>;

    /// @lua cc.TMXTiledMap:getProperty(name: string): string|nil
    /// The map's property `name` (a string from the .tmx file), or nil when it has none.

    /// @lua ccexp.TMXTiledMap:getProperty(name: string): string|nil
    /// The map's property `name` (a string from the .tmx file), or nil when it has none.

    /// @lua cc.TMXLayer:getProperty(name: string): string|nil
    /// The layer's property `name` (a string from the .tmx file), or nil when it has none.

    /// @lua ccexp.TMXLayer:getProperty(name: string): string|nil
    /// The layer's property `name` (a string from the .tmx file), or nil when it has none.

    /// @lua cc.TMXObjectGroup:getProperty(name: string): string|nil
    /// The group's property `name` (a string from the .tmx file), or nil when it has none.
    static int getProperty(lua_State* L) {
        T* self = checkSelf<T>(L, type, MethodName(type, "getProperty").c_str());
        pushOptional(L, self->getProperty(luaL_checkstring(L, 2)));
        return 1;
    }
    /// @lua cc.TMXTiledMap:getProperties(): table
    /// A copy of the map's properties as a table of name = value strings.

    /// @lua ccexp.TMXTiledMap:getProperties(): table
    /// A copy of the map's properties as a table of name = value strings.

    /// @lua cc.TMXLayer:getProperties(): table
    /// A copy of the layer's properties as a table of name = value strings.

    /// @lua ccexp.TMXLayer:getProperties(): table
    /// A copy of the layer's properties as a table of name = value strings.

    /// @lua cc.TMXObjectGroup:getProperties(): table
    /// A copy of the object group's properties as a table of name = value strings.
    static int getProperties(lua_State* L) {
        T* self = checkSelf<T>(L, type, MethodName(type, "getProperties").c_str());
        pushPlistValue(L, self->getProperties());
        return 1;
    }
    /// @lua cc.TMXTiledMap:setProperties(properties: table): cc.TMXTiledMap
    /// Replaces the map's properties with a copy of a table keyed by name; returns the map.

    /// @lua ccexp.TMXTiledMap:setProperties(properties: table): ccexp.TMXTiledMap
    /// Replaces the map's properties with a copy of a table keyed by name; returns the map.

    /// @lua cc.TMXLayer:setProperties(properties: table): cc.TMXLayer
    /// Replaces the layer's properties with a copy of a table keyed by name; returns the layer.

    /// @lua ccexp.TMXLayer:setProperties(properties: table): ccexp.TMXLayer
    /// Replaces the layer's properties with a copy of a table keyed by name; returns the layer.

    /// @lua cc.TMXObjectGroup:setProperties(properties: table): cc.TMXObjectGroup
    /// Replaces the object group's properties with a copy of a table keyed by name; returns the group.
    static int setProperties(lua_State* L) {
        const MethodName fn(type, "setProperties");
        T* self = checkSelf<T>(L, type, fn.c_str());
        cc::PlistValue properties;
        if (!readDict(L, &properties))
            return luaL_error(L, "error in function '%s': expects a table", fn.c_str());
        self->setProperties(properties);
        lua_settop(L, 1);
        return 1;
    }
};

// ---- maps (cc.TMXTiledMap, ccexp.TMXTiledMap) ----

template <class Map> struct MapMethods {
    static constexpr const char* type = kLuaType<Map>;

    /// @lua cc.TMXTiledMap:getPropertiesForGID(gid: integer): table|nil
    /// The properties the tileset gives tile `gid`, as a table, or nil when it has none.

    /// @lua ccexp.TMXTiledMap:getPropertiesForGID(gid: integer): table|nil
    /// The properties the tileset gives tile `gid`, as a table, or nil when it has none.
    static int getPropertiesForGID(lua_State* L) {
        const MethodName fn(type, "getPropertiesForGID");
        Map* self = checkSelf<Map>(L, type, fn.c_str());
        pushOptional(L, self->getPropertiesForGID(static_cast<std::uint32_t>(luaL_checknumber(L, 2))));
        return 1;
    }
    /* stack: self -> array of cc.TMXObjectGroup */
    /// @lua cc.TMXTiledMap:getObjectGroups(): cc.TMXObjectGroup[]
    /// The map's object groups as an array, in the order the .tmx file lists them.

    /// @lua ccexp.TMXTiledMap:getObjectGroups(): cc.TMXObjectGroup[]
    /// The map's object groups as an array, in the order the .tmx file lists them.
    static int getObjectGroups(lua_State* L) {
        Map* self = checkSelf<Map>(L, type, MethodName(type, "getObjectGroups").c_str());
        pushObjectArray(L, self->getObjectGroups(), "cc.TMXObjectGroup");
        return 1;
    }
};

// ---- layers (cc.TMXLayer, ccexp.TMXLayer) ----

template <class Layer> struct LayerMethods {
    static constexpr const char* type = kLuaType<Layer>;

    /* layer:getTileGIDAt(pos [, flags]) -> gid [, flags] (the flags argument's value is not read) */
    /// @lua cc.TMXLayer:getTileGIDAt(tileCoordinate: cc.Vec2): integer
    /// @lua cc.TMXLayer:getTileGIDAt(tileCoordinate: cc.Vec2, flags: any): integer, integer
    /// The gid at (column, row) from the top-left without flip bits (0: empty); a 2nd argument adds the
    /// flags.

    /// @lua ccexp.TMXLayer:getTileGIDAt(tileCoordinate: cc.Vec2): integer
    /// @lua ccexp.TMXLayer:getTileGIDAt(tileCoordinate: cc.Vec2, flags: any): integer, integer
    /// The gid at (column, row) from the top-left without flip bits (0: empty); a 2nd argument adds the
    /// flags.
    static int getTileGIDAt(lua_State* L) {
        const MethodName fn(type, "getTileGIDAt");
        Layer* self = checkSelf<Layer>(L, type, fn.c_str());
        cc::Vec2 pos;
        if (!kite::luaval_to_vec2(L, 2, &pos))
            return luaL_error(L, "error in function '%s': expects cc.p(x, y)", fn.c_str());
        const bool wantFlags = lua_gettop(L) >= 3;
        cc::TMXTileFlags flags{};
        const std::uint32_t gid = self->getTileGIDAt(pos, &flags);
        lua_pushnumber(L, static_cast<lua_Number>(gid));
        if (!wantFlags) return 1;
        lua_pushnumber(L, static_cast<lua_Number>(static_cast<std::uint32_t>(flags)));
        return 2;
    }
    /* layer:setTileGID(gid, pos [, flags]) */
    /// @lua cc.TMXLayer:setTileGID(gid: integer, tileCoordinate: cc.Vec2, flags?: integer): cc.TMXLayer
    /// Puts `gid` at (column, row) from the top-left (0 clears it); flags replace its flip bits; gives the
    /// layer.

    /// @lua ccexp.TMXLayer:setTileGID(gid: integer, tileCoordinate: cc.Vec2, flags?: integer): ccexp.TMXLayer
    /// Puts `gid` at (column, row) from the top-left (0 clears it); flags replace its flip bits; gives the
    /// layer.
    static int setTileGID(lua_State* L) {
        const MethodName fn(type, "setTileGID");
        Layer* self = checkSelf<Layer>(L, type, fn.c_str());
        cc::Vec2 pos;
        const lua_Number gid = lua_tonumber(L, 2);
        if (!lua_isnumber(L, 2) || !(gid >= 0 && gid <= 4294967295.0) || !kite::luaval_to_vec2(L, 3, &pos) ||
            !(lua_isnoneornil(L, 4) || lua_isnumber(L, 4)))
            return luaL_error(L, "error in function '%s': expects (gid, cc.p(x, y) [, flags])", fn.c_str());
        if (lua_isnumber(L, 4)) {
            const lua_Number flags = lua_tonumber(L, 4);
            if (!(flags >= 0 && flags <= 4294967295.0))
                return luaL_error(L, "error in function '%s': flags %f out of range", fn.c_str(), flags);
            self->setTileGID(static_cast<std::uint32_t>(gid), pos,
                             static_cast<cc::TMXTileFlags>(static_cast<std::uint32_t>(flags)));
        } else {
            self->setTileGID(static_cast<std::uint32_t>(gid), pos);
        }
        lua_settop(L, 1);
        return 1;
    }
};

// ---- cc.TMXObjectGroup ----

constexpr const char* kGroup = kLuaType<cc::TMXObjectGroup>;

/// @lua cc.TMXObjectGroup:getObject(name: string): table
/// The first object named `name` as a table (name, type, x, y, width, height, properties...), {} when none.
int lua_cc_TMXObjectGroup_getObject(lua_State* L) {
    auto* self = checkSelf<cc::TMXObjectGroup>(L, kGroup, "cc.TMXObjectGroup:getObject");
    const cc::PlistValue* object = self->getObject(luaL_checkstring(L, 2));
    if (object)
        pushPlistValue(L, *object);
    else
        lua_newtable(L); // cocos returns an empty ValueMap
    return 1;
}

/// @lua cc.TMXObjectGroup:getObjects(): table[]
/// Every object of the group as an array of tables; x and y count up from the map's bottom-left in pixels.
int lua_cc_TMXObjectGroup_getObjects(lua_State* L) {
    auto* self = checkSelf<cc::TMXObjectGroup>(L, kGroup, "cc.TMXObjectGroup:getObjects");
    pushPlistValue(L, self->getObjects());
    return 1;
}

/// @lua cc.TMXObjectGroup:setObjects(objects: table[]): cc.TMXObjectGroup
/// Replaces the group's objects with a copy of an array of tables; returns the group.
int lua_cc_TMXObjectGroup_setObjects(lua_State* L) {
    auto* self = checkSelf<cc::TMXObjectGroup>(L, kGroup, "cc.TMXObjectGroup:setObjects");
    cc::PlistValue objects;
    const bool empty = lua_istable(L, 2) && lua_objlen(L, 2) == 0;
    if (!empty &&
        (!lua_istable(L, 2) || !kite::manual::toPlistValue(L, 2, 0, &objects) || !objects.isArray()))
        return luaL_error(L, "error in function 'cc.TMXObjectGroup:setObjects': expects an array of tables");
    self->setObjects(empty ? cc::PlistValue(cc::PlistValue::Type::Array) : objects);
    lua_settop(L, 1);
    return 1;
}

template <size_t N>
void addMethods(lua_State* L, const char* module, const char* className,
                const std::pair<const char*, lua_CFunction> (&methods)[N]) {
    for (const auto& method : methods)
        kite::manual::addModuleMethod(L, module, className, method.first, method.second);
}

template <class T> void addPropertyMethods(lua_State* L, const char* module, const char* className) {
    using P = PropertyMethods<T>;
    addMethods(L, module, className,
               {{"getProperty", P::getProperty},
                {"getProperties", P::getProperties},
                {"setProperties", P::setProperties}});
}

template <class Map> void addMapMethods(lua_State* L, const char* module, const char* className) {
    addPropertyMethods<Map>(L, module, className);
    using M = MapMethods<Map>;
    addMethods(L, module, className,
               {{"getPropertiesForGID", M::getPropertiesForGID}, {"getObjectGroups", M::getObjectGroups}});
}

template <class Layer> void addLayerMethods(lua_State* L, const char* module, const char* className) {
    addPropertyMethods<Layer>(L, module, className);
    using M = LayerMethods<Layer>;
    addMethods(L, module, className, {{"getTileGIDAt", M::getTileGIDAt}, {"setTileGID", M::setTileGID}});
}

} // namespace

namespace kite::manual {

void registerTMX(lua_State* L) {
    addMapMethods<cc::TMXTiledMap>(L, "cc", "TMXTiledMap");
    addMapMethods<ccexp::TMXTiledMap>(L, "ccexp", "TMXTiledMap");
    addLayerMethods<cc::TMXLayer>(L, "cc", "TMXLayer");
    addLayerMethods<ccexp::TMXLayer>(L, "ccexp", "TMXLayer");
    addMethod(L, "TMXObjectGroup", "getObject", lua_cc_TMXObjectGroup_getObject);
    addMethod(L, "TMXObjectGroup", "getObjects", lua_cc_TMXObjectGroup_getObjects);
    addPropertyMethods<cc::TMXObjectGroup>(L, "cc", "TMXObjectGroup");
    addMethod(L, "TMXObjectGroup", "setObjects", lua_cc_TMXObjectGroup_setObjects);
    const std::pair<const char*, lua_Number> constants[] = {
        /// @lua cc.TMX_TILE_HORIZONTAL_FLAG: integer
        /// @lua cc.TMX_TILE_VERTICAL_FLAG: integer
        /// @lua cc.TMX_TILE_DIAGONAL_FLAG: integer
        /// A tile's flip bit in a gid or setTileGID's flags (0x80000000, 0x40000000, 0x20000000).
        {"TMX_TILE_HORIZONTAL_FLAG", cc::kTMXTileHorizontalFlag},
        {"TMX_TILE_VERTICAL_FLAG", cc::kTMXTileVerticalFlag},
        {"TMX_TILE_DIAGONAL_FLAG", cc::kTMXTileDiagonalFlag},
        /// @lua cc.TMX_ORIENTATION_ORTHO: integer
        /// @lua cc.TMX_ORIENTATION_HEX: integer
        /// @lua cc.TMX_ORIENTATION_ISO: integer
        /// @lua cc.TMX_ORIENTATION_STAGGERED: integer
        /// A map orientation as getMapOrientation gives it: orthogonal 0, hexagonal 1, isometric 2,
        /// staggered 3.
        {"TMX_ORIENTATION_ORTHO", cc::TMXOrientationOrtho},
        {"TMX_ORIENTATION_HEX", cc::TMXOrientationHex},
        {"TMX_ORIENTATION_ISO", cc::TMXOrientationIso},
        {"TMX_ORIENTATION_STAGGERED", cc::TMXOrientationStaggered},
        /// @lua cc.TMX_STAGGER_AXIS_X: integer
        /// @lua cc.TMX_STAGGER_AXIS_Y: integer
        /// The axis along which a hexagonal or staggered map shifts every other row or column.
        {"TMX_STAGGER_AXIS_X", cc::TMXStaggerAxis_X},
        {"TMX_STAGGER_AXIS_Y", cc::TMXStaggerAxis_Y},
        /// @lua cc.TMX_STAGGER_INDEX_ODD: integer
        /// @lua cc.TMX_STAGGER_INDEX_EVEN: integer
        /// Which rows or columns (odd or even) a hexagonal or staggered map shifts.
        {"TMX_STAGGER_INDEX_ODD", cc::TMXStaggerIndex_Odd},
        {"TMX_STAGGER_INDEX_EVEN", cc::TMXStaggerIndex_Even},
    };
    setNumberConstants(L, constants);
}

} // namespace kite::manual
