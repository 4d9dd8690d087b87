-- LÖVE's shape: love.conf(t), with fields Kite has no use for (modules, console) left alone.
function love.conf(t)
    t.identity = "love_saves"
    t.console = true
    t.window.title = "Love Conf"
    t.window.width = 320
    t.window.height = 200
    t.window.vsync = 1
    t.modules.audio = false
end
