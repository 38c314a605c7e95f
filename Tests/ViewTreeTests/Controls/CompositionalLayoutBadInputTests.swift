// Bad compositional layout definitions: non-finite, negative or huge lengths, zero counts, empty groups, a section
// provider that returns nil, cells that prefer impossible sizes. Each is reported once with a diagnostic and
// laid out sanely; nothing crashes or hangs.
import Foundation
import Testing
import ViewTree

/// A cell that prefers whatever size it is told to.
final class CompoStubbornCell: CollectionViewCell {
    var preferred = CGSize(width: CGFloat.nan, height: CGFloat.nan)
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let a = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
        a.size = preferred
        return a
    }
}

final class CompoStubbornSource: CollectionViewDataSource {
    let preferred: CGSize
    init(_ preferred: CGSize) { self.preferred = preferred }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "stubborn", for: indexPath)
        (cell as? CompoStubbornCell)?.preferred = preferred
        return cell
    }
}

@Suite struct CompositionalLayoutBadInputTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func show(_ layout: CollectionViewLayout, _ counts: [Int]) -> (CollectionView, CompoCounts) {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let data = CompoCounts(counts)
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, data)
    }

    func rows(_ item: CollectionLayoutItem, height: CollectionLayoutDimension = .absolute(44)) -> CollectionLayoutSection {
        CollectionLayoutSection(group: .horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                                                   subitems: [item]))
    }

    var compositionalDiagnostics: [Diagnostic] {
        world.diagnostics.filter { $0.message.hasPrefix("UICollectionViewCompositionalLayout: ") }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -10, 1e300])
    func aBadWidthIsReportedAndTakenAsZero(_ bad: CGFloat) {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(bad), heightDimension: .fractionalHeight(1)))
        let (collection, data) = show(CollectionViewCompositionalLayout(section: rows(item)), [3])
        #expect(compositionalDiagnostics.count == 1)
        #expect(compositionalDiagnostics.first?.code == .invalidValue)
        #expect(compositionalDiagnostics.first?.message.contains("absolute(\(bad))") == true)
        // Zero-width items all fit in the first row.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 0, width: 0, height: 44))
        #expect(collection.contentSize == CGSize(width: 320, height: 44))
        _ = data
    }

    @Test func aFractionOfNothingStaysFinite() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(.nan), heightDimension: .fractionalHeight(1e300)))
        let (collection, data) = show(CollectionViewCompositionalLayout(section: rows(item)), [2])
        #expect(compositionalDiagnostics.count == 2)
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame == .zero)
        _ = data
    }

    @Test func eachProblemIsReportedOnceAcrossPasses() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(-1), heightDimension: .absolute(44)))
        let (collection, data) = show(CollectionViewCompositionalLayout(section: rows(item)), [3])
        collection.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        window.layoutIfNeeded()
        collection.collectionViewLayout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(compositionalDiagnostics.count == 1)
        _ = data
    }

    @Test(arguments: [0, -3])
    func aCountBelowOneIsOne(_ count: Int) {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                     subitem: item, count: count)
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [3])
        #expect(compositionalDiagnostics.map(\.message) == ["UICollectionViewCompositionalLayout: a group's count is \(count); it must be at least 1: 1 is used"])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
        _ = data
    }

    @Test func aGroupWithoutSubitemsShowsNothingAndSaysSo() {
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                   subitems: [])
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [1_000_000])
        #expect(compositionalDiagnostics.count == 1)
        #expect(compositionalDiagnostics.first?.message.contains("section 0's group takes no items") == true)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.visibleCells.isEmpty)
        _ = data
    }

    @Test func aProviderThatReturnsNilSkipsItsSection() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = rows(item)
        let layout = CollectionViewCompositionalLayout { index, _ in index == 1 ? nil : section }
        let (collection, data) = show(layout, [1, 2, 1])
        #expect(compositionalDiagnostics.count == 1)
        #expect(compositionalDiagnostics.first?.message.contains("Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.") == true)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 44)
        _ = data
    }

    @Test func badSpacingsAndInsetsAreZero() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                     subitems: [item])
        group.interItemSpacing = .fixed(.nan)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = -.infinity
        section.contentInsets = DirectionalEdgeInsets(top: .nan, leading: -5, bottom: 0, trailing: 0)
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = .infinity
        let (collection, data) = show(CollectionViewCompositionalLayout(section: section, configuration: configuration), [3, 1])
        #expect(compositionalDiagnostics.count == 5)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 160, y: 0, width: 160, height: 40))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 40, width: 160, height: 40))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
        _ = data
    }

    @Test func aGroupWhoseFirstItemDoesNotFitLaysOutNothing() {
        // UIKit lays out nothing for such a group; ViewTree says so once.
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(500), heightDimension: .fractionalHeight(1)))
        let (collection, data) = show(CollectionViewCompositionalLayout(section: rows(item)), [2])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.contentSize.height == 0)
        #expect(compositionalDiagnostics.count == 1)
        #expect(compositionalDiagnostics.first?.message.contains("its first one is longer than the group") == true)
        _ = data
    }

    @Test func zeroSizedItemsDoNotHang() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                                                     subitems: [item])
        // Every item fits in the first (empty) group; each is shown, as an empty frame at the origin is.
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [1_000])
        #expect(collection.contentSize == CGSize(width: 320, height: 0))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame == .zero)
        _ = data
    }

    @Test(arguments: [CGSize(width: CGFloat.nan, height: .nan), CGSize(width: 10, height: -4), CGSize(width: 10, height: 1e300)])
    func aCellPreferringAnImpossibleSizeKeepsTheEstimate(_ preferred: CGSize) {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: size,
                                                                                                          subitems: [CollectionLayoutItem(layoutSize: size)])))
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CompoStubbornCell.self, forCellWithReuseIdentifier: "stubborn")
        let data = CompoStubbornSource(preferred)
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test func cellsThatNeverSettleStopAfterTheBoundedPasses() {
        // Each measurement prefers a new height: the collection view stops re-laying out after its bounded passes.
        final class Growing: CollectionViewCell {
            var wanted: CGFloat = 60
            override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
                let a = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
                wanted += 1
                a.size.height = wanted
                return a
            }
        }
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: size,
                                                                                                          subitems: [CollectionLayoutItem(layoutSize: size)])))
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(Growing.self, forCellWithReuseIdentifier: "stubborn")
        let data = CompoStubbornSource(.zero)
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        let height = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0
        #expect(height > 60 && height < 70)
    }
}
