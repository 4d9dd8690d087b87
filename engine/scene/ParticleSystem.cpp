// engine/scene/ParticleSystem.cpp — see ParticleSystem.h. Reading plists is in ParticlePlist.cpp.
#include "scene/ParticleSystem.h"

#include "base/Log.h"
#include "base/Random.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

constexpr float kDegreesToRadians = static_cast<float>(M_PI) / 180.0f;

float clamp01(float value) {
    return std::clamp(value, 0.0f, 1.0f);
}

/// base + var * a uniform number in [-1, 1]: cocos's "value with variance".
float spread(float base, float var) {
    return base + var * Random::minus1To1();
}

} // namespace

ParticleSystem* ParticleSystem::create(const std::string& plistFile) {
    auto* system = new ParticleSystem();
    return finishCreate(system, system->initWithFile(plistFile));
}

ParticleSystem* ParticleSystem::createWithTotalParticles(int numberOfParticles) {
    auto* system = new ParticleSystem();
    return finishCreate(system, system->initWithTotalParticles(numberOfParticles));
}

ParticleSystem::~ParticleSystem() {
    if (_texture) _texture->release();
}

bool ParticleSystem::init() {
    return initWithTotalParticles(150);
}

bool ParticleSystem::initWithTotalParticles(int numberOfParticles) {
    if (numberOfParticles < 0 || numberOfParticles > kMaxTotalParticles) {
        logError("ParticleSystem: %d particles is out of range (0..%d)", numberOfParticles,
                 kMaxTotalParticles);
        return false;
    }
    _totalParticles = numberOfParticles;
    _particles.assign(static_cast<std::size_t>(numberOfParticles), Particle());
    _particleCount = 0;
    _isActive = true;
    _blendFunc = BlendFunc::ALPHA_PREMULTIPLIED;
    _positionType = PositionType::FREE;
    _emitterMode = Mode::GRAVITY;
    _isAutoRemoveOnFinish = false;
    return true;
}

void ParticleSystem::onEnter() {
    Node::onEnter();
    scheduleUpdateWithPriority(1); // after the actions have moved the emitter, as in cocos
}

void ParticleSystem::onExit() {
    unscheduleUpdate();
    Node::onExit();
}

// cocos's ParticleSystemQuad: more than were made grows the pool and restarts the system.
void ParticleSystem::setTotalParticles(int totalParticles) {
    if (totalParticles < 0 || totalParticles > kMaxTotalParticles) {
        logError("ParticleSystem::setTotalParticles(%d): out of range (0..%d)", totalParticles,
                 kMaxTotalParticles);
        return;
    }
    _totalParticles = totalParticles;
    if (static_cast<std::size_t>(totalParticles) > _particles.size()) {
        _particles.resize(static_cast<std::size_t>(totalParticles));
        resetSystem();
    }
    _particleCount = std::min(_particleCount, totalParticles);
}

bool ParticleSystem::addParticle() {
    if (isFull() || _paused) return false;
    addParticles(1);
    return true;
}

// As cocos's addParticles: the emission origin is found once for the whole batch (a FREE system's
// walks up to the scene), not once per particle.
void ParticleSystem::addParticles(int count) {
    if (_paused) return;
    count = std::min(count, _totalParticles - _particleCount);
    if (count <= 0) return;
    Vec2 origin; // GROUPED: the node's own origin
    if (_positionType == PositionType::FREE)
        origin = convertToWorldSpace(Vec2::ZERO);
    else if (_positionType == PositionType::RELATIVE)
        origin = getPosition();
    for (int i = 0; i < count; ++i)
        initParticle(_particles[static_cast<std::size_t>(_particleCount++)], origin);
}

