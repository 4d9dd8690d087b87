// FuzzRuntime.cpp -- libFuzzer target fuzz_runtime: fuzz bytes become a sequence of tolua runtime
// operations against a bound test package (fuzz_pkg.pkg): pushes, tolua.cast to random names, type
// checks through the C API, peers, ownership, gc, delete, member calls, fields, arrays, operators,
// Refs through tolua_fix. Every operation a program may legally do is allowed; what tolua++ leaves
// to the programmer (member calls through a userdata whose type was cast to something the object
// is not, delete of an object Lua owns or that is gone) is skipped, because it is undefined by
// design of the stock generated code. After each input: every object is accounted for (no leak),
// the Ref and handler censuses are back, and the sanitizers saw nothing.
#include "LuaEngine.h"
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "fuzz_pkg.h"
#include "tolua++.h"
#include "tolua_fix.h"

extern "C" {
#include "lauxlib.h"
}

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

int tolua_fuzz_open(lua_State* L);

namespace fz {
std::map<void*, Kind>& live() {
    static std::map<void*, Kind> objects;
    return objects;
}
} // namespace fz

namespace {

constexpr int kSlots = 8;

const char* const kTypeNames[] = {"fz::Thing", "fz::Bigger", "fz::Other", "const fz::Thing", "const fz::Bigger",
                                  "cc.Token",  "cc.Ref",     "const cc.Ref", "cc.Nope", "",
                                  "fz::Thing ", "tolua_commonclass", "const ", "cc.Token2",
                                  ("a very long type name that goes on and on and on and on and on and on and on "
                                   "and on and on and on and on and on and on and on and on and on and on")};
constexpr int kTypeCount = sizeof(kTypeNames) / sizeof(kTypeNames[0]);

struct Input {
    const uint8_t* data;
    size_t size;
    size_t pos = 0;
    bool more() const { return pos < size; }
    int byte() { return pos < size ? data[pos++] : 0; }
    int below(int n) { return byte() % n; }
};

class Runner {
public:
    explicit Runner(Input in) : _in(in) {
        _engine = std::make_unique<kite::LuaEngine>();
        _L = _engine->getLuaState();
        tolua_fuzz_open(_L);
        lua_newtable(_L);
        _slots = luaL_ref(_L, LUA_REGISTRYINDEX);
        lua_newtable(_L); /* userdata -> retains Lua made */
        _retains = luaL_ref(_L, LUA_REGISTRYINDEX);
    }

    void run() {
        int ops = 0;
        while (_in.more() && ops++ < 400) {
            step();
            if (lua_gettop(_L) != 0) {
                std::fprintf(stderr, "fuzz_runtime: stack not balanced after an operation (%d)\n", lua_gettop(_L));
                std::abort();
            }
        }
    }

