// engine/ui/ListView.h — cocos2d-x 3.17 `ui::ListView`: a ScrollView whose children are items in a
// line (vertical by default), with a margin between them, a gravity across the line and magnetic
// stops.
#pragma once

#include "ui/LayoutParameter.h"
#include "ui/ScrollView.h"

namespace cc {
namespace ui {

/// The items are the inner container's widget children in list order. Each item's
/// LinearLayoutParameter is set from the list: the gravity, and the items margin as the top (left)
/// margin of every item but the first. The layout (and the inner container's size: the items'
/// lengths plus the margins) is redone at the next visit after a change, or by doLayout /
/// jumpTo* / scrollToItem. A touch on an item (a widget inside an item that propagates its touches)
/// selects it: ON_SELECTED_ITEM_START when it begins, ON_SELECTED_ITEM_END when it ends or is
/// cancelled, each only while the touched widget is highlighted (cocos's rule), with the view retained.
class ListView : public ScrollView {
public:
    enum class Gravity { LEFT, RIGHT, CENTER_HORIZONTAL, TOP, BOTTOM, CENTER_VERTICAL };
    enum class EventType { ON_SELECTED_ITEM_START, ON_SELECTED_ITEM_END };
    enum class MagneticType { NONE, CENTER, BOTH_END, LEFT, RIGHT, TOP, BOTTOM };
    using ccListViewCallback = std::function<void(Ref*, EventType)>;

    ListView();
    ~ListView() override;
    static ListView* create() {
        return makeWidget<ListView>([](ListView* view) { return view->init(); });
    }
    bool init() override;

    /// The model pushBackDefaultItem / insertDefaultItem clone (retained).
    void setItemModel(Widget* model);
    Widget* getItemModel() const { return _model; }
    void pushBackDefaultItem();
    void insertDefaultItem(std::ptrdiff_t index);
    void pushBackCustomItem(Widget* item);
    void insertCustomItem(Widget* item, std::ptrdiff_t index);
    void removeLastItem();
    /// Does nothing for an index outside the list.
    void removeItem(std::ptrdiff_t index);
    void removeAllItems();
    /// nullptr outside the list.
    Widget* getItem(std::ptrdiff_t index) const;
    Vector<Widget*>& getItems() { return _items; }
    /// -1 when @p item is not an item.
    std::ptrdiff_t getIndex(Widget* item) const;

    void setGravity(Gravity gravity);
    Gravity getGravity() const { return _gravity; }
    void setMagneticType(MagneticType type);
    MagneticType getMagneticType() const { return _magneticType; }
    void setMagneticAllowedOutOfBoundary(bool allowed) { _magneticAllowedOutOfBoundary = allowed; }
    bool getMagneticAllowedOutOfBoundary() const { return _magneticAllowedOutOfBoundary; }
    void setItemsMargin(float margin);
    float getItemsMargin() const { return _itemsMargin; }
    /// Space between the list's edges and its items (cocos 3.17): it adds to the inner container's
    /// length and sits in the items' layout margins as cocos puts it there (see remedyLayoutParameter).
    void setPadding(float left, float top, float right, float bottom);
    void setLeftPadding(float left);
    void setTopPadding(float top);
    void setRightPadding(float right);
    void setBottomPadding(float bottom);
    float getLeftPadding() const { return _leftPadding; }
    float getTopPadding() const { return _topPadding; }
    float getRightPadding() const { return _rightPadding; }
    float getBottomPadding() const { return _bottomPadding; }
    /// The time scrollToItem takes without one (1 s); negative values become 0.
    void setScrollDuration(float time) { _scrollTime = std::max(0.0f, time); }
    float getScrollDuration() const { return _scrollTime; }

    void setDirection(Direction direction) override;
    void requestDoLayout() override { _innerContainerDoLayoutDirty = true; }
    void doLayout() override;

    /// The item nearest @p targetPosition (inner container space), measured at @p itemAnchorPoint.
    Widget* getClosestItemToPosition(const Vec2& targetPosition, const Vec2& itemAnchorPoint);
    /// The item nearest the point at @p positionRatioInView of the view.
    Widget* getClosestItemToPositionInCurrentView(const Vec2& positionRatioInView,
                                                  const Vec2& itemAnchorPoint);
    Widget* getCenterItemInCurrentView();
    /// nullptr unless the list is horizontal (left/right) or vertical (top/bottom).
    Widget* getLeftmostItemInCurrentView();
    Widget* getRightmostItemInCurrentView();
    Widget* getTopmostItemInCurrentView();
    Widget* getBottommostItemInCurrentView();

    /// Puts @p itemAnchorPoint of the item at @p positionRatioInView of the view.
    void jumpToItem(std::ptrdiff_t itemIndex, const Vec2& positionRatioInView, const Vec2& itemAnchorPoint);
    void scrollToItem(std::ptrdiff_t itemIndex, const Vec2& positionRatioInView, const Vec2& itemAnchorPoint);
    void scrollToItem(std::ptrdiff_t itemIndex, const Vec2& positionRatioInView, const Vec2& itemAnchorPoint,
                      float timeInSec);

    std::ptrdiff_t getCurSelectedIndex() const { return _curSelectedIndex; }
    /// Selects the item and sends ON_SELECTED_ITEM_END; nothing for an index outside the list.
    void setCurSelectedIndex(int itemIndex);

    using ScrollView::addEventListener;
    void addEventListener(const ccListViewCallback& callback) { _listViewEventCallback = callback; }

    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;
    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;
    void interceptTouchEvent(TouchEventType event, Widget* sender, Touch* touch) override;

protected:
    void onSizeChanged() override;
    Widget* createCloneInstance() override { return create(); }
    void copySpecialProperties(Widget* model) override;
    void copyClonedWidgetChildren(Widget* model) override;
    void handleReleaseLogic(Touch* touch) override;
    void startAttenuatingAutoScroll(const Vec2& deltaMove, const Vec2& initialVelocity) override;
    void onItemListChanged() override;
    void startMagneticScroll();
    Vec2 calculateItemDestination(const Vec2& positionRatioInView, Widget* item,
                                  const Vec2& itemAnchorPoint) const;
    static Vec2 calculateItemPositionWithAnchor(Widget* item, const Vec2& itemAnchorPoint);
    Vec2 getAnchorPointByMagneticType(MagneticType type) const;

    Vector<Widget*> _items;
    bool _innerContainerDoLayoutDirty = true;
    float _scrollTime = 1.0f;

private:
    void selectedItemEvent(TouchEventType event);
    void remedyLayoutParameter(Widget* item);
    /// cocos 3.17's layout margin of the item at @p index: the items margin before it, the padding at the
    /// list's edges.
    Margin itemMargin(std::ptrdiff_t index) const;
    void updateInnerContainerSize();
    /// Makes @p child, just added to the inner container, the last item (when the container took it).
    void addedToContainer(Node* child);
    /// Erases @p item from the items (with the selection bookkeeping), before the container removes it.
    void forgetItem(Widget* item);

    Widget* _model = nullptr; // retained
    Gravity _gravity = Gravity::CENTER_VERTICAL;
    MagneticType _magneticType = MagneticType::NONE;
    bool _magneticAllowedOutOfBoundary = true;
    float _itemsMargin = 0.0f;
    float _leftPadding = 0.0f, _topPadding = 0.0f, _rightPadding = 0.0f, _bottomPadding = 0.0f;
    std::ptrdiff_t _curSelectedIndex = -1;
    ccListViewCallback _listViewEventCallback;
};

} // namespace ui
} // namespace cc
