import Foundation
import Testing
import ViewTree

/// A data source of numbered rows: `rows[s]` rows in section `s`, cells dequeued by identifier.
final class NumberedRows: TableViewDataSource {
    var rows: [Int]
    var identifier: String? = "row"
    var asked: [TableIndexPath] = []

    init(_ rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        asked.append(indexPath)
        let cell = identifier.flatMap { tableView.dequeueReusableCell(withIdentifier: $0) }
            ?? TableViewCell(style: .default, reuseIdentifier: identifier)
        cell.text = "\(indexPath.row)"
        return cell
    }
}

/// A delegate with a height per row and a log of the cells shown and hidden.
final class RowHeights: TableViewDelegate {
    let height: (TableIndexPath) -> CGFloat
    var log: [String] = []

    init(_ height: @escaping (TableIndexPath) -> CGFloat) { self.height = height }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat { height(indexPath) }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        log.append("show \(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        log.append("hide \(indexPath.row)")
    }
}

/// A cell that counts its `prepareForReuse` calls.
final class CountingCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Replaces the ids printed in place of addresses, so description lines can be compared.
func withoutAddresses(_ line: String) -> String {
    line.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
}

/// Keeps data sources and delegates alive for a test (tables hold them weakly, as UIKit does).
final class TableTestObjects {
    var objects: [AnyObject] = []
}

