-- cc.TableView and cc.ScrollView (issue 21): left, a vertical table of 20 cells 16 high filled
-- TOP_DOWN in an 60x70 view, scrolled part way (cells 3 to 7 show, 3 and 7 cut by the view's clip),
-- each cell a colour bar whose width says its index; right, a horizontal table of 12 cells 18 wide
-- scrolled part way; bottom right, a scroll view over a 120x120 gradient moved to (-30, -40), clipped.
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))

local function colour(idx)
    return cc.c4b(60 + (idx * 53) % 196, 60 + (idx * 97) % 196, 60 + (idx * 31) % 196, 255)
end

local function makeTable(size, direction, count, cellW, cellH)
    local t = cc.TableView:create(size)
    t:setDirection(direction)
    t:setVerticalFillOrder(cc.TABLEVIEW_FILL_TOPDOWN)
    t:registerScriptHandler(function() return count end, cc.NUMBER_OF_CELLS_IN_TABLEVIEW)
    t:registerScriptHandler(function() return cellH, cellW end, cc.TABLECELL_SIZE_FOR_INDEX)
    t:registerScriptHandler(function(tv, idx)
        local cell = tv:dequeueCell()
        if not cell then
            cell = cc.TableViewCell:new()
            cell.bar = cc.LayerColor:create(cc.c4b(0, 0, 0, 255), 1, 1)
            cell:addChild(cell.bar)
        end
        cell.bar:setColor(cc.c3b(colour(idx).r, colour(idx).g, colour(idx).b))
        if direction == cc.SCROLLVIEW_DIRECTION_VERTICAL then
            cell.bar:setContentSize(cc.size(10 + idx * 2, cellH - 2))
        else
            cell.bar:setContentSize(cc.size(cellW - 2, 10 + idx * 3))
        end
        return cell
    end, cc.TABLECELL_SIZE_AT_INDEX)
    t:reloadData()
    return t
end

local vertical = makeTable(cc.size(60, 70), cc.SCROLLVIEW_DIRECTION_VERTICAL, 20, 60, 16)
vertical:setPosition(10, 40)
scene:addChild(vertical)
-- TOP_DOWN: cell i spans container y (20 - i - 1) * 16 .. (20 - i) * 16; show from 5 points into cell 3
vertical:setContentOffset(cc.p(0, -(20 * 16 - 3 * 16 - 5 - 70)))

local horizontal = makeTable(cc.size(80, 40), cc.SCROLLVIEW_DIRECTION_HORIZONTAL, 12, 18, 40)
horizontal:setPosition(75, 70)
scene:addChild(horizontal)
horizontal:setContentOffset(cc.p(-45, 0))

local gradient = cc.LayerGradient:create(cc.c4b(255, 0, 0, 255), cc.c4b(0, 0, 255, 255))
gradient:setContentSize(cc.size(120, 120))
local view = cc.ScrollView:create(cc.size(60, 40), gradient)
view:setPosition(90, 15)
view:setContentOffset(cc.p(-30, -40))
scene:addChild(view)
cc.Director:getInstance():runWithScene(scene)
