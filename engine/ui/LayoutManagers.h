// engine/ui/LayoutManagers.h — how a Layout places its widget children for each layout type
// (cocos2d-x's LinearVerticalLayoutManager, LinearHorizontalLayoutManager, RelativeLayoutManager).
#pragma once

namespace cc {
namespace ui {

class Layout;

/// VERTICAL: from the top down, each child below the previous one's bottom plus its bottom margin;
/// its top margin moves it down, its left margin right; gravity LEFT / RIGHT / CENTER_HORIZONTAL.
/// Children without a LinearLayoutParameter keep their place.
void layoutLinearVertical(Layout& layout);
/// HORIZONTAL: from the left, each child after the previous one's right plus its right margin;
/// its left margin moves it right, its top margin down; gravity TOP (and NONE) / BOTTOM / CENTER_VERTICAL.
void layoutLinearHorizontal(Layout& layout);
/// RELATIVE: each child with a RelativeLayoutParameter by its align, against the layout or against
/// the sibling whose relative name its relative-to name is, once that sibling is placed (as many
/// passes as there are children); margins by cocos's table per align.
void layoutRelative(Layout& layout);

} // namespace ui
} // namespace cc
