// `UICollectionView.CellRegistration` and `SupplementaryRegistration`: the collection view registers the class on
// first use under an identifier of its own, reuses the cells, and calls the handler for each dequeue.
import Foundation
import Testing
import ViewTree

final class CompoBadgeCell: CollectionViewCell {}

@Suite struct CellRegistrationTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func rowsLayout() -> CollectionViewCompositionalLayout {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: row,
                                                                                                    subitems: [CollectionLayoutItem(layoutSize: row)])))
    }

    @Test func twoRegistrationsMakeTheirOwnClassesAndReuseThem() throws {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: rowsLayout())
        var handled: [Int] = []
        let plain = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, indexPath, number in
            handled.append(number)
            var content = cell.defaultContentConfiguration()
            content.text = "\(number) at \(indexPath.item)"
            cell.contentConfiguration = content
        }
        let badge = CollectionView.CellRegistration<CompoBadgeCell, Int> { cell, _, number in cell.tag = number }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, number in
            number % 10 == 0 ? collectionView.dequeueConfiguredReusableCell(using: badge, for: indexPath, item: number)
                             : collectionView.dequeueConfiguredReusableCell(using: plain, for: indexPath, item: number)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CompoBadgeCell)
        #expect(first.tag == 0)
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewListCell)
        #expect((second.contentConfiguration as? ListContentConfiguration)?.text == "1 at 1")
        // Numbered in the order of first use: item 0 (a badge) came first.
        #expect(second.reuseIdentifier == "CellRegistration<CollectionViewListCell>-2")
        #expect(first.reuseIdentifier == "CellRegistration<CompoBadgeCell>-1")
        #expect(handled.prefix(3) == [1, 2, 3])
        for step in 1...40 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 150)
            window.layoutIfNeeded()
        }
        let tenth = try #require(collection.visibleCells.compactMap { $0 as? CompoBadgeCell }.first)
        #expect(tenth.tag % 10 == 0 && tenth.tag > 100)
        #expect(collection.cellsCreated < 40)
        #expect(world.diagnostics.isEmpty)
    }

    @Test func aNilItemSkipsTheHandler() {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: rowsLayout())
        var calls = 0
        let registration = CollectionView.CellRegistration<CollectionViewCell, String> { _, _, _ in calls += 1 }
        let cell = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(calls == 0)
        #expect(cell.reuseIdentifier == "CellRegistration<CollectionViewCell>-1")
        _ = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "x")
        #expect(calls == 1)
    }

    @Test func aSupplementaryRegistrationServesItsKind() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                                 subitems: [item]))
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
            elementKind: "banner", alignment: .top)]
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let cells = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in }
        let banners = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: "banner") { view, kind, indexPath in
            view.tag = 100 + indexPath.section
            #expect(kind == "banner")
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: banners, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let shown = collection.subviews.filter { $0.tag >= 100 }.sorted { $0.tag < $1.tag }
        #expect(shown.map(\.tag) == [100, 101])
        #expect(shown.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 24), CGRect(x: 0, y: 104, width: 320, height: 24)])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 128)
    }

    @Test func aDiffableUpdateMovesRegisteredCells() throws {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: rowsLayout())
        let registration = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, name in cell.accessibilityIdentifier = name }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let b = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        snapshot.deleteItems(["a"])
        dataSource.apply(snapshot)
        world.run(for: 1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === b)
        #expect(b.frame.minY == 0)
    }

    @Test func aCompositionalListDoesNotKeepItsWorldAlive() {
        weak var world: Simulation?
        weak var collection: CollectionView?
        do {
            let w = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: w)
            window.makeKeyAndVisible()
            let c = CollectionView(frame: window.bounds,
                                   collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
            let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, n in
                var content = cell.defaultContentConfiguration()
                content.text = "\(n)"
                cell.contentConfiguration = content
            }
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: c) { collectionView, indexPath, n in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: n)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(c)
            window.layoutIfNeeded()
            w.run(for: 1)
            world = w
            collection = c
        }
        #expect(world == nil && collection == nil)
    }
}
