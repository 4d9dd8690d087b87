// engine/platform/SceneRenderer.h — draws a visited scene graph with SDL_Renderer (platform-internal).
#pragma once

#include "director/Canvas.h"
#include "director/Renderer.h"
#include "platform/FontCache.h"
#include "platform/TextTextures.h"

#include <SDL.h>

#include <vector>

namespace cc {

class DrawNode;
class Label;
class LayerColor;
class Node;
class Sprite;

/// The Director's renderer on SDL. Walks the running scene in drawing order — for each visible node,
/// its children with negative z first, then the node, then the rest (children are already sorted by
/// the visit) — and draws LayerColor, Sprite, Label and DrawNode with each node's visit transform;
/// a CanvasDrawable (a transition) draws itself through this renderer's Canvas in its place.
/// Invisible nodes hide their subtree. Nodes of other types draw nothing themselves.
/// Captures are target textures of the window's size, kept from frame to frame for reuse; each
/// capture() of a frame takes its own, so captures may nest (a transition over a transition).
class SceneRenderer : public Renderer, private Canvas {
public:
    SceneRenderer(SDL_Renderer* renderer, FontCache* fonts, TextTextures* text, int targetWidth,
                  int targetHeight)
        : _renderer(renderer), _fonts(fonts), _text(text), _width(targetWidth),
          _height(static_cast<float>(targetHeight)) {}
    ~SceneRenderer() override;
    SceneRenderer(const SceneRenderer&) = delete;
    SceneRenderer& operator=(const SceneRenderer&) = delete;

    void render(Scene* scene) override;
    /// Nodes drawn by the last render() (for stats).
    int drawnNodes() const { return _drawn; }

private:
    void visit(Node* node);
    void draw(Node* node);
    void drawNode(Node* node) override { visit(node); }
    int capture(Node* node) override;
    void drawCapture(int id, const std::vector<CanvasVertex>& triangles, GLubyte opacity) override;
    void drawLayerColor(LayerColor* layer);
    void drawSprite(Sprite* sprite);
    void drawLabel(Label* label);
    void drawDrawNode(DrawNode* drawNode);

    SDL_Renderer* _renderer;
    FontCache* _fonts;
    TextTextures* _text;
    int _width;
    float _height;
    int _drawn = 0;
    std::vector<SDL_Texture*> _captures;   // target textures, reused every frame
    std::size_t _capturesUsed = 0;         // taken in this frame
    std::vector<CanvasDrawable*> _drawing; // drawing now (nested)
};

} // namespace cc
