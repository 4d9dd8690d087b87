-- particles_spec.lua -- cc.ParticleSystemQuad from a plist with an embedded texture, every setter's
-- getter, the constants, the built-in systems, and setBlendFunc with gl.* on every drawable.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- a Particle Designer plist whose texture is embedded (gzip + base64 of an 8 x 4 test image)
local spark = cc.ParticleSystemQuad:create("data/particles/spark.plist")
checkeq(tolua.type(spark), "cc.ParticleSystemQuad")
checkeq(spark:getTotalParticles(), 40)
checkeq(spark:getLife(), 1)
checkeq(spark:getEmissionRate(), 40)
checkeq(spark:getPositionX(), 240)
checkeq(spark:getGravity().y, -50)
checknear(spark:getStartColor().g, 0.8, "start colour green")
checkeq(spark:getTexture():getPixelsWide(), 8)
checkeq(spark:isBlendAdditive(), true)
checkeq(spark:getBlendFunc().src, gl.SRC_ALPHA)
checkeq(spark:getBlendFunc().dst, gl.ONE)
checkeq(spark:getEmitterMode(), cc.PARTICLE_MODE_GRAVITY)
checkeq(spark:getPositionType(), cc.POSITION_TYPE_FREE)
scene:addChild(spark)
kite.test.step(10, 1 / 60)
checkeq(spark:getParticleCount() > 0, true, "it emits while in the scene")
checkeq(spark:isActive(), true)
spark:stopSystem()
checkeq(spark:isActive(), false)
spark:resetSystem()
checkeq(spark:isActive(), true)
spark:stop()
checkeq(spark:isActive(), false)
spark:start()
checkeq(spark:isActive(), true)
spark:pauseEmissions()
checkeq(spark:isPaused(), true)
spark:resumeEmissions()

-- bad and missing files give nil and say why
checkeq(cc.ParticleSystemQuad:create("data/particles/none.plist"), nil)
local logs = table.concat(kite.test.takeLogs(), "\n")
checkeq(logs:find("data/particles/none.plist", 1, true) ~= nil, true, logs)

-- every property: what is set is what is read
local s = cc.ParticleSystemQuad:createWithTotalParticles(30)
checkeq(s:getTotalParticles(), 30)
local floats = {"Duration", "Life", "LifeVar", "Angle", "AngleVar", "StartSize", "StartSizeVar", "EndSize",
    "EndSizeVar", "StartSpin", "StartSpinVar", "EndSpin", "EndSpinVar", "EmissionRate", "Speed", "SpeedVar",
    "TangentialAccel", "TangentialAccelVar", "RadialAccel", "RadialAccelVar"}
for i, name in ipairs(floats) do
    s["set" .. name](s, i * 2)
    checkeq(s["get" .. name](s), i * 2, name)
end
s:setGravity(cc.p(3, -4))
checkeq(s:getGravity().x, 3)
s:setPosVar(cc.p(5, 6))
checkeq(s:getPosVar().y, 6)
s:setSourcePosition(cc.p(7, 8))
checkeq(s:getSourcePosition().x, 7)
for _, name in ipairs({"StartColor", "StartColorVar", "EndColor", "EndColorVar"}) do
    s["set" .. name](s, cc.c4f(0.5, 0.25, 0, 1))
    checkeq(s["get" .. name](s).g, 0.25, name)
end
s:setRotationIsDir(true)
checkeq(s:getRotationIsDir(), true)
s:setEmitterMode(cc.PARTICLE_MODE_RADIUS)
checkeq(s:getEmitterMode(), cc.PARTICLE_MODE_RADIUS)
for i, name in ipairs({"StartRadius", "StartRadiusVar", "EndRadius", "EndRadiusVar", "RotatePerSecond",
    "RotatePerSecondVar"}) do
    s["set" .. name](s, i)
    checkeq(s["get" .. name](s), i, name)
