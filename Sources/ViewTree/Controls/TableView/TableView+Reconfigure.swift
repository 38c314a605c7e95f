import Foundation

// `reconfigureRows(at:)` (iOS 15): the data source is asked again for the cells of shown rows, and its
// index-path dequeue hands back the cell the row already shows (CellReconfiguration.swift), so the cell is
// updated in place: no new cell, no `prepareForReuse()`, no `willDisplay`, no row animation, no change to the
// selection; a self-sizing row is measured again. Rows with no shown cell are not asked.
extension TableView {
    /// `reconfigureRows(at:)`'s work (TableView.swift holds the overridable entry).
    func performReconfigure(of indexPaths: [TableIndexPath]) {
        let call = "reconfigureRows(at:)"
        if let bad = indexPaths.first(where: { $0.count != 2 || $0.row < 0 || $0.section < 0 }) {
            return reject(.invalidValue, "\(call): \(bad) is not a row's index path (a table's has exactly 2 indexes, section and row, neither negative); the call is ignored")
        }
        guard !isAskingDataSource, reconfiguration == nil else {
            return reject(.invalidValue, "\(call) called while the table is asking its data source for rows or cells (from tableView(_:cellForRowAt:) or a count or height callback); ignored, the shown cells stay as they are")
        }
        if batchDepth > 0 {
            recordedBatch.reconfiguredRows.formUnion(indexPaths)
            return
        }
        // Before the first load, or with a reload pending, no cell is shown that the next layout will not ask for.
        guard hasLoadedData, !needsReload, !indexPaths.isEmpty else { return }
        var rows: [Int] = []
        for path in Set(indexPaths).sorted() {
            guard let flat = rowGeometry.flatRow(path) else {
                return reject(.indexOutOfRange, "\(call): \(TableView.reconfigureOutOfRangeMessage(path, counts: rowGeometry)); the call is ignored, no row is reconfigured")
            }
            rows.append(flat)
        }
        reconfigureShownRows(rows)
    }

    /// ViewTree's reason for a row out of range (UIKit's exception text for reconfigure is not known; the words
    /// follow its "attempt to reload row … which only contains … rows" family).
    static func reconfigureOutOfRangeMessage(_ path: TableIndexPath, counts: TableRowGeometry) -> String {
        if path.section >= counts.sectionCount {
            return "attempt to reconfigure row \(path.row) in section \(path.section), but there are only \(counts.sectionCount) sections"
        }
        return "attempt to reconfigure row \(path.row) in section \(path.section), which only contains \(counts.numberOfRows(inSection: path.section) ?? 0) rows"
    }

    /// After a batch update: reconfigures the rows `before` named that the update kept (at their rows after it).
    func reconfigureRows(_ paths: Set<TableIndexPath>, after plan: BatchUpdatePlan, before: [Int], call: String) {
        guard !paths.isEmpty else { return }
        var rows: [Int] = []
        for path in paths.sorted() {
            guard path.section < before.count, path.row < before[path.section] else {
                reject(.indexOutOfRange, "\(call): reconfigureRows(at:): attempt to reconfigure row \(path.row) in section \(path.section), which does not exist before the update; that row is not reconfigured")
                continue
            }
            guard let target = plan.target(of: path), target.keepsCell, let flat = rowGeometry.flatRow(target.path) else { continue }
            rows.append(flat)
        }
        reconfigureShownRows(rows.sorted())
    }

    /// Asks the data source again for the cells of these rows (flat, ascending) that are shown.
    private func reconfigureShownRows(_ rows: [Int]) {
        guard let dataSource else { return }
        let wasUpdating = isUpdatingCells
        isUpdatingCells = true           // a layout pass or update from a callback waits until the end
        for row in rows where visibleRowRange.contains(row) && row - visibleRowRange.lowerBound < visibleCellList.count {
            let cell = visibleCellList[row - visibleRowRange.lowerBound]
            let indexPath = rowGeometry.indexPath(ofFlatRow: row)
            reconfiguration = CellReconfiguration(cell: cell, indexPath: indexPath, reuseIdentifier: cell.reuseIdentifier)
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguration = nil
            if returned !== cell { keepShownCell(cell, refusing: returned, at: indexPath) }
            cell.layOutCellInternals()
            if rowGeometry.automaticRows.contains(row) { fitRow(row, to: cell) }
        }
        isUpdatingCells = wasUpdating
        guard !wasUpdating else { return }
        if measuredRowsMoved || cellUpdatePending {
            cellUpdatePending = false
            updateVisibleCells()
        }
    }

    /// The data source returned another cell than the shown one: the shown cell stays (UIKit requires it back),
    /// and the other goes to the pool when nothing shows it.
    private func keepShownCell(_ cell: TableViewCell, refusing other: TableViewCell, at indexPath: TableIndexPath) {
        reject(.invalidValue, "reconfigureRows(at:): tableView(_:cellForRowAt: \(indexPath)) returned another cell than the one shown for the row (UIKit requires the existing cell, which dequeueReusableCell(withIdentifier:for:) hands back with its identifier); the shown cell stays, reload the row to replace it")
        guard other.superview == nil, other.displayingTable == nil, let identifier = other.reuseIdentifier,
              reusePool[identifier]?.contains(where: { $0 === other }) != true else { return }
        reusePool[identifier, default: []].append(other)
    }
}
