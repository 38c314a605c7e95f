import Foundation

extension TableView {
    /// A tap on the detail button of a shown row (`.detailButton` or `.detailDisclosureButton` accessory): the
    /// delegate's `tableView(_:accessoryButtonTappedForRowWith:)`, without selecting the row, as in UIKit. The
    /// same as a finger's tap on the cell's `_UITableCellAccessoryButton` (TableViewCell+Accessories.swift), without
    /// the finger (ours). A row that is not shown, or whose cell
    /// has no detail button, is rejected with a diagnostic.
    public func tapAccessoryButton(forRowAt indexPath: TableIndexPath) {
        guard let cell = cellForRow(at: indexPath) else {
            reject(.indexOutOfRange, "tapAccessoryButton: row \(indexPath.row) of section \(indexPath.section) is not shown; nothing tapped")
            return
        }
        guard cell.accessoryView == nil, cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton else {
            reject(.invalidValue, "tapAccessoryButton: the cell of row \(indexPath.row) of section \(indexPath.section) has no detail button (accessoryType \(cell.accessoryType), or a custom accessoryView); nothing tapped")
            return
        }
        (delegate as? TableViewDelegate)?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
}
