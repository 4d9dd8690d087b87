function kite.conf(t)
    t.window.title = "bunnymark (Kite)"
    t.window.width = 800
    t.window.height = 600
    t.window.vsync = false -- the frame time is the work, not the display's rate
end
