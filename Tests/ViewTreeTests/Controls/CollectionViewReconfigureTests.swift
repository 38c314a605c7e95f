// `UICollectionView.reconfigureItems(at:)` (iOS 15) and the diffable data sources' `reconfigureItems(_:)` mark:
// the shown cell is handed back to the data source's dequeue (a cell registration's included) and updated in place.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A chip cell (CollectionViewSelfSizingTests.swift) that counts its `prepareForReuse()` calls.
final class CountingChipCell: ChipCell {
    var reusePreparations = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reusePreparations += 1
    }
}

final class ReconfiguredChips: CollectionViewDataSource {
    var tags: [String]
    var asked: [Int] = []
    var identifier = "chip"
    var onCellForItem: (CollectionView) -> Void = { _ in }
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        asked.append(indexPath.item)
        onCellForItem(collectionView)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? CountingChipCell)?.title.text = tags[indexPath.item]
        return cell
    }
}

@Suite struct CollectionViewReconfigureTests {
    let t = TestWorld()

    func makeCollection(_ tags: [String], selfSizing: Bool = false) -> (CollectionView, ReconfiguredChips) {
        let layout = CollectionViewFlowLayout()
        if selfSizing {
            layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        } else {
            layout.itemSize = CGSize(width: 300, height: 40)
        }
        layout.minimumLineSpacing = 0
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(CountingChipCell.self, forCellWithReuseIdentifier: "chip")
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "plain")
        let source = ReconfiguredChips(tags)
        collection.dataSource = source
        t.window.addSubview(collection)
        t.run(for: 0.1)
        source.asked = []
        return (collection, source)
    }

    func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    @Test func aShownItemIsAskedAgainAndKeepsItsCell() throws {
        let (collection, source) = makeCollection((0..<20).map { "t\($0)" })
        let shown = try #require(collection.cellForItem(at: item(2)) as? CountingChipCell)
        let made = collection.cellsCreated
        source.tags[2] = "changed"
        collection.reconfigureItems(at: [item(15), item(2)])
        #expect(source.asked == [2], "item 15 has no shown cell: not asked")
        #expect(collection.cellForItem(at: item(2)) === shown && shown.title.text == "changed")
        #expect(shown.reusePreparations == 0 && collection.cellsCreated == made)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func outOfRangeAndReentrantCallsAreRejected() {
        let (collection, source) = makeCollection(["a", "b"])
        collection.reconfigureItems(at: [item(0), item(2)])
        #expect(source.asked.isEmpty)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        #expect(t.simulation.diagnostics.last?.message.contains("attempt to reconfigure item 2 in section 0, which only contains 2 items") == true)
        source.onCellForItem = { $0.reconfigureItems(at: [IndexPath(item: 1, section: 0)]) }
        let cells = collection.visibleCells
        collection.reconfigureItems(at: [item(0)])
        #expect(source.asked == [0])
        #expect(t.simulation.diagnostics.last?.message.contains("reconfigureItems(at:) called while the collection view is asking") == true)
        let sameCells = collection.visibleCells.elementsEqual(cells, by: ===)
        #expect(sameCells)
    }

    @Test func aDifferentReuseIdentifierIsReportedAndTheShownCellStays() {
        let (collection, source) = makeCollection(["a", "b"])
        let shown = collection.cellForItem(at: item(1))
        source.identifier = "plain"
        collection.reconfigureItems(at: [item(1)])
        #expect(collection.cellForItem(at: item(1)) === shown)
        #expect(t.simulation.diagnostics.contains { $0.message.contains(CellReconfigurationTextProbe.uikitReason) })
        #expect(collection.visibleCells.count == 2)
    }

    @Test func aSelfSizingCellIsMeasuredAgain() throws {
        let (collection, source) = makeCollection(["Swift", "UIKit"], selfSizing: true)
        let before = try #require(collection.layoutAttributesForItem(at: item(0))?.frame.width)
        let shown = collection.cellForItem(at: item(0))
        source.tags[0] = "A considerably longer tag"
        collection.reconfigureItems(at: [item(0)])
        let after = try #require(collection.layoutAttributesForItem(at: item(0))?.frame.width)
        #expect(after > before + 40, "measured again: \(after) after \(before)")
        #expect(collection.cellForItem(at: item(0)) === shown && shown?.frame.width == after)
    }

    @Test func insideABatchItemsNameThoseBeforeTheUpdate() {
        let (collection, source) = makeCollection(["a", "b", "c"])
        let shownB = collection.cellForItem(at: item(1))
        source.tags = ["b changed", "c"]
        collection.performBatchUpdates({
            collection.deleteItems(at: [item(0)])
            collection.reconfigureItems(at: [item(1)])       // b, before the update
        })
        #expect(collection.cellForItem(at: item(0)) === shownB)
        #expect((shownB as? CountingChipCell)?.title.text == "b changed")
        #expect(source.asked == [0])
    }

    @Test func aCellRegistrationGetsItsShownCellBack() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: CollectionViewFlowLayout())
        var configured: [String] = []
        let registration = CollectionView.CellRegistration<CountingChipCell, String> { cell, _, tag in
            configured.append(tag)
            cell.title.text = tag
        }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, tag in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
        }
        t.window.addSubview(collection)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        t.run(for: 0.1)
        let shown = try #require(collection.cellForItem(at: item(1)) as? CountingChipCell)
        configured = []
        var next = source.snapshot()
        next.reconfigureItems(["b"])
        source.apply(next)
        t.run(for: 0.5)
        #expect(configured == ["b"])
        #expect(collection.cellForItem(at: item(1)) === shown && shown.reusePreparations == 0)
        #expect(t.simulation.diagnostics.isEmpty)
    }
}

@Suite struct DiffableReconfigureTests {
    let t = TestWorld()

    @Test func aTableSnapshotsReconfiguredItemKeepsItsCellAndAReloadedOneDoesNot() throws {
        let table = TableView(frame: t.window.bounds)
        table.register(CountingReuseCell.self, forCellReuseIdentifier: "cell")
        var titles = ["a": "A", "b": "B", "c": "C"]
        var asked: [String] = []
        let source = TableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            asked.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = titles[item]
            return cell
        }
        t.window.addSubview(table)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        t.run(for: 0.1)
        let cellOfB = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingReuseCell)
        let cellOfC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        asked = []
        titles["b"] = "B2"
        titles["c"] = "C2"
        var next = source.snapshot()
        next.reconfigureItems(["b"])
        next.reloadItems(["c"])
        next.moveItem("b", beforeItem: "a")                       // b a c: the reconfigured item also moves
        source.apply(next)
        t.run(for: 0.1)
        #expect(Set(asked) == ["b", "c"] && asked.count == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfB, "moved, then reconfigured in place")
        #expect(cellOfB.textLabel?.text == "B2" && cellOfB.reusePreparations == 0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) !== cellOfC, "reloaded: another cell")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "C2")
        #expect(t.simulation.diagnostics.isEmpty)
    }
}
