// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What UIKit's table and collection views do with the staged batch updates DifferenceKit applies, as its suite
/// pins it on an iOS simulator (ra1028/DifferenceKit `Tests/UITableViewTests.swift` and
/// `Tests/UICollectionViewTests.swift` @8a9baddd, `Tests/StressTests/DifferenceKitStressTests.swift` and
/// `Tests/StressTests/Support/CollectionViewUpdater.swift` @1adb706b). DifferenceKit's `reload(using:setData:)`
/// (`Sources/Extensions/UIKitExtension.swift` @02e2bda4) applies each stage of a `StagedChangeset` as one
/// `performBatchUpdates` — setting the data source's data inside the block, then section deletes, inserts,
/// reloads and moves, then item deletes, inserts, reloads and moves — and its diff stages them so that no batch
/// mixes what UIKit refuses: (1) section and item deletes with item reloads (old index paths), (2) section
/// inserts and moves, (3) item inserts and moves, (4) section reloads (`Sources/Algorithm.swift` @0aa3d25c). The
/// stress test then reads, at once, every visible header and cell and compares them with the target data. Each
/// test names the case it checks. Rows in Docs/Fidelity.md, "Behaviours checked against Masonry's, Cartography's
/// and DifferenceKit's device tests".
@Suite struct DifferenceKitCrossCheckTests {
    /// A section: its model and its items, each a string that changes when its content does (`c0` → `c0'`).
    struct Section: Equatable {
        var model: String
        var items: [String]
    }

    /// One stage of a `StagedChangeset`: the data once applied and the changes, in DifferenceKit's terms.
    struct Stage {
        var data: [Section]
        var sectionDeleted: [Int] = [], sectionInserted: [Int] = [], sectionUpdated: [Int] = []
        var sectionMoved: [(Int, Int)] = []
        var deleted: [IndexPath] = [], inserted: [IndexPath] = [], updated: [IndexPath] = []
        var moved: [(IndexPath, IndexPath)] = []
    }

    static let source = [Section(model: "A", items: ["a0", "a1", "a2", "a3"]), Section(model: "B", items: ["b0", "b1"]),
                         Section(model: "C", items: ["c0", "c1", "c2"])]

