// lua_cc_actions_manual.cpp -- cc.CallFunc with a Lua function, and the variadic Sequence/Spawn.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"

#include <vector>

namespace {

/* cc.CallFunc:create(function(target) end): the action owns the function; its clones share it */
int lua_cc_CallFunc_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.CallFunc", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 3, &tolua_err))
        goto tolua_lerror;
    {
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 2, "cc.CallFunc:create");
        cc::CallFunc* action = cc::CallFuncN::create(kite::manual::callFuncCallback(std::move(fn)));
        toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(action), kite::luaIdOf(action), action,
                                       "cc.CallFunc");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.CallFunc:create'.", &tolua_err);
    return 0;
}

// Collects the actions of `cc.X:create(a, b, ...)` or `cc.X:create({a, b, ...})`; 0 on success,
// else the argument index that is not a cc.FiniteTimeAction.
int collectActions(lua_State* L, std::vector<cc::FiniteTimeAction*>& out) {
    int top = lua_gettop(L);
    bool asTable = top == 2 && lua_istable(L, 2);
    int count = asTable ? static_cast<int>(lua_objlen(L, 2)) : top - 1;
    tolua_Error err;
    for (int i = 1; i <= count; ++i) {
        if (asTable) lua_rawgeti(L, 2, i);
        int index = asTable ? lua_gettop(L) : i + 1;
        void* action = lua_isuserdata(L, index) && tolua_isusertype(L, index, "cc.FiniteTimeAction", 0, &err)
                           ? tolua_tousertype(L, index, 0)
                           : nullptr;
        if (asTable) lua_pop(L, 1);
        if (!action) return asTable ? 2 : index;
        out.push_back(static_cast<cc::FiniteTimeAction*>(action));
    }
    return 0;
}

template <typename T> int createComposite(lua_State* tolua_S, const char* type, const char* function) {
    tolua_Error tolua_err;
    int bad = 0;
    if (!tolua_isusertable(tolua_S, 1, type, 0, &tolua_err)) goto tolua_lerror;
    {
        cc::Vector<cc::FiniteTimeAction*> actions;
        {
            std::vector<cc::FiniteTimeAction*> collected;
            bad = collectActions(tolua_S, collected);
            if (!bad && collected.empty()) bad = 2;
            if (!bad)
                for (auto* a : collected)
                    actions.pushBack(a);
        }
        T* result = bad ? nullptr : T::create(actions);
        actions.clear();
        if (result) {
            toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(result), kite::luaIdOf(result), result,
                                           type);
            return 1;
        }
    }
    tolua_err.index = bad;
    tolua_err.array = 0;
    tolua_err.type = "cc.FiniteTimeAction";
tolua_lerror:
    lua_pushfstring(tolua_S, "#ferror in function '%s'.", function);
    tolua_error(tolua_S, lua_tostring(tolua_S, -1), &tolua_err);
    return 0;
}

int lua_cc_Sequence_create(lua_State* L) {
    return createComposite<cc::Sequence>(L, "cc.Sequence", "cc.Sequence:create");
}

int lua_cc_Spawn_create(lua_State* L) {
    return createComposite<cc::Spawn>(L, "cc.Spawn", "cc.Spawn:create");
}

} // namespace

namespace kite::manual {

void registerActions(lua_State* L) {
    addMethod(L, "CallFunc", "create", lua_cc_CallFunc_create);
    addMethod(L, "Sequence", "create", lua_cc_Sequence_create);
    addMethod(L, "Spawn", "create", lua_cc_Spawn_create);
}

} // namespace kite::manual
