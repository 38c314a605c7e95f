import Foundation

// Editing, as UITableView's.
//
// - `setEditing(_:animated:)` puts the table in editing mode and, with it, the shown cells of the rows the data
//   source lets edit (`tableView(_:canEditRowAt:)`, default `true`); each such cell gets the delegate's
//   `editingStyleForRowAt` (default `.delete`). Cells shown later take the same state. Taps select only when
//   `allowsSelectionDuringEditing` (default `false`).
// - Swipe to delete (`swipeToDelete(rowAt:)`, ViewTree's stand-in for the user's swipe and tap on Delete):
//   `willBeginEditingRowAt`, the table's `isEditing` becomes `true` while its cells stay as they are ("In this
//   'swipe to delete' mode the table view does not display any insertion, deletion, and reordering controls",
//   Apple's documentation of `tableView(_:willBeginEditingRowAt:)`), the data source's
//   `tableView(_:commit: .delete, forRowAt:)` (which deletes the row, usually with `deleteRows`), then
//   `isEditing` is `false` again and `didEndEditingRowAt`.
// - Swipe actions (`UISwipeActionsConfiguration`, iOS 11): `performSwipeAction(at:forRowAt:edge:)` in
//   SwipeActions.swift, in the same order, with the action's completion closing the swipe.
// Reordering by a drag of the reordering control: TableView+Reordering.swift. Not simulated: the controls' drawing, the
// buttons' views.
extension TableView {
    /// Whether a user's tap may add a row to the selection: `allowsMultipleSelectionDuringEditing` while
    /// editing, else `allowsMultipleSelection`.
    var selectsMultipleRows: Bool {
        storedIsEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func performSetEditing(_ editing: Bool, animated: Bool) {
        swipeEditingRow = nil
        guard editing != storedIsEditing else { return }
        storedIsEditing = editing
        let lower = visibleRowRange.lowerBound
        for (i, cell) in visibleCellList.enumerated() {
            showEditingState(on: cell, at: rowGeometry.indexPath(ofFlatRow: lower + i), animated: animated)
        }
    }

    /// A shown cell takes its row's editing state: editing (with the delegate's style) when the table is in
    /// editing mode and the row can be edited; not editing otherwise.
    func showEditingState(on cell: TableViewCell, at indexPath: TableIndexPath, animated: Bool) {
        let tableEditing = storedIsEditing && swipeEditingRow == nil
        guard tableEditing || cell.isEditing || cell.editingStyle != .none else { return }
        let editable = tableEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        let tableDelegate = delegate as? TableViewDelegate
        cell.editingStyle = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        let indents = !editable || (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
        if cell.rowIndentsWhileEditing != indents {
            cell.rowIndentsWhileEditing = indents
            cell.setNeedsLayout()
        }
        if cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }

    /// What a user's swipe across a row and tap on its Delete button send, in UIKit's order (see the top
    /// of this file). Nothing happens, as on a device, when the table is in editing mode, the row cannot
    /// be edited, its style is not `.delete`, or the delegate gives trailing swipe actions of its own (which
    /// replace the Delete button: `performSwipeAction(at:forRowAt:edge:)`); `false` then. A row the table does not have is rejected
    /// with a diagnostic.
    @discardableResult
    public func swipeToDelete(rowAt indexPath: TableIndexPath) -> Bool {
        loadRowsIfNeeded()
        guard indexPath.count == 2, rowGeometry.flatRow(indexPath) != nil else {
            reject(.indexOutOfRange, "swipeToDelete(rowAt: \(indexPath)): the table has no such row (\(rowGeometry.sectionCount) section(s), \(rowGeometry.rowCount) row(s)); nothing happened")
            return false
        }
        // Trailing swipe actions of the delegate's own replace the Delete button (`performSwipeAction`).
        guard (delegate as? TableViewDelegate)?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) == nil else { return false }
        // The default configuration is the Delete button, after `swipeActionsConfiguration`'s checks (editing mode, `canEditRowAt`,
        // style `.delete`) and the swipe's order: one mechanism for both ways in.
        return performSwipeAction(at: 0, forRowAt: indexPath, edge: .trailing)
    }
}