@Suite struct TableViewTests {
    let world = Simulation()
    let kept = TableTestObjects()
    let window: Window
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        table.contentInsetAdjustmentBehavior = .never
        window.addSubview(table)
    }

    func load(_ source: NumberedRows) {
        kept.objects.append(source)
        table.dataSource = source
        table.reloadData()
    }

    // MARK: Content size

    @Test(arguments: [(0, 44.0), (1, 44), (10, 44), (1000, 44), (7, 30.5)])
    func contentSizeIsWidthBySumOfHeights(rows: Int, rowHeight: Double) {
        let source = NumberedRows([rows])
        table.rowHeight = rowHeight
        load(source)
        #expect(table.contentSize == CGSize(width: 320, height: Double(rows) * rowHeight))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == rows)
    }

    @Test func sectionsAddUp() {
        let source = NumberedRows([3, 0, 5])
        load(source)
        #expect(table.contentSize.height == 352)
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 1) == 0 && table.numberOfRows(inSection: 2) == 5)
        #expect(table.indexPathsForVisibleRows?.map(\.description) == [
            "[0, 0]", "[0, 1]", "[0, 2]", "[2, 0]", "[2, 1]", "[2, 2]", "[2, 3]", "[2, 4]",
        ])
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 2)) == CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test func contentWidthFollowsTheTable() {
        load(NumberedRows([30]))
        table.frame.size.width = 200
        #expect(table.contentSize == CGSize(width: 200, height: 30 * 44))
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 200 }, "cells are W")
    }

    // MARK: Visible rows

    /// 44-pt rows in a 480-pt-high table: the rows that overlap [offset, offset + 480).
    @Test(arguments: [
        (0.0, 0..<11), (22, 0..<12), (44, 1..<12), (43.5, 0..<12), (3920, 89..<100),
        (-100, 0..<9), (4000, 90..<100), (5000, 0..<0),
    ])
    func visibleRowsForOffsets(offset: Double, rows: Range<Int>) {
        load(NumberedRows([100]))
        table.contentOffset = CGPoint(x: 0, y: offset)
        #expect(table.indexPathsForVisibleRows == rows.map { TableIndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map(\.text) == rows.map { "\($0)" })
        for row in rows {
            let cell = table.cellForRow(at: TableIndexPath(row: row, section: 0))
            #expect(cell?.frame == CGRect(x: 0, y: Double(row) * 44, width: 320, height: 44))
            #expect(cell.flatMap { table.indexPath(for: $0) } == TableIndexPath(row: row, section: 0))
        }
        #expect(table.cellForRow(at: TableIndexPath(row: rows.upperBound + 1, section: 0)) == nil)
    }

    @Test func indexPathForRowAtAPoint() {
        load(NumberedRows([10]))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 0)) == TableIndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 43.9)) == TableIndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 44)) == TableIndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 440)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: -1)) == nil)
    }

    // MARK: Reuse

    @Test func scrollingAThousandRowsEndToEndCreatesAboutAScreenful() {
        let source = NumberedRows([1000])
        load(source)
        #expect(table.createdCellCount == 11)
        var y: CGFloat = 0
        while y < table.maximumContentOffset.y {
            y = min(y + 7, table.maximumContentOffset.y)
            table.contentOffset.y = y
        }
        #expect(table.indexPathsForVisibleRows?.last == TableIndexPath(row: 999, section: 0))
        #expect(table.visibleCells.last?.text == "999")
        // 480 / 44 rounds up to 11 rows, 12 when a row is cut at both ends; one more may be made while
        // the leaving row's cell has not gone back yet — never a thousand.
        #expect(table.createdCellCount <= 13, "created \(table.createdCellCount)")
        #expect(source.asked.count > 990, "the data source was asked for every row")
        // And back to the top, with no new cells at all.
        let created = table.createdCellCount
        table.contentOffset = .zero
        #expect(table.createdCellCount == created)
        #expect(table.visibleCells.map(\.text) == (0..<11).map { "\($0)" })
    }

    @Test func reusedCellsArePreparedAndCellsWithoutIdentifierAreNot() {
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let source = NumberedRows([100])
        load(source)
        #expect(table.visibleCells.allSatisfy { $0 is CountingCell }, "made from the registered class")
        table.contentOffset.y = 44 * 20
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 11, "every cell of the new screen came from the pool")
        #expect(table.createdCellCount == 11)

        let other = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(other)
        let plain = NumberedRows([100])
        plain.identifier = nil
        other.dataSource = plain
        other.reloadData()
        other.contentOffset.y = 44 * 20
        #expect(other.createdCellCount == 22, "cells without a reuse identifier are never reused")
    }

    @Test func dequeueForAnUnregisteredIdentifierIsReportedNotFatal() {
        load(NumberedRows([1]))
        let cell = table.dequeueReusableCell(withIdentifier: "nothing", for: TableIndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "nothing")
        #expect(world.diagnostics.last?.code == .invalidValue)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    }

    @Test func delegateHearsCellsComeAndGo() {
        let heights = RowHeights { _ in 100 }
        table.delegate = heights
        load(NumberedRows([20]))
        #expect(heights.log == ["show 0", "show 1", "show 2", "show 3", "show 4"])
        heights.log.removeAll()
        // 150…630 overlaps rows 1 (100…200) to 6 (600…700).
        table.contentOffset.y = 150
        #expect(heights.log == ["hide 0", "show 5", "show 6"])
    }

    // MARK: Geometry

    @Test(arguments: [(0, 0.0, 10.0), (1, 10, 20), (2, 30, 30), (3, 60, 40), (4, 100, 10), (9, 210, 20)])
    func rectForRowWithVariableHeights(row: Int, y: Double, height: Double) {
        // Heights 10, 20, 30, 40, 10, 20, … from the delegate.
        let heights = RowHeights { CGFloat($0.row % 4 + 1) * 10 }
        table.delegate = heights
        load(NumberedRows([10]))
        #expect(table.rectForRow(at: TableIndexPath(row: row, section: 0)) == CGRect(x: 0, y: y, width: 320, height: height))
    }

    @Test(arguments: [TableIndexPath(row: 10, section: 0), TableIndexPath(row: -1, section: 0), TableIndexPath(row: 0, section: 1)])
    func rectForAMissingRowIsZeroAndReported(indexPath: TableIndexPath) {
        load(NumberedRows([10]))
        #expect(table.rectForRow(at: indexPath) == .zero)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
    }

    @Test func variableHeightsFromTheDelegate() {
        // Row r is 20 + r points high: 0..<30 sum to 30·20 + 435 = 1035.
        let heights = RowHeights { 20 + CGFloat($0.row) }
        table.delegate = heights
        load(NumberedRows([30]))
        #expect(table.contentSize.height == 1035)
        // Row 16 starts at 16·20 + 120 = 440 and is 36 high; row 17 starts at 476, inside the 480 pt.
        #expect(table.indexPathsForVisibleRows?.last?.row == 17)
        #expect(table.cellForRow(at: TableIndexPath(row: 16, section: 0))?.frame == CGRect(x: 0, y: 440, width: 320, height: 36))
        table.contentOffset.y = table.maximumContentOffset.y
        #expect(table.indexPathsForVisibleRows?.first?.row == 19, "row 19 spans 551…590; the view starts at 555")
        #expect(table.indexPathsForVisibleRows?.last?.row == 29)
    }

    @Test func badCountsAndHeightsAreReportedAndTreatedAsZero() {
        let heights = RowHeights { $0.row == 2 ? -5 : ($0.row == 3 ? .nan : 44) }
        table.delegate = heights
        load(NumberedRows([5]))
        #expect(table.contentSize.height == 132, "rows 2 and 3 are 0 high")
        #expect(world.diagnostics.last?.code == .invalidValue)
        load(NumberedRows([-3]))
        #expect(table.numberOfRows(inSection: 0) == 0 && table.visibleCells.isEmpty)
        table.rowHeight = -2   // (-1 is TableView.automaticDimension: self-sizing rows)
        #expect(table.rowHeight == 44 && world.diagnostics.last?.code == .invalidValue)
    }

    // MARK: Subviews

    @Test func cellsAreBelowTheIndicators() throws {
        load(NumberedRows([100]))
        let vertical = try #require(table.verticalScrollIndicatorView)
        let horizontal = try #require(table.horizontalScrollIndicatorView)
        func check() {
            let subviews = table.subviews
            #expect(subviews.suffix(2) == [horizontal, vertical])
            #expect(Set(subviews.dropLast(2)) == Set(table.visibleCells))
        }
        check()
        table.flashScrollIndicators()
        table.contentOffset.y = 1000
        check()
        table.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
        world.run(until: 3)
        check()
    }

    @Test func cellDescriptionLine() throws {
        load(NumberedRows([100]))
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 9, section: 0)))
        #expect(withoutAddresses(cell.description) == "<TableViewCell: 0x…; frame = (0 396; 320 44); text = '9'; autoresize = W; layer = <Layer: 0x…>>")
        let loose = TableViewCell(style: .default, reuseIdentifier: "x")
        #expect(withoutAddresses(loose.description) == "<TableViewCell: 0x…; frame = (0 0; 320 44); layer = <Layer: 0x…>>")
        loose.text = "9"
        #expect(withoutAddresses(loose.description) == "<TableViewCell: 0x…; frame = (0 0; 320 44); text = '9'; layer = <Layer: 0x…>>")
        world.run(for: 0.1)
        // iOS 11+ (the default profile): the content view leaves the 0.5-pt separator below it and
        // the text label sits 16 pt from its sides, as in a real 320-pt cell
        // (`<UITableViewLabel: …; frame = (16 0; 288 43.5); …>`, issue 13).
        #expect(withoutAddresses(cell.recursiveDescription()) == """
            <TableViewCell: 0x…; frame = (0 396; 320 44); text = '9'; autoresize = W; layer = <Layer: 0x…>>
               | <TableViewCellContentView: 0x…; frame = (0 0; 320 43.5); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>
               |    | <TableViewLabel: 0x…; frame = (16 0; 288 43.5); text = '9'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
               | <_UITableViewCellSeparatorView: 0x…; frame = (16 43.5; 304 0.5); layer = <Layer: 0x…>>

            """)
        #expect(withoutAddresses(table.description).hasPrefix("<TableView: 0x…; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}; contentSize: {320, 4400}"))
    }

    @Test func reloadWithFewerRowsRemovesCells() {
        let source = NumberedRows([20])
        load(source)
        let before = table.visibleCells
        #expect(before.count == 11)
        source.rows = [3]
        table.reloadData()
        #expect(table.visibleCells.map(\.text) == ["0", "1", "2"])
        #expect(table.subviews.filter { $0 is TableViewCell }.count == 3, "three cells")
        #expect(table.subviews.suffix(2) == [table.horizontalScrollIndicatorView, table.verticalScrollIndicatorView].compactMap { $0 })
        #expect(before.filter { $0.superview != nil }.count == 3)
        #expect(table.contentSize.height == 132)
        source.rows = [0]
        table.reloadData()
        #expect(table.visibleCells.isEmpty && !table.subviews.contains { $0 is TableViewCell })
        source.rows = [11]
        table.reloadData()
        #expect(table.createdCellCount == 11, "the removed cells came back from the pool")
    }

    @Test func settingTheDataSourceLoadsAtTheNextLayoutPass() {
        let source = NumberedRows([5])
        table.dataSource = source
        #expect(table.visibleCells.isEmpty)
        world.run(for: 0.02)
        #expect(table.visibleCells.count == 5)
        table.rowHeight = 100
        world.run(for: 0.02)
        #expect(table.contentSize.height == 500 && table.visibleCells.count == 5)
    }

    @Test func aCellReturnedTwiceIsReplaced() {
        final class Stubborn: TableViewDataSource {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell { cell }
        }
        let source = Stubborn()
        table.dataSource = source
        table.reloadData()
        #expect(Set(table.visibleCells).count == 3)
        #expect(world.diagnostics.filter { $0.code == .invalidValue }.count == 2)
    }

    // MARK: Scrolling to rows

    struct RowScroll: Sendable, CustomStringConvertible {
        let position: TableView.ScrollPosition
        let row: Int
        let offset: CGFloat
        var description: String { "row \(row) at \(position) → \(offset)" }
    }

    /// Row 50 of a 100 × 44 table spans 2200…2244; the bounds are 480 high; offsets clamp to 0…3920.
    @Test(arguments: [
        RowScroll(position: .top, row: 50, offset: 2200),
        RowScroll(position: .middle, row: 50, offset: 2222 - 240),
        RowScroll(position: .bottom, row: 50, offset: 2244 - 480),
        RowScroll(position: .none, row: 50, offset: 2244 - 480),
        RowScroll(position: .none, row: 3, offset: 0),
        RowScroll(position: .top, row: 99, offset: 3920),
        RowScroll(position: .bottom, row: 0, offset: 0),
    ])
    func scrollToRow(_ scroll: RowScroll) {
        load(NumberedRows([100]))
        table.scrollToRow(at: TableIndexPath(row: scroll.row, section: 0), at: scroll.position, animated: false)
        #expect(table.contentOffset.y == scroll.offset)
        #expect(table.cellForRow(at: TableIndexPath(row: scroll.row, section: 0)) != nil)
    }

    @Test func scrollToAMissingRowIsReported() {
        load(NumberedRows([10]))
        table.scrollToRow(at: TableIndexPath(row: 10, section: 0), at: .top, animated: true)
        #expect(table.contentOffset == .zero && world.diagnostics.last?.code == .indexOutOfRange)
    }
}

/// Seed claim B5 with the category of claims A4/B4: a table tagged 836913 keeps its vertical
/// indicator after `reloadData` + `flashScrollIndicators`, as long as the content overflows.
@Suite struct TableViewSeedTests {
    /// `UIImageView (MRAScrollView)`'s `setAlpha:`: refuses to hide the vertical indicator of a
    /// view tagged 836913 (and the horizontal one of a view tagged 836914) while content overflows.
    static func keepIndicatorsVisible() -> Category<ImageView> {
        Category("MRAScrollView", on: ImageView.self).setAlpha { imageView, alpha, callSuper in
            if let scroll = imageView.superview as? ScrollView, alpha == 0 {
                let f = imageView.frame
                if scroll.tag == 836913, imageView.autoresizingMask == .flexibleLeftMargin,
                   f.width < 10, f.height > f.width, scroll.frame.height < scroll.contentSize.height { return }
                if scroll.tag == 836914, imageView.autoresizingMask == .flexibleTopMargin,
                   f.height < 10, f.height < f.width, scroll.frame.width < scroll.contentSize.width { return }
            }
            callSuper(alpha)
        }
    }

    /// On iOS 7–12 the indicator stays; so it does on iOS 8 for a table flashed once it is in its
    /// window (iOS 8's direct `_alpha = 0` happens on the move to the window, before the flash — claim
    /// A7); on iOS 13+ the indicator is no image view, so the category cannot keep it.
    @Test(arguments: [(PlatformProfile.iOS7, true), (.iOS8, true), (.iOS13, false)])
    func seedB5_taggedTableKeepsItsIndicatorAfterReloadAndFlash(profile: PlatformProfile, keeps: Bool) throws {
        let world = Simulation(profile: profile)
        world.install(Self.keepIndicatorsVisible())
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds)
        window.addSubview(table)
        table.tag = 836913 // viewDidLoad
        let rows = NumberedRows([50])
        table.dataSource = rows
        table.reloadData()
        table.flashScrollIndicators()
        let vertical = try #require(table.verticalScrollIndicatorView)
        world.run(until: 5)
        #expect((vertical.alpha == 1) == keeps)
        #expect((vertical.presentation().alpha == 1) == keeps)
        // Scrolling does not hide it either.
        table.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        world.run(until: 12)
        #expect(!table.isDecelerating && (vertical.alpha == 1) == keeps)
        // An untagged table hides its indicator as usual.
        let plain = TableView(frame: window.bounds)
        window.addSubview(plain)
        plain.dataSource = rows
        plain.reloadData()
        plain.flashScrollIndicators()
        world.run(until: 17)
        #expect(plain.verticalScrollIndicatorView?.alpha == 0)
    }
}
