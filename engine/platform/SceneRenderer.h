// engine/platform/SceneRenderer.h — draws a visited scene graph with SDL_Renderer (platform-internal).
#pragma once

#include "director/Canvas.h"
#include "director/Renderer.h"
#include "math/AffineTransform.h"
#include "platform/FontCache.h"
#include "platform/SpriteBatch.h"
#include "platform/TextTextures.h"
#include "scene/BlendFunc.h"
#include "scene/TexturedVertex.h"

#include <SDL.h>

#include <cstdint>
#include <typeinfo>
#include <unordered_map>
#include <vector>

namespace cc {

class AtlasNode;
class ClippingNode;
class ClippingRectangleNode;
class DrawNode;
class Painter;
class ProtectedNode;
class Texture2D;
struct Rect;
class Label;
class LayerColor;
class LayerGradient;
class MotionStreak;
class Node;
class ParticleSystem;
class ProgressTimer;
class RectangleClipper;
class RenderTexture;
class Sprite;
class TMXLayerCore;
namespace ui {
class Scale9Sprite;
}

/// The colour each frame starts from (opaque black), and each capture too: partly transparent
/// content then composites onto a capture exactly as onto the screen. A capture cleared to
/// transparent would hold colour already multiplied by its alpha, which SDL's blending (the only
/// kind every SDL renderer has) would multiply again when the capture is drawn: darker content.
/// cocos2d-x's progress transitions clear their render texture to opaque black too.
constexpr SDL_Color kScreenClearColor{0, 0, 0, 255};

/// The Director's renderer on SDL. Walks the running scene in drawing order — for each visible node,
/// its children with negative z first, then the node, then the rest (children are already sorted by
/// the visit) — and draws LayerColor, LayerGradient, Sprite, Label (system, TTF and bitmap fonts),
/// AtlasNode (LabelAtlas), DrawNode, ParticleSystem, ProgressTimer, MotionStreak and tile map layers with
/// each node's visit transform; a CanvasDrawable (a transition) draws itself through this renderer's Canvas
/// in its place. Invisible nodes hide their subtree. Nodes of other types draw nothing themselves. It draws
/// the Director's view (director/GLView.h): in design points, which SDL's viewport and scale map into the
/// view's viewport in the frame (letterbox bars for SHOW_ALL, cropped edges for NO_BORDER, stretched for
/// EXACT_FIT); a frame that is the design size is drawn as is. Captures are target textures of the design
/// size, kept from frame to frame for reuse; each capture() of a frame takes its own, so captures may nest (a
/// transition over a transition). A capture is opaque: what it shows hides what is drawn under it. Clipping
/// (issue 20): a ClippingRectangleNode sets SDL's clip rectangle (nested ones intersect); a ClippingNode
/// draws its stencil and its content into two layers of the pass's size and combines them on the CPU
/// (ClipMask.h) into a third drawn in their place: SDL has no stencil buffer, and its custom blend modes are
/// missing from the software renderer. A RenderTexture shows its sprite only; drawIntoTarget() draws a
/// subtree into one (RenderTargets, SdlRenderTargets.h).
class SceneRenderer : public Renderer, private Canvas {
public:
    /// @p targetWidth x @p targetHeight is the design size while the Director has no view.
    SceneRenderer(SDL_Renderer* renderer, FontCache* fonts, TextTextures* text, int targetWidth,
                  int targetHeight)
        : _renderer(renderer), _fonts(fonts), _text(text), _width(targetWidth),
          _height(static_cast<float>(targetHeight)), _targetWidth(targetWidth), _targetHeight(targetHeight),
          _sprites(renderer), _batching(batchesSprites(renderer)) {}
    ~SceneRenderer() override;
    SceneRenderer(const SceneRenderer&) = delete;
    SceneRenderer& operator=(const SceneRenderer&) = delete;

    void render(Scene* scene) override;
    /// Draws @p node's visited subtree into the target texture @p target (its pixels are the visit
    /// transform's points, origin bottom-left), then goes back to the target drawn before.
    void drawIntoTarget(SDL_Texture* target, Node* node);
    /// Nodes drawn by the last render() (for stats).
    int drawnNodes() const { return _drawn; }

private:
    /// Whether sprites are batched on @p renderer: on a GPU one, where a draw call costs; not on SDL's
    /// software one, whose copies of axis-aligned sprites are exact and whose triangles may cover a
    /// pixel more (the headless pictures the tests compare stay as they were).
    static bool batchesSprites(SDL_Renderer* renderer);
    /// Draws the queued sprites: before anything else draws or the renderer's state changes.
    void flushSprites() { _sprites.flush(); }
    /// Whether the quad @p corners (on the frame, not a render target) lies wholly outside the view.
    bool outsideView(const SDL_Vertex (&corners)[4]) const;
    /// A pass into a texture (a capture, a clipping layer, a render target) for its scope: the sprites
    /// queued for the target drawn before go out first and the pass's own at its end, and nothing is
    /// skipped as outside the frame's view meanwhile.
    class OffscreenPass {
    public:
        explicit OffscreenPass(SceneRenderer& renderer)
            : _renderer(renderer), _wasFrame(renderer._drawingFrame) {
            _renderer.flushSprites();
            _renderer._drawingFrame = false;
        }
        ~OffscreenPass() {
            _renderer.flushSprites();
            _renderer._drawingFrame = _wasFrame;
        }
        OffscreenPass(const OffscreenPass&) = delete;
        OffscreenPass& operator=(const OffscreenPass&) = delete;