void ParticleSystem::initParticle(Particle& p, const Vec2& startPos) {
    p.timeToLive = std::max(0.0f, spread(_life, _lifeVar));
    p.pos = Vec2(spread(_sourcePosition.x, _posVar.x), spread(_sourcePosition.y, _posVar.y));

    const Color4F start(
        clamp01(spread(_startColor.r, _startColorVar.r)), clamp01(spread(_startColor.g, _startColorVar.g)),
        clamp01(spread(_startColor.b, _startColorVar.b)), clamp01(spread(_startColor.a, _startColorVar.a)));
    const Color4F end(
        clamp01(spread(_endColor.r, _endColorVar.r)), clamp01(spread(_endColor.g, _endColorVar.g)),
        clamp01(spread(_endColor.b, _endColorVar.b)), clamp01(spread(_endColor.a, _endColorVar.a)));
    // A particle of no life dies in its first update: its deltas are never used (cocos divides anyway).
    const float life = p.timeToLive > 0.0f ? p.timeToLive : 1.0f;
    p.color = start;
    p.deltaColor = Color4F((end.r - start.r) / life, (end.g - start.g) / life, (end.b - start.b) / life,
                           (end.a - start.a) / life);

    p.size = std::max(0.0f, spread(_startSize, _startSizeVar));
    p.deltaSize = 0.0f;
    if (_endSize != START_SIZE_EQUAL_TO_END_SIZE)
        p.deltaSize = (std::max(0.0f, spread(_endSize, _endSizeVar)) - p.size) / life;

    p.rotation = spread(_startSpin, _startSpinVar);
    p.deltaRotation = (spread(_endSpin, _endSpinVar) - p.rotation) / life;

    p.startPos = startPos;

    const float a = spread(_angle, _angleVar) * kDegreesToRadians;
    if (_emitterMode == Mode::GRAVITY) {
        const float speed = spread(_modeA.speed, _modeA.speedVar);
        p.dir = Vec2(std::cos(a), std::sin(a)) * speed;
        p.radialAccel = spread(_modeA.radialAccel, _modeA.radialAccelVar);
        p.tangentialAccel = spread(_modeA.tangentialAccel, _modeA.tangentialAccelVar);
        if (_modeA.rotationIsDir) p.rotation = -p.dir.getAngle() / kDegreesToRadians;
    } else {
        p.radius = spread(_modeB.startRadius, _modeB.startRadiusVar);
        p.angle = a;
        p.degreesPerSecond = spread(_modeB.rotatePerSecond, _modeB.rotatePerSecondVar) * kDegreesToRadians;
        p.deltaRadius = 0.0f;
        if (_modeB.endRadius != START_RADIUS_EQUAL_TO_END_RADIUS)
            p.deltaRadius = (spread(_modeB.endRadius, _modeB.endRadiusVar) - p.radius) / life;
    }
}

void ParticleSystem::stopSystem() {
    _isActive = false;
    _elapsed = _duration;
    _emitCounter = 0.0f;
}

void ParticleSystem::resetSystem() {
    _isActive = true;
    _elapsed = 0.0f;
    for (int i = 0; i < _particleCount; ++i)
        _particles[static_cast<std::size_t>(i)].timeToLive = 0.0f;
}

