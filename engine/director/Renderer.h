// engine/director/Renderer.h — the drawing interface the platform installs on the Director.
#pragma once

namespace cc {

class Scene;

/// Draws a visited scene graph. The platform layer implements it (SDL renderer, headless renderer) and
/// installs it with Director::setRenderer(); the engine core never draws. When render() is called the
/// scene has just been visited: children are sorted and Node::getVisitTransform() is up to date.
class Renderer {
public:
    virtual ~Renderer() = default;
    virtual void render(Scene* scene) = 0;
};

} // namespace cc
