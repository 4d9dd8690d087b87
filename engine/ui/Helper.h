// engine/ui/Helper.h — finding widgets in a tree, and cocos's small UI helpers.
#pragma once

#include "math/Rect.h"

#include <string>

namespace cc {

class Node;

namespace ui {

class Widget;

/// cocos2d-x `ui::Helper`'s searches: depth first, the root itself first, then each widget child's
/// subtree in child order (children that are not widgets, and what is under them, are skipped).
class Helper {
public:
    static Widget* seekWidgetByTag(Widget* root, int tag);
    static Widget* seekWidgetByName(Widget* root, const std::string& name);
    static Widget* seekActionWidgetByActionTag(Widget* root, int tag);

    /// The @p length code points of UTF-8 @p str from code point @p start (fewer at the end). Text
    /// that is not UTF-8, or a start past its end, logs an error and gives "", as cocos does.
    static std::string getSubStringOfUTF8String(const std::string& str, std::string::size_type start,
                                                std::string::size_type length);
    /// cocos refreshes the LayoutComponents of @p rootNode's children; Kite has no LayoutComponent
    /// (ccui.LayoutComponent is not supported), so no node has one and nothing changes. Off while
    /// changeLayoutSystemActiveState(false), as in cocos.
    static void doLayout(Node* rootNode);
    static void changeLayoutSystemActiveState(bool active);
    static bool isLayoutSystemActive();
    /// @p capInsets fitted to @p textureSize as cocos does: a side longer than the texture becomes a
    /// 1-point slice at its middle (0 for an empty texture).
    static Rect restrictCapInsetRect(const Rect& capInsets, const Size& textureSize);
    /// @p node's content rectangle in window pixels, origin at the top left (cocos: for placing
    /// native views over a node).
    static Rect convertBoundingBoxToScreen(Node* node);
};

} // namespace ui
} // namespace cc
