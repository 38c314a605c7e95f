import Foundation
import Testing
import ViewTree

private final class LabelCell: CollectionViewCell {
    var title = ""
    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }
}

private final class Items: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sections: [Int]
    var sizes: [TableIndexPath: CGSize] = [:]
    var selectedLog: [TableIndexPath] = []
    init(_ sections: [Int]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? LabelCell)?.title = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: TableIndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: TableIndexPath) -> CGSize {
        sizes[indexPath] ?? (layout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) { selectedLog.append(indexPath) }
}

/// A custom layout: one column of 100-pt rows, as a user's `UICollectionViewLayout` subclass.
private final class ColumnLayout: CollectionViewLayout {
    var prepared = 0
    override func prepare() { prepared += 1 }
    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }
    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 100) }
    override func layoutAttributesForItem(at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? {
        let a = CollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 320, height: 100)
        return a
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let first = max(Int(rect.minY / 100), 0), last = min(Int((rect.maxY - 0.001) / 100), count - 1)
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: TableIndexPath(item: $0, section: 0)) }
    }
}

@Suite struct CollectionViewTests {
    let world = Simulation()
    let window: Window
    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    private func make(_ items: Items, layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) -> CollectionView {
        let cv = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.delegate = items
        cv.dataSource = items
        window.addSubview(cv)
        world.run(for: 0)
        return cv
    }

