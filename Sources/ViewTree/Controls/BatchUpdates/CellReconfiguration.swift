import Foundation

/// The shown cell a table or collection view is reconfiguring (`reconfigureRows(at:)`, `reconfigureItems(at:)`,
/// iOS 15) while it asks its data source for the row's cell again: the index-path dequeue for that row, with the
/// cell's own reuse identifier, hands this cell back — no `prepareForReuse()`, no new cell.
///
/// UIKit's rules (Apple's documentation of `reconfigureRows(at:)` and `reconfigureItems(at:)`; Tyler Fox's
/// thread on reconfigure, WWDC 2021 "Make blazing fast lists and collection views"): a row with no shown cell is
/// not asked; the data source "must dequeue the same type of cell … and must return the same existing cell";
/// no `prepareForReuse`; self-sizing cells are sized again.
struct CellReconfiguration<Cell: AnyObject> {
    /// The shown cell being reconfigured.
    let cell: Cell
    /// Its row or item.
    let indexPath: TableIndexPath
    /// Its reuse identifier (the one a dequeue must name to get it back).
    let reuseIdentifier: String?

    /// What the data source's index-path dequeue gets while this reconfiguration runs: the shown cell when
    /// `identifier` and `indexPath` are its own; `nil` (a dequeue as usual) for another row; for another
    /// identifier `nil` too, after `report` is given UIKit's reason (UIKit raises).
    func handBack(forIdentifier identifier: String, at indexPath: TableIndexPath, report: (String) -> Void) -> Cell? {
        guard indexPath == self.indexPath else { return nil }
        guard identifier == reuseIdentifier else {
            report("dequeue of \"\(identifier)\" for \(indexPath) while reconfiguring its cell of \"\(reuseIdentifier ?? "(none)")\": \(CellReconfigurationText.differentIdentifierMessage) (UIKit raises NSInternalInconsistencyException; ViewTree dequeues as usual, and the shown cell stays: reload the row to change its type)")
            return nil
        }
        return cell
    }
}

/// The words of reconfiguration's diagnostics.
enum CellReconfigurationText {
    /// UIKit's `NSInternalInconsistencyException` reason when a data source dequeues another reuse identifier
    /// (or cell registration) for a row it is asked to reconfigure: Apple Developer Forums thread 756295 (a
    /// diffable collection view whose provider switches cell registrations), and the same text quoted by app test
    /// suites that reproduce the crash.
    static let differentIdentifierMessage = "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed"
}
