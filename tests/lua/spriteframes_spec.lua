-- spriteframes_spec.lua -- sprite frames and sheets from Lua, with cocos2d-x 3.17's names.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- a sheet this spec writes, next to its texture (known to the test loader by size only)
local dir = os.tmpname()
os.remove(dir)
local plist = dir .. "_sheet.plist"
local texture = dir .. "_sheet.png"
kite.test.image(texture, 64, 64)
local function writeSheet(path, frames, textureName)
    local f = assert(io.open(path, "w"))
    f:write('<?xml version="1.0"?><plist version="1.0"><dict><key>frames</key><dict>', frames,
        '</dict><key>metadata</key><dict><key>format</key><integer>2</integer>',
        '<key>textureFileName</key><string>', textureName, '</string></dict></dict></plist>')
    f:close()
end
writeSheet(plist, [[
<key>hero.png</key><dict><key>frame</key><string>{{2,2},{20,10}}</string><key>offset</key><string>{1,-1}</string>
<key>rotated</key><true/><key>sourceSize</key><string>{24,14}</string></dict>
<key>coin.png</key><dict><key>frame</key><string>{{30,2},{8,8}}</string><key>offset</key><string>{0,0}</string>
<key>rotated</key><false/><key>sourceSize</key><string>{8,8}</string></dict>]], texture:match("[^/]+$"))

local cache = cc.SpriteFrameCache:getInstance()
checkeq(tolua.type(cache), "cc.SpriteFrameCache")
checkeq(cache, cc.SpriteFrameCache:getInstance())
checkeq(cache:isSpriteFramesWithFileLoaded(plist), false)
cache:addSpriteFrames(plist)
checkeq(cache:isSpriteFramesWithFileLoaded(plist), true)

local frame = cache:getSpriteFrame("hero.png")
checkeq(tolua.type(frame), "cc.SpriteFrame")
checkeq(cache:getSpriteFrameByName("hero.png"), frame)
local r = frame:getRect()
checkeq(r.x, 2); checkeq(r.y, 2); checkeq(r.width, 20); checkeq(r.height, 10)
checkeq(frame:isRotated(), true)
checkeq(frame:getOffset().x, 1)
checkeq(frame:getOffset().y, -1)
checkeq(frame:getOriginalSize().width, 24)
checkeq(frame:getTexture():getPixelsWide(), 64)
checkeq(frame:getTexture():getPath(), texture)

-- sprites from frames
local hero = cc.Sprite:createWithSpriteFrameName("hero.png")
checkeq(tolua.type(hero), "cc.Sprite")
checkeq(hero:getContentSize().width, 24)
checkeq(hero:getContentSize().height, 14)
checkeq(hero:isTextureRectRotated(), true)
checkeq(hero:getSpriteFrame(), frame)
checkeq(hero:isFrameDisplayed(frame), true)
hero:setSpriteFrame("coin.png")
checkeq(hero:getContentSize().width, 8)
checkeq(hero:isFrameDisplayed(frame), false)
hero:setSpriteFrame(frame)
checkeq(hero:isFrameDisplayed(frame), true)
hero:setFlippedX(true)
checkeq(hero:isFlippedX(), true)
local offset = hero:getOffsetPosition()
checkeq(offset.x, -1 + 2) -- the flip mirrors the trim offset: -1 + (24 - 20) / 2
scene:addChild(hero)
local byFrame = cc.Sprite:createWithSpriteFrame(cache:getSpriteFrame("coin.png"))
checkeq(byFrame:getTextureRect().x, 30)
byFrame:setTextureRect(cc.rect(0, 0, 4, 6), true, cc.size(10, 10))
checkeq(byFrame:isTextureRectRotated(), true)
checkeq(byFrame:getContentSize().width, 10)

-- frames made by hand, clones, the cache's add and remove
local tex = director:getTextureCache():addImage(texture)
local made = cc.SpriteFrame:createWithTexture(tex, cc.rect(0, 0, 4, 4), false, cc.p(0, 0), cc.size(4, 4))
local copy = made:clone()
checkeq(tolua.type(copy), "cc.SpriteFrame")
checkeq(copy:getRect().width, 4)
cache:addSpriteFrame(made, "made")
checkeq(cache:getSpriteFrame("made"), made)
cache:removeSpriteFrameByName("made")
checkeq(cache:getSpriteFrame("made"), nil)
checkeq(cc.SpriteFrame:create(texture, cc.rect(0, 0, 1, 1)):getRect().height, 1)

-- bad sheets: nothing added, nil frames, no crash
local bad = dir .. "_bad.plist"
writeSheet(bad, "<key>far</key><dict><key>frame</key><string>{{60,60},{8,8}}</string></dict>", texture:match("[^/]+$"))
checkeq(cache:addSpriteFrames(bad), false)
checkeq(cache:getSpriteFrame("far"), nil)
checkeq(cc.Sprite:createWithSpriteFrameName("far"), nil)
checkeq(cache:addSpriteFrames(dir .. "_none.plist"), false)
checkerr("error in function 'cc.SpriteFrameCache:addSpriteFrames'", function() cache:addSpriteFrames({}) end)

-- removing: unused frames go, a shown frame stays alive with its sprite
kite.test.step(1)
cache:removeUnusedSpriteFrames()
checkeq(cache:getSpriteFrame("coin.png"), nil)
checkeq(cache:getSpriteFrame("hero.png"), frame)
cache:removeSpriteFramesFromFile(plist)
checkeq(cache:getSpriteFrame("hero.png"), nil)
checkeq(hero:getSpriteFrame():getRect().width, 20)
hero:removeFromParent()
kite.test.step(2)
checkeq(tolua.isnull(frame), true, "the frame died with its last sprite")
os.remove(plist)
os.remove(bad)

-- stretching, on by default as in cocos2d-x 3.17
local trimmed = cc.SpriteFrame:createWithTexture(cc.Director:getInstance():getTextureCache():addImage(texture),
    cc.rect(2, 2, 20, 10), false, cc.p(1, -1), cc.size(24, 14))
local stretched = cc.Sprite:createWithSpriteFrame(trimmed)
checkeq(stretched:isStretchEnabled(), true)
checkeq(stretched:getOffsetPosition().x, 1 + (24 - 20) / 2)
stretched:setContentSize(cc.size(48, 14))
checkeq(stretched:getOffsetPosition().x, (1 + (24 - 20) / 2) * 2, "the trim offset stretches too")
stretched:setStretchEnabled(false)
checkeq(stretched:isStretchEnabled(), false)
local turned = cc.Sprite:createWithTexture(cc.Director:getInstance():getTextureCache():addImage(texture),
    cc.rect(2, 2, 20, 10), true)
checkeq(turned:isTextureRectRotated(), true)
checkeq(turned:getContentSize().width, 20)
