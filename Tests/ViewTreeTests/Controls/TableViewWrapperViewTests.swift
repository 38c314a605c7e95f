import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Rows `Row 0`, `Row 1`, … of 44 pt, logging selections.
private final class WrapperRows: TableViewDataSource, TableViewDelegate {
    var count: Int
    var selected: [Int] = []
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { selected.append(indexPath.row) }
}

/// iOS 7–10 tables put their cells in a private `UITableViewWrapperView` (TableViewWrapperView.swift;
/// `PlatformProfile.tableCellWrapper`). Each test quotes the dump it rebuilds (addresses elided).
@Suite struct TableViewWrapperViewTests {
    let kept = TableTestObjects()

    private func table(_ profile: PlatformProfile, size: CGSize, rows: WrapperRows, topInset: CGFloat = 0) -> (Simulation, TableView) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(origin: .zero, size: size), simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds)
        table.contentInsetAdjustmentBehavior = .never
        table.contentInset = EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        window.addSubview(table)
        kept.objects.append(rows); kept.objects.append(window); kept.objects.append(world)
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: -topInset)
        table.layoutIfNeeded()
        return (world, table)
    }

    /// iOS 8+ on a 320 × 568 device under a navigation bar (WeChat's timeline, cycript):
    ///
    ///     <UITableViewWrapperView: 0x…; frame = (0 0; 320 504); gestureRecognizers = <NSArray: 0x…>; layer = <CALayer: 0x…>; contentOffset: {0, 0}; contentSize: {320, 504}>
    ///     <MMTableView: 0x…; baseClass = UITableView; frame = (0 0; 320 568); …; contentOffset: {0, 99.5}; contentSize: {320, 3193}>
    ///
    /// and the responder chain cell → wrapper → table.
    @Test(arguments: [PlatformProfile.iOS8, .iOS10])
    func aScrollViewWrapperUnderABar(profile: PlatformProfile) throws {
        let (_, table) = table(profile, size: CGSize(width: 320, height: 568), rows: WrapperRows(30), topInset: 64)
        let cell = try #require(table.visibleCells.first)
        let wrapper = try #require(cell.superview)
        #expect(wrapper.superview === table && table.subviews.first === wrapper)
        #expect(cell.next === wrapper && wrapper.next === table)
        #expect(withoutAddresses(wrapper.description) == "<TableViewWrapperView: 0x…; frame = (0 0; 320 504); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}; contentSize: {320, 504}>")
        // Cells keep their content coordinates inside it.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(table.visibleCells.allSatisfy { $0.superview === wrapper })
        // Scrolling moves the table's bounds, not the wrapper.
        table.contentOffset = CGPoint(x: 0, y: 99.5)
        table.layoutIfNeeded()
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 320, height: 504))
        #expect(table.visibleCells.allSatisfy { $0.superview === wrapper })
        #expect(table.subviews.filter { $0 is TableViewCell }.isEmpty)
    }

    /// iOS 7 (a 320 × 480 device, the table printing `contentOffset: {0, 0}>` without contentSize):
    ///
    ///     <MMTableView: 0x…; baseClass = UITableView; frame = (0 0; 320 480); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x…>; layer = <CALayer: 0x…>; contentOffset: {0, 0}>
    ///        | <UITableViewWrapperView: 0x…; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x…>>
    ///        | <UIView: 0x…; frame = (0 0; 320 288); layer = <CALayer: 0x…>>
    @Test func iOS7APlainWrapperBeforeTheTableHeaderView() throws {
        let (_, table) = table(.iOS7, size: CGSize(width: 320, height: 480), rows: WrapperRows(3))
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 288))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        let wrapper = try #require(table.visibleCells.first?.superview)
        #expect(withoutAddresses(wrapper.description) == "<TableViewWrapperView: 0x…; frame = (0 0; 320 480); autoresize = W+H; layer = <Layer: 0x…>>")
        #expect(table.subviews.prefix(2).map { $0 } == [wrapper, header])
        #expect(table.visibleCells.first?.frame.minY == 288, "the rows start below the header")
    }

    /// A `backgroundView` stays behind the wrapper (`<UIView: 0x…; frame = (0 -64; 320 568); autoresize =
    /// W+H; …>` before `<UITableViewWrapperView: …>` in an iOS 8+ dump), and a table header view goes in
    /// front of it (`<UITableViewWrapperView: …>` then `<TableviewHeader: 0x…; frame = (0 0; 375 275); …>`).
    @Test func subviewOrderBackgroundWrapperHeader() throws {
        let (_, table) = table(.iOS10, size: CGSize(width: 375, height: 667), rows: WrapperRows(5))
        let background = View(frame: .zero)
        let header = View(frame: CGRect(x: 0, y: 0, width: 375, height: 275))
        table.tableHeaderView = header
        table.backgroundView = background
        table.layoutIfNeeded()
        let wrapper = try #require(table.visibleCells.first?.superview)
        #expect(Array(table.subviews.prefix(3)) == [background, wrapper, header])
    }

    /// iOS 6 and iOS 11+ have no wrapper: the cells are the table's own subviews.
    @Test(arguments: [PlatformProfile.iOS6, .iOS11, .iOS13])
    func noWrapperOutsideIOS7To10(profile: PlatformProfile) throws {
        let (_, table) = table(profile, size: CGSize(width: 320, height: 568), rows: WrapperRows(3))
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
        #expect(!table.subviews.contains { String(describing: type(of: $0)) == "TableViewWrapperView" })
    }

    /// A tap on a row far below the wrapper's own height (scrolled into view) still selects it, and a
    /// tap below the last row reaches the table, not the wrapper.
    @Test func rowsBelowTheWrapperAreTouchable() throws {
        let rows = WrapperRows(40)
        let (_, table) = table(.iOS10, size: CGSize(width: 320, height: 568), rows: rows)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 30, section: 0)))
        #expect(cell.frame.minY == 1320 && cell.superview?.frame.height == 568)
        #expect(tap(cell))
        #expect(rows.selected == [30])
        let row34 = try #require(table.cellForRow(at: TableIndexPath(row: 34, section: 0)))
        let hit = try #require(table.hitTest(CGPoint(x: 10, y: 1500), with: nil))
        #expect(hit.isDescendant(of: row34))
        rows.count = 2
        table.reloadData()
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.hitTest(CGPoint(x: 10, y: 300), with: nil) === table)
    }

    /// The wrapper follows the table's size and insets, and the cells in it follow its width.
    @Test func theWrapperFollowsSizeAndInsets() throws {
        let (_, table) = table(.iOS8, size: CGSize(width: 320, height: 568), rows: WrapperRows(3))
        let wrapper = try #require(table.visibleCells.first?.superview)
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        table.frame = CGRect(x: 0, y: 0, width: 414, height: 736)
        table.layoutIfNeeded()
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 414 })
        table.contentInset = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 414, height: 623))
        table.frame = .zero
        table.layoutIfNeeded()
        #expect(wrapper.frame == CGRect(x: 0, y: 0, width: 0, height: 1), "`(0 0; 0 1)` under a 0 × 0 table")
    }

    /// A table made outside any world gets its wrapper when it joins an iOS 7–10 world, cells included.
    @Test func aTableMadeBeforeItsWorldWrapsOnJoining() throws {
        let rows = WrapperRows(3)
        kept.objects.append(rows)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = rows
        table.reloadData()
        #expect(table.visibleCells.first?.superview === table)
        let world = Simulation(profile: .iOS8)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        kept.objects.append(window)
        kept.objects.append(world)
        window.addSubview(table)
        table.layoutIfNeeded()
        let wrapper = try #require(table.subviews.first)
        #expect(String(describing: type(of: wrapper)) == "TableViewWrapperView")
        #expect(table.visibleCells.count == 3 && table.visibleCells.allSatisfy { $0.superview === wrapper })
    }
}

