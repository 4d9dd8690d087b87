// lua_cc_userdefault_manual.cpp -- cc.UserDefault:destroyInstance(), which pkg/userdefault.pkg
// cannot express: the instance's userdata is forgotten first, so a script that kept it gets
// "invalid 'self'" instead of a deleted object (the next getInstance() reads the file again).
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "data/UserDefault.h"

namespace {

/* cc.UserDefault:destroyInstance() -> cc.UserDefault (a static method returns its class table, as the
   generated ones do) */
int lua_cc_UserDefault_destroyInstance(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.UserDefault", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err)) {
        tolua_error(tolua_S, "#ferror in function 'cc.UserDefault:destroyInstance'.", &tolua_err);
        return 0;
    }
    if (cc::UserDefault::hasInstance())
        toluafix_forget_usertype(tolua_S, cc::UserDefault::getInstance(), "cc.UserDefault");
    cc::UserDefault::destroyInstance();
    lua_settop(tolua_S, 1); /* stack: cc.UserDefault */
    return 1;
}

} // namespace

namespace kite::manual {

void registerUserDefault(lua_State* L) {
    addMethod(L, "UserDefault", "destroyInstance", lua_cc_UserDefault_destroyInstance);
}

} // namespace kite::manual
