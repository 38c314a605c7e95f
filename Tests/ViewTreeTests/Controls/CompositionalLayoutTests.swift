// `UICollectionViewCompositionalLayout`: items sized as fractions of their group, absolute lengths or estimates,
// in groups repeated through each section, with insets, spacings, nested and orthogonal groups, boundary items.
import Foundation
import Testing
import ViewTree

/// A data source with a fixed number of items per section, each cell a plain `CollectionViewCell`.
final class CompoCounts: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A cell whose content view holds a bar pinned to its edges with a height constant: its Auto Layout height.
final class CompoBarCell: CollectionViewCell {
    let bar = View(frame: .zero)
    var height: LayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 10)
        self.height = height
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Rows whose cells want 40, 60, 80, … points.
final class CompoBars: CollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath)
        (cell as? CompoBarCell)?.height?.constant = CGFloat(40 + 20 * indexPath.item)
        return cell
    }
}

/// A chip: a label 12 pt inside each side of the content view, centred vertically.
final class CompoChipCell: CollectionViewCell {
    let title = Label(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            contentView.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 12),
            title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class CompoChips: CollectionViewDataSource {
    let tags: [String]
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
        (cell as? CompoChipCell)?.title.text = tags[indexPath.item]
        return cell
    }
}

@Suite struct CompositionalLayoutTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    /// A collection view filling the window with `layout`, `counts` items per section, laid out.
    func show(_ layout: CollectionViewLayout, _ counts: [Int], source: CollectionViewDataSource? = nil) -> (CollectionView, CollectionViewDataSource) {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(CompoBarCell.self, forCellWithReuseIdentifier: "bar")
        let data = source ?? CompoCounts(counts)
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, data)
    }

    func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aGridOfQuartersWithInsetsInsideEachItem() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                     subitems: [item])
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [10])
        #expect(frame(collection, 0) == CGRect(x: 2, y: 2, width: 76, height: 76))
        #expect(frame(collection, 1) == CGRect(x: 82, y: 2, width: 76, height: 76))
        #expect(frame(collection, 4) == CGRect(x: 2, y: 82, width: 76, height: 76))
        #expect(collection.contentSize == CGSize(width: 320, height: 240))
        #expect(collection.cellForItem(at: IndexPath(item: 9, section: 0))?.frame == frame(collection, 9))
        _ = data
    }

    @Test func fractionsAreOfTheContainerLessTheSectionInsets() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        let (collection, data) = show(CollectionViewCompositionalLayout(section: section), [4])
        #expect(frame(collection, 0) == CGRect(x: 20, y: 10, width: 140, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 160, y: 10, width: 140, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 20, y: 68, width: 140, height: 50))
        #expect(collection.contentSize.height == 128)
        _ = data
    }

    @Test func subitemCountSharesTheGroupLessItsSpacing() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                     subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [4])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(frame(collection, 1) == CGRect(x: 110, y: 0, width: 100, height: 60))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 0, width: 100, height: 60))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 60, width: 100, height: 60))
        _ = data
    }

    @Test func aRepeatingSubitemKeepsItsOwnSize() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                     repeatingSubitem: item, count: 3)
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [4])
        #expect(frame(collection, 2) == CGRect(x: 100, y: 0, width: 50, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 50, width: 50, height: 50))
        _ = data
    }

    @Test func flexibleSpacingSharesWhatIsLeftBetweenTheItems() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(40)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(40)),
                                                     subitems: [item])
        group.interItemSpacing = .flexible(10)
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [5])
        // Four 60-pt items fit with at least 10 pt between them (270 ≤ 300); the 30 pt left go to the 3 gaps.
        #expect(frame(collection, 1) == CGRect(x: 80, y: 0, width: 60, height: 40))
        #expect(frame(collection, 3)?.maxX == 300)
        #expect(frame(collection, 4) == CGRect(x: 0, y: 40, width: 60, height: 40))
        group.interItemSpacing = .fixed(10)
        collection.collectionViewLayout.invalidateLayout()
        #expect(frame(collection, 1)?.minX == 70)
        _ = data
    }

    @Test func fractionsAreOfWhatTheSpacingLeaves() {
        // Halves of 320 with 10 pt between them: each half of 310, so two fit in a row.
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                     subitems: [item])
        group.interItemSpacing = .fixed(10)
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [3])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 155, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 165, y: 0, width: 155, height: 40))
        #expect(frame(collection, 2) == CGRect(x: 0, y: 40, width: 155, height: 40))
        _ = data
    }

    @Test func fractionsRoundDownToAPixelAndPositionsToTheNearest() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(30)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                     subitems: [item])
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [3])
        let scale = window.traitCollection.displayScale
        #expect(scale > 1)
        let third = (320 / 3 * scale).rounded(.down) / scale
        let second = try #require(frame(collection, 1))
        #expect(second.width == third)
        #expect(second.minX == third)
        #expect((second.width * scale).rounded() == second.width * scale)
        _ = data
    }

    @Test func nestedGroupsTakeTheirItemsInOrder() {
        let big = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                    subitems: [small])
        let row = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                   subitems: [big, column])
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [4])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 200, width: 160, height: 200))
        _ = data
    }

    @Test func anOrthogonalSectionPutsItsGroupsSideBySide() {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let cards = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                     subitems: [card])
        let carousel = CollectionLayoutSection(group: cards)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.contentInsets.leading = 16
        let rowGroup = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                        subitems: [card])
        let layout = CollectionViewCompositionalLayout { index, _ in
            index == 0 ? carousel : CollectionLayoutSection(group: rowGroup)
        }
        let (collection, data) = show(layout, [5, 2])
        #expect(carousel.orthogonalScrollingBehavior == .continuous)
        #expect(frame(collection, 0) == CGRect(x: 16, y: 0, width: 150, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 176, y: 0, width: 150, height: 100))
        #expect(frame(collection, 4) == CGRect(x: 656, y: 0, width: 150, height: 100))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 320, height: 44))
        #expect(collection.contentSize == CGSize(width: 320, height: 188))
        // Only the cards in the visible bounds have cells.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        _ = data
    }

    @Test func anOrthogonalSectionsHandlerSeesItsVisibleCellsAndWhatItSetsIsShown() throws {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let cards = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
                                                     subitems: [card])
        let carousel = CollectionLayoutSection(group: cards)
        carousel.orthogonalScrollingBehavior = .groupPagingCentered
        carousel.decorationItems = [.background(elementKind: "background")]
        var told: [[IndexPath]] = []
        carousel.visibleItemsInvalidationHandler = { items, offset, environment in
            told.append(items.map(\.indexPath))
            #expect(offset == .zero && environment.container.contentSize.width == 320)
            // The carousel shrinks the cards away from the middle, as UIKit code does.
            for item in items where item.frame.midX > 160 { item.transform = CGAffineTransform(scaleX: 0.8, y: 0.8) }
        }
        let layout = CollectionViewCompositionalLayout(section: carousel)
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
        let (collection, data) = show(layout, [4])
        #expect(told.last == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        // The section's background is shown behind the carousel, across the whole width.
        #expect(carousel.decorationItems.map(\.elementKind) == ["background"])
        #expect(layout.decorationViewClasses["background"] == CollectionReusableView.self)
        let decorations = collection.subviews.filter { $0 is CollectionReusableView && !($0 is CollectionViewCell) }
        #expect(decorations.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 100)])
        _ = data
    }

    @Test func theProviderSeesTheCollectionViewsSizeAndTraits() {
        var seen: [CGSize] = []
        var insets: [DirectionalEdgeInsets] = []
        var traits: [UserInterfaceSizeClass] = []
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let layout = CollectionViewCompositionalLayout { _, environment in
            seen.append(environment.container.effectiveContentSize)
            insets.append(environment.container.contentInsets)
            traits.append(environment.traitCollection.horizontalSizeClass)
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                         subitem: item, count: columns)
            return CollectionLayoutSection(group: group)
        }
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        // A content inset does not change the container (UIKit solves the layout for the bounds size).
        collection.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let data = CompoCounts([4])
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(seen.last == CGSize(width: 320, height: 480))
        #expect(insets.last == .zero)
        #expect(traits.last == .compact)
        #expect(frame(collection, 1) == CGRect(x: 160, y: 0, width: 160, height: 50))
        #expect(collection.contentSize.width == 320)
    }

    @Test func aSectionWiderThanTheViewWidensTheContent() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .absolute(40)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets.leading = 10
        let (collection, data) = show(CollectionViewCompositionalLayout(section: section), [2])
        #expect(collection.contentSize == CGSize(width: 410, height: 80))
        _ = data
    }

    @Test func aHorizontalConfigurationPutsSectionsSideBySide() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                                                   subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let (collection, data) = show(layout, [1, 2])
        #expect(frame(collection, 0, 1) == CGRect(x: 120, y: 0, width: 100, height: 480))
        #expect(frame(collection, 1, 1) == CGRect(x: 220, y: 0, width: 100, height: 480))
        #expect(collection.contentSize == CGSize(width: 320, height: 480))
        _ = data
    }

    @Test func estimatedHeightsBecomeWhatTheCellsPrefer() throws {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = CollectionLayoutItem(layoutSize: size)
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)   // the top and bottom are ignored: estimated
        let group = CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [], source: CompoBars(4))
        #expect(frame(collection, 0) == CGRect(x: 16, y: 0, width: 288, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 16, y: 40, width: 288, height: 60))
        #expect(frame(collection, 3) == CGRect(x: 16, y: 180, width: 288, height: 100))
        #expect(collection.contentSize.height == 280)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 16, y: 100, width: 288, height: 80))
        _ = data
    }

    @Test func estimatedWidthsMakeChipsThatWrapToTheNextGroup() throws {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                                                     subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let tags = ["Breakfast", "Noodles", "Vegetarian", "Quick", "Dessert and sweets"]
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collection.register(CompoChipCell.self, forCellWithReuseIdentifier: "chip")
        let data = CompoChips(tags)
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        func width(_ text: String) -> CGFloat {
            let probe = Label(frame: .zero)
            probe.text = text
            return probe.intrinsicContentSize.width + 24
        }
        var x: CGFloat = 0, y: CGFloat = 0
        for (index, tag) in tags.enumerated() {
            let w = width(tag)
            if x > 0, x + w > 320 { x = 0; y += 40 }
            let frame = try #require(self.frame(collection, index))
            #expect(frame == CGRect(x: x, y: y, width: w, height: 32), "\(tag)")
            x += w + 8
        }
        #expect(y > 0)
    }

    @Test func headersAndFootersSpanTheSectionInsideItsInsets() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
        let band = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let layout = CollectionViewCompositionalLayout(section: section)
        let (collection, data) = show(layout, [2, 1])
        let header = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(frame(collection, 0) == CGRect(x: 10, y: 38, width: 300, height: 44))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 10, y: 134, width: 300, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 164)
        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
        _ = data
    }

    @Test func aLongListShowsAndReusesOnlyWhatIsOnScreen() {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = CollectionLayoutGroup.horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)])
        let (collection, data) = show(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), [10_000])
        #expect(collection.contentSize.height == 440_000)
        collection.contentOffset = CGPoint(x: 0, y: 4410)
        window.layoutIfNeeded()
        // Rows 100 (4400…4444) to 111 (4884…4928) meet 4410…4890.
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 100, section: 0))
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 111, section: 0))
        #expect(collection.cellsCreated < 30)
        _ = data
    }
}
