// lua_cc_userdefault_manual.cpp -- cc.UserDefault:destroyInstance(), which pkg/userdefault.pkg
// cannot express: the instance's userdata is forgotten first, so a script that kept it gets
// "invalid 'self'" instead of a deleted object (the next getInstance() reads the file again).
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "data/UserDefault.h"

namespace {

/// @lua static cc.UserDefault:destroyInstance(): cc.UserDefault
/// Saves what is unsaved and drops the shared instance; the next getInstance() reads the file again.
int lua_cc_UserDefault_destroyInstance(lua_State* L) {
    return kite::manual::destroySingleton(
        L, "cc.UserDefault",
        []() -> void* { return cc::UserDefault::hasInstance() ? cc::UserDefault::getInstance() : nullptr; },
        &cc::UserDefault::destroyInstance);
}

} // namespace

namespace kite::manual {

void registerUserDefault(lua_State* L) {
    addMethod(L, "UserDefault", "destroyInstance", lua_cc_UserDefault_destroyInstance);
}

} // namespace kite::manual
