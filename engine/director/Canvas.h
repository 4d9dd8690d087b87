// engine/director/Canvas.h — what a node that draws through the renderer may ask of it.
#pragma once

#include "math/Color.h"
#include "math/Vec2.h"

#include <vector>

namespace cc {

class Node;

/// A point of a piece drawn from a capture: where it goes (world points, origin bottom-left) and
/// which point of the capture it shows (0..1 across the window, origin bottom-left).
struct CanvasVertex {
    Vec2 position;
    Vec2 uv;
};

/// An upright rectangle of a capture (uv..uvEnd, 0..1 across the window) drawn at at..atEnd (world
/// points): a tile, a column, the whole window.
struct CanvasRect {
    Vec2 at, atEnd;
    Vec2 uv, uvEnd;
};

/// What drawCapture shows of a capture: upright rectangles, copied as such, and triangles (three
/// vertices each) for the other shapes (a radial mask).
struct CapturePieces {
    std::vector<CanvasRect> rects;
    std::vector<CanvasVertex> triangles;
    void clear() {
        rects.clear();
        triangles.clear();
    }
    bool empty() const { return rects.empty() && triangles.empty(); }
};

/// The renderer's drawing services for CanvasDrawable nodes, valid during one Renderer::render call:
/// drawing a visited subtree, drawing one into an off-screen image of the window's size (Kite's
/// render-to-texture), and drawing pieces of such an image (tiles, masks).
class Canvas {
public:
    virtual ~Canvas() = default;
    /// Draws @p node's visited subtree where the frame is being drawn.
    virtual void drawNode(Node* node) = 0;
    /// Draws @p node's visited subtree into a fresh off-screen image cleared as the screen is (opaque
    /// black), so it looks as the subtree drawn directly; returns its id for drawCapture (valid until
    /// render() returns), or -1 when the renderer has none.
    virtual int capture(Node* node) = 0;
    /// Draws @p pieces of capture @p id, with @p opacity (0..255).
    virtual void drawCapture(int id, const CapturePieces& pieces, GLubyte opacity) = 0;
};

/// A node that draws itself through the Canvas instead of by its type (its children with negative z
/// are drawn before, the others after, as for any node).
class CanvasDrawable {
public:
    virtual ~CanvasDrawable() = default;
    virtual void drawOn(Canvas& canvas) = 0;
};

} // namespace cc
