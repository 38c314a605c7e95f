import Foundation

// The visible cells' life: rows that come into the bounds get a cell from the data source (which
// dequeues one from the pool, or makes one), framed and added below the scroll indicators; rows that
// leave give their cell back to the pool, removed from the table. Only the rows that entered or left
// cost anything, so a scrolling frame that crosses no row boundary does a binary search and stops.
extension TableView {
    /// Marks the data as stale: the next layout pass reloads it.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for the sections and rows, and the delegate for the heights; `nil` when
    /// the counts are rejected (too many rows or sections: the table keeps its previous data).
    func loadRowGeometry() -> TableRowGeometry? {
        guard let dataSource else { return TableRowGeometry() }
        isLoadingRowGeometry = true
        defer { isLoadingRowGeometry = false }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            reject(.invalidValue, "numberOfSections(in:) returned \(sections); treated as 0")
        }
        guard sections <= TableView.maximumRowCount else {
            reject(.invalidValue, "numberOfSections(in:) returned \(sections), more than the \(TableView.maximumRowCount) sections a table can hold; the reload is rejected and the table keeps its \(rowGeometry.sectionCount) section(s)")
            return nil
        }
        var rowsPerSection: [Int] = []
        rowsPerSection.reserveCapacity(max(0, sections))
        var total = 0
        for section in 0..<max(0, sections) {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                reject(.invalidValue, "tableView(_:numberOfRowsInSection: \(section)) returned \(rows); treated as 0")
            }
            let counted = max(0, rows)
            // Each count is at most the limit and so is the running total: no sum can overflow.
            guard counted <= TableView.maximumRowCount - total else {
                reject(.invalidValue, "tableView(_:numberOfRowsInSection: \(section)) returned \(rows), which brings the table past \(TableView.maximumRowCount) rows (\(total) before this section); the reload is rejected and the table keeps its \(rowGeometry.rowCount) row(s)")
                return nil
            }
            total += counted
            rowsPerSection.append(counted)
        }
        let tableDelegate = delegate as? TableViewDelegate
        let fallback = rowHeight
        var badHeights = 0
        var firstBad: (TableIndexPath, CGFloat)?
        var flatRow = -1
        var automaticRows: Set<Int> = []
        var geometry = TableRowGeometry(rowsPerSection: rowsPerSection, layout: sectionLayout(sections: rowsPerSection.count)) { indexPath in
            flatRow += 1
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? fallback
            if height == TableView.automaticDimension {
                // Self-sizing: the estimate until the row's cell is shown and measured.
                automaticRows.insert(flatRow)
                return automaticRowEstimate(at: indexPath, delegate: tableDelegate)
            }
            guard height.isFinite, height >= 0 else {
                badHeights += 1
                if firstBad == nil { firstBad = (indexPath, height) }
                return 0
            }
            return height
        }
        if let (indexPath, height) = firstBad {
            reject(.invalidValue, "tableView(_:heightForRowAt:) returned \(height) for \(indexPath) and \(badHeights - 1) other bad height(s): heights must be finite and not negative; those rows are 0 high")
        }
        if geometry.clippedRows > 0 {
            reject(.invalidValue, "the row heights add up beyond \(View.maximumCoordinate) pt (View.maximumCoordinate, where their sum overflows to infinity): \(geometry.clippedRows) row(s) end at that limit, shorter than asked, so that every row rect and the content size stay finite")
        }
        geometry.automaticRows = automaticRows
        return geometry
    }

    /// Lays out the cells for the current bounds, again if a callback scrolled meanwhile.
    func updateVisibleCells() {
        guard !isUpdatingCells else {
            cellUpdatePending = true
            return
        }
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        var passes = 0
        repeat {
            cellUpdatePending = false
            passes += 1
            updateVisibleCellsOnce()
            if measuredRowsMoved {
                // A measured row changed height: the rows after it moved, and the range may have changed.
                measuredRowsMoved = false
                reframeVisibleCells()
                cellUpdatePending = true
            }
        } while cellUpdatePending && passes < TableView.maximumCellUpdatePasses
        if cellUpdatePending { setNeedsLayout() }
        updateExtraSeparators()
        updateSectionViews()
        updatePrefetching()
    }

    private func updateVisibleCellsOnce() {
        let visible = bounds
        let newRange = dataSource == nil ? 0..<0 : rowGeometry.rows(from: visible.minY, to: visible.maxY)
        let oldRange = visibleRowRange
        guard newRange != oldRange else { return }
        let tableDelegate = delegate as? TableViewDelegate
        let oldCells = visibleCellList
        // Rows that left give their cells back first, so the rows that entered can reuse them.
        for (i, cell) in oldCells.enumerated() where !newRange.contains(oldRange.lowerBound + i) {
            retire(cell, fromFlatRow: oldRange.lowerBound + i, delegate: tableDelegate)
        }
        var cells: [TableViewCell] = []
        cells.reserveCapacity(newRange.count)
        for row in newRange {
            if oldRange.contains(row) {
                cells.append(oldCells[row - oldRange.lowerBound])
            } else {
                cells.append(displayCell(forFlatRow: row, delegate: tableDelegate))
            }
        }
        visibleRowRange = newRange
        visibleCellList = cells
        arrangeCellOrder()
    }

    /// Puts the shown cells in UIKit's subview order, just below the indicators: top row first
    /// (frontmost last) before iOS 11, bottom row first from iOS 11 (`tableCellsBottomRowFirst`).
    /// Re-adding a subview only reorders it.
    func arrangeCellOrder() {
        let bottomFirst = (simulation?.profile ?? .default).tableCellsBottomRowFirst
        let container = cellContainer
        if bottomFirst {
            for cell in visibleCellList.reversed() where cell.superview === container { addCell(cell, to: container) }
        } else {
            for cell in visibleCellList where cell.superview === container { addCell(cell, to: container) }
        }
    }

    /// Adds a cell to the table (below the indicators), or to its wrapper view (iOS 7–10).
    private func installCell(_ cell: TableViewCell) {
        let container = cellContainer
        if cell.superview !== container { addCell(cell, to: container) }
    }

    /// A cell into `container`: the table's content path (`addContentSubview`, UIKit's
    /// `_addContentSubview:atBack:NO`), or the wrapper view's `addSubview(_:)`.
    private func addCell(_ cell: TableViewCell, to container: View) {
        if container === self { addContentSubview(cell) } else { container.addSubview(cell) }
    }

    /// Lays out the cell's content view, separator and labels now that it shows a row here.
    private func prepareCellInternals(_ cell: TableViewCell) {
        cell.layOutCellInternals()
    }

    /// Gets the cell for a row from the data source, frames it and adds it.
    func displayCell(forFlatRow row: Int, delegate tableDelegate: TableViewDelegate?) -> TableViewCell {
        let indexPath = rowGeometry.indexPath(ofFlatRow: row)
        var cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if let problem = reasonCellCannotBeShown(cell) {
            reject(.invalidValue, "tableView(_:cellForRowAt: \(indexPath)) returned \(problem); a new TableViewCell is shown instead")
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if cell.adoptingTable !== self {
            cell.adoptingTable = self
            createdCellCount += 1
        }
        cell.displayedRow = row
        cell.displayingTable = self
        let frame = rowGeometry.rect(ofFlatRow: row, width: bounds.width)
        // Cells appear in place, even when the scroll itself is animated.
        View.performWithoutAnimation {
            if cell.autoresizingMask != .flexibleWidth { cell.autoresizingMask = .flexibleWidth }
            cell.frame = frame
        }
        installCell(cell)
        if cell.superview !== cellContainer {
            // The hierarchy refused it (a callback moved it, or some other check of the core).
            reject(.invalidValue, "the cell returned by tableView(_:cellForRowAt: \(indexPath)) could not be added to the table; a new TableViewCell is shown instead")
            cell.displayedRow = -1
            cell.displayingTable = nil
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.adoptingTable = self
            cell.displayedRow = row
            cell.displayingTable = self
            View.performWithoutAnimation {
                cell.autoresizingMask = .flexibleWidth
                cell.frame = frame
            }
            installCell(cell)
        }
        if let tableDelegate { applyIndentationLevel(to: cell, at: indexPath, delegate: tableDelegate) }
        prepareCellInternals(cell)
        if rowGeometry.automaticRows.contains(row) { fitRow(row, to: cell) }
        showSelectionState(on: cell, at: indexPath)
        showEditingState(on: cell, at: indexPath, animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Why a cell from the data source cannot be shown for a row now, or `nil` when it can.
    private func reasonCellCannotBeShown(_ cell: TableViewCell) -> String? {
        if cell.displayedRow >= 0, let other = cell.displayingTable {
            // Within one update pass the new rows are not in `visibleCellList` yet: a cell of this
            // table that has a row and is in the table is shown.
            if other === self, cell.superview === cellContainer { return "the cell already shown for another row" }
            if other !== self, other.visibleCellList.contains(where: { $0 === cell }) {
                return "a cell that another table (\(other.diagnosticName)) shows"
            }
        }
        if cell === self as View || isDescendant(of: cell) {
            return "a cell that contains the table itself (the table is inside its content view)"
        }
        return nil
    }

    /// Takes a cell off the table and puts it in its pool (cells without an identifier are dropped).
    private func retire(_ cell: TableViewCell, fromFlatRow row: Int, delegate tableDelegate: TableViewDelegate?) {
        retire(cell, from: rowGeometry.indexPath(ofFlatRow: row), delegate: tableDelegate)
    }

    /// `retire(_:fromFlatRow:delegate:)` for a row named by its index path (a batch update retires
    /// the cells of deleted rows after the rows are gone from the geometry).
    func retire(_ cell: TableViewCell, from indexPath: TableIndexPath, delegate tableDelegate: TableViewDelegate?) {
        cell.displayedRow = -1
        cell.displayingTable = nil
        // A finger on a row that scrolled out (or was reloaded) selects nothing.
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if rowTouchCell === cell { rowTouchCell = nil }
        if cell.superview === cellContainer { cell.removeFromSuperview() }
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Sends every shown cell to the pool (before a reload, while the old rows still exist).
    func retireAllCells() {
        let tableDelegate = delegate as? TableViewDelegate
        let cells = visibleCellList
        let lower = visibleRowRange.lowerBound
        visibleCellList = []
        visibleRowRange = 0..<0
        for (i, cell) in cells.enumerated() { retire(cell, fromFlatRow: lower + i, delegate: tableDelegate) }
    }
}
