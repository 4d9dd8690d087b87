function love.conf(t)
    t.window.title = "bunnymark (LÖVE)"
    t.window.width = 800
    t.window.height = 600
    t.window.vsync = 0 -- the frame time is the work, not the display's rate
    t.modules.audio = false
    t.modules.sound = false
    t.modules.joystick = false
    t.modules.physics = false
end
