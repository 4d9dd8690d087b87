// engine/platform/SceneRenderer.cpp — see SceneRenderer.h. DrawNode lives in DrawNodeRenderer.cpp,
// ParticleSystem in ParticleRenderer.cpp,
// tile map layers in TileMapRenderer.cpp, Label in LabelRenderer.cpp,
// clipping and render targets in ClipRenderer.cpp.
#include "platform/SceneRenderer.h"

#include "director/Director.h"
#include "director/GLView.h"
#include "platform/BlendModes.h"
#include "platform/Painter.h"
#include "scene/AtlasNode.h"
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/ClippingNode.h"
#include "scene/ClippingRectangleNode.h"
#include "scene/DrawNode.h"
#include "scene/Label.h"
#include "scene/LayerColor.h"
#include "scene/LayerGradient.h"
#include "scene/MotionStreak.h"
#include "scene/ParticleSystem.h"
#include "scene/ProgressTimer.h"
#include "scene/ProtectedNode.h"
#include "scene/RectangleClipper.h"
#include "scene/RenderTexture.h"
#include "scene/Scene.h"
#include "scene/Sprite.h"
#include "scene/TMXLayerCore.h"
#include "scene/Texture2D.h"
#include "ui/GraySprite.h"
#include "ui/Scale9Sprite.h"

#include <algorithm>
#include <cmath>
#include <typeinfo>

namespace cc {

SceneRenderer::~SceneRenderer() {
    for (SDL_Texture* texture : _captures)
        SDL_DestroyTexture(texture);
    for (const Layer& layer : _layers)
        SDL_DestroyTexture(layer.texture);
}

bool SceneRenderer::mapDesignToFrame() {
    Director* director = Director::getExistingInstance();
    GLView* view = director ? director->getOpenGLView() : nullptr;
    Size design(static_cast<float>(_targetWidth), static_cast<float>(_targetHeight));
    if (view) design = view->getDesignResolutionSize();
    const int width = std::max(1, static_cast<int>(std::ceil(design.width)));
    if (width != _width || design.height != _height) { // captures are of the design size
        for (SDL_Texture* texture : _captures)
            SDL_DestroyTexture(texture);
        _captures.clear();
        _width = width;
        _height = design.height;
    }
    if (!view) return false;
    int frameW = 0, frameH = 0;
    SDL_GetRendererOutputSize(_renderer, &frameW, &frameH);
    const Rect viewport = view->drawingViewport(); // frame pixels from the top-left
    const float scaleX = view->getScaleX();        // 1 until a policy is chosen
    const float scaleY = view->getScaleY();
    if (viewport.origin == Vec2::ZERO && scaleX == 1.0f && scaleY == 1.0f &&
        viewport.size.equals(Size(static_cast<float>(frameW), static_cast<float>(frameH))))
        return false;
    // SDL scales the viewport's rectangle too: it is given in design points.
    SDL_RenderSetScale(_renderer, scaleX, scaleY);
    const SDL_Rect area{static_cast<int>(std::lround(viewport.origin.x / scaleX)),
                        static_cast<int>(std::lround(viewport.origin.y / scaleY)), _width,
                        static_cast<int>(std::ceil(_height))};
    SDL_RenderSetViewport(_renderer, &area);
    return true;
}

bool SceneRenderer::batchesSprites(SDL_Renderer* renderer) {
    SDL_RendererInfo info;
    return SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) == 0;
}

bool SceneRenderer::outsideView(const SDL_Vertex (&corners)[4]) const {
    if (!_drawingFrame) return false; // a render target or a capture has a size and mapping of its own
    float x0 = corners[0].position.x, x1 = x0, y0 = corners[0].position.y, y1 = y0;
    for (const SDL_Vertex& corner : corners) {
        x0 = std::min(x0, corner.position.x);
        x1 = std::max(x1, corner.position.x);
        y0 = std::min(y0, corner.position.y);
        y1 = std::max(y1, corner.position.y);
    }
    // SDL's viewport is the design area (mapDesignToFrame), which it clips to.
    return x1 < 0.0f || y1 < 0.0f || x0 > static_cast<float>(_width) || y0 > _height;
}

