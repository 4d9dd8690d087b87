-- stress_kit.lua -- the operations a generated stress program is made of (tests/stress/StressRunner.cpp).
--
-- A program is a list of lines `R("op", args...)`. Each operation runs under pcall; the only errors
-- it may raise are the engine's own clear errors ("invalid 'self' in function 'cc.X:m'" for a
-- dead receiver, "error in function 'cc.X:m'" for a bad argument). Anything else, a call on a dead
-- object that does not raise, or a retained object that died, is recorded in FAILS and fails the
-- program. Callback bodies are functions of the same lines; inside them node spec -1 is the
-- callback's own object ("me") and -2 its parent. Node spec 0 is the running scene.
--
-- Slots: N (nodes), A (actions), LS (listeners), E (script entry ids), K (Lua-side storage),
-- S (audio ids, played from the runner's STRESS_SOUNDS).
-- RET counts the retains Lua made per object; FINISH() releases them, so a program is balanced.

local director = cc.Director:getInstance()
local scheduler = director:getScheduler()
local dispatcher = director:getEventDispatcher()
local isnull = tolua.isnull

N, A, LS, E, K, S, RET = {}, {}, {}, {}, {}, {}, {}
FAILS = {}
STATS = {ops = 0, calls = 0, dead = 0, arg = 0, raised = 0, fired = 0, skipped = 0, contacts = 0}

local CUR -- the object of the callback that is running (nil at top level)

local function fail(text)
    FAILS[#FAILS + 1] = text
end

-- Errors a stress operation may end with. Anything else is a failure.
local TRACE = os.getenv("STRESS_TRACE")

local function expected(err)
    err = tostring(err)
    if TRACE then io.stderr:write("stress: expected? ", err, "\n") end
    if err:find("invalid 'self' in function 'cc%a*%.") then -- cc., ccexp., ccui.
        STATS.dead = STATS.dead + 1
        return true
    end
    if err:find("error in function 'cc%a*%.") then
        STATS.arg = STATS.arg + 1
        return true
    end
    if err:find("release%(%) without a matching retain%(%) from Lua") then
        STATS.arg = STATS.arg + 1 -- a release the script does not own is refused
        return true
    end
    -- Kite's physics checks refusing a misuse by name (issue 22): a joint added twice, after it was
    -- destroyed, or between bodies of two worlds
    if err:find("cc%.Physics%a*:%a+: ") and (err:find("joint") or err:find("physics world")) then
        STATS.arg = STATS.arg + 1
        return true
    end
    if err:find("STRESS%-DELIBERATE") or err:find(DEEP_RECURSION, 1, true) then
        STATS.raised = STATS.raised + 1
        return true
    end
    return false
end

local function typeOf(x)
    local ok, t = pcall(tolua.type, x)
    return ok and t or type(x)
end

local function pack(...)
    return {n = select("#", ...), ...}
end

-- The engine checks a call may fail when a random program misuses the method (the engine refuses
-- the call and goes on). Any other engine check that fails fails the program (StressRunner.cpp).
local REFUSALS = {
    addChild = {"Node::addChild: a node cannot be added to itself or a descendant",
                "Node::addChild: child already added"},
    reorderChild = {"Node::reorderChild: not a child of this node"},
    runAction = {"ActionManager::addAction: the action is already running"},
    pushScene = {"Director::pushScene: the scene is already in the stack"},
    replaceScene = {"Director::replaceScene: the Director is ending"},
    popScene = {"Director::popScene: no scene to pop"},
    runWithScene = {"Director::runWithScene: a scene is already running"},
    addEventListenerWithSceneGraphPriority = {"EventDispatcher: the listener is already added"},
    addEventListenerWithFixedPriority = {"EventDispatcher: the listener is already added",
                                         "is reserved for scene graph priority"},
    switchTo = {"LayerMultiplex::switchTo: index out of range", "LayerMultiplex::switchTo: that layer was released",
                "Node::addChild: a node cannot be added to itself or a descendant", "Node::addChild: child already added"},
}
REFUSALS.switchToAndReleaseMe = REFUSALS.switchTo
REFUSALS.setSelectedIndex = {"MenuItemToggle::setSelectedIndex: index out of range"}
REFUSALS.addChild[#REFUSALS.addChild + 1] = "ParallaxNode::addChild: child already has a parent" -- issue 20
-- a transition under its own scene, a clipping node under its stencil: a cycle no one could free
local HOLDS_PARENT = "Node::addChild: the child's tree retains this node or an ancestor"
REFUSALS.addChild[#REFUSALS.addChild + 1] = HOLDS_PARENT
REFUSALS.switchTo[#REFUSALS.switchTo + 1] = HOLDS_PARENT
REFUSALS.addLayer = {"LayerMultiplex::addLayer: the layer is the multiplex or an ancestor of it"}
-- ccui.TabControl (issue 21, tabs): indexes out of range, headers or containers already placed
REFUSALS.insertTab = {"ccui.TabControl:insertTab: "}
REFUSALS.removeTab = {"ccui.TabControl:removeTab: no tab"}
-- tile coordinates outside the layer (OPS.tmx asks for some now and then)
for _, m in ipairs({"setTileGID", "getTileGIDAt", "getTileAt", "removeTileAt"}) do
    REFUSALS[m] = {"is outside layer"}
end
local NO_REFUSAL = {}

-- call(x, "method", ...) -> ok, results...: a method call that must raise when x is dead.
local function call(x, m, ...)
    if x == nil or type(x) ~= "userdata" then return false end
    local f = x[m]
    if type(f) ~= "function" then return false end
    local dead = isnull(x)
    STATS.calls = STATS.calls + 1
    local scope = stress.allow(unpack(REFUSALS[m] or NO_REFUSAL))
    local r = pack(pcall(f, x, ...))
    stress.settle(scope)
    if r[1] then
        if dead then fail("a call on a dead " .. typeOf(x) .. " did not raise: " .. m) end
        return unpack(r, 1, r.n)
    end
    if not expected(r[2]) then
        fail(m .. " on " .. typeOf(x) .. ": unexpected error: " .. tostring(r[2]))
    elseif dead and not tostring(r[2]):find("invalid 'self'") and not tostring(r[2]):find("error in function") then
        fail(m .. " on a dead " .. typeOf(x) .. ": unclear error: " .. tostring(r[2]))
    end
    return false
end

local function alive(x)
    return type(x) == "userdata" and not isnull(x)
end

local function node(s)
    if s == 0 then return director:getRunningScene() end
    if s == -1 then return CUR end
    if s == -2 then
        if alive(CUR) and CUR.getParent then return CUR:getParent() end
        return nil
    end
    return N[s]
end

-- Callbacks nested deeper than this skip their bodies. A body that dispatches the event it listens
-- to twice would otherwise branch into 2^200 calls (Lua's C-call limit ends each branch, not the
-- tree): a program that never ends, found by a long run (seed 4245), not an engine fault.
local MAX_NESTING = 6
local nesting = 0
-- Events dispatched from callbacks fan out to every listener, each of which may dispatch again
-- (N listeners: N^depth calls; seed 4245 again): only the outer two levels dispatch.
local MAX_DISPATCH_NESTING = 2
local function mayDispatch() return nesting < MAX_DISPATCH_NESTING end

-- Callbacks that add listeners and every-frame entries which dispatch again grow from frame to
-- frame (each touch listener scheduled an entry that touched every listener: 150, 870, 5,900
-- callbacks in three frames, the fourth never ended; seed 4250). The body that would pass this
-- many per program ends the program instead: ENDED says why, the rest of its operations do not
-- run, and the runner counts such programs.
local MAX_BODIES = 2000
local bodies = 0
ENDED = nil

local function runBody(body, ...)
    if ENDED then return true end
    if nesting >= MAX_NESTING then
        STATS.skipped = STATS.skipped + 1
        return true
    end
    if bodies >= MAX_BODIES then
        ENDED = "over " .. MAX_BODIES .. " callback bodies"
        return true
    end
    bodies = bodies + 1
    nesting = nesting + 1
    local ok, err = pcall(body, ...)
    nesting = nesting - 1
    return ok, err
end

-- A callback body runs with CUR set to its object; errors it raises go on to the engine.
local function wrap(me, body)
    if not body then return function() end end
    return function(...)
        STATS.fired = STATS.fired + 1
        local saved = CUR
        CUR = me
        local ok, err = runBody(body, ...)
        CUR = saved
        if not ok then error(err, 0) end
    end
end

-- A listener's "me" is the node it is attached to (the event's current target), found at call time.
local function wrapEvent(body, result)
    return function(...)
        STATS.fired = STATS.fired + 1
        local me
        for i = 1, select("#", ...) do
            local v = select(i, ...)
            if alive(v) and type(v.getCurrentTarget) == "function" then
                me = v:getCurrentTarget()
                K[#K % 6 + 1] = v -- a stored event is dead once the dispatch is over
                break
            end
        end
        local saved = CUR
        CUR = me
        local ok, err = true, nil
        if body then ok, err = runBody(body, ...) end
        CUR = saved
        if not ok then error(err, 0) end
        return result
    end
end

function RAISE()
    error("STRESS-DELIBERATE error from a callback")
end

-- Deep recursion the program asks for: the only stack overflow a program may end with.
local function down(n) return down(n + 1) + 1 end
DEEP_RECURSION = "stress_kit.lua:" .. debug.getinfo(down, "S").linedefined .. ": stack overflow"
function RECURSE()
    return down(1)
end

local Hero = class("Hero", function() return cc.Node:create() end)
function Hero:ctor()
    self.hp = 3
    self.items = {self} -- a peer that refers to its own object
end
function Hero:updateTweenAction(value, key) -- what cc.ActionTween calls
    if key == "hp" then self.hp = value end
end

-- Sprite frames (one rotated and trimmed) of a size-only sheet the runner's loader knows; the
-- SpriteFrameCache and AnimationCache hold some of them, and "sheetOp" shuffles those.
local function sheetTexture() return director:getTextureCache():addImage("stress_sheet.png") end
local function sheetFrames()
    local t = sheetTexture()
    return {cc.SpriteFrame:createWithTexture(t, cc.rect(0, 0, 16, 16)),
            cc.SpriteFrame:createWithTexture(t, cc.rect(16, 0, 12, 20), true, cc.p(1, -1), cc.size(16, 24)),
            cc.SpriteFrame:createWithTexture(t, cc.rect(0, 32, 32, 32))}
end
local function sheetAnimation(body)
    local frames = {}
    for i, f in ipairs(sheetFrames()) do
        frames[i] = cc.AnimationFrame:create(f, i, i == 2 and {body = body or 0} or nil)
    end
    local a = cc.Animation:create(frames, 0.02, 2)
    a:setRestoreOriginalFrame(true)
    return a
end

local MAKE = {
    Node = function() return cc.Node:create() end,
    -- issue 21: a text field, attached to the IME half of the time (a focused field may die anywhere)
    TextField = function()
        local f = cc.TextFieldTTF:textFieldWithPlaceHolder("stress", "Arial", 12)
        if STATS.ops % 2 == 0 then f:attachWithIME() end
        return f
    end,
    Sprite = function() return cc.Sprite:create() end,
    Layer = function() return cc.Layer:create() end,
    LayerColor = function() return cc.LayerColor:create(cc.c4b(200, 10, 10, 255), 64, 32) end,
    LayerGradient = function() return cc.LayerGradient:create(cc.c4b(200, 10, 10, 255), cc.c4b(0, 0, 90, 40)) end,
    LayerMultiplex = function()
        return cc.LayerMultiplex:create(cc.Layer:create(), cc.LayerColor:create(cc.c4b(0, 90, 0, 255), 20, 20))
    end,
    Label = function() return cc.Label:create() end,
    DrawNode = function()
        local d = cc.DrawNode:create()
        d:drawDot(cc.p(1, 1), 2, cc.c4f(1, 1, 1, 1))
        return d
    end,
    Scene = function() return cc.Scene:create() end,
    MenuItem = function() return cc.MenuItemFont:create("item") end,
    -- (...) keeps one value: the generated create(const std::string&) also returns its string argument
    Menu = function() return cc.Menu:create((cc.MenuItemFont:create("a"))) end,
    MenuItemSprite = function()
        local normal, selected = cc.Sprite:create(), cc.Sprite:create()
        normal:setTextureRect(cc.rect(0, 0, 30, 20))
        return cc.MenuItemSprite:create(normal, selected, cc.Sprite:create())
    end,
    MenuItemImage = function() return cc.MenuItemImage:create() end,
    MenuItemToggle = function()
        return cc.MenuItemToggle:create((cc.MenuItemFont:create("on")), (cc.MenuItemFont:create("off")))
    end,
    ImageMenu = function()
        local normal = cc.Sprite:create()
        normal:setTextureRect(cc.rect(0, 0, 40, 40))
        return cc.Menu:create(cc.MenuItemSprite:create(normal, cc.Sprite:create()),
                              cc.MenuItemToggle:create((cc.MenuItemFont:create("t"))))
    end,
    Hero = function() return Hero.new() end,
    FrameSprite = function() return cc.Sprite:createWithSpriteFrame(sheetFrames()[2]) end,
    Batch = function() return cc.SpriteBatchNode:createWithTexture(sheetTexture()) end,
    -- short-lived particles: emitting, dying and (with particleOp) removing themselves mid-program
    Particles = function()
        local p = cc.ParticleSystemQuad:createWithTotalParticles(12)
        p:setLife(0.1)
        p:setLifeVar(0.05)
        p:setEmissionRate(60)
        p:setDuration(0.3)
        p:setSpeed(40)
        p:setAngleVar(180)
        p:setStartSize(4)
        return p
    end,
    -- render textures and clipping (issue 20)
    RenderTexture = function()
        local rt = cc.RenderTexture:create(32, 16)
        rt:addChild(cc.LayerColor:create(cc.c4b(0, 90, 0, 255), 8, 8))
        return rt
    end,
    ClippingNode = function()
        local clip = cc.ClippingNode:create(cc.LayerColor:create(cc.c4b(0, 0, 90, 255), 16, 16))
        clip:addChild(cc.Sprite:create())
        return clip
    end,
    ClipRect = function() return cc.ClippingRectangleNode:create(cc.rect(0, 0, 20, 10)) end,
}
-- issue 20 items 4 and 7: a progress timer over a sheet sprite, a streak, a parallax node
MAKE.ProgressTimer = function()
    local t = cc.ProgressTimer:create(cc.Sprite:create("stress_sheet.png"))
    t:setPercentage(40)
    return t
end
MAKE.MotionStreak = function() return cc.MotionStreak:create(0.1, -1, 6, cc.c3b(255, 200, 0), "stress_sheet.png") end
MAKE.Parallax = function() return cc.ParallaxNode:create() end
-- ccui containers (issue 21): a box, a scroll view, a list and a page view with a few items
local function uiItem(w, h)
    local item = ccui.Layout:create()
    item:setContentSize(cc.size(w, h))
    item:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
    item:setTouchEnabled(true)
    return item
end
MAKE.UiBox = function()
    local box = ccui.VBox:create(cc.size(60, 60))
    box:addChild(uiItem(20, 10))
    box:addChild(uiItem(30, 10))
    return box
end
MAKE.UiScroll = function()
    local view = ccui.ScrollView:create()
    view:setContentSize(cc.size(60, 60))
    view:setInnerContainerSize(cc.size(60, 200))
    view:addChild(uiItem(60, 200))
    return view
end
MAKE.UiList = function()
    local list = ccui.ListView:create()
    list:setContentSize(cc.size(60, 60))
    for _ = 1, 4 do list:pushBackCustomItem(uiItem(60, 25)) end
    return list
end
MAKE.UiPages = function()
    local pages = ccui.PageView:create()
    pages:setContentSize(cc.size(60, 60))
    for _ = 1, 3 do pages:addPage(uiItem(60, 60)) end
    pages:setIndicatorEnabled(true)
    return pages
end

-- ccui widgets (issue 21): images from the sheet (a missing one too), touch on, a size to hit
local function sized(w)
    w:ignoreContentAdaptWithSize(false)
    w:setContentSize(cc.size(40, 20))
    return w
end
MAKE.Widget = function()
    local w = sized(ccui.Widget:create())
    w:setTouchEnabled(true)
    return w
end
MAKE.Button = function()
    local b = ccui.Button:create("stress_sheet.png", "stress_sheet.png", "stress_missing.png")
    b:setTitleText("b")
    return b
end
MAKE.CheckBox = function() return sized(ccui.CheckBox:create("stress_sheet.png", "stress_sheet.png")) end
MAKE.Slider = function()
    local s = ccui.Slider:create("stress_sheet.png", "stress_sheet.png")
    s:loadProgressBarTexture("stress_sheet.png")
    return s
end
MAKE.UIText = function() return ccui.Text:create("text", "Arial", 12) end
MAKE.ImageView = function() return ccui.ImageView:create("stress_sheet.png") end
MAKE.LoadingBar = function() return ccui.LoadingBar:create("stress_sheet.png", 50) end
-- ccui text input (issue 21): a field attached to the IME half of the time, a box editing a third
MAKE.UiTextField = function()
    local f = ccui.TextField:create("stress", "Arial", 12)
    if STATS.ops % 2 == 0 then f:attachWithIME() end
    return f
end
MAKE.UiEditBox = function()
    local b = ccui.EditBox:create(cc.size(60, 20), "stress_sheet.png", "stress_missing.png")
    b:setInputMode(STATS.ops % 7)
    if STATS.ops % 3 == 0 then b:openKeyboard() end
    return b
end

-- Bitmap fonts: a .fnt written into the (per-program) writable path on first use, its page an
-- image the runner knows; char maps cut from the sheet image in 8x8 cells.
local STRESS_FNT = [[
common lineHeight=10 base=8 scaleW=64 scaleH=64 pages=1
page id=0 file="stress_font_0.png"
char id=65 x=0 y=0 width=6 height=8 xoffset=0 yoffset=1 xadvance=7 page=0
char id=66 x=8 y=0 width=6 height=8 xoffset=1 yoffset=-2 xadvance=7 page=0
char id=32 x=0 y=0 width=0 height=0 xoffset=0 yoffset=0 xadvance=4 page=0
kerning first=65 second=66 amount=-1
]]
local function stressFont()
    local files = cc.FileUtils:getInstance()
    local dir = files:getWritablePath()
    local path = dir .. (dir:sub(-1) == "/" and "" or "/") .. "stress_font.fnt"
    if not files:isFileExist(path) then files:writeStringToFile(STRESS_FNT, path) end
    return path
end
MAKE.BMFontLabel = function() return cc.Label:createWithBMFont(stressFont(), "AB A", cc.TEXT_ALIGNMENT_CENTER, 20) end
MAKE.CharMapLabel = function() return cc.Label:createWithCharMap("stress_sheet.png", 8, 8, 32) end
MAKE.LabelBMFont = function() return cc.LabelBMFont:create("BA", stressFont()) end
MAKE.LabelAtlas = function() return cc.LabelAtlas:create("0123", "stress_sheet.png", 8, 8, 48) end

-- Tile maps: a 24x16 map (CSV ground, a base64 layer of flipped tiles, an object group) written into
-- the writable path on first use, its tileset an image the runner knows.
local function stressMap()
    local files = cc.FileUtils:getInstance()
    local dir = files:getWritablePath()
    local path = dir .. (dir:sub(-1) == "/" and "" or "/") .. "stress_map.tmx"
    if files:isFileExist(path) then return path end
    local ground, top = {}, {}
    for i = 0, 24 * 16 - 1 do
        ground[#ground + 1] = tostring(1 + i % 8)
        top[#top + 1] = i % 5 == 0 and "2147483650" or "0"
    end
    files:writeStringToFile(table.concat({
        '<map version="1.0" orientation="orthogonal" width="24" height="16" tilewidth="8" tileheight="8">',
        '<tileset firstgid="1" name="t" tilewidth="8" tileheight="8"><image source="stress_tiles.png"/></tileset>',
        '<layer name="ground" width="24" height="16"><data encoding="csv">', table.concat(ground, ","), "</data></layer>",
        '<layer name="top" width="24" height="16"><data encoding="csv">', table.concat(top, ","), "</data></layer>",
        '<objectgroup name="things"><object name="a" x="8" y="8"/></objectgroup></map>'}), path)
    return path
end
MAKE.TileMap = function() return cc.TMXTiledMap:create(stressMap()) end

-- A node from the slots for the actions that hold another node (TargetedAction, Follow): it may be
-- removed, released or destroyed by later operations while the action runs.
local function otherNode()
    local x = N[STATS.ops % 10 + 1]
    if alive(x) then return x end
    return cc.Node:create()
end

local function callBody(body)
    return cc.CallFunc:create(function(target) wrap(target, body)() end)
end

local MAKEACT = {
    move = function() return cc.MoveBy:create(0.05, cc.p(3, 4)) end,
    rotate = function() return cc.RotateBy:create(0.1, 30) end,
    delay = function() return cc.DelayTime:create(0.04) end,
    fade = function() return cc.FadeOut:create(0.05) end,
    tint = function() return cc.TintTo:create(0.05, 10, 20, 30) end,
    blink = function() return cc.Blink:create(0.1, 2) end,
    removeSelf = function() return cc.RemoveSelf:create() end,
    ease = function() return cc.EaseIn:create(cc.MoveBy:create(0.05, cc.p(1, 1)), 2) end,
    call = function(body) return cc.CallFunc:create(function(target) wrap(target, body)() end) end,
    seq = function(body)
        return cc.Sequence:create(cc.DelayTime:create(0.02),
                                  cc.CallFunc:create(function(target) wrap(target, body)() end))
    end,
    spawn = function() return cc.Spawn:create(cc.MoveBy:create(0.03, cc.p(1, 0)), cc.RotateBy:create(0.05, 5, -5)) end,
    rep = function(body)
        return cc.Repeat:create(cc.Sequence:create(cc.DelayTime:create(0.02),
                                                   cc.CallFunc:create(function(t) wrap(t, body)() end)), 3)
    end,
    animate = function(body) return cc.Animate:create(sheetAnimation(body)) end,
    animateBack = function(body) return cc.Animate:create(sheetAnimation(body)):reverse() end,
    forever = function(body)
        return cc.RepeatForever:create(cc.Sequence:create(cc.DelayTime:create(0.03),
                                                          cc.CallFunc:create(function(t) wrap(t, body)() end)))
    end,
    jump = function() return cc.JumpBy:create(0.05, cc.p(4, 0), 6, 2) end,
    bezier = function(body)
        local curve = {cc.p(0, 5), cc.p(5, 5), cc.p(5, 0)}
        return cc.Sequence:create(cc.BezierBy:create(0.04, curve):reverse(), cc.BezierTo:create(0.03, curve), callBody(body))
    end,
    spline = function(body)
        local points = {cc.p(0, 0), cc.p(3, 1), cc.p(1, 4)}
        return cc.Sequence:create({cc.CardinalSplineBy:create(0.04, points, 0.2), cc.CatmullRomTo:create(0.03, points):reverse(),
                                   callBody(body)})
    end,
    skew = function() return cc.Spawn:create({cc.SkewBy:create(0.04, 10, -5), cc.SkewTo:create(0.03, 20, 190)}) end,
    resize = function() return cc.Sequence:create(cc.ResizeTo:create(0.03, cc.size(20, 10)), cc.ResizeBy:create(0.02, cc.size(-5, 5))) end,
    flip = function() return cc.Sequence:create(cc.FlipX:create(true), cc.FlipY:create(true):reverse()) end,
    speed = function(body)
        return cc.Speed:create(cc.Sequence:create(cc.DelayTime:create(0.05), callBody(body)), 2.5)
    end,
    reverseTime = function(body)
        return cc.ReverseTime:create(cc.Sequence:create(cc.MoveBy:create(0.03, cc.p(2, 2)), callBody(body)))
    end,
    targeted = function(body)
        return cc.TargetedAction:create(otherNode(), cc.Sequence:create(cc.MoveBy:create(0.03, cc.p(1, 1)), callBody(body)))
    end,
    follow = function() return cc.Follow:create(otherNode(), cc.rect(0, 0, 900, 700)) end,
    float = function(body)
        return cc.ActionFloat:create(0.04, 0, 1, function(value) if value >= 1 then wrap(nil, body)() end end)
    end,
    tween = function(body) -- on a Hero the action keeps alive; the body runs when the tween ends
        local hero = Hero.new()
        return cc.Sequence:create(cc.TargetedAction:create(hero, cc.ActionTween:create(0.04, "hp", 3, 0)), callBody(body))
    end,
    progress = function(body) -- on a timer of its own, which the action keeps alive
        local timer = cc.ProgressTimer:create(cc.Sprite:create())
        local fromTo = cc.ProgressFromTo:create(0.03, 10, 90)
        return cc.Sequence:create(cc.TargetedAction:create(timer, cc.Sequence:create(cc.ProgressTo:create(0.02, 100),
                                  fromTo:reverse(), fromTo:clone())), callBody(body))
    end,
    easeMore = function()
        local bezier = cc.EaseBezierAction:create(cc.MoveBy:create(0.03, cc.p(1, 0)))
        bezier:setBezierParamer(0, 0.3, 1.2, 1)
        return cc.Sequence:create(cc.EaseCircleActionInOut:create(cc.MoveBy:create(0.02, cc.p(1, 0))),
                                  cc.EaseQuarticActionOut:create(cc.RotateBy:create(0.02, 5)),
                                  cc.EaseQuinticActionIn:create(cc.ScaleBy:create(0.02, 1.1)), bezier,
                                  cc.EaseElasticOut:create(cc.MoveBy:create(0.02, cc.p(0, 1)), 0.45))
    end,
}

-- A contact handler is an event handler (its contact is kept in K: dead after its separate event)
-- that the program's contacts are counted by.
local function contactEvent(body, result)
    local handler = wrapEvent(body, result)
    return function(...)
        STATS.contacts = STATS.contacts + 1
        return handler(...)
    end
end

local LISTENERS = {
    touch = function(b1, b2, claim)
        local l = cc.EventListenerTouchOneByOne:create()
        l:setSwallowTouches(claim)
        l:registerScriptHandler(wrapEvent(b1, claim), cc.Handler.EVENT_TOUCH_BEGAN)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_TOUCH_MOVED)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_TOUCH_ENDED)
        l:registerScriptHandler(wrapEvent(nil), cc.Handler.EVENT_TOUCH_CANCELLED)
        return l
    end,
    touches = function(b1, b2)
        local l = cc.EventListenerTouchAllAtOnce:create()
        l:registerScriptHandler(wrapEvent(b1), cc.Handler.EVENT_TOUCHES_BEGAN)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_TOUCHES_ENDED)
        return l
    end,
    key = function(b1, b2)
        local l = cc.EventListenerKeyboard:create()
        l:registerScriptHandler(wrapEvent(b1), cc.Handler.EVENT_KEYBOARD_PRESSED)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_KEYBOARD_RELEASED)
        return l
    end,
    mouse = function(b1, b2)
        local l = cc.EventListenerMouse:create()
        l:registerScriptHandler(wrapEvent(b1), cc.Handler.EVENT_MOUSE_DOWN)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_MOUSE_UP)
        return l
    end,
    custom = function(b1)
        return cc.EventListenerCustom:create("stress.custom", wrapEvent(b1))
    end,
    contact = function(b1, b2, claim) -- 2D physics contacts (issue 22): handlers run inside the step
        local l = cc.EventListenerPhysicsContact:create()
        l:registerScriptHandler(contactEvent(b1, claim), cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
        l:registerScriptHandler(contactEvent(b2, claim), cc.Handler.EVENT_PHYSICS_CONTACT_PRESOLVE)
        l:registerScriptHandler(contactEvent(nil), cc.Handler.EVENT_PHYSICS_CONTACT_POSTSOLVE)
        l:registerScriptHandler(contactEvent(b2), cc.Handler.EVENT_PHYSICS_CONTACT_SEPARATE)
        return l
    end,
    pad = function(b1, b2) -- game controllers (issue 21)
        local l = cc.EventListenerController:create()
        l:registerScriptHandler(wrapEvent(b1), cc.Handler.EVENT_CONTROLLER_CONNECTED)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_CONTROLLER_DISCONNECTED)
        l:registerScriptHandler(wrapEvent(b1), cc.Handler.EVENT_CONTROLLER_KEYDOWN)
        l:registerScriptHandler(wrapEvent(b2), cc.Handler.EVENT_CONTROLLER_KEYREPEAT)
        l:registerScriptHandler(wrapEvent(nil), cc.Handler.EVENT_CONTROLLER_AXIS)
        return l
    end,
}

local BAD = {
    function(x) return x:addChild(5) end,
    function(x) return x:addChild(nil) end,
    function(x) return x:setTag({}) end,
    function(x) return x:setPosition("a", "b") end,
    function(x) return x:runAction(nil) end,
    function(x) return x:runAction(x) end,
    function(x) return cc.Node:getTag() end,
    function(x) return x:setAnchorPoint(5) end,
    function(x) return x:registerScriptHandler(5) end,
    function(x) return scheduler:scheduleScriptFunc(5, 0, false) end,
    function(x) return x:setTag(1, 2) end,
    function(x) return cc.CallFunc:create("nope") end,
    function(x) return cc.Sequence:create(x) end,
    function(x) return x:getChildByTag() end,
    function(x) return cc.MoveBy:create("a", 5) end,
    function(x) return x:setScale({}) end,
    function(x) return x:addChild(x, {}, {}) end,
    function(x) return cc.Node.create() end,
    function(x) return dispatcher:addEventListenerWithSceneGraphPriority(x, x) end,
    function(x) return x:setContentSize(1) end,
}

local DEADCALLS = {
    {"getTag"}, {"setTag", 1}, {"getPosition"}, {"setPosition", 1, 2}, {"removeFromParent"},
    {"getChildren"}, {"getParent"}, {"isRunning"}, {"retain"}, {"release"}, {"getReferenceCount"},
    {"cleanup"}, {"registerScriptHandler", function() end}, {"scheduleUpdateWithPriorityLua", function() end, 0},
    {"runAction", "ACTION"}, {"addChild", "NODE"}, {"stopAllActions"}, {"removeAllChildren"},
}

OPS = {}

function OPS.new(s, kind) N[s] = MAKE[kind]() end

function OPS.newAdd(s, kind, p, z, tag)
    N[s] = MAKE[kind]()
    call(node(p), "addChild", N[s], z, tag)
end
function OPS.add(p, c, z, tag) call(node(p), "addChild", node(c), z, tag) end
function OPS.rm(s) call(node(s), "removeFromParent") end
function OPS.rmc(s, cleanup) call(node(s), "removeFromParentAndCleanup", cleanup) end
function OPS.rmall(s) call(node(s), "removeAllChildren") end
function OPS.rmallc(s, cleanup) call(node(s), "removeAllChildrenWithCleanup", cleanup) end
function OPS.rmtag(s, tag) call(node(s), "removeChildByTag", tag) end
function OPS.rmchild(p, c, cleanup) call(node(p), "removeChild", node(c), cleanup) end
function OPS.cleanup(s) call(node(s), "cleanup") end
function OPS.reorder(p, c, z) call(node(p), "reorderChild", node(c), z) end
function OPS.move(s, x, y) call(node(s), "setPosition", x, y) end
function OPS.visible(s, v) call(node(s), "setVisible", v) end
function OPS.getChild(s, p, tag)
    local ok, c = call(node(p), "getChildByTag", tag)
    if ok then N[s] = c end
end
function OPS.parentOf(s, t)
    local ok, c = call(node(t), "getParent")
    if ok then N[s] = c end
end
function OPS.slot(s, t) N[s] = node(t) end
function OPS.userObj(s) call(node(s), "setUserObject", cc.Node:create()) end

-- Lua-side retains are counted, so FINISH can balance them; a retained object must not die.
function OPS.retain(s)
    local x = node(s)
    if alive(x) and call(x, "retain") then RET[x] = (RET[x] or 0) + 1 end
end
function OPS.release(s)
    local x = node(s)
    if x and (RET[x] or 0) > 0 then
        if isnull(x) then
            fail("an object Lua retained is dead: " .. typeOf(x))
            RET[x] = nil
            return
        end
        RET[x] = RET[x] - 1
        call(x, "release")
    end
end
function OPS.retainA(a)
    local x = A[a]
    if alive(x) and call(x, "retain") then RET[x] = (RET[x] or 0) + 1 end
end
function OPS.releaseA(a)
    local x = A[a]
    if x and (RET[x] or 0) > 0 then
        if isnull(x) then fail("an action Lua retained is dead") RET[x] = nil return end
        RET[x] = RET[x] - 1
        call(x, "release")
    end
end
-- release() on an object that only its autorelease pool holds: refused by the engine, no crash.
function OPS.releaseFresh(kind)
    local x = MAKE[kind]()
    call(x, "release")
end

function OPS.sched(e, interval, paused, owner, body)
    local o = owner and node(owner)
    if owner and not alive(o) then o = nil end
    local ok, id
    if o then
        ok, id = call(scheduler, "scheduleScriptFunc", wrap(o, body), interval, paused, o)
    else
        ok, id = call(scheduler, "scheduleScriptFunc", wrap(nil, body), interval, paused)
    end
    if ok then E[e] = id end
end
function OPS.unsched(e) if E[e] then call(scheduler, "unscheduleScriptEntry", E[e]) end end
function OPS.pauseEntry(e) if E[e] then call(scheduler, "pauseScriptEntry", E[e]) end end
function OPS.resumeEntry(e) if E[e] then call(scheduler, "resumeScriptEntry", E[e]) end end
function OPS.upd(s, prio, body)
    local x = node(s)
    call(x, "scheduleUpdateWithPriorityLua", wrap(x, body), prio)
end
function OPS.unupd(s) call(node(s), "unscheduleUpdate") end
-- cocos2d-x's ScriptHandlerMgr:getInstance():registerScriptHandler(node, fn, cc.Handler.NODE): the
-- same callback as node:registerScriptHandler, reached the way cocos's own framework does.
local function viaHandlerMgr(x, handler)
    if type(x) ~= "userdata" then return end
    local dead = isnull(x)
    STATS.calls = STATS.calls + 1
    local mgr = ScriptHandlerMgr:getInstance()
    local ok, err = pcall(mgr.registerScriptHandler, mgr, x, handler, cc.Handler.NODE)
    if ok and dead then fail("ScriptHandlerMgr:registerScriptHandler on a dead node did not raise") end
    if not ok and not dead then fail("ScriptHandlerMgr:registerScriptHandler: unexpected error: " .. tostring(err)) end
    if not ok and not tostring(err):find("error in function") then
        fail("ScriptHandlerMgr:registerScriptHandler on a dead node: unclear error: " .. tostring(err))
    end
end
function OPS.nh(s, event, body)
    local x = node(s)
    local f = wrap(x, body)
    local handler = function(ev) if ev == event then f(ev) end end
    if event == "exit" or event == "cleanup" then -- half the events: through ScriptHandlerMgr
        viaHandlerMgr(x, handler)
    else
        call(x, "registerScriptHandler", handler)
    end
end
function OPS.unnh(s) call(node(s), "unregisterScriptHandler") end

-- The caches: frames and animations by name, removed again, looked up, shown on a node.
function OPS.sheetOp(which, s)
    local frames, anims = cc.SpriteFrameCache:getInstance(), cc.AnimationCache:getInstance()
    if which == 1 then
        for i, f in ipairs(sheetFrames()) do frames:addSpriteFrame(f, "stress" .. i) end
    elseif which == 2 then
        anims:addAnimation(sheetAnimation(), "stress")
    elseif which == 3 then
        frames:removeUnusedSpriteFrames()
    elseif which == 4 then
        frames:removeSpriteFrameByName("stress2")
        anims:removeAnimation("stress")
    else
        local x = node(s)
        if x and not isnull(x) and tolua.iskindof(x, "cc.Sprite") then
            if frames:getSpriteFrame("stress2") then call(x, "setSpriteFrame", "stress2") end
            if anims:getAnimation("stress") then call(x, "setDisplayFrameWithAnimationName", "stress", 1) end
        end
    end
end

-- Particle systems stopped, restarted, set to remove themselves when done, moved between position
-- types and modes, blended additively (calls on other kinds of node are skipped by call()).
function OPS.particleOp(which, s)
    local x = node(s)
    if which == 1 then
        call(x, "stopSystem")
    elseif which == 2 then
        call(x, "resetSystem")
    elseif which == 3 then
        call(x, "setAutoRemoveOnFinish", true)
    elseif which == 4 then
        call(x, "setPositionType", STATS.ops % 3)
    elseif which == 5 then
        call(x, "setBlendFunc", gl.SRC_ALPHA, gl.ONE)
    else
        call(x, "setEmitterMode", cc.PARTICLE_MODE_RADIUS)
        call(x, "setStartRadius", 10)
        call(x, "setRotatePerSecond", 360)
    end
end

-- Progress timers, streaks and parallax nodes changed mid-program (calls on other kinds of node
-- are skipped by call()): types, percentages, directions, midpoints, the sprite swapped for another
-- node's (or a dead one), streaks tinted, reset and switched to slow mode, parallax children added
-- (another slot's node: refused when it has a parent) and removed.
function OPS.effectsOp(which, s, v)
    local x = node(s)
    if which == 1 then
        call(x, "setType", v % 2)
        call(x, "setPercentage", v * 2 - 10)
    elseif which == 2 then
        call(x, "setReverseDirection", v % 2 == 0)
        call(x, "setMidpoint", cc.p(v % 3 / 2, v % 5 / 4))
        call(x, "setBarChangeRate", cc.p(v % 2, 1 - v % 2))
    elseif which == 3 then
        local other = N[v % 10 + 1]
        if alive(other) and tolua.iskindof(other, "cc.Sprite") then call(x, "setSprite", other) end
    elseif which == 4 then
        call(x, "tintWithColor", cc.c3b(v, 255 - v, 0))
        call(x, "setFastMode", v % 2 == 0)
        if v % 3 == 0 then call(x, "reset") end
    elseif which == 5 then
        call(x, "setBlendFunc", gl.SRC_ALPHA, v % 2 == 0 and gl.ONE or gl.ONE_MINUS_SRC_ALPHA)
        call(x, "setStartingPositionInitialized", v % 4 ~= 0)
    elseif which == 6 then
        call(x, "addChild", N[v % 10 + 1], v % 3 - 1, cc.p(v % 4 / 2, 0.5), cc.p(v, -v))
    else
        local _, list = call(x, "getParallaxArray")
        if type(list) == "table" and list[1] then call(x, "removeChild", list[1].child, v % 2 == 0) end
    end
end

-- ccui.Scale9Sprite (issue 21): a nine-slice of a sheet frame (one rotated and trimmed) into a slot,
-- then sizes (negative ones too), insets (some reaching outside the image: clamped, logged), states,
-- rendering types and frames changed on whatever a slot holds.
function OPS.scale9(which, s, v)
    if which == 1 then
        local frame = sheetFrames()[v % 3 + 1]
        N[s] = ccui.Scale9Sprite:createWithSpriteFrame(frame, cc.rect(v % 7, v % 5, 4, 4))
        return
    end
    local x = node(s)
    if which == 2 then
        call(x, "setPreferredSize", cc.size(v * 3 - 40, v - 10))
    elseif which == 3 then
        call(x, "setCapInsets", cc.rect(v - 20, v % 9, v, v * 2))
        call(x, "setInsetLeft", v % 11)
    elseif which == 4 then
        call(x, "setState", v % 2)
        call(x, "setRenderingType", v % 3 == 0 and 0 or 1)
        call(x, "setFlippedY", v % 2 == 1)
    else
        call(x, "setSpriteFrame", sheetFrames()[v % 3 + 1], cc.rect(1, 1, v % 8, v % 8))
        local _, copy = call(x, "resizableSpriteWithCapInsets", cc.rect(2, 2, 2, 2))
        if copy then call(x, "addChild", copy) end
    end
end

-- cc.TableView (issue 21): a table whose data source reads a count that ops change, scrolled (by
-- offsets and by touches), reloaded, cells inserted and removed; now and then a handler reloads the
-- table or removes it while it is being asked.
local tableCount = 12
function OPS.tableView(which, s, v)
    if which == 1 then
        local t = cc.TableView:create(cc.size(40 + v, 60))
        t:setVerticalFillOrder(v % 2)
        t:setDelegate()
        t:registerScriptHandler(function() return tableCount end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
        t:registerScriptHandler(function(_, idx) return 8 + idx % 5, 40 end, cc.TABLECELL_SIZE_FOR_INDEX)
        t:registerScriptHandler(function(tv, idx)
            if v % 7 == 0 and idx == 3 then call(tv, "reloadData") end
            if v % 11 == 0 and idx == 2 then call(tv, "removeFromParent") end
            return tv:dequeueCell() or cc.TableViewCell:new()
        end, cc.TABLECELL_SIZE_AT_INDEX)
        t:registerScriptHandler(function(tv, cell) call(cell, "setScale", 1 + v % 3 / 10) end, cc.TABLECELL_TOUCHED)
        N[s] = t
        call(t, "reloadData")
        return
    end
    local x = node(s)
    if which == 2 then
        call(x, "setContentOffset", cc.p(0, -v * 7), v % 3 == 0)
    elseif which == 3 then
        tableCount = v % 25
        call(x, "reloadData")
    elseif which == 4 then
        call(x, "insertCellAtIndex", v % 14)
        call(x, "removeCellAtIndex", v % 9)
        call(x, "updateCellAtIndex", v % 6)
        call(x, "setZoomScaleInDuration", 1 + v % 3 / 4, 0.05) -- tabs (issue 21 round 3): the tween's delegate
        call(x, "hasVisibleParents")
    else
        local _, cell = call(x, "cellAtIndex", v % 8)
        if cell then call(cell, "removeFromParent") end
        call(x, "setDirection", v % 3 - 1)
    end
end

-- Render textures and clipping nodes (calls on other kinds of node are skipped by call()): nodes
-- drawn into a texture between begin and end (the texture itself among them), auto-draw, saves
-- whose callback runs a body with the texture as "me", new stencils, nested clipping, regions.
function OPS.rtclip(which, s, t, body) -- t: a node drawn into a texture
    local x = node(s)
    if which == 1 then
        local y = node(t)
        if alive(x) and tolua.iskindof(x, "cc.RenderTexture") and alive(y) then
            call(x, "beginWithClear", 0, 0, 0, 0)
            call(y, "visit")
            call(x, "visit")
            call(x, "endToLua")
        end
    elseif which == 2 then
        call(x, "setAutoDraw", STATS.ops % 2 == 0)
        call(x, "setClearFlags", 0x4000)
    elseif which == 3 then
        call(x, "saveToFile", "stress_rt.png", cc.IMAGE_FORMAT_PNG, true, wrap(x, body))
        call(x, "newImage")
    elseif which == 4 then
        call(x, "setStencil", MAKE[STATS.ops % 2 == 0 and "DrawNode" or "Sprite"]())
        call(x, "setInverted", STATS.ops % 2 == 0)
        call(x, "setAlphaThreshold", (STATS.ops % 3) / 2)
    elseif which == 5 then
        if alive(x) and tolua.iskindof(x, "cc.ClippingNode") then
            local inner = cc.ClippingNode:create(MAKE.LayerColor())
            inner:addChild(MAKE.DrawNode())
            call(x, "addChild", inner)
        end
    else
        call(x, "setClippingRegion", cc.rect(STATS.ops % 7, 0, 10, STATS.ops % 5))
        call(x, "setClippingEnabled", STATS.ops % 3 ~= 0)
    end
end

-- Bitmap-font labels (and any other node: the call is skipped where the method is missing) get
-- new text, widths, alignments, fonts (one that does not exist is a logged error) and spacing.
local BMFONT_TEXTS = {"", "A", "AB BA AB", "A\nB\n\nA", "\xE2\x98\x83?", "0123456789 BA"}
function OPS.bmfont(which, s, v)
    local x = node(s)
    if which == 1 then
        call(x, "setString", BMFONT_TEXTS[v % #BMFONT_TEXTS + 1])
    elseif which == 2 then
        call(x, "setMaxLineWidth", v)
        call(x, "setWidth", v % 3 == 0 and 0 or v)
    elseif which == 3 then
        call(x, "setAlignment", v % 3, v % 2)
        call(x, "setDimensions", v % 2 == 0 and 0 or v, v % 3 == 0 and 0 or v / 2)
    elseif which == 4 then
        call(x, "setBMFontFilePath", v % 4 == 0 and "stress_missing.fnt" or stressFont())
        call(x, "setFntFile", v % 4 == 1 and "stress_missing.fnt" or stressFont())
    elseif which == 5 then
        call(x, "setCharMap", "stress_sheet.png", 1 + v % 16, 1 + v % 12, v)
    else
        call(x, "setLineHeight", v % 20)
        call(x, "setAdditionalKerning", v % 7 - 3)
        call(x, "setLineBreakWithoutSpace", v % 2 == 0)
    end
end

-- Tile maps (and any other node: calls are skipped where the method is missing): tiles edited,
-- turned into sprites and removed, layers removed, the map scrolled, objects read.
function OPS.tmx(which, s, v)
    local x = node(s)
    local _, layer = call(x, "getLayer", v % 3 == 0 and "top" or "ground")
    local at = cc.p(v % 26 - 1, v % 17) -- now and then outside the layer: refused, logged
    if which == 1 then
        call(layer, "setTileGID", 1 + v % 8, at, (v % 4) * 0x20000000)
        call(layer, "getTileGIDAt", at, 0)
    elseif which == 2 then
        local _, tile = call(layer, "getTileAt", at)
        call(tile, "setRotation", v)
        if v % 2 == 0 then call(tile, "removeFromParent") end
    elseif which == 3 then
        call(layer, "removeTileAt", at)
    elseif which == 4 then
        call(layer, "removeFromParent")
    elseif which == 5 then
        call(x, "setPosition", -(v * 7) % 200, -(v * 3) % 120)
    else
        local _, group = call(x, "getObjectGroup", "things")
        call(group, "getObjects")
        call(x, "getProperties")
    end
end

-- Label effects, overflow modes, wrapping and letter sprites (issue 20), on any node (call() skips
-- the nodes without them): letters are moved, hidden and removed, then the label is laid out again.
MAKE.AtlasFontItem = function()
    return cc.MenuItemAtlasFont:create("12", "stress_sheet.png", 8, 8, 48, function() end)
end
function OPS.labelFx(which, s, v)
    local x = node(s)
    if which == 1 then
        call(x, "enableOutline", cc.c4b(255, 0, 0, 255), v % 4)
        call(x, "enableShadow", cc.c4b(0, 0, 0, 128), cc.size(v % 5 - 2, -2), v % 3)
    elseif which == 2 then
        call(x, "enableGlow", cc.c4b(255, 200, 0, 255))
        call(x, v % 2 == 0 and "enableBold" or "enableUnderline")
        call(x, v % 3 == 0 and "enableItalics" or "enableStrikethrough")
    elseif which == 3 then
        call(x, "disableEffect", v % 9)
    elseif which == 4 then
        call(x, "setOverflow", v % 4)
        call(x, "enableWrap", v % 2 == 0)
        call(x, "setDimensions", v % 3 == 0 and 0 or v, v % 2 == 0 and 0 or v / 3)
    else
        local ok, letter = call(x, "getLetter", v % 6)
        if ok and alive(letter) then
            letter:setScale(1 + v % 3)
            letter:setVisible(v % 2 == 0)
            if v % 5 == 0 then letter:removeFromParent() end
        end
        call(x, "setString", BMFONT_TEXTS[v % #BMFONT_TEXTS + 1])
    end
end

-- Async texture loads: the callback's "me" is a node it touches (a Sprite gets the texture), which
-- may die before it runs; the callback checks what it got (nil only for the missing image). The
-- cache may be purged and callbacks unbound meanwhile, and the game restarted with loads in flight.
local ASYNC_IMAGES = {"stress_async1.png", "stress_async2.png", "stress_sheet.png", "stress_missing.png"}
function OPS.loadAsync(which, s, body)
    local path = ASYNC_IMAGES[which]
    local cache = director:getTextureCache()
    local me = node(s)
    local f = wrap(me, body)
    if not cache:getTextureForKey(path) then stress.expectDecode() end -- the worker decodes it
    call(cache, "addImageAsync", path, function(texture)
        if path == ASYNC_IMAGES[4] then
            if texture ~= nil then fail("addImageAsync of a missing image gave " .. typeOf(texture)) end
        elseif not alive(texture) or typeOf(texture) ~= "cc.Texture2D" then
            fail("addImageAsync of " .. path .. " gave " .. typeOf(texture))
        end
        if texture and type(me) == "userdata" and type(me.setTexture) == "function" then
            call(me, "setTexture", texture)
        end
        f(texture)
    end)
end
function OPS.texPurge(which, image)
    local cache = director:getTextureCache()
    local path = ASYNC_IMAGES[image]
    if which == 1 then
        call(cache, "removeUnusedTextures")
    elseif which == 2 then
        call(cache, "removeTextureForKey", path)
    elseif which == 3 then
        local texture = cache:getTextureForKey(path)
        if texture then call(cache, "removeTexture", texture) end
    elseif which == 4 then
        call(cache, "unbindImageAsync", path)
    else
        call(cache, "unbindAllImageAsync")
    end
end
-- A restart as the player does one (between frames): the Director and all it holds go, loads in
-- flight with it; the program goes on with a new Director and a fresh running scene.
function OPS.restart()
    if nesting > 0 then return end
    stress.restart()
    director = cc.Director:getInstance()
    scheduler = director:getScheduler()
    dispatcher = director:getEventDispatcher()
    director:runWithScene(cc.Scene:create())
    stress.step(1)
end

function OPS.act(a, kind, body) A[a] = MAKEACT[kind](body) end
function OPS.run(s, a) if A[a] then call(node(s), "runAction", A[a]) end end
function OPS.runNew(s, kind, body) call(node(s), "runAction", MAKEACT[kind](body)) end
function OPS.stopAll(s) call(node(s), "stopAllActions") end
function OPS.stop(s, a) if A[a] then call(node(s), "stopAction", A[a]) end end
function OPS.pause(s) call(node(s), "pause") end
function OPS.resume(s) call(node(s), "resume") end

function OPS.lis(l, kind, b1, b2, claim) LS[l] = LISTENERS[kind](b1, b2, claim) end
function OPS.attach(l, s)
    if LS[l] then call(dispatcher, "addEventListenerWithSceneGraphPriority", LS[l], node(s)) end
end
function OPS.attachFixed(l, prio)
    if LS[l] then call(dispatcher, "addEventListenerWithFixedPriority", LS[l], prio) end
end
function OPS.lisNew(s, kind, b1, b2, claim)
    local l = LISTENERS[kind](b1, b2, claim)
    local x = node(s)
    if x then call(dispatcher, "addEventListenerWithSceneGraphPriority", l, x) end
end
function OPS.detach(l) if LS[l] then call(dispatcher, "removeEventListener", LS[l]) end end
function OPS.detachNode(s, recursive)
    local x = node(s)
    if x then call(dispatcher, "removeEventListenersForTarget", x, recursive) end
end
function OPS.enable(l, on) call(LS[l], "setEnabled", on) end

function OPS.touch(phase, x, y, id) if mayDispatch() then stress.touch(phase, x, y, id) end end
function OPS.key(code, pressed) if mayDispatch() then stress.key(code, pressed) end end
function OPS.custom() if mayDispatch() then call(dispatcher, "dispatchCustomEvent", "stress.custom") end end
function OPS.customObj()
    if not mayDispatch() then return end
    local ev = cc.EventCustom:create("stress.custom")
    call(dispatcher, "dispatchEvent", ev)
end
function OPS.mouse(kind, x, y) if mayDispatch() then stress.mouse(kind, x, y) end end
-- Game controllers and text (issue 21): a --replay line through the player's input dispatcher, and
-- what a game does with controllers it kept and text fields.
function OPS.input(line) if mayDispatch() then stress.input(line) end end
function OPS.padKeep(k)
    local all = cc.Controller:getAllController()
    if #all > 0 then K[k] = all[1] end
end
function OPS.padUse(k)
    local pad = K[k]
    if tolua.type(pad) ~= "cc.Controller" then return end
    call(pad, "isConnected")
    call(pad, "getKeyStatus", cc.ControllerKey.BUTTON_A)
    call(pad, "setTag", 2)
end
local FIELD_CALLS = {
    function(x) call(x, "attachWithIME") end,
    function(x) call(x, "detachWithIME") end,
    function(x) call(x, "setString", "h\195\169\204\129 \215\169\255") end,
    function(x) call(x, "setSecureTextEntry", STATS.ops % 2 == 0) end,
    function(x) call(x, "setCursorEnabled", STATS.ops % 3 ~= 0) end,
    function(x) call(x, "setCursorPosition", STATS.ops % 5) end,
    function(x) call(x, "appendString", "a\nb") end,
    function(x) call(x, "setPlaceHolder", string.rep("p", STATS.ops % 7)) end,
}
function OPS.fieldDo(s, what)
    local x = node(s)
    if tolua.type(x) == "cc.TextFieldTTF" then FIELD_CALLS[what](x) end
end

-- ccui containers (issue 21): items added and removed, scrolls and jumps, listeners whose body runs
-- inside a scroll event, layout changes, and a drag across the node by synthetic touches.
function OPS.uiContainer(which, s, v, body)
    local x = node(s)
    if which == 1 then
        call(x, "pushBackCustomItem", uiItem(40, 10 + v % 30))
        call(x, "addPage", uiItem(60, 60))
        call(x, "insertCustomItem", uiItem(30, 20), v % 5)
    elseif which == 2 then
        call(x, "removeItem", v % 4)
        call(x, "removeLastItem")
        if v % 7 == 0 then call(x, "removeAllItems") end
    elseif which == 3 then
        call(x, "jumpToPercentVertical", v)
        call(x, "scrollToPercentVertical", v, 0.05 + (v % 3) / 10, v % 2 == 0)
        call(x, "scrollToPage", v % 4)
        call(x, "setBounceEnabled", v % 2 == 1)
        -- tabs (issue 21 round 3): stops under way (a listener in the body may remove the view)
        if v % 3 == 0 then call(x, "stopAutoScroll") end
        if v % 4 == 0 then call(x, "stopOverallScroll") end
        call(x, "stopScroll")
        call(x, "getScrolledPercentBothDirection")
    elseif which == 4 then
        call(x, "addEventListener", wrap(x, body))
        call(x, "addScrollViewEventListener", wrap(x, body))
    elseif which == 5 then
        call(x, "setLayoutType", v % 4)
        call(x, "setBackGroundColorType", v % 3)
        call(x, "setClippingEnabled", v % 2 == 0)
        call(x, "setItemsMargin", v % 9)
        call(x, "setPadding", v % 5, v % 7, v % 3, v % 4) -- tabs (issue 21 round 3)
        call(x, "setGravity", v % 6)
    elseif alive(x) and mayDispatch() then
        local p = x:convertToWorldSpace(cc.p(10, 10))
        stress.touch("began", p.x, p.y, 2)
        stress.touch("moved", p.x + v % 11, p.y + v, 2)
        stress.touch(v % 5 == 0 and "cancelled" or "ended", p.x + v % 11, p.y + v * 2, 2)
    end
end

-- ccui.TabControl (issue 21, tabs): tabs inserted (fresh, or a header or container taken from
-- another node) and removed (the selected one too), selection by index, header and tap, listeners
-- whose body runs inside a tab change, and the strip's settings.
local function tabHeader(v)
    return ccui.TabHeader:create("T" .. v, "stress_sheet.png", v % 3 == 0 and "stress_missing.png" or "stress_sheet.png")
end
MAKE.UiTabs = function()
    local tabs = ccui.TabControl:create()
    tabs:setContentSize(cc.size(90, 60))
    for i = 0, 2 do tabs:insertTab(i, tabHeader(i), uiItem(10, 10)) end
    return tabs
end
function OPS.tabs(which, s, v, body)
    local x = node(s)
    if which == 1 then
        call(x, "insertTab", v % 5, tabHeader(v), uiItem(10, 10))
        local other = K[v % 6 + 1] -- a header kept from a tab, maybe removed since
        if alive(other) and tolua.type(other) == "ccui.TabHeader" then call(x, "insertTab", 0, other, uiItem(5, 5)) end
    elseif which == 2 then
        call(x, "removeTab", v % 4)
        if v % 5 == 0 then call(x, "removeTab", 0) end
    elseif which == 3 then
        call(x, "setSelectTab", v % 5 - 1)
        local header = alive(x) and tolua.type(x) == "ccui.TabControl" and x:getTabHeader(v % 3)
        if header then
            call(x, "setSelectTab", header)
            K[v % 6 + 1] = header
        end
    elseif which == 4 then
        call(x, "setTabChangedEventListener", wrap(x, body))
    elseif which == 5 then
        call(x, "setHeaderDockPlace", v % 4)
        call(x, "setHeaderWidth", 10 + v % 40)
        call(x, "setHeaderHeight", 5 + v % 20)
        call(x, "setHeaderSelectedZoom", (v % 5) / 10)
        call(x, "ignoreHeadersTextureSize", v % 2 == 0)
    elseif alive(x) and tolua.type(x) == "ccui.TabControl" and mayDispatch() then
        local header = x:getTabHeader(v % 3)
        if header then
            local p = header:convertToWorldSpace(cc.p(2, 2))
            stress.touch("began", p.x, p.y, 2)
            stress.touch("ended", p.x, p.y, 2)
        end
    end
end

-- ccui.RichText (issue 21, richtext): rich texts built from random elements (texts in any style,
-- images (a missing one too), new lines, fresh custom nodes) and hostile strings, wrapped or not,
-- laid out again; XML whose text may break it. Calls a node without them lacks are skipped.
local RICH_TEXTS = {"plain words here", "bad \255\254 bytes \192", "\217\133\216\177\216\173 e\204\129\204\129",
                    "\228\189\160\229\165\189\228\184\150", string.rep("long ", 2000), "", "a<b&c"}
MAKE.RichText = function() return ccui.RichText:create() end
function OPS.richText(which, s, v)
    local x = node(s)
    local text = RICH_TEXTS[v % #RICH_TEXTS + 1]
    local white = cc.c3b(255, 255, 255)
    if which == 1 then
        call(x, "pushBackElement", ccui.RichElementText:create(v, cc.c3b(255, v * 4 % 256, 0), 255, text, "Arial",
                                                                4 + v % 20, v % 256, "url" .. v))
    elseif which == 2 then
        local image = ccui.RichElementImage:create(v, white, 200, v % 3 == 0 and "stress_missing.png" or "stress_sheet.png")
        image:setWidth(v % 40)
        call(x, "insertElement", image, v % 5)
    elseif which == 3 then
        call(x, "insertElement", ccui.RichElementNewLine:create(v, white, 255), v % 4)
        call(x, "removeElement", v % 6)
    elseif which == 4 then
        local custom = cc.Node:create()
        custom:setContentSize(cc.size(v % 30, v % 20))
        call(x, "pushBackElement", ccui.RichElementCustomNode:create(v, white, 255, custom))
    elseif which == 5 then
        call(x, "ignoreContentAdaptWithSize", v % 2 == 0)
        call(x, "setContentSize", cc.size(v * 3, 40))
        call(x, "setWrapMode", v % 2)
        call(x, "setHorizontalAlignment", v % 3)
        call(x, "setVerticalSpace", v % 4)
        call(x, "formatText")
    else
        local rich = ccui.RichText:createWithXML("<font size='" .. v % 30 .. "'><b>" .. text ..
                                                 "</b></font><br/><img src='stress_missing.png'/>")
        if rich then call(x, "addChild", rich) end
    end
end

-- ccui widgets (issue 21): listeners whose bodies may remove or clone the widget, taps at it,
-- state changes; calls a widget kind lacks are skipped.
function OPS.widgetOp(which, s, v, body)
    local x = node(s)
    if which == 1 then
        call(x, "setTouchEnabled", v % 3 ~= 0)
        call(x, "addTouchEventListener", wrap(x, body))
    elseif which == 2 then
        call(x, "addClickEventListener", wrap(x, body))
    elseif which == 3 then
        call(x, "addEventListener", wrap(x, body))
    elseif which == 4 then
        local ok, p = call(x, "getWorldPosition")
        if ok and mayDispatch() then
            stress.touch("began", p.x, p.y, 0)
            stress.touch(v % 2 == 0 and "moved" or "ended", p.x + v, p.y, 0)
            stress.touch(v % 3 == 0 and "cancelled" or "ended", p.x + v, p.y, 0)
        end
    elseif which == 5 then
        local ok, copy = call(x, "clone")
        local ok2, parent = call(x, "getParent")
        if ok and ok2 and parent then call(parent, "addChild", copy) end
    elseif which == 6 then
        call(x, "setEnabled", v % 2 == 0)
        call(x, "setHighlighted", v % 3 == 0)
        call(x, "setBright", v % 5 ~= 0)
    elseif which == 7 then
        call(x, "setPercent", v * 2)
        call(x, "setMaxPercent", v % 11 - 1) -- 0 and -1 too: a slider must not divide by them
        call(x, "setScale9Enabled", v % 4 == 0)
        call(x, "setCapInsets", cc.rect(v, 1, v * 3, 2))
        if v % 6 == 0 then call(x, "setTitleLabel", cc.Label:createWithSystemFont("t", "Arial", 8)) end
        if v % 9 == 0 then call(x, "resetRender") call(x, "resetNormalRender") end
        call(x, "setSelected", v % 2 == 0)
        call(x, "setTitleText", string.rep("w", v))
        call(x, "setString", v % 7 == 0 and "\255\254 bad utf-8" or tostring(v))
    else
        call(x, "setSizeType", v % 2)
        call(x, "setSizePercent", cc.p(v / 60, 0.5))
        call(x, "setPositionType", v % 2)
        call(x, "ignoreContentAdaptWithSize", v % 3 == 0)
    end
end

-- ccui.TextField / EditBox (issue 21): listeners whose bodies may remove the node, text typed and
-- deleted through the IME (hostile text included), attach / detach, modes, limits and taps.
local TEXT_CALLS = {
    function(x, v, body)
        call(x, "addEventListener", wrap(x, body))
        call(x, "registerScriptEditBoxHandler", wrap(x, body))
    end,
    function(x) call(x, "attachWithIME") call(x, "openKeyboard") end,
    function(x) call(x, "didNotSelectSelf") call(x, "detachWithIME") end,
    function(_, v)
        if mayDispatch() then stress.input(v % 4 == 0 and "text-input h\\xC3\\xA9\\xFF\\sx" or "key-down BACKSPACE") end
    end,
    function(x, v)
        call(x, "setMaxLengthEnabled", v % 2 == 0)
        call(x, "setMaxLength", v % 9)
        call(x, "setPasswordEnabled", v % 3 == 0)
        call(x, "setInputFlag", v % 5)
        call(x, "setInputMode", v % 7)
    end,
    function(x, v)
        call(x, "setString", v % 5 == 0 and string.rep("\215\169", 40000) or "e\204\129 \255")
        call(x, "setText", v % 5 == 0 and string.rep("m", 70000) or "9.5")
    end,
}
function OPS.textEdit(which, s, v, body) TEXT_CALLS[which](node(s), v, body) end

function OPS.tap(s, body)
    local x = node(s)
    call(x, "registerScriptTapHandler", wrap(x, body))
end
function OPS.activate(s) call(node(s), "activate") end
function OPS.toggleIndex(s, i) call(node(s), "setSelectedIndex", i) end
function OPS.toggleAdd(s) call(node(s), "addSubItem", (cc.MenuItemFont:create("more"))) end
function OPS.itemImage(s, which)
    local setter = ({"setNormalImage", "setSelectedImage", "setDisabledImage"})[which]
    call(node(s), setter, cc.Sprite:create())
end
function OPS.itemEnable(s, on) call(node(s), "setEnabled", on) end
function OPS.grid(s, how, first)
    local x = node(s)
    if not alive(x) or type(x.alignItemsInColumns) ~= "function" then return end
    local n = x:getChildrenCount()
    if n == 0 then return end
    local f = how == 1 and "alignItemsInColumns" or "alignItemsInRows"
    local a = math.min(first, n)
    if a == n then call(x, f, a) else call(x, f, a, n - a) end
end

-- Layers the cocos 2.x way: their own touch and keypad handlers ("me" is the layer).
function OPS.layerTouch(s, multi, priority, swallow, claim, body)
    local x = node(s)
    local handler = wrap(x, body)
    call(x, "registerScriptTouchHandler", function(...)
        handler(...)
        return claim
    end, multi, priority, swallow)
end
function OPS.layerTouchOn(s, on) call(node(s), "setTouchEnabled", on) end
function OPS.layerTouchMode(s, mode) call(node(s), "setTouchMode", mode) end
function OPS.layerSwallow(s, on) call(node(s), "setSwallowsTouches", on) end
function OPS.layerUntouch(s) call(node(s), "unregisterScriptTouchHandler") end
function OPS.keypad(s, body)
    local x = node(s)
    call(x, "registerScriptKeypadHandler", wrap(x, body))
end
function OPS.keypadOn(s, on) call(node(s), "setKeyboardEnabled", on) end
function OPS.unkeypad(s) call(node(s), "unregisterScriptKeypadHandler") end
function OPS.multiplex(s, n, release) call(node(s), release and "switchToAndReleaseMe" or "switchTo", n) end
function OPS.multiplexAdd(s, t) call(node(s), "addLayer", node(t)) end

function OPS.replace(s) call(director, "replaceScene", node(s)) end
function OPS.push(s) call(director, "pushScene", node(s)) end
function OPS.pop() if director:getScenesStackSize() > 1 then call(director, "popScene") end end
function OPS.popAny() call(director, "popScene") end
function OPS.popRoot() call(director, "popToRootScene") end
function OPS.newScene(s, how)
    N[s] = cc.Scene:create()
    if how == 1 then call(director, "pushScene", N[s]) else call(director, "replaceScene", N[s]) end
end
function OPS.endDirector() call(director, "end") end

-- Transitions: into slot s, over scene spec `into` (a fresh scene when it names none), by
-- replaceScene or pushScene; scenes may die, be replaced or be popped in the middle of one.
local TRANSITIONS = {
    "TransitionScene", "TransitionFade", "TransitionCrossFade", "TransitionRotoZoom", "TransitionJumpZoom",
    "TransitionMoveInL", "TransitionSlideInT", "TransitionShrinkGrow", "TransitionFlipX", "TransitionZoomFlipY",
    "TransitionFlipAngular", "TransitionFadeTR", "TransitionFadeDown", "TransitionTurnOffTiles",
    "TransitionSplitCols", "TransitionSplitRows", "TransitionProgressRadialCW", "TransitionProgressInOut",
    "TransitionProgressOutIn", "TransitionProgressHorizontal",
}
local TRANSITION_REFUSALS = {"TransitionScene: the in scene must differ from the running scene"}
function OPS.transit(s, which, into, how, duration)
    local kind = TRANSITIONS[(which - 1) % #TRANSITIONS + 1]
    local scene = node(into)
    if type(scene) ~= "userdata" then scene = cc.Scene:create() end
    STATS.calls = STATS.calls + 1
    local scope = stress.allow(unpack(TRANSITION_REFUSALS))
    local ok, t = pcall(cc[kind].create, cc[kind], duration, scene)
    stress.settle(scope)
    if not ok then
        if not expected(t) then fail(kind .. ":create: unexpected error: " .. tostring(t)) end
        return
    end
    if t == nil then return end -- refused: its scene is the running one
    N[s] = t
    if how == 1 then call(director, "pushScene", t) else call(director, "replaceScene", t) end
end
function OPS.finishT(s) call(node(s), "finish") end
function OPS.hideOutShowIn(s) call(node(s), "hideOutShowIn") end
function OPS.inScene(s, t)
    local ok, scene = call(node(t), "getInScene")
    if ok then N[s] = scene end
end

function OPS.keep(k, s) K[k] = node(s) end
function OPS.unkeep(k) K[k] = nil end
function OPS.children(k, s)
    local ok, list = call(node(s), "getChildren")
    if ok then K[k] = list end
end
function OPS.fromK(s, k)
    local v = K[k]
    if type(v) == "table" then v = v[1] end
    if type(v) == "userdata" and type(v.addChild) == "function" then N[s] = v end
end
-- Peers: fields on engine objects, which refer to other objects and to functions.
function OPS.peer(s, t)
    local x = node(s)
    if alive(x) then x.friend = node(t) end
end
function OPS.peerfn(s, body)
    local x = node(s)
    if alive(x) then x.onPoke = wrap(x, body) end
end
function OPS.poke(s)
    local x = node(s)
    if alive(x) and type(x.onPoke) == "function" then
        local ok, err = pcall(x.onPoke)
        if not ok and not expected(err) then fail("poke: " .. tostring(err)) end
    end
    if type(x) == "userdata" and isnull(x) and x.onPoke ~= nil then fail("a dead object kept its peer") end
end
function OPS.heroCheck(s)
    local x = node(s)
    if alive(x) and x.hp ~= nil and x.items[1] ~= x then fail("a Hero peer lost its identity") end
end

-- Audio (ccexp.AudioEngine, cc.SimpleAudioEngine): sounds started, stopped, paused, sought and
-- uncached at random, also from their own finish and preload callbacks, whose bodies may remove
-- nodes or replace scenes; thousands of effects at once; end in the middle of it all. Every call
-- is static: the only errors allowed are the clear ones (expected()), and a callback must never run
-- for a sound that was stopped, uncached or ended before it finished.
local audio = ccexp.AudioEngine
local STOPPED = {} -- ids stopped by the program: their finish callbacks must never run
local FILE = {}    -- the file each id plays (uncache stops that file's ids)
local function soundFile(f)
    if f == 0 then return "stress_missing.wav" end
    return STRESS_SOUNDS[(f - 1) % #STRESS_SOUNDS + 1]
end
local function acall(m, ...)
    STATS.calls = STATS.calls + 1
    local r = pack(pcall(audio[m], audio, ...))
    if not r[1] and not expected(r[2]) then fail("ccexp.AudioEngine:" .. m .. ": unexpected error: " .. tostring(r[2])) end
    return unpack(r, 1, r.n)
end
local function stopped(id)
    if type(id) == "number" and id >= 0 then STOPPED[id] = true end
end
local function stopEvery()
    for id in pairs(FILE) do stopped(id) end
end
local function play(path, ...)
    local ok, id = acall("play2d", path, ...)
    if ok and type(id) == "number" then FILE[id] = path end
    return ok, id
end
function OPS.play(s, f, loop, volume) S[s] = select(2, play(soundFile(f), loop, volume)) end
function OPS.playProfile(s, f, maxInstances, minDelay)
    local profile = ccexp.AudioProfile:new()
    profile.name = "stress" .. maxInstances
    profile.maxInstances = maxInstances
    profile.minDelay = minDelay
    S[s] = select(2, play(soundFile(f), false, 1.0, profile))
end
function OPS.astop(s) stopped(S[s]); acall("stop", S[s] or -1) end
function OPS.apause(s) acall("pause", S[s] or -1) end
function OPS.aresume(s) acall("resume", S[s] or -1) end
function OPS.aseek(s, t) acall("setCurrentTime", S[s] or -1, t) end
function OPS.avolume(s, v) acall("setVolume", S[s] or -1, v) end
function OPS.aloop(s, on) acall("setLoop", S[s] or -1, on) end
function OPS.aquery(s)
    local id = S[s] or -1
    acall("getState", id); acall("getCurrentTime", id); acall("getDuration", id); acall("getProfile", id)
end
function OPS.astopAll() stopEvery(); acall("stopAll") end
function OPS.apauseAll() acall("pauseAll") end
function OPS.aresumeAll() acall("resumeAll") end
function OPS.afinish(s, body)
    local handler = wrap(nil, body)
    acall("setFinishCallback", S[s] or -1, function(id, path)
        if STOPPED[id] then fail("a finish callback ran for a sound that was stopped: " .. tostring(id)) end
        if type(path) ~= "string" then fail("a finish callback without its file") end
        handler(id, path)
    end)
end
function OPS.apreload(f, body)
    local handler = wrap(nil, body)
    if body then
        acall("preload", soundFile(f), function(ok)
            if type(ok) ~= "boolean" then fail("a preload callback without a boolean") end
            handler(ok)
        end)
    else
        acall("preload", soundFile(f))
    end
end
function OPS.uncache(f)
    local path = soundFile(f)
    for id, file in pairs(FILE) do
        if file == path then stopped(id) end
    end
    acall("uncache", path)
end
function OPS.uncacheAll() stopEvery(); acall("uncacheAll") end
function OPS.aend() stopEvery(); acall("endToLua") end
function OPS.amax(n) acall("setMaxAudioInstance", n) end
function OPS.effects(count, f, stopEvery)
    for i = 1, count do
        local ok, id = play(soundFile(f), false, 0.2)
        if ok and stopEvery > 0 and i % stopEvery == 0 then stopped(id); acall("stop", id) end
    end
end
-- cc.SimpleAudioEngine: music and effects.
local function simple(m, ...)
    STATS.calls = STATS.calls + 1
    local engine = cc.SimpleAudioEngine:getInstance()
    local ok, err = pcall(engine[m], engine, ...)
    if not ok and not expected(err) then fail("cc.SimpleAudioEngine:" .. m .. ": unexpected error: " .. tostring(err)) end
end
local SIMPLE = {
    function(f) simple("playMusic", soundFile(f), f % 2 == 0) end,
    function() simple("stopMusic", false) end,
    function() simple("pauseMusic") end,
    function() simple("resumeMusic") end,
    function() simple("rewindMusic") end,
    function(f) simple("playEffect", soundFile(f), f % 3 == 0, 1.0, 0.0, 0.5) end,
    function() simple("stopAllEffects") end,
    function(f) simple("unloadEffect", soundFile(f)) end,
    function() simple("isMusicPlaying") end,
    function() cc.SimpleAudioEngine:destroyInstance() end,
}
function OPS.simple(which, f) SIMPLE[(which - 1) % #SIMPLE + 1](f) end

function OPS.gc() collectgarbage("collect") end
function OPS.gcstep() collectgarbage("step", 50) end
function OPS.step(frames) stress.step(frames) end

function OPS.deadcall(s, which)
    local x = node(s)
    if type(x) ~= "userdata" or not isnull(x) then return end
    local spec = DEADCALLS[which]
    local m = spec[1]
    if type(x[m]) ~= "function" then return end
    local args = {}
    for i = 2, #spec do
        local a = spec[i]
        if a == "ACTION" then a = cc.DelayTime:create(1) elseif a == "NODE" then a = cc.Node:create() end
        args[#args + 1] = a
    end
    local before = kite.liveHandlers()
    local ok, err = pcall(x[m], x, unpack(args))
    if ok then
        fail("a call on a dead object did not raise: " .. m)
    elseif not tostring(err):find("invalid 'self' in function 'cc%a*%.%w+:" .. m .. "'") then -- cc., ccui.
        fail("a call on a dead object gave an unclear error: " .. tostring(err))
    else
        STATS.dead = STATS.dead + 1
    end
    if kite.liveHandlers() ~= before then fail("a call on a dead object kept a handler: " .. m) end
end

function OPS.bad(s, which)
    local x = node(s)
    if not alive(x) then return end
    local ok, err = pcall(BAD[which], x)
    if ok then
        fail("bad call #" .. which .. " on " .. typeOf(x) .. " did not raise")
    elseif not tostring(err):find("error in function 'cc%a*%.") then -- cc., ccui.
        fail("bad call #" .. which .. " on " .. typeOf(x) .. " gave an unclear error: " .. tostring(err))
    else
        STATS.arg = STATS.arg + 1
    end
end

function OPS.cast(s, name)
    local x = node(s)
    if type(x) ~= "userdata" then return end
    local ok, r = pcall(tolua.cast, x, name)
    if not ok then fail("tolua.cast raised: " .. tostring(r)) end
    if name == "cc.Nope" and r ~= nil then fail("tolua.cast to an unknown type gave a value") end
end

-- A coroutine that works with engine objects (the callbacks still run on the main state).
function OPS.co(body)
    if not body then return end
    local co = coroutine.create(body)
    local ok, err = coroutine.resume(co)
    if not ok and not expected(err) then fail("coroutine: " .. tostring(err)) end
end

-- cc.UserDefault (the runner points it at an empty folder per program): random sets, gets, deletes,
-- flushes and reloads against a Lua model of what must be stored; a reload reads the file again,
-- so every value must have reached the disk intact (keys that are no XML names among them).
local UD_KEYS = {"score", "player name", "", "kite-key", "a/b", "xmlKey", "caf\195\169", "music"}
local UD_STRINGS = {"", " ", "Ada & <Bo>", "line\r\nbreak", "\1\31", "caf\195\169", "]]>", "true"}
UD = {} -- key -> {kind, value}, the model
local function udGet(ud, key, kind)
    if kind == "int" then return ud:getIntegerForKey(key, -7) end
    if kind == "bool" then return ud:getBoolForKey(key, false) end
    if kind == "double" then return ud:getDoubleForKey(key, -7.5) end
    return ud:getStringForKey(key, "<none>")
end
local function udExpected(entry)
    if entry.kind == "string" and entry.value == "" then return "<none>" end -- cocos: empty is missing
    return entry.value
end
local function udCheck(ud, key, where)
    local entry = UD[key]
    if not entry then
        if ud:getStringForKey(key, "<none>") ~= "<none>" then fail("UserDefault: deleted key '" .. key .. "' " .. where) end
        return
    end
    local got = udGet(ud, key, entry.kind)
    if got ~= udExpected(entry) then
        fail(string.format("UserDefault: '%s' %s: expected %s %q, got %q", key, where, entry.kind,
                           tostring(udExpected(entry)), tostring(got)))
    end
end
function OPS.ud(op, k, kind, v)
    local ud = cc.UserDefault:getInstance()
    local key = UD_KEYS[(k - 1) % #UD_KEYS + 1]
    if op == "set" then
        if kind == "int" then ud:setIntegerForKey(key, v)
        elseif kind == "bool" then ud:setBoolForKey(key, v)
        elseif kind == "double" then ud:setDoubleForKey(key, v)
        else v = UD_STRINGS[(v - 1) % #UD_STRINGS + 1]; ud:setStringForKey(key, v) end
        UD[key] = {kind = kind, value = v}
    elseif op == "get" then
        udCheck(ud, key, "after sets")
    elseif op == "del" then
        ud:deleteValueForKey(key)
        UD[key] = nil
    elseif op == "flush" then
        ud:flush()
    else -- reload: a new instance reads the file
        cc.UserDefault:destroyInstance()
        ud = cc.UserDefault:getInstance()
        for _, each in ipairs(UD_KEYS) do udCheck(ud, each, "after a reload") end
    end
end

-- 2D physics (issue 22): physics scenes, bodies on nodes (moved between nodes, removed, disabled),
-- shapes added and removed, world settings and steps, queries whose callbacks run bodies (which may
-- remove the very nodes being reported), debug drawing, worlds kept past their scenes.
MAKE.PhysicsScene = function() return cc.Scene:createWithPhysics() end
MAKE.BodyNode = function()
    local n = cc.Node:create()
    n:setContentSize(cc.size(10, 10))
    local b = cc.PhysicsBody:createCircle(5)
    b:setContactTestBitmask(0xFFFFFFFF) -- cocos's default is 0: no contact events at all
    n:setPhysicsBody(b)
    return n
end
local function worldOf(s)
    local x = node(s)
    if alive(x) and type(x.getPhysicsWorld) == "function" then
        local ok, w = call(x, "getPhysicsWorld")
        if ok and w then return w end
    end
    local scene = director:getRunningScene()
    if alive(scene) and type(scene.getPhysicsWorld) == "function" then return scene:getPhysicsWorld() end
    return nil
end
local function bodyOfNode(x)
    if alive(x) and type(x.getPhysicsBody) == "function" then
        local ok, b = call(x, "getPhysicsBody")
        if ok then return b end
    end
    return nil
end
-- A query callback's "me" is the node of the shape reported, when it still has one.
local function queryCallback(body, v)
    return function(world, found)
        STATS.fired = STATS.fired + 1
        local shape = type(found) == "table" and found.shape or found
        local me
        if alive(shape) then
            local b = shape:getBody()
            if alive(b) then me = b:getNode() end
        end
        local saved = CUR
        CUR = me
        local ok, err = true, nil
        if body then ok, err = runBody(body, world, found) end
        CUR = saved
        if not ok then error(err, 0) end
        return v % 3 ~= 0 -- true goes on to the next shape
    end
end
-- Every joint kind in cocos's construct forms (issue 22, physjoints).
local JOINTS = {
    function(a, b, v) return cc.PhysicsJointFixed:construct(a, b, cc.p(v, v)) end,
    function(a, b, v) return cc.PhysicsJointPin:construct(a, b, cc.p(v, 0)) end,
    function(a, b, v) return cc.PhysicsJointPin:construct(a, b, cc.p(0, 0), cc.p(1, v % 5)) end,
    function(a, b, v) return cc.PhysicsJointLimit:construct(a, b, cc.p(0, 0), cc.p(1, 1), 1, 5 + v) end,
    function(a, b) return cc.PhysicsJointLimit:construct(a, b, cc.p(0, 0), cc.p(1, 1)) end,
    function(a, b) return cc.PhysicsJointDistance:construct(a, b, cc.p(0, 0), cc.p(2, 0)) end,
    function(a, b, v) return cc.PhysicsJointSpring:construct(a, b, cc.p(0, 0), cc.p(0, 0), 10 + v, 1) end,
    function(a, b) return cc.PhysicsJointGroove:construct(a, b, cc.p(-5, 0), cc.p(5, 0), cc.p(0, 0)) end,
    function(a, b) return cc.PhysicsJointRotarySpring:construct(a, b, 4, 1) end,
    function(a, b, v) return cc.PhysicsJointRotaryLimit:construct(a, b, -1, v % 3) end,
    function(a, b) return cc.PhysicsJointRotaryLimit:construct(a, b) end,
    function(a, b) return cc.PhysicsJointRatchet:construct(a, b, 0, 0.5) end,
    function(a, b, v) return cc.PhysicsJointGear:construct(a, b, 0, 1 + v % 3) end,
    function(a, b, v) return cc.PhysicsJointMotor:construct(a, b, v % 7) end,
}
local PHYSICS_CALLS = {
    function(x, t, v) call(x, "setPhysicsBody", cc.PhysicsBody:createCircle(1 + v % 9)) end,
    function(x, t, v) call(x, "setPhysicsBody", cc.PhysicsBody:createBox(cc.size(2 + v % 7, 3 + v % 5))) end,
    function(x, t, v) call(x, "setPhysicsBody", nil) end,
    function(x, t, v) -- a body moves to another node
        local b = bodyOfNode(node(t))
        if b then call(x, "setPhysicsBody", b) end
    end,
    function(x, t, v) -- a world's settings, and a user step
        local w = worldOf(t)
        if not w then return end
        call(w, "setGravity", cc.p(v - 30, -v * 3))
        call(w, "setSpeed", v % 4 * 0.5)
        call(w, "setSubsteps", 1 + v % 3)
        call(w, "setUpdateRate", 1 + v % 2)
        call(w, "setFixedUpdateRate", v % 5 == 0 and 30 or 0)
        call(w, "setAutoStep", v % 7 ~= 0)
        call(w, "step", 1 / 60)
    end,
    function(x, t, v, body) -- rayCast across the screen
        local w = worldOf(t)
        if w then call(w, "rayCast", queryCallback(body, v), cc.p(0, v * 5), cc.p(480, 320 - v * 5)) end
    end,
    function(x, t, v, body)
        local w = worldOf(t)
        if w then call(w, "queryRect", queryCallback(body, v), cc.rect(v * 4, v * 2, 200, 150)) end
    end,
    function(x, t, v, body)
        local w = worldOf(t)
        if w and alive(x) then call(w, "queryPoint", queryCallback(body, v), x:convertToWorldSpace(cc.p(5, 5))) end
    end,
    function(x, t, v)
        local w = worldOf(t)
        if not w then return end
        local ok, shapes = call(w, "getShapes", cc.p(v * 8, v * 5))
        if ok and type(shapes) == "table" then K[v % 6 + 1] = shapes[1] end
        call(w, "getShape", cc.p(v * 8, v * 5))
    end,
    function(x, t, v)
        local w = worldOf(t)
        if w then call(w, "setDebugDrawMask", v % 8) end
    end,
    function(x, t, v) -- a body's own calls
        local b = bodyOfNode(x)
        if not b then return end
        call(b, "applyImpulse", cc.p(v, v * 2))
        call(b, "setVelocity", cc.p(v - 30, 10))
        call(b, "setDynamic", v % 4 ~= 0)
        call(b, "setGravityEnable", v % 3 ~= 0)
        call(b, "setEnabled", v % 5 ~= 0)
        call(b, "setTag", v % 4)
        call(b, "setContactTestBitmask", v % 2 == 0 and 0xFFFFFFFF or 0)
        call(b, "setCategoryBitmask", v % 3 == 0 and 1 or 0xFFFFFFFF)
    end,
    function(x, t, v) -- out of the world three ways
        local b = bodyOfNode(x)
        local w = worldOf(t)
        if v % 3 == 0 and b then call(b, "removeFromWorld")
        elseif v % 3 == 1 and w then call(w, "removeBody", v % 4)
        elseif w and b then call(w, "removeBody", b) end
    end,
    function(x, t, v)
        local w = worldOf(t)
        if w and v % 6 == 0 then call(w, "removeAllBodies") end
    end,
    function(x, t, v) -- shapes joining and leaving a body
        local b = bodyOfNode(x)
        if not b then return end
        if v % 3 == 0 then call(b, "addShape", cc.PhysicsShapeCircle:create(2 + v % 4))
        elseif v % 3 == 1 then
            local ok, shape = call(b, "getFirstShape")
            if ok and shape then call(b, "removeShape", shape) end
        else call(b, "removeAllShapes") end
    end,
    function(x, t, v) -- a world kept by Lua (not retained): it may die with its scene
        local w = worldOf(t)
        if w then K[v % 6 + 1] = w end
        local kept = K[(v + 1) % 6 + 1]
        if type(kept) == "userdata" and type(kept.getGravity) == "function" then call(kept, "getGravity") end
    end,
    function(x, t, v, body) -- a physics scene runs: two bodies meet in it, one's listener hears them
        local scene = cc.Scene:createWithPhysics()
        local a, b = MAKE.BodyNode(), MAKE.BodyNode()
        b:setPosition(3, 2)
        scene:addChild(a)
        scene:addChild(b)
        call(dispatcher, "addEventListenerWithSceneGraphPriority", LISTENERS.contact(body, body, v % 2 == 0), a)
        scene:getPhysicsWorld():setDebugDrawMask(v % 8)
        if v % 2 == 0 then call(director, "replaceScene", scene) else call(director, "pushScene", scene) end
    end,
    function(x, t, v) -- a joint of any kind between two bodies of the slots, added to a world or not
        local a, b = bodyOfNode(x), bodyOfNode(node(t))
        if not a or not b or rawequal(a, b) then return end
        local ok, joint = pcall(JOINTS[v % #JOINTS + 1], a, b, v)
        if not ok then
            if not expected(joint) then fail("a joint's construct: unexpected error: " .. tostring(joint)) end
            return
        end
        local w = worldOf(t)
        if w and v % 4 ~= 0 then call(w, "addJoint", joint) end
        K[v % 6 + 1] = joint -- not retained: it dies with its bodies
    end,
    function(x, t, v) -- a joint of a body, or one kept, taken out, destroyed, disabled or changed
        local joint = K[v % 6 + 1]
        local b = bodyOfNode(x)
        if b then
            local ok, joints = call(b, "getJoints")
            if ok and type(joints) == "table" and joints[1] then joint = joints[v % #joints + 1] end
        end
        if type(joint) ~= "userdata" or type(joint.getBodyA) ~= "function" then return end
        local w = worldOf(t)
        local which = v % 6
        if which == 0 and w then call(w, "removeJoint", joint, v % 2 == 0)
        elseif which == 1 then call(joint, "removeFormWorld")
        elseif which == 2 then call(joint, "setEnable", v % 4 < 2)
        elseif which == 3 then
            call(joint, "setMaxForce", v * 10)
            call(joint, "setCollisionEnable", v % 2 == 0)
            call(joint, "getBodyA")
            call(joint, "getWorld")
        elseif which == 4 and w then call(w, "removeAllJoints", v % 2 == 0)
        elseif w then call(w, "addJoint", joint) end
    end,
    function(x, t, v, body) -- a contact listener on two bodies (or a group) whose handlers run the body
        local a, b = bodyOfNode(x), bodyOfNode(node(t))
        local l
        if a and b and v % 2 == 0 then
            l = cc.EventListenerPhysicsContactWithBodies:create(a, b)
        else
            l = cc.EventListenerPhysicsContactWithGroup:create(v % 3)
        end
        l:registerScriptHandler(contactEvent(body, v % 3 ~= 0), cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
        l:registerScriptHandler(contactEvent(body), cc.Handler.EVENT_PHYSICS_CONTACT_SEPARATE)
        if x and v % 5 ~= 0 then call(dispatcher, "addEventListenerWithSceneGraphPriority", l, x)
        else call(dispatcher, "addEventListenerWithFixedPriority", l, 1 + v) end
    end,
    function(x, t, v) -- a contact kept past its dispatch (dead after its separate event)
        for i = 1, 6 do
            local kept = K[i]
            if type(kept) == "userdata" and type(kept.getShapeA) == "function" then
                call(kept, "getShapeA")
                call(kept, "getContactData")
                call(kept, "getEventCode")
            end
        end
    end,
}
function OPS.physics(which, s, t, v, body)
    PHYSICS_CALLS[(which - 1) % #PHYSICS_CALLS + 1](node(s), t, v, body)
end

-- R("op", ...): one operation of the program.
function R(name, ...)
    if ENDED then return end
    STATS.ops = STATS.ops + 1
    local f = OPS[name]
    if not f then
        fail("no such stress operation: " .. tostring(name))
        return
    end
    local ok, err = pcall(f, ...)
    if not ok and not expected(err) then fail(name .. ": unexpected error: " .. tostring(err)) end
end

-- Balances Lua's retains; a retained object must still be alive.
function FINISH()
    for x, count in pairs(RET) do
        if count > 0 then
            if isnull(x) then
                fail("an object Lua retained is dead at the end: " .. typeOf(x))
            else
                for _ = 1, count do x:release() end
            end
        end
    end
    RET = {}
end

-- Every program starts with a running scene.
director:runWithScene(cc.Scene:create())
stress.step(1)
