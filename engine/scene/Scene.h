// engine/scene/Scene.h — the root of a scene graph, run by the Director.
#pragma once

#include "scene/Node.h"

namespace cc {

/// cocos2d-x `Scene`: content size = the Director's window size, anchor (0.5, 0.5), positioned by its
/// bottom-left corner. The Director's scene stack retains scenes.
class Scene : public Node {
public:
    static Scene* create();
    static Scene* createWithSize(const Size& size);
    bool init() override;
    bool initWithSize(const Size& size);
};

} // namespace cc
