-- The view: a 160x120 design drawn into a frame of another shape (--size) by the policy named in
-- arg[1] (EXACT_FIT, NO_BORDER, SHOW_ALL, FIXED_HEIGHT, FIXED_WIDTH). The scene marks the design
-- area: a grey field over the win size, red in its bottom-left corner, green in its top-right one,
-- a white cross at its centre and a magenta square at the visible origin. It prints what the view
-- and the Director report, for the test to compare with cocos's arithmetic.
local policyName = arg[1] or "SHOW_ALL"
local director = cc.Director:getInstance()
local view = director:getOpenGLView()
view:setDesignResolutionSize(160, 120, cc.ResolutionPolicy[policyName])

local function fmt(v)
    return string.format("%.3f", v)
end
local frame, design = view:getFrameSize(), view:getDesignResolutionSize()
local visibleSize, visibleOrigin = director:getVisibleSize(), director:getVisibleOrigin()
local win, viewport = director:getWinSize(), view:getViewPortRect()
print("policy " .. policyName .. " = " .. view:getResolutionPolicy())
print("frame " .. fmt(frame.width) .. "x" .. fmt(frame.height) .. " design " .. fmt(design.width) .. "x" ..
          fmt(design.height))
print("scale " .. fmt(view:getScaleX()) .. " " .. fmt(view:getScaleY()))
print("viewport " .. fmt(viewport.x) .. "," .. fmt(viewport.y) .. " " .. fmt(viewport.width) .. "x" ..
          fmt(viewport.height))
print("visible " .. fmt(visibleOrigin.x) .. "," .. fmt(visibleOrigin.y) .. " " .. fmt(visibleSize.width) .. "x" ..
          fmt(visibleSize.height))
print("win " .. fmt(win.width) .. "x" .. fmt(win.height))

local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(70, 70, 90, 255), win.width, win.height))
local function square(color, x, y, w, h)
    local layer = cc.LayerColor:create(color, w, h)
    layer:setPosition(x, y)
    scene:addChild(layer)
end
square(cc.c4b(230, 40, 40, 255), 0, 0, 24, 24)
square(cc.c4b(40, 220, 60, 255), win.width - 24, win.height - 24, 24, 24)
square(cc.c4b(255, 255, 255, 255), win.width / 2 - 20, win.height / 2 - 2, 40, 4)
square(cc.c4b(255, 255, 255, 255), win.width / 2 - 2, win.height / 2 - 20, 4, 40)
square(cc.c4b(240, 40, 240, 255), visibleOrigin.x, visibleOrigin.y, 10, 10)
-- `-- <policy> resize-report`: print the frame each time it changes (a window resized under the game).
if arg[2] == "resize-report" then
    local last = frame.width .. "x" .. frame.height
    scene:scheduleUpdateWithPriorityLua(function()
        local now = view:getFrameSize()
        if now.width .. "x" .. now.height ~= last then
            last = now.width .. "x" .. now.height
            print("frame now " .. last .. ", scale " .. fmt(view:getScaleX()) .. ", viewport x " ..
                      fmt(view:getViewPortRect().x))
        end
    end, 0)
end
director:runWithScene(scene)
