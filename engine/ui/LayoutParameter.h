// engine/ui/LayoutParameter.h — what a layout reads from a widget: its margin (the base here; the
// linear and relative kinds extend it in their own files).
#pragma once

#include "base/Ref.h"

namespace cc {
namespace ui {

/// cocos2d-x `ui::Margin` (Lua: a table {left=, top=, right=, bottom=}).
struct Margin {
    float left = 0.0f;
    float top = 0.0f;
    float right = 0.0f;
    float bottom = 0.0f;

    Margin() = default;
    Margin(float l, float t, float r, float b) : left(l), top(t), right(r), bottom(b) {}
    void setMargin(float l, float t, float r, float b) { *this = Margin(l, t, r, b); }
    bool equals(const Margin& other) const {
        return left == other.left && top == other.top && right == other.right && bottom == other.bottom;
    }
    bool operator==(const Margin& other) const { return equals(other); }
    static const Margin ZERO;
};

/// cocos2d-x `ui::LayoutParameter`. A widget holds one per Type (setLayoutParameter); a layout reads
/// the one of its own kind. clone() copies through createCloneInstance() + copyProperties(), which
/// subclasses override.
class LayoutParameter : public Ref {
public:
    enum class Type { NONE, LINEAR, RELATIVE };

    static LayoutParameter* create();
    void setMargin(const Margin& margin) { _margin = margin; }
    const Margin& getMargin() const { return _margin; }
    Type getLayoutType() const { return _layoutParameterType; }

    LayoutParameter* clone();
    virtual LayoutParameter* createCloneInstance();
    virtual void copyProperties(LayoutParameter* model);

protected:
    LayoutParameter() = default;
    Margin _margin;
    Type _layoutParameterType = Type::NONE;
};

} // namespace ui
} // namespace cc