    @Test func flowLayoutDefaultsAreUIKits() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical && layout.estimatedItemSize == .zero)
        #expect(CollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    }

    /// 320 pt wide, items 100 wide with 10 pt spacing: three per row (100 + 10 + 100 + 10 + 100 = 320);
    /// 7 items make rows of 3, 3 and 1, the last one centred.
    @Test func linesBreakAndAreJustifiedAndASingleItemIsCentred() {
        let items = Items([7])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let cv = make(items, layout: layout)
        let frames = (0..<7).compactMap { cv.layoutAttributesForItem(at: TableIndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames[2] == CGRect(x: 220, y: 0, width: 100, height: 40))
        #expect(frames[3].minY == 50)
        #expect(frames[6] == CGRect(x: 110, y: 100, width: 100, height: 40), "a line of one item is centred")
        #expect(cv.contentSize == CGSize(width: 320, height: 140))
    }

    @Test func theLeftoverOfALineIsSharedBetweenItsGaps() {
        let items = Items([2])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        let cv = make(items, layout: layout)
        #expect(cv.layoutAttributesForItem(at: TableIndexPath(item: 0, section: 0))?.frame.minX == 20)
        #expect(cv.layoutAttributesForItem(at: TableIndexPath(item: 1, section: 0))?.frame.maxX == 300)
        #expect(cv.contentSize.height == 70)
    }

    @Test func itemsOfALineAreCentredOnItsTallestItem() {
        let items = Items([2])
        items.sizes[TableIndexPath(item: 1, section: 0)] = CGSize(width: 50, height: 90)
        let cv = make(items)
        #expect(cv.layoutAttributesForItem(at: TableIndexPath(item: 0, section: 0))?.frame.minY == 20)
        #expect(cv.contentSize.height == 90)
    }

    @Test func headersFootersAndSections() throws {
        let items = Items([3, 3])
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let cv = make(items, layout: layout)
        let header1 = try #require(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: TableIndexPath(item: 0, section: 1)))
        // Section 0: header 30, one line of 50, footer 20 = 100; section 1's header starts there.
        #expect(header1.frame == CGRect(x: 0, y: 100, width: 320, height: 30))
        #expect(cv.layoutAttributesForItem(at: TableIndexPath(item: 0, section: 1))?.frame.minY == 130)
        #expect(cv.contentSize.height == 200)
        #expect(cv.subviews.contains { $0 is CollectionReusableView && !($0 is CollectionViewCell) }, "headers are shown")
    }

    @Test func horizontalScrollingMakesColumns() {
        let items = Items([20])
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = make(items, layout: layout)
        // 480 pt high: four items per column (4 × 100 + 3 × 10 ≤ 480), five columns.
        #expect(cv.layoutAttributesForItem(at: TableIndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 110, y: 0))
        #expect(cv.contentSize == CGSize(width: 540, height: 480))
    }

    /// Cells are tiled while the view scrolls: only the visible ones exist, and they are reused.
    @Test func scrollingTilesAndReusesCells() {
        let items = Items([10_000])
        let cv = make(items)
        let initial = cv.indexPathsForVisibleItems
        #expect(initial.first == TableIndexPath(item: 0, section: 0))
        let created = cv.cellsCreated
        #expect(created == cv.visibleCells.count)
        for step in 1...60 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            world.run(for: 1.0 / 60)
            // Every item the layout puts in the visible bounds has a cell.
            let expected = Set((cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? []).map(\.indexPath))
            #expect(Set(cv.indexPathsForVisibleItems) == expected)
        }
        #expect(cv.cellsCreated < created + 20, "cells were reused, not made for each item")
        #expect((cv.visibleCells.first as? LabelCell)?.title == "0-\(cv.indexPathsForVisibleItems[0].item)")
    }

    @Test func queriesAndScrollToItem() throws {
        let items = Items([100])
        let cv = make(items)
        #expect(cv.indexPathForItem(at: CGPoint(x: 70, y: 5)) == TableIndexPath(item: 1, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 55, y: 5)) == nil, "in the gap")
        cv.scrollToItem(at: TableIndexPath(item: 50, section: 0), at: .top, animated: false)
        let frame = try #require(cv.layoutAttributesForItem(at: TableIndexPath(item: 50, section: 0))?.frame)
        #expect(cv.contentOffset.y == frame.minY)
        world.run(for: 0)
        #expect(cv.cellForItem(at: TableIndexPath(item: 50, section: 0)) != nil)
        cv.scrollToItem(at: TableIndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - cv.bounds.height, "clamped to the content")
        cv.scrollToItem(at: TableIndexPath(item: 500, section: 0), at: .top, animated: false)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
    }

    @Test func tapsSelectAndTellTheDelegate() {
        let items = Items([10])
        let cv = make(items)
        cv.userDidTapItem(at: TableIndexPath(item: 2, section: 0))
        cv.userDidTapItem(at: TableIndexPath(item: 3, section: 0))
        #expect(items.selectedLog == [TableIndexPath(item: 2, section: 0), TableIndexPath(item: 3, section: 0)])
        #expect(cv.indexPathsForSelectedItems == [TableIndexPath(item: 3, section: 0)])
        #expect(cv.cellForItem(at: TableIndexPath(item: 3, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: TableIndexPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test func batchUpdatesMoveCellsOnTheClockAndComplete() throws {
        let items = Items([6])
        let cv = make(items)
        let third = try #require(cv.cellForItem(at: TableIndexPath(item: 2, section: 0)))
        var done: [Bool] = []
        cv.performBatchUpdates({
            items.sections[0] = 5
            cv.deleteItems(at: [TableIndexPath(item: 0, section: 0)])
        }, completion: { done.append($0) })
        #expect(cv.cellForItem(at: TableIndexPath(item: 1, section: 0)) === third, "the cell follows its item")
        // Five 50-pt items per 320-pt row, justified: 17.5-pt gaps, so x = 135 before and 67.5 after.
        #expect(third.frame.minX == 67.5, "the model frame is the new place at once")
        world.run(for: 0.15)
        #expect(third.presentation().frame.minX > 67.5 && third.presentation().frame.minX < 135, "moving on the clock")
        #expect(done.isEmpty)
        world.run(for: 0.2)
        #expect(done == [true])
    }

    @Test func insertsAndMovesMapItems() throws {
        let items = Items([4])
        let cv = make(items)
        let first = try #require(cv.cellForItem(at: TableIndexPath(item: 0, section: 0)))
        let last = try #require(cv.cellForItem(at: TableIndexPath(item: 3, section: 0)))
        cv.performBatchUpdates({
            items.sections[0] = 5
            cv.insertItems(at: [TableIndexPath(item: 0, section: 0)])
            cv.moveItem(at: TableIndexPath(item: 3, section: 0), to: TableIndexPath(item: 1, section: 0))
        })
        world.run(for: 1)
        #expect(cv.cellForItem(at: TableIndexPath(item: 2, section: 0)) === first)
        #expect(cv.cellForItem(at: TableIndexPath(item: 1, section: 0)) === last)
        #expect(cv.visibleCells.count == 5)
    }

    @Test func countsThatDoNotAddUpAreRejectedAndTheViewReloads() {
        let items = Items([4])
        let cv = make(items)
        var done: [Bool] = []
        cv.performBatchUpdates({
            items.sections[0] = 10       // but only one insert
            cv.insertItems(at: [TableIndexPath(item: 0, section: 0)])
        }, completion: { done.append($0) })
        world.run(for: 1)
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
        #expect(world.diagnostics.last?.message.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (10) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        #expect(cv.visibleCells.count == 10 && done == [false])
    }

    @Test func sectionsAreInsertedAndDeletedByIndexSet() throws {
        let items = Items([3])
        let cv = make(items)
        let first = try #require(cv.cellForItem(at: TableIndexPath(item: 0, section: 0)))
        items.sections.insert(2, at: 0)
        cv.insertSections(IndexSet(integer: 0))
        world.run(for: 1)
        #expect(world.diagnostics.isEmpty)
        #expect(cv.numberOfSections == 2 && cv.cellForItem(at: TableIndexPath(item: 0, section: 1)) === first)
        cv.deleteItems(at: [TableIndexPath(item: 7, section: 1)])
        #expect(world.diagnostics.last?.message.contains("attempt to delete item 7 from section 1 which only contains 3 items before the update") == true)
    }

    @Test func hostileCountsAreRejected() {
        let items = Items([Int.max])
        let cv = make(items)
        #expect(cv.numberOfItems(inSection: 0) == 0)
        #expect(world.diagnostics.first?.code == .invalidValue)
        let unregistered = CollectionView(frame: window.bounds)
        _ = unregistered.dequeueReusableCell(withReuseIdentifier: "nope", for: TableIndexPath(item: 0, section: 0))
        #expect(world.diagnostics.last?.message.contains("no class is registered") == true)
    }

    @Test func aCustomLayoutIsAskedAsUIKitAsksIt() {
        let items = Items([50])
        let layout = ColumnLayout()
        let cv = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = items
        window.addSubview(cv)
        world.run(for: 0)
        #expect(cv.contentSize == CGSize(width: 320, height: 5000))
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        #expect(layout.prepared == 1 && layout.collectionView === cv)
        cv.contentOffset.y = 1000
        world.run(for: 0)
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [10, 11, 12, 13, 14])
        #expect(layout.prepared == 1, "a scroll does not invalidate (shouldInvalidateLayout is false)")
    }

    @Test func aDroppedCollectionViewFreesItsCells() {
        weak var cell: CollectionViewCell?
        let items = Items([10])
        do {
            let cv = make(items)
            cell = cv.visibleCells.first
            cv.removeFromSuperview()
        }
        #expect(cell == nil)
    }
}
