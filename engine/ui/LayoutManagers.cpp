// engine/ui/LayoutManagers.cpp — see LayoutManagers.h. The arithmetic is cocos2d-x 3.17's, anchor
// points included: a child's position is its anchor's.
#include "ui/LayoutManagers.h"

#include "ui/Layout.h"
#include "ui/LinearLayoutParameter.h"
#include "ui/RelativeLayoutParameter.h"

#include <vector>

namespace cc {
namespace ui {

namespace {

using Gravity = LinearLayoutParameter::LinearGravity;
using Align = RelativeLayoutParameter::RelativeAlign;

// The widget children with a parameter of kind P, in drawing order (the layout sorted them), held
// for the pass: a position change may run script code.
template <class P> std::vector<std::pair<RefPtr<Widget>, P*>> elementsOf(Layout& layout) {
    std::vector<std::pair<RefPtr<Widget>, P*>> elements;
    for (Node* child : layout.getChildren())
        if (auto* widget = dynamic_cast<Widget*>(child))
            if (auto* parameter = dynamic_cast<P*>(widget->getLayoutParameter()))
                elements.emplace_back(widget, parameter);
    return elements;
}

} // namespace

void layoutLinearVertical(Layout& layout) {
    const Size layoutSize = layout.getLayoutContentSize();
    float topBoundary = layoutSize.height;
    for (auto& [child, parameter] : elementsOf<LinearLayoutParameter>(layout)) {
        const Vec2 ap = child->getAnchorPoint();
        const Size cs = child->getContentSize();
        float x = ap.x * cs.width;
        float y = topBoundary - (1.0f - ap.y) * cs.height;
        switch (parameter->getGravity()) {
        case Gravity::RIGHT:
            x = layoutSize.width - (1.0f - ap.x) * cs.width;
            break;
        case Gravity::CENTER_HORIZONTAL:
            x = layoutSize.width / 2.0f - cs.width * (0.5f - ap.x);
            break;
        default: // NONE, LEFT, and the horizontal gravities
            break;
        }
        const Margin& margin = parameter->getMargin();
        child->setPosition(Vec2(x + margin.left, y - margin.top));
        topBoundary = child->getPositionY() - child->getAnchorPoint().y * child->getContentSize().height -
                      margin.bottom;
    }
}

void layoutLinearHorizontal(Layout& layout) {
    const Size layoutSize = layout.getLayoutContentSize();
    float leftBoundary = 0.0f;
    for (auto& [child, parameter] : elementsOf<LinearLayoutParameter>(layout)) {
        const Vec2 ap = child->getAnchorPoint();
        const Size cs = child->getContentSize();
        float x = leftBoundary + ap.x * cs.width;
        float y = layoutSize.height - (1.0f - ap.y) * cs.height;
        switch (parameter->getGravity()) {
        case Gravity::BOTTOM:
            y = ap.y * cs.height;
            break;
        case Gravity::CENTER_VERTICAL:
            y = layoutSize.height / 2.0f - cs.height * (0.5f - ap.y);
            break;
        default: // NONE, TOP, and the vertical gravities
            break;
        }
        const Margin& margin = parameter->getMargin();
        child->setPosition(Vec2(x + margin.left, y - margin.top));
        leftBoundary = child->getRightBoundary() + margin.right;
    }
}

namespace {

struct RelativePass {
    Size layoutSize;
    std::vector<std::pair<RefPtr<Widget>, RelativeLayoutParameter*>> elements;

    // The sibling whose relative name is @p name, with its parameter; nullptr when none.
    const std::pair<RefPtr<Widget>, RelativeLayoutParameter*>* find(const std::string& name) const {
        if (name.empty()) return nullptr;
        for (const auto& element : elements)
            if (element.second->getRelativeName() == name) return &element;
        return nullptr;
    }

