import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing
import ViewTreeTesting

/// Diffable data sources as iOS 13+ code writes them: a snapshot of identifiers, applied to a table or a
/// collection view, with kept rows keeping their cells.
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case favourites, all }

    final class Recorder {
        var asked: [String] = []
    }

    func makeTable(_ t: TestWorld, recorder: Recorder) -> (TableView, TableViewDiffableDataSource<Section, String>) {
        let table = TableView(frame: t.window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, item in
            recorder.asked.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        t.window.addSubview(table)
        return (table, source)
    }

    func shownTexts(_ table: TableView) -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

    @Test func theFirstSnapshotLoadsAndLaterOnesApplyOnlyTheDifference() {
        let t = TestWorld()
        let recorder = Recorder()
        let (table, source) = makeTable(t, recorder: recorder)
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshotForTests()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["a", "b"], toSection: .favourites)
        snapshot.appendItems(["c", "d", "e"])
        source.apply(snapshot, animatingDifferences: false)
        t.run(for: 0.1)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(shownTexts(table) == ["a", "b", "c", "d", "e"])
        let cellOfD = table.cellForRow(at: IndexPath(row: 1, section: 1))
        recorder.asked = []

        var next = source.snapshot()
        next.deleteItems(["b"])
        next.insertItems(["x"], beforeItem: "c")
        next.moveItem("e", beforeItem: "c")
        var finished = false
        source.apply(next) { finished = true }
        #expect(!finished)
        t.run(for: 0.1)
        #expect(finished)
        #expect(shownTexts(table) == ["a", "x", "e", "c", "d"])
        #expect(recorder.asked == ["x"])                                 // only the new row's cell was asked for
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 1)) === cellOfD)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "e")
        #expect(source.indexPath(for: "d") == IndexPath(row: 3, section: 1) && table.numberOfRows(inSection: 0) == 1)
        #expect(source.sectionIdentifier(for: 1) == .all && source.index(for: .favourites) == 0)
    }

    @Test func reloadedItemsAreAskedAgainAndSectionsComeAndGoWithTheirItems() {
        let t = TestWorld()
        let recorder = Recorder()
        let (table, source) = makeTable(t, recorder: recorder)
        var snapshot = NSDiffableDataSourceSnapshotForTests()
        snapshot.appendSections([.all])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot)
        t.run(for: 0.1)
        recorder.asked = []
        var next = source.snapshot()
        next.reloadItems(["b"])
        next.insertSections([.favourites], beforeSection: .all)
        next.appendItems(["star"], toSection: .favourites)
        source.apply(next)
        t.run(for: 0.1)
        #expect(recorder.asked.sorted() == ["b", "star"])
        #expect(shownTexts(table) == ["star", "a", "b", "c"])
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)         // marks are not kept once applied
        var last = source.snapshot()
        last.deleteSections([.favourites])
        source.apply(last)
        t.run(for: 0.1)
        #expect(shownTexts(table) == ["a", "b", "c"] && table.numberOfSections == 1)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func randomSnapshotsAlwaysEndInTheSnapshotsOrderWithKeptCellsKept() {
        let t = TestWorld()
        let recorder = Recorder()
        let (table, source) = makeTable(t, recorder: recorder)
        var generator = SplitMix64(seed: 21)
        var snapshot = NSDiffableDataSourceSnapshotForTests()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems((0..<6).map { "i\($0)" }, toSection: .all)
        source.apply(snapshot)
        t.run(for: 0.1)
        var nextName = 6
        for _ in 0..<40 {
            var next = source.snapshot()
            let items = next.itemIdentifiers
            let before = Dictionary(uniqueKeysWithValues: items.compactMap { item in
                source.indexPath(for: item).flatMap { table.cellForRow(at: $0) }.map { (item, ObjectIdentifier($0)) } })
            for _ in 0..<3 {
                let current = next.itemIdentifiers
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !current.isEmpty: next.deleteItems([current.randomElement(using: &generator)!])
                case 1 where current.count >= 2:
                    let a = current.randomElement(using: &generator)!, b = current.randomElement(using: &generator)!
                    next.moveItem(a, afterItem: b)
                case 2 where !current.isEmpty:
                    next.insertItems(["i\(nextName)"], beforeItem: current.randomElement(using: &generator)!)
                    nextName += 1
                default:
                    next.appendItems(["i\(nextName)"], toSection: Bool.random(using: &generator) ? .favourites : .all)
                    nextName += 1
                }
            }
            recorder.asked = []
            source.apply(next)
            t.run(for: 0.05)
            let expected = next.sectionIdentifiers.map { next.itemIdentifiers(inSection: $0) }
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            #expect(counts == expected.map(\.count))
            for path in table.indexPathsForVisibleRows ?? [] {
                #expect(table.cellForRow(at: path)?.textLabel?.text == expected[path.section][path.row], "row \(path)")
            }
            // A kept item's cell is the same object; only new items were asked for.
            for (item, cell) in before {
                guard let path = source.indexPath(for: item), let now = table.cellForRow(at: path) else { continue }
                #expect(ObjectIdentifier(now) == cell, "\(item) kept its cell")
            }
            #expect(recorder.asked.allSatisfy { before[$0] == nil })
        }
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func snapshotMisuseIsReportedWithUIKitsMessageAndChangesNothing() {
        let t = TestWorld()
        var snapshot = NSDiffableDataSourceSnapshotForTests()
        snapshot.appendItems(["a"])
        #expect(t.simulation.diagnostics.last?.message.contains("There are currently no sections in the data source. Please add a section first.") == true)
        snapshot.appendSections([.all])
        snapshot.appendItems(["a", "b", "a"])
        #expect(t.simulation.diagnostics.last?.message.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}") == true)
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendItems(["a", "b"])
        snapshot.appendSections([.all])
        #expect(snapshot.numberOfSections == 1)
        snapshot.insertItems(["c"], afterItem: "zzz")
        snapshot.reloadItems(["zzz"])
        #expect(snapshot.itemIdentifiers == ["a", "b"] && snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem("b") == 1 && snapshot.sectionIdentifier(containingItem: "b") == .all)
        #expect(snapshot.numberOfItems(inSection: .favourites) == 0)
        #expect(t.simulation.diagnostics.count == 6)
    }

    @Test func aCollectionViewIsServedTheSameWay() {
        let t = TestWorld()
        let collection = CollectionView(frame: t.window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let recorder = Recorder()
        let source = CollectionViewDiffableDataSource<Section, Int>(collectionView: collection) { view, indexPath, item in
            recorder.asked.append("\(item)")
            let cell = view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.tag = item
            return cell
        }
        t.window.addSubview(collection)
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.all])
        snapshot.appendItems(Array(0..<5))
        source.apply(snapshot)
        t.run(for: 0.1)
        #expect(collection.numberOfItems(inSection: 0) == 5)
        recorder.asked = []
        var next = source.snapshot()
        next.deleteItems([0])
        next.appendItems([9])
        source.apply(next)
        t.run(for: 0.1)
        #expect(collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0)?.tag } == [1, 2, 3, 4, 9])
        #expect(recorder.asked == ["9"])
    }
}

typealias NSDiffableDataSourceSnapshotForTests = DiffableDataSourceSnapshot<DiffableDataSourceTests.Section, String>