void SceneRenderer::render(Scene* scene) {
    _drawn = 0;
    _capturesUsed = 0;
    const bool mapped = mapDesignToFrame();
    SDL_SetRenderDrawBlendMode(_renderer, SDL_BLENDMODE_BLEND);
    _drawingFrame = true;
    visit(scene);
    _drawingFrame = false;
    flushSprites();
    if (mapped) { // the player's overlays draw in frame pixels
        SDL_RenderSetScale(_renderer, 1.0f, 1.0f);
        SDL_RenderSetViewport(_renderer, nullptr);
    }
}

const SceneRenderer::NodeKind& SceneRenderer::kindOf(Node* node) {
    // Keyed by the type_info's address: were a type's to be duplicated, it only gets two entries.
    const std::type_info* type = &typeid(*node);
    auto found = _kinds.find(type);
    if (found != _kinds.end()) return found->second;
    NodeKind kind;
    kind.clippingRectangle = dynamic_cast<RectangleClipper*>(node) != nullptr; // ccui.Layout too
    kind.clipping = dynamic_cast<ClippingNode*>(node) != nullptr;
    kind.renderTexture = dynamic_cast<RenderTexture*>(node) != nullptr;
    kind.protectedNode = dynamic_cast<ProtectedNode*>(node) != nullptr; // ccui widgets (issue 21)
    // Most specific first: LayerGradient is a LayerColor, MenuItemFont owns a Label child (drawn as a Label).
    if (dynamic_cast<LayerGradient*>(node))
        kind.draw = DrawKind::LayerGradient;
    else if (dynamic_cast<LayerColor*>(node))
        kind.draw = DrawKind::LayerColor;
    else if (dynamic_cast<ui::Scale9Sprite*>(node)) // a Sprite drawn in nine parts (issue 21)
        kind.draw = DrawKind::Scale9Sprite;
    else if (dynamic_cast<ui::GraySprite*>(node)) // a widget's image, grey when disabled (issue 21)
        kind.draw = DrawKind::GraySprite;
    else if (dynamic_cast<Sprite*>(node))
        kind.draw = DrawKind::Sprite;
    else if (dynamic_cast<Label*>(node))
        kind.draw = DrawKind::Label;
    else if (dynamic_cast<AtlasNode*>(node))
        kind.draw = DrawKind::AtlasNode;
    else if (dynamic_cast<DrawNode*>(node))
        kind.draw = DrawKind::DrawNode;
    else if (dynamic_cast<ParticleSystem*>(node))
        kind.draw = DrawKind::ParticleSystem;
    else if (dynamic_cast<ProgressTimer*>(node))
        kind.draw = DrawKind::ProgressTimer;
    else if (dynamic_cast<MotionStreak*>(node))
        kind.draw = DrawKind::MotionStreak;
    else if (dynamic_cast<TMXLayerCore*>(node))
        kind.draw = DrawKind::TileLayer;
    else if (dynamic_cast<CanvasDrawable*>(node))
        kind.draw = DrawKind::Canvas;
    return _kinds.emplace(type, kind).first->second;
}

void SceneRenderer::visit(Node* node) {
    if (!node->isVisible()) return;
    const NodeKind& kind = kindOf(node);
    auto* rectangle = kind.clippingRectangle ? dynamic_cast<RectangleClipper*>(node) : nullptr;
    if (!rectangle || !rectangle->isRectangleClipping()) {
        visitInside(node, kind);
        return;
    }
    flushSprites(); // what was queued is outside this clip
    if (pushClip(rectangle))
        visitInside(node, kind);
    else
        ++_drawn;
    flushSprites();
    _clips.pop_back();
    applyClip();
}

void SceneRenderer::visitInside(Node* node, const NodeKind& kind) {
    if (kind.clipping) {
        flushSprites(); // it draws into layers of its own
        drawClipped(static_cast<ClippingNode*>(node));
        return;
    }
    if (kind.renderTexture) { // its sprite, never its other children
        ++_drawn;
        if (Sprite* sprite = static_cast<RenderTexture*>(node)->getSprite()) visit(sprite);
        return;
    }
    if (kind.protectedNode) { // ccui widgets (issue 21)
        visitProtected(static_cast<ProtectedNode*>(node), kind.draw);
        return;
    }
    const auto& children = node->getChildren();
    std::ptrdiff_t i = 0;
    const std::ptrdiff_t count = children.size();
    for (; i < count && children.at(i)->getLocalZOrder() < 0; ++i)
        visit(children.at(i));
    draw(node, kind.draw);
    for (; i < count; ++i)
        visit(children.at(i));
}

