function love.conf(t)
    t.window.width = "wide"
end