    // The position by the align before margins; false while the sibling it is placed against
    // is not placed yet.
    bool place(Widget* widget, RelativeLayoutParameter* parameter, Vec2* out) const {
        const Vec2 ap = widget->getAnchorPoint();
        const Size cs = widget->getContentSize();
        const float w = layoutSize.width, h = layoutSize.height;
        float x = 0.0f, y = 0.0f;
        const auto* relative = find(parameter->getRelativeToWidgetName());
        Widget* other = relative ? relative->first.get() : nullptr;
        const Align align = parameter->getAlign();
        if (other && align >= Align::LOCATION_ABOVE_LEFTALIGN && !relative->second->isPut()) return false;
        switch (align) {
        case Align::NONE:
        case Align::PARENT_TOP_LEFT:
            x = ap.x * cs.width;
            y = h - (1.0f - ap.y) * cs.height;
            break;
        case Align::PARENT_TOP_CENTER_HORIZONTAL:
            x = w * 0.5f - cs.width * (0.5f - ap.x);
            y = h - (1.0f - ap.y) * cs.height;
            break;
        case Align::PARENT_TOP_RIGHT:
            x = w - (1.0f - ap.x) * cs.width;
            y = h - (1.0f - ap.y) * cs.height;
            break;
        case Align::PARENT_LEFT_CENTER_VERTICAL:
            x = ap.x * cs.width;
            y = h * 0.5f - cs.height * (0.5f - ap.y);
            break;
        case Align::CENTER_IN_PARENT:
            x = w * 0.5f - cs.width * (0.5f - ap.x);
            y = h * 0.5f - cs.height * (0.5f - ap.y);
            break;
        case Align::PARENT_RIGHT_CENTER_VERTICAL:
            x = w - (1.0f - ap.x) * cs.width;
            y = h * 0.5f - cs.height * (0.5f - ap.y);
            break;
        case Align::PARENT_LEFT_BOTTOM:
            x = ap.x * cs.width;
            y = ap.y * cs.height;
            break;
        case Align::PARENT_BOTTOM_CENTER_HORIZONTAL:
            x = w * 0.5f - cs.width * (0.5f - ap.x);
            y = ap.y * cs.height;
            break;
        case Align::PARENT_RIGHT_BOTTOM:
            x = w - (1.0f - ap.x) * cs.width;
            y = ap.y * cs.height;
            break;
        default:
            if (other) placeBeside(*other, align, ap, cs, &x, &y);
            break;
        }
        *out = Vec2(x, y);
        return true;
    }

    static void placeBeside(const Widget& other, Align align, const Vec2& ap, const Size& cs, float* x,
                            float* y) {
        const Size rs = other.getContentSize();
        const float left = other.getLeftBoundary(), right = other.getRightBoundary();
        const float top = other.getTopBoundary(), bottom = other.getBottomBoundary();
        const float centreX = left + rs.width * 0.5f + ap.x * cs.width - cs.width * 0.5f;
        const float centreY = bottom + rs.height * 0.5f + ap.y * cs.height - cs.height * 0.5f;
        switch (align) {
        case Align::LOCATION_ABOVE_LEFTALIGN:
            *y = top + ap.y * cs.height;
            *x = left + ap.x * cs.width;
            break;
        case Align::LOCATION_ABOVE_CENTER:
            *y = top + ap.y * cs.height;
            *x = centreX;
            break;
        case Align::LOCATION_ABOVE_RIGHTALIGN:
            *y = top + ap.y * cs.height;
            *x = right - (1.0f - ap.x) * cs.width;
            break;
        case Align::LOCATION_LEFT_OF_TOPALIGN:
            *y = top - (1.0f - ap.y) * cs.height;
            *x = left - (1.0f - ap.x) * cs.width;
            break;
        case Align::LOCATION_LEFT_OF_CENTER:
            *x = left - (1.0f - ap.x) * cs.width;
            *y = centreY;
            break;
        case Align::LOCATION_LEFT_OF_BOTTOMALIGN:
            *y = bottom + ap.y * cs.height;
            *x = left - (1.0f - ap.x) * cs.width;
            break;
        case Align::LOCATION_RIGHT_OF_TOPALIGN:
            *y = top - (1.0f - ap.y) * cs.height;
            *x = right + ap.x * cs.width;
            break;
        case Align::LOCATION_RIGHT_OF_CENTER:
            *x = right + ap.x * cs.width;
            *y = centreY;
            break;
        case Align::LOCATION_RIGHT_OF_BOTTOMALIGN:
            *y = bottom + ap.y * cs.height;
            *x = right + ap.x * cs.width;
            break;
        case Align::LOCATION_BELOW_LEFTALIGN:
            *y = bottom - (1.0f - ap.y) * cs.height;
            *x = left + ap.x * cs.width;
            break;
        case Align::LOCATION_BELOW_CENTER:
            *y = bottom - (1.0f - ap.y) * cs.height;
            *x = centreX;
            break;
        case Align::LOCATION_BELOW_RIGHTALIGN:
            *y = bottom - (1.0f - ap.y) * cs.height;
            *x = right - (1.0f - ap.x) * cs.width;
            break;
        default:
            break;
        }
    }

