// engine/scene/ParticleBatchNode.cpp — see ParticleBatchNode.h.
#include "scene/ParticleBatchNode.h"

#include "base/Log.h"
#include "scene/ParticleSystem.h"

namespace cc {

ParticleBatchNode* ParticleBatchNode::create(const std::string& fileImage, int capacity) {
    Texture2D* texture = textureOf(fileImage);
    return texture ? createWithTexture(texture, capacity) : nullptr;
}

ParticleBatchNode* ParticleBatchNode::createWithTexture(Texture2D* texture, int) {
    return withTexture(new ParticleBatchNode(), texture);
}

bool ParticleBatchNode::accepts(Node* child) {
    auto* system = dynamic_cast<ParticleSystem*>(child);
    if (!system) {
        logError("ParticleBatchNode::addChild: only ParticleSystems can be added to a ParticleBatchNode");
        return false;
    }
    if (system->getTexture() != getTexture()) {
        logError("ParticleBatchNode::addChild: the ParticleSystem does not use the batch node's texture (%s)",
                 textureName().c_str());
        return false;
    }
    if (getChildren().empty()) {
        _blendFunc = system->getBlendFunc(); // the first child's, as cocos
    } else if (system->getBlendFunc() != _blendFunc) {
        logError("ParticleBatchNode::addChild: the ParticleSystem blends differently from the batch node %s",
                 _blendFunc.describe().c_str());
        return false;
    }
    return true;
}

void ParticleBatchNode::removeChildAtIndex(int index, bool doCleanup) {
    const auto& children = getChildren();
    if (index < 0 || index >= static_cast<int>(children.size())) {
        logError("ParticleBatchNode::removeChildAtIndex(%d): out of range (%d children)", index,
                 static_cast<int>(children.size()));
        return;
    }
    removeChild(children.at(index), doCleanup);
}

} // namespace cc
