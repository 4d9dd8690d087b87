-- The player's view, and a view the game makes itself (as display.lua does when getOpenGLView()
-- gives nil): handed to the Director, the player adopts it at once. Headless, the surface keeps its
-- --size, which becomes the view's frame; `-- resize` asks for another frame size, which headless
-- refuses with an error. Prints what it sees.
local director = cc.Director:getInstance()
local function size(s)
    return string.format("%dx%d", s.width, s.height)
end
local first = director:getOpenGLView()
print("player view " .. tolua.type(first) .. " '" .. first:getViewName() .. "' frame " .. size(first:getFrameSize()) ..
          " ready " .. tostring(first:isOpenGLReady()))

local view = cc.GLViewImpl:createWithRect("Adopted", cc.rect(0, 0, 320, 240))
director:setOpenGLView(view)
view:setDesignResolutionSize(160, 120, cc.ResolutionPolicy.SHOW_ALL)
print("adopted frame " .. size(view:getFrameSize()) .. " design " .. size(view:getDesignResolutionSize()) .. " ready " ..
          tostring(view:isOpenGLReady()) .. " title '" .. kite.getTitle() .. "'")
print("first view ready " .. tostring(first:isOpenGLReady()))
if arg[1] == "resize" then view:setFrameSize(400, 300) end

local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(90, 90, 120, 255)))
scene:scheduleUpdateWithPriorityLua(function()
    if director:getTotalFrames() == 2 then
        print("frame 2: first view gone " .. tostring(tolua.isnull(first)) .. ", frame " .. size(view:getFrameSize()) ..
                  ", scale " .. string.format("%.3f", view:getScaleX()))
    end
end, 0)
director:runWithScene(scene)
