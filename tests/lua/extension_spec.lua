-- extension_spec.lua -- cc.ScrollView, cc.TableView and cc.TableViewCell from Lua with cocos2d-x
-- 3.17's names, constants, handler kinds and argument lists (issue 21 item 3).

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlersBefore = kite.liveHandlers()

-- constants (cocos's ExtensionConstants.lua)
checkeq(cc.SCROLLVIEW_SCRIPT_SCROLL, 0); checkeq(cc.SCROLLVIEW_SCRIPT_ZOOM, 1)
checkeq(cc.TABLECELL_TOUCHED, 2); checkeq(cc.TABLECELL_HIGH_LIGHT, 3); checkeq(cc.TABLECELL_UNHIGH_LIGHT, 4)
checkeq(cc.TABLECELL_WILL_RECYCLE, 5); checkeq(cc.TABLECELL_SIZE_FOR_INDEX, 6); checkeq(cc.TABLECELL_SIZE_AT_INDEX, 7)
checkeq(cc.NUMBER_OF_CELLS_IN_TABLEVIEW, 8)
checkeq(cc.SCROLLVIEW_DIRECTION_NONE, -1); checkeq(cc.SCROLLVIEW_DIRECTION_HORIZONTAL, 0)
checkeq(cc.SCROLLVIEW_DIRECTION_VERTICAL, 1); checkeq(cc.SCROLLVIEW_DIRECTION_BOTH, 2)
checkeq(cc.TABLEVIEW_FILL_TOPDOWN, 0); checkeq(cc.TABLEVIEW_FILL_BOTTOMUP, 1)

-- a scroll view over a container: offsets, handlers with cocos's arguments ("" for a plain view)
local container = cc.Layer:create()
container:setContentSize(cc.size(400, 300))
local view = cc.ScrollView:create(cc.size(100, 80), container)
checkeq(tolua.type(view), "cc.ScrollView")
checkeq(view:getContainer(), container)
checkeq(view:getViewSize().width, 100)
checkeq(view:getContentSize().width, 400)
checkeq(view:getDirection(), cc.SCROLLVIEW_DIRECTION_BOTH)
view:setDirection(cc.SCROLLVIEW_DIRECTION_VERTICAL)
checkeq(view:getDirection(), cc.SCROLLVIEW_DIRECTION_VERTICAL)
checkeq(view:minContainerOffset().y, 80 - 300)
checkeq(view:maxContainerOffset().x, 0)
view:setPosition(20, 20)
scene:addChild(view)
local scrolled = {}
checkeq(view:setDelegate(), view)
view:registerScriptHandler(function(...) scrolled[#scrolled + 1] = {...} end, cc.SCROLLVIEW_SCRIPT_SCROLL)
local zoomed = 0
view:registerScriptHandler(function() zoomed = zoomed + 1 end, cc.SCROLLVIEW_SCRIPT_ZOOM)
view:setContentOffset(cc.p(0, -100))
checkeq(view:getContentOffset().y, -100)
checkeq(#scrolled, 1)
checkeq(select("#", unpack(scrolled[1])), 1)
checkeq(scrolled[1][1], "")
view:setBounceable(false)
checkeq(view:isBounceable(), false)
view:setContentOffset(cc.p(0, 50))
checkeq(view:getContentOffset().y, 0, "clamped without bouncing")
view:setBounceable(true)
view:setMaxScale(2)
view:setZoomScale(1.5)
checkeq(view:getZoomScale(), 1.5)
checkeq(zoomed, 1)
view:setZoomScale(1)
view:setContentOffset(cc.p(0, -60), true)
kite.test.step(20, 1 / 60)
checkeq(view:getContentOffset().y, -60)
view:unregisterScriptHandler(cc.SCROLLVIEW_SCRIPT_SCROLL)
local before = #scrolled
view:setContentOffset(cc.p(0, -10))
checkeq(#scrolled, before)
checkeq(view:isClippingToBounds(), true)
view:setClippingToBounds(false)
checkeq(view:isTouchEnabled(), true)
checkerr("unknown handler kind", function() view:registerScriptHandler(function() end, 42) end)
checkerr("cc.ScrollView:registerScriptHandler", function() view:registerScriptHandler("no", 0) end)
checkerr("error in function 'cc.ScrollView:setDelegate'", function() view:setDelegate(1) end)

-- a drag with synthetic touches (GL coordinates): 7 points before it counts, then the content follows
view:setContentOffset(cc.p(0, -100))
kite.test.touch("began", 50, 30)
kite.test.touch("moved", 50, 34)
checkeq(view:isTouchMoved(), false)
kite.test.touch("moved", 50, 50)
checkeq(view:isDragging(), true)
kite.test.touch("moved", 50, 70)
checkeq(view:getContentOffset().y, -80)
kite.test.touch("ended", 50, 70)
checkeq(view:isDragging(), false)
kite.test.step(3, 1 / 60)
assert(view:getContentOffset().y > -80, "it keeps going after release")

-- a table view with the handlers of cocos's Lua test: (table) -> count, (table, idx) -> height, width,
-- (table, idx) -> cell, (table, cell) for touches
local COUNT = 30
local made, calls = 0, {}
local tableView = cc.TableView:create(cc.size(120, 100))
checkerr("error in function 'cc.TableView:setDataSource'", function() tableView:setDataSource(view) end)
checkeq(tolua.type(tableView), "cc.TableView")
tableView:setDirection(cc.SCROLLVIEW_DIRECTION_VERTICAL)
tableView:setVerticalFillOrder(cc.TABLEVIEW_FILL_TOPDOWN)
checkeq(tableView:getVerticalFillOrder(), cc.TABLEVIEW_FILL_TOPDOWN)
tableView:setPosition(200, 10)
tableView:setDelegate()
scene:addChild(tableView)
tableView:registerScriptHandler(function(t)
    checkeq(t, tableView)
    return COUNT
end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
tableView:registerScriptHandler(function(t, idx)
    checkeq(type(idx), "number")
    return 25, 120 -- height, width
end, cc.TABLECELL_SIZE_FOR_INDEX)
tableView:registerScriptHandler(function(t, idx)
    local cell = t:dequeueCell()
    if not cell then
        cell = cc.TableViewCell:new()
        made = made + 1
        cell.label = "cell" -- Lua fields live with the cell
    end
    return cell
end, cc.TABLECELL_SIZE_AT_INDEX)
for _, kind in ipairs({"TABLECELL_TOUCHED", "TABLECELL_HIGH_LIGHT", "TABLECELL_UNHIGH_LIGHT", "TABLECELL_WILL_RECYCLE"}) do
    tableView:registerScriptHandler(function(t, cell)
        checkeq(t, tableView)
        checkeq(tolua.type(cell), "cc.TableViewCell")
        calls[#calls + 1] = kind .. " " .. cell:getIdx()
    end, cc[kind])
end
local scrolls = 0
tableView:registerScriptHandler(function(t) checkeq(t, tableView); scrolls = scrolls + 1 end, cc.SCROLLVIEW_SCRIPT_SCROLL)
tableView:reloadData()
checkeq(tableView:getContentSize().height, COUNT * 25)
checkeq(tableView:cellAtIndex(0):getIdx(), 0)
checkeq(tableView:cellAtIndex(0).label, "cell")
checkeq(tableView:cellAtIndex(0):getPositionY(), COUNT * 25 - 25, "TOP_DOWN: cell 0 at the top")
checkeq(tableView:cellAtIndex(10), nil)
local firstMade = made
assert(firstMade <= 6, "only the cells in view: " .. firstMade)

-- scrolling the whole table reuses cells
for y = -COUNT * 25 + 100, 0, 10 do tableView:setContentOffset(cc.p(0, y)) end
assert(made <= firstMade + 1, "cells are reused: " .. made)
checkeq(tableView:cellAtIndex(COUNT - 1):getIdx(), COUNT - 1)
assert(scrolls > 50)
local recycled = false
for _, c in ipairs(calls) do if c:find("TABLECELL_WILL_RECYCLE") then recycled = true end end
checkeq(recycled, true)

-- a tap on a cell: highlight, unhighlight, touched (cocos's order); GL coordinates
tableView:setContentOffset(cc.p(0, -COUNT * 25 + 100)) -- the top again: cell 0 at y 85..110
calls = {}
kite.test.touch("began", 250, 100)
kite.test.touch("ended", 250, 100)
checkeq(table.concat(calls, ","), "TABLECELL_HIGH_LIGHT 0,TABLECELL_UNHIGH_LIGHT 0,TABLECELL_TOUCHED 0")

-- a drag scrolls the table without touching a cell
calls = {}
local top = tableView:getContentOffset().y
kite.test.touch("began", 250, 30)
kite.test.touch("moved", 250, 45)
kite.test.touch("moved", 250, 75)
checkeq(tableView:getContentOffset().y, top + 30)
kite.test.touch("ended", 250, 75)
for _, c in ipairs(calls) do assert(not c:find("TOUCHED"), c) end

-- insert / remove / update
COUNT = 31
tableView:insertCellAtIndex(1)
checkeq(tableView:getContentSize().height, 31 * 25)
COUNT = 30
tableView:removeCellAtIndex(1)
tableView:updateCellAtIndex(0)

-- a horizontal table reads the width from the second result
local wide = cc.TableView:create(cc.size(100, 40))
wide:setDirection(cc.SCROLLVIEW_DIRECTION_HORIZONTAL)
wide:registerScriptHandler(function() return 4 end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
wide:registerScriptHandler(function() return 40, 30 end, cc.TABLECELL_SIZE_FOR_INDEX)
wide:registerScriptHandler(function(t) return t:dequeueCell() or cc.TableViewCell:create() end, cc.TABLECELL_SIZE_AT_INDEX)
wide:reloadData()
checkeq(wide:getContentSize().width, 4 * 30)
checkeq(wide:cellAtIndex(2):getPositionX(), 60)

-- new() and initWithViewSize, as cocos's Lua constructors
local fresh = cc.TableView:new()
checkeq(tolua.type(fresh), "cc.TableView")
checkeq(fresh:initWithViewSize(cc.size(30, 40)), true)
checkeq(fresh:getViewSize().height, 40)
checkeq(#fresh:getChildren(), 1, "one container after init again")
checkeq(tolua.type(cc.ScrollView:new()), "cc.ScrollView")
checkeq(cc.ScrollView:new():getViewSize().width, 200)
wide:_updateContentSize()
checkeq(wide:getContentSize().width, 4 * 30)

-- a handler error is reported with its traceback and the table goes on
local broken = cc.TableView:create(cc.size(50, 50))
broken:registerScriptHandler(function() return 3 end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
broken:registerScriptHandler(function() return 20, 50 end, cc.TABLECELL_SIZE_FOR_INDEX)
broken:registerScriptHandler(function() error("no cells today") end, cc.TABLECELL_SIZE_AT_INDEX)
broken:reloadData()
local errors = kite.test.takeErrors()
assert(#errors >= 1 and errors[1]:find("no cells today"), tostring(errors[1]))
local logs = table.concat(kite.test.takeLogs(), "\n")
assert(logs:find("gave no cell for index 0", 1, true), logs)

-- lifetimes: a data source that removes its table, reloadData inside a handler, cells kept by Lua
local doomed = cc.TableView:create(cc.size(50, 50))
doomed:registerScriptHandler(function() return 5 end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
doomed:registerScriptHandler(function() return 20, 50 end, cc.TABLECELL_SIZE_FOR_INDEX)
doomed:registerScriptHandler(function(t)
    t:removeFromParent()
    return cc.TableViewCell:new()
end, cc.TABLECELL_SIZE_AT_INDEX)
scene:addChild(doomed)
doomed:reloadData()
local reloads = 0
local again = cc.TableView:create(cc.size(50, 50))
again:registerScriptHandler(function() return 5 end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
again:registerScriptHandler(function() return 20, 50 end, cc.TABLECELL_SIZE_FOR_INDEX)
again:registerScriptHandler(function(t)
    reloads = reloads + 1
    if reloads < 4 then t:reloadData() end
    return t:dequeueCell() or cc.TableViewCell:new()
end, cc.TABLECELL_SIZE_AT_INDEX)
scene:addChild(again)
again:reloadData()
assert(reloads >= 4)
local keptCell = tableView:cellAtIndex(0)
scene:removeAllChildren()
kite.test.step(2)
checkeq(tolua.isnull(tableView), true)
checkeq(tolua.isnull(view), true)
checkeq(tolua.isnull(keptCell), true, "a cell nobody retains goes with its table")
checkerr("invalid 'self'", function() tableView:reloadData() end)
checkeq(kite.liveHandlers(), handlersBefore, "every handler died with its view")
