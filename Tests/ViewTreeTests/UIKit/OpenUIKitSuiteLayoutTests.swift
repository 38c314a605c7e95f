// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Tables, flow layouts, safe areas and stack views: behaviours from OpenUIKit's suite
/// (github.com/Vercantez/openuikit, Tests/OpenUIKitTests), each test ours, the source test named beside it.
@Suite struct OpenUIKitSuiteLayoutTests {
    // MARK: Table views (TableViewTests)

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows: Int
        var selected: [IndexPath] = []
        init(_ rows: Int) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    final class CountingCell: UITableViewCell {
        nonisolated(unsafe) static var made = 0
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            CountingCell.made += 1
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// TableViewReuseTests.testTenThousandRowScrollInstantiatesOnlyVisibleCells / testDequeueRecyclesAndPreparesForReuse:
    /// the content is every row's height, only about a screenful of cells is ever shown, a row scrolled away
    /// has no cell, and an unknown identifier dequeues nothing.
    @Test func onlyVisibleRowsHaveCells() {
        let t = TestWorld(windowSize: CGSize(width: 375, height: 600))
        let source = Rows(10_000)
        let table = UITableView(frame: t.window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        t.window.addSubview(table)
        t.window.layoutIfNeeded()
        expectEqual(table.contentSize.height, 10_000 * table.rowHeight)
        let maxVisible = Int((600 / table.rowHeight).rounded(.up)) + 1
        #expect(table.visibleCells.count > 0 && table.visibleCells.count <= maxVisible)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first != nil)
        var y: CGFloat = 0
        while y < 20_000 {
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
            #expect(table.visibleCells.count <= maxVisible)
            y += 600
        }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    /// TableViewReuseTests.testRegisteredClassIsInstantiatedByDequeue.
    @Test func aRegisteredClassIsMadeByDequeueWithItsIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "counting")
        let before = CountingCell.made
        let cell = table.dequeueReusableCell(withIdentifier: "counting")
        #expect(cell is CountingCell && cell?.reuseIdentifier == "counting")
        #expect(CountingCell.made == before + 1)
    }

    /// TableViewSelectionTests.testSelectionSurvivesRecycling / testTapSelectsRowAndFiresDelegate (the
    /// programmatic half): selection lives on the table, a recycled row comes back selected, and selecting
    /// another row in a single-selection table deselects the first.
    @Test func selectionLivesOnTheTable() {
        let t = TestWorld(windowSize: CGSize(width: 375, height: 600))
        let source = Rows(100)
        let table = UITableView(frame: t.window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        t.window.addSubview(table)
        t.window.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 2000)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)

        let row2 = try! #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        _ = tap(row2)
        t.run(for: 0.5)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && row2.isSelected)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    final class FourRows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// TableViewControllerTests.testControllerWiresTableAndDispatchesOverrides.
    @Test func aTableViewControllersViewIsItsTableAndItIsTheDataSource() {
        let t = TestWorld()
        let vc = FourRows(style: .plain)
        t.show(vc)
        #expect(vc.view === vc.tableView && vc.tableView.dataSource === vc && vc.tableView.delegate === vc)
        #expect(vc.tableView.numberOfSections == 1 && vc.tableView.numberOfRows(inSection: 0) == 4)
        #expect(vc.tableView.visibleCells.count == 4)
    }

