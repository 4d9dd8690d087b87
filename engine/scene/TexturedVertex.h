// engine/scene/TexturedVertex.h — one corner of a textured triangle that a node builds itself.
#pragma once

#include "math/Color.h"
#include "math/Vec2.h"

#include <vector>

namespace cc {

/// A corner in node space, tinted by @p color, showing the texture at @p uv (0..1 across the whole
/// texture, v down from the image's top row, as cocos2d-x's texture coordinates).
struct TexturedVertex {
    Vec2 position;
    Color4B color;
    Vec2 uv;
};

/// Triangles as a flat list, three corners each (ProgressTimer, MotionStreak).
using TexturedTriangles = std::vector<TexturedVertex>;

} // namespace cc
