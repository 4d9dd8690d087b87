// engine/extension/TableView.cpp
#include "extension/TableView.h"

#include "base/Log.h"
#include "events/Touch.h"

#include <algorithm>

namespace cc::extension {

TableViewCell* TableViewCell::create() {
    auto* cell = new TableViewCell();
    cell->autorelease();
    return cell;
}

TableView* TableView::create() {
    return create(nullptr, Size::ZERO);
}

TableView* TableView::create(TableViewDataSource* dataSource, Size size, Node* container) {
    auto* table = new TableView();
    if (!table->initWithViewSize(size, container)) {
        delete table;
        return nullptr;
    }
    table->autorelease();
    table->setDataSource(dataSource);
    table->updateCellPositions();
    table->updateContentSize();
    return table;
}

TableView::~TableView() = default;

bool TableView::initWithViewSize(Size size, Node* container) {
    if (!ScrollView::initWithViewSize(size, container)) return false;
    _indices.clear();
    _vordering = VerticalFillOrder::BOTTOM_UP;
    setDirection(Direction::VERTICAL);
    ScrollView::setDelegate(this);
    return true;
}

namespace {
// Reloads that each ask for another (a handler that always reloads) stop here, logged.
constexpr int kMaxChainedReloads = 8;
} // namespace

template <class Body> void TableView::guarded(Body&& body) {
    RefPtr<TableView> keep(this); // a handler may remove the table: it lives until we are done
    ++_busy;
    body();
    --_busy;
    if (_busy > 0) return;
    for (int i = 0; _reloadPending; ++i) { // reloads asked for meanwhile, in a loop, not nested
        _reloadPending = false;
        if (i == kMaxChainedReloads) {
            logError("cc.TableView: every reloadData asked for another from a handler; stopped after %d",
                     kMaxChainedReloads);
            return;
        }
        ++_busy;
        reloadNow();
        --_busy;
    }
}

long TableView::countOfCells() {
    if (!_dataSource) return 0;
    return std::max(0L, _dataSource->numberOfCellsInTableView(this));
}

void TableView::setVerticalFillOrder(VerticalFillOrder order) {
    if (_vordering == order) return;
    _vordering = order;
    if (!_cellsUsed.empty()) reloadData();
}

void TableView::setDirection(Direction direction) {
    ScrollView::setDirection(direction);
}

void TableView::reloadData() {
    if (_busy > 0) { // asked from a data source or delegate handler: after the question
        _reloadPending = true;
        return;
    }
    guarded([&] { reloadNow(); });
}

void TableView::reloadNow() {
    _oldDirection = Direction::NONE;
    const Vector<TableViewCell*> used = _cellsUsed; // the handlers may change the list
    for (TableViewCell* cell : used) {
        if (_tableViewDelegate) _tableViewDelegate->tableCellWillRecycle(this, cell);
        _cellsFreed.pushBack(cell);
        cell->reset();
        if (cell->getParent() == getContainer()) getContainer()->removeChild(cell, true);
    }
    _indices.clear();
    _cellsUsed.clear();
    updateCellPositions();
    updateContentSize();
    if (countOfCells() > 0) scrollViewDidScroll(this);
}

TableViewCell* TableView::cellAtIndex(long idx) {
    if (_indices.find(idx) == _indices.end()) return nullptr;
    for (TableViewCell* cell : _cellsUsed)
        if (cell->getIdx() == idx) return cell;
    return nullptr;
}

TableViewCell* TableView::askCell(long idx) {
    TableViewCell* cell = _dataSource ? _dataSource->tableCellAtIndex(this, idx) : nullptr;
    if (!cell) {
        logError("cc.TableView: the data source gave no cell for index %ld", idx);
        return nullptr;
    }
    if (_cellsUsed.contains(cell)) { // a cell already shown (cocos would show it twice)
        logError("cc.TableView: the data source gave the cell of index %ld for index %ld", cell->getIdx(),
                 idx);
        return nullptr;
    }
    return cell;
}

void TableView::updateCellAtIndex(long idx) {
    if (idx == TableViewCell::INVALID_INDEX) return;
    guarded([&] {
        const long count = countOfCells();
        if (count == 0 || idx > count - 1 || idx < 0) return;
        if (TableViewCell* old = cellAtIndex(idx)) moveCellOutOfSight(old);
        RefPtr<TableViewCell> cell(askCell(idx));
        if (!cell) return;
        setIndexForCell(idx, cell.get());
        addCellIfNecessary(cell.get());
    });
}

void TableView::insertCellAtIndex(long idx) {
    if (idx == TableViewCell::INVALID_INDEX) return;
    guarded([&] {
        const long count = countOfCells();
        if (count == 0 || idx > count - 1 || idx < 0) return;
        if (cellAtIndex(idx)) { // the cells from it on move one on
            for (TableViewCell* cell : _cellsUsed)
                if (cell->getIdx() >= idx) setIndexForCell(cell->getIdx() + 1, cell);
        }
        reindex();
        RefPtr<TableViewCell> cell(askCell(idx));
        if (cell) {
            setIndexForCell(idx, cell.get());
            addCellIfNecessary(cell.get());
        }
        updateCellPositions();
        updateContentSize();
    });
}

void TableView::removeCellAtIndex(long idx) {
    if (idx == TableViewCell::INVALID_INDEX) return;
    guarded([&] {
        const long count = countOfCells();
        if (count == 0 || idx > count - 1 || idx < 0) return;
        TableViewCell* cell = cellAtIndex(idx);
        if (!cell) return;
        moveCellOutOfSight(cell);
        updateCellPositions();
        for (TableViewCell* after : _cellsUsed) // the cells after it move back
            if (after->getIdx() > idx) setIndexForCell(after->getIdx() - 1, after);
        reindex();
    });
}

void TableView::reindex() {
    _indices.clear();
    for (TableViewCell* cell : _cellsUsed)
        _indices.insert(cell->getIdx());
    _isUsedCellsDirty = true;
}

TableViewCell* TableView::dequeueCell() {
    if (_cellsFreed.empty()) return nullptr;
    TableViewCell* cell = _cellsFreed.at(0);
    cell->retain(); // the free list lets go: the caller gets it autoreleased, as in cocos
    _cellsFreed.erase(0);
    cell->autorelease();
    return cell;
}

void TableView::addCellIfNecessary(TableViewCell* cell) {
    if (cell->getParent() != getContainer()) getContainer()->addChild(cell);
    _cellsUsed.pushBack(cell);
    _indices.insert(cell->getIdx());
    _isUsedCellsDirty = true;
}

void TableView::updateContentSize() {
    Size size = Size::ZERO;
    const long count = countOfCells();
    if (count > 0 && static_cast<long>(_cellsPositions.size()) > count) {
        const float end = _cellsPositions[count];
        size = getDirection() == Direction::HORIZONTAL ? Size(end, _viewSize.height)
                                                       : Size(_viewSize.width, end);
    }
    setContentSize(size);
    if (_oldDirection != _direction) {
        if (_direction == Direction::HORIZONTAL)
            setContentOffset(Vec2::ZERO);
        else
            setContentOffset(Vec2(0.0f, minContainerOffset().y));
        _oldDirection = _direction;
    }
}

Vec2 TableView::offsetFromIndex(long index) {
    Vec2 offset = positionFromIndex(index);
    const Size cellSize = _dataSource ? _dataSource->tableCellSizeForIndex(this, index) : Size::ZERO;
    if (_vordering == VerticalFillOrder::TOP_DOWN)
        offset.y = getContainer()->getContentSize().height - offset.y - cellSize.height;
    return offset;
}

Vec2 TableView::positionFromIndex(long index) {
    const float at =
        index >= 0 && index < static_cast<long>(_cellsPositions.size()) ? _cellsPositions[index] : 0.0f;
    return getDirection() == Direction::HORIZONTAL ? Vec2(at, 0.0f) : Vec2(0.0f, at);
}

long TableView::indexFromOffset(Vec2 offset) {
    const long maxIdx = countOfCells() - 1;
    if (_vordering == VerticalFillOrder::TOP_DOWN)
        offset.y = getContainer()->getContentSize().height - offset.y;
    long index = indexFromPosition(offset);
    if (index != -1) {
        index = std::max(0L, index);
        if (index > maxIdx) index = TableViewCell::INVALID_INDEX;
    }
    return index;
}

long TableView::indexFromPosition(Vec2 offset) {
    long low = 0, high = std::min(countOfCells(), static_cast<long>(_cellsPositions.size()) - 1) - 1;
    const float search = getDirection() == Direction::HORIZONTAL ? offset.x : offset.y;
    while (high >= low) { // cocos's binary search over the cells' starts
        const long index = low + (high - low) / 2;
        const float start = _cellsPositions[index], end = _cellsPositions[index + 1];
        if (search >= start && search <= end) return index;
        if (search < start)
            high = index - 1;
        else
            low = index + 1;
    }
    return low <= 0 ? 0 : -1;
}

void TableView::moveCellOutOfSight(TableViewCell* cell) {
    RefPtr<TableViewCell> keep(cell);
    if (_tableViewDelegate) _tableViewDelegate->tableCellWillRecycle(this, cell);
    _cellsFreed.pushBack(cell);
    _cellsUsed.eraseObject(cell);
    _isUsedCellsDirty = true;
    _indices.erase(cell->getIdx());
    cell->reset();
    if (cell->getParent() == getContainer()) getContainer()->removeChild(cell, true);
}

void TableView::setIndexForCell(long index, TableViewCell* cell) {
    cell->setAnchorPoint(Vec2::ZERO);
    cell->setPosition(offsetFromIndex(index));
    cell->setIdx(index);
}

void TableView::updateCellPositions() {
    const long count = countOfCells();
    _cellsPositions.assign(static_cast<std::size_t>(count) + 1, 0.0f);
    float position = 0.0f;
    for (long i = 0; i < count; ++i) {
        _cellsPositions[i] = position;
        const Size size = _dataSource->tableCellSizeForIndex(this, i);
        position += getDirection() == Direction::HORIZONTAL ? size.width : size.height;
    }
    _cellsPositions[count] = position; // the end of the last cell
}

// cocos's order: the delegate hears the scroll first, then cells leaving the view are recycled
// (from both ends) and the missing ones in view are asked for.
void TableView::scrollViewDidScroll(ScrollView*) {
    guarded([&] {
        const long count = countOfCells();
        if (count == 0) return;
        if (static_cast<long>(_cellsPositions.size()) != count + 1)
            updateCellPositions(); // the count changed
        if (_isUsedCellsDirty) {
            _isUsedCellsDirty = false;
            std::sort(_cellsUsed.begin(), _cellsUsed.end(),
                      [](TableViewCell* a, TableViewCell* b) { return a->getIdx() < b->getIdx(); });
        }
        if (_tableViewDelegate) _tableViewDelegate->scrollViewDidScroll(this);
        const long maxIdx = std::max(count - 1, 0L);
        Vec2 offset = getContentOffset() * -1.0f;
        const float scaleY = getContainer()->getScaleY(), scaleX = getContainer()->getScaleX();
        if (_vordering == VerticalFillOrder::TOP_DOWN) offset.y += _viewSize.height / scaleY;
        long startIdx = indexFromOffset(offset);
        if (startIdx == TableViewCell::INVALID_INDEX) startIdx = count - 1;
        if (_vordering == VerticalFillOrder::TOP_DOWN)
            offset.y -= _viewSize.height / scaleY;
        else
            offset.y += _viewSize.height / scaleY;
        offset.x += _viewSize.width / scaleX;
        long endIdx = indexFromOffset(offset);
        if (endIdx == TableViewCell::INVALID_INDEX) endIdx = count - 1;
        while (!_cellsUsed.empty() && _cellsUsed.at(0)->getIdx() < startIdx)
            moveCellOutOfSight(_cellsUsed.at(0));
        while (!_cellsUsed.empty()) {
            const long idx = _cellsUsed.back()->getIdx();
            if (idx > maxIdx || idx <= endIdx) break;
            moveCellOutOfSight(_cellsUsed.back());
        }
        // updateCellAtIndex asks the count again (a handler may have changed it): not asked per index here.
        for (long i = startIdx; i <= endIdx; ++i)
            if (_indices.find(i) == _indices.end()) updateCellAtIndex(i);
    });
}

void TableView::unhighlightTouched() {
    if (!_touchedCell) return;
    RefPtr<TableViewCell> cell = std::move(_touchedCell);
    if (_tableViewDelegate) _tableViewDelegate->tableCellUnhighlight(this, cell.get());
}

bool TableView::onTouchBegan(Touch* touch, Event* event) {
    for (Node* n = this; n; n = n->getParent())
        if (!n->isVisible()) return false;
    bool claimed = false;
    guarded([&] {
        claimed = ScrollView::onTouchBegan(touch, event);
        if (_touches.size() == 1) {
            const long index = indexFromOffset(getContainer()->convertTouchToNodeSpace(touch));
            _touchedCell = index == TableViewCell::INVALID_INDEX ? nullptr : cellAtIndex(index);
            if (_touchedCell && _tableViewDelegate)
                _tableViewDelegate->tableCellHighlight(this, _touchedCell.get());
        } else {
            unhighlightTouched();
        }
    });
    return claimed;
}

void TableView::onTouchMoved(Touch* touch, Event* event) {
    guarded([&] {
        ScrollView::onTouchMoved(touch, event);
        if (_touchedCell && isTouchMoved()) unhighlightTouched();
    });
}

void TableView::onTouchEnded(Touch* touch, Event* event) {
    if (!isVisible()) return;
    guarded([&] {
        if (_touchedCell) {
            RefPtr<TableViewCell> cell = std::move(_touchedCell);
            Rect box = getBoundingBox();
            if (getParent()) box.origin = getParent()->convertToWorldSpace(box.origin);
            if (box.containsPoint(touch->getLocation()) && _tableViewDelegate) {
                _tableViewDelegate->tableCellUnhighlight(this, cell.get());
                _tableViewDelegate->tableCellTouched(this, cell.get());
            }
        }
        ScrollView::onTouchEnded(touch, event);
    });
}

void TableView::onTouchCancelled(Touch* touch, Event* event) {
    guarded([&] {
        ScrollView::onTouchCancelled(touch, event);
        unhighlightTouched();
    });
}

} // namespace cc::extension