// cocos2d-x 3.17's step: emit what the rate owes, age and remove the dead (the last live particle
// takes a dead one's place), move the rest, then place them for drawing.
void ParticleSystem::update(float dt) {
    if (_isActive && _emissionRate > 0.0f) {
        const float rate = 1.0f / _emissionRate;
        if (_particleCount < _totalParticles) _emitCounter = std::max(0.0f, _emitCounter + dt);
        const int owed = static_cast<int>(
            std::min(static_cast<float>(_totalParticles - _particleCount), _emitCounter / rate));
        addParticles(owed);
        _emitCounter -= rate * static_cast<float>(owed);
        _elapsed = std::max(0.0f, _elapsed + dt);
        if (_duration != DURATION_INFINITY && _duration < _elapsed) stopSystem();
    }

    for (int i = 0; i < _particleCount; ++i)
        _particles[static_cast<std::size_t>(i)].timeToLive -= dt;
    for (int i = 0; i < _particleCount;) {
        if (_particles[static_cast<std::size_t>(i)].timeToLive > 0.0f) {
            ++i;
            continue;
        }
        if (i != _particleCount - 1)
            _particles[static_cast<std::size_t>(i)] =
                _particles[static_cast<std::size_t>(_particleCount - 1)];
        --_particleCount; // slot i now holds the last particle: looked at again
        if (_particleCount == 0 && _isAutoRemoveOnFinish) {
            unscheduleUpdate();
            if (Node* parent = getParent()) parent->removeChild(this, true); // may delete this
            return;
        }
    }

    for (int i = 0; i < _particleCount; ++i) {
        Particle& p = _particles[static_cast<std::size_t>(i)];
        if (_emitterMode == Mode::GRAVITY) {
            Vec2 radial;
            if (p.pos.x != 0.0f || p.pos.y != 0.0f) radial = p.pos.getNormalized();
            const Vec2 tangential(-radial.y * p.tangentialAccel, radial.x * p.tangentialAccel);
            radial = radial * p.radialAccel;
            p.dir += (radial + tangential + _modeA.gravity) * dt;
            p.pos += p.dir * (dt * _yCoordFlipped);
        } else {
            p.angle += p.degreesPerSecond * dt;
            p.radius += p.deltaRadius * dt;
            p.pos.x = -std::cos(p.angle) * p.radius;
            p.pos.y = -std::sin(p.angle) * p.radius * _yCoordFlipped;
        }
        p.color.r += p.deltaColor.r * dt;
        p.color.g += p.deltaColor.g * dt;
        p.color.b += p.deltaColor.b * dt;
        p.color.a += p.deltaColor.a * dt;
        p.size = std::max(0.0f, p.size + p.deltaSize * dt);
        p.rotation += p.deltaRotation * dt;
    }

    // Where each particle is drawn, in node space.
    if (_positionType == PositionType::FREE) {
        const AffineTransform worldToNode = getWorldToNodeAffineTransform();
        for (int i = 0; i < _particleCount; ++i) {
            Particle& p = _particles[static_cast<std::size_t>(i)];
            p.drawPos = p.pos + PointApplyAffineTransform(p.startPos, worldToNode);
        }
    } else if (_positionType == PositionType::RELATIVE) {
        const Vec2 current = getPosition();
        for (int i = 0; i < _particleCount; ++i) {
            Particle& p = _particles[static_cast<std::size_t>(i)];
            p.drawPos = p.pos - (current - p.startPos);
        }
    } else {
        for (int i = 0; i < _particleCount; ++i)
            _particles[static_cast<std::size_t>(i)].drawPos = _particles[static_cast<std::size_t>(i)].pos;
    }
}

bool ParticleSystem::inMode(Mode mode, const char* function) const {
    if (_emitterMode == mode) return true;
    logError("ParticleSystem::%s: only in %s mode (the system is in %s mode)", function,
             mode == Mode::GRAVITY ? "gravity" : "radius", mode == Mode::GRAVITY ? "radius" : "gravity");
    return false;
}

