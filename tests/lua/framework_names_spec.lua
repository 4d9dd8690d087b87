-- framework_names_spec.lua -- the names cocos2d-x 3.17's own Lua framework (the scripts under
-- src/cocos/ that `require "cocos.init"` loads) touches while loading, made here in Kite's own
-- words: the lists below were written from reading its constants, deprecation and extension
-- files. A Kite class must be a bound class; a name Kite does not provide must exist, keep what is
-- assigned to it (the framework sets enum tables and deprecated wrappers on it), and raise
-- "<name> is not supported by Kite (<subsystem>)" at the caller's line when it is used.

local function check(condition, what)
    if not condition then error(what, 2) end
end

local function here() return debug.getinfo(2, "l").currentline end

local function isBoundClass(t)
    return type(t) == "table" and rawget(t, ".isclass") == true
end

local function lookup(name) -- "ccs.Armature" -> the value, without raising
    local ns, rest = name:match("^([%w_]+)%.(.+)$")
    local t = rawget(_G, ns)
    return t and rawget(t, rest) or (t and t[rest])
end

-- Calls f and checks the unsupported error: the name, the words, and the caller's file:line.
local function checkUnsupported(name, f, line)
    local ok, msg = pcall(f)
    if ok then error(name .. ": expected 'not supported by Kite', got no error", 2) end
    msg = tostring(msg)
    if not msg:find(name .. " is not supported by Kite (", 1, true) then
        error(string.format("%s: unexpected error %q", name, msg), 2)
    end
    if line and not msg:find("framework_names_spec.lua:" .. line .. ":", 1, true) then
        error(string.format("%s: the error should name the caller's line %d: %q", name, line, msg), 2)
    end
end

