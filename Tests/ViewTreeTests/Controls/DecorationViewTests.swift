// Decoration views: a compositional layout's section backgrounds and a custom layout's decoration attributes are
// shown as views of the kind registered with the layout, behind the cells, and reused by kind.
import Foundation
import Testing
import ViewTree

/// A section background as apps write one: a rounded, tinted view that counts what the collection view tells it.
final class SectionBackgroundView: CollectionReusableView {
    var applied: [CollectionViewLayoutAttributes] = []
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header with a fixed height, as a data source's supplementary view.
final class DecoratedSource: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A flow layout whose decoration (a ribbon over the first row) and first cell carry chosen `zIndex`es.
final class RibbonLayout: CollectionViewFlowLayout {
    let ribbonZIndex: Int
    init(ribbonZIndex: Int) {
        self.ribbonZIndex = ribbonZIndex
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        register(CollectionReusableView.self, forDecorationViewOfKind: "ribbon")
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result = super.layoutAttributesForElements(in: rect) ?? []
        let ribbon = CollectionViewLayoutAttributes(forDecorationViewOfKind: "ribbon", with: IndexPath(item: 0, section: 0))
        ribbon.frame = CGRect(x: 0, y: 0, width: 320, height: 20)
        ribbon.zIndex = ribbonZIndex
        result.append(ribbon)
        return result
    }
}

/// A bookshelf: a flow layout that puts a shelf (a decoration view) under every row of items, the classic custom
/// layout with decoration views.
final class ShelfLayout: CollectionViewFlowLayout {
    static let shelf = "shelf"

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumInteritemSpacing = 0
        minimumLineSpacing = 20
        register(CollectionReusableView.self, forDecorationViewOfKind: Self.shelf)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result = super.layoutAttributesForElements(in: rect) ?? []
        let rows = Set(result.filter { $0.representedElementCategory == .cell }.map(\.frame.maxY))
        for (index, bottom) in rows.sorted().enumerated() {
            let shelf = CollectionViewLayoutAttributes(forDecorationViewOfKind: Self.shelf, with: IndexPath(item: index, section: 0))
            shelf.frame = CGRect(x: 0, y: bottom, width: collectionView?.bounds.width ?? 0, height: 10)
            shelf.zIndex = -1
            result.append(shelf)
        }
        return result
    }
}