// The other mode's properties: cocos asserts; Kite logs and leaves them alone, and the getters
// still answer (0 for a system that never set them).
#define KITE_MODE_PROPERTY(Type, Name, mode, member)                                                         \
    void ParticleSystem::set##Name(Type value) {                                                             \
        if (inMode(Mode::mode, "set" #Name)) member = value;                                                 \
    }
KITE_MODE_PROPERTY(const Vec2&, Gravity, GRAVITY, _modeA.gravity)
KITE_MODE_PROPERTY(float, Speed, GRAVITY, _modeA.speed)
KITE_MODE_PROPERTY(float, SpeedVar, GRAVITY, _modeA.speedVar)
KITE_MODE_PROPERTY(float, TangentialAccel, GRAVITY, _modeA.tangentialAccel)
KITE_MODE_PROPERTY(float, TangentialAccelVar, GRAVITY, _modeA.tangentialAccelVar)
KITE_MODE_PROPERTY(float, RadialAccel, GRAVITY, _modeA.radialAccel)
KITE_MODE_PROPERTY(float, RadialAccelVar, GRAVITY, _modeA.radialAccelVar)
KITE_MODE_PROPERTY(bool, RotationIsDir, GRAVITY, _modeA.rotationIsDir)
KITE_MODE_PROPERTY(float, StartRadius, RADIUS, _modeB.startRadius)
KITE_MODE_PROPERTY(float, StartRadiusVar, RADIUS, _modeB.startRadiusVar)
KITE_MODE_PROPERTY(float, EndRadius, RADIUS, _modeB.endRadius)
KITE_MODE_PROPERTY(float, EndRadiusVar, RADIUS, _modeB.endRadiusVar)
KITE_MODE_PROPERTY(float, RotatePerSecond, RADIUS, _modeB.rotatePerSecond)
KITE_MODE_PROPERTY(float, RotatePerSecondVar, RADIUS, _modeB.rotatePerSecondVar)
#undef KITE_MODE_PROPERTY

const Vec2& ParticleSystem::getGravity() const {
    return _modeA.gravity;
}
float ParticleSystem::getSpeed() const {
    return _modeA.speed;
}
float ParticleSystem::getSpeedVar() const {
    return _modeA.speedVar;
}
float ParticleSystem::getTangentialAccel() const {
    return _modeA.tangentialAccel;
}
float ParticleSystem::getTangentialAccelVar() const {
    return _modeA.tangentialAccelVar;
}
float ParticleSystem::getRadialAccel() const {
    return _modeA.radialAccel;
}
float ParticleSystem::getRadialAccelVar() const {
    return _modeA.radialAccelVar;
}
bool ParticleSystem::getRotationIsDir() const {
    return _modeA.rotationIsDir;
}
float ParticleSystem::getStartRadius() const {
    return _modeB.startRadius;
}
float ParticleSystem::getStartRadiusVar() const {
    return _modeB.startRadiusVar;
}
float ParticleSystem::getEndRadius() const {
    return _modeB.endRadius;
}
float ParticleSystem::getEndRadiusVar() const {
    return _modeB.endRadiusVar;
}
float ParticleSystem::getRotatePerSecond() const {
    return _modeB.rotatePerSecond;
}
float ParticleSystem::getRotatePerSecondVar() const {
    return _modeB.rotatePerSecondVar;
}

void ParticleSystem::setTexture(Texture2D* texture) {
    if (texture) _textureRect = Rect(Vec2::ZERO, texture->getContentSize());
    if (_texture == texture) return;
    if (texture) texture->retain();
    if (_texture) _texture->release();
    _texture = texture;
    updateBlendFunc();
}

void ParticleSystem::setTextureWithRect(Texture2D* texture, const Rect& rect) {
    setTexture(texture);
    _textureRect = rect;
}

// cocos loads images with premultiplied alpha: a texture keeps the premultiplied default blend and
// turns opacityModifyRGB on. Kite keeps images straight and lets SDL's blending multiply by alpha,
// which looks the same; the API answers as cocos does.
void ParticleSystem::updateBlendFunc() {
    if (!_texture) return;
    _opacityModifyRGB = _blendFunc == BlendFunc::ALPHA_PREMULTIPLIED;
}

void ParticleSystem::setBlendAdditive(bool additive) {
    if (additive)
        _blendFunc = BlendFunc::ADDITIVE;
    else
        _blendFunc = BlendFunc::ALPHA_PREMULTIPLIED; // textures count as premultiplied (updateBlendFunc)
}

bool ParticleSystem::isBlendAdditive() const {
    return _blendFunc.src == GLBlend::SRC_ALPHA && _blendFunc.dst == GLBlend::ONE;
}

ParticleSystemQuad* ParticleSystemQuad::create() {
    auto* system = new ParticleSystemQuad();
    return finishCreate(system, system->init());
}

ParticleSystemQuad* ParticleSystemQuad::create(const std::string& plistFile) {
    auto* system = new ParticleSystemQuad();
    return finishCreate(system, system->initWithFile(plistFile));
}

ParticleSystemQuad* ParticleSystemQuad::createWithTotalParticles(int numberOfParticles) {
    auto* system = new ParticleSystemQuad();
    return finishCreate(system, system->initWithTotalParticles(numberOfParticles));
}

void ParticleSystemQuad::setDisplayFrame(SpriteFrame* spriteFrame) {
    if (!spriteFrame || spriteFrame->isRotated()) {
        logError("ParticleSystemQuad::setDisplayFrame: %s",
                 spriteFrame ? "a rotated frame cannot be shown" : "no frame");
        return;
    }
    setTextureWithRect(spriteFrame->getTexture(), spriteFrame->getRectInPixels());
}

} // namespace cc
