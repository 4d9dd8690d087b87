// engine/scene/TextureBatchNode.cpp — see TextureBatchNode.h.
#include "scene/TextureBatchNode.h"

#include "director/Director.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

namespace cc {

TextureBatchNode::~TextureBatchNode() {
    CC_SAFE_RELEASE_NULL(_texture);
}

void TextureBatchNode::setTexture(Texture2D* texture) {
    if (texture == _texture) return;
    CC_SAFE_RETAIN(texture);
    CC_SAFE_RELEASE(_texture);
    _texture = texture;
}

Texture2D* TextureBatchNode::textureOf(const std::string& fileImage) {
    return Director::getInstance()->getTextureCache()->addImage(fileImage);
}

std::string TextureBatchNode::textureName() const {
    return _texture ? "'" + _texture->getPath() + "'" : std::string("none");
}

void TextureBatchNode::addChild(Node* child) {
    if (child && accepts(child)) Node::addChild(child);
}

void TextureBatchNode::addChild(Node* child, int localZOrder) {
    if (child && accepts(child)) Node::addChild(child, localZOrder);
}

void TextureBatchNode::addChild(Node* child, int localZOrder, int tag) {
    if (child && accepts(child)) Node::addChild(child, localZOrder, tag);
}

void TextureBatchNode::addChild(Node* child, int localZOrder, const std::string& name) {
    if (child && accepts(child)) Node::addChild(child, localZOrder, name);
}

} // namespace cc