    /// The four stages from `source` to `[C: c2 c0' c1 c3, D': d0 a3, A: a0 a2]`: section B and item a1 deleted and
    /// c0 reloaded; D inserted and C moved to the front; c2 moved up, c3 inserted, a3 moved into D; D reloaded.
    static let stages: [Stage] = [
        Stage(data: [Section(model: "A", items: ["a0", "a2", "a3"]), Section(model: "C", items: ["c0'", "c1", "c2"])],
              sectionDeleted: [1], deleted: [IndexPath(item: 1, section: 0)], updated: [IndexPath(item: 0, section: 2)]),
        Stage(data: [Section(model: "C", items: ["c0'", "c1", "c2"]), Section(model: "D", items: ["d0"]),
                     Section(model: "A", items: ["a0", "a2", "a3"])],
              sectionInserted: [1], sectionMoved: [(1, 0)]),
        Stage(data: [Section(model: "C", items: ["c2", "c0'", "c1", "c3"]), Section(model: "D", items: ["d0", "a3"]),
                     Section(model: "A", items: ["a0", "a2"])],
              inserted: [IndexPath(item: 3, section: 0)],
              moved: [(IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)),
                      (IndexPath(item: 2, section: 2), IndexPath(item: 1, section: 1))]),
        Stage(data: [Section(model: "C", items: ["c2", "c0'", "c1", "c3"]), Section(model: "D'", items: ["d0", "a3"]),
                     Section(model: "A", items: ["a0", "a2"])],
              sectionUpdated: [1]),
    ]

    /// The stress test's `Cell` and `Section` header: they remember the data they were configured with.
    final class Cell: UICollectionViewCell { var data: String? }
    final class Header: UICollectionReusableView { var data: String? }
    final class Row: UITableViewCell { var data: String? }

    /// `CollectionViewUpdater` (and the table's data provider): the data source, with the data it is given.
    final class Updater: NSObject, UICollectionViewDataSource, UITableViewDataSource {
        var sections: [Section]
        init(_ sections: [Section]) { self.sections = sections }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? Cell)?.data = sections[indexPath.section].items[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "section", for: indexPath)
            (header as? Header)?.data = sections[indexPath.section].model
            return header
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            (cell as? Row)?.data = sections[indexPath.section].items[indexPath.row]
            return cell
        }
    }

    /// `makeAndReloadCollectionViewWith(sections:)`: a screen-sized window with a root controller, a collection
    /// view as large with a flow layout of 1 × 1 items and headers 0.001 apart (so that everything fits), the
    /// data loaded with `reloadData()` — and no layout pass.
    static func collectionFixture(_ world: Simulation, _ updater: Updater) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: world.screen.bounds, simulation: world)
        window.rootViewController = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 1, height: 1)
        layout.minimumInteritemSpacing = 0.001
        layout.minimumLineSpacing = 0.001
        layout.headerReferenceSize = CGSize(width: 1, height: 1)
        let view = UICollectionView(frame: window.frame, collectionViewLayout: layout)
        window.addSubview(view)
        view.dataSource = updater
        view.register(Cell.self, forCellWithReuseIdentifier: "cell")
        view.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "section")
        view.reloadData()
        return (window, view)
    }

    /// `UICollectionView.reload(using:setData:)`: one `performBatchUpdates` per stage, in DifferenceKit's order.
    static func apply(_ stages: [Stage], to view: UICollectionView, _ updater: Updater) {
        for stage in stages {
            view.performBatchUpdates({
                updater.sections = stage.data
                if !stage.sectionDeleted.isEmpty { view.deleteSections(IndexSet(stage.sectionDeleted)) }
                if !stage.sectionInserted.isEmpty { view.insertSections(IndexSet(stage.sectionInserted)) }
                if !stage.sectionUpdated.isEmpty { view.reloadSections(IndexSet(stage.sectionUpdated)) }
                for (from, to) in stage.sectionMoved { view.moveSection(from, toSection: to) }
                if !stage.deleted.isEmpty { view.deleteItems(at: stage.deleted) }
                if !stage.inserted.isEmpty { view.insertItems(at: stage.inserted) }
                if !stage.updated.isEmpty { view.reloadItems(at: stage.updated) }
                for (from, to) in stage.moved { view.moveItem(at: from, to: to) }
            })
        }
    }

    /// `UITableView.reload(using:with:setData:)`: the same, with rows.
    static func apply(_ stages: [Stage], to view: UITableView, _ updater: Updater) {
        for stage in stages {
            view.performBatchUpdates({
                updater.sections = stage.data
                if !stage.sectionDeleted.isEmpty { view.deleteSections(IndexSet(stage.sectionDeleted), with: .automatic) }
                if !stage.sectionInserted.isEmpty { view.insertSections(IndexSet(stage.sectionInserted), with: .automatic) }
                if !stage.sectionUpdated.isEmpty { view.reloadSections(IndexSet(stage.sectionUpdated), with: .automatic) }
                for (from, to) in stage.sectionMoved { view.moveSection(from, toSection: to) }
                if !stage.deleted.isEmpty { view.deleteRows(at: stage.deleted, with: .automatic) }
                if !stage.inserted.isEmpty { view.insertRows(at: stage.inserted, with: .automatic) }
                if !stage.updated.isEmpty { view.reloadRows(at: stage.updated, with: .automatic) }
                for (from, to) in stage.moved { view.moveRow(at: from, to: to) }
            })
        }
    }

    /// The stress test's `.success` check: read at once after the last batch, the visible headers (sorted) show
    /// the target's section models, the visible cells (sorted) its items, section by section — as many as the
    /// target has. The stages delete, insert, move and reload sections and items, a move crossing sections; on the
    /// way, section C's header moves with it to the front, and reloading section D asks for a new header.
    @Test func stagedBatchesLeaveTheVisibleCellsInSync() {
        let world = Simulation()
        let updater = Updater(Self.source)
        let (window, view) = Self.collectionFixture(world, updater)
        let header = { (section: Int) in
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        Self.apply([Self.stages[0]], to: view, updater)
        let headerC = header(1)
        Self.apply([Self.stages[1], Self.stages[2]], to: view, updater)
        #expect(headerC != nil && header(0) === headerC, "a moved section's header moves with it")
        Self.apply([Self.stages[3]], to: view, updater)
        #expect((header(1) as? Header)?.data == "D'" && header(0) === headerC, "a reloaded section's header is asked for again")
        let target = Self.stages[Self.stages.count - 1].data
        let headers = view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            .sorted().map { (view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: $0) as? Header)?.data }
        #expect(headers == target.map(\.model))
        var shown = target.map { Section(model: $0.model, items: []) }
        for path in view.indexPathsForVisibleItems.sorted() {
            shown[path.section].items.append((view.cellForItem(at: path) as? Cell)?.data ?? "none")
        }
        #expect(shown == target)
        #expect(world.diagnostics.isEmpty)
        withExtendedLifetime(window) {}
    }

    /// CollectionViewUpdater's comment on the empty diff: after `reloadData()` and no batch, "for some reason
    /// `collectionView.indexPathsForVisibleItems` and `collectionView.visibleCells` return empty arrays, even if
    /// `collectionView.numberOfItems(inSection:)` returns a non empty number" — no layout pass has run, so no cell
    /// is shown yet; a batch update shows them at once.
    @Test func noCellIsVisibleBeforeTheFirstLayout() {
        let world = Simulation()
        let updater = Updater(Self.source)
        let (window, view) = Self.collectionFixture(world, updater)
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.indexPathsForVisibleItems.isEmpty && view.visibleCells.isEmpty)
        view.performBatchUpdates({})
        #expect(view.indexPathsForVisibleItems.count == 9)
        withExtendedLifetime(window) {}
    }

    /// The same stages through the table half of the extension (`UITableView.reload(using:with:setData:)`), in a
    /// screen-sized window with 10-pt rows and no headers; the stress test's check applied to the rows: read at
    /// once, the visible rows (sorted) show the target's items at 10-pt steps. Through the first three stages the
    /// moved rows (c2 up, a3 into another section) and the untouched ones keep their cells and the reloaded c0 gets a
    /// new one; reloading section D then gives its rows (d0, a3) new cells and leaves the others'. (DifferenceKit runs
    /// the stress test on a collection view only; the table follows the same `performBatchUpdates` rules.)
    @Test func stagedBatchesLeaveTheVisibleRowsInSync() {
        let world = Simulation()
        let window = UIWindow(frame: world.screen.bounds, simulation: world)
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.rowHeight = 10
        table.sectionHeaderHeight = 0
        table.sectionFooterHeight = 0
        table.register(Row.self, forCellReuseIdentifier: "row")
        let updater = Updater(Self.source)
        table.dataSource = updater
        table.reloadData()
        table.layoutIfNeeded()
        let cell = { (section: Int, row: Int) in table.cellForRow(at: IndexPath(row: row, section: section)) }
        let (c0, c2, a3, a0) = (cell(2, 0), cell(2, 2), cell(0, 3), cell(0, 0))
        Self.apply(Array(Self.stages.prefix(3)), to: table, updater)
        #expect(cell(0, 0) === c2, "a row moved within its section keeps its cell")
        #expect(cell(1, 1) === a3, "a row moved across sections keeps its cell")
        #expect(cell(2, 0) === a0, "an untouched row keeps its cell")
        #expect(cell(0, 1) !== c0 && (cell(0, 1) as? Row)?.data == "c0'", "a reloaded row gets a new cell")
        let d0 = cell(1, 0)
        Self.apply([Self.stages[3]], to: table, updater)
        #expect(cell(1, 0) !== d0 && cell(1, 1) !== a3, "a reloaded section's rows get new cells")
        #expect(cell(0, 0) === c2 && cell(2, 0) === a0, "the other sections' rows keep theirs")
        let target = Self.stages[Self.stages.count - 1].data
        var shown = target.map { Section(model: $0.model, items: []) }
        for path in table.indexPathsForVisibleRows ?? [] {
            shown[path.section].items.append((table.cellForRow(at: path) as? Row)?.data ?? "none")
        }
        #expect(shown.map(\.items) == target.map(\.items))
        let tops = (0..<target.count).flatMap { s in
            (0..<target[s].items.count).map { table.rectForRow(at: IndexPath(row: $0, section: s)).minY }
        }
        #expect(tops == stride(from: 0, to: 80, by: 10).map { CGFloat($0) })
        #expect(world.diagnostics.isEmpty)
    }

    /// UITableViewTests testTableViewReloadInvokeCompletionWhenDataChanged and UICollectionViewTests
    /// testCollectionViewReloadInvokeCompletionWhenDataChanged: in a 100 × 100 window that is never shown, a table
    /// (or a collection view) of [1, 2, 3] updated to [1, 2, 3, 4] in a batch calls the batch's completion (the
    /// suite waits up to 2 s for it).
    @Test func batchCompletionsAreCalledInAWindowNeverShown() {
        let world = Simulation()
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let window = UIWindow(frame: frame, simulation: world)
        let updater = Updater([Section(model: "", items: ["1", "2", "3"])])

        let table = UITableView(frame: frame)
        window.addSubview(table)
        table.register(Row.self, forCellReuseIdentifier: "row")
        table.dataSource = updater
        table.reloadData()
        var tableFinished: Bool?
        table.performBatchUpdates({
            updater.sections = [Section(model: "", items: ["1", "2", "3", "4"])]
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }, completion: { tableFinished = $0 })

        let collection = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(Cell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(collection)
        let items = Updater([Section(model: "", items: ["1", "2", "3"])])
        collection.dataSource = items
        collection.reloadData()
        var collectionFinished: Bool?
        collection.performBatchUpdates({
            items.sections = [Section(model: "", items: ["1", "2", "3", "4"])]
            collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { collectionFinished = $0 })

        world.run(for: 2)
        #expect(tableFinished == true && collectionFinished == true)
        #expect(table.numberOfRows(inSection: 0) == 4 && collection.numberOfItems(inSection: 0) == 4)
        #expect(world.diagnostics.isEmpty)
    }
}
