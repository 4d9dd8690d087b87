// engine/scene/MenuItem.h — clickable items placed in a Menu.
#pragma once

#include "base/RefPtr.h"
#include "scene/Node.h"

#include <functional>
#include <string>

namespace cc {

class Label;

using ccMenuCallback = std::function<void(Ref*)>;

/// cocos2d-x `MenuItem`. activate() calls the callback (Lua's registerScriptTapHandler sets it). The
/// item is retained for the duration, so a callback may remove the item or its menu, or replace
/// itself (touching none of its own captures afterwards).
class MenuItem : public Node {
public:
    static MenuItem* create();
    static MenuItem* create(const ccMenuCallback& callback);
    bool initWithCallback(const ccMenuCallback& callback);

    virtual void activate();
    virtual void selected() { _selected = true; }
    virtual void unselected() { _selected = false; }
    bool isSelected() const { return _selected; }
    virtual void setEnabled(bool enabled) { _enabled = enabled; }
    bool isEnabled() const { return _enabled; }
    void setCallback(const ccMenuCallback& callback) { _callback = callback; }
    /// The item's rectangle in its parent's space (position minus anchor offset, content size).
    Rect rect() const;

protected:
    ccMenuCallback _callback;
    bool _selected = false;
    bool _enabled = true;
};

/// An item showing a label (any Node; usually a Label), which becomes its only child. Selecting zooms
/// it to 1.2x with a 0.1 s ScaleTo (tag MenuItemLabel::kZoomActionTag); disabling greys it.
class MenuItemLabel : public MenuItem {
public:
    static constexpr int kZoomActionTag = 0xc0c05002;

    static MenuItemLabel* create(Node* label, const ccMenuCallback& callback);
    static MenuItemLabel* create(Node* label);
    bool initWithLabel(Node* label, const ccMenuCallback& callback);

    Node* getLabel() const { return _label.get(); }
    void setLabel(Node* label);
    /// Sets the text when the label is a cc::Label, and resizes the item.
    void setString(const std::string& text);
    void setDisabledColor(const Color3B& color) { _disabledColor = color; }
    const Color3B& getDisabledColor() const { return _disabledColor; }

    void activate() override;
    void selected() override;
    void unselected() override;
    void setEnabled(bool enabled) override;

protected:
    // Its child, retained here too: a script that removes the item's children (removeAllChildren)
    // leaves the item with its label alive, not dangling (stress seed 5150 under ASan).
    RefPtr<Node> _label;
    Color3B _colorBackup = Color3B::WHITE;
    Color3B _disabledColor{126, 126, 126};
    float _originalScale = 1.0f;
};

/// A MenuItemLabel with a system-font Label (cocos2d-x `MenuItemFont`).
class MenuItemFont : public MenuItemLabel {
public:
    static void setFontSize(int size);
    static int getFontSize();
    static void setFontName(const std::string& name);
    static const std::string& getFontName();

    static MenuItemFont* create(const std::string& value = "");
    static MenuItemFont* create(const std::string& value, const ccMenuCallback& callback);
    bool initWithString(const std::string& value, const ccMenuCallback& callback);
};

} // namespace cc
