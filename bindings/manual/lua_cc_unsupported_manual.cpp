// lua_cc_unsupported_manual.cpp -- the cocos2d-x 3.17 Lua classes Kite does not provide, by name:
// the 3D page turn transition, and the grid and camera actions (they distort a node through an
// OpenGL grid, which Kite's 2D renderer does not have). Using one raises "cc.<name> is not
// supported by Kite" instead of "attempt to index a nil value". The transitions that look like grid
// effects (TransitionTurnOffTiles, TransitionSplitCols, TransitionFadeTR, ...) are provided.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"

namespace {

const char* const kUnsupportedClasses[] = {
    "TransitionPageTurn",
    // grid actions and their bases
    "GridAction", "Grid3DAction", "TiledGrid3DAction", "AccelDeccelAmplitude", "AccelAmplitude",
    "DeccelAmplitude", "StopGrid", "ReuseGrid", "Waves3D", "FlipX3D", "FlipY3D", "Lens3D", "Ripple3D",
    "Shaky3D", "Liquid", "Waves", "Twirl", "PageTurn3D", "ShakyTiles3D", "ShatteredTiles3D", "ShuffleTiles",
    "FadeOutTRTiles", "FadeOutBLTiles", "FadeOutUpTiles", "FadeOutDownTiles", "TurnOffTiles", "WavesTiles3D",
    "JumpTiles3D", "SplitRows", "SplitCols", "NodeGrid", "GridBase", "Grid3D", "TiledGrid3D",
    // camera actions
    "ActionCamera", "OrbitCamera"};

int unsupportedIndex(lua_State* L) {
    /* stack: class key; upvalue 1 = the class name */
    return luaL_error(L, "cc.%s is not supported by Kite", lua_tostring(L, lua_upvalueindex(1)));
}

} // namespace

namespace kite::manual {

void registerUnsupported(lua_State* L) {
    lua_getglobal(L, "cc"); /* stack: cc */
    for (const char* name : kUnsupportedClasses) {
        lua_newtable(L); /* stack: cc class */
        lua_newtable(L); /* stack: cc class mt */
        lua_pushstring(L, name);
        lua_pushcclosure(L, unsupportedIndex, 1);
        lua_setfield(L, -2, "__index");
        lua_setmetatable(L, -2); /* stack: cc class */
        lua_setfield(L, -2, name);
    }
    lua_pop(L, 1);
}

} // namespace kite::manual
