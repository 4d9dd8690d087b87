-- Kite's own name for the function; conf.lua's fields win over config.json's.
function kite.conf(t)
    assert(t.window.width == 480 and t.window.height == 640, "config.json's size (turned upright) is in t")
    t.fixeddt = 0.05
end
