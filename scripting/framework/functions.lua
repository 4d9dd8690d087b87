-- functions.lua -- class(), handler(), iskindof() in the cocos2d-x 3.x style.
-- A class made from a C++ class (or a function returning a C++ object) extends each instance
-- through its tolua peer, so Lua methods are found before the C++ ones and vanish with the object.

local function setIndex(t, index)
    if type(t) == "userdata" then
        local peer = tolua.getpeer(t)
        if not peer then
            peer = {}
            tolua.setpeer(t, peer)
        end
        return setIndex(peer, index)
    end
    local mt = getmetatable(t)
    if not mt then
        mt = {}
        setmetatable(t, mt)
    end
    if mt.__index == nil then
        mt.__index = index
    elseif mt.__index ~= index then
        setIndex(mt, index)
    end
end

--- class(name [, super...]): `super` is a Lua class, a C++ class table (cc.Node), or a function
--- returning the object to extend (function() return cc.Sprite:create("a.png") end).
function class(classname, ...)
    local cls = {__cname = classname}
    for _, super in ipairs({...}) do
        local kind = type(super)
        if kind == "function" then
            assert(cls.__create == nil, string.format("class() - '%s': more than one creating super", classname))
            cls.__create = super
        elseif kind == "table" and rawget(super, ".isclass") then
            assert(cls.__create == nil, string.format("class() - '%s': more than one creating super", classname))
            cls.__create = function() return super:create() end
        elseif kind == "table" then
            cls.__supers = cls.__supers or {}
            cls.__supers[#cls.__supers + 1] = super
            cls.super = cls.super or super
            cls.__create = cls.__create or super.__create
        else
            error(string.format("class() - '%s': super must be a class, a C++ class or a function, got %s",
                classname, kind), 2)
        end
    end
    cls.__index = cls
    if cls.__supers and #cls.__supers > 1 then
        setmetatable(cls, {__index = function(_, key)
            for _, super in ipairs(cls.__supers) do
                local v = super[key]
                if v ~= nil then return v end
            end
        end})
    elseif cls.super then
        setmetatable(cls, {__index = cls.super})
    end
    if not cls.ctor then cls.ctor = function() end end
    cls.new = function(...)
        local instance = cls.__create and cls.__create(...) or {}
        setIndex(instance, cls)
        instance.class = cls
        instance:ctor(...)
        return instance
    end
    cls.create = function(_, ...) return cls.new(...) end
    return cls
end

--- handler(obj, method): a function calling obj:method(...), for callbacks.
function handler(obj, method)
    assert(type(method) == "function", "handler() - method must be a function")
    return function(...) return method(obj, ...) end
end

--- iskindof(obj, name): true when obj's class (or one of its supers) is called `name`,
--- or, for C++ objects, when tolua.iskindof says so.
function iskindof(obj, classname)
    local t = type(obj)
    if t ~= "table" and t ~= "userdata" then return false end
    local function walk(cls)
        if type(cls) ~= "table" then return false end
        if cls.__cname == classname then return true end
        for _, super in ipairs(cls.__supers or {}) do
            if walk(super) then return true end
        end
        return false
    end
    local ok, cls = pcall(function() return obj.class end)
    if ok and walk(cls) then return true end
    if t == "userdata" then return tolua.iskindof(obj, classname) end
    return false
end
