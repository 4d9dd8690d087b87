// engine/platform/Painter.cpp — see Painter.h.
#include "platform/Painter.h"

#include "platform/ColorBytes.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

/// A quarter-turned copy whose turned footprint lies on whole pixels but whose own centre does not
/// (a side of odd length turned onto a side of even length): renderers that keep the copy's
/// rectangle in whole pixels (SDL's software one) would move it half a pixel. Turning a whole-pixel
/// rectangle about a whole-pixel pivot lands on the same footprint exactly, so use those.
void quarterTurnPivot(int angle, const SDL_FPoint& a, const SDL_FPoint& b, SDL_FRect* dst,
                      SDL_FPoint* pivot) {
    if (angle != 90 && angle != -90) return;
    const float fx0 = std::min(a.x, b.x), fy0 = std::min(a.y, b.y);
    auto whole = [](float v) { return std::fabs(v - std::round(v)) < 1e-3f; };
    if (!whole(fx0) || !whole(fy0) || !whole(dst->w) || !whole(dst->h)) return;
    const float w = std::round(dst->w), h = std::round(dst->h);
    const float cx = std::floor(w * 0.5f), cy = std::floor(h * 0.5f);
    // SDL turns clockwise about dst.xy + pivot; these put the footprint's corner at (fx0, fy0).
    const float px = std::round(fx0) + (angle == 90 ? h - cy : cy);
    const float py = std::round(fy0) + (angle == 90 ? cx : w - cx);
    *dst = SDL_FRect{px - cx, py - cy, w, h};
    *pivot = SDL_FPoint{cx, cy};
}

} // namespace

SDL_Color Painter::color(const Color4F& c, GLubyte opacity) {
    return SDL_Color{colorChannelByte(c.r), colorChannelByte(c.g), colorChannelByte(c.b),
                     colorChannelByte(c.a * opacity / 255.0f)};
}

SDL_Color Painter::color(const Color3B& c, GLubyte alpha) {
    return SDL_Color{c.r, c.g, c.b, alpha};
}

SDL_FPoint Painter::toScreen(const Vec2& point) const {
    Vec2 world = PointApplyAffineTransform(point, _transform);
    return SDL_FPoint{world.x, _height - world.y};
}

void Painter::triangle(const Vec2& a, const Vec2& b, const Vec2& c, const SDL_Color& color) {
    for (const Vec2* p : {&a, &b, &c})
        _vertices.push_back(SDL_Vertex{toScreen(*p), color, SDL_FPoint{0.0f, 0.0f}});
}

void Painter::shadedTriangle(const Vec2& a, const Vec2& b, const Vec2& c, const SDL_Color& colorA,
                             const SDL_Color& colorB, const SDL_Color& colorC) {
    _vertices.push_back(SDL_Vertex{toScreen(a), colorA, SDL_FPoint{0.0f, 0.0f}});
    _vertices.push_back(SDL_Vertex{toScreen(b), colorB, SDL_FPoint{0.0f, 0.0f}});
    _vertices.push_back(SDL_Vertex{toScreen(c), colorC, SDL_FPoint{0.0f, 0.0f}});
}

void Painter::convex(const std::vector<Vec2>& points, const SDL_Color& color) {
    for (size_t i = 1; i + 1 < points.size(); ++i)
        triangle(points[0], points[i], points[i + 1], color);
}

void Painter::disc(const Vec2& centre, float radius, float angle, unsigned segments, float scaleX,
                   float scaleY, const SDL_Color& color) {
    if (segments < 3) segments = std::clamp(static_cast<unsigned>(radius * 0.5f) + 12u, 12u, 96u);
    std::vector<Vec2> points;
    points.reserve(segments);
    const float step = 2.0f * static_cast<float>(M_PI) / static_cast<float>(segments);
    for (unsigned i = 0; i < segments; ++i) {
        float t = angle + step * static_cast<float>(i);
        points.emplace_back(centre.x + std::cos(t) * radius * scaleX,
                            centre.y + std::sin(t) * radius * scaleY);
    }
    convex(points, color);
}

void Painter::screenQuad(const SDL_FPoint& a, const SDL_FPoint& b, const SDL_FPoint& c, const SDL_FPoint& d,
                         const SDL_Color& color) {
    for (const SDL_FPoint* p : {&a, &b, &c, &a, &c, &d})
        _vertices.push_back(SDL_Vertex{*p, color, SDL_FPoint{0.0f, 0.0f}});
}

// Thin lines and points are centred on pixel centres, so every rasterizer fills the same pixels.
SDL_FPoint Painter::toPixelCentre(const Vec2& point) const {
    SDL_FPoint p = toScreen(point);
    return SDL_FPoint{p.x + 0.5f, p.y + 0.5f};
}

void Painter::screenLine(const Vec2& from, const Vec2& to, float width, const SDL_Color& color) {
    SDL_FPoint a = toPixelCentre(from);
    SDL_FPoint b = toPixelCentre(to);
    float dx = b.x - a.x;
    float dy = b.y - a.y;
    float length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0.0f) return;
    // A 1-pixel quad along a diagonal passes between pixel centres and leaves gaps: thin lines are
    // widened until each column (or row, for a steep line) they cross holds at least a pixel's height.
    float h = std::max(width, (std::fabs(dx) + std::fabs(dy)) / length) * 0.5f;
    float nx = -dy / length * h;
    float ny = dx / length * h;
    screenQuad({a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}, color);
}

