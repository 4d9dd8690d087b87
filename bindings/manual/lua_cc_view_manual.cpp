// lua_cc_view_manual.cpp -- the cc.GLView methods of cocos2d-x 3.17 that Kite does not provide: the
// desktop window's cursor, icon and keyboard, the GL context, scissor and viewport calls, VR, and
// ending or polling the window (the player owns the window). Each raises "cc.GLView:<name> is not
// supported by Kite" instead of "attempt to call a nil value".
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"

namespace {

const char* const kUnsupportedMethods[] = {"setIMEKeyboardState",
                                           "setCursorVisible",
                                           "setIcon",
                                           "setDefaultIcon",
                                           "setCursor",
                                           "setDefaultCursor",
                                           "windowShouldClose",
                                           "swapBuffers",
                                           "pollEvents",
                                           "endToLua",
                                           "renderScene",
                                           "getVR",
                                           "setVR",
                                           "setViewPortInPoints",
                                           "setScissorInPoints",
                                           "isScissorEnabled",
                                           "getScissorRect",
                                           "setGLContextAttrs",
                                           "getGLContextAttrs"};

int unsupportedMethod(lua_State* L) {
    lua_Debug ar;
    const char* name = nullptr;
    if (lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar)) name = ar.name;
    return luaL_error(L, "cc.GLView:%s is not supported by Kite", name ? name : "(this method)");
}

} // namespace

namespace kite::manual {

void registerView(lua_State* L) {
    for (const char* name : kUnsupportedMethods)
        addMethod(L, "GLView", name, unsupportedMethod);
}

} // namespace kite::manual
