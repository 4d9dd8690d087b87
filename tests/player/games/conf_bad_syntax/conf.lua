function love.conf(t)
    t.window.width =
end
