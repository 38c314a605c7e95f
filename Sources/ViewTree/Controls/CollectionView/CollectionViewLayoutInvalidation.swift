import Foundation

/// `UICollectionViewLayoutInvalidationContext`: what part of a layout an invalidation concerns. ViewTree's
/// layouts prepare everything again on any invalidation, so the context's details are kept for a custom layout
/// to read in its `invalidateLayout(with:)`; `contentOffsetAdjustment` moves the content.
open class CollectionViewLayoutInvalidationContext {
    /// `invalidateEverything`: set by `invalidateLayout()` (and by the collection view's `reloadData()` in UIKit).
    public internal(set) var invalidateEverything = false
    /// `invalidateDataSourceCounts`: whether the numbers of sections and items may have changed.
    public internal(set) var invalidateDataSourceCounts = false
    /// `contentOffsetAdjustment`: added to the collection view's content offset when the context is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// `contentSizeAdjustment`: kept for the layout (ViewTree asks `collectionViewContentSize` again anyway).
    open var contentSizeAdjustment: CGSize = .zero
    /// `invalidatedItemIndexPaths`: the items given to `invalidateItems(at:)`, or `nil`.
    public private(set) var invalidatedItemIndexPaths: [TableIndexPath]?
    /// `invalidatedSupplementaryIndexPaths`: by kind, or `nil`.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [TableIndexPath]]?
    /// `invalidatedDecorationIndexPaths`: by kind, or `nil`.
    public private(set) var invalidatedDecorationIndexPaths: [String: [TableIndexPath]]?

    /// `init()` (required: a layout makes contexts of its `invalidationContextClass`).
    public required init() {}

    /// `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [TableIndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [TableIndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [TableIndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`: also whether the delegate's metrics or the layout's own
/// attributes changed (both `true` by default, as UIKit's).
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// `invalidateFlowLayoutDelegateMetrics`. Default `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// `invalidateFlowLayoutAttributes`. Default `true`.
    open var invalidateFlowLayoutAttributes = true
}

/// `UICollectionViewUpdateItem`: one change of a batch update, as `prepare(forCollectionViewUpdates:)` gets it. A
/// whole section's change has the item `NSNotFound` in its index paths, as UIKit's.
open class CollectionViewUpdateItem {
    /// `UICollectionViewUpdateItem.Action`, with UIKit's raw values.
    public enum Action: Int, Sendable {
        /// Inserted.
        case insert = 0
        /// Deleted.
        case delete = 1
        /// Reloaded.
        case reload = 2
        /// Moved.
        case move = 3
        /// No change.
        case none = 4
    }

    /// `indexPathBeforeUpdate`: `nil` for an insertion.
    public let indexPathBeforeUpdate: TableIndexPath?
    /// `indexPathAfterUpdate`: `nil` for a deletion.
    public let indexPathAfterUpdate: TableIndexPath?
    /// `updateAction`.
    public let updateAction: Action

    init(before: TableIndexPath?, after: TableIndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// The changes of a batch, in UIKit's order: deletions, insertions, reloads, then moves; sections before
    /// items, each in index order.
    static func items(of batch: BatchUpdates) -> [CollectionViewUpdateItem] {
        func section(_ s: Int) -> TableIndexPath { TableIndexPath(item: NSNotFound, section: s) }
        var result: [CollectionViewUpdateItem] = []
        result += batch.deletedSections.map { CollectionViewUpdateItem(before: section($0), after: nil, action: .delete) }
        result += batch.deletedRows.sorted().map { CollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
        result += batch.insertedSections.map { CollectionViewUpdateItem(before: nil, after: section($0), action: .insert) }
        result += batch.insertedRows.sorted().map { CollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
        result += batch.reloadedSections.map { CollectionViewUpdateItem(before: section($0), after: section($0), action: .reload) }
        result += batch.reloadedRows.sorted().map { CollectionViewUpdateItem(before: $0, after: $0, action: .reload) }
        result += batch.movedSections.map { CollectionViewUpdateItem(before: section($0.from), after: section($0.to), action: .move) }
        result += batch.movedRows.map { CollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
        return result
    }
}

extension CollectionViewLayoutAttributes {
    /// `init(forDecorationViewOfKind:with:)`: the attributes of a decoration view; a layout returns them from
    /// `layoutAttributesForElements(in:)` and the collection view shows a view of the kind registered with the
    /// layout.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: TableIndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }
}
