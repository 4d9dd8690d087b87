// engine/scene/Layer.h — a full-window container node.
#pragma once

#include "scene/Node.h"

namespace cc {

/// cocos2d-x `Layer`: content size = window size, anchor (0.5, 0.5), positioned by its corner.
/// Input is handled with event listeners (EventDispatcher), not with Layer methods.
class Layer : public Node {
public:
    static Layer* create();
    bool init() override;
};

} // namespace cc
