// lua_cc_unsupported_manual.cpp -- the cocos2d-x 3.17 Lua names Kite does not provide, by name.
// cocos's own Lua framework (the constants, deprecation and extension files a `cocos new` project
// loads with `require "cocos.init"`) sets enum tables on these classes, aliases them under their
// deprecated names and guards whole files on their namespaces (`if nil ~= ccs then`). So they
// exist; *using* one (any read of a member that was not assigned, a call) raises
// "<name> is not supported by Kite (<subsystem>)" at the caller's line instead of a nil index deep
// inside a framework file. Assigning to one stores the value, so constants and deprecated
// wrappers the framework adds can be set and read back.
//
// One table, three kinds of entry:
//   "ns.Class"        a class table (namespace `ns` is created when Kite has none)
//   "ns.function()"   a function that raises when called (gl's C functions, platform bridges)
//   "ns.Class:method" a method of a class Kite has, for a subsystem it does not (3D, raw OpenGL)
// A name Kite already provides is left alone, so a class a later binding adds is never shadowed.
// The transitions that look like grid effects (TransitionTurnOffTiles, ...) are provided.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"

#include <sstream>
#include <string>

namespace {

// A group: the subsystem the error names, and its entries separated by spaces.
struct UnsupportedGroup {
    const char* subsystem;
    const char* names;
};

const UnsupportedGroup kGroups[] = {
    {"grid and camera actions",
     "cc.TransitionPageTurn cc.GridAction cc.Grid3DAction cc.TiledGrid3DAction "
     "cc.AccelDeccelAmplitude cc.AccelAmplitude cc.DeccelAmplitude cc.StopGrid cc.ReuseGrid "
     "cc.Waves3D cc.FlipX3D cc.FlipY3D cc.Lens3D cc.Ripple3D cc.Shaky3D cc.Liquid cc.Waves "
     "cc.Twirl cc.PageTurn3D cc.ShakyTiles3D cc.ShatteredTiles3D cc.ShuffleTiles "
     "cc.FadeOutTRTiles cc.FadeOutBLTiles cc.FadeOutUpTiles cc.FadeOutDownTiles "
     "cc.TurnOffTiles cc.WavesTiles3D cc.JumpTiles3D cc.SplitRows cc.SplitCols cc.NodeGrid "
     "cc.GridBase cc.Grid3D cc.TiledGrid3D cc.ActionCamera cc.OrbitCamera"},
    {"3D", "cc.Camera cc.CameraBackgroundBrush cc.CameraBackgroundColorBrush "
           "cc.CameraBackgroundDepthBrush cc.CameraBackgroundSkyBoxBrush cc.Sprite3D "
           "cc.Sprite3DCache cc.Mesh cc.Animate3D cc.Animation3D cc.Skybox cc.Terrain cc.BillBoard "
           "cc.BaseLight cc.DirectionLight cc.PointLight cc.SpotLight cc.AmbientLight cc.TextureCube "
           "cc.Bundle3D cc.MotionStreak3D cc.ParticleSystem3D cc.PUParticleSystem3D "
           "cc.Physics3DComponent cc.Physics3DObject cc.Physics3DRigidBody cc.Physics3DWorld "
           "cc.Physics3DShape cc.Physics3DConstraint cc.NavMesh cc.NavMeshAgent cc.NavMeshObstacle "
           "cc.TextFieldTTF:setCursorFromPoint" /* issue 21: it takes a cc.Camera */},
    // Raw OpenGL: the `gl` namespace's C functions (cocos's Opengl.lua wraps the `_` ones;
    // `_createRenderuffer` is cocos's own spelling) and shaders.
    {"raw OpenGL", "gl._createTexture() gl._createBuffer() gl._createRenderuffer() gl._createFramebuffer() "
                   "gl._createProgram() gl._createShader() gl._deleteTexture() gl._deleteBuffer() "
                   "gl._deleteRenderbuffer() gl._deleteFramebuffer() gl._deleteProgram() gl._deleteShader() "
                   "gl._bindTexture() gl._bindBuffer() gl._bindRenderbuffer() gl._bindFramebuffer() "
                   "gl._attachShader() gl._compileShader() gl._linkProgram() gl._shaderSource() "
                   "gl._useProgram() gl._getActiveAttrib() gl._getActiveUniform() gl._getAttachedShaders() "
                   "gl._getAttribLocation() gl._getProgramParameter() gl._getShaderInfoLog() "
                   "gl._getShaderParameter() gl._getUniform() gl._getUniformLocation() gl.bufferData() "
                   "gl.drawArrays() gl.vertexAttribPointer() gl.glEnableVertexAttribs() gl.glNodeCreate() "
                   "gl.enable() gl.disable() gl.blendFunc() gl.clear() gl.clearColor() gl.lineWidth() "
                   "gl.viewport() gl.getSupportedExtensions() cc.GLNode cc.GLProgram cc.GLProgramCache "
                   "cc.GLProgramState cc.ShaderCache cc.Node:setGLProgram cc.Node:getGLProgram "
                   "cc.Node:setGLProgramState cc.Node:getGLProgramState"},
    // Issue 22 brings the world, bodies, circle and box shapes; the rest of the physics follows.
    {"physics, not yet", "cc.PhysicsContact cc.EventListenerPhysicsContact"},
    {"network", "cc.XMLHttpRequest cc.WebSocket cc.AssetsManager cc.AssetsManagerEx "
                "cc.EventListenerAssetsManagerEx cc.Downloader"},
    {"cocostudio", "ccs.ActionManagerEx ccs.ActionObject ccs.Armature ccs.ArmatureAnimation "
                   "ccs.ArmatureDataManager ccs.BaseData ccs.BatchNode ccs.Bone ccs.ComAttribute "
                   "ccs.ComAudio ccs.ComController ccs.ComRender ccs.DisplayManager ccs.GUIReader "
                   "ccs.SceneReader ccs.Skin ccs.Tween ccs.ActionTimeline ccs.ActionTimelineCache "
                   "ccs.BoneNode ccs.SkeletonNode cc.CSLoader"},
    {"cocosbuilder", "cc.CCBReader cc.CCBProxy cc.CCBAnimationManager"},
    {"spine", "sp.SkeletonRenderer sp.SkeletonAnimation"},
    // ccui's widgets: issue 21 implements them; until then the framework's UI files load and a
    // widget says so.
    {"UI widgets, not yet",
     "ccui.PageViewIndicator ccui.LayoutComponent "
     "ccui.ScrollViewBar ccexp.VideoPlayer "
     "ccexp.WebView"},
    // cocos's extension module (GUI controls, table views) and its older names for ccui's classes.
    {"extension", "cc.Control cc.ControlButton "
                  "cc.ControlColourPicker cc.ControlHuePicker cc.ControlPotentiometer "
                  "cc.ControlSaturationBrightnessPicker cc.ControlSlider cc.ControlStepper cc.ControlSwitch "
                  "cc.EditBox"},
    // Char-map labels, particle systems and their batches draw themselves: no GL quad buffer, no atlas.
    {"GL vertex buffers", "cc.TextureAtlas cc.AtlasNode:getTextureAtlas cc.AtlasNode:setTextureAtlas "
                          "cc.ParticleBatchNode:getTextureAtlas cc.ParticleBatchNode:setTextureAtlas "
                          "cc.ParticleBatchNode:insertChild cc.ParticleBatchNode:disableParticle "
                          "cc.ParticleSystem:getBatchNode cc.ParticleSystem:setBatchNode "
                          "cc.ParticleSystem:getAtlasIndex cc.ParticleSystem:setAtlasIndex "
                          "cc.ParticleSystem:postStep"},
    // ccui widgets (issue 21): focus moves with touches and requestFocus, not with a gamepad's d-pad.
    {"d-pad focus navigation", "ccui.Widget:enableDpadNavigation"},
    // The desktop window's own calls on cocos's view: the player owns the window and draws no GL.
    {"window system", "cc.GLView:setIMEKeyboardState cc.GLView:setCursorVisible cc.GLView:setIcon "
                      "cc.GLView:setDefaultIcon cc.GLView:setCursor cc.GLView:setDefaultCursor "
                      "cc.GLView:windowShouldClose cc.GLView:swapBuffers cc.GLView:pollEvents "
                      "cc.GLView:endToLua cc.GLView:renderScene cc.GLView:getVR cc.GLView:setVR "
                      "cc.GLView:setViewPortInPoints cc.GLView:setScissorInPoints cc.GLView:isScissorEnabled "
                      "cc.GLView:getScissorRect cc.GLView:setGLContextAttrs cc.GLView:getGLContextAttrs"},
    // cocos's FileUtils calls Kite leaves out: plist writing, data blobs, filename lookup
    // dictionaries, C file hooks.
    {"files", "cc.FileUtils:writeToFile cc.FileUtils:writeValueMapToFile cc.FileUtils:writeValueVectorToFile "
              "cc.FileUtils:writeDataToFile cc.FileUtils:getValueMapFromData "
              "cc.FileUtils:setFilenameLookupDictionary cc.FileUtils:loadFilenameLookup "
              "cc.FileUtils:loadFilenameLookupDictionaryFromFile cc.FileUtils:getSuitableFOpen "
              "cc.FileUtils:setDelegate"},
    {"platform bridge", "LuaJavaBridge.callStaticMethod() LuaObjcBridge.callStaticMethod()"},
    // 2D classes of cocos2d-x 3.17 that Kite does not have yet; the deprecation files alias some of
    // them.
    {"not yet", "cc.TMXMapInfo cc.TMXLayerInfo cc.TileMapAtlas "
                "cc.LabelTTF cc.Timer cc.AsyncTaskPool"},
};

// "file:line: " of the nearest Lua line on the stack: the caller's, or when it tail-called us (its
// frame is gone then) the line that called it.
void pushNearestLuaLine(lua_State* L) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); ++level) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

