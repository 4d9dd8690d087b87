// engine/scene/ParticleSystem.h — cocos2d-x's particle emitter (gravity and radius modes).
#pragma once

#include "math/Color.h"
#include "scene/BlendFunc.h"
#include "scene/Node.h"

#include <string>
#include <vector>

namespace cc {

class PlistValue;
class SpriteFrame;
class Texture2D;

/// cocos2d-x 3.17 `ParticleSystem`: emits up to getTotalParticles() particles at getEmissionRate()
/// per second for getDuration() seconds (-1: forever) and moves each one for its life, in one of
/// two modes: GRAVITY (speed along an angle, gravity, radial and tangential acceleration) or RADIUS
/// (turning about the source at rotatePerSecond while the radius goes from startRadius to
/// endRadius). Colour, size and spin go linearly from start to end over a particle's life; every
/// "Var" is the half-range of a uniform random spread (cc::Random, seeded by the player's --seed).
///
/// Position types: FREE particles stay where they were emitted in the world when the emitter (or an
/// ancestor) moves; RELATIVE ones stay put when the emitter moves but follow its parent; GROUPED
/// ones move with the emitter. The system updates itself (scheduled at priority 1 while running, as
/// in cocos) and is drawn by the renderer as one textured square per particle.
///
/// Differences from cocos kept on purpose: a malformed plist or a bad value is an error naming the
/// file (cocos asserts); setters of the other mode's properties are ignored with a logged error
/// (cocos asserts in debug builds and writes them anyway in release builds).
class ParticleSystem : public Node, public BlendProtocol {
public:
    enum class Mode { GRAVITY = 0, RADIUS = 1 };
    enum class PositionType { FREE = 0, RELATIVE = 1, GROUPED = 2 };
    static constexpr float DURATION_INFINITY = -1.0f;
    static constexpr float START_SIZE_EQUAL_TO_END_SIZE = -1.0f;
    static constexpr float START_RADIUS_EQUAL_TO_END_RADIUS = -1.0f;
    /// Kite refuses more particles than this in one system (a typo must not eat memory).
    static constexpr int kMaxTotalParticles = 1000000;

    /// One live particle. pos is relative to where it was emitted (startPos) as cocos keeps it;
    /// drawPos is where it is drawn, in the system's node space (set by update()).
    struct Particle {
        Vec2 pos;
        Vec2 startPos;
        Vec2 drawPos;
        Color4F color;
        Color4F deltaColor;
        float size = 0.0f;
        float deltaSize = 0.0f;
        float rotation = 0.0f;
        float deltaRotation = 0.0f;
        float timeToLive = 0.0f;
        // gravity mode
        Vec2 dir;
        float radialAccel = 0.0f;
        float tangentialAccel = 0.0f;
        // radius mode
        float angle = 0.0f;
        float degreesPerSecond = 0.0f;
        float radius = 0.0f;
        float deltaRadius = 0.0f;
    };

    /// The plist @p plistFile (cocos / Particle Designer format); nullptr, logged with the file's
    /// name and what is wrong, when it cannot be read.
    static ParticleSystem* create(const std::string& plistFile);
    static ParticleSystem* createWithTotalParticles(int numberOfParticles);
    ~ParticleSystem() override;

    bool init() override; // 150 particles, as cocos
    virtual bool initWithTotalParticles(int numberOfParticles);
    bool initWithFile(const std::string& plistFile);
    /// Reads a particle dictionary; @p dirname is prefixed to a relative texture name. On failure
    /// returns false with @p error set (without the file name).
    bool initWithDictionary(const PlistValue& dictionary, const std::string& dirname, std::string* error);

    // Emission
    bool addParticle();
    void stopSystem();
    /// Kills every live particle and starts emitting again.
    void resetSystem();
    bool isActive() const { return _isActive; }
    bool isFull() const { return _particleCount == _totalParticles; }
    void pauseEmissions() { _paused = true; }
    void resumeEmissions() { _paused = false; }
    bool isPaused() const { return _paused; }
    /// cocos's PlayableProtocol: start() is resetSystem(), stop() is stopSystem().
    void start() { resetSystem(); }
    void stop() { stopSystem(); }
    void update(float dt) override;
    void updateWithNoTime() { update(0.0f); }
    void onEnter() override;
    void onExit() override;

