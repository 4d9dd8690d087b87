-- strict.lua -- optional strict globals: reading or writing an undeclared global is an error that
-- names the variable and the file:line. Declare globals with cc.exportGlobal(name, value) or by
-- assigning them at the top level of a main chunk before cc.disable_global() is called.

cc = cc or {}

--- @lua cc.disable_global()
--- Turns on strict globals: reading or assigning an undeclared global is then an error naming it.
function cc.disable_global()
    local mt = getmetatable(_G)
    if mt == nil then
        mt = {}
        setmetatable(_G, mt)
    end
    mt.__newindex = function(_, name, _)
        error(string.format("assignment to undeclared global variable '%s' (strict mode)", tostring(name)), 2)
    end
    mt.__index = function(_, name)
        error(string.format("read of undeclared global variable '%s' (strict mode)", tostring(name)), 2)
    end
end

--- @lua cc.enable_global()
--- Turns strict globals off again.
function cc.enable_global()
    local mt = getmetatable(_G)
    if mt then
        mt.__newindex = nil
        mt.__index = nil
    end
end

--- @lua cc.exportGlobal(name: string, value: any)
--- Sets a global even while strict globals are on, which declares it.
function cc.exportGlobal(name, value) rawset(_G, name, value) end
