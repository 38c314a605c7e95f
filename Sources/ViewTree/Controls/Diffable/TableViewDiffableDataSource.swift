import Foundation

/// `UITableViewDiffableDataSource`: a table's data source that serves a snapshot of identifiers, and animates the
/// difference when a new snapshot is applied (iOS 13).
///
/// Made with the table and a cell provider, it becomes the table's data source (the table refers to it weakly, as
/// UIKit's does: keep it in a property). `apply(_:animatingDifferences:completion:)` computes the rows that came,
/// went, moved and were reloaded by identifier and applies them as one batch update (kept rows keep their cells,
/// and the items marked by `reconfigureItems(_:)` are reconfigured in them: `reconfigureRows(at:)`);
/// the first snapshot, and one whose kept sections changed order, reloads the table instead. Subclasses override
/// the data source methods (`override func tableView(_:titleForHeaderInSection:)`), as in UIKit.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: TableViewDataSource {
    /// `UITableViewDiffableDataSource.CellProvider`: the cell for an item (from `dequeueReusableCell`).
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type it serves.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// How deep the table is inside the cell provider: an apply from there is refused (UIKit asserts).
    private var providingDepth = 0

    /// `defaultRowAnimation`: the row animation of applied differences (kept; row animations are not simulated).
    open var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// `init(tableView:cellProvider:)`: serves `tableView` from now on.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// `snapshot()`: a copy of what the table shows now.
    public func snapshot() -> Snapshot { current }

    /// `apply(_:animatingDifferences:completion:)`: shows `snapshot`, as one batch update of the difference
    /// (`animatingDifferences` only chooses the animation, which ViewTree does not draw). `completion` runs when
    /// the update is over: on the next turn of the run loop, or at once when the table reloaded.
    /// Applied from inside the cell provider, it is refused with a diagnostic (UIKit asserts:
    /// `DiffableDiagnostics.reentrantApplyAssertion`) and the previous snapshot stays.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard providingDepth == 0 else { return DiffableDiagnostics.refuseReentrantApply("apply(_:animatingDifferences:completion:)", subject: "UITableViewDiffableDataSource") }
        let old = current
        guard let table = tableView else {
            current = snapshot.withoutMarks
            completion?()
            return
        }
        guard old.numberOfSections > 0, table.hasLoadedData, let difference = SnapshotDifference(from: old, to: snapshot) else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let animation = defaultRowAnimation
        table.performBatchUpdates({
            // The table counts the rows before the update when it starts, and after it when the block returns.
            self.current = snapshot.withoutMarks
            table.deleteSections(difference.deletedSections, with: animation)
            table.insertSections(difference.insertedSections, with: animation)
            table.reloadSections(difference.reloadedSections, with: animation)
            table.deleteRows(at: difference.deletedItems, with: animation)
            table.insertRows(at: difference.insertedItems, with: animation)
            table.reloadRows(at: difference.reloadedItems, with: animation)
            for move in difference.movedItems { table.moveRow(at: move.from, to: move.to) }
            table.reconfigureRows(at: difference.reconfiguredItems)
        }, completion: { _ in completion?() })
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: shows `snapshot` by reloading the table (no difference).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        guard providingDepth == 0 else { return DiffableDiagnostics.refuseReentrantApply("applySnapshotUsingReloadData(_:completion:)", subject: "UITableViewDiffableDataSource") }
        current = snapshot.withoutMarks
        tableView?.reloadData()
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

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }
    /// The section's items.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { current.items(inSectionAt: section).count }
    /// The cell provider's cell for the item. A provider that returns `nil` is reported (UIKit raises) and a
    /// plain cell is shown.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        providingDepth += 1
        defer { providingDepth -= 1 }
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        DiffableDiagnostics.report("UITableViewDiffableDataSource", "the cell provider returned nil for \(indexPath) (UIKit raises); a plain cell is shown")
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `false`, as UIKit's diffable data source answers (override to allow swipe to delete and editing).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// `false`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// `nil`: no index (a subclass overrides it, as with UIKit's diffable data source).
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Moves the item in the snapshot, as UIKit's diffable data source does when a row is reordered.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = current.item(at: sourceIndexPath) else { return }
        var moved = current
        moved.deleteItems([item])
        let targetItems = moved.items(inSectionAt: destinationIndexPath.section)
        if destinationIndexPath.row < targetItems.count {
            moved.insertItems([item], beforeItem: targetItems[destinationIndexPath.row])
        } else if let section = moved.sectionIdentifier(at: destinationIndexPath.section) {
            moved.appendItems([item], toSection: section)
        }
        current = moved
    }
}