int raiseUnsupported(lua_State* L) {
    /* upvalue 1 = "<name> is not supported by Kite (<subsystem>)" */
    pushNearestLuaLine(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_concat(L, 2);
    return lua_error(L);
}

void pushRaiser(lua_State* L, const std::string& name, const char* subsystem) {
    lua_pushfstring(L, "%s is not supported by Kite (%s)", name.c_str(), subsystem);
    lua_pushcclosure(L, raiseUnsupported, 1);
}

// The table named `ns` in _G, created when absent. Pushes it.
void pushNamespace(lua_State* L, const std::string& ns) {
    lua_getglobal(L, ns.c_str());
    if (lua_istable(L, -1)) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setglobal(L, ns.c_str());
}

// ns[name] = the value push() leaves on the stack, unless something already provides ns[name].
template <typename Push>
void setIfAbsent(lua_State* L, const std::string& ns, const std::string& name, Push push) {
    pushNamespace(L, ns); /* stack: ns */
    lua_getfield(L, -1, name.c_str());
    bool provided = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (!provided) {
        push(); /* stack: ns value */
        lua_setfield(L, -2, name.c_str());
    }
    lua_pop(L, 1);
}

// A class table whose reads and calls raise; assignments are stored (plain table, no __newindex).
void pushUnsupportedClass(lua_State* L, const std::string& name, const char* subsystem) {
    lua_newtable(L);          /* stack: class */
    lua_createtable(L, 0, 2); /* stack: class mt */
    pushRaiser(L, name, subsystem);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, "__call");
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
}

