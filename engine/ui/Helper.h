// engine/ui/Helper.h — finding widgets in a tree.
#pragma once

#include <string>

namespace cc {
namespace ui {

class Widget;

/// cocos2d-x `ui::Helper`'s searches: depth first, the root itself first, then each widget child's
/// subtree in child order (children that are not widgets, and what is under them, are skipped).
class Helper {
public:
    static Widget* seekWidgetByTag(Widget* root, int tag);
    static Widget* seekWidgetByName(Widget* root, const std::string& name);
    static Widget* seekActionWidgetByActionTag(Widget* root, int tag);
};

} // namespace ui
} // namespace cc