void Painter::screenPoint(const Vec2& point, float size, const SDL_Color& color) {
    SDL_FPoint p = toPixelCentre(point);
    float h = std::max(size, 1.0f) * 0.5f;
    screenQuad({p.x - h, p.y - h}, {p.x + h, p.y - h}, {p.x + h, p.y + h}, {p.x - h, p.y + h}, color);
}

void Painter::thickLine(const Vec2& from, const Vec2& to, float halfWidth, const SDL_Color& color) {
    Vec2 d = to - from;
    float length = std::sqrt(d.x * d.x + d.y * d.y);
    if (length <= 0.0f || halfWidth <= 0.0f) return;
    Vec2 n(-d.y / length * halfWidth, d.x / length * halfWidth);
    triangle(from + n, to + n, to - n, color);
    triangle(from + n, to - n, from - n, color);
}

void Painter::flush() {
    if (_vertices.empty()) return;
    SDL_RenderGeometry(_renderer, nullptr, _vertices.data(), static_cast<int>(_vertices.size()), nullptr, 0);
    _vertices.clear();
}

void Painter::texturedRect(SDL_Texture* texture, const Rect& quad, const SDL_Rect& source, bool rotated,
                           bool flipX, bool flipY, const SDL_Color& color) {
    flush();
    // Where texel (u, v) of the source (u right, v down, in source fractions) lands in node space.
    // Unrotated: u runs along x and v down y. A rotated frame was stored turned 90° clockwise, so
    // its u runs up y and its v along x. The flips mirror the image as displayed.
    auto node = [&](float u, float v) {
        float x = rotated ? v : u;
        float y = rotated ? u : 1.0f - v;
        if (flipX) x = 1.0f - x;
        if (flipY) y = 1.0f - y;
        return Vec2(quad.origin.x + x * quad.size.width, quad.origin.y + y * quad.size.height);
    };
    SDL_FPoint p00 = toScreen(node(0.0f, 0.0f));
    SDL_FPoint p10 = toScreen(node(1.0f, 0.0f));
    SDL_FPoint p01 = toScreen(node(0.0f, 1.0f));
    SDL_FPoint p11 = toScreen(node(1.0f, 1.0f));
    const float ux = p10.x - p00.x, uy = p10.y - p00.y; // the source's u edge on screen
    const float vx = p01.x - p00.x, vy = p01.y - p00.y; // and its v edge
    const float eps = 1e-3f;
    const bool uAxis = std::fabs(ux) < eps || std::fabs(uy) < eps;
    const bool vAxis = std::fabs(vx) < eps || std::fabs(vy) < eps;
    if (uAxis && vAxis) {
        // Axis-aligned or a quarter turn: SDL_RenderCopyEx maps texels exactly in every SDL
        // renderer (the software one copies a geometry quad without turning its texture). The
        // copy is flipped in the source, scaled, then turned clockwise about the rectangle's centre.
        float w = std::sqrt(ux * ux + uy * uy), h = std::sqrt(vx * vx + vy * vy);
        int angle = static_cast<int>(std::lround(std::atan2(uy, ux) * 180.0 / M_PI));
        bool flipV = (-std::sin(angle * M_PI / 180.0) * vx + std::cos(angle * M_PI / 180.0) * vy) < 0.0;
        bool flipH = false;
        if (angle == 180 || angle == -180) { // a half turn is both flips: a plain copy
            angle = 0;
            flipH = true;
            flipV = !flipV;
        }
        SDL_FRect dst{(p00.x + p11.x) * 0.5f - w * 0.5f, (p00.y + p11.y) * 0.5f - h * 0.5f, w, h};
        SDL_FPoint pivot{w * 0.5f, h * 0.5f};
        quarterTurnPivot(angle, p00, p11, &dst, &pivot);
        int flip = (flipH ? SDL_FLIP_HORIZONTAL : 0) | (flipV ? SDL_FLIP_VERTICAL : 0);
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b);
        SDL_SetTextureAlphaMod(texture, color.a);
        SDL_RenderCopyExF(_renderer, texture, &source, &dst, static_cast<double>(angle), &pivot,
                          static_cast<SDL_RendererFlip>(flip));
        SDL_SetTextureColorMod(texture, 255, 255, 255);
        SDL_SetTextureAlphaMod(texture, 255);
        return;
    }
    int tw = 1, th = 1;
    SDL_QueryTexture(texture, nullptr, nullptr, &tw, &th);
    SDL_Vertex corners[4];
    quadCorners(quad, source, rotated, flipX, flipY, color, tw, th, corners);
    const int indices[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(_renderer, texture, corners, 4, indices, 6);
}

void Painter::quadCorners(const Rect& quad, const SDL_Rect& source, bool rotated, bool flipX, bool flipY,
                          const SDL_Color& color, int textureWidth, int textureHeight,
                          SDL_Vertex (&corners)[4]) const {
    const float tw = static_cast<float>(textureWidth), th = static_cast<float>(textureHeight);
    // Each node corner with the texel texturedRect's mapping puts there.
    auto corner = [&](float fx, float fy) {
        float x = flipX ? 1.0f - fx : fx;
        float y = flipY ? 1.0f - fy : fy;
        float u = rotated ? y : x;
        float v = rotated ? x : 1.0f - y;
        return SDL_Vertex{
            toScreen(Vec2(quad.origin.x + fx * quad.size.width, quad.origin.y + fy * quad.size.height)),
            color,
            {(static_cast<float>(source.x) + u * static_cast<float>(source.w)) / tw,
             (static_cast<float>(source.y) + v * static_cast<float>(source.h)) / th}};
    };
    corners[0] = corner(0, 0);
    corners[1] = corner(1, 0);
    corners[2] = corner(1, 1);
    corners[3] = corner(0, 1);
}

} // namespace cc
