// engine/scene/SpriteBatchNode.h — cocos2d-x `SpriteBatchNode`: a parent for sprites of one texture.
#pragma once

#include "scene/TextureBatchNode.h"

#include <string>

namespace cc {

/// Holds Sprite children that all use its texture (TextureBatchNode): a child that is not a Sprite,
/// or shows another texture, is refused with a logged error (cocos2d-x asserts).
class SpriteBatchNode : public TextureBatchNode {
public:
    static constexpr int DEFAULT_CAPACITY = 29;
    /// nullptr when the image cannot be loaded.
    static SpriteBatchNode* create(const std::string& fileImage, int capacity = DEFAULT_CAPACITY);
    /// nullptr for a null texture.
    static SpriteBatchNode* createWithTexture(Texture2D* texture, int capacity = DEFAULT_CAPACITY);

protected:
    SpriteBatchNode() = default; // TMXLayer is one

private:
    bool accepts(Node* child) override;
};

} // namespace cc
