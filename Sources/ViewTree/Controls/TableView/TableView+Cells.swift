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

    /// Asks the data source for the sections and rows, and the delegate for the heights.
    func loadRowGeometry() -> TableRowGeometry {
        guard let dataSource else { return TableRowGeometry() }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            reject(.invalidValue, "numberOfSections(in:) returned \(sections); treated as 0")
        }
        var rowsPerSection: [Int] = []
        rowsPerSection.reserveCapacity(max(0, sections))
        for section in 0..<max(0, sections) {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                reject(.invalidValue, "tableView(_:numberOfRowsInSection: \(section)) returned \(rows); treated as 0")
            }
            rowsPerSection.append(max(0, rows))
        }
        let tableDelegate = delegate as? TableViewDelegate
        let fallback = rowHeight
        var badHeights = 0
        var firstBad: (TableIndexPath, CGFloat)?
        let geometry = TableRowGeometry(rowsPerSection: rowsPerSection) { indexPath in
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? fallback
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
        } while cellUpdatePending && passes < TableView.maximumCellUpdatePasses
        if cellUpdatePending { setNeedsLayout() }
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
    }

    /// Gets the cell for a row from the data source, frames it and adds it.
    private func displayCell(forFlatRow row: Int, delegate tableDelegate: TableViewDelegate?) -> TableViewCell {
        let indexPath = rowGeometry.indexPath(ofFlatRow: row)
        var cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if cell.displayedRow >= 0 && cell.superview === self {
            reject(.invalidValue, "tableView(_:cellForRowAt: \(indexPath)) returned the cell already shown for another row; a new TableViewCell is shown instead")
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if cell.adoptingTable !== self {
            cell.adoptingTable = self
            createdCellCount += 1
        }
        cell.displayedRow = row
        let frame = rowGeometry.rect(ofFlatRow: row, width: bounds.width)
        // Cells appear in place, even when the scroll itself is animated.
        View.performWithoutAnimation {
            if cell.autoresizingMask != .flexibleWidth { cell.autoresizingMask = .flexibleWidth }
            cell.frame = frame
        }
        if cell.superview !== self { addSubview(cell) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Takes a cell off the table and puts it in its pool (cells without an identifier are dropped).
    private func retire(_ cell: TableViewCell, fromFlatRow row: Int, delegate tableDelegate: TableViewDelegate?) {
        cell.displayedRow = -1
        if cell.superview === self { cell.removeFromSuperview() }
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: rowGeometry.indexPath(ofFlatRow: row))
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
