import Foundation

// `tableView(_:indentationLevelForRowAt:)`: UIKit asks the delegate as it prepares a row's cell, after
// `cellForRowAt` and before `willDisplay`, and sets the cell's `indentationLevel` to the answer, so an answer
// replaces a level the data source set on the cell. A delegate that does not implement the method leaves the
// cell's level alone: ViewTree's default answer is the level the cell already has.
extension TableView {
    /// Sets a cell's `indentationLevel` from the delegate before the cell is shown. A negative answer is
    /// rejected with an `.invalidValue` diagnostic, and the cell keeps its level.
    func applyIndentationLevel(to cell: TableViewCell, at indexPath: TableIndexPath, delegate tableDelegate: TableViewDelegate) {
        cellAwaitingIndentationLevel = cell
        defer { cellAwaitingIndentationLevel = nil }
        let level = tableDelegate.tableView(self, indentationLevelForRowAt: indexPath)
        guard level >= 0 else {
            reject(.invalidValue, "tableView(_:indentationLevelForRowAt: \(indexPath)) returned \(level), a negative level; the cell keeps \(cell.indentationLevel)")
            return
        }
        if cell.indentationLevel != level { cell.indentationLevel = level }
    }

    /// The default answer of `tableView(_:indentationLevelForRowAt:)`: the level of the cell being prepared
    /// (the one the data source gave it), 0 when the method is called outside that moment.
    var indentationLevelOfCellBeingPrepared: Int { cellAwaitingIndentationLevel?.indentationLevel ?? 0 }
}
