// engine/scene/ParticleBatchNode.h — cocos2d-x `ParticleBatchNode`: a parent for particle systems of
// one texture and one blend function.
#pragma once

#include "scene/BlendFunc.h"
#include "scene/TextureBatchNode.h"

#include <string>

namespace cc {

/// Holds ParticleSystem children that all use its texture (TextureBatchNode) and one blend function:
/// a child that is not a ParticleSystem, shows another texture or blends differently is refused
/// with a logged error (cocos asserts). The first child's blend function becomes the batch's, as in
/// cocos. Kite draws each system itself (cocos's texture atlas calls are not there).
class ParticleBatchNode : public TextureBatchNode, public BlendProtocol {
public:
    static constexpr int DEFAULT_CAPACITY = 500;
    /// nullptr when the image cannot be loaded.
    static ParticleBatchNode* create(const std::string& fileImage, int capacity = DEFAULT_CAPACITY);
    /// nullptr for a null texture.
    static ParticleBatchNode* createWithTexture(Texture2D* texture, int capacity = DEFAULT_CAPACITY);

    /// Removes the child at @p index in the children's order; logged and ignored when out of range.
    void removeChildAtIndex(int index, bool doCleanup);

private:
    ParticleBatchNode() = default;
    bool accepts(Node* child) override;
};

} // namespace cc