-- 1. Kite classes the framework extends (framework/extends/*.lua, display.lua, transition.lua,
--    audio.lua) or adds deprecated methods to (cocos2d/DeprecatedCocos2dFunc.lua).
local extended = {"cc.Node", "cc.Sprite", "cc.Layer", "cc.Menu", "cc.MenuItem", "cc.MenuItemFont",
    "cc.MenuItemToggle", "cc.Director", "cc.Animation", "cc.AnimationCache", "cc.SpriteFrameCache",
    "cc.Texture2D", "cc.TextureCache", "cc.SimpleAudioEngine", "cc.Scene", "cc.Label"}
for _, name in ipairs(extended) do
    check(isBoundClass(lookup(name)), name .. " is a bound class")
end

-- 2. Targets of the deprecated class aliases (cocos2d/DeprecatedCocos2dClass.lua and friends:
--    _G.CCNode = cc.Node, ...) that are 2D classes Kite provides.
local aliased = {"cc.Action", "cc.ActionEase", "cc.ActionInstant", "cc.ActionInterval", "cc.ActionManager",
    "cc.ActionTween", "cc.Animate", "cc.AnimationFrame", "cc.BezierBy", "cc.BezierTo", "cc.Blink", "cc.CallFunc",
    "cc.CardinalSplineBy", "cc.CardinalSplineTo", "cc.CatmullRomBy", "cc.CatmullRomTo", "cc.DelayTime",
    "cc.DrawNode", "cc.EaseBackIn", "cc.EaseBackInOut", "cc.EaseBackOut", "cc.EaseBounce", "cc.EaseBounceIn",
    "cc.EaseBounceInOut", "cc.EaseBounceOut", "cc.EaseElastic", "cc.EaseElasticIn", "cc.EaseElasticInOut",
    "cc.EaseElasticOut", "cc.EaseExponentialIn", "cc.EaseExponentialInOut", "cc.EaseExponentialOut", "cc.EaseIn",
    "cc.EaseInOut", "cc.EaseOut", "cc.EaseRateAction", "cc.EaseSineIn", "cc.EaseSineInOut", "cc.EaseSineOut",
    "cc.FadeIn", "cc.FadeOut", "cc.FadeTo", "cc.FiniteTimeAction", "cc.FlipX", "cc.FlipY", "cc.Follow", "cc.Hide",
    "cc.Image", "cc.JumpBy", "cc.JumpTo", "cc.LayerColor", "cc.LayerGradient", "cc.LayerMultiplex",
    "cc.MenuItemImage", "cc.MenuItemLabel", "cc.MenuItemSprite", "cc.MoveBy", "cc.MoveTo", "cc.Place",
    "cc.RemoveSelf", "cc.Repeat", "cc.RepeatForever", "cc.RotateBy", "cc.RotateTo", "cc.ScaleBy", "cc.ScaleTo",
    "cc.Scheduler", "cc.Sequence", "cc.Show", "cc.SkewBy", "cc.SkewTo", "cc.Spawn", "cc.Speed", "cc.SpriteBatchNode",
    "cc.SpriteFrame", "cc.TargetedAction", "cc.TintBy", "cc.TintTo", "cc.ToggleVisibility", "cc.Touch",
    "cc.TransitionCrossFade", "cc.TransitionFade", "cc.TransitionFadeBL", "cc.TransitionFadeDown",
    "cc.TransitionFadeTR", "cc.TransitionFadeUp", "cc.TransitionFlipAngular", "cc.TransitionFlipX",
    "cc.TransitionFlipY", "cc.TransitionJumpZoom", "cc.TransitionMoveInB", "cc.TransitionMoveInL",
    "cc.TransitionMoveInR", "cc.TransitionMoveInT", "cc.TransitionProgress", "cc.TransitionProgressHorizontal",
    "cc.TransitionProgressInOut", "cc.TransitionProgressOutIn", "cc.TransitionProgressRadialCCW",
    "cc.TransitionProgressRadialCW", "cc.TransitionProgressVertical", "cc.TransitionRotoZoom",
    "cc.TransitionScene", "cc.TransitionSceneOriented", "cc.TransitionShrinkGrow", "cc.TransitionSlideInB",
    "cc.TransitionSlideInL", "cc.TransitionSlideInR", "cc.TransitionSlideInT", "cc.TransitionSplitCols",
    "cc.TransitionSplitRows", "cc.TransitionTurnOffTiles", "cc.TransitionZoomFlipAngular",
    "cc.TransitionZoomFlipX", "cc.TransitionZoomFlipY"}
-- The 2D classes issue 20 bound, which were names only until then (lua_cc_unsupported_manual.cpp's
-- "not yet" list): bound classes now, never the unsupported stand-in.
for _, name in ipairs({"cc.ProgressTimer", "cc.ProgressTo", "cc.ProgressFromTo", "cc.ParticleSystem",
    "cc.ParticleSystemQuad", "cc.ParticleBatchNode", "cc.ParticleExplosion", "cc.ParticleFire",
    "cc.ParticleFireworks", "cc.ParticleFlower", "cc.ParticleGalaxy", "cc.ParticleMeteor", "cc.ParticleRain",
    "cc.ParticleSmoke", "cc.ParticleSnow", "cc.ParticleSpiral", "cc.ParticleSun", "cc.TMXTiledMap", "cc.TMXLayer",
    "cc.TMXObjectGroup", "cc.TMXTilesetInfo", "cc.AtlasNode", "cc.LabelAtlas", "cc.LabelBMFont",
    "cc.MenuItemAtlasFont", "cc.MotionStreak", "cc.ParallaxNode", "cc.ClippingNode", "cc.ClippingRectangleNode",
    "cc.RenderTexture"}) do
    aliased[#aliased + 1] = name
end
-- Issue 21's classes: ccui.Scale9Sprite, and cc.Scale9Sprite, the same table
-- (extension/DeprecatedExtensionClass.lua sets cc.Scale9Sprite = ccui.Scale9Sprite).
aliased[#aliased + 1] = "ccui.Scale9Sprite"
for _, name in ipairs({"cc.ScrollView", "cc.TableView", "cc.TableViewCell"}) do aliased[#aliased + 1] = name end
check(rawget(cc, "Scale9Sprite") == ccui.Scale9Sprite, "cc.Scale9Sprite is ccui.Scale9Sprite")
-- Issue 21's game controllers and text field (the "game controllers" group until then).
for _, name in ipairs({"cc.Controller", "cc.EventController", "cc.EventListenerController", "cc.TextFieldTTF"}) do
    aliased[#aliased + 1] = name
end
-- ccui.TextField and ccui.EditBox (issue 21), which framework/extends/UITextField.lua and
-- UIEditBox.lua extend.
aliased[#aliased + 1] = "ccui.TextField"
aliased[#aliased + 1] = "ccui.EditBox"
-- The ccui containers (issue 21), which framework/extends/UIListView.lua, UIPageView.lua and
-- UIScrollView.lua extend.
for _, name in ipairs({"ccui.Layout", "ccui.HBox", "ccui.VBox", "ccui.RelativeBox", "ccui.LinearLayoutParameter",
    "ccui.RelativeLayoutParameter", "ccui.ScrollView", "ccui.ListView", "ccui.PageView"}) do
    aliased[#aliased + 1] = name
end
-- ccui.TabControl and ccui.TabHeader (issue 21, tabs).
aliased[#aliased + 1] = "ccui.TabControl"
aliased[#aliased + 1] = "ccui.TabHeader"
for _, name in ipairs(aliased) do
    check(isBoundClass(lookup(name)), name .. " is a bound class")
end

-- 3. Names of subsystems Kite does not provide, by the file that touches them.
local unsupported = {
    -- Cocos2dConstants.lua: enum tables set on the class
    "cc.CameraBackgroundBrush", "cc.AsyncTaskPool",
    -- 3d/3dConstants.lua, physics3d/physics3d-constants.lua
    "cc.Terrain", "cc.Physics3DComponent", "cc.Physics3DObject",
    -- ui/GuiConstants.lua, framework/extends/UI*.lua, ui/DeprecatedUIFunc.lua
    "ccui.LayoutComponent",
    -- network/*.lua
    "cc.XMLHttpRequest", "cc.WebSocket",
    -- cocosbuilder/*.lua
    "cc.CCBReader", "cc.CCBProxy", "cc.CCBAnimationManager",
    -- cocostudio/Deprecated*.lua
    "ccs.Armature", "ccs.ArmatureAnimation", "ccs.ArmatureDataManager", "ccs.GUIReader", "ccs.SceneReader",
    "ccs.ActionManagerEx", "ccs.ActionObject", "ccs.Bone", "ccs.Skin", "ccs.ComRender",
    -- extension/Deprecated*.lua
    "cc.Control", "cc.ControlButton", "cc.ControlSlider",
    "cc.EditBox",
    -- cocos2d/Deprecated*.lua: shaders, grids, and 2D classes Kite does not have yet
    "cc.GLProgram", "cc.GLProgramCache", "cc.ShaderCache", "cc.Grid3DAction", "cc.TiledGrid3DAction",
    "cc.TMXMapInfo", "cc.TextureAtlas",
    "cc.LabelTTF", "cc.Timer",
    -- 3D and camera classes games name next to them
    "cc.Camera", "cc.Sprite3D",
    -- spine, video
    "sp.SkeletonAnimation", "ccexp.VideoPlayer",
}
for _, name in ipairs(unsupported) do
    local t = lookup(name)
    checkeq(type(t), "table", name .. " exists")
    check(not isBoundClass(t), name .. " is not a bound class")
    checkUnsupported(name, function() return t:create() end)
    checkUnsupported(name, function() return t.getInstance end)
    checkUnsupported(name, function() return t() end)
end
checkUnsupported("cc.Sprite3D", function() return cc.Sprite3D:create("boss.c3b") end, here())
-- methods of bound classes that need cocos's GL quad buffer (the "GL vertex buffers" group)
local batch = cc.ParticleBatchNode:createWithTexture(cc.ParticleSun:create():getTexture())
for _, call in ipairs({{"getTextureAtlas"}, {"setTextureAtlas", nil}, {"insertChild", cc.ParticleSun:create(), 0},
                       {"disableParticle", 0}}) do
    checkUnsupported("cc.ParticleBatchNode:" .. call[1], function() return batch[call[1]](batch, unpack(call, 2)) end)
end
checkUnsupported("ccui.ScrollViewBar", function() return ccui.ScrollViewBar:create() end, here())

-- assigning keeps the value: an enum table (Cocos2dConstants.lua), a deprecated wrapper (DeprecatedUIFunc.lua)
cc.CameraBackgroundBrush.BrushType = {NONE = 0, DEPTH = 1, COLOR = 2, SKYBOX = 3}
checkeq(cc.CameraBackgroundBrush.BrushType.SKYBOX, 3)
local wrapper = function(self) return self:getLeftBoundary() end
ccui.ScrollViewBar.getLeftInParent = wrapper
checkeq(ccui.ScrollViewBar.getLeftInParent, wrapper)
function ccui.ScrollViewBar:onTouch(callback) return callback end -- framework/extends/UIWidget.lua's form
checkeq(type(ccui.ScrollViewBar.onTouch), "function")
checkUnsupported("ccui.ScrollViewBar", function() return ccui.ScrollViewBar.getChildren end)

-- a class derived from one in Lua (class("X", ccui.ScrollViewBar)) says which one
checkUnsupported("ccui.ScrollViewBar", function() return class("Panel", ccui.ScrollViewBar) end)

-- 4. Namespaces: present so the framework's guarded files load (`if nil ~= ccs then`)
for _, ns in ipairs({"gl", "ccs", "sp", "ccui", "ccexp"}) do
    checkeq(type(rawget(_G, ns)), "table", ns)
end
-- constants the framework sets on them are kept; unknown names are nil, as in cocos
sp.EventType = {ANIMATION_START = 0}
checkeq(sp.EventType.ANIMATION_START, 0)
checkeq(ccs.UIButton, nil) -- a name cocos 3.17 no longer has either

-- 5. Functions: raw OpenGL (cocos/cocos2d/Opengl.lua wraps the underscore ones), platform bridges
for _, name in ipairs({"gl._createTexture", "gl._bindBuffer", "gl._useProgram", "gl.bufferData",
                       "gl.drawArrays", "gl.vertexAttribPointer", "gl.glEnableVertexAttribs", "gl.glNodeCreate",
                       "LuaJavaBridge.callStaticMethod", "LuaObjcBridge.callStaticMethod"}) do
    local f = lookup(name)
    checkeq(type(f), "function", name)
    checkUnsupported(name, f)
end
-- what Opengl.lua does: a Lua wrapper over the C function reaches the clear error
function gl.createTexture() return {texture_id = gl._createTexture()} end
checkUnsupported("gl._createTexture", function() return gl.createTexture() end)
gl.TEXTURE_2D = 0x0DE1 -- OpenglConstants.lua's constants
checkeq(gl.TEXTURE_2D, 3553)

-- 6. Methods of Kite classes that belong to an absent subsystem
-- issue 22: the physics scene and bodies are Kite's now (display.newScene(name, {physics = true}));
-- contacts are not yet
checkeq(tolua.type(cc.Scene:createWithPhysics():getPhysicsWorld()), "cc.PhysicsWorld")
checkUnsupported("cc.PhysicsContact", function() return cc.PhysicsContact:getShapeA() end)
checkUnsupported("cc.Node:setGLProgram", function() cc.Sprite:create():setGLProgram(nil) end, here())
checkeq(cc.Sprite.create ~= nil, true)