@Suite struct DecorationViewTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    /// Sections of 100-pt rows inset 10 pt, each with a 30-pt header and a background inset 5 pt (Apple's "Section
    /// Background Decoration" sample, with a header).
    func backgroundLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                      elementKind: "header", alignment: .top),
        ]
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
        return layout
    }

    func show(_ layout: CollectionViewLayout, _ source: CollectionViewDataSource) -> CollectionView {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return collection
    }

    func backgrounds(_ collection: CollectionView) -> [SectionBackgroundView] {
        collection.subviews.compactMap { $0 as? SectionBackgroundView }
    }

    @Test func aSectionBackgroundCoversItsHeaderAndInsetsLessItsOwnInsets() throws {
        let source = DecoratedSource([2, 2])
        let collection = show(backgroundLayout(), source)
        // Section 0: header 0–30, insets 10, two rows of 100 — it ends at 30 + 10 + 200 + 10 = 250.
        let first = try #require(collection.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 5, y: 5, width: 310, height: 240))
        #expect(first.representedElementCategory == .decorationView && first.representedElementKind == "background")
        let second = try #require(collection.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1)))
        #expect(second.frame == CGRect(x: 5, y: 255, width: 310, height: 240))
        #expect(collection.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        // Both are shown (480 pt tall), as views of the registered class, at their frames.
        let shown = backgrounds(collection)
        #expect(shown.map(\.frame) == [first.frame, second.frame])
        #expect(shown.allSatisfy { $0.reuseIdentifier == "background" && $0.applied.count >= 1 })
        #expect(shown.first?.applied.last?.indexPath == IndexPath(item: 0, section: 0))
        _ = source
    }

    @Test func backgroundsAreBehindTheCellsAndHeadersSoTapsReachTheCells() throws {
        let source = DecoratedSource([2])
        let collection = show(backgroundLayout(), source)
        let background = try #require(backgrounds(collection).first)
        let backgroundIndex = try #require(collection.subviews.firstIndex { $0 === background })
        let cellIndexes = collection.visibleCells.compactMap { cell in collection.subviews.firstIndex { $0 === cell } }
        #expect(cellIndexes.count == 2 && cellIndexes.allSatisfy { $0 > backgroundIndex })
        let hit = collection.hitTest(CGPoint(x: 100, y: 100), with: nil)
        #expect(hit?.isDescendant(of: try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))) == true)
        _ = source
    }

    @Test func backgroundsScrolledAwayAreReusedForTheSectionsThatComeIn() throws {
        let source = DecoratedSource(Array(repeating: 2, count: 10))
        let collection = show(backgroundLayout(), source)
        #expect(backgrounds(collection).count == 2)
        collection.contentOffset = CGPoint(x: 0, y: 1_000)
        window.layoutIfNeeded()
        // 1,000–1,480 meets sections 4 (1,000–1,250) and 5 (1,250–1,500).
        let shown = backgrounds(collection)
        #expect(shown.map(\.frame.minY) == [1_005, 1_255])
        #expect(shown.allSatisfy { $0.reuses == 1 }, "the two views scrolled away are the ones shown again")
        _ = source
    }

    @Test func aCustomLayoutsDecorationAttributesAreShown() throws {
        let source = DecoratedSource([7])
        let collection = show(ShelfLayout(), source)
        // 3 items a row (320 pt) in rows 100 tall, 20 apart: shelves under the rows at 100, 220 and 340.
        let shelves = collection.subviews.filter { $0 is CollectionReusableView && !($0 is CollectionViewCell) && $0.frame.height == 10 }
        #expect(shelves.map(\.frame.minY) == [100, 220, 340])
        #expect(shelves.allSatisfy { $0.frame.width == 320 })
        let firstCell = try #require(collection.subviews.firstIndex { $0 is CollectionViewCell })
        #expect(collection.subviews.firstIndex { $0 === shelves.last } ?? .max < firstCell)
        _ = source
    }

    @Test func anUnregisteredKindIsReportedOnceAndShowsNothing() {
        let layout = backgroundLayout()
        layout.register(nil as AnyClass?, forDecorationViewOfKind: "background")
        let source = DecoratedSource([2, 2])
        let collection = show(layout, source)
        #expect(backgrounds(collection).isEmpty)
        let reports = world.diagnostics.filter { $0.message.contains("decoration view of kind \"background\"") }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("no class or nib is registered") == true)
        #expect(collection.visibleCells.count == 4, "the cells are shown all the same")
        _ = source
    }

    @Test func aClassThatIsNotAReusableViewIsNamedInTheReport() {
        let layout = backgroundLayout()
        layout.register(Label.self, forDecorationViewOfKind: "background")
        #expect(layout.decorationViewClasses["background"] == nil)
        let source = DecoratedSource([1])
        _ = show(layout, source)
        #expect(world.diagnostics.contains { $0.message.contains("Label") && $0.message.contains("not a UICollectionReusableView subclass") })
        _ = source
    }

    @Test func aNewLayoutTakesTheOldLayoutsDecorationViewsAway() {
        let source = DecoratedSource([2])
        let collection = show(backgroundLayout(), source)
        #expect(backgrounds(collection).count == 1)
        collection.collectionViewLayout = CollectionViewFlowLayout()
        window.layoutIfNeeded()
        #expect(backgrounds(collection).isEmpty)
        _ = source
    }

    @Test func anOrthogonalSectionsBackgroundStaysAcrossTheWholeWidth() throws {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let cards = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
                                                     subitems: [card])
        let carousel = CollectionLayoutSection(group: cards)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.decorationItems = [.background(elementKind: "background")]
        let layout = CollectionViewCompositionalLayout(section: carousel)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
        let source = DecoratedSource([5])
        let collection = show(layout, source)
        #expect(backgrounds(collection).map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 100)])
        _ = source
    }

    @Test func viewsAreOrderedByTheirAttributesZIndex() throws {
        let source = DecoratedSource([3])
        let above = show(RibbonLayout(ribbonZIndex: 5), source)
        let ribbon = try #require(above.subviews.first { !($0 is CollectionViewCell) && $0.frame.height == 20 })
        let ribbonIndex = try #require(above.subviews.firstIndex { $0 === ribbon })
        let cellIndexes = above.visibleCells.compactMap { cell in above.subviews.firstIndex { $0 === cell } }
        #expect(cellIndexes.count == 3 && cellIndexes.allSatisfy { $0 < ribbonIndex })      // zIndex 5 over 0
        above.removeFromSuperview()
        let below = show(RibbonLayout(ribbonZIndex: -3), source)
        let low = try #require(below.subviews.first { !($0 is CollectionViewCell) && $0.frame.height == 20 })
        let lowIndex = try #require(below.subviews.firstIndex { $0 === low })
        #expect(below.visibleCells.compactMap { cell in below.subviews.firstIndex { $0 === cell } }.allSatisfy { $0 > lowIndex })
        _ = source
    }
}
