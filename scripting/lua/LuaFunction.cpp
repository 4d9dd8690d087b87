// LuaFunction.cpp -- see LuaFunction.h.
// SPDX-License-Identifier: MIT
#include "LuaFunction.h"

#include "LuaStack.h"
#include "tolua_fix.h"

#include <utility>

namespace kite {

LuaFunction::LuaFunction(LuaStack& stack, lua_State* L, int index) {
    int id = toluafix_ref_function(L, index, 0);
    if (id == 0) return; /* not a function */
    Holder*& head = stack.functionList();
    _holder = new Holder{&stack, nullptr, head, id, 1};
    if (head) head->prev = _holder;
    head = _holder;
}

LuaFunction::LuaFunction(const LuaFunction& other) noexcept : _holder(other._holder) {
    if (_holder) ++_holder->copies;
}

LuaFunction& LuaFunction::operator=(LuaFunction other) noexcept {
    std::swap(_holder, other._holder);
    return *this; /* `other` releases what this held */
}

LuaFunction::~LuaFunction() {
    Holder* h = _holder;
    if (!h || --h->copies > 0) return;
    if (LuaStack* stack = h->stack) {
        if (h->prev)
            h->prev->next = h->next;
        else
            stack->functionList() = h->next;
        if (h->next) h->next->prev = h->prev;
        toluafix_remove_function_by_refid(stack->getLuaState(), h->id);
    }
    delete h;
}

int LuaFunction::call(int nargs) const {
    LuaStack* stack = this->stack();
    return stack ? stack->executeFunctionByHandler(_holder->id, nargs) : 0;
}

bool LuaFunction::callWithResults(int nargs, int nresults,
                                  const std::function<void(lua_State*)>& read) const {
    LuaStack* stack = this->stack();
    return stack && stack->executeFunctionByHandler(_holder->id, nargs, nresults, read) == 0;
}

void LuaFunction::callWithNumber(lua_Number value) const {
    LuaStack* stack = this->stack();
    if (stack) stack->executeFunctionByHandlerWithNumber(_holder->id, value);
}

void LuaFunction::detachAll(LuaStack& stack) {
    Holder* h = stack.functionList();
    stack.functionList() = nullptr;
    while (h) {
        Holder* next = h->next;
        h->stack = nullptr;
        h->prev = h->next = nullptr;
        h = next;
    }
}

} // namespace kite
