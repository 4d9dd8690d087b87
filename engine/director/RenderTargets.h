// engine/director/RenderTargets.h — the renderer's off-screen targets, as cc::RenderTexture uses them.
#pragma once

#include "math/Color.h"

#include <memory>
#include <string>

namespace cc {

class DecodedImage;
class Node;
struct TextureInfo;

/// Implemented by the platform (SDL target textures) and by tests (a fake); installed process-wide
/// with install(), not owned by the engine. Drawing is immediate: a RenderTexture draws when the game
/// asks (between begin and end, or as it is visited with auto-draw on), not in the frame's render.
/// A target's handle is a texture handle: it goes back to the TextureLoader when its Texture2D dies.
class RenderTargets {
public:
    virtual ~RenderTargets() = default;
    /// The largest width and height a target may have (the renderer's texture limit).
    virtual int maxTargetSize() const = 0;
    /// A new @p width x @p height target cleared to transparent black; false with @p error set.
    virtual bool createTarget(int width, int height, TextureInfo* info, std::string* error) = 0;
    /// Fills the target with @p color (0..1 components).
    virtual void clearTarget(void* handle, const Color4F& color) = 0;
    /// Draws @p node's subtree as it was last visited into the target: its visit transforms are the
    /// target's pixels, origin at the bottom-left.
    virtual void drawIntoTarget(void* handle, Node* node) = 0;
    /// The target's pixels as the TextureLoader's decoded image (top row first); nullptr when they
    /// cannot be read.
    virtual std::unique_ptr<DecodedImage> readTarget(void* handle) = 0;

    static void install(RenderTargets* targets);
    static RenderTargets* get();
};

} // namespace cc
