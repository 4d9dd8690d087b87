// engine/ui/PageView.h — cocos2d-x 3.17 `ui::PageView`: a ListView of pages, horizontal by default,
// that stops with a page centred, with an optional indicator.
#pragma once

#include "ui/ListView.h"

namespace cc {
namespace ui {

class PageViewIndicator;

/// Turning: a drag released slower than 500 points/s goes to the page nearest the centre; a faster
/// one turns to the next page in the drag's direction (or back to the current page when the drag
/// went back toward it). TURNING (addEventListener) is sent when such a scroll (or scrollToPage)
/// ends on another page than the last TURNING named, as cocos does it: through the scroll events,
/// so addEventListener replaces a scroll-view listener set before it.
class PageView : public ListView {
public:
    enum class EventType { TURNING };
    using ccPageViewCallback = std::function<void(Ref*, EventType)>;

    PageView();
    ~PageView() override;
    static PageView* create() {
        return makeWidget<PageView>([](PageView* view) { return view->init(); });
    }
    bool init() override;

    void addPage(Widget* page) { pushBackCustomItem(page); }
    void insertPage(Widget* page, int index) { insertCustomItem(page, index); }
    void removePage(Widget* page) { removeItem(getIndex(page)); }
    void removePageAtIndex(std::ptrdiff_t index) { removeItem(index); }
    void removeAllPages() { removeAllItems(); }
    /// Scrolls to the page in the list's scroll duration (or @p time seconds).
    void scrollToPage(std::ptrdiff_t index) { scrollToItem(index); }
    void scrollToPage(std::ptrdiff_t index, float time) { scrollToItem(index, time); }
    void scrollToItem(std::ptrdiff_t index);
    void scrollToItem(std::ptrdiff_t index, float time);
    using ListView::scrollToItem;
    /// Jumps to the page at once.
    void setCurrentPageIndex(std::ptrdiff_t index);
    std::ptrdiff_t getCurrentPageIndex() const { return _currentPageIndex; }
    void setDirection(Direction direction) override;

    /// cocos 3.17 keeps these for old code and ignores the threshold.
    void setCustomScrollThreshold(float threshold) { _customScrollThreshold = threshold; }
    float getCustomScrollThreshold() const { return _customScrollThreshold; }
    void setUsingCustomScrollThreshold(bool flag) { _usingCustomScrollThreshold = flag; }
    bool isUsingCustomScrollThreshold() const { return _usingCustomScrollThreshold; }
    void setAutoScrollStopEpsilon(float epsilon) { _autoScrollStopEpsilon = epsilon; }

    using ListView::addEventListener;
    void addEventListener(const ccPageViewCallback& callback);

    /* -- Indicator ---------------------------------------------------------------------------------- */

    void setIndicatorEnabled(bool enabled);
    bool getIndicatorEnabled() const { return _indicator != nullptr; }
    /// Where the indicator sits as a fraction of the view's size ((0.5, 0.1) horizontal, (0.1, 0.5)
    /// vertical).
    void setIndicatorPositionAsAnchorPoint(const Vec2& positionAsAnchorPoint);
    const Vec2& getIndicatorPositionAsAnchorPoint() const { return _indicatorPositionAsAnchorPoint; }
    void setIndicatorPosition(const Vec2& position);
    const Vec2& getIndicatorPosition() const;
    void setIndicatorSpaceBetweenIndexNodes(float space);
    float getIndicatorSpaceBetweenIndexNodes() const;
    void setIndicatorSelectedIndexColor(const Color3B& color);
    const Color3B& getIndicatorSelectedIndexColor() const;
    void setIndicatorIndexNodesColor(const Color3B& color);
    const Color3B& getIndicatorIndexNodesColor() const;
    void setIndicatorSelectedIndexOpacity(GLubyte opacity);
    GLubyte getIndicatorSelectedIndexOpacity() const;
    void setIndicatorIndexNodesOpacity(GLubyte opacity);
    GLubyte getIndicatorIndexNodesOpacity() const;
    void setIndicatorIndexNodesScale(float scale);
    float getIndicatorIndexNodesScale() const;
    void setIndicatorIndexNodesTexture(const std::string& textureName,
                                       TextureResType type = TextureResType::LOCAL);
    PageViewIndicator* getIndicator() const { return _indicator; }

    void doLayout() override;

protected:
    void onSizeChanged() override;
    Widget* createCloneInstance() override { return create(); }
    void copySpecialProperties(Widget* model) override;
    void handleReleaseLogic(Touch* touch) override;
    void moveInnerContainer(const Vec2& deltaMove, bool canStartBounceBack) override;
    void onItemListChanged() override;

private:
    void refreshIndicatorPosition();
    void pageTurningEvent();

    PageViewIndicator* _indicator = nullptr; // a protected child while enabled
    Vec2 _indicatorPositionAsAnchorPoint{0.5f, 0.1f};
    std::ptrdiff_t _currentPageIndex = -1;
    std::ptrdiff_t _previousPageIndex = -1;
    float _customScrollThreshold = 0.0f;
    bool _usingCustomScrollThreshold = false;
    float _autoScrollStopEpsilon = 0.001f;
    ccPageViewCallback _pageViewEventCallback;
    bool _findsTurns = false; // addEventListener installed the turn finder (a scroll listener)
};

} // namespace ui
} // namespace cc
