// engine/platform/ParticleRenderer.cpp — a ParticleSystem as textured squares (part of SceneRenderer).
#include "platform/BlendModes.h"
#include "platform/ColorBytes.h"
#include "platform/Painter.h"
#include "platform/ScaledCopies.h"
#include "platform/SceneRenderer.h"
#include "scene/ParticleSystem.h"
#include "scene/Texture2D.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

// (a scale of 0 on the way to the world leaves FREE particles nowhere: not drawn)
bool drawable(const ParticleSystem::Particle& p) {
    return p.size > 0.0f && std::isfinite(p.drawPos.x) && std::isfinite(p.drawPos.y);
}

/// Whether the particles may be drawn as copies: on SDL's software renderer (headless runs), which
/// rasterises every textured triangle pixel by pixel (about 9,000 instructions for a 2-triangle
/// square of 8 x 8 pixels) where a scaled copy costs a fraction of that; when the system's transform
/// neither turns, skews nor mirrors, no particle is turned and the texture rect is whole texels.
/// Accelerated renderers keep the one geometry call (one draw for the whole system).
bool drawsAsCopies(SDL_Renderer* renderer, const ParticleSystem* system, int count) {
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0 || !(info.flags & SDL_RENDERER_SOFTWARE)) return false;
    const AffineTransform& t = system->getVisitTransform();
    if (t.b != 0.0f || t.c != 0.0f || !(t.a > 0.0f) || !(t.d > 0.0f)) return false;
    const Rect& rect = system->getTextureRect();
    for (float v : {rect.origin.x, rect.origin.y, rect.size.width, rect.size.height})
        if (v != std::floor(v)) return false;
    const auto& particles = system->getParticles();
    for (int i = 0; i < count; ++i)
        if (particles[static_cast<std::size_t>(i)].rotation != 0.0f) return false;
    return true;
}

/// Each particle as one copy of the texture rect onto its square, coloured through the texture's
/// colour and alpha mods (restored to white afterwards, as Painter::texturedRect leaves them): each
/// size scaled once (ScaledCopies) where that draws the same pixels, else SDL_RenderCopyF.
void drawCopies(SDL_Renderer* renderer, SDL_Texture* texture, const Painter& painter,
                const ParticleSystem* system, int count) {
    const Rect& rect = system->getTextureRect();
    const SDL_Rect source{static_cast<int>(rect.origin.x), static_cast<int>(rect.origin.y),
                          static_cast<int>(rect.size.width), static_cast<int>(rect.size.height)};
    ScaledCopies copies(renderer, texture, source);
    const auto& particles = system->getParticles();
    for (int i = 0; i < count; ++i) {
        const ParticleSystem::Particle& p = particles[static_cast<std::size_t>(i)];
        if (!drawable(p)) continue;
        const float half = p.size * 0.5f;
        const SDL_FPoint topLeft = painter.toScreen(Vec2(p.drawPos.x - half, p.drawPos.y + half));
        const SDL_FPoint bottomRight = painter.toScreen(Vec2(p.drawPos.x + half, p.drawPos.y - half));
        const SDL_FRect square{topLeft.x, topLeft.y, bottomRight.x - topLeft.x, bottomRight.y - topLeft.y};
        const Uint8 r = colorChannelByte(p.color.r), g = colorChannelByte(p.color.g),
                    b = colorChannelByte(p.color.b), a = colorChannelByte(p.color.a);
        if (copies.available()) {
            // whole pixels, truncated as the software renderer truncates SDL_RenderCopyF's rect
            copies.copy(SDL_Rect{static_cast<int>(square.x), static_cast<int>(square.y),
                                 static_cast<int>(square.w), static_cast<int>(square.h)},
                        r, g, b, a);
            continue;
        }
        SDL_SetTextureColorMod(texture, r, g, b);
        SDL_SetTextureAlphaMod(texture, a);
        SDL_RenderCopyF(renderer, texture, &source, &square);
    }
    SDL_SetTextureColorMod(texture, 255, 255, 255);
    SDL_SetTextureAlphaMod(texture, 255);
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

    if (drawsAsCopies(_renderer, system, count)) {
        ScopedBlendMode blend(_renderer, sdlTexture, system->getBlendFunc());
        drawCopies(_renderer, sdlTexture, painter, system, count);
        return;
    }

    _particleVertices.clear();
    _particleVertices.reserve(static_cast<std::size_t>(count) * 4);
    // The indices are the same for every frame: 0 1 2 0 2 3 per square, kept and only grown.
    for (int base = static_cast<int>(_particleIndices.size() / 6) * 4; base < count * 4; base += 4)
        for (int k : {0, 1, 2, 0, 2, 3})
            _particleIndices.push_back(base + k);
    const auto& particles = system->getParticles();
    for (int i = 0; i < count; ++i) {
        const ParticleSystem::Particle& p = particles[static_cast<std::size_t>(i)];
        if (!drawable(p)) continue;
        const SDL_Color color{colorChannelByte(p.color.r), colorChannelByte(p.color.g),
                              colorChannelByte(p.color.b), colorChannelByte(p.color.a)};
        const float half = p.size * 0.5f;
        // (unturned particles, the common case, skip the trigonometry: cos 0 and sin 0 exactly)
        const float r = -p.rotation * static_cast<float>(M_PI) / 180.0f;
        const float c = r == 0.0f ? 1.0f : std::cos(r), s = r == 0.0f ? 0.0f : std::sin(r);
        auto corner = [&](float x, float y, float u, float v) {
            const Vec2 at(x * c - y * s + p.drawPos.x, x * s + y * c + p.drawPos.y);
            _particleVertices.push_back(SDL_Vertex{painter.toScreen(at), color, SDL_FPoint{u, v}});
        };
        corner(-half, -half, u0, v1); // bottom-left shows the rect's bottom-left
        corner(half, -half, u1, v1);
        corner(half, half, u1, v0);
        corner(-half, half, u0, v0);
    }
    if (_particleVertices.empty()) return;
    ScopedBlendMode blend(_renderer, sdlTexture, system->getBlendFunc());
    const int vertices = static_cast<int>(_particleVertices.size());
    SDL_RenderGeometry(_renderer, sdlTexture, _particleVertices.data(), vertices, _particleIndices.data(),
                       vertices / 4 * 6);
}

} // namespace cc
