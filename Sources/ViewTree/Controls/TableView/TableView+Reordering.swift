import Foundation

// Reordering rows by their reordering controls, as UITableView's. Apple's *Table View Programming Guide for iOS*,
// "Managing the Reordering of Rows": in editing mode the data source's `tableView(_:canMoveRowAt:)` says which
// rows show the control; "Every time the dragged row is over a destination, the table view sends
// tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: to its delegate … the delegate may reject
// the current destination for the dragged row and specify an alternative one"; when the row is dropped, "The table
// view sends tableView:moveRowAtIndexPath:toIndexPath: to its data source", which moves the item in its data. The
// guide lists that last message with no condition, and sample code checks `fromIndexPath == toIndexPath` in it, so
// a row dropped where it was is reported too.
//
// ViewTree draws no control: `dragReorderControl(forRowAt:to:)` plays the drag. The row passes over every
// destination between where it was and where the finger lifts, one row at a time (into the next section at its
// first row, out of it at its last), and the delegate is asked at each. The row lands at the delegate's last
// answer; the data source hears of it first, then the table moves the row's cell (the batch-update machinery,
// TableView+BatchUpdates.swift, so the selection and kept cells follow, and a data source that did not move its
// item across sections is reported with UIKit's inconsistency message).
extension TableView {
    /// The user's drag of a row's reordering control to `proposedIndexPath` (a destination counted after the move:
    /// within the row's own section, `0..<rows`; in another section, `0...rows`). Returns where the row landed, or
    /// `nil` when nothing happened: as on a device, when the table is not in editing mode (or only a swipe edits a
    /// row), or the data source's `canMoveRowAt` refuses the row. Rejected with a diagnostic, with nothing asked: a
    /// source row the table does not have or does not show, a destination the table cannot have, a drag started from
    /// inside the callbacks of another. A destination the delegate answers that the table cannot have is rejected
    /// with a diagnostic, and the row keeps its previous destination.
    @discardableResult
    public func dragReorderControl(forRowAt sourceIndexPath: TableIndexPath, to proposedIndexPath: TableIndexPath) -> TableIndexPath? {
        let call = "dragReorderControl(forRowAt: \(sourceIndexPath), to: \(proposedIndexPath))"
        guard !isHandlingReorderDrag else {
            reject(.invalidValue, "\(call) called while the table handles another drag of a reordering control; ignored")
            return nil
        }
        loadRowsIfNeeded()
        guard sourceIndexPath.count == 2, rowGeometry.flatRow(sourceIndexPath) != nil else {
            reject(.indexOutOfRange, "\(call): the table has no such row (\(rowGeometry.sectionCount) section(s), \(rowGeometry.rowCount) row(s)); nothing dragged")
            return nil
        }
        guard cellForRow(at: sourceIndexPath) != nil else {
            reject(.indexOutOfRange, "\(call): the row is not shown, so its reordering control cannot be touched; nothing dragged")
            return nil
        }
        guard isMoveDestination(proposedIndexPath, from: sourceIndexPath) else {
            reject(.indexOutOfRange, "\(call): \(proposedIndexPath) is not a destination the row can have (\(destinationRange(in: proposedIndexPath.section, from: sourceIndexPath))); nothing dragged")
            return nil
        }
        guard storedIsEditing, swipeEditingRow == nil, let dataSource,
              dataSource.tableView(self, canMoveRowAt: sourceIndexPath) else { return nil }
        isHandlingReorderDrag = true
        defer { isHandlingReorderDrag = false }
        let tableDelegate = delegate as? TableViewDelegate
        var destination = sourceIndexPath
        var hovered = sourceIndexPath
        let forward = proposedIndexPath > sourceIndexPath
        let generation = dataGeneration
        while hovered != proposedIndexPath {
            hovered = nextDestination(after: hovered, forward: forward, from: sourceIndexPath)
            let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: hovered) ?? hovered
            guard dataGeneration == generation else {
                reject(.invalidValue, "\(call): the table reloaded or applied updates from tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:); the drag is cancelled and nothing moved")
                return nil
            }
            guard isMoveDestination(target, from: sourceIndexPath) else {
                reject(.indexOutOfRange, "tableView(_:targetIndexPathForMoveFromRowAt: \(sourceIndexPath), toProposedIndexPath: \(hovered)) returned \(target), which is not a destination the row can have; the row stays headed for \(destination)")
                continue
            }
            destination = target
        }
        dataSource.tableView(self, moveRowAt: sourceIndexPath, to: destination)
        // A data source that reloaded the table, or applied updates to it (a diffable data source applying the moved
        // snapshot, as Apple's "Implementing Modern Collection Views" does in `moveRowAt`), meanwhile shows its data
        // as it is: nothing is left to move.
        guard destination != sourceIndexPath, dataGeneration == generation, self.dataSource === dataSource else { return destination }
        inGroup(call: "\(call), after tableView(_:moveRowAt: \(sourceIndexPath), to: \(destination))") {
            $0.movedRows.append((sourceIndexPath, destination))
        }
        return destination
    }

    /// Whether the row at `source` can be moved to `destination` (counted after the move).
    private func isMoveDestination(_ destination: TableIndexPath, from source: TableIndexPath) -> Bool {
        guard destination.count == 2, destination.row >= 0, let rows = rowGeometry.numberOfRows(inSection: destination.section) else { return false }
        return destination.row < slotCount(in: destination.section, rows: rows, from: source)
    }

    /// How many destinations a section offers the moving row: its rows, plus one in another section than the row's own.
    private func slotCount(in section: Int, rows: Int, from source: TableIndexPath) -> Int {
        section == source.section ? rows : rows + 1
    }

    private func destinationRange(in section: Int, from source: TableIndexPath) -> String {
        guard let rows = rowGeometry.numberOfRows(inSection: section) else { return "the table has \(rowGeometry.sectionCount) section(s)" }
        return "rows 0 to \(slotCount(in: section, rows: rows, from: source) - 1) of section \(section)"
    }

    /// The destination the dragged row passes over after `current`, going down (`forward`) or up.
    private func nextDestination(after current: TableIndexPath, forward: Bool, from source: TableIndexPath) -> TableIndexPath {
        let slots = slotCount(in: current.section, rows: rowGeometry.numberOfRows(inSection: current.section) ?? 0, from: source)
        if forward {
            if current.row + 1 < slots { return TableIndexPath(row: current.row + 1, section: current.section) }
            return TableIndexPath(row: 0, section: current.section + 1)
        }
        if current.row > 0 { return TableIndexPath(row: current.row - 1, section: current.section) }
        let previous = current.section - 1
        let previousSlots = slotCount(in: previous, rows: rowGeometry.numberOfRows(inSection: previous) ?? 0, from: source)
        return TableIndexPath(row: previousSlots - 1, section: previous)
    }
}