    // Gravity mode
    void setGravity(const Vec2& g);
    const Vec2& getGravity() const;
    void setSpeed(float speed);
    float getSpeed() const;
    void setSpeedVar(float speed);
    float getSpeedVar() const;
    void setTangentialAccel(float t);
    float getTangentialAccel() const;
    void setTangentialAccelVar(float t);
    float getTangentialAccelVar() const;
    void setRadialAccel(float t);
    float getRadialAccel() const;
    void setRadialAccelVar(float t);
    float getRadialAccelVar() const;
    void setRotationIsDir(bool t);
    bool getRotationIsDir() const;

    // Radius mode
    void setStartRadius(float startRadius);
    float getStartRadius() const;
    void setStartRadiusVar(float startRadiusVar);
    float getStartRadiusVar() const;
    void setEndRadius(float endRadius);
    float getEndRadius() const;
    void setEndRadiusVar(float endRadiusVar);
    float getEndRadiusVar() const;
    void setRotatePerSecond(float degrees);
    float getRotatePerSecond() const;
    void setRotatePerSecondVar(float degrees);
    float getRotatePerSecondVar() const;

    // Common
    unsigned int getParticleCount() const { return static_cast<unsigned int>(_particleCount); }
    float getDuration() const { return _duration; }
    void setDuration(float duration) { _duration = duration; }
    const Vec2& getSourcePosition() const { return _sourcePosition; }
    void setSourcePosition(const Vec2& pos) { _sourcePosition = pos; }
    const Vec2& getPosVar() const { return _posVar; }
    void setPosVar(const Vec2& pos) { _posVar = pos; }
    float getLife() const { return _life; }
    void setLife(float life) { _life = life; }
    float getLifeVar() const { return _lifeVar; }
    void setLifeVar(float lifeVar) { _lifeVar = lifeVar; }
    float getAngle() const { return _angle; }
    void setAngle(float angle) { _angle = angle; }
    float getAngleVar() const { return _angleVar; }
    void setAngleVar(float angleVar) { _angleVar = angleVar; }
    Mode getEmitterMode() const { return _emitterMode; }
    void setEmitterMode(Mode mode) { _emitterMode = mode; }
    float getStartSize() const { return _startSize; }
    void setStartSize(float startSize) { _startSize = startSize; }
    float getStartSizeVar() const { return _startSizeVar; }
    void setStartSizeVar(float sizeVar) { _startSizeVar = sizeVar; }
    float getEndSize() const { return _endSize; }
    void setEndSize(float endSize) { _endSize = endSize; }
    float getEndSizeVar() const { return _endSizeVar; }
    void setEndSizeVar(float sizeVar) { _endSizeVar = sizeVar; }
    const Color4F& getStartColor() const { return _startColor; }
    void setStartColor(const Color4F& color) { _startColor = color; }
    const Color4F& getStartColorVar() const { return _startColorVar; }
    void setStartColorVar(const Color4F& color) { _startColorVar = color; }
    const Color4F& getEndColor() const { return _endColor; }
    void setEndColor(const Color4F& color) { _endColor = color; }
    const Color4F& getEndColorVar() const { return _endColorVar; }
    void setEndColorVar(const Color4F& color) { _endColorVar = color; }
    float getStartSpin() const { return _startSpin; }
    void setStartSpin(float spin) { _startSpin = spin; }
    float getStartSpinVar() const { return _startSpinVar; }
    void setStartSpinVar(float pinVar) { _startSpinVar = pinVar; }
    float getEndSpin() const { return _endSpin; }
    void setEndSpin(float endSpin) { _endSpin = endSpin; }
    float getEndSpinVar() const { return _endSpinVar; }
    void setEndSpinVar(float endSpinVar) { _endSpinVar = endSpinVar; }
    float getEmissionRate() const { return _emissionRate; }
    void setEmissionRate(float rate) { _emissionRate = rate; }
    int getTotalParticles() const { return _totalParticles; }
    /// Fewer keeps the pool (the extra live particles go); more grows it and restarts the system,
    /// as cocos's ParticleSystemQuad does.
    void setTotalParticles(int totalParticles);
    bool isAutoRemoveOnFinish() const { return _isAutoRemoveOnFinish; }
    void setAutoRemoveOnFinish(bool var) { _isAutoRemoveOnFinish = var; }
    PositionType getPositionType() const { return _positionType; }
    void setPositionType(PositionType type) { _positionType = type; }
    /// The plist's full path (cocos's getResourceFile), "" when not made from a file.
    const std::string& getResourceFile() const { return _plistFile; }

