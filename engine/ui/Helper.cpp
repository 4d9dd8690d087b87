// engine/ui/Helper.cpp
#include "ui/Helper.h"

#include "ui/Widget.h"

namespace cc {
namespace ui {

namespace {
template <class Match> Widget* seek(Widget* root, const Match& match) {
    if (!root) return nullptr;
    if (match(root)) return root;
    for (Node* child : root->getChildren()) {
        if (Widget* found = seek(dynamic_cast<Widget*>(child), match)) return found;
    }
    return nullptr;
}
} // namespace

Widget* Helper::seekWidgetByTag(Widget* root, int tag) {
    return seek(root, [tag](Widget* w) { return w->getTag() == tag; });
}

Widget* Helper::seekWidgetByName(Widget* root, const std::string& name) {
    return seek(root, [&name](Widget* w) { return w->getName() == name; });
}

Widget* Helper::seekActionWidgetByActionTag(Widget* root, int tag) {
    return seek(root, [tag](Widget* w) { return w->getActionTag() == tag; });
}

} // namespace ui
} // namespace cc
