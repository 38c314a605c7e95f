// List layouts (`UICollectionLayoutListConfiguration`, `UICollectionViewCompositionalLayout.list(using:)`) with
// `UICollectionViewListCell`s made through `CellRegistration` and served by a diffable data source.
import Foundation
import Testing
import ViewTree

struct CompoFruit: Hashable, Sendable {
    let name: String
}

@Suite struct CompositionalListTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    /// The height a list cell's default content configuration with `text` asks for.
    func rowHeight(_ text: String) -> CGFloat {
        var content = ListContentConfiguration.cell()
        content.text = text
        return content.makeContentView().intrinsicContentSize.height
    }

    /// A list of `fruits` in one section, with `configuration`, made as UIKit code makes it.
    func makeList(_ configuration: CollectionLayoutListConfiguration, _ fruits: [String], configured: @escaping (CompoFruit) -> Void = { _ in })
        -> (CollectionView, CollectionViewDiffableDataSource<Int, CompoFruit>) {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, CompoFruit> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit.name
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            configured(fruit)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, CompoFruit>(collectionView: collection) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, CompoFruit>()
        snapshot.appendSections([0])
        snapshot.appendItems(fruits.map(CompoFruit.init))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, dataSource)
    }

    @Test func aPlainListHasFullWidthRowsAsHighAsTheirContent() throws {
        var configured: [String] = []
        let (collection, dataSource) = makeList(CollectionLayoutListConfiguration(appearance: .plain), ["Apple", "Pear", "Plum"]) {
            configured.append($0.name)
        }
        let height = rowHeight("Apple")
        #expect(height != CollectionLayoutListConfiguration.estimatedRowHeight)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: height))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 2 * height)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewListCell)
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Pear")
        #expect(cell.accessories == [.disclosureIndicator()])
        #expect(Set(configured) == ["Apple", "Pear", "Plum"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == CompoFruit(name: "Plum"))
    }

    @Test func rowsNotYetShownKeepTheEstimate() {
        let fruits = (0..<100).map { "Fruit \($0)" }
        let (collection, dataSource) = makeList(CollectionLayoutListConfiguration(appearance: .plain), fruits)
        let height = rowHeight("Fruit 0")
        let shown = collection.indexPathsForVisibleItems.count
        #expect(shown > 5 && shown < 20)
        // Rows below the screen are 44 pt until shown.
        let below = IndexPath(item: 90, section: 0)
        #expect(collection.layoutAttributesForItem(at: below)?.frame.height == CollectionLayoutListConfiguration.estimatedRowHeight)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == height)
        _ = dataSource
    }

    @Test func anInsetGroupedListIsInsetAndSpacedFromTheTop() {
        let (collection, dataSource) = makeList(CollectionLayoutListConfiguration(appearance: .insetGrouped), ["Apple"])
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame == CGRect(x: 16, y: 35, width: 288, height: rowHeight("Apple")))
        _ = dataSource
    }

    @Test func aGroupedListIsSpacedButNotInset() {
        let (collection, dataSource) = makeList(CollectionLayoutListConfiguration(appearance: .grouped), ["Apple"])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 0, y: 35))
        _ = dataSource
    }

    @Test func supplementaryHeadersComeFromARegistrationAndSizeThemselves() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (collection, dataSource) = makeList(configuration, ["Apple", "Pear"])
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        collection.reloadData()
        window.layoutIfNeeded()
        var probe = ListContentConfiguration.groupedHeader()
        probe.text = "Section 0"
        let headerHeight = probe.makeContentView().intrinsicContentSize.height
        let attributes = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 16, y: 35, width: 288, height: headerHeight))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 35 + headerHeight)
        let shown = try #require(collection.subviews.compactMap { $0 as? CollectionViewListCell }
            .first { ($0.contentConfiguration as? ListContentConfiguration)?.text == "Section 0" })
        #expect(shown.frame == attributes?.frame)
    }

    @Test func headerTopPaddingReplacesTheSpaceAboveTheHeader() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 12
        let (collection, dataSource) = makeList(configuration, ["Apple"])
        let attributes = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame.minY == 12)
        _ = dataSource
    }

    @Test func aRegularWidthInsetsTwentyPoints() {
        let wide = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), simulation: world)
        wide.makeKeyAndVisible()
        let collection = CollectionView(frame: wide.bounds,
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, CompoFruit> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit.name
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, CompoFruit>(collectionView: collection) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, CompoFruit>()
        snapshot.appendSections([0])
        snapshot.appendItems([CompoFruit(name: "Fig")])
        dataSource.apply(snapshot, animatingDifferences: false)
        wide.addSubview(collection)
        wide.layoutIfNeeded()
        #expect(collection.traitCollection.horizontalSizeClass == .regular)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 984)
    }
}