/// iOS 7 cells hold their content view in a private `UITableViewCellScrollView` (TableViewCellScrollView.swift):
///
///     <UITableViewCell: 0x…; frame = (0 396; 320 44); text = 'Item #10'; autoresize = W; layer = …>
///        | <UITableViewCellScrollView: 0x…; frame = (0 0; 320 44); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x…>; layer = …; contentOffset: {0, 0}>
///        |    | <UIButton: 0x…; frame = (302 16; 8 12.5); opaque = NO; userInteractionEnabled = NO; layer = …>
///        |    | <UITableViewCellContentView: 0x…; frame = (0 0; 287 44); opaque = NO; gestureRecognizers = …>
@Suite struct TableViewCellScrollViewTests {
    let kept = TableTestObjects()

    @Test func iOS7CellsHaveAScrollViewBetweenCellAndContentView() throws {
        let world = Simulation(profile: .iOS7)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        kept.objects.append(world)
        kept.objects.append(window)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let host = try #require(cell.contentView.superview)
        #expect(host.superview === cell && cell.subviews.count == 1)
        #expect(cell.contentView.next === host && host.next === cell)
        #expect(withoutAddresses(host.description) == "<TableViewCellScrollView: 0x…; frame = (0 0; 320 44); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}>")
        // It follows the cell's size.
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 90)
        #expect(host.frame == CGRect(x: 0, y: 0, width: 320, height: 90))
    }

    /// `textField.superview.superview.superview` reaches the cell on iOS 7 (content view, scroll view, cell),
    /// and `superview.superview` on iOS 6 and 8+ — the change that broke such code on iOS 7 and again on iOS 8.
    @Test(arguments: [(PlatformProfile.iOS6, 2), (.iOS7, 3), (.iOS8, 2), (.iOS13, 2)])
    func howManyStepsFromAFieldToItsCell(profile: PlatformProfile, steps: Int) {
        let world = Simulation(profile: profile)
        kept.objects.append(world)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        kept.objects.append(window)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let field = TextField(frame: CGRect(x: 10, y: 5, width: 100, height: 30))
        cell.contentView.addSubview(field)
        var view: View? = field
        for _ in 0..<steps { view = view?.superview }
        #expect(view === cell)
    }

    /// A cell made outside any world gets its scroll view when it joins an iOS 7 table.
    @Test func aCellMadeBeforeItsWorldGetsItOnJoining() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(cell.contentView.superview === cell)
        let world = Simulation(profile: .iOS7)
        kept.objects.append(world)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        kept.objects.append(window)
        window.addSubview(cell)
        cell.layoutIfNeeded()
        let host = try #require(cell.contentView.superview)
        #expect(host !== cell && host.superview === cell)
        #expect(cell.subviews.count == 1)
        #expect(host.subviews.count == 2, "the accessory and the content view")
    }
}