end
s:setPositionType(cc.POSITION_TYPE_GROUPED)
checkeq(s:getPositionType(), cc.POSITION_TYPE_GROUPED)
s:setAutoRemoveOnFinish(true)
checkeq(s:isAutoRemoveOnFinish(), true)
s:setEndSize(cc.PARTICLE_START_SIZE_EQUAL_TO_END_SIZE)
checkeq(s:getEndSize(), -1)
checkeq(cc.PARTICLE_DURATION_INFINITY, -1)
checkeq(cc.POSITION_TYPE_RELATIVE, 1)

-- the built-in systems
local builtIn = {ParticleFire = 250, ParticleFireworks = 1500, ParticleSun = 350, ParticleGalaxy = 200,
    ParticleFlower = 250, ParticleMeteor = 150, ParticleSpiral = 500, ParticleExplosion = 700,
    ParticleSmoke = 200, ParticleSnow = 700, ParticleRain = 1000}
for name, count in pairs(builtIn) do
    local system = cc[name]:create()
    checkeq(tolua.type(system), "cc." .. name)
    checkeq(system:getTotalParticles(), count, name)
    checkeq(system:getTexture() ~= nil, true, name .. " has the shared texture")
    checkeq(cc[name]:createWithTotalParticles(7):getTotalParticles(), 7, name)
end
local explosion = cc.ParticleExplosion:create()
explosion:setAutoRemoveOnFinish(true)
scene:addChild(explosion)
kite.test.step(60 * 8, 1 / 60) -- its particles live 3 to 7 s
checkeq(tolua.isnull(explosion), true, "the finished explosion left the scene and died")

-- a batch node takes systems of its texture and the first one's blend function
local batch = cc.ParticleBatchNode:createWithTexture(spark:getTexture())
checkeq(tolua.type(batch), "cc.ParticleBatchNode")
local inBatch = cc.ParticleSystemQuad:create("data/particles/spark.plist")
batch:addChild(inBatch)
checkeq(batch:getChildrenCount(), 1)
checkeq(batch:getBlendFunc().dst, gl.ONE)
batch:addChild(cc.Node:create()) -- refused, logged
checkeq(batch:getChildrenCount(), 1)
kite.test.takeLogs()
batch:removeChildAtIndex(0, true)
checkeq(batch:getChildrenCount(), 0)
-- cocos's batch-atlas calls are named, not missing: Kite draws each system itself
for _, name in ipairs({"getBatchNode", "setBatchNode", "getAtlasIndex", "setAtlasIndex", "postStep"}) do
    checkerr("cc.ParticleSystem:" .. name .. " is not supported by Kite", function() return inBatch[name](inBatch) end)
end

-- setBlendFunc(src, dst) and setBlendFunc(cc.blendFunc(src, dst)) on every drawable
kite.test.image("a.png", 4, 4)
local drawables = {cc.Sprite:create("a.png"), cc.Label:createWithSystemFont("x", "", 12), cc.DrawNode:create(),
    cc.ParticleSun:create(), cc.ParticleBatchNode:create("a.png")}
for _, d in ipairs(drawables) do
    local kind = tolua.type(d)
    d:setBlendFunc(gl.ONE, gl.ONE)
    checkeq(d:getBlendFunc().src, gl.ONE, kind)
    checkeq(d:getBlendFunc().dst, gl.ONE, kind)
    d:setBlendFunc(cc.blendFunc(gl.DST_COLOR, gl.ZERO))
    checkeq(d:getBlendFunc().src, gl.DST_COLOR, kind)
    checkerr("is not supported by Kite", d.setBlendFunc, d, gl.SRC_ALPHA_SATURATE, gl.ONE)
    checkerr("gl.ONE_MINUS_DST_ALPHA, gl.DST_ALPHA", d.setBlendFunc, d, gl.ONE_MINUS_DST_ALPHA, gl.DST_ALPHA)
    checkeq(d:getBlendFunc().src, gl.DST_COLOR, kind .. " keeps its blend after a refused one")
    checkerr("setBlendFunc", d.setBlendFunc, d, "one")
end
checkeq(gl.ONE_MINUS_SRC_ALPHA, 0x0303)
