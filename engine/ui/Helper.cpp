// engine/ui/Helper.cpp
#include "ui/Helper.h"

#include "base/Log.h"
#include "director/Director.h"
#include "director/GLView.h"
#include "scene/Utf8Text.h"
#include "ui/Widget.h"

namespace cc {
namespace ui {

namespace {
bool layoutSystemActive = true;

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

std::string Helper::getSubStringOfUTF8String(const std::string& str, std::string::size_type start,
                                             std::string::size_type length) {
    if (toValidUtf8(str) != str) {
        logError("ccui.Helper:getSubStringOfUTF8String: the string is not UTF-8");
        return "";
    }
    const std::size_t count = utf8Length(str);
    if (start > count) {
        logError("ccui.Helper:getSubStringOfUTF8String: start %zu is past the string's %zu characters", start,
                 count);
        return "";
    }
    const std::size_t from = utf8Offset(str, start);
    const std::size_t to = length >= count - start ? str.size() : utf8Offset(str, start + length);
    return str.substr(from, to - from);
}

void Helper::doLayout(Node* rootNode) {
    if (!layoutSystemActive || !rootNode) return;
    // Each child's LayoutComponent would be refreshed here; Kite's nodes carry none.
}

void Helper::changeLayoutSystemActiveState(bool active) {
    layoutSystemActive = active;
}

bool Helper::isLayoutSystemActive() {
    return layoutSystemActive;
}

Rect Helper::restrictCapInsetRect(const Rect& capInsets, const Size& textureSize) {
    Rect rect = capInsets;
    if (textureSize.width < rect.size.width) {
        rect.origin.x = textureSize.width / 2.0f;
        rect.size.width = textureSize.width > 0.0f ? 1.0f : 0.0f;
    }
    if (textureSize.height < rect.size.height) {
        rect.origin.y = textureSize.height / 2.0f;
        rect.size.height = textureSize.height > 0.0f ? 1.0f : 0.0f;
    }
    return rect;
}

Rect Helper::convertBoundingBoxToScreen(Node* node) {
    Director* director = Director::getInstance();
    GLView* view = director->getOpenGLView();
    if (!node || !view) return Rect();
    const Size frame = view->getFrameSize();
    const Size win = director->getWinSize();
    const Vec2 leftBottom = node->convertToWorldSpace(Vec2::ZERO);
    const Size& size = node->getContentSize();
    const Vec2 rightTop = node->convertToWorldSpace(Vec2(size.width, size.height));
    const float left = frame.width / 2.0f + (leftBottom.x - win.width / 2.0f) * view->getScaleX();
    const float top = frame.height / 2.0f - (rightTop.y - win.height / 2.0f) * view->getScaleY();
    return Rect(left, top, (rightTop.x - leftBottom.x) * view->getScaleX(),
                (rightTop.y - leftBottom.y) * view->getScaleY());
}

} // namespace ui
} // namespace cc