void SceneRenderer::visitProtected(ProtectedNode* node, DrawKind kind) {
    const auto& children = node->getChildren();
    const auto& renderers = node->getProtectedChildren();
    std::ptrdiff_t i = 0, j = 0;
    for (; i < children.size() && children.at(i)->getLocalZOrder() < 0; ++i)
        visit(children.at(i));
    for (; j < renderers.size() && renderers.at(j)->getLocalZOrder() < 0; ++j)
        visit(renderers.at(j));
    draw(node, kind);
    for (; j < renderers.size(); ++j)
        visit(renderers.at(j));
    for (; i < children.size(); ++i)
        visit(children.at(i));
}

void SceneRenderer::draw(Node* node, DrawKind kind) {
    ++_drawn;
    if (kind != DrawKind::Sprite) flushSprites(); // the queued sprites are under it
    switch (kind) {
    case DrawKind::Nothing:
        break;
    case DrawKind::LayerGradient:
        drawLayerGradient(static_cast<LayerGradient*>(node));
        break;
    case DrawKind::LayerColor:
        drawLayerColor(static_cast<LayerColor*>(node));
        break;
    case DrawKind::Sprite:
        drawSprite(static_cast<Sprite*>(node));
        break;
    case DrawKind::GraySprite: {
        auto* sprite = static_cast<ui::GraySprite*>(node);
        drawSprite(sprite, sprite->isGray());
        break;
    }
    case DrawKind::Label:
        drawLabel(static_cast<Label*>(node));
        break;
    case DrawKind::AtlasNode:
        drawAtlasNode(static_cast<AtlasNode*>(node));
        break;
    case DrawKind::DrawNode:
        drawDrawNode(static_cast<DrawNode*>(node));
        break;
    case DrawKind::ParticleSystem:
        drawParticleSystem(static_cast<ParticleSystem*>(node));
        break;
    case DrawKind::ProgressTimer: // TexturedTrianglesRenderer.cpp
        drawProgressTimer(static_cast<ProgressTimer*>(node));
        break;
    case DrawKind::MotionStreak:
        drawMotionStreak(static_cast<MotionStreak*>(node));
        break;
    case DrawKind::Scale9Sprite: // TexturedTrianglesRenderer.cpp
        drawScale9Sprite(static_cast<ui::Scale9Sprite*>(node));
        break;
    case DrawKind::TileLayer: // a mixin, not a Node: cast across
        drawTileLayer(node, dynamic_cast<TMXLayerCore*>(node));
        break;
    case DrawKind::Canvas: {
        auto* drawable = dynamic_cast<CanvasDrawable*>(node); // a mixin too; a transition is rare
        // A transition inside one of its own scenes would draw itself forever: once is enough.
        if (std::find(_drawing.begin(), _drawing.end(), drawable) != _drawing.end()) return;
        _drawing.push_back(drawable);
        drawable->drawOn(*this);
        _drawing.pop_back();
        break;
    }
    }
}

int SceneRenderer::capture(Node* node) {
    if (_capturesUsed == _captures.size()) {
        SDL_Texture* texture = SDL_CreateTexture(_renderer, SDL_PIXELFORMAT_ARGB8888,
                                                 SDL_TEXTUREACCESS_TARGET, _width, static_cast<int>(_height));
        if (!texture) return -1; // no render targets here: the caller draws without the capture
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
        _captures.push_back(texture);
    }
    int id = static_cast<int>(_capturesUsed++);
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    {
        OffscreenPass pass(*this);
        if (SDL_SetRenderTarget(_renderer, _captures[id]) != 0) return -1;
        SDL_SetRenderDrawColor(_renderer, kScreenClearColor.r, kScreenClearColor.g, kScreenClearColor.b,
                               kScreenClearColor.a);
        SDL_RenderClear(_renderer);
        SDL_SetRenderDrawBlendMode(_renderer, SDL_BLENDMODE_BLEND);
        visit(node);
    }
    SDL_SetRenderTarget(_renderer, previous);
    applyClip(); // SDL forgets it when the target changes
    return id;
}

