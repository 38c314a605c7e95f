// A collection view tells its prefetching source of the items within a screen beyond the shown ones, along the
// axis its content scrolls and in the direction of scrolling, once each, and cancels those left far behind.
import Foundation
import Testing
import ViewTree

private final class Grid: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var count = 200
    var told: [[Int]] = []
    var cancelled: [[Int]] = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [TableIndexPath]) {
        told.append(indexPaths.map(\.item))
    }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [TableIndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }
}

@Suite struct CollectionViewPrefetchingTests {
    /// A 300 × 400 collection view of 100 × 100 items, three to a row, no spacing.
    private func grid(_ source: Grid, horizontal: Bool = false) -> (Window, CollectionView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 400), simulation: Simulation())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        if horizontal { layout.scrollDirection = .horizontal }
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.prefetchDataSource = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection)
    }

    @Test func theNextScreenOfItemsIsToldOnceThenCancelledWhenLeftFarBehind() {
        let source = Grid()
        let (window, collection) = grid(source)
        // Rows 0–4 shown (the row at y = 400 touches the bounds, and `CGRect.intersects` counts a shared edge);
        // rows 5–8 (items 15–26) are the rest of the next screen.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<15))
        #expect(source.told == [Array(15..<27)])
        // A row further: row 9 is new in the next screen; nothing is told twice.
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(source.told == [Array(15..<27), Array(27..<30)])
        // Far down: the items told and never shown (row 5 was shown) are more than two screens behind: cancelled.
        collection.contentOffset = CGPoint(x: 0, y: 2000)
        collection.layoutIfNeeded()
        #expect(source.cancelled.first == Array(18..<30))
        // Scrolling back up looks above.
        source.told = []
        collection.contentOffset = CGPoint(x: 0, y: 1900)
        collection.layoutIfNeeded()
        #expect(source.told.last?.allSatisfy { $0 < 57 } == true)
        withExtendedLifetime(window) {}
    }

    @Test func aHorizontalGridLooksToTheRightAndAReloadTellsAgain() {
        let source = Grid()
        source.count = 60
        let (window, collection) = grid(source, horizontal: true)
        // Four items to a column (400 high), columns 0–3 shown (column 3 touches x = 300); columns 4–6 are told.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<16))
        #expect(source.told == [Array(16..<28)])
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(source.told == [Array(16..<28), Array(16..<28)])
        withExtendedLifetime(window) {}
    }

    @Test func aDisabledOrMissingSourceHearsNothing() {
        let source = Grid()
        let (window, collection) = grid(source)
        collection.isPrefetchingEnabled = false
        collection.contentOffset = CGPoint(x: 0, y: 500)
        collection.layoutIfNeeded()
        #expect(source.told == [Array(15..<27)])
        collection.isPrefetchingEnabled = true
        collection.prefetchDataSource = nil
        collection.contentOffset = CGPoint(x: 0, y: 700)
        collection.layoutIfNeeded()
        #expect(source.told == [Array(15..<27)])
        withExtendedLifetime(window) {}
    }
}
