// engine/extension/TableView.h — cocos2d-x's extension TableView: a scroll view of cells made on
// demand by a data source, the cells scrolled out of view kept for reuse.
#pragma once

#include "base/Vector.h"
#include "extension/ScrollView.h"

#include <set>
#include <vector>

namespace cc::extension {

class TableView;

/// cocos2d-x `TableViewCell` (Lua: cc.TableViewCell): a Node that knows its index in the table.
class TableViewCell : public Node {
public:
    /// cocos's invalid index (CC_INVALID_INDEX): a cell not in a table.
    static constexpr long INVALID_INDEX = -1;
    static TableViewCell* create();
    long getIdx() const { return _idx; }
    void setIdx(long idx) { _idx = idx; }
    /// Forgets the index (the cell waits for reuse).
    void reset() { _idx = INVALID_INDEX; }

private:
    long _idx = INVALID_INDEX;
};

/// What a table shows (cocos's TableViewDataSource; not retained).
class TableViewDataSource {
public:
    virtual ~TableViewDataSource() = default;
    /// The size of cell @p idx; cellSizeForTable() unless overridden.
    virtual Size tableCellSizeForIndex(TableView* table, long idx) {
        (void)idx;
        return cellSizeForTable(table);
    }
    virtual Size cellSizeForTable(TableView* table) {
        (void)table;
        return Size::ZERO;
    }
    /// The cell to show at @p idx: one from dequeueCell() or a new one.
    virtual TableViewCell* tableCellAtIndex(TableView* table, long idx) = 0;
    virtual long numberOfCellsInTableView(TableView* table) = 0;
};

/// Told of cell touches and recycling, and of scrolling (cocos's TableViewDelegate; not retained).
class TableViewDelegate : public ScrollViewDelegate {
public:
    virtual void tableCellTouched(TableView* table, TableViewCell* cell) = 0;
    virtual void tableCellHighlight(TableView* table, TableViewCell* cell) { (void)table, (void)cell; }
    virtual void tableCellUnhighlight(TableView* table, TableViewCell* cell) { (void)table, (void)cell; }
    virtual void tableCellWillRecycle(TableView* table, TableViewCell* cell) { (void)table, (void)cell; }
};

/// cocos2d-x 3.17 `extension::TableView` (Lua: cc.TableView). Vertical by default, cells filled
/// BOTTOM_UP (index 0 at the bottom) unless TOP_DOWN is set. Only the cells in view exist in the
/// container; scrolling asks the data source for the cells coming into view (tableCellAtIndex, which
/// takes one from dequeueCell() when it can) and moves the ones leaving it to the free list
/// (tableCellWillRecycle first). reloadData() recycles every cell and asks again. A touch that neither
/// moves nor leaves the table highlights, unhighlights and then touches its cell, in cocos's order.
///
/// A data source or delegate that changes the table while it is being asked (reloadData from a
/// handler, removing the table) is safe: the table and its cells are retained around each question,
/// and a cell that comes back null or already shown elsewhere is refused (logged).
class TableView : public ScrollView, public ScrollViewDelegate {
public:
    enum class VerticalFillOrder { TOP_DOWN = 0, BOTTOM_UP = 1 };

    static TableView* create();
    static TableView* create(TableViewDataSource* dataSource, Size size, Node* container = nullptr);
    ~TableView() override;
    bool initWithViewSize(Size size, Node* container = nullptr);

    TableViewDataSource* getDataSource() const { return _dataSource; }
    void setDataSource(TableViewDataSource* source) { _dataSource = source; }
    TableViewDelegate* getDelegate() const { return _tableViewDelegate; }
    void setDelegate(TableViewDelegate* delegate) { _tableViewDelegate = delegate; }
    void setVerticalFillOrder(VerticalFillOrder order);
    VerticalFillOrder getVerticalFillOrder() const { return _vordering; }

    /// Asks the data source again for a cell at @p idx and shows it (a valid index only).
    void updateCellAtIndex(long idx);
    /// A cell was inserted at @p idx (the data source already counts it): the cells after it move on.
    void insertCellAtIndex(long idx);
    /// The cell at @p idx was removed: it is recycled and the cells after it move back.
    void removeCellAtIndex(long idx);
    void reloadData();
    /// A recycled cell to reuse, or nullptr.
    TableViewCell* dequeueCell();
    /// The cell shown at @p idx, or nullptr.
    TableViewCell* cellAtIndex(long idx);

    void setDirection(Direction direction) override;
    void scrollViewDidScroll(ScrollView* view) override;
    /// cocos's TableView does nothing on a zoom (its delegate is not told).
    void scrollViewDidZoom(ScrollView* view) override { (void)view; }
    bool onTouchBegan(Touch* touch, Event* event) override;
    void onTouchMoved(Touch* touch, Event* event) override;
    void onTouchEnded(Touch* touch, Event* event) override;
    void onTouchCancelled(Touch* touch, Event* event) override;

    /// The content size from the cells' sizes (cocos's _updateContentSize; Lua can call it).
    void updateContentSize();
    /// The cells shown now and the ones waiting for reuse (tests, stats).
    const Vector<TableViewCell*>& getCellsUsed() const { return _cellsUsed; }
    const Vector<TableViewCell*>& getCellsFreed() const { return _cellsFreed; }

protected:
    TableView() = default;
    long countOfCells();
    long indexFromOffset(Vec2 offset);
    long indexFromPosition(Vec2 offset);
    Vec2 offsetFromIndex(long index);
    Vec2 positionFromIndex(long index);
    void moveCellOutOfSight(TableViewCell* cell);
    void setIndexForCell(long index, TableViewCell* cell);
    void addCellIfNecessary(TableViewCell* cell);
    void updateCellPositions();
    /// The data source's cell for @p idx, checked (null, or one shown at another index, is refused).
    TableViewCell* askCell(long idx);
    void unhighlightTouched();
    /// The shown indices from the cells again, after insert/remove moved them (cocos leaves its set
    /// stale there, so cellAtIndex missed the moved cells).
    void reindex();
    /// Runs @p body with the table retained and reloads asked for inside it deferred to its end.
    template <class Body> void guarded(Body&& body);
    /// reloadData's work (guarded by the caller).
    void reloadNow();

    RefPtr<TableViewCell> _touchedCell;
    VerticalFillOrder _vordering = VerticalFillOrder::BOTTOM_UP;
    std::set<long> _indices;
    std::vector<float> _cellsPositions;
    Vector<TableViewCell*> _cellsUsed;
    Vector<TableViewCell*> _cellsFreed;
    TableViewDataSource* _dataSource = nullptr;
    TableViewDelegate* _tableViewDelegate = nullptr;
    Direction _oldDirection = Direction::NONE;
    bool _isUsedCellsDirty = false;
    int _busy = 0;               ///< nesting of guarded() operations
    bool _reloadPending = false; ///< reloadData() asked for while busy
};

} // namespace cc::extension
