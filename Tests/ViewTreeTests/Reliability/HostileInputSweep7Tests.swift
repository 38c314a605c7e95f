import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The seventh sweep (Reliability.md, bugs 96 and on): what the collections family's lists and tables
/// (`FuzzListStep`, `--list-weight`) found: supplementary and decoration items, self-sizing cells, selection, cell
/// registrations and scrolling to items.
@Suite struct HostileInputSweep7Tests {
    func diagnosed(_ t: TestWorld, _ code: Diagnostic.Code, _ text: String = "") -> [Diagnostic] {
        t.simulation.diagnostics.filter { $0.code == code && (text.isEmpty || $0.message.contains(text)) }
    }

    /// A list of one section of `items` items under a section header of `"header"` (compositional layout).
    func headedList(_ t: TestWorld, items: Int = 3) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let layout = CollectionViewCompositionalLayout { _, _ in
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            let section = CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
            section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header", alignment: .top)]
            return section
        }
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var s = source.snapshot()
        s.appendSections([0])
        s.appendItems(Array(0..<items))
        source.apply(s, animatingDifferences: false)
        t.window.addSubview(view)
        return (view, source)
    }

    // 96. A supplementary view that was not dequeued.

    @Test func aSupplementaryViewThatWasNotDequeuedIsRefusedInUIKitsWords() throws {
        let t = TestWorld()
        let (view, source) = headedList(t)
        // The provider makes its own view: UIKit raises NSInternalInconsistencyException "the view returned from
        // -collectionView:viewForSupplementaryElementOfKind:atIndexPath (…) was not retrieved by calling
        // -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil" (ParseUI-iOS issue 66).
        let made = CollectionReusableView(frame: .zero)
        source.supplementaryViewProvider = { _, _, _ in made }
        t.window.layoutIfNeeded()
        #expect(made.superview == nil, "the view made by the provider is not shown")
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: "header").isEmpty)
        #expect(diagnosed(t, .invalidValue, "was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:").count >= 1)
        #expect(view.visibleCells.count == 3, "the items are shown")
        // A provider that dequeues is obeyed.
        source.supplementaryViewProvider = { collection, kind, path in collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: path) }
        source.applySnapshotUsingReloadData(source.snapshot())
        t.window.layoutIfNeeded()
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [IndexPath(item: 0, section: 0)])
        try InvariantChecker.check([t.window])
    }

    @Test func aDiffableDataSourceWithoutASupplementaryViewProviderShowsNoPlainView() {
        let t = TestWorld()
        let (view, source) = headedList(t)
        t.window.layoutIfNeeded()
        // Nothing provides the header (the provider is nil): UIKit raises as for a nil view; nothing is shown.
        #expect(view.visibleCells.count == 3)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: "header").isEmpty)
        #expect(diagnosed(t, .invalidValue, "or is nil").count >= 1)
        withExtendedLifetime(source) {}
    }

    @Test func aSupplementaryViewOfAnUnregisteredKindIsReportedInUIKitsWords() {
        let t = TestWorld()
        let (_, source) = headedList(t)
        source.supplementaryViewProvider = { collection, _, path in collection.dequeueReusableSupplementaryView(ofKind: "nothing", withReuseIdentifier: "h", for: path) }
        t.window.layoutIfNeeded()
        // UIKit: NSInternalInconsistencyException "could not dequeue a view of kind: UICollectionElementKindSectionHeader
        // with identifier header - must register a nib or a class for the identifier or connect a prototype cell in a
        // storyboard" (PacktPublishing/Mastering-iOS-11-Programming issue 3).
        #expect(diagnosed(t, .invalidValue, "could not dequeue a view of kind: nothing with identifier h - must register a nib or a class for the identifier").count >= 1)
    }

    // 97. A self-sizing cell that prefers a size that is not one.

    /// A cell that prefers `height` whatever it is given.
    final class StubbornCell: CollectionViewCell {
        var height: CGFloat = 44
        override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
            let preferred = layoutAttributes.copy() as! CollectionViewLayoutAttributes
            preferred.size.height = height
            return preferred
        }
    }

    func selfSizingList(_ t: TestWorld, layout: CollectionViewLayout, height: CGFloat) -> CollectionView {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(StubbornCell.self, forCellWithReuseIdentifier: "cell")
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collection, path, _ in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path) as! StubbornCell
            cell.height = height
            return cell
        }
        var s = source.snapshot()
        s.appendSections([0])
        s.appendItems([1, 2, 3])
        source.apply(s, animatingDifferences: false)
        t.window.addSubview(view)
        t.window.layoutIfNeeded()
        withExtendedLifetime(source) {}
        return view
    }

    @Test(arguments: [CGFloat.nan, .infinity, -5, 1e12])
    func aSelfSizingCellPreferringASizeThatIsNotOneIsReported(height: CGFloat) throws {
        let t = TestWorld()
        let compositional = CollectionViewCompositionalLayout { _, _ in
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
            return CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)]))
        }
        let flow = CollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 50)
        for layout in [compositional, flow] as [CollectionViewLayout] {
            let before = t.simulation.diagnostics.count
            let view = selfSizingList(t, layout: layout, height: height)
            // The estimate is kept, and the answer reported: UIKit documents no check, and lays a NaN out as NaN; the
            // promise here is that bad input is reported, not dropped without a word.
            #expect(view.visibleCells.count == 3)
            #expect(view.visibleCells.allSatisfy { $0.frame.height == 50 }, "\(type(of: layout)): \(view.visibleCells.map(\.frame))")
            let reported = t.simulation.diagnostics[before...].filter { $0.message.contains("preferredLayoutAttributesFitting") }
            #expect(!reported.isEmpty, "\(type(of: layout)) reported \(t.simulation.diagnostics[before...].map(\.description))")
            view.removeFromSuperview()
        }
        try InvariantChecker.check([t.window])
    }

    // Scrolling to an item or row that does not exist, in UIKit's words (the refusal was already there).

    @Test func scrollingToAnItemOrRowThatDoesNotExistIsRefusedInUIKitsWords() {
        let t = TestWorld()
        let (view, listSource) = headedList(t, items: 30)
        listSource.supplementaryViewProvider = { collection, kind, path in collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: path) }
        t.window.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 30)
        view.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
        view.scrollToItem(at: IndexPath(indexes: [0]), at: .top, animated: false)
        #expect(view.contentOffset == .zero)
        #expect(diagnosed(t, .indexOutOfRange, "attempt to scroll to invalid index path {length = 2, path = 0 - 40}").count == 1)
        #expect(diagnosed(t, .indexOutOfRange, "attempt to scroll to invalid index path {length = 1, path = 0}").count == 1)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, _ in table.dequeueReusableCell(withIdentifier: "row", for: path) }
        var s = source.snapshot()
        s.appendSections([0])
        s.appendItems(Array(0..<12))
        source.apply(s, animatingDifferences: false)
        t.window.addSubview(table)
        t.window.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 12, section: 0), at: .top, animated: false)
        table.scrollToRow(at: IndexPath(row: 0, section: 26), at: .top, animated: false)
        #expect(table.contentOffset == .zero)
        #expect(diagnosed(t, .indexOutOfRange, "row (12) beyond bounds (12) for section (0).").count == 1)
        #expect(diagnosed(t, .indexOutOfRange, "section (26) beyond bounds (1).").count == 1)
        withExtendedLifetime((listSource, source)) {}
    }
}