    void finish() {
        // Balance Lua's retains, close the state (owned objects are collected), then delete what
        // the "program" left unowned, as its C++ side would.
        lua_State* L = _L;
        lua_rawgeti(L, LUA_REGISTRYINDEX, _retains);
        lua_pushnil(L);
        while (lua_next(L, -2)) {
            auto* token = static_cast<cc::Token*>(tolua_tousertype(L, -2, nullptr));
            for (int i = static_cast<int>(lua_tointeger(L, -1)); token && i > 0; --i)
                token->release();
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        _engine.reset();
        while (!fz::live().empty()) {
            auto [p, kind] = *fz::live().begin();
            if (kind == fz::Kind::Other)
                delete static_cast<fz::Other*>(p);
            else
                delete static_cast<fz::Thing*>(p);
        }
        cc::PoolManager::getInstance()->drainCurrentPool();
    }

private:
    // Pushes slot i (nil when empty).
    void pushSlot(int i) {
        lua_rawgeti(_L, LUA_REGISTRYINDEX, _slots);
        lua_rawgeti(_L, -1, i + 1);
        lua_remove(_L, -2);
    }
    // Pops the top into slot i.
    void storeSlot(int i) {
        lua_rawgeti(_L, LUA_REGISTRYINDEX, _slots);
        lua_insert(_L, -2);
        lua_rawseti(_L, -2, i + 1);
        lua_pop(_L, 1);
    }
    int slot() { return _in.below(kSlots); }

    // Is the value at idx a userdata whose current Lua type is one its C++ object really has?
    // Only then may members be called through it, ownership be taken, or delete be called.
    bool trusted(int idx) {
        if (lua_type(_L, idx) != LUA_TUSERDATA || !lua_getmetatable(_L, idx)) return false;
        lua_rawget(_L, LUA_REGISTRYINDEX); /* registry[mt] = type name */
        std::string type = lua_isstring(_L, -1) ? lua_tostring(_L, -1) : "";
        lua_pop(_L, 1);
        void* p = *static_cast<void**>(lua_touserdata(_L, idx));
        if (!p) return false;
        if (type.compare(0, 6, "const ") == 0) type = type.substr(6);
        auto it = fz::live().find(p);
        if (it != fz::live().end()) {
            switch (it->second) {
            case fz::Kind::Thing:
                return type == "fz::Thing";
            case fz::Kind::Bigger:
                return type == "fz::Thing" || type == "fz::Bigger";
            case fz::Kind::Other:
                return type == "fz::Other";
            }
        }
        return type == "cc.Token" || type == "cc.Ref" ? isLiveToken(p) : false;
    }

    bool isLiveToken(void* p) {
        bool found = false;
        for (const auto& entry : _tokens)
            if (entry == p) found = true;
        return found && tokenAlive(p);
    }
    // A Token Lua saw is nulled in its cc.Token userdata, and leaves the ubox, when it dies.
    bool tokenAlive(void* p) {
        luaL_getmetatable(_L, "cc.Token");
        lua_pushstring(_L, "tolua_ubox");
        lua_rawget(_L, -2);
        bool alive = false;
        if (lua_istable(_L, -1)) {
            lua_pushlightuserdata(_L, p);
            lua_rawget(_L, -2);
            alive = lua_isuserdata(_L, -1) && *static_cast<void**>(lua_touserdata(_L, -1)) == p;
            lua_pop(_L, 1);
        }
        lua_pop(_L, 2);
        return alive;
    }

    // After `delete`, what a careful binding does and the stock generated code does not (it leaves
    // the box pointing at freed memory): null the box and forget the address, so a new object at the
    // same address gets a new userdata instead of the stale one.
    void forgetDeleted(int s, void* p) {
        pushSlot(s);
        if (lua_type(_L, -1) == LUA_TUSERDATA && lua_getmetatable(_L, -1)) {
            lua_pushstring(_L, "tolua_ubox");
            lua_rawget(_L, -2);
            if (!lua_istable(_L, -1)) {
                lua_pop(_L, 1);
                lua_getfield(_L, LUA_REGISTRYINDEX, "tolua_ubox");
            }
            lua_pushlightuserdata(_L, p);
            lua_pushnil(_L);
            lua_rawset(_L, -3);
            lua_pop(_L, 2);
            *static_cast<void**>(lua_touserdata(_L, -1)) = nullptr;
        }
        lua_pop(_L, 1);
    }

    bool owned(void* p) {
        lua_getfield(_L, LUA_REGISTRYINDEX, "tolua_gc");
        lua_pushlightuserdata(_L, p);
        lua_rawget(_L, -2);
        bool result = !lua_isnil(_L, -1);
        lua_pop(_L, 2);
        return result;
    }

    // Runs `code` (a chunk taking the slot values as ...) under pcall; results are dropped, the
    // first goes to slot `out` when out >= 0. Errors are fine: they are clear Lua errors.
    void lua(const char* code, std::initializer_list<int> args, int out = -1) {
        lua_State* L = _L;
        int top = lua_gettop(L);
        if (luaL_loadstring(L, code) != 0) {
            std::fprintf(stderr, "fuzz_runtime: bad chunk %s: %s\n", code, lua_tostring(L, -1));
            std::abort();
        }
        for (int a : args)
            if (a >= 0) pushSlot(a); else lua_pushinteger(L, -a - 1);
        if (lua_pcall(L, static_cast<int>(args.size()), 1, 0) == 0 && out >= 0) {
            storeSlot(out);
        }
        lua_settop(L, top);
    }

    static int typeChecks(lua_State* L) {
        tolua_Error err;
        const char* type = lua_tostring(L, 2);
        int def = static_cast<int>(lua_tointeger(L, 3));
        int top = lua_gettop(L);
        tolua_isusertype(L, 1, type, def, &err);
        tolua_isusertable(L, 1, type, def, &err);
        tolua_isnumber(L, 1, def, &err);
        tolua_isstring(L, 1, def, &err);
        tolua_istable(L, 1, def, &err);
        tolua_isboolean(L, 1, def, &err);
        tolua_isvaluenil(L, 1, &err);
        tolua_isuserdata(L, 1, def, &err);
        tolua_isusertypearray(L, 1, type, 2, def, &err); /* may leave the failing element */
        lua_settop(L, top);
        tolua_isnumberarray(L, 1, 3, def, &err);
        lua_settop(L, top);
        tolua_isnoobj(L, 4, &err);
        (void)tolua_typename(L, 1);
        return 0;
    }

    static int typeCheckError(lua_State* L) {
        /* what generated code does with a failed check: tolua_error with the filled tolua_Error */
        tolua_Error err;
        const char* type = lua_tostring(L, lua_upvalueindex(1));
        int def = static_cast<int>(lua_tointeger(L, lua_upvalueindex(2)));
        if (!tolua_isusertype(L, 1, type, def, &err) || !tolua_isnoobj(L, 2, &err))
            tolua_error(L, "#ferror in function 'fuzz'.", &err);
        return 0;
    }

    void step() {
        lua_State* L = _L;
        int op = _in.below(26);
        switch (op) {
        case 0: { /* plain objects Lua does not own */
            int s = slot(), v = _in.byte();
            static const char* const code[] = {"return fz.Thing:new(...)", "return fz.Bigger:new()", "return fz.Other:new()"};
            lua(code[_in.below(3)], {s, -v - 1}, s);
            break;
        }
        case 1: { /* owned by Lua: new_local and the call form */
            int s = slot(), v = _in.byte();
            static const char* const code[] = {"return fz.Thing:new_local(...)", "return fz.Bigger:new_local()",
                                               "return fz.Other:new_local()", "return fz.Thing(select(2, ...))"};
            lua(code[_in.below(4)], {s, -v - 1}, s);
            break;
        }
        case 2: { /* a Ref through tolua_fix */
            int s = slot();
            auto* token = cc::Token::create();
            _tokens.push_back(token);
            toluafix_pushusertype_ccobject(L, static_cast<int>(token->_ID), &token->_luaID, token,
                                           _in.below(3) ? "cc.Token" : "cc.Ref");
            storeSlot(s);
            break;
        }
        case 3: { /* tolua.cast to a random name (the cast itself is always allowed) */
            int s = slot(), t = slot();
            pushSlot(s);
            if (lua_type(L, -1) == LUA_TUSERDATA) {
                void* p = *static_cast<void**>(lua_touserdata(L, -1));
                lua_pop(L, 1);
                if (p && owned(p)) break; /* a re-typed owned object would be collected as what it is not */
            } else {
                lua_pop(L, 1);
            }
            lua_getglobal(L, "tolua");
            lua_getfield(L, -1, "cast");
            lua_remove(L, -2);
            pushSlot(s);
            lua_pushstring(L, kTypeNames[_in.below(kTypeCount)]);
            if (lua_pcall(L, 2, 1, 0) == 0) storeSlot(t); else lua_pop(L, 1);
            break;
        }
        case 4: { /* C API type checks, from a C function as generated code makes them (a check may
                     raise: a table's __index runs for ".c_instance") */
            int s = slot();
            lua_pushcfunction(L, typeChecks);
            pushSlot(s);
            lua_pushstring(L, kTypeNames[_in.below(kTypeCount)]);
            lua_pushinteger(L, _in.below(2));
            if (lua_pcall(L, 3, 0, 0) != 0) lua_pop(L, 1);
            break;
        }
        case 5: { /* the error a failed check raises */
            int s = slot();
            lua_pushstring(L, kTypeNames[_in.below(kTypeCount)]);
            lua_pushinteger(L, _in.below(2));
            lua_pushcclosure(L, typeCheckError, 2);
            pushSlot(s);
            int extra = _in.below(2);
            if (extra) pushSlot(slot());
            if (lua_pcall(L, 1 + extra, 0, 0) != 0) {
                if (!lua_isstring(L, -1)) {
                    std::fprintf(stderr, "fuzz_runtime: tolua_error raised a non-string\n");
                    std::abort();
                }
                lua_pop(L, 1);
            }
            break;
        }
        case 6: { /* introspection */
            static const char* const code[] = {"return tolua.type(...)", "return tolua.isnull(...)",
                                               "return tolua.iskindof(...)", "return tolua.getpeer(...)",
                                               "return fz.Thing.count()", "local a, b = ...; return rawequal(a, b)"};
            int s = slot(), t = slot(), which = _in.below(6);
            if (which == 2) {
                lua_getglobal(L, "tolua");
                lua_getfield(L, -1, "iskindof");
                lua_remove(L, -2);
                pushSlot(s);
                lua_pushstring(L, kTypeNames[_in.below(kTypeCount)]);
                lua_pcall(L, 2, 1, 0);
                lua_pop(L, 1);
            } else {
                lua(code[which], {s, t}, which == 3 ? t : -1);
            }
            break;
        }
        case 7: { /* peers */
            int s = slot(), t = slot();
            static const char* const code[] = {"local o, v = ...; tolua.setpeer(o, {keep = v})",
                                               "local o = ...; tolua.setpeer(o, nil)",
                                               "local o, v = ...; tolua.setpeer(o, v)",
                                               "local o, v = ...; o.note = v",
                                               "local o = ...; return o.note",
                                               "local o, v = ...; tolua.setpeer(o, {self = o, other = v})"};
            int which = _in.below(6);
            lua(code[which], {s, t}, which == 4 ? t : -1);
            break;
        }
        case 8: { /* ownership, only through a userdata of the object's real type */
            int s = slot();
            pushSlot(s);
            bool ok = trusted(-1) && fz::live().count(*static_cast<void**>(lua_touserdata(L, -1)));
            lua_pop(L, 1);
            if (ok) lua(_in.below(2) ? "tolua.takeownership(...)" : "tolua.releaseownership(...)", {s});
            break;
        }
        case 9:
            lua_gc(L, _in.below(3) ? LUA_GCCOLLECT : LUA_GCSTEP, 10);
            break;
        case 10: { /* delete: a live object of that type, not owned by Lua */
            int s = slot();
            pushSlot(s);
            bool ok = trusted(-1);
            void* p = ok ? *static_cast<void**>(lua_touserdata(L, -1)) : nullptr;
            lua_pop(L, 1);
            if (ok && fz::live().count(p) && !owned(p)) {
                lua("local o = ...; o:delete()", {s});
                if (!fz::live().count(p)) forgetDeleted(s, p);
            }
            break;
        }
        case 11: case 12: { /* members through a trusted userdata */
            int s = slot(), t = slot(), v = _in.byte();
            pushSlot(s);
            bool ok = trusted(-1);
            lua_pop(L, 1);
            if (!ok) break;
            static const char* const code[] = {
                "local o = ...; return o:getValue()", "local o, _, v = ...; o:setValue(v)",
                "local o = ...; return o:self()", "local o = ...; return o:getExtra()",
                "local o = ...; return o.value", "local o, _, v = ...; o.value = v",
                "local o = ...; return o.id", "local o, _, v = ...; o.id = v",
                "local o, _, v = ...; return o.slots[v % 7 - 1]", "local o, _, v = ...; o.slots[v % 7 - 1] = v",
                "local o, _, v = ...; return o[v % 6 - 1]", "local o = ...; return o.weight",
                "local o, _, v = ...; o.weight = v", "local o = ...; return fz.asThing(o)",
                "local o = ...; return o:getReferenceCount()", "local o, _, v = ...; o:setValue(v)",
                "local o = ...; return o:keep(function() end)", "local o = ...; return o.slots",
                "local o = ...; return o:nosuch()", "local o, _, v = ...; o:setValue('x' .. v)"};
            int which = _in.below(20);
            pushSlot(t);
            bool argOk = lua_type(L, -1) != LUA_TUSERDATA || trusted(-1);
            lua_pop(L, 1);
            if (argOk) lua(code[which], {s, t, -v - 1}, which == 2 || which == 13 || which == 17 ? t : -1);
            break;
        }
        case 13: { /* operators between trusted objects */
            int s = slot(), t = slot();
            pushSlot(s);
            pushSlot(t);
            bool ok = trusted(-2) && (lua_type(L, -1) != LUA_TUSERDATA || trusted(-1));
            lua_pop(L, 2);
            if (ok) lua(_in.below(2) ? "local a, b = ...; return a < b" : "local a, b = ...; return a == b", {s, t});
            break;
        }
        case 14: { /* slots: copy, clear, plain values, a function, a class table */
            int s = slot(), t = slot();
            switch (_in.below(7)) {
            case 0: pushSlot(t); break;
            case 1: lua_pushnil(L); break;
            case 2: lua_pushinteger(L, _in.byte() - 128); break;
            case 3: lua_pushstring(L, kTypeNames[_in.below(kTypeCount)]); break;
            case 4: lua_newtable(L); break;
            case 5: luaL_loadstring(L, "return 1"); break;
            default: lua_getglobal(L, "fz"); lua_getfield(L, -1, _in.below(2) ? "Thing" : "Other"); lua_remove(L, -2);
            }
            storeSlot(s);
            break;
        }
        case 15: { /* Ref retain/release as Lua may (release only what it retained) */
            int s = slot();
            pushSlot(s);
            bool ok = trusted(-1) && !fz::live().count(*static_cast<void**>(lua_touserdata(L, -1)));
            if (ok) {
                auto* token = static_cast<cc::Token*>(*static_cast<void**>(lua_touserdata(L, -1)));
                lua_rawgeti(L, LUA_REGISTRYINDEX, _retains);
                lua_pushvalue(L, -2);
                lua_rawget(L, -2);
                int count = static_cast<int>(lua_tointeger(L, -1));
                lua_pop(L, 1);
                bool retain = _in.below(2) || count == 0;
                if (retain) token->retain(); else token->release();
                count += retain ? 1 : -1;
                lua_pushvalue(L, -2);
                if (count) lua_pushinteger(L, count); else lua_pushnil(L);
                lua_rawset(L, -3);
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
            break;
        }
        case 16: /* end of frame: autoreleased Refs nobody retained die, their userdata are nulled */
            cc::PoolManager::getInstance()->getCurrentPool()->clear();
            break;
        case 17: { /* a call on a Ref that may be dead: a clear error ("invalid 'self'") */
            int s = slot();
            pushSlot(s);
            bool ok = lua_type(L, -1) == LUA_TUSERDATA &&
                      (trusted(-1) || *static_cast<void**>(lua_touserdata(L, -1)) == nullptr);
            lua_pop(L, 1);
            if (ok) lua("local o = ...; if tolua.type(o) == 'cc.Token' then return o:getValue() end", {s});
            break;
        }
        case 18: { /* C++ pushes an object it has as some type (what a bound function returning it does) */
            int s = slot(), t = slot();
            pushSlot(s);
            void* p = lua_type(L, -1) == LUA_TUSERDATA ? *static_cast<void**>(lua_touserdata(L, -1)) : nullptr;
            lua_pop(L, 1);
            if (!p || owned(p)) break;
            if (fz::live().count(p)) {
                tolua_pushusertype(L, p, kTypeNames[_in.below(kTypeCount)]);
                storeSlot(t);
            } else if (isLiveToken(p)) {
                auto* token = static_cast<cc::Token*>(p);
                toluafix_pushusertype_ccobject(L, static_cast<int>(token->_ID), &token->_luaID, token,
                                               kTypeNames[_in.below(kTypeCount)]);
                storeSlot(t);
            }
            break;
        }
        case 19: { /* conversions through the C API */
            int s = slot();
            pushSlot(s);
            if (lua_type(L, -1) != LUA_TLIGHTUSERDATA) {
                (void)tolua_tonumber(L, -1, 0);
                (void)tolua_tostring(L, -1, "");
                (void)tolua_toboolean(L, -1, 0);
                (void)tolua_touserdata(L, -1, nullptr);
                (void)tolua_tousertype(L, -1, nullptr);
                (void)tolua_tovalue(L, -1, 0);
            }
            lua_pop(L, 1);
            break;
        }
        case 20: { /* class tables and modules from Lua */
            static const char* const code[] = {
                "return fz.Thing", "return fz.Thing.new", "return fz.Bigger.count()", "return tolua.type(fz.Thing)",
                "return fz.Thing:getValue()", "return fz.Other.weight", "fz.Other.weight = 3",
                "return tolua.iskindof(fz.Bigger, 'fz::Thing')", "return tolua.cast(fz.Thing, 'fz::Other')",
                "return fz.Thing.slots", "return cc.Token:create()", "return cc.Token.getValue(nil)"};
            lua(code[_in.below(12)], {}, slot());
            break;
        }
        case 21: { /* tolua.inherit: a Lua table that behaves as the object */
            int s = slot(), t = slot();
            pushSlot(s);
            bool ok = trusted(-1);
            lua_pop(L, 1);
            if (ok) lua("local o = ...; local t = {}; tolua.inherit(t, o); return t", {s}, t);
            break;
        }
        case 22: { /* a string of bytes as a type name */
            int s = slot(), n = _in.below(12);
            std::string name;
            for (int i = 0; i < n; ++i)
                name += static_cast<char>(_in.byte());
            lua_getglobal(L, "tolua");
            lua_getfield(L, -1, _in.below(2) ? "cast" : "iskindof");
            lua_remove(L, -2);
            pushSlot(s);
            void* p = lua_type(L, -1) == LUA_TUSERDATA ? *static_cast<void**>(lua_touserdata(L, -1)) : nullptr;
            if (p && owned(p)) {
                lua_pop(L, 2);
                break;
            }
            lua_pushlstring(L, name.data(), name.size());
            lua_pcall(L, 2, 1, 0);
            lua_pop(L, 1);
            break;
        }
        case 23: /* full collection, then drop every slot */
            lua_newtable(L);
            lua_rawseti(L, LUA_REGISTRYINDEX, _slots);
            lua_gc(L, LUA_GCCOLLECT, 0);
            break;
        case 24: { /* a light userdata where objects are expected */
            int s = slot();
            lua_pushlightuserdata(L, this);
            storeSlot(s);
            break;
        }
        default: { /* tolua.isnull and tolua.type on any slot */
            int s = slot();
            lua("local o = ...; return tolua.isnull(o), tolua.type(o)", {s});
            break;
        }
        }
    }

    Input _in;
    std::unique_ptr<kite::LuaEngine> _engine;
    lua_State* _L = nullptr;
    int _slots = LUA_NOREF;
    int _retains = LUA_NOREF;
    std::vector<void*> _tokens;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    int refs = cc::RefCensus::liveCount();
    int handlers = kite::LuaEngine::liveHandlers();
    {
        Runner runner(Input{data, size});
        runner.run();
        runner.finish();
    }
    if (!fz::live().empty() || cc::RefCensus::liveCount() != refs || kite::LuaEngine::liveHandlers() != handlers) {
        std::fprintf(stderr, "fuzz_runtime: leak: %zu fz objects, Refs %d -> %d, handlers %d -> %d\n%s",
                     fz::live().size(), refs, cc::RefCensus::liveCount(), handlers, kite::LuaEngine::liveHandlers(),
                     cc::RefCensus::report().c_str());
        std::abort();
    }
    return 0;
}
