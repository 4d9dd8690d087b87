// ScriptHandlerMgr.cpp -- see ScriptHandlerMgr.h.
// SPDX-License-Identifier: MIT
#include "ScriptHandlerMgr.h"

#include "LuaStack.h"
#include "base/Ref.h"
#include "tolua_fix.h"

namespace kite {

ScriptHandlerMgr::~ScriptHandlerMgr() {
    for (auto& [object, entries] : _handlers)
        for (const Entry& e : entries)
            freeHandler(e.second);
}

void ScriptHandlerMgr::freeHandler(int handler) {
    toluafix_remove_function_by_refid(_stack->getLuaState(), handler);
}

void ScriptHandlerMgr::addObjectHandler(cc::Ref* object, int handler, cc::ScriptHandlerType type) {
    if (!object || !handler) return;
    // The object must tell us when it dies, even if Lua never pushed it.
    if (object->_luaID == 0) object->_luaID = static_cast<int>(object->_ID);
    std::vector<Entry>& entries = _handlers[object];
    for (Entry& e : entries) {
        if (e.first == type) {
            int old = e.second;
            e.second = handler;
            if (old != handler) freeHandler(old);
            return;
        }
    }
    entries.emplace_back(type, handler);
}

void ScriptHandlerMgr::removeObjectHandler(cc::Ref* object, cc::ScriptHandlerType type) {
    auto it = _handlers.find(object);
    if (it == _handlers.end()) return;
    std::vector<Entry>& entries = it->second;
    for (size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].first == type) {
            int handler = entries[i].second;
            entries.erase(entries.begin() + static_cast<long>(i));
            if (entries.empty()) _handlers.erase(it);
            freeHandler(handler);
            return;
        }
    }
}

int ScriptHandlerMgr::getObjectHandler(cc::Ref* object, cc::ScriptHandlerType type) const {
    auto it = _handlers.find(object);
    if (it == _handlers.end()) return 0;
    for (const Entry& e : it->second)
        if (e.first == type) return e.second;
    return 0;
}

void ScriptHandlerMgr::removeObjectAllHandlers(cc::Ref* object) {
    auto it = _handlers.find(object);
    if (it == _handlers.end()) return;
    std::vector<Entry> entries = std::move(it->second);
    _handlers.erase(it);
    for (const Entry& e : entries)
        freeHandler(e.second);
}

int ScriptHandlerMgr::size() const {
    int n = 0;
    for (const auto& [object, entries] : _handlers)
        n += static_cast<int>(entries.size());
    return n;
}

} // namespace kite