    // MARK: Flow layout (CollectionViewTests.FlowLayoutMeasuredTests)

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let counts: [Int]
        let size: ((IndexPath) -> CGSize)?
        init(_ counts: [Int], size: ((IndexPath) -> CGSize)? = nil) { self.counts = counts; self.size = size }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            size?(indexPath) ?? (layout as! UICollectionViewFlowLayout).itemSize
        }
    }

    /// A laid-out flow layout in a window of `width` × `height`.
    private func flow(width: CGFloat, height: CGFloat = 400, counts: [Int], size: ((IndexPath) -> CGSize)? = nil,
                      _ configure: (UICollectionViewFlowLayout) -> Void) -> (UICollectionView, TestWorld, Items) {
        let t = TestWorld(windowSize: CGSize(width: width, height: height))
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let cv = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items(counts, size: size)
        cv.dataSource = items
        cv.delegate = items
        t.window.addSubview(cv)
        t.window.layoutIfNeeded()
        return (cv, t, items)
    }

    private func frame(_ cv: UICollectionView, _ section: Int, _ item: Int) -> CGRect {
        cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// Probe A (testFullLineDistributesLeftoverSpacing): a full line spreads its leftover space between the
    /// items, the last ending flush with the edge.
    @Test func aFullLineIsJustified() {
        let (cv, world, _) = flow(width: 375, counts: [7]) { l in
            l.itemSize = CGSize(width: 100, height: 60)
            l.minimumLineSpacing = 10
            l.minimumInteritemSpacing = 10
            l.sectionInset = .zero
        }
        expectEqual(frame(cv, 0, 0), CGRect(x: 0, y: 0, width: 100, height: 60))
        expectEqual(frame(cv, 0, 1), CGRect(x: 137.5, y: 0, width: 100, height: 60))
        expectEqual(frame(cv, 0, 2), CGRect(x: 275, y: 0, width: 100, height: 60))
        expectEqual(frame(cv, 0, 3), CGRect(x: 0, y: 70, width: 100, height: 60))
        expectEqual(cv.contentSize.height, 200)
        withExtendedLifetime(world) {}
    }

    /// Probe C (testExactFitKeepsThreePerLine): 3 × 115 + 2 × 15 = 375 still fits on one line.
    @Test func anExactFitStaysOnOneLine() {
        let (cv, world, _) = flow(width: 375, counts: [5]) { l in
            l.itemSize = CGSize(width: 115, height: 50)
            l.minimumLineSpacing = 12
            l.minimumInteritemSpacing = 15
            l.sectionInset = .zero
        }
        expectEqual(frame(cv, 0, 2), CGRect(x: 260, y: 0, width: 115, height: 50))
        expectEqual(frame(cv, 0, 3), CGRect(x: 0, y: 62, width: 115, height: 50))
        expectEqual(cv.contentSize.height, 112)
        withExtendedLifetime(world) {}
    }

    /// Probes G/K (testSingleItemPerLineIsCentered): when only one item fits on a line it is centred.
    @Test func aLoneItemPerLineIsCentred() {
        let (_, world, _) = flow(width: 200, height: 300, counts: [3]) { l in
            l.itemSize = CGSize(width: 250, height: 40)
            l.minimumLineSpacing = 6
            l.minimumInteritemSpacing = 6
            l.sectionInset = .zero
        }
        let (narrow, world2, _) = flow(width: 200, height: 300, counts: [2]) { l in
            l.itemSize = CGSize(width: 150, height: 40)
            l.minimumLineSpacing = 6
            l.sectionInset = .zero
        }
        expectEqual(frame(narrow, 0, 0), CGRect(x: 25, y: 0, width: 150, height: 40))
        withExtendedLifetime(world) {}
        withExtendedLifetime(world2) {}
    }

    /// Probe D/J (testHeadersFootersAndPixelSnapping / testEmptySectionKeepsItsChrome): headers and footers
    /// span the width, the top inset applies to the items only, and an empty section keeps its header, insets,
    /// footer.
    @Test func headersFootersAndEmptySections() {
        let (cv, world, _) = flow(width: 375, height: 300, counts: [1, 0, 1]) { l in
            l.itemSize = CGSize(width: 80, height: 40)
            l.minimumLineSpacing = 10
            l.minimumInteritemSpacing = 10
            l.sectionInset = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 12)
            l.headerReferenceSize = CGSize(width: 0, height: 30)
            l.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        let layout = cv.collectionViewLayout
        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(supplementary(UICollectionView.elementKindSectionHeader, 0) == CGRect(x: 0, y: 0, width: 375, height: 30))
        #expect(supplementary(UICollectionView.elementKindSectionFooter, 0) == CGRect(x: 0, y: 80, width: 375, height: 20))
        #expect(supplementary(UICollectionView.elementKindSectionHeader, 1) == CGRect(x: 0, y: 100, width: 375, height: 30))
        #expect(supplementary(UICollectionView.elementKindSectionFooter, 1) == CGRect(x: 0, y: 140, width: 375, height: 20))
        expectEqual(frame(cv, 0, 0).minY, 34)
        expectEqual(frame(cv, 2, 0).minY, 194)
        expectEqual(cv.contentSize.height, 260)
        withExtendedLifetime(world) {}
    }

    /// Probe M (testVariableItemSizes, second half): a line is as tall as its tallest item and the shorter
    /// ones are centred across it.
    @Test func shorterItemsAreCentredInTheirLine() {
        let (cv, world, _) = flow(width: 375, counts: [4], size: { CGSize(width: 80, height: $0.item == 1 ? 90 : 40) }) { l in
            l.minimumLineSpacing = 10
            l.minimumInteritemSpacing = 10
            l.sectionInset = .zero
        }
        expectEqual(frame(cv, 0, 0), CGRect(x: 0, y: 25, width: 80, height: 40))
        expectEqual(frame(cv, 0, 1).minY, 0)
        expectEqual(cv.contentSize.height, 90)
        withExtendedLifetime(world) {}
    }

    // MARK: Safe areas and margins (SafeAreaGuideTests)

    /// A controller's root view with safe-area insets (44, 10, 34, 12), 320 × 480, in a bare window.
    private func insetRoot() -> (TestWorld, UIViewController) {
        let t = TestWorld()
        let vc = UIViewController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        t.window.addSubview(vc.view)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
        t.window.layoutIfNeeded()
        return (t, vc)
    }

    /// SafeAreaPropagationTests.testMeasuredPropagationSweep (UIKit 26.1, Mac Catalyst), the cases where the
    /// child lies inside its parent: each edge keeps what of the parent's inset band covers it.
    @Test func aChildInsideItsParentInheritsTheCoveredPartOfItsInsets() {
        let (world, vc) = insetRoot()
        let cases: [(CGRect, UIEdgeInsets)] = [
            (CGRect(x: 0, y: 0, width: 320, height: 480), UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 12)),
            (CGRect(x: 0, y: 100, width: 320, height: 200), UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 12)),
            (CGRect(x: 5, y: 10, width: 60, height: 20), UIEdgeInsets(top: 34, left: 5, bottom: 0, right: 0)),
        ]
        for (frame, expected) in cases {
            let child = UIView(frame: frame)
            vc.view.addSubview(child)
            #expect(child.safeAreaInsets == expected, "child \(frame)")
            child.removeFromSuperview()
        }
        #expect(vc.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 44, width: 298, height: 402))
        withExtendedLifetime(world) {}
    }

    /// The same sweep, the children that stick out of their parent: no edge gets more than the parent's inset
    /// on that edge, however far the child reaches beyond it.
    @Test func aChildStickingOutOfItsParentGetsNoMoreThanTheParentsInsets() {
        let (world, vc) = insetRoot()
        let cases: [(CGRect, UIEdgeInsets)] = [
            (CGRect(x: 30, y: 20, width: 100, height: 500), UIEdgeInsets(top: 24, left: 0, bottom: 34, right: 0)),
            (CGRect(x: -40, y: -60, width: 200, height: 200), UIEdgeInsets(top: 44, left: 10, bottom: 0, right: 0)),
            (CGRect(x: 0, y: 460, width: 320, height: 100), UIEdgeInsets(top: 0, left: 10, bottom: 34, right: 12)),
            (CGRect(x: 300, y: 0, width: 100, height: 480), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 12)),
            (CGRect(x: -50, y: -50, width: 500, height: 700), UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 12)),
            (CGRect(x: 0, y: 500, width: 100, height: 50), UIEdgeInsets(top: 0, left: 10, bottom: 34, right: 0)),
        ]
        for (frame, expected) in cases {
            let child = UIView(frame: frame)
            vc.view.addSubview(child)
            #expect(child.safeAreaInsets == expected, "child \(frame)")
            child.removeFromSuperview()
        }
        withExtendedLifetime(world) {}
    }

    /// NavigationControllerTests.testTitleChangeUpdatesBar; Apple's documentation of `UIViewController.title`:
    /// "assigning a value to this property updates the title text of those objects".
    @Test func aControllersTitleIsItsNavigationAndTabBarItemsTitle() {
        let t = TestWorld()
        let first = UIViewController()
        first.title = "Inbox"
        #expect(first.navigationItem.title == "Inbox" && first.tabBarItem.title == "Inbox")
        let navigation = UINavigationController(rootViewController: first)
        t.window.rootViewController = navigation
        first.title = "Renamed"
        #expect(first.navigationItem.title == "Renamed" && first.tabBarItem.title == "Renamed")
        #expect(navigation.navigationBar.topItem?.title == "Renamed")
        first.navigationItem.title = "Own"   // the item's own title, until the controller's changes again
        #expect(first.title == "Renamed" && navigation.navigationBar.topItem?.title == "Own")
        first.title = "Again"
        #expect(first.navigationItem.title == "Again")
    }

    /// UIButtonTests.testButtonTitleTruncatesInTheMiddle.
    @Test func aButtonsTitleTruncatesInTheMiddle() {
        #expect(UIButton(type: .system).titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(UIButton(type: .custom).titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(UILabel().lineBreakMode == .byTruncatingTail)
    }

    /// SafeAreaPropagationTests.testPinningToSafeAreaGuideSolves.
    @Test func aViewPinnedToTheSafeAreaGuideFillsTheSafeRect() {
        let (t, vc) = insetRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        let g = vc.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                                     box.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                                     box.topAnchor.constraint(equalTo: g.topAnchor),
                                     box.bottomAnchor.constraint(equalTo: g.bottomAnchor)])
        t.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 44, width: 298, height: 402))
    }

    // MARK: Stack views (ProgressStackTests.StackViewTests)
}

