-- Particles (run with --seed: emission is random): a fountain from a plist whose texture is embedded
-- (gzip + base64 of a PNG), alpha blended; the built-in sun, additive, over a red bar; a radius-mode
-- ring; and a GROUPED system inside a moving node next to a FREE one leaving a trail.
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(20, 20, 30, 255)))
local bar = cc.LayerColor:create(cc.c4b(160, 0, 0, 255), 40, 120)
bar:setPosition(100, 0)
scene:addChild(bar)

local fountain = cc.ParticleSystemQuad:create("fountain.plist")
scene:addChild(fountain)

local sun = cc.ParticleSun:createWithTotalParticles(60)
sun:setPosition(120, 90)
sun:setStartSize(14)
scene:addChild(sun)

local ring = cc.ParticleSystemQuad:createWithTotalParticles(40)
ring:setTexture(sun:getTexture())
ring:setEmitterMode(cc.PARTICLE_MODE_RADIUS)
ring:setStartRadius(20)
ring:setEndRadius(cc.PARTICLE_START_RADIUS_EQUAL_TO_END_RADIUS)
ring:setRotatePerSecond(120)
ring:setAngleVar(180)
ring:setLife(2)
ring:setEmissionRate(20)
ring:setDuration(cc.PARTICLE_DURATION_INFINITY)
ring:setStartSize(6)
ring:setEndSize(cc.PARTICLE_START_SIZE_EQUAL_TO_END_SIZE)
ring:setStartColor(cc.c4f(0.3, 1, 0.3, 1))
ring:setEndColor(cc.c4f(0.3, 1, 0.3, 1))
ring:setPosition(40, 90)
scene:addChild(ring)

-- two trails from a node moving right: FREE particles stay behind, GROUPED ones move with it
local mover = cc.Node:create()
mover:setPosition(60, 10)
scene:addChild(mover)
for i, kind in ipairs({cc.POSITION_TYPE_FREE, cc.POSITION_TYPE_GROUPED}) do
    local trail = cc.ParticleSystemQuad:createWithTotalParticles(30)
    trail:setTexture(sun:getTexture())
    trail:setPositionType(kind)
    trail:setPosition(0, (i - 1) * 12)
    trail:setLife(0.5)
    trail:setEmissionRate(60)
    trail:setDuration(-1)
    trail:setSpeed(0)
    trail:setStartSize(5)
    trail:setEndSize(-1)
    trail:setStartColor(cc.c4f(1, 1, 0, 1))
    trail:setEndColor(cc.c4f(1, 1, 0, 1))
    mover:addChild(trail)
end
mover:runAction(cc.MoveBy:create(0.5, cc.p(40, 0)))

cc.Director:getInstance():runWithScene(scene)
