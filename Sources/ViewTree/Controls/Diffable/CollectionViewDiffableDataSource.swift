import Foundation

/// `UICollectionViewDiffableDataSource`: a collection view's data source that serves a snapshot of identifiers, and
/// applies the difference when a new snapshot is applied (iOS 13), as `TableViewDiffableDataSource` does for a
/// table: one batch update of the items that came, went, moved and were reloaded (kept items keep their cells); the
/// first snapshot, and one whose kept sections changed order, reloads instead.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: CollectionViewDataSource {
    /// `UICollectionViewDiffableDataSource.CellProvider`: the cell for an item (from `dequeueReusableCell`).
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// `SupplementaryViewProvider`: a header or footer for a kind at an index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type it serves.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// What the collection view shows (the reordering extension moves an item in it).
    var current = Snapshot()
    /// How deep the collection view is inside the cell or supplementary view provider: an apply from there is
    /// refused (UIKit asserts).
    private var providingDepth = 0
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    private var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// `apply(_:to:animatingDifferences:completion:)` (iOS 14): shows a section snapshot's visible items as the
    /// section's items (the section is added at the end when the snapshot has none), as one update of the difference.
    open func apply(_ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard providingDepth == 0 else { return DiffableDiagnostics.refuseReentrantApply("apply(_:to:animatingDifferences:completion:)", subject: "UICollectionViewDiffableDataSource") }
        var full = current
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        // Items the section snapshot shows that another section holds move here (a snapshot holds each item once).
        let shown = sectionSnapshot.visibleItems
        full.deleteItems(shown.filter { full.indexOfItem($0) != nil })
        full.appendItems(shown, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Drops the section snapshots whose visible items `snapshot` no longer shows in their section.
    private func forgetSectionSnapshots(notShownBy snapshot: Snapshot) {
        sectionSnapshots = sectionSnapshots.filter { section, sectionSnapshot in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == sectionSnapshot.visibleItems
        }
    }

    /// `snapshot(for:)` (iOS 14): the section snapshot last applied to `section`, or one of the section's items as
    /// roots when none was.
    public func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = sectionSnapshots[section] { return applied }
        var flat = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The outline level of the item at `indexPath` in the section snapshot applied to its section (0 when none was):
    /// what a list cell showing it is indented by (UIKit's default indentation level).
    func appliedOutlineLevel(ofItemAt indexPath: IndexPath) -> Int {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return 0 }
        return outline.level(of: item)
    }

    /// `reorderingHandlers` (iOS 14): whether an item may be moved by the user, and what to do before and after.
    public var reorderingHandlers = ReorderingHandlers()

    /// `supplementaryViewProvider`: headers and footers; `nil` gives plain reusable views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// `init(collectionView:cellProvider:)`: serves `collectionView` from now on.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// `snapshot()`: a copy of what the collection view shows now.
    public func snapshot() -> Snapshot { current }

    /// `apply(_:animatingDifferences:completion:)`: shows `snapshot`, as one batch update of the difference.
    /// `completion` runs when the update is over: on the next turn, or at once when the collection view reloaded.
    /// Applied from inside the cell or supplementary view provider, it is refused with a diagnostic (UIKit asserts:
    /// `DiffableDiagnostics.reentrantApplyAssertion`) and the previous snapshot stays.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard providingDepth == 0 else { return DiffableDiagnostics.refuseReentrantApply("apply(_:animatingDifferences:completion:)", subject: "UICollectionViewDiffableDataSource") }
        forgetSectionSnapshots(notShownBy: snapshot)
        let old = current
        guard let collection = collectionView else {
            current = snapshot.withoutMarks
            completion?()
            return
        }
        guard old.numberOfSections > 0, collection.hasLoadedCounts, let difference = SnapshotDifference(from: old, to: snapshot) else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        collection.performBatchUpdates({
            // The collection view counts the items before the update when it starts, after it when the block returns.
            self.current = snapshot.withoutMarks
            collection.deleteSections(difference.deletedSections)
            collection.insertSections(difference.insertedSections)
            collection.reloadSections(difference.reloadedSections)
            collection.deleteItems(at: difference.deletedItems)
            collection.insertItems(at: difference.insertedItems)
            collection.reloadItems(at: difference.reloadedItems)
            for move in difference.movedItems { collection.moveItem(at: move.from, to: move.to) }
            collection.reconfigureItems(at: difference.reconfiguredItems)
        }, completion: { _ in completion?() })
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: shows `snapshot` by reloading (no difference).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard providingDepth == 0 else { return DiffableDiagnostics.refuseReentrantApply("applySnapshotUsingReloadData(_:completion:)", subject: "UICollectionViewDiffableDataSource") }
        forgetSectionSnapshots(notShownBy: snapshot)
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
    }

    /// `itemIdentifier(for:)`: the item at an index path, `nil` outside the snapshot.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// `indexPath(for:)`: where an item is, `nil` when the snapshot does not hold it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// `sectionIdentifier(for:)` (iOS 15): the section at an index, `nil` outside the snapshot.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }
    /// `index(for:)` (iOS 15): a section's index, `nil` when the snapshot does not hold it.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }
    /// The section's items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }
    /// The cell provider's cell. A provider that returns `nil` is reported (UIKit raises); a plain cell is shown.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        providingDepth += 1
        defer { providingDepth -= 1 }
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        DiffableDiagnostics.report("UICollectionViewDiffableDataSource", "the cell provider returned nil for \(indexPath) (UIKit raises); a plain cell is shown")
        return CollectionViewCell(frame: .zero)
    }
    /// The supplementary view provider's view, or a plain reusable view.
    /// Whether `reorderingHandlers.canReorderItem` lets the item move (`false` without that handler, as in UIKit:
    /// a diffable data source reorders only through its handlers; a subclass may override this and `moveItemAt`).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }
    /// Moves the item in the data source's snapshot, telling `reorderingHandlers.willReorder` before and
    /// `didReorder` after with the transaction (see `CollectionViewDiffableDataSource+Reordering.swift`).
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        providingDepth += 1
        defer { providingDepth -= 1 }
        return supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}
