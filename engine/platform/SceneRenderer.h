// engine/platform/SceneRenderer.h — draws a visited scene graph with SDL_Renderer (platform-internal).
#pragma once

#include "director/Renderer.h"
#include "platform/FontCache.h"
#include "platform/TextTextures.h"

#include <SDL.h>

namespace cc {

class DrawNode;
class Label;
class LayerColor;
class Node;
class Sprite;
class TransitionScene;

/// The Director's renderer on SDL. Walks the running scene in drawing order — for each visible node,
/// its children with negative z first, then the node, then the rest (children are already sorted by
/// the visit) — and draws LayerColor, Sprite, Label and DrawNode with each node's visit transform;
/// a TransitionScene draws its two scenes in its place.
/// Invisible nodes hide their subtree. Nodes of other types draw nothing themselves.
class SceneRenderer : public Renderer {
public:
    SceneRenderer(SDL_Renderer* renderer, FontCache* fonts, TextTextures* text, int targetHeight)
        : _renderer(renderer), _fonts(fonts), _text(text), _height(static_cast<float>(targetHeight)) {}

    void render(Scene* scene) override;
    /// Nodes drawn by the last render() (for stats).
    int drawnNodes() const { return _drawn; }

private:
    void visit(Node* node);
    void draw(Node* node);
    void drawTransition(TransitionScene* transition);
    void drawLayerColor(LayerColor* layer);
    void drawSprite(Sprite* sprite);
    void drawLabel(Label* label);
    void drawDrawNode(DrawNode* drawNode);

    SDL_Renderer* _renderer;
    FontCache* _fonts;
    TextTextures* _text;
    float _height;
    int _drawn = 0;
};

} // namespace cc
