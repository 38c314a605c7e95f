import Foundation

/// `UITableViewDataSourcePrefetching` (iOS 10): hears which rows are coming soon, so their data can be loaded
/// before their cells are asked for.
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// The rows (index paths in ascending order) that will probably be shown soon.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath])
    /// Rows told of before that are no longer coming (the user scrolled the other way). Default: nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {}
}

// When the table tells its prefetching source (ViewTree's model: UIKit documents only that the rows are
// "likely to be displayed soon", and that prefetching follows the scroll direction): after the shown rows are
// updated, the rows within one height of the table's bounds beyond the shown ones, on the side the content last
// scrolled towards (below before any scroll), that are not shown and were not told of yet, in order. A row told
// of and then shown is done with; one that falls more than two heights from the shown band is cancelled. The
// source may change the table meanwhile (insert the rows it fetched): the call is made after the cells are in
// place, and never inside another.
extension TableView {
    /// What the table tells its prefetching source next, given the shown rows (`visibleRowRange`).
    func updatePrefetching() {
        guard let source = prefetchDataSource, isPrefetchingEnabled, !isPrefetching, rowGeometry.rowCount > 0 else { return }
        isPrefetching = true
        defer { isPrefetching = false }
        let height = max(bounds.height, 1)
        let shown = visibleRowRange
        let ahead = prefetchScrollsUp
            ? rowGeometry.rows(from: bounds.minY - height, to: bounds.minY)
            : rowGeometry.rows(from: bounds.maxY, to: bounds.maxY + height)
        let near = rowGeometry.rows(from: bounds.minY - 2 * height, to: bounds.maxY + 2 * height)
        let geometry = rowGeometry
        let (cancelled, wanted) = prefetchLedger.update(
            ahead: ahead.map { geometry.indexPath(ofFlatRow: $0) },
            isShown: { geometry.flatRow($0).map(shown.contains) ?? false },
            exists: { geometry.flatRow($0) != nil },
            isNear: { geometry.flatRow($0).map(near.contains) ?? false })
        if !cancelled.isEmpty { source.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !wanted.isEmpty { source.tableView(self, prefetchRowsAt: wanted) }
    }
}
