// engine/scene/SpriteBatchNode.cpp
#include "scene/SpriteBatchNode.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/Sprite.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

namespace cc {

SpriteBatchNode* SpriteBatchNode::create(const std::string& fileImage, int capacity) {
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(fileImage);
    return texture ? createWithTexture(texture, capacity) : nullptr;
}

SpriteBatchNode* SpriteBatchNode::createWithTexture(Texture2D* texture, int) {
    if (!texture) return nullptr;
    auto* batch = new SpriteBatchNode();
    batch->setTexture(texture);
    batch->autorelease();
    return batch;
}

SpriteBatchNode::~SpriteBatchNode() {
    CC_SAFE_RELEASE_NULL(_texture);
}

void SpriteBatchNode::setTexture(Texture2D* texture) {
    if (texture == _texture) return;
    CC_SAFE_RETAIN(texture);
    CC_SAFE_RELEASE(_texture);
    _texture = texture;
}

bool SpriteBatchNode::accepts(Node* child) const {
    auto* sprite = dynamic_cast<Sprite*>(child);
    if (!sprite) {
        logError("SpriteBatchNode::addChild: only Sprites can be added to a SpriteBatchNode");
        return false;
    }
    if (sprite->getTexture() != _texture) {
        logError("SpriteBatchNode::addChild: the Sprite does not use the batch node's texture ('%s')",
                 _texture ? _texture->getPath().c_str() : "none");
        return false;
    }
    return true;
}

void SpriteBatchNode::addChild(Node* child) {
    if (child && accepts(child)) Node::addChild(child);
}

void SpriteBatchNode::addChild(Node* child, int localZOrder) {
    if (child && accepts(child)) Node::addChild(child, localZOrder);
}

void SpriteBatchNode::addChild(Node* child, int localZOrder, int tag) {
    if (child && accepts(child)) Node::addChild(child, localZOrder, tag);
}

void SpriteBatchNode::addChild(Node* child, int localZOrder, const std::string& name) {
    if (child && accepts(child)) Node::addChild(child, localZOrder, name);
}

} // namespace cc