    // Texture and blending
    Texture2D* getTexture() const { return _texture; }
    /// Retained; shows the whole texture. Textures count as premultiplied, as cocos loads PNGs: the
    /// default blend stays (ONE, ONE_MINUS_SRC_ALPHA) and opacityModifyRGB turns on (the renderer
    /// draws the same look from Kite's straight-alpha images).
    void setTexture(Texture2D* texture);
    /// The part of the texture each particle shows, in pixels (cocos's ParticleSystemQuad).
    void setTextureWithRect(Texture2D* texture, const Rect& rect);
    const Rect& getTextureRect() const { return _textureRect; }
    void setBlendAdditive(bool additive);
    bool isBlendAdditive() const;
    void setOpacityModifyRGB(bool value) { _opacityModifyRGB = value; }
    bool isOpacityModifyRGB() const { return _opacityModifyRGB; }

    /// The live particles, [0, getParticleCount()).
    const std::vector<Particle>& getParticles() const { return _particles; }

protected:
    ParticleSystem() = default;
    /// @p system autoreleased when @p initialised, else deleted (nullptr): the create functions' end.
    template <class T> static T* finishCreate(T* system, bool initialised) {
        if (!initialised) {
            delete system;
            return nullptr;
        }
        system->autorelease();
        return system;
    }
    /// Emits up to @p count particles (fewer when the pool fills; none while paused).
    void addParticles(int count);
    /// Sets @p particle up as newly emitted from @p startPos (where its position type measures from).
    void initParticle(Particle& particle, const Vec2& startPos);
    void updateBlendFunc();
    /// Checks the current mode is @p mode; logs and returns false otherwise.
    bool inMode(Mode mode, const char* function) const;

    std::vector<Particle> _particles; // size() is what was allocated
    int _particleCount = 0;
    int _totalParticles = 0;
    std::string _plistFile;
    bool _isActive = true;
    bool _paused = false;
    bool _isAutoRemoveOnFinish = false;
    float _elapsed = 0.0f;
    float _emitCounter = 0.0f;
    float _duration = 0.0f;
    Vec2 _sourcePosition;
    Vec2 _posVar;
    float _life = 0.0f, _lifeVar = 0.0f;
    float _angle = 0.0f, _angleVar = 0.0f;
    Mode _emitterMode = Mode::GRAVITY;
    float _startSize = 0.0f, _startSizeVar = 0.0f, _endSize = 0.0f, _endSizeVar = 0.0f;
    Color4F _startColor, _startColorVar, _endColor, _endColorVar;
    float _startSpin = 0.0f, _startSpinVar = 0.0f, _endSpin = 0.0f, _endSpinVar = 0.0f;
    float _emissionRate = 0.0f;
    PositionType _positionType = PositionType::FREE;
    float _yCoordFlipped = 1.0f;
    struct {
        Vec2 gravity;
        float speed = 0.0f, speedVar = 0.0f;
        float tangentialAccel = 0.0f, tangentialAccelVar = 0.0f;
        float radialAccel = 0.0f, radialAccelVar = 0.0f;
        bool rotationIsDir = false;
    } _modeA;
    struct {
        float startRadius = 0.0f, startRadiusVar = 0.0f;
        float endRadius = 0.0f, endRadiusVar = 0.0f;
        float rotatePerSecond = 0.0f, rotatePerSecondVar = 0.0f;
    } _modeB;
    Texture2D* _texture = nullptr;
    Rect _textureRect;
    bool _opacityModifyRGB = false;
};

/// cocos2d-x's `ParticleSystemQuad`, the particle system games create: in Kite every
/// ParticleSystem draws its quads, so this adds only cocos's constructors.
class ParticleSystemQuad : public ParticleSystem {
public:
    static ParticleSystemQuad* create();
    static ParticleSystemQuad* create(const std::string& plistFile);
    static ParticleSystemQuad* createWithTotalParticles(int numberOfParticles);
    /// The frame's texture and rect (a rotated frame is refused, logged: cocos asserts).
    void setDisplayFrame(SpriteFrame* spriteFrame);

protected:
    ParticleSystemQuad() = default;
};

} // namespace cc
