// engine/platform/ClipRenderer.cpp — SceneRenderer's clipping (ClippingRectangleNode, ClippingNode)
// and its drawing into render targets (see SceneRenderer.h).
#include "platform/ClipMask.h"
#include "platform/SceneRenderer.h"
#include "scene/ClippingNode.h"
#include "scene/ClippingRectangleNode.h"
#include "scene/RectangleClipper.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace cc {

void SceneRenderer::drawIntoTarget(SDL_Texture* target, Node* node) {
    int width = 0, height = 0;
    if (!target || SDL_QueryTexture(target, nullptr, nullptr, &width, &height) != 0) return;
    // The pass has the target's size and its own captures and clips; the frame's come back after.
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    const int savedWidth = _width;
    const float savedHeight = _height;
    std::vector<SDL_Texture*> savedCaptures;
    savedCaptures.swap(_captures);
    const std::size_t savedCapturesUsed = _capturesUsed;
    std::vector<SDL_Rect> savedClips;
    savedClips.swap(_clips);
    _width = width;
    _height = static_cast<float>(height);
    _capturesUsed = 0;
    SDL_Texture* savedTarget = _target;
    _target = target;
    {
        OffscreenPass pass(*this);
        if (SDL_SetRenderTarget(_renderer, target) == 0) {
            SDL_SetRenderDrawBlendMode(_renderer, SDL_BLENDMODE_BLEND);
            visit(node);
        }
    }
    SDL_SetRenderTarget(_renderer, previous);
    for (SDL_Texture* texture : _captures)
        SDL_DestroyTexture(texture);
    _captures.swap(savedCaptures);
    _capturesUsed = savedCapturesUsed;
    _clips.swap(savedClips);
    _width = savedWidth;
    _height = savedHeight;
    _target = savedTarget;
    applyClip();
}

void SceneRenderer::applyClip() {
    SDL_RenderSetClipRect(_renderer, _clips.empty() ? nullptr : &_clips.back());
}

bool SceneRenderer::pushClip(RectangleClipper* node) {
    // cocos2d-x's scissor rectangle in world points, flipped to SDL's top-left origin; SDL scales it
    // into the view's viewport with everything else.
    const Rect world = node->getWorldClippingRect();
    const float x0 = std::min(world.getMinX(), world.getMaxX()),
                x1 = std::max(world.getMinX(), world.getMaxX());
    const float y0 = std::min(world.getMinY(), world.getMaxY()),
                y1 = std::max(world.getMinY(), world.getMaxY());
    SDL_Rect rect{static_cast<int>(std::lround(x0)), static_cast<int>(std::lround(_height - y1)), 0, 0};
    rect.w = static_cast<int>(std::lround(x1)) - rect.x;
    rect.h = static_cast<int>(std::lround(_height - y0)) - rect.y;
    SDL_Rect inside = rect;
    const bool left = _clips.empty() ? SDL_RectEmpty(&rect) == SDL_FALSE
                                     : SDL_IntersectRect(&rect, &_clips.back(), &inside) == SDL_TRUE;
    if (!left) inside = SDL_Rect{0, 0, 0, 0};
    _clips.push_back(inside);
    if (left) applyClip();
    return left;
}

SDL_Texture* SceneRenderer::takeLayer(bool streaming) {
    const int height = static_cast<int>(std::ceil(_height));
    for (Layer& layer : _layers)
        if (!layer.inUse && layer.streaming == streaming && layer.width == _width && layer.height == height) {
            layer.inUse = true;
            return layer.texture;
        }
    SDL_Texture* texture =
        SDL_CreateTexture(_renderer, SDL_PIXELFORMAT_ARGB8888,
                          streaming ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_TARGET, _width, height);
    if (!texture) return nullptr;
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    _layers.push_back(Layer{texture, _width, height, streaming, true});
    return texture;
}

