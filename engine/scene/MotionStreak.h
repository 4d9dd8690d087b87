// engine/scene/MotionStreak.h — a fading textured ribbon behind a moving node.
#pragma once

#include "base/RefPtr.h"
#include "scene/BlendFunc.h"
#include "scene/Node.h"
#include "scene/Texture2D.h"
#include "scene/TexturedVertex.h"

#include <string>
#include <vector>

namespace cc {

/// cocos2d-x `MotionStreak`. Every update (scheduled at creation) ages the points by dt / fade,
/// drops those that have faded out, and, once a position has been set, appends the node's position
/// when it is at least minSeg from the last point (and sqrt(2) minSeg from the one before; minSeg -1
/// means stroke / 5). At most fade x frames-per-second + 2 points are kept (the Director's animation
/// interval). The ribbon is @p stroke wide across the points, coloured by the node's displayed colour
/// when each point was added and by the point's remaining life as alpha; the texture runs across it
/// (u) and along it from the oldest point (v). Fast mode (the default) computes each point's edge
/// once, when it is added; otherwise all edges are recomputed every update.
/// The points are where the node was in its parent: the ribbon is drawn in the parent's space (cocos2d-x
/// keeps the node itself at the origin; Kite keeps the position, so actions and getPosition work as on
/// any node, and a rotation or scale of the streak itself is not applied to the ribbon).
/// Blend function: cocos's default for a streak, (SRC_ALPHA, ONE_MINUS_SRC_ALPHA).
class MotionStreak : public Node, public BlendProtocol {
public:
    static MotionStreak* create(float fade, float minSeg, float stroke, const Color3B& color,
                                const std::string& path);
    static MotionStreak* create(float fade, float minSeg, float stroke, const Color3B& color,
                                Texture2D* texture);

    /// Sets the colour, and the colour of every point already there.
    void tintWithColor(const Color3B& color);
    /// Forgets every point.
    void reset() { _points.clear(); }
    bool isFastMode() const { return _fastMode; }
    void setFastMode(bool fastMode) { _fastMode = fastMode; }
    bool isStartingPositionInitialized() const { return _startingPositionInitialized; }
    void setStartingPositionInitialized(bool initialized) { _startingPositionInitialized = initialized; }
    /// As cocos2d-x's streak: colours are never premultiplied, the setter does nothing.
    bool isOpacityModifyRGB() const { return false; }
    void setOpacityModifyRGB(bool) {}
    Texture2D* getTexture() const { return _texture.get(); }
    void setTexture(Texture2D* texture) { _texture.reset(texture); }

    using Node::setPosition;
    void setPosition(const Vec2& position) override;
    void update(float dt) override;

    /// Points alive now.
    std::size_t getPointCount() const { return _points.size(); }
    /// The ribbon as triangles in the parent's space; empty with fewer than two points.
    TexturedTriangles getTriangles() const;

private:
    struct Point {
        Vec2 position;
        float life = 1.0f; // 1 when added, faded out at 0
        Color3B color;
        Vec2 edge[2]; // the ribbon's two sides at this point
    };

    bool init(float fade, float minSeg, float stroke, const Color3B& color, Texture2D* texture);
    bool shouldAppend() const;
    /// Recomputes the edges of points [from, to) (and mends crossings from the point before).
    void computeEdges(std::size_t from, std::size_t to);

    RefPtr<Texture2D> _texture;
    std::vector<Point> _points;
    float _fadeDelta = 1.0f;
    float _minSegSquared = 0.0f;
    float _stroke = 0.0f;
    std::size_t _maxPoints = 2;
    bool _fastMode = true;
    bool _startingPositionInitialized = false;
};

} // namespace cc
