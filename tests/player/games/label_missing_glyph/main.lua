-- A character no installed font has (U+30000, from CJK extension G): two labels draw what SDL_ttf
-- draws for it, and one warning names the font.
local scene = cc.Scene:create()
for i, text in ipairs({"A\240\176\128\128B", "\240\176\128\128"}) do
    local label = cc.Label:createWithSystemFont(text, "Arial", 16)
    label:setPosition(40 * i, 40)
    scene:addChild(label)
end
cc.Director:getInstance():runWithScene(scene)
