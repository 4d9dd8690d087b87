// engine/scene/SpriteBatchNode.h — cocos2d-x `SpriteBatchNode`: a parent for sprites of one texture.
#pragma once

#include "scene/Node.h"

#include <string>

namespace cc {

class Texture2D;

/// Holds Sprite children that all use its texture (retained). Kite draws each child as it draws any
/// sprite, so a batch looks exactly like the same sprites under a plain Node; the one-texture rule
/// is kept: a child that is not a Sprite, or shows another texture, is refused with a logged error
/// (cocos2d-x asserts).
class SpriteBatchNode : public Node {
public:
    static constexpr int DEFAULT_CAPACITY = 29;
    /// nullptr when the image cannot be loaded.
    static SpriteBatchNode* create(const std::string& fileImage, int capacity = DEFAULT_CAPACITY);
    /// nullptr for a null texture.
    static SpriteBatchNode* createWithTexture(Texture2D* texture, int capacity = DEFAULT_CAPACITY);
    ~SpriteBatchNode() override;

    Texture2D* getTexture() const { return _texture; }
    void setTexture(Texture2D* texture);

    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;

private:
    SpriteBatchNode() = default;
    bool accepts(Node* child) const;
    Texture2D* _texture = nullptr;
};

} // namespace cc
