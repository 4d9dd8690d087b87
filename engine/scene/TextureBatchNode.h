// engine/scene/TextureBatchNode.h — what SpriteBatchNode and ParticleBatchNode share: one texture
// their children must use.
#pragma once

#include "scene/Node.h"

#include <string>

namespace cc {

class Texture2D;

/// A parent whose children all use its texture (retained). Kite draws each child as it draws any
/// node of its kind, so a batch looks exactly like the same children under a plain Node; the
/// batch's rules are kept: a child the batch does not accept() is refused with a logged error
/// (cocos2d-x asserts).
class TextureBatchNode : public Node {
public:
    ~TextureBatchNode() override;

    Texture2D* getTexture() const { return _texture; }
    void setTexture(Texture2D* texture);

    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;

protected:
    TextureBatchNode() = default;
    /// Whether @p child (not null) may join; logs why not.
    virtual bool accepts(Node* child) = 0;
    /// @p batch, given @p texture and autoreleased; nullptr (and @p batch deleted) for no texture.
    template <class T> static T* withTexture(T* batch, Texture2D* texture) {
        if (!texture) {
            delete batch;
            return nullptr;
        }
        batch->setTexture(texture);
        batch->autorelease();
        return batch;
    }
    /// The TextureCache's texture of @p fileImage (nullptr, logged, when it cannot be loaded).
    static Texture2D* textureOf(const std::string& fileImage);
    /// "'<path>'" of the batch's texture, or "none", for messages.
    std::string textureName() const;

private:
    Texture2D* _texture = nullptr;
};

} // namespace cc
