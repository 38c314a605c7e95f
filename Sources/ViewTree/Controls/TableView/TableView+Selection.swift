import Foundation

// Row selection, as UITableView's.
//
// The table keeps the selected index paths; the cells only mirror them (`isSelected`), so a cell
// that is reused for another row shows that row's state, and a row scrolled back in is still
// selected. `selectRow`/`deselectRow` never talk to the delegate (Apple's documentation of both).
//
// A finger on a shown cell (the cell passes the touch up the responder chain to the table, which
// owns the cells) goes through UIKit's order, in this file's functions:
//   touch down (after the scroll view's 150 ms content-touch delay, or on lift for a quick tap):
//     shouldHighlightRowAt → cell.setHighlighted(true) → didHighlightRowAt
//   touch up on the same cell:
//     cell.setHighlighted(false) → didUnhighlightRowAt → willSelectRowAt (nil cancels, another
//     path redirects) → [single selection, for the row selected before] willDeselectRowAt →
//     cell.setSelected(false) → didDeselectRowAt → cell.setSelected(true) → didSelectRowAt
//   multiple selection, touch up on a selected row:
//     … didUnhighlightRowAt → willDeselectRowAt → cell.setSelected(false) → didDeselectRowAt
//   scrolling begins (the scroll view cancels the content's touch) or the finger moves off the cell:
//     cell.setHighlighted(false) → didUnhighlightRowAt, and nothing is selected.
// Every index path a delegate hands back is checked against the rows the table has *now* (a delegate
// may reload from any callback); a bad one is rejected with a diagnostic and selects nothing.
extension TableView {
    /// The selected row, or the first of several (lowest section, then row), or `nil`.
    public var indexPathForSelectedRow: TableIndexPath? { selectedRowSet.min() }

    /// The selected rows in index-path order, or `nil` when none is selected (not empty), as UIKit's.
    public var indexPathsForSelectedRows: [TableIndexPath]? {
        selectedRowSet.isEmpty ? nil : selectedRowSet.sorted()
    }

    // MARK: Programmatic selection

    func performSelectRow(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadRowsIfNeeded()
        guard let indexPath else {
            for row in selectedRowSet.sorted() { applyDeselection(of: row, animated: animated) }
            return
        }
        guard isSelectableRow(indexPath, asked: "selectRow(at: \(indexPath), animated:scrollPosition:)") else { return }
        applySelection(of: indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func performDeselectRow(at indexPath: TableIndexPath, animated: Bool) {
        guard isSelectableRow(indexPath, asked: "deselectRow(at: \(indexPath), animated:)") else { return }
        applyDeselection(of: indexPath, animated: animated)
    }

    /// As UIKit does, a table that has not loaded its rows yet (never laid out, or a reload pending) loads
    /// them before a selection, a batch update or a swipe names a row (not from inside a reload's own
    /// callbacks).
    func loadRowsIfNeeded() {
        guard needsReload || !hasLoadedData, dataSource != nil, !isLoadingRowGeometry, !isUpdatingCells else { return }
        reload(clearingSelection: false)
    }

    /// Whether `indexPath` names a row the table has now; else a diagnostic saying why not.
    func isSelectableRow(_ indexPath: TableIndexPath, asked call: String) -> Bool {
        guard indexPath.count == 2 else {
            reject(.invalidValue, "\(call): a table's index path has exactly 2 indexes (section, row), this one has \(indexPath.count); ignored, the selection stays as it was (UIKit raises)")
            return false
        }
        guard rowGeometry.flatRow(indexPath) != nil else {
            reject(.indexOutOfRange, "\(call): the table has no such row (\(rowGeometry.sectionCount) section(s), \(rowGeometry.rowCount) row(s)); ignored, the selection stays as it was")
            return false
        }
        return true
    }

    /// Adds a row to the selection (replacing it in single selection) and updates the shown cells.
    private func applySelection(of indexPath: TableIndexPath, animated: Bool) {
        if !selectsMultipleRows {
            for row in selectedRowSet.sorted() where row != indexPath { applyDeselection(of: row, animated: animated) }
        }
        guard selectedRowSet.insert(indexPath).inserted else { return }
        if let cell = cellForRow(at: indexPath), !cell.isSelected { cell.setSelected(true, animated: animated) }
    }

    private func applyDeselection(of indexPath: TableIndexPath, animated: Bool) {
        guard selectedRowSet.remove(indexPath) != nil else { return }
        if let cell = cellForRow(at: indexPath), cell.isSelected { cell.setSelected(false, animated: animated) }
    }

    /// After a reload: a user's `reloadData()` clears the selection (UIKit's); the table's own
    /// reloads keep the rows that still exist. Rows that no longer exist are never reported.
    func keepSelectedRowsThatExist(clearing: Bool) {
        if clearing {
            selectedRowSet.removeAll()
        } else {
            selectedRowSet = selectedRowSet.filter { $0.count == 2 && rowGeometry.flatRow($0) != nil }
        }
    }

    /// A cell about to be shown for a row takes that row's state: selected as the table says, not
    /// highlighted (a reused cell may come from a selected or touched row).
    func showSelectionState(on cell: TableViewCell, at indexPath: TableIndexPath) {
        let selected = selectedRowSet.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    }

    // MARK: Touches

    /// The shown cell of this table that contains `view` (the view a touch hit), or `nil`.
    private func shownCell(containing view: View?) -> TableViewCell? {
        var current = view
        let container = cellContainer
        while let v = current, v !== self {
            if let cell = v as? TableViewCell, cell.displayingTable === self, cell.superview === container { return cell }
            current = v.superview
        }
        return nil
    }

    /// Touch down: highlights the touched row. Returns whether the touches were on a cell (handled).
    func beginRowTouch(_ touches: Set<Touch>) -> Bool {
        // Of several fingers on cells in one event, the topmost-leftmost (a set has no order).
        guard let touch = Touch.topmostLeftmost(touches.filter { shownCell(containing: $0.view) != nil }),
              let cell = shownCell(containing: touch.view) else { return false }
        // A finger whose cell left the table (scrolled out, reloaded) never reports its end here. One lifted while the
        // scroll view held its touches back is still tracking: its end comes after this began.
        if let old = rowTouch, old.isOverForView || shownCell(containing: old.view) == nil {
            rowTouch = nil
            rowTouchCell = nil
        }
        // One finger at a time tracks a row; a second finger on a cell is taken and ignored.
        guard rowTouch == nil, storedIsEditing ? allowsSelectionDuringEditing : allowsSelection,
              let indexPath = indexPath(for: cell) else { return true }
        let tableDelegate = delegate as? TableViewDelegate
        rowTouch = touch
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            rowTouchCell = nil
            return true
        }
        // The delegate may have reloaded or scrolled: the cell must still show that row.
        guard cell.displayingTable === self, self.indexPath(for: cell) == indexPath else { return true }
        rowTouchCell = cell
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// A finger that leaves its cell's bounds unhighlights it, and its lift will select nothing.
    func moveRowTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = rowTouch, touches.contains(touch) else { return touches.contains { shownCell(containing: $0.view) != nil } }
        if let cell = rowTouchCell, !cell.bounds.contains(touch.location(in: cell)) {
            endHighlight(of: cell)
        }
        return true
    }

    func endRowTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = rowTouch, touches.contains(touch) else { return touches.contains { shownCell(containing: $0.view) != nil } }
        rowTouch = nil
        guard let cell = rowTouchCell, let indexPath = endHighlight(of: cell) else { return true }
        userSelectRow(at: indexPath)
        return true
    }

