// engine/scene/SpriteBatchNode.cpp
#include "scene/SpriteBatchNode.h"

#include "base/Log.h"
#include "scene/Sprite.h"

namespace cc {

SpriteBatchNode* SpriteBatchNode::create(const std::string& fileImage, int capacity) {
    Texture2D* texture = textureOf(fileImage);
    return texture ? createWithTexture(texture, capacity) : nullptr;
}

SpriteBatchNode* SpriteBatchNode::createWithTexture(Texture2D* texture, int) {
    return withTexture(new SpriteBatchNode(), texture);
}

bool SpriteBatchNode::accepts(Node* child) {
    auto* sprite = dynamic_cast<Sprite*>(child);
    if (!sprite) {
        logError("SpriteBatchNode::addChild: only Sprites can be added to a SpriteBatchNode");
        return false;
    }
    if (sprite->getTexture() != getTexture()) {
        logError("SpriteBatchNode::addChild: the Sprite does not use the batch node's texture (%s)",
                 textureName().c_str());
        return false;
    }
    return true;
}

} // namespace cc
