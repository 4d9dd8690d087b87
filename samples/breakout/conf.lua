-- conf.lua -- read by the player before main.lua, in LÖVE's shape: the window and the save folder.
function kite.conf(t)
    t.identity = "kite-breakout"
    t.window.title = "Breakout"
    t.window.width, t.window.height = 960, 640 -- the design size the layout is made for
end
