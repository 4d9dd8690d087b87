// engine/scene/ProgressTimer.h — a sprite shown in part: a swept sector or a growing bar.
#pragma once

#include "base/RefPtr.h"
#include "scene/Node.h"
#include "scene/Sprite.h"
#include "scene/TexturedVertex.h"

namespace cc {

/// cocos2d-x `ProgressTimer`: draws its sprite's quad clipped by the percentage (0..100).
/// RADIAL: the sector swept clockwise from 12 o'clock around the midpoint (counter-clockwise when
/// reversed). BAR: the rectangle grown from the midpoint; the bar change rate says how much each axis
/// grows ((1, 0): horizontal, (0, 1): vertical); reversed, the bar shows what lies outside that
/// rectangle, as cocos2d-x draws it. The sprite is not a child: its colour, opacity, blend function
/// and texture are what is drawn, in the timer's node space (the timer takes the sprite's content size).
/// cocos2d-x rebuilds its vertices only when the percentage changes, so a type or direction set after
/// the percentage drew nothing until the next change; Kite builds them from the current state. A
/// midpoint on an edge of the square sweeps from it (cocos2d-x filled the whole square then).
class ProgressTimer : public Node {
public:
    enum class Type { RADIAL = 0, BAR = 1 };

    /// Anchor (0.5, 0.5), RADIAL, 0%, midpoint (0.5, 0.5), bar change rate (1, 1).
    static ProgressTimer* create(Sprite* sprite);

    Type getType() const { return _type; }
    void setType(Type type) { _type = type; }
    float getPercentage() const { return _percentage; }
    /// Clamped to [0, 100].
    void setPercentage(float percentage);
    Sprite* getSprite() const { return _sprite.get(); }
    void setSprite(Sprite* sprite);
    bool isReverseDirection() const { return _reverseDirection; }
    void setReverseDirection(bool reverse) { _reverseDirection = reverse; }
    /// Clamped to the unit square.
    void setMidpoint(const Vec2& midpoint);
    const Vec2& getMidpoint() const { return _midpoint; }
    void setBarChangeRate(const Vec2& rate) { _barChangeRate = rate; }
    const Vec2& getBarChangeRate() const { return _barChangeRate; }

    /// The sprite's colour and opacity (kept on the timer too, so the node getters agree).
    void setColor(const Color3B& color) override;
    void setOpacity(GLubyte opacity) override;

    /// What to draw, in node space: empty at 0% or without a sprite.
    TexturedTriangles getTriangles() const;

private:
    /// A point of the unit square (x right, y up over the sprite's quad) as a corner to draw.
    TexturedVertex corner(const Vec2& alpha) const;
    void radialTriangles(TexturedTriangles& out) const;
    void barTriangles(TexturedTriangles& out) const;
    /// The unit square's corners in sweep order from the top-right (top-left when reversed).
    Vec2 boundary(int index) const;

    RefPtr<Sprite> _sprite;
    Type _type = Type::RADIAL;
    float _percentage = 0.0f;
    bool _reverseDirection = false;
    Vec2 _midpoint{0.5f, 0.5f};
    Vec2 _barChangeRate{1.0f, 1.0f};
};

} // namespace cc
