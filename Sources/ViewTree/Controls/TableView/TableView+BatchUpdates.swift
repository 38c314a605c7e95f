import Foundation

// Batch updates, as UITableView's: `insertRows`/`deleteRows`/`reloadRows`/`moveRow` and their
// section forms, alone or grouped by `beginUpdates()`/`endUpdates()` or `performBatchUpdates`.
//
// What UIKit does, and so ViewTree:
// - The changes are recorded; the outermost `endUpdates()` (or the single call) applies them.
//   Deletions and reloads name rows before the update, insertions rows after it, whatever the order
//   of the calls (Apple's documentation of `performBatchUpdates(_:completion:)`).
// - A table that has not loaded its rows yet loads them when the update starts: those are the
//   counts "before", so a data source changed before its first layout fails the check, as on a device.
// - Applying asks the data source for the new counts (and the delegate for the heights) at once
//   ("UITableView calls the relevant delegate and data source methods immediately afterward",
//   `insertRows(at:with:)`'s documentation), checks them (`BatchUpdatePlan`), and keeps the cells of
//   the rows that stay: no `cellForRowAt` for them, no `willDisplay`. New and reloaded rows that are
//   visible get cells from the data source *before* the cells of deleted rows go back to the pool
//   (a reload is a deletion and an insertion; the insertion asks first, so a reloaded row gets
//   another cell: observed on UIKitCore, Mac Catalyst, Xcode 26.6, in a public write-up of
//   UITableView's internals).
// - The selection follows its rows; deleted and reloaded rows are deselected.
// - A count that does not add up raises `NSInternalInconsistencyException` on a device. ViewTree
//   reports UIKit's message as a diagnostic and reloads the table from its data source, so the test
//   goes on with a table that matches its data (UIKit itself fell back to reloading data in some
//   such cases before iOS 18: Apple's Developer Forums, thread 751732).
// Not simulated: the row animations themselves (the end state shows at once), and section header
// views kept across an update (they are asked for again).
extension TableView {
    /// What a row or section call records.
    enum BatchChange { case insert, delete, reload }

    /// Opens a group; `false` when refused (called from a data source callback).
    @discardableResult
    func performBeginUpdates(call: String = "beginUpdates()") -> Bool {
        guard canStartUpdate(call: call) else { return false }
        if batchDepth == 0 {
            recordedBatch = BatchUpdates()
            loadRowsIfNeeded()                 // the counts "before the update"
        }
        batchDepth += 1
        return true
    }