    // cocos's margin table: each align reads the margins on the sides it is pinned by.
    static Vec2 marginOffset(Align align, const Margin& m) {
        switch (align) {
        case Align::NONE:
        case Align::PARENT_TOP_LEFT:
            return Vec2(m.left, -m.top);
        case Align::PARENT_TOP_CENTER_HORIZONTAL:
            return Vec2(0.0f, -m.top);
        case Align::PARENT_TOP_RIGHT:
            return Vec2(-m.right, -m.top);
        case Align::PARENT_LEFT_CENTER_VERTICAL:
            return Vec2(m.left, 0.0f);
        case Align::CENTER_IN_PARENT:
            return Vec2::ZERO;
        case Align::PARENT_RIGHT_CENTER_VERTICAL:
            return Vec2(-m.right, 0.0f);
        case Align::PARENT_LEFT_BOTTOM:
            return Vec2(m.left, m.bottom);
        case Align::PARENT_BOTTOM_CENTER_HORIZONTAL:
            return Vec2(0.0f, m.bottom);
        case Align::PARENT_RIGHT_BOTTOM:
            return Vec2(-m.right, m.bottom);
        case Align::LOCATION_ABOVE_LEFTALIGN:
            return Vec2(m.left, m.bottom);
        case Align::LOCATION_ABOVE_RIGHTALIGN:
            return Vec2(-m.right, m.bottom);
        case Align::LOCATION_ABOVE_CENTER:
            return Vec2(0.0f, m.bottom);
        case Align::LOCATION_LEFT_OF_TOPALIGN:
            return Vec2(-m.right, -m.top);
        case Align::LOCATION_LEFT_OF_BOTTOMALIGN:
            return Vec2(-m.right, m.bottom);
        case Align::LOCATION_LEFT_OF_CENTER:
            return Vec2(-m.right, 0.0f);
        case Align::LOCATION_RIGHT_OF_TOPALIGN:
            return Vec2(m.left, -m.top);
        case Align::LOCATION_RIGHT_OF_BOTTOMALIGN:
            return Vec2(m.left, m.bottom);
        case Align::LOCATION_RIGHT_OF_CENTER:
            return Vec2(m.left, 0.0f);
        case Align::LOCATION_BELOW_LEFTALIGN:
            return Vec2(m.left, -m.top);
        case Align::LOCATION_BELOW_RIGHTALIGN:
            return Vec2(-m.right, -m.top);
        case Align::LOCATION_BELOW_CENTER:
            return Vec2(0.0f, -m.top);
        }
        return Vec2::ZERO;
    }
};

} // namespace

void layoutRelative(Layout& layout) {
    RelativePass pass{layout.getLayoutContentSize(), elementsOf<RelativeLayoutParameter>(layout)};
    for (auto& element : pass.elements)
        element.second->setPut(false);
    // One pass per child at most: a chain of relative names is placed one link per pass; a name
    // that never resolves (or a cycle) leaves its widgets where they were.
    for (std::size_t round = 0; round < pass.elements.size(); ++round) {
        for (auto& [widget, parameter] : pass.elements) {
            if (parameter->isPut()) continue;
            Vec2 position;
            if (!pass.place(widget.get(), parameter, &position)) continue;
            widget->setPosition(position +
                                RelativePass::marginOffset(parameter->getAlign(), parameter->getMargin()));
            parameter->setPut(true);
        }
    }
}

} // namespace ui
} // namespace cc