    private:
        SceneRenderer& _renderer;
        bool _wasFrame;
    };
    /// Takes the view's design size and sets SDL's viewport and scale to its mapping; false when the
    /// frame is drawn unmapped.
    bool mapDesignToFrame();
    /// What a node is to the renderer: what draw() draws it as, and the kinds visit() treats apart.
    enum class DrawKind : std::uint8_t {
        Nothing,
        LayerGradient,
        LayerColor,
        Sprite,
        Label,
        AtlasNode,
        DrawNode,
        ParticleSystem,
        ProgressTimer,
        MotionStreak,
        Scale9Sprite,
        GraySprite, // a widget's image: a Sprite, drawn grey while isGray()
        TileLayer,
        Canvas
    };
    struct NodeKind {
        DrawKind draw = DrawKind::Nothing;
        bool clippingRectangle = false, clipping = false, renderTexture = false;
        bool protectedNode = false; // ccui widgets (issue 21): children and protected children
    };
    /// @p node's kind, found by dynamic_cast once per dynamic type and kept (_kinds): the casts
    /// ran for every node every frame.
    const NodeKind& kindOf(Node* node);
    void visit(Node* node);
    /// visit() without the clip rectangle of a RectangleClipper @p node (visit sets it).
    void visitInside(Node* node, const NodeKind& kind);
    void draw(Node* node, DrawKind kind);
    /// cocos's ProtectedNode order: children < 0, protected < 0, the node, protected, children.
    void visitProtected(ProtectedNode* node, DrawKind kind);
    /// SDL's clip rectangle to the innermost of _clips (none when empty).
    void applyClip();
    /// Pushes @p node's rectangle intersected with the current one; false when nothing is left.
    bool pushClip(RectangleClipper* node);
    void drawClipped(ClippingNode* clip);
    /// A texture of the pass's size from the pool (target or streaming), marked in use until released.
    SDL_Texture* takeLayer(bool streaming);
    void releaseLayer(SDL_Texture* texture);
    /// Runs @p draw into @p layer cleared to transparent, then draws where it drew before; false when
    /// the layer cannot be drawn into (ClipRenderer.cpp only).
    template <typename Draw> bool drawIntoLayer(SDL_Texture* layer, Draw&& draw);
    bool readLayer(SDL_Texture* layer, std::vector<std::uint32_t>* pixels);
    void drawNode(Node* node) override { visit(node); }
    int capture(Node* node) override;
    void drawCapture(int id, const CapturePieces& pieces, GLubyte opacity) override;
    void drawLayerColor(LayerColor* layer);
    void drawLayerGradient(LayerGradient* layer);
    /// @p gray: the texture's grey twin tinted by the colour's luminance (ui::GraySprite).
    void drawSprite(Sprite* sprite, bool gray = false);
    void drawLabel(Label* label);
    void drawBitmapLabel(Label* label);
    void drawAtlasNode(AtlasNode* atlas);
    /// One glyph or atlas cell: the @p source texels of @p page on the node-space @p quad.
    void drawGlyph(Painter& painter, Texture2D* page, const Rect& quad, const Rect& source,
                   const SDL_Color& color);
    void drawDrawNode(DrawNode* drawNode);
    void drawParticleSystem(ParticleSystem* system);
    void drawProgressTimer(ProgressTimer* timer);
    void drawMotionStreak(MotionStreak* streak);
    /// Its nine parts in one batch; the grey twin of its texture in the GRAY state.
    void drawScale9Sprite(ui::Scale9Sprite* sprite);
    /// Node-space @p triangles through @p transform, on @p texture (untextured when null).
    void drawTexturedTriangles(const TexturedTriangles& triangles, const AffineTransform& transform,
                               Texture2D* texture, const BlendFunc& blend);
    /// A tile map layer (cc.TMXLayer, ccexp.TMXLayer): the tiles inside the drawn area only.
    void drawTileLayer(Node* node, const TMXLayerCore* layer);

    SDL_Renderer* _renderer;
    FontCache* _fonts;
    TextTextures* _text;
    int _width;
    float _height;
    int _targetWidth;
    int _targetHeight;
    int _drawn = 0;
    std::vector<SDL_Texture*> _captures;       // target textures, reused every frame
    std::size_t _capturesUsed = 0;             // taken in this frame
    std::vector<CanvasDrawable*> _drawing;     // drawing now (nested)
    std::vector<SDL_Vertex> _captureVertices;  // drawCapture's triangles, kept to reuse its memory
    std::vector<SDL_Vertex> _particleVertices; // drawParticleSystem's quads, likewise
    std::vector<int> _particleIndices;
    std::vector<SDL_Vertex> _texturedVertices; // drawTexturedTriangles', likewise
    std::vector<SDL_Vertex> _tileVertices;     // drawTileLayer's quads, likewise
    std::vector<int> _tileIndices;
    std::vector<SDL_Rect> _clips; // ClippingRectangleNodes drawn now, intersected, innermost last
    struct Layer {
        SDL_Texture* texture;
        int width, height;
        bool streaming, inUse;
    };
    std::vector<Layer> _layers; // ClippingNode's layers, kept for reuse
    int _stencilShapes = 0;     // drawing a stencil whose shapes count whole (sprites as quads)
    std::vector<std::uint32_t> _stencilPixels, _contentPixels;
    std::vector<ClippingNode*> _clipping; // drawing now (nested)
    SDL_Texture* _target = nullptr;       // the render texture drawn into now (drawIntoTarget)
    SpriteBatch _sprites;                 // sprites queued to draw together (GPU renderers)
    bool _batching;                       // batchesSprites(_renderer)
    bool _drawingFrame = false;           // drawing the frame itself: what lies outside it is skipped
    std::unordered_map<const std::type_info*, NodeKind> _kinds; // kindOf()'s, by dynamic type
};

} // namespace cc
