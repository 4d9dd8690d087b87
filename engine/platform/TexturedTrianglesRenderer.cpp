// engine/platform/TexturedTrianglesRenderer.cpp — nodes that build their own textured triangles:
// ProgressTimer, MotionStreak and ui::Scale9Sprite (part of SceneRenderer).
#include "platform/BlendModes.h"
#include "platform/Painter.h"
#include "platform/SceneRenderer.h"
#include "scene/MotionStreak.h"
#include "scene/ProgressTimer.h"
#include "scene/Sprite.h"
#include "scene/Texture2D.h"
#include "ui/Scale9Sprite.h"

namespace cc {

void SceneRenderer::drawTexturedTriangles(const TexturedTriangles& triangles,
                                          const AffineTransform& transform, Texture2D* texture,
                                          const BlendFunc& blend) {
    if (triangles.empty()) return;
    auto* sdlTexture = texture ? static_cast<SDL_Texture*>(texture->getPlatformHandle()) : nullptr;
    Painter painter(_renderer, _height);
    painter.setTransform(transform);
    _texturedVertices.clear();
    for (const TexturedVertex& v : triangles)
        _texturedVertices.push_back(SDL_Vertex{painter.toScreen(v.position),
                                               SDL_Color{v.color.r, v.color.g, v.color.b, v.color.a},
                                               SDL_FPoint{v.uv.x, v.uv.y}});
    ScopedBlendMode mode(_renderer, sdlTexture, blend);
    SDL_RenderGeometry(_renderer, sdlTexture, _texturedVertices.data(),
                       static_cast<int>(_texturedVertices.size()), nullptr, 0);
}

// The sprite's texture and blend function, in the timer's space (ProgressTimer.h).
void SceneRenderer::drawProgressTimer(ProgressTimer* timer) {
    Sprite* sprite = timer->getSprite();
    if (!sprite) return;
    drawTexturedTriangles(timer->getTriangles(), timer->getVisitTransform(), sprite->getTexture(),
                          sprite->getBlendFunc());
}

// The ribbon's points are in the parent's space (MotionStreak.h).
void SceneRenderer::drawMotionStreak(MotionStreak* streak) {
    const AffineTransform parentToWorld =
        AffineTransformConcat(streak->getParentToNodeAffineTransform(), streak->getVisitTransform());
    drawTexturedTriangles(streak->getTriangles(), parentToWorld, streak->getTexture(),
                          streak->getBlendFunc());
}

// Up to nine quads in the sprite's space (Scale9Sprite.h); a texture drawn into now is skipped as
// drawSprite does.
void SceneRenderer::drawScale9Sprite(ui::Scale9Sprite* sprite) {
    Texture2D* texture = sprite->getTexture();
    if (!texture || sprite->getDisplayedOpacity() == 0) return;
    if (static_cast<SDL_Texture*>(texture->getPlatformHandle()) == _target) return;
    if (sprite->getState() == ui::Scale9Sprite::State::GRAY) {
        if (Texture2D* gray = texture->getGrayTexture()) texture = gray;
    }
    drawTexturedTriangles(sprite->getTriangles(), sprite->getVisitTransform(), texture, sprite->getBlendFunc());
}

} // namespace cc
