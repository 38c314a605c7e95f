// Background views of cells, headers, tables and collection views: at the back, the size of their view, the
// selection backgrounds shown only while the cell is selected or highlighted (UIKit's documentation).
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

private final class BackgroundRows: TableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = View(frame: .zero)
        cell.selectedBackgroundView = View(frame: .zero)
        cell.multipleSelectionBackgroundView = View(frame: .zero)
        return cell
    }
}

/// `count` items, each a cell dequeued for `identifier` (the tests register a class for it).
final class DequeuedTiles: CollectionViewDataSource {
    let identifier: String
    let count: Int
    init(identifier: String, count: Int) {
        self.identifier = identifier
        self.count = count
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

@Suite struct BackgroundViewTests {
    @Test func aCellsSelectedBackgroundShowsOnlyWhileSelectedOrHighlighted() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let background = View(frame: .zero)
        let selected = View(frame: .zero)
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.first === background && selected.superview == nil)
        #expect(background.frame == cell.bounds)

        cell.setSelected(true, animated: false)
        #expect(cell.subviews.prefix(3).map { ObjectIdentifier($0) } ==
                [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        #expect(selected.frame == cell.bounds)
        cell.setSelected(false, animated: false)
        #expect(selected.superview == nil)

        cell.isHighlighted = true
        #expect(selected.superview === cell)
        cell.isHighlighted = false
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(selected.superview == nil, "no selection look with selectionStyle .none")
    }

    @Test func replacingABackgroundTakesTheOldOneOut() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let first = View(frame: .zero)
        let second = View(frame: .zero)
        cell.backgroundView = first
        cell.backgroundView = second
        #expect(first.superview == nil && cell.subviews.first === second)
        cell.backgroundView = nil
        #expect(second.superview == nil && cell.subviews.first === cell.contentView)
    }

    @Test func aTableSelectingRowsShowsTheirBackgroundsAndTheMultipleOneWhenSeveralMayBeSelected() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let table = TableView(frame: t.window.bounds, style: .plain)
        let rows = BackgroundRows(3)
        table.dataSource = rows
        t.window.addSubview(table)
        table.layoutIfNeeded()
        let first = TableIndexPath(row: 0, section: 0)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        let cell = try #require(table.cellForRow(at: first))
        #expect(cell.selectedBackgroundView?.superview === cell && cell.multipleSelectionBackgroundView?.superview == nil)
        table.deselectRow(at: first, animated: false)
        #expect(cell.selectedBackgroundView?.superview == nil)

        table.allowsMultipleSelection = true
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(cell.multipleSelectionBackgroundView?.superview === cell && cell.selectedBackgroundView?.superview == nil)
        #expect(cell.subviews.first === cell.backgroundView)
    }

    @Test func aCollectionCellShowsItsSelectedBackgroundWhileSelected() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let background = View(frame: .zero)
        let selected = View(frame: .zero)
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.isSelected = true
        #expect(cell.subviews.map { ObjectIdentifier($0) } ==
                [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        cell.frame.size = CGSize(width: 80, height: 60)
        cell.layoutIfNeeded()
        #expect(background.frame == cell.bounds && selected.frame == cell.bounds)
        cell.isSelected = false
        #expect(selected.superview == nil && background.superview === cell)
    }

    @Test func aTablesBackgroundStaysBehindTheRowsAtTheVisibleBounds() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let table = TableView(frame: t.window.bounds, style: .plain)
        let rows = BackgroundRows(60)
        table.dataSource = rows
        let background = View(frame: .zero)
        table.backgroundView = background
        t.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.subviews.first === background && background.frame == table.bounds)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.subviews.first === background && background.frame == table.bounds && background.frame.minY == 300)
        table.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test func aCollectionViewsBackgroundDoesNotScroll() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = CollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = DequeuedTiles(identifier: "tile", count: 40)
        collection.dataSource = tiles
        let background = View(frame: .zero)
        collection.backgroundView = background
        t.window.addSubview(collection)
        collection.layoutIfNeeded()
        #expect(collection.subviews.first === background && background.frame == collection.bounds)
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        #expect(collection.subviews.first === background && background.frame.minY == 200)
    }

    @Test func aHeadersBackgroundIsBehindItsContent() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
        let background = View(frame: .zero)
        header.backgroundView = background
        header.layoutIfNeeded()
        #expect(header.subviews.first === background && background.frame == header.bounds)
    }
}
