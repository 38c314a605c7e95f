import Foundation

// Reordering a diffable collection view's items by the user (iOS 14): `reorderingHandlers` decides which items
// may move, and hears of each move before and after as a transaction (the snapshots before and after, and the
// difference, for the whole data source and for each section the move touched), so the app updates its own store.

/// `NSDiffableDataSourceTransaction`: one reordering, for the whole data source.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// `initialSnapshot`: the data source before the move.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// `finalSnapshot`: the data source after it.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// `difference`: from the initial items to the final ones, all sections in order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// `sectionTransactions`: one for each section whose items changed, in section order.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// `NSDiffableDataSourceSectionTransaction`: one reordering, for one section.
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// `sectionIdentifier`.
    public let sectionIdentifier: SectionIdentifierType
    /// `initialSnapshot`: the section's items before the move.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// `finalSnapshot`: the section's items after it.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// `difference`: from the section's initial items to its final ones (apply it to the app's array for the section).
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension CollectionViewDiffableDataSource {
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// `canReorderItem`: whether the user may move the item; `nil` (the default): no item moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// `willReorder`: told before the data source's snapshot changes.
        public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// `didReorder`: told after; the app updates its store here (the sample code applies each section's difference).
        public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers.
        public init() {}
    }

    /// Moves the item at `source` to `destination` (counted after the move) in the snapshot, with the handlers told.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = current
        guard let item = initial.item(at: source), let section = initial.sectionIdentifier(at: destination.section) else { return }
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: section)
        if destination.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
            sectionTransactions: initial.sectionIdentifiers.compactMap { id in
                let before = initial.itemIdentifiers(inSection: id), after = final.itemIdentifiers(inSection: id)
                guard before != after else { return nil }
                var first = DiffableDataSourceSectionSnapshot<ItemIdentifierType>(), last = first
                first.append(before)
                last.append(after)
                return DiffableDataSourceSectionTransaction(sectionIdentifier: id, initialSnapshot: first, finalSnapshot: last,
                                                            difference: after.difference(from: before))
            })
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }
}