void SceneRenderer::releaseLayer(SDL_Texture* texture) {
    for (Layer& layer : _layers)
        if (layer.texture == texture) layer.inUse = false;
}

template <typename Draw> bool SceneRenderer::drawIntoLayer(SDL_Texture* layer, Draw&& draw) {
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    bool ok = false;
    {
        OffscreenPass pass(*this);
        ok = SDL_SetRenderTarget(_renderer, layer) == 0;
        if (ok) {
            SDL_SetRenderDrawColor(_renderer, 0, 0, 0, 0);
            SDL_RenderClear(_renderer);
            SDL_SetRenderDrawBlendMode(_renderer, SDL_BLENDMODE_BLEND);
            applyClip(); // a layer has the pass's coordinates: the clips apply as they are
            draw();
        }
    }
    SDL_SetRenderTarget(_renderer, previous);
    applyClip();
    return ok;
}

bool SceneRenderer::readLayer(SDL_Texture* layer, std::vector<std::uint32_t>* pixels) {
    flushSprites(); // before the target changes, as everywhere
    const int height = static_cast<int>(std::ceil(_height));
    pixels->resize(static_cast<std::size_t>(_width) * static_cast<std::size_t>(height));
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    bool ok = SDL_SetRenderTarget(_renderer, layer) == 0 &&
              SDL_RenderReadPixels(_renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels->data(),
                                   _width * static_cast<int>(sizeof(std::uint32_t))) == 0;
    SDL_SetRenderTarget(_renderer, previous);
    applyClip();
    return ok;
}

void SceneRenderer::drawClipped(ClippingNode* clip) {
    ++_drawn;
    if (!clip->hasContent()) return; // as cocos2d-x: nothing to clip, nothing drawn
    Node* stencil = clip->getStencil();
    const bool stencilDrawn = stencil && stencil->isVisible();
    // The node itself draws nothing: its children are its content, drawn in their order.
    auto drawContent = [this, clip] {
        for (Node* child : clip->getChildren())
            visit(child);
    };
    // A stencil that holds this node (made its ancestor after setStencil) is drawn once.
    if (std::find(_clipping.begin(), _clipping.end(), clip) != _clipping.end()) return;
    if (!stencilDrawn) { // an empty stencil: nothing passes, or everything when inverted
        if (clip->isInverted()) drawContent();
        return;
    }
    SDL_Texture* stencilLayer = takeLayer(false);
    SDL_Texture* contentLayer = takeLayer(false);
    SDL_Texture* result = takeLayer(true);
    const int height = static_cast<int>(std::ceil(_height));
    const bool shapes = clip->getAlphaThreshold() >= 1.0f;
    _clipping.push_back(clip);
    const auto drawStencil = [this, stencil, shapes] {
        _stencilShapes += shapes ? 1 : 0;
        visit(stencil);
        _stencilShapes -= shapes ? 1 : 0;
    };
    // The content layer is drawn after the stencil's: a clipping node nested in the content takes
    // its own layers meanwhile.
    bool ok = stencilLayer && contentLayer && result && drawIntoLayer(stencilLayer, drawStencil) &&
              drawIntoLayer(contentLayer, drawContent);
    ok = ok && readLayer(stencilLayer, &_stencilPixels) && readLayer(contentLayer, &_contentPixels);
    if (ok) {
        combineClipped(_stencilPixels.data(), _contentPixels.data(), _contentPixels.data(),
                       _contentPixels.size(), clipMaskRule(clip->getAlphaThreshold(), clip->isInverted()));
        SDL_UpdateTexture(result, nullptr, _contentPixels.data(),
                          _width * static_cast<int>(sizeof(std::uint32_t)));
        const SDL_Rect whole{0, 0, _width, height};
        SDL_RenderCopy(_renderer, result, nullptr, &whole);
    }
    _clipping.pop_back();
    for (SDL_Texture* layer : {stencilLayer, contentLayer, result})
        if (layer) releaseLayer(layer);
}

} // namespace cc
