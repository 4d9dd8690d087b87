function love.conf(t)
    while true do t.window.width = 1 end
end
