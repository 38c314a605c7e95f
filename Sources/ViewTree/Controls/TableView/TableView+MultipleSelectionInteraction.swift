import Foundation

// The two-finger pan that selects several rows (iOS 13), as Apple documents it: "When the system recognizes a
// two-finger pan gesture, it calls this method [`shouldBeginMultipleSelectionInteractionAt`] before it sets isEditing
// to true. If you return true from this method, the user can select multiple items using a two-finger pan gesture."
// Then `didBeginMultipleSelectionInteractionAt` (where apps swap their Edit button for Done, Apple's "Selecting
// multiple items with a two-finger pan gesture"), the rows the fingers cross are selected, and
// `tableViewDidEndMultipleSelectionInteraction(_:)` follows "after the user lifts their finger from the device".
extension TableView {
    /// What a user's two-finger pan from one row to another does, ViewTree's stand-in for the pan: the delegate's
    /// `shouldBeginMultipleSelectionInteractionAt` for the first row (`false`: the pan only scrolls, nothing here
    /// happens, and the result is `false`); the table enters editing mode (`setEditing(true, animated: true)`) unless
    /// it is editing; `didBeginMultipleSelectionInteractionAt`; each row from `start` through `end` (in either
    /// direction, across sections) that is not yet selected is selected as a tap selects it (`willSelectRowAt`,
    /// `didSelectRowAt`); then `tableViewDidEndMultipleSelectionInteraction(_:)`. Rows already selected stay selected
    /// (**ours**: how UIKit treats a pan that starts on a selected row is not documented). A row the table does not
    /// have is rejected with a diagnostic, nothing sent.
    @discardableResult
    public func panWithTwoFingers(fromRowAt start: TableIndexPath, to end: TableIndexPath) -> Bool {
        loadRowsIfNeeded()
        guard start.count == 2, end.count == 2,
              let first = rowGeometry.flatRow(start), let last = rowGeometry.flatRow(end) else {
            reject(.indexOutOfRange, "panWithTwoFingers(fromRowAt: \(start), to: \(end)): the table has no such row (\(rowGeometry.sectionCount) section(s), \(rowGeometry.rowCount) row(s)); nothing happened")
            return false
        }
        let tableDelegate = delegate as? TableViewDelegate
        guard tableDelegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: start) ?? allowsMultipleSelectionDuringEditing else {
            return false
        }
        if !isEditing { setEditing(true, animated: true) }
        tableDelegate?.tableView(self, didBeginMultipleSelectionInteractionAt: start)
        for flatRow in stride(from: first, through: last, by: first <= last ? 1 : -1) {
            // A callback may have reloaded the table: stop at the first row it no longer has.
            guard flatRow < rowGeometry.rowCount else { break }
            let row = rowGeometry.indexPath(ofFlatRow: flatRow)
            if !selectedRowSet.contains(row) { userSelectRow(at: row) }
        }
        tableDelegate?.tableViewDidEndMultipleSelectionInteraction(self)
        return true
    }
}
