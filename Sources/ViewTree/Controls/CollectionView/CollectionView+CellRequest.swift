import Foundation

// Asking the data source for an item's cell, as UIKit's collection view asks: the cell returned must have been dequeued
// (`dequeueReusableCell(withReuseIdentifier:for:)` or a cell registration's dequeue, which give it its
// `reuseIdentifier`), and must not be a cell another collection view shows, or one that holds this collection view.
extension CollectionView {
    /// UIKit's words for a cell without a reuse identifier (NSInternalInconsistencyException, raised in
    /// `-[UICollectionView _createPreparedCellForItemAtIndexPath:withLayoutAttributes:applyAttributes:isFocused:notify:]`:
    /// Instagram/IGListKit issue 1123, badoo/Chatto issue 526, pujiaxin33/JXSegmentedView issue 218 on iOS 15.7).
    static let undequeuedCellMessage = "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"

    /// The data source's cell for the item at `indexPath`, or `nil` (with a diagnostic, and nothing shown for the item)
    /// when it cannot be shown: a cell made with `init(frame:)` instead of dequeued (UIKit raises
    /// `undequeuedCellMessage`), a cell another collection view shows (it would be taken from it, leaving that one
    /// listing a cell it no longer holds), or a cell that contains this collection view.
    func requestCell(at indexPath: TableIndexPath) -> CollectionViewCell? {
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return nil }
        let problem: String
        if cell.reuseIdentifier == nil {
            problem = "\(Self.undequeuedCellMessage) (UIKit raises NSInternalInconsistencyException)"
        } else if let other = cell.superview as? CollectionView, other !== self, other.visibleCells.contains(where: { $0 === cell }) {
            problem = "a cell that another collection view (\(other.diagnosticName)) shows"
        } else if cell === self as View || isDescendant(of: cell) {
            problem = "a cell that contains the collection view itself"
        } else {
            return cell
        }
        reject(.invalidValue, "collectionView(_:cellForItemAt: \(indexPath)) returned \(cell.diagnosticName): \(problem); no cell is shown for the item")
        return nil
    }
}
