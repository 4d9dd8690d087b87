// engine/platform/Painter.h — triangles in node space to SDL_RenderGeometry (platform-internal).
#pragma once

#include "math/AffineTransform.h"
#include "math/Color.h"
#include "math/Rect.h"

#include <SDL.h>

#include <vector>

namespace cc {

/// Collects coloured triangles for one drawable and draws them with one SDL_RenderGeometry call.
/// Points are given in node space and mapped through the node's visit transform, then flipped to
/// SDL's top-left origin; screen-space helpers exist for primitives whose width is in pixels.
class Painter {
public:
    Painter(SDL_Renderer* renderer, float targetHeight) : _renderer(renderer), _height(targetHeight) {}

    void setTransform(const AffineTransform& transform) { _transform = transform; }
    /// Node space -> SDL target pixels.
    SDL_FPoint toScreen(const Vec2& point) const;

    void triangle(const Vec2& a, const Vec2& b, const Vec2& c, const SDL_Color& color);
    /// A triangle whose colour is interpolated between its corners (Gouraud, like GL).
    void shadedTriangle(const Vec2& a, const Vec2& b, const Vec2& c, const SDL_Color& colorA,
                        const SDL_Color& colorB, const SDL_Color& colorC);
    /// A convex polygon as a fan.
    void convex(const std::vector<Vec2>& points, const SDL_Color& color);
    /// A filled ellipse of @p segments sides starting at @p angle (radians).
    void disc(const Vec2& centre, float radius, float angle, unsigned segments, float scaleX, float scaleY,
              const SDL_Color& color);
    /// A line of @p width pixels on screen, whatever the transform (like GL lines); a thin diagonal is
    /// drawn up to sqrt(2) wider, so that it covers a pixel in every column (or row) it crosses.
    void screenLine(const Vec2& from, const Vec2& to, float width, const SDL_Color& color);
    /// A square of @p size pixels centred on @p point.
    void screenPoint(const Vec2& point, float size, const SDL_Color& color);
    /// A line @p halfWidth wide on each side, in node space.
    void thickLine(const Vec2& from, const Vec2& to, float halfWidth, const SDL_Color& color);
    /// Draws what was collected.
    void flush();

    /// A textured quad: the node-space rectangle @p quad showing the texture pixels @p source (origin
    /// at the image's top-left). @p rotated: the source holds the image turned 90° clockwise (a sprite
    /// sheet's rotated frame, @p source is then h x w texels). The flips mirror the image as shown.
    /// Axis-aligned and quarter-turned quads are copied with SDL_RenderCopyEx, which maps texels
    /// exactly in every SDL renderer; others are two textured triangles.
    void texturedRect(SDL_Texture* texture, const Rect& quad, const SDL_Rect& source, bool rotated,
                      bool flipX, bool flipY, const SDL_Color& color);

    /// texturedRect()'s quad as two textured triangles: its node corners on screen, bottom-left first
    /// and around, each with the texel of @p texture (@p textureWidth x @p textureHeight) shown there.
    void quadCorners(const Rect& quad, const SDL_Rect& source, bool rotated, bool flipX, bool flipY,
                     const SDL_Color& color, int textureWidth, int textureHeight,
                     SDL_Vertex (&corners)[4]) const;

    /// Colour with alpha multiplied by @p opacity (0..255).
    static SDL_Color color(const Color4F& c, GLubyte opacity);
    static SDL_Color color(const Color3B& c, GLubyte alpha);

private:
    SDL_FPoint toPixelCentre(const Vec2& point) const;
    void screenQuad(const SDL_FPoint& a, const SDL_FPoint& b, const SDL_FPoint& c, const SDL_FPoint& d,
                    const SDL_Color& color);

    SDL_Renderer* _renderer;
    float _height;
    AffineTransform _transform;
    std::vector<SDL_Vertex> _vertices;
};

} // namespace cc