/// `preservesSuperviewLayoutMargins` (OpenUIKit's `LayoutMarginsTests.testPreservesSuperviewLayoutMargins`, measured
/// on UIKit).
@Suite struct PreservesSuperviewLayoutMarginsTests {
    @Test func aChildNearItsParentsEdgesTakesWhatOfTheParentsMarginsReachesIt() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(child)
        #expect(!child.preservesSuperviewLayoutMargins)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 8, right: 8))
        // Flush with the far corner: the right and bottom take the parent's whole margins.
        child.frame = CGRect(x: 200, y: 200, width: 100, height: 100)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 20, right: 20))
        #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 72, height: 72))
    }

    @Test func aLongChainOfPreservingViewsIsResolvedWithoutRecursion() {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        top.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        var last = top
        for _ in 0..<100_000 {
            let next = UIView(frame: last.bounds)
            next.preservesSuperviewLayoutMargins = true
            last.addSubview(next)
            last = next
        }
        #expect(last.layoutMargins == UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30))
    }
}

/// `UIContentContainer.size(forChildContentContainer:withParentContainerSize:)` (OpenUIKit's
/// `ViewControllerLayoutTests`): the parent's size by default, overridable.
@Suite struct ContentContainerSizeTests {
    private final class HalfWidth: UIViewController {
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width / 2, height: parentSize.height)
        }
    }

    @Test func theDefaultIsTheParentsSize() {
        let parent = UIViewController(), child = UIViewController()
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480)) == CGSize(width: 320, height: 480))
        let container: UIContentContainer = HalfWidth()
        #expect(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480)) == CGSize(width: 160, height: 480))
    }
}
