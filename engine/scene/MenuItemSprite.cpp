// engine/scene/MenuItemSprite.cpp
#include "scene/MenuItemSprite.h"

#include "scene/Sprite.h"

namespace cc {

/* -- MenuItemSprite ----------------------------------------------------------------- */

MenuItemSprite* MenuItemSprite::create(Node* normal, Node* selected, Node* disabled) {
    return create(normal, selected, disabled, ccMenuCallback());
}

MenuItemSprite* MenuItemSprite::create(Node* normal, Node* selected, const ccMenuCallback& callback) {
    return create(normal, selected, nullptr, callback);
}

MenuItemSprite* MenuItemSprite::create(Node* normal, Node* selected, Node* disabled,
                                       const ccMenuCallback& callback) {
    auto* item = new MenuItemSprite();
    if (item->initWithNormalSprite(normal, selected, disabled, callback))
        return static_cast<MenuItemSprite*>(item->autorelease());
    delete item;
    return nullptr;
}

bool MenuItemSprite::initWithNormalSprite(Node* normal, Node* selected, Node* disabled,
                                          const ccMenuCallback& callback) {
    initWithCallback(callback);
    setNormalImage(normal);
    setSelectedImage(selected);
    setDisabledImage(disabled);
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    return true;
}

void MenuItemSprite::replaceImage(RefPtr<Node>& slot, Node* image, int tag) {
    if (image == slot.get()) return;
    if (image) {
        addChild(image, 0, tag);
        image->setAnchorPoint(Vec2::ANCHOR_BOTTOM_LEFT);
    }
    if (slot) removeChild(slot.get(), true);
    slot = image;
    updateImagesVisibility();
}

void MenuItemSprite::setNormalImage(Node* image) {
    replaceImage(_normalImage, image, kNormalTag);
    if (_normalImage) setContentSize(_normalImage->getContentSize());
}

void MenuItemSprite::setSelectedImage(Node* image) {
    replaceImage(_selectedImage, image, kSelectedTag);
}

void MenuItemSprite::setDisabledImage(Node* image) {
    replaceImage(_disabledImage, image, kDisabledTag);
}

void MenuItemSprite::selected() {
    MenuItem::selected();
    if (!_normalImage) return;
    if (_disabledImage) _disabledImage->setVisible(false);
    _normalImage->setVisible(_selectedImage == nullptr);
    if (_selectedImage) _selectedImage->setVisible(true);
}

void MenuItemSprite::unselected() {
    MenuItem::unselected();
    if (!_normalImage) return;
    _normalImage->setVisible(true);
    if (_selectedImage) _selectedImage->setVisible(false);
    if (_disabledImage) _disabledImage->setVisible(false);
}

void MenuItemSprite::setEnabled(bool enabled) {
    if (_enabled == enabled) return;
    MenuItem::setEnabled(enabled);
    updateImagesVisibility();
}

void MenuItemSprite::updateImagesVisibility() {
    const bool showDisabled = !_enabled && _disabledImage;
    if (_normalImage) _normalImage->setVisible(!showDisabled);
    if (_selectedImage) _selectedImage->setVisible(false);
    if (_disabledImage) _disabledImage->setVisible(showDisabled);
}

/* -- MenuItemImage ------------------------------------------------------------------ */

MenuItemImage* MenuItemImage::create() {
    auto* item = new MenuItemImage();
    if (item->init()) return static_cast<MenuItemImage*>(item->autorelease());
    delete item;
    return nullptr;
}

MenuItemImage* MenuItemImage::create(const std::string& normal, const std::string& selected,
                                     const std::string& disabled) {
    return create(normal, selected, disabled, ccMenuCallback());
}

MenuItemImage* MenuItemImage::create(const std::string& normal, const std::string& selected,
                                     const ccMenuCallback& callback) {
    return create(normal, selected, "", callback);
}

MenuItemImage* MenuItemImage::create(const std::string& normal, const std::string& selected,
                                     const std::string& disabled, const ccMenuCallback& callback) {
    auto* item = new MenuItemImage();
    if (item->initWithNormalImage(normal, selected, disabled, callback))
        return static_cast<MenuItemImage*>(item->autorelease());
    delete item;
    return nullptr;
}

bool MenuItemImage::init() {
    return initWithNormalImage("", "", "", ccMenuCallback());
}

bool MenuItemImage::initWithNormalImage(const std::string& normal, const std::string& selected,
                                        const std::string& disabled, const ccMenuCallback& callback) {
    auto load = [](const std::string& file) -> Node* {
        return file.empty() ? nullptr : Sprite::create(file);
    };
    return initWithNormalSprite(load(normal), load(selected), load(disabled), callback);
}

void MenuItemImage::setNormalSpriteFrame(SpriteFrame* frame) {
    setNormalImage(Sprite::createWithSpriteFrame(frame));
}

void MenuItemImage::setSelectedSpriteFrame(SpriteFrame* frame) {
    setSelectedImage(Sprite::createWithSpriteFrame(frame));
}

void MenuItemImage::setDisabledSpriteFrame(SpriteFrame* frame) {
    setDisabledImage(Sprite::createWithSpriteFrame(frame));
}

} // namespace cc