// A method of a bound class: stored through the class table (its metatable), as `cc.Node.x = f` does.
void addUnsupportedMethod(lua_State* L, const std::string& ns, const std::string& cls,
                          const std::string& method, const char* subsystem) {
    pushNamespace(L, ns);
    lua_getfield(L, -1, cls.c_str()); /* stack: ns class */
    if (lua_istable(L, -1)) {
        lua_getfield(L, -1, method.c_str());
        bool provided = !lua_isnil(L, -1);
        lua_pop(L, 1);
        if (!provided) {
            lua_pushstring(L, method.c_str());
            pushRaiser(L, ns + "." + cls + ":" + method, subsystem);
            lua_settable(L, -3);
        }
    }
    lua_pop(L, 2);
}

void addEntry(lua_State* L, const std::string& name, const char* subsystem) {
    size_t dot = name.find('.');
    std::string ns = name.substr(0, dot), rest = name.substr(dot + 1);
    size_t colon = rest.find(':');
    if (colon != std::string::npos) {
        addUnsupportedMethod(L, ns, rest.substr(0, colon), rest.substr(colon + 1), subsystem);
    } else if (rest.size() > 2 && rest.compare(rest.size() - 2, 2, "()") == 0) {
        std::string fn = rest.substr(0, rest.size() - 2);
        setIfAbsent(L, ns, fn, [&] { pushRaiser(L, ns + "." + fn, subsystem); });
    } else {
        setIfAbsent(L, ns, rest, [&] { pushUnsupportedClass(L, ns + "." + rest, subsystem); });
    }
}

} // namespace

namespace kite::manual {

void registerUnsupported(lua_State* L) {
    int top = lua_gettop(L);
    for (const UnsupportedGroup& group : kGroups) {
        std::istringstream names(group.names);
        std::string entry;
        while (names >> entry)
            addEntry(L, entry, group.subsystem);
    }
    lua_settop(L, top);
}

} // namespace kite::manual
