import Foundation

/// `UICollectionViewDataSourcePrefetching` (iOS 10): hears which items are coming soon, so their data can be
/// loaded before their cells are asked for.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// The items (index paths in ascending order) that will probably be shown soon.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [TableIndexPath])
    /// Items told of before that are no longer coming (the user scrolled the other way). Default: nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [TableIndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [TableIndexPath]) {}
}

// When the collection view tells its prefetching source: the table view's model (TableView+Prefetching.swift),
// along the axis the content scrolls (vertical, unless only the width overflows). After the shown items are
// updated, the items the layout puts within one bounds length beyond the visible bounds, on the side the content
// last scrolled towards (further along before any scroll), that are not shown and were not told of yet, in
// order. An item told of and then shown is done with; one more than two lengths from the visible bounds is
// cancelled. UIKit documents only that the items are "likely to be displayed soon": the distances are ours.
extension CollectionView {
    /// Whether the content overflows only the width: prefetching then looks sideways.
    var scrollsHorizontallyOnly: Bool { contentSize.width > bounds.width && contentSize.height <= bounds.height }

    /// What the collection view tells its prefetching source next, given the shown items.
    func updatePrefetching() {
        guard let source = prefetchDataSource, isPrefetchingEnabled, !isPrefetching, hasLoadedCounts else { return }
        let visibleBounds = bounds
        guard visibleBounds.width > 0, visibleBounds.height > 0 else { return }
        isPrefetching = true
        defer { isPrefetching = false }
        let horizontal = scrollsHorizontallyOnly
        let length = horizontal ? visibleBounds.width : visibleBounds.height
        let step = prefetchScrollsBack ? -length : length
        let ahead = horizontal ? visibleBounds.offsetBy(dx: step, dy: 0) : visibleBounds.offsetBy(dx: 0, dy: step)
        let near = horizontal ? visibleBounds.insetBy(dx: -2 * length, dy: 0) : visibleBounds.insetBy(dx: 0, dy: -2 * length)
        let layout = collectionViewLayout
        func items(in rect: CGRect) -> [TableIndexPath] {
            (layout.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.intersects(rect) }
                .map(\.indexPath)
        }
        let shown = Set(indexPathsForVisibleItems)
        let nearby = Set(items(in: near))
        let (cancelled, wanted) = prefetchLedger.update(
            ahead: Set(items(in: ahead)).sorted(), isShown: shown.contains, exists: { _ in true }, isNear: nearby.contains)
        if !cancelled.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !wanted.isEmpty { source.collectionView(self, prefetchItemsAt: wanted) }
    }
}