    /// Closes a group; the outermost applies it. `false` when nothing was applied (no open group,
    /// or the update was refused).
    func performEndUpdates() -> Bool {
        guard batchDepth > 0 else {
            reject(.invalidValue, "endUpdates() without a matching beginUpdates(); ignored")
            return false
        }
        batchDepth -= 1
        guard batchDepth == 0 else { return true }
        let batch = recordedBatch
        recordedBatch = BatchUpdates()
        return apply(batch, call: "endUpdates()")
    }

    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        var applied = false
        if performBeginUpdates(call: "performBatchUpdates(_:completion:)") {
            updates?()
            applied = performEndUpdates()
        }
        guard let completion else { return }
        Simulation.performOnNextTurn(of: simulation) { completion(applied) }
    }

    func record(rows indexPaths: [TableIndexPath], _ change: BatchChange, call: String) {
        if let bad = indexPaths.first(where: { $0.count != 2 || $0.row < 0 || $0.section < 0 }) {
            return reject(.invalidValue, "\(call): \(bad) is not a row's index path (a table's has exactly 2 indexes, section and row, neither negative); the call is ignored")
        }
        inGroup(call: call) { batch in
            switch change {
            case .insert: batch.insertedRows.formUnion(indexPaths)
            case .delete: batch.deletedRows.formUnion(indexPaths)
            case .reload: batch.reloadedRows.formUnion(indexPaths)
            }
        }
    }

    func record(sections: IndexSet, _ change: BatchChange, call: String) {
        if let bad = sections.first, bad < 0 {
            return reject(.invalidValue, "\(call): section \(bad) is negative; the call is ignored")
        }
        inGroup(call: call) { batch in
            switch change {
            case .insert: batch.insertedSections.formUnion(sections)
            case .delete: batch.deletedSections.formUnion(sections)
            case .reload: batch.reloadedSections.formUnion(sections)
            }
        }
    }

    func recordMove(of indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        let call = "moveRow(at: \(indexPath), to: \(newIndexPath))"
        for path in [indexPath, newIndexPath] where path.count != 2 || path.row < 0 || path.section < 0 {
            return reject(.invalidValue, "\(call): \(path) is not a row's index path (a table's has exactly 2 indexes, section and row, neither negative); the call is ignored")
        }
        inGroup(call: call) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    func recordMove(ofSection section: Int, to newSection: Int) {
        let call = "moveSection(\(section), toSection: \(newSection))"
        guard section >= 0, newSection >= 0 else {
            return reject(.invalidValue, "\(call): a section index cannot be negative; the call is ignored")
        }
        inGroup(call: call) { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Applying

    /// Records into the open group, or makes a group of this one call.
    func inGroup(call: String, _ change: (inout BatchUpdates) -> Void) {
        if batchDepth > 0 {
            change(&recordedBatch)
            return
        }
        guard canStartUpdate(call: call) else { return }
        loadRowsIfNeeded()
        var batch = BatchUpdates()
        change(&batch)
        _ = apply(batch, call: call)
    }

    /// An update cannot start while the table asks its data source for rows or cells (the answers
    /// would describe neither the state before nor the state after).
    private func canStartUpdate(call: String) -> Bool {
        guard !isAskingDataSource else {
            reject(.invalidValue, "\(call) called from a data source or delegate callback while the table is loading its rows or cells; ignored (the table reloads at its next layout pass)")
            setNeedsReload()
            return false
        }
        return true
    }

    /// Whether the table is in the middle of asking its data source for rows or cells, or of applying an
    /// update: an update started or applied now would describe neither the state before nor after.
    var isAskingDataSource: Bool { isLoadingRowGeometry || isUpdatingCells || isCommittingBatch }

    /// Asks for the new counts, checks them against `batch` and shows the result; `false` when the
    /// batch was refused (the table then shows a plain reload of the new data).
    private func apply(_ batch: BatchUpdates, call: String) -> Bool {
        guard !isAskingDataSource else {
            reject(.invalidValue, "\(call) applied from a data source or delegate callback while the table is loading its rows or cells; the update is dropped and the table reloads at its next layout pass")
            setNeedsReload()
            return false
        }
        isCommittingBatch = true
        defer { isCommittingBatch = false }
        let before = rowCounts(of: rowGeometry)
        guard let geometry = loadRowGeometry() else { return false }  // the counts were rejected: the table keeps its rows
        switch BatchUpdatePlan.make(batch, before: before, after: rowCounts(of: geometry)) {
        case .failure(let error):
            reject(.invalidValue, "\(call): \(error.message) (UIKit raises NSInternalInconsistencyException; ViewTree reloads the table from its data source instead)")
            install(reloaded: geometry, clearingSelection: false)
            return false
        case .success(let plan):
            dataGeneration &+= 1
            show(plan, geometry)
            reconfigureRows(batch.reconfiguredRows, after: plan, before: before, call: call)
            return true
        }
    }

    private func rowCounts(of geometry: TableRowGeometry) -> [Int] {
        (0..<geometry.sectionCount).map { geometry.numberOfRows(inSection: $0) ?? 0 }
    }

    /// Moves the kept cells to their new rows, asks for cells for the new visible rows, then sends
    /// the cells of rows that went to the pool.
    private func show(_ plan: BatchUpdatePlan, _ newGeometry: TableRowGeometry) {
        let tableDelegate = delegate as? TableViewDelegate
        let oldGeometry = rowGeometry
        let geometry = keepingMeasuredHeights(of: oldGeometry, in: newGeometry, through: plan)
        let oldRange = visibleRowRange
        var kept: [Int: TableViewCell] = [:]
        var leaving: [(TableViewCell, TableIndexPath)] = []
        for (i, cell) in visibleCellList.enumerated() {
            let oldPath = oldGeometry.indexPath(ofFlatRow: oldRange.lowerBound + i)
            if let target = plan.target(of: oldPath), target.keepsCell, let flat = geometry.flatRow(target.path) {
                kept[flat] = cell
            } else {
                leaving.append((cell, oldPath))
                // Not shown for a row any more: the data source may hand it out again at once.
                cell.displayedRow = -1
                cell.displayingTable = nil
            }
        }
        selectedRowSet = Set(selectedRowSet.compactMap { path in
            plan.target(of: path).flatMap { $0.keepsCell ? $0.path : nil }
        })
        isUpdatingCells = true
        visibleCellList = []
        visibleRowRange = 0..<0
        rowGeometry = geometry
        hasLoadedData = true
        needsReload = false
        retireSectionViews()
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        placeAccessoryViews()
        let newRange = dataSource == nil ? 0..<0 : geometry.rows(from: bounds.minY, to: bounds.maxY)
        var cells: [TableViewCell] = []
        cells.reserveCapacity(newRange.count)
        for row in newRange {
            if let cell = kept.removeValue(forKey: row) {
                move(cell, toFlatRow: row)
                cells.append(cell)
            } else {
                cells.append(displayCell(forFlatRow: row, delegate: tableDelegate))
            }
        }
        visibleRowRange = newRange
        visibleCellList = cells
        for (cell, oldPath) in leaving {
            if cell.displayingTable === self {
                // The data source gave it out again for a new row: it stays, but its old row ended.
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldPath)
            } else {
                retire(cell, from: oldPath, delegate: tableDelegate)
            }
        }
        for (row, cell) in kept.sorted(by: { $0.key < $1.key }) {
            // Kept, but moved out of the visible band.
            retire(cell, from: geometry.indexPath(ofFlatRow: row), delegate: tableDelegate)
        }
        arrangeCellOrder()
        isUpdatingCells = false
        cellUpdatePending = false
        updateVisibleCells()
    }

    /// The new geometry with the heights the kept self-sizing rows were measured at before the update (the new
    /// geometry has only estimates for them): a row that stays keeps its height, as in UIKit, where only a
    /// reloaded or inserted row starts again from its estimate.
    private func keepingMeasuredHeights(of old: TableRowGeometry, in new: TableRowGeometry,
                                        through plan: BatchUpdatePlan) -> TableRowGeometry {
        var measured: [Int: CGFloat] = [:]
        for oldRow in old.automaticRows {
            guard let target = plan.target(of: old.indexPath(ofFlatRow: oldRow)), target.keepsCell,
                  let newRow = new.flatRow(target.path), new.automaticRows.contains(newRow) else { continue }
            measured[newRow] = old.rect(ofFlatRow: oldRow, width: 0).height
        }
        return new.replacingHeights(measured)
    }

    /// A kept cell takes its new row's place (at once: row animations are not simulated).
    private func move(_ cell: TableViewCell, toFlatRow row: Int) {
        cell.displayedRow = row
        let frame = rowGeometry.rect(ofFlatRow: row, width: bounds.width)
        guard cell.frame != frame else { return }
        let resized = cell.frame.size != frame.size
        View.performWithoutAnimation { cell.frame = frame }
        if resized { cell.layOutCellInternals() }
    }
}