    func cancelRowTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = rowTouch, touches.contains(touch) else { return touches.contains { shownCell(containing: $0.view) != nil } }
        rowTouch = nil
        if let cell = rowTouchCell { endHighlight(of: cell) }
        return true
    }

    /// Removes the highlight from the finger's cell and tells the delegate; returns the row it shows.
    @discardableResult
    private func endHighlight(of cell: TableViewCell) -> TableIndexPath? {
        rowTouchCell = nil
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        guard cell.displayingTable === self, let indexPath = indexPath(for: cell) else { return nil }
        (delegate as? TableViewDelegate)?.tableView(self, didUnhighlightRowAt: indexPath)
        return indexPath
    }

    // MARK: The user's selection

    /// What a tap on a row does once it is unhighlighted (Chameleon's `_setUserSelectedRowAtIndexPath:`
    /// order, with UIKit's multiple-selection toggle).
    func userSelectRow(at tapped: TableIndexPath) {
        guard !isSendingSelectionCallbacks else {
            reject(.invalidValue, "a tap on \(tapped) arrived while the delegate was still handling a selection; ignored (a selection callback does not start another)")
            return
        }
        isSendingSelectionCallbacks = true
        defer { isSendingSelectionCallbacks = false }
        let tableDelegate = delegate as? TableViewDelegate
        if selectsMultipleRows, selectedRowSet.contains(tapped) {
            userDeselectRow(at: tapped, delegate: tableDelegate)
            return
        }
        let proposed: TableIndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let target = proposed,
              isSelectableRow(target, asked: "tableView(_:willSelectRowAt: \(tapped)) returned \(target); nothing selected") else { return }
        if !selectsMultipleRows {
            for old in selectedRowSet.sorted() where old != target {
                userDeselectRow(at: old, delegate: tableDelegate)
            }
        }
        // A callback may have reloaded the table meanwhile: the row must still exist.
        guard isSelectableRow(target, asked: "selecting \(target) after the delegate's callbacks") else { return }
        applySelection(of: target, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// willDeselect (nil keeps the row selected, another path redirects) → deselect → didDeselect.
    private func userDeselectRow(at row: TableIndexPath, delegate tableDelegate: TableViewDelegate?) {
        let proposed: TableIndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
        guard let target = proposed,
              isSelectableRow(target, asked: "tableView(_:willDeselectRowAt: \(row)) returned \(target); nothing deselected") else { return }
        guard selectedRowSet.contains(target) else { return }
        applyDeselection(of: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
