import Foundation

// `reconfigureItems(at:)` (iOS 15), as the table's `reconfigureRows(at:)` (TableView+Reconfigure.swift): the data
// source is asked again for the cells of shown items, and its dequeue for such an item with the cell's identifier
// (a cell registration's included) hands back the shown cell. No new cell, no `prepareForReuse()`, no
// `willDisplay`; a self-sizing cell is measured again and the items laid out anew when its size changed.
extension CollectionView {
    /// `reconfigureItems(at:)`'s work (CollectionView.swift holds the overridable entry).
    func performReconfigure(of indexPaths: [TableIndexPath]) {
        let call = "reconfigureItems(at:)"
        if let bad = indexPaths.first(where: { $0.count != 2 || $0.item < 0 || $0.section < 0 }) {
            return reject(.invalidValue, "\(call): \(bad) is not an item's index path (a collection view's has exactly 2 indexes, section and item, neither negative); the call is ignored")
        }
        guard !isTiling, reconfiguration == nil else {
            return reject(.invalidValue, "\(call) called while the collection view is asking its data source for cells (from collectionView(_:cellForItemAt:) or a cell provider); ignored, the shown cells stay as they are")
        }
        if isRecordingBatch {
            recordReconfigured(indexPaths)
            return
        }
        // Before the first load, or after reloadData(), no cell is shown that the next layout will not ask for.
        guard hasLoadedCounts, !indexPaths.isEmpty else { return }
        let paths = Set(indexPaths).sorted()
        if let bad = paths.first(where: { $0.section >= numberOfSections || $0.item >= numberOfItems(inSection: $0.section) }) {
            let where_ = bad.section >= numberOfSections ? "but there are only \(numberOfSections) sections"
                                                         : "which only contains \(numberOfItems(inSection: bad.section)) items"
            return reject(.indexOutOfRange, "\(call): attempt to reconfigure item \(bad.item) in section \(bad.section), \(where_); the call is ignored, no item is reconfigured")
        }
        reconfigureShownItems(paths)
    }

    /// After a batch update: reconfigures the items `before` named that the update kept (at their paths after it).
    func reconfigureItems(_ paths: Set<TableIndexPath>, after plan: BatchUpdatePlan, before: [Int]) {
        guard !paths.isEmpty else { return }
        var kept: [TableIndexPath] = []
        for path in paths.sorted() {
            guard path.section < before.count, path.item < before[path.section] else {
                reject(.indexOutOfRange, "performBatchUpdates: reconfigureItems(at:): attempt to reconfigure item \(path.item) in section \(path.section), which does not exist before the update; that item is not reconfigured")
                continue
            }
            if let target = plan.target(of: path), target.keepsCell { kept.append(target.path) }
        }
        reconfigureShownItems(kept.sorted())
    }

    /// Asks the data source again for the shown cells of `paths` (ascending), then lays the items out again when a
    /// self-sizing cell now prefers another size.
    private func reconfigureShownItems(_ paths: [TableIndexPath]) {
        guard let dataSource else { return }
        let layout = collectionViewLayout
        var resized = false
        isTiling = true                  // a layout pass from a callback waits until the end
        for path in paths {
            guard let cell = visible[path] else { continue }
            reconfiguration = CellReconfiguration(cell: cell, indexPath: path, reuseIdentifier: cell.reuseIdentifier)
            let returned = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguration = nil
            if returned !== cell { keepShownCell(cell, refusing: returned, at: path) }
            if visible[path] === cell, let attributes = layout.layoutAttributesForItem(at: path),
               layout.recordPreferredSize(of: cell, for: attributes) {
                resized = true
            }
        }
        isTiling = false
        if resized { layout.invalidateLayout() }
        tile()
    }

    /// The data source returned another cell than the shown one: the shown cell stays (UIKit requires it back),
    /// and the other goes to the pool when nothing shows it.
    private func keepShownCell(_ cell: CollectionViewCell, refusing other: CollectionViewCell, at path: TableIndexPath) {
        reject(.invalidValue, "reconfigureItems(at:): collectionView(_:cellForItemAt: \(path)) returned another cell than the one shown for the item (UIKit requires the existing cell, which dequeueReusableCell(withReuseIdentifier:for:) hands back with its identifier); the shown cell stays, reload the item to replace it")
        guard other.superview == nil, !visible.values.contains(where: { $0 === other }), let identifier = other.reuseIdentifier,
              cellPool[identifier]?.contains(where: { $0 === other }) != true else { return }
        cellPool[identifier, default: []].append(other)
    }
}
