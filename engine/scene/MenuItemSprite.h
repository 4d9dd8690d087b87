// engine/scene/MenuItemSprite.h — menu items showing an image per state: normal, selected, disabled.
#pragma once

#include "base/RefPtr.h"
#include "scene/MenuItem.h"

#include <string>

namespace cc {

class SpriteFrame;

/// cocos2d-x `MenuItemSprite`. The three images (any Nodes, usually Sprites) become children anchored
/// at their bottom-left corner; the item takes the normal image's content size. Exactly one shows:
/// the selected image while selected (the normal one when there is none), the disabled image while
/// disabled (the normal one when there is none), the normal image otherwise.
class MenuItemSprite : public MenuItem {
public:
    static constexpr int kNormalTag = 0x1;
    static constexpr int kSelectedTag = 0x2;
    static constexpr int kDisabledTag = 0x3;

    static MenuItemSprite* create(Node* normal, Node* selected, Node* disabled = nullptr);
    static MenuItemSprite* create(Node* normal, Node* selected, const ccMenuCallback& callback);
    static MenuItemSprite* create(Node* normal, Node* selected, Node* disabled,
                                  const ccMenuCallback& callback);
    bool initWithNormalSprite(Node* normal, Node* selected, Node* disabled, const ccMenuCallback& callback);

    Node* getNormalImage() const { return _normalImage.get(); }
    Node* getSelectedImage() const { return _selectedImage.get(); }
    Node* getDisabledImage() const { return _disabledImage.get(); }
    /// Each replaces (and removes) the previous image; nullptr removes it.
    void setNormalImage(Node* image);
    void setSelectedImage(Node* image);
    void setDisabledImage(Node* image);

    void selected() override;
    void unselected() override;
    void setEnabled(bool enabled) override;

protected:
    /// Puts @p image in @p slot as a child tagged @p tag, removing what was there.
    void replaceImage(RefPtr<Node>& slot, Node* image, int tag);
    void updateImagesVisibility();

    // Children, and retained here too: a script that removes the item's children (removeAllChildren)
    // must not leave these dangling (the stress generator's setEnabled after it crashed).
    RefPtr<Node> _normalImage;
    RefPtr<Node> _selectedImage;
    RefPtr<Node> _disabledImage;
};

/// cocos2d-x `MenuItemImage`: a MenuItemSprite whose images are Sprites loaded from files (an empty
/// name means no image; a file that cannot be loaded leaves that image out, and the loader reports it).
class MenuItemImage : public MenuItemSprite {
public:
    static MenuItemImage* create();
    static MenuItemImage* create(const std::string& normal, const std::string& selected,
                                 const std::string& disabled = "");
    static MenuItemImage* create(const std::string& normal, const std::string& selected,
                                 const ccMenuCallback& callback);
    static MenuItemImage* create(const std::string& normal, const std::string& selected,
                                 const std::string& disabled, const ccMenuCallback& callback);
    bool init() override;
    bool initWithNormalImage(const std::string& normal, const std::string& selected,
                             const std::string& disabled, const ccMenuCallback& callback);

    /// The state's image becomes a sprite showing @p frame; nullptr removes it.
    void setNormalSpriteFrame(SpriteFrame* frame);
    void setSelectedSpriteFrame(SpriteFrame* frame);
    void setDisabledSpriteFrame(SpriteFrame* frame);
};

} // namespace cc
