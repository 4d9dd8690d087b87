-- conf.lua -- read by the player before main.lua, in LÖVE's shape: the window and the save folder.
function kite.conf(t)
    t.identity = "kite-snake"
    t.window.title = "Snake"
    t.window.width, t.window.height = 960, 640 -- the design size the layout is made for
end
