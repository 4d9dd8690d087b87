// engine/ui/ScrollViewBar.h — cocos2d-x 3.17 `ui::ScrollViewBar`: the bar a ScrollView shows for one
// direction, its length the visible share of the inner container, fading out after a move.
#pragma once

#include "scene/Node.h"
#include "ui/ScrollView.h"

namespace cc {

class DrawNode;

namespace ui {

/// Drawn as a rounded bar (cocos draws two half-circle sprites and a body; Kite draws the same shape
/// with a DrawNode segment): colour (52, 65, 87), 40% opacity, 12 points wide, 20 points from the
/// view's edges. Vertical: at the right edge; horizontal: along the bottom (the node turned 90°).
class ScrollViewBar : public Node {
public:
    static ScrollViewBar* create(ScrollView* parent, ScrollView::Direction direction);

    /// x: from the edge across the bar; y: from the ends along it (vertical; the horizontal bar swaps them).
    void setPositionFromCorner(const Vec2& positionFromCorner);
    Vec2 getPositionFromCorner() const;
    void setWidth(float width);
    float getWidth() const { return _width; }
    void setAutoHideEnabled(bool enabled);
    bool isAutoHideEnabled() const { return _autoHideEnabled; }
    void setAutoHideTime(float time) { _autoHideTime = time; }
    float getAutoHideTime() const { return _autoHideTime; }
    /// The opacity the bar shows at (cocos's ScrollViewBar::setOpacity); the node's own opacity fades.
    void setBarOpacity(GLubyte opacity) { _opacity = opacity; }
    GLubyte getBarOpacity() const { return _opacity; }
    void setColor(const Color3B& color) override;

    void onScrolled(const Vec2& outOfBoundary);
    void onTouchBegan();
    void onTouchEnded();
    void onEnter() override;
    void update(float dt) override;

private:
    ScrollViewBar(ScrollView* parent, ScrollView::Direction direction);
    bool initBar();
    void redraw();
    float calculateLength(float innerMeasure, float viewMeasure, float outOfBoundary) const;
    Vec2 calculatePosition(float innerMeasure, float viewMeasure, float innerPosition, float outOfBoundary,
                           float length) const;

    ScrollView* _parent; // weak: the bar is its protected child
    ScrollView::Direction _direction;
    DrawNode* _shape = nullptr; // child
    float _width = 12.0f;
    float _length = -1.0f; // none drawn yet
    GLubyte _opacity = static_cast<GLubyte>(255 * 0.4f);
    float _marginFromBoundary = 20.0f;
    float _marginForLength = 20.0f;
    bool _touching = false;
    bool _autoHideEnabled = true;
    float _autoHideTime = 0.2f;
    float _autoHideRemainingTime = 0.0f;
};

} // namespace ui
} // namespace cc