void SceneRenderer::drawCapture(int id, const CapturePieces& pieces, GLubyte opacity) {
    flushSprites(); // a transition's drawNode() may have queued some
    if (id < 0 || static_cast<std::size_t>(id) >= _capturesUsed || pieces.empty() || opacity == 0) return;
    SDL_Texture* texture = _captures[id];
    SDL_SetTextureAlphaMod(texture, opacity);
    // A capture is opaque: at full opacity it is copied as is (SDL's blending of an opaque texel
    // can be a level off).
    SDL_SetTextureBlendMode(texture, opacity == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    // Rectangles are copied: SDL's software renderer draws a textured triangle pair up to a pixel
    // larger than its rectangle, so the capture would not match the scene drawn directly.
    for (const CanvasRect& r : pieces.rects) {
        const SDL_Rect source{static_cast<int>(std::lround(r.uv.x * _width)),
                              static_cast<int>(std::lround((1.0f - r.uvEnd.y) * _height)),
                              static_cast<int>(std::lround((r.uvEnd.x - r.uv.x) * _width)),
                              static_cast<int>(std::lround((r.uvEnd.y - r.uv.y) * _height))};
        const SDL_FRect target{r.at.x, _height - r.atEnd.y, r.atEnd.x - r.at.x, r.atEnd.y - r.at.y};
        SDL_RenderCopyF(_renderer, texture, &source, &target);
    }
    SDL_SetTextureAlphaMod(texture, 255);
    if (pieces.triangles.empty()) return;
    _captureVertices.clear();
    const SDL_Color color{255, 255, 255, opacity};
    for (const CanvasVertex& v : pieces.triangles)
        _captureVertices.push_back(SDL_Vertex{SDL_FPoint{v.position.x, _height - v.position.y}, color,
                                              SDL_FPoint{v.uv.x, 1.0f - v.uv.y}});
    SDL_RenderGeometry(_renderer, texture, _captureVertices.data(), static_cast<int>(_captureVertices.size()),
                       nullptr, 0);
}

void SceneRenderer::drawLayerColor(LayerColor* layer) {
    const Size& size = layer->getContentSize();
    Color4B c = layer->getDisplayedColor4B();
    if (c.a == 0 || size.width <= 0.0f || size.height <= 0.0f) return;
    Painter painter(_renderer, _height);
    painter.setTransform(layer->getVisitTransform());
    SDL_Color color{c.r, c.g, c.b, c.a};
    painter.convex(
        {Vec2(0.0f, 0.0f), Vec2(size.width, 0.0f), Vec2(size.width, size.height), Vec2(0.0f, size.height)},
        color);
    painter.flush();
}

// Two triangles over the corners (0,0) (w,0) (0,h) (w,h), as cocos2d-x's triangle strip.
void SceneRenderer::drawLayerGradient(LayerGradient* layer) {
    const Size& size = layer->getContentSize();
    if (size.width <= 0.0f || size.height <= 0.0f) return;
    const std::array<Color4F, 4> colors = layer->getCornerColors();
    SDL_Color c[4];
    for (int i = 0; i < 4; ++i)
        c[i] = Painter::color(colors[i], 255);
    if (c[0].a == 0 && c[1].a == 0 && c[2].a == 0 && c[3].a == 0) return;
    const Vec2 p[4] = {Vec2(0.0f, 0.0f), Vec2(size.width, 0.0f), Vec2(0.0f, size.height),
                       Vec2(size.width, size.height)};
    Painter painter(_renderer, _height);
    painter.setTransform(layer->getVisitTransform());
    painter.shadedTriangle(p[0], p[1], p[2], c[0], c[1], c[2]);
    painter.shadedTriangle(p[1], p[3], p[2], c[1], c[3], c[2]);
    painter.flush();
}

void SceneRenderer::drawSprite(Sprite* sprite, bool gray) {
    const Rect& rect = sprite->getTextureRect();
    if (rect.size.width <= 0.0f || rect.size.height <= 0.0f) return;
    GLubyte opacity = sprite->getDisplayedOpacity();
    if (opacity == 0) return;
    Painter painter(_renderer, _height);
    painter.setTransform(sprite->getVisitTransform());
    SDL_Color color = Painter::color(sprite->getDisplayedColor(), opacity);
    Texture2D* texture = sprite->getTexture();
    auto* sdlTexture = texture ? static_cast<SDL_Texture*>(texture->getPlatformHandle()) : nullptr;
    if (sdlTexture && sdlTexture == _target) return; // a texture cannot be drawn into itself
    if (gray && texture) {                           // as ui::Scale9Sprite's GRAY state
        if (Texture2D* twin = texture->getGrayTexture()) {
            texture = twin;
            sdlTexture = static_cast<SDL_Texture*>(twin->getPlatformHandle());
        }
        const GLubyte l = ui::grayLuminance(sprite->getDisplayedColor());
        color = Painter::color(Color3B(l, l, l), opacity);
    }
    const Rect quad = sprite->getQuadRect();
    if (!sdlTexture || _stencilShapes > 0) { // a rectangle of its colour, or a stencil's whole quad
        flushSprites();
        ScopedBlendMode blend(_renderer, sdlTexture, sprite->getBlendFunc());
        const Vec2 lo = quad.origin, hi(quad.getMaxX(), quad.getMaxY());
        painter.convex({lo, Vec2(hi.x, lo.y), hi, Vec2(lo.x, hi.y)},
                       sdlTexture ? SDL_Color{255, 255, 255, 255} : color);
        painter.flush();
        return;
    }
    // The texture rect is in image pixels from the image's top-left corner (cocos2d-x); a rotated
    // frame occupies its height x width texels. The quad sits at the trim offset in the content box,
    // stretched when the content size differs from the original (Sprite::getQuadRect).
    float texelsW = sprite->isTextureRectRotated() ? rect.size.height : rect.size.width;
    float texelsH = sprite->isTextureRectRotated() ? rect.size.width : rect.size.height;
    SDL_Rect source{static_cast<int>(std::lround(rect.origin.x)),
                    static_cast<int>(std::lround(rect.origin.y)), static_cast<int>(std::lround(texelsW)),
                    static_cast<int>(std::lround(texelsH))};
    bool flipY = sprite->isFlippedY();
    if (texture->isRenderTarget()) { // rows bottom-up, as cocos2d-x's: mirrored here
        source.y = texture->getPixelsHigh() - source.y - source.h;
        flipY = !flipY;
    }
    SDL_Vertex corners[4];
    painter.quadCorners(quad, source, sprite->isTextureRectRotated(), sprite->isFlippedX(), flipY, color,
                        texture->getPixelsWide(), texture->getPixelsHigh(), corners);
    if (outsideView(corners)) return;
    if (_batching) {
        _sprites.add(sdlTexture, sdlBlendMode(sprite->getBlendFunc()), corners);
        return;
    }
    ScopedBlendMode blend(_renderer, sdlTexture, sprite->getBlendFunc());
    painter.texturedRect(sdlTexture, quad, source, sprite->isTextureRectRotated(), sprite->isFlippedX(),
                         flipY, color);
}

void SceneRenderer::drawGlyph(Painter& painter, Texture2D* page, const Rect& quad, const Rect& source,
                              const SDL_Color& color) {
    auto* texture = page ? static_cast<SDL_Texture*>(page->getPlatformHandle()) : nullptr;
    if (!texture) return;
    const SDL_Rect texels{
        static_cast<int>(std::lround(source.origin.x)), static_cast<int>(std::lround(source.origin.y)),
        static_cast<int>(std::lround(source.size.width)), static_cast<int>(std::lround(source.size.height))};
    if (texels.w <= 0 || texels.h <= 0) return;
    painter.texturedRect(texture, quad, texels, false, false, false, color);
}

void SceneRenderer::drawAtlasNode(AtlasNode* atlas) {
    const GLubyte opacity = atlas->getDisplayedOpacity();
    if (opacity == 0) return;
    const SDL_Color color = Painter::color(atlas->getDisplayedColor(), opacity);
    Painter painter(_renderer, _height);
    painter.setTransform(atlas->getVisitTransform());
    const auto& quads = atlas->getAtlasQuads();
    const std::size_t count =
        std::min(quads.size(), static_cast<std::size_t>(std::max(0, atlas->getQuadsToDraw())));
    for (std::size_t i = 0; i < count; ++i)
        drawGlyph(painter, atlas->getTexture(), quads[i].quad, quads[i].source, color);
}

} // namespace cc
