// engine/platform/ParticleRenderer.cpp — a ParticleSystem as textured squares (part of SceneRenderer).
#include "platform/BlendModes.h"
#include "platform/Painter.h"
#include "platform/SceneRenderer.h"
#include "scene/ParticleSystem.h"
#include "scene/Texture2D.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

Uint8 channel(float value) {
    return static_cast<Uint8>(std::lround(std::clamp(value, 0.0f, 1.0f) * 255.0f));
}

} // namespace

// One square of the particle's size about its position, turned clockwise by its rotation (cocos's
// updatePosWithParticle), showing the texture rect upright, coloured by the particle's colour. Kite's
// textures are straight alpha and SDL's blend modes multiply by alpha themselves: the colour is not
// premultiplied even when opacityModifyRGB says cocos would (ParticleSystem::updateBlendFunc).
void SceneRenderer::drawParticleSystem(ParticleSystem* system) {
    const int count = static_cast<int>(system->getParticleCount());
    Texture2D* texture = system->getTexture();
    auto* sdlTexture = texture ? static_cast<SDL_Texture*>(texture->getPlatformHandle()) : nullptr;
    if (count == 0 || !sdlTexture) return;
    Painter painter(_renderer, _height);
    painter.setTransform(system->getVisitTransform());
    const Rect& rect = system->getTextureRect();
    const float tw = static_cast<float>(texture->getPixelsWide()),
                th = static_cast<float>(texture->getPixelsHigh());
    const float u0 = rect.origin.x / tw, u1 = (rect.origin.x + rect.size.width) / tw;
    const float v0 = rect.origin.y / th, v1 = (rect.origin.y + rect.size.height) / th; // v0 is the top

    _particleVertices.clear();
    _particleIndices.clear();
    _particleVertices.reserve(static_cast<std::size_t>(count) * 4);
    _particleIndices.reserve(static_cast<std::size_t>(count) * 6);
    const auto& particles = system->getParticles();
    for (int i = 0; i < count; ++i) {
        const ParticleSystem::Particle& p = particles[static_cast<std::size_t>(i)];
        // (a scale of 0 on the way to the world leaves FREE particles nowhere: not drawn)
        if (!(p.size > 0.0f) || !std::isfinite(p.drawPos.x) || !std::isfinite(p.drawPos.y)) continue;
        const SDL_Color color{channel(p.color.r), channel(p.color.g), channel(p.color.b), channel(p.color.a)};
        const float half = p.size * 0.5f;
        const float r = -p.rotation * static_cast<float>(M_PI) / 180.0f;
        const float c = std::cos(r), s = std::sin(r);
        auto corner = [&](float x, float y, float u, float v) {
            const Vec2 at(x * c - y * s + p.drawPos.x, x * s + y * c + p.drawPos.y);
            _particleVertices.push_back(SDL_Vertex{painter.toScreen(at), color, SDL_FPoint{u, v}});
        };
        const int base = static_cast<int>(_particleVertices.size());
        corner(-half, -half, u0, v1); // bottom-left shows the rect's bottom-left
        corner(half, -half, u1, v1);
        corner(half, half, u1, v0);
        corner(-half, half, u0, v0);
        for (int k : {0, 1, 2, 0, 2, 3})
            _particleIndices.push_back(base + k);
    }
    if (_particleVertices.empty()) return;
    ScopedBlendMode blend(_renderer, sdlTexture, system->getBlendFunc());
    SDL_RenderGeometry(_renderer, sdlTexture, _particleVertices.data(),
                       static_cast<int>(_particleVertices.size()), _particleIndices.data(),
                       static_cast<int>(_particleIndices.size()));
}

} // namespace cc
