-- a module found as "app.MyApp" through the src/ search path
local MyApp = {}
function MyApp.sprite()
    -- found by name only: quadrants.png lives in res/, which is a search path
    return cc.Sprite:create("quadrants.png")
end
return MyApp
