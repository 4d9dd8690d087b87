// engine/platform/Painter.cpp — see Painter.h.
#include "platform/Painter.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

Uint8 channel(float value) {
    return static_cast<Uint8>(std::lround(std::clamp(value, 0.0f, 1.0f) * 255.0f));
}

} // namespace

SDL_Color Painter::color(const Color4F& c, GLubyte opacity) {
    return SDL_Color{channel(c.r), channel(c.g), channel(c.b), channel(c.a * opacity / 255.0f)};
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
    float h = std::max(width, 1.0f) * 0.5f;
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

void Painter::texturedRect(SDL_Texture* texture, float w, float h, const SDL_Rect& source, bool flipX,
                           bool flipY, const SDL_Color& color) {
    flush();
    const AffineTransform& t = _transform;
    if (std::fabs(t.b) < 1e-6f && std::fabs(t.c) < 1e-6f) {
        SDL_FPoint p0 = toScreen(Vec2(0.0f, h)); // the top-left corner on screen, before mirroring
        SDL_FPoint p1 = toScreen(Vec2(w, 0.0f));
        SDL_FRect dst{std::min(p0.x, p1.x), std::min(p0.y, p1.y), std::fabs(p1.x - p0.x),
                      std::fabs(p1.y - p0.y)};
        // A negative scale mirrors like a flip does; both together cancel out.
        int flip = ((t.a < 0.0f) != flipX ? SDL_FLIP_HORIZONTAL : 0) |
                   ((t.d < 0.0f) != flipY ? SDL_FLIP_VERTICAL : 0);
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b);
        SDL_SetTextureAlphaMod(texture, color.a);
        SDL_RenderCopyExF(_renderer, texture, &source, &dst, 0.0, nullptr,
                          static_cast<SDL_RendererFlip>(flip));
        SDL_SetTextureColorMod(texture, 255, 255, 255);
        SDL_SetTextureAlphaMod(texture, 255);
        return;
    }
    if (std::fabs(t.a) < 1e-6f && std::fabs(t.d) < 1e-6f) {
        // A quarter turn: SDL's software renderer copies an axis-aligned geometry quad without
        // turning its texture, so draw it as a rotated copy around the quad's centre.
        SDL_FPoint centre = toScreen(Vec2(w * 0.5f, h * 0.5f));
        float dw = w * std::fabs(t.b), dh = h * std::fabs(t.c);
        SDL_FRect dst{centre.x - dw * 0.5f, centre.y - dh * 0.5f, dw, dh};
        double angle = std::atan2(-t.b, t.a) * 180.0 / M_PI; /* where the node's x axis points on screen */
        bool mirrored = (t.c > 0.0f) == (t.b > 0.0f);        /* a rotation has c = -b */
        int flip = (flipX ? SDL_FLIP_HORIZONTAL : 0) | ((flipY != mirrored) ? SDL_FLIP_VERTICAL : 0);
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b);
        SDL_SetTextureAlphaMod(texture, color.a);
        SDL_RenderCopyExF(_renderer, texture, &source, &dst, angle, nullptr,
                          static_cast<SDL_RendererFlip>(flip));
        SDL_SetTextureColorMod(texture, 255, 255, 255);
        SDL_SetTextureAlphaMod(texture, 255);
        return;
    }
    int tw = 1, th = 1;
    SDL_QueryTexture(texture, nullptr, nullptr, &tw, &th);
    float u0 = static_cast<float>(source.x) / tw, u1 = static_cast<float>(source.x + source.w) / tw;
    float v0 = static_cast<float>(source.y) / th, v1 = static_cast<float>(source.y + source.h) / th;
    if (flipX) std::swap(u0, u1);
    if (flipY) std::swap(v0, v1);
    const SDL_Vertex quad[4] = {
        {toScreen(Vec2(0.0f, 0.0f)), color, {u0, v1}}, // bottom-left
        {toScreen(Vec2(w, 0.0f)), color, {u1, v1}},    // bottom-right
        {toScreen(Vec2(w, h)), color, {u1, v0}},       // top-right
        {toScreen(Vec2(0.0f, h)), color, {u0, v0}},    // top-left
    };
    const int indices[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(_renderer, texture, quad, 4, indices, 6);
}

} // namespace cc
