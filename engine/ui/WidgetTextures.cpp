// engine/ui/WidgetTextures.cpp
#include "ui/WidgetTextures.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/Sprite.h"
#include "scene/SpriteFrameCache.h"
#include "scene/TextureCache.h"
#include "ui/Scale9Sprite.h"

namespace cc {
namespace ui {

bool loadSpriteTexture(Sprite* sprite, const std::string& name, Widget::TextureResType type) {
    if (name.empty()) return false;
    if (type == Widget::TextureResType::PLIST) {
        SpriteFrame* frame = SpriteFrameCache::getInstance()->getSpriteFrameByName(name);
        if (!frame) {
            logError("ccui: no sprite frame named '%s' (TextureResType.PLIST)", name.c_str());
            return false;
        }
        sprite->setSpriteFrame(frame);
        return true;
    }
    // The cache logs a file it cannot load, by name; the sprite's own load then finds it cached.
    if (!Director::getInstance()->getTextureCache()->addImage(name)) return false;
    sprite->setTexture(name);
    return true;
}

Scale9Sprite* makeScale9Renderer() {
    Scale9Sprite* renderer = Scale9Sprite::create();
    renderer->setRenderingType(Scale9Sprite::RenderingType::SIMPLE);
    return renderer;
}

bool loadScale9Texture(Scale9Sprite* renderer, const std::string& name, Widget::TextureResType type,
                       const Rect& capInsets) {
    if (!loadSpriteTexture(renderer, name, type)) return false;
    renderer->setCapInsets(capInsets);
    return true;
}

Rect restrictCapInsetRect(const Rect& capInsets, const Size& textureSize) {
    Rect restricted = capInsets;
    if (textureSize.width < capInsets.size.width) {
        restricted.origin.x = textureSize.width / 2.0f;
        restricted.size.width = textureSize.width > 0.0f ? 1.0f : 0.0f;
    }
    if (textureSize.height < capInsets.size.height) {
        restricted.origin.y = textureSize.height / 2.0f;
        restricted.size.height = textureSize.height > 0.0f ? 1.0f : 0.0f;
    }
    return restricted;
}

void adaptSizeToScale9(Widget* widget, bool scale9Enabled, bool* adaptedBefore) {
    if (!scale9Enabled) {
        widget->ignoreContentAdaptWithSize(*adaptedBefore);
        return;
    }
    const bool before = widget->isIgnoreContentAdaptWithSize();
    widget->ignoreContentAdaptWithSize(false);
    *adaptedBefore = before;
}

Vec2 fitRendererToSize(Node* renderer, const Size& size, bool ignoreSize) {
    const Vec2 centre(size.width / 2.0f, size.height / 2.0f);
    auto* nine = dynamic_cast<Scale9Sprite*>(renderer);
    if (nine && nine->isScale9Enabled()) {
        nine->setPreferredSize(size);
        nine->setScale(1.0f);
        nine->setPosition(centre);
        return Vec2(1.0f, 1.0f);
    }
    const Size own = renderer->getContentSize();
    Vec2 scale(1.0f, 1.0f);
    if (!ignoreSize && own.width > 0.0f && own.height > 0.0f)
        scale = Vec2(size.width / own.width, size.height / own.height);
    renderer->setScale(scale.x, scale.y);
    renderer->setPosition(centre);
    return scale;
}

void showLeftFraction(Sprite* sprite, const Size& fullSize, float fraction) {
    Rect rect = sprite->getTextureRect();
    rect.size.width = fullSize.width * fraction;
    sprite->setTextureRect(rect, sprite->isTextureRectRotated(), rect.size);
}

} // namespace ui
} // namespace cc
