// `orthogonalScrollingBehavior`'s paging kinds: `.groupPagingCentered` centres its first group across the section
// (UIKit insets its orthogonal scroller by half the space the group leaves); `.paging` and `.groupPaging` start at the
// section's leading inset, as `.continuous` does.
import Foundation
import Testing
import ViewTree

@Suite struct CompositionalOrthogonalPagingTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    /// A one-section collection view filling the window: `count` cards of `width` × 100 in groups of one, paged as
    /// `behavior`, 10 pt apart, the section inset by `insets`.
    func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, width: CollectionLayoutDimension,
                  insets: DirectionalEdgeInsets = .zero, count: Int = 4,
                  scrollDirection: CollectionViewFlowLayout.ScrollDirection = .vertical) -> (CollectionView, CompoCounts) {
        let card = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let vertical = scrollDirection == .vertical
        let size = vertical ? CollectionLayoutSize(widthDimension: width, heightDimension: .absolute(100))
                            : CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: width)
        let group = vertical ? CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [card])
                             : CollectionLayoutGroup.vertical(layoutSize: size, subitems: [card])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = insets
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let data = CompoCounts([count])
        collection.dataSource = data
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, data)
    }

    func frame(_ collection: CollectionView, _ item: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func groupPagingCenteredCentresTheFirstGroupAndKeepsTheSpacingAfterIt() {
        let (collection, data) = carousel(.groupPagingCentered, width: .fractionalWidth(0.8))
        // A 256-pt group in 320 pt: 32 pt on each side of the first one.
        #expect(frame(collection, 0) == CGRect(x: 32, y: 0, width: 256, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 298, y: 0, width: 256, height: 100))
        #expect(frame(collection, 0).map { $0.midX } == collection.bounds.midX)
        _ = data
    }

    @Test func groupPagingCenteredCentresInsideTheSectionsInsets() {
        let (collection, data) = carousel(.groupPagingCentered, width: .absolute(200),
                                          insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40))
        // The box across is 320 − 60 = 260; the 200-pt group starts 30 pt into it, 20 + 30 = 50.
        #expect(frame(collection, 0)?.minX == 50)
        #expect(frame(collection, 1)?.minX == 260)
        _ = data
    }

    @Test func theOtherPagingKindsStartAtTheLeadingInset() {
        for behavior in [CollectionLayoutSectionOrthogonalScrollingBehavior.paging, .groupPaging, .continuous, .continuousGroupLeadingBoundary] {
            let (collection, data) = carousel(behavior, width: .fractionalWidth(0.8),
                                              insets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
            #expect(frame(collection, 0)?.minX == 16, "\(behavior)")
            collection.removeFromSuperview()
            _ = data
        }
    }

    @Test func aGroupWiderThanTheSectionIsNotPulledBeforeTheLeadingInset() {
        let (collection, data) = carousel(.groupPagingCentered, width: .absolute(400),
                                          insets: DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(frame(collection, 0)?.minX == 8)
        _ = data
    }

    @Test func aHorizontallyScrollingLayoutCentresItsGroupsVertically() {
        let (collection, data) = carousel(.groupPagingCentered, width: .absolute(300), scrollDirection: .horizontal)
        // Across a horizontal layout is down: (480 − 300) / 2 = 90.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 90, width: 100, height: 300))
        #expect(frame(collection, 1)?.minY == 400)
        _ = data
    }

    @Test func anEmptySectionIsLaidOutWithoutAGroupToCentre() {
        let (collection, data) = carousel(.groupPagingCentered, width: .fractionalWidth(0.8), count: 0)
        #expect(collection.numberOfItems(inSection: 0) == 0 && frame(collection, 0) == nil)
        _ = data
    }
}
