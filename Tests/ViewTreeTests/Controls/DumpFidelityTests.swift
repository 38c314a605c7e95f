import Foundation
import Testing
import ViewTree
import SeedPorts

/// Rows for the dump tests: `count` rows of `height`, each cell's text its row number.
private final class DumpRows: TableViewDataSource, TableViewDelegate {
    var count: Int
    var height: CGFloat
    var style: TableViewCell.CellStyle = .default
    var headerTitles: [Int: String] = [:]
    init(_ count: Int, height: CGFloat = 44) {
        self.count = count
        self.height = height
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat { height }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: style, reuseIdentifier: "row")
        cell.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
}

/// Each test rebuilds a situation from a real device's `recursiveDescription` (quoted, with where it
/// was published; addresses elided) and checks the fields ViewTree prints (issue 13).
@Suite struct DumpFidelityTests {
    let kept = TableTestObjects()

    fileprivate func table(_ profile: PlatformProfile, size: CGSize, rows: DumpRows, inset: EdgeInsets = .zero,
               offset: CGPoint = .zero, style: TableView.Style = .plain) -> (Simulation, TableView) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(origin: .zero, size: size), simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never   // the dumps' insets are given explicitly
        table.contentInset = inset
        window.addSubview(table)
        kept.objects.append(rows)
        kept.objects.append(window)
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        table.contentOffset = offset
        return (world, table)
    }

    // MARK: Eras and hidden indicators

    /// iOS 7, "[objective-c][ios]表示されている画面のsubview取得" (2014-06-11), an empty plain table
    /// under a navigation bar, its subviews after `viewDidAppear` (UITableViewController flashes):
    ///
    ///     <UITableView: 0x…; frame = (0 0; 320 480); clipsToBounds = YES; opaque = NO; autoresize = W+H; …; contentOffset: {0, -64}>
    ///     <UIImageView: 0x…; frame = (0 412.5; 320 3.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; …>
    ///     <_UITableViewCellSeparatorView: 0x…; frame = (15 43.5; 305 0.5); autoresize = W; …>
    ///     <_UITableViewCellSeparatorView: 0x…; frame = (15 87.5; 305 0.5); autoresize = W; …>
    ///     …
    ///     <UIImageView: 0x…; frame = (316.5 352; 3.5 64); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; …>
    @Test func iOS7EmptyTableUnderANavigationBar() throws {
        let (world, table) = table(.iOS7, size: CGSize(width: 320, height: 480), rows: DumpRows(0),
                                   inset: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0), offset: CGPoint(x: 0, y: -64))
        table.flashScrollIndicators()
        world.run(until: 3)
        let h = try #require(table.horizontalScrollIndicatorView), v = try #require(table.verticalScrollIndicatorView)
        #expect(withoutAddresses(h.description) == "<ImageView: 0x…; frame = (0 412.5; 320 3.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)")
        #expect(withoutAddresses(v.description) == "<ImageView: 0x…; frame = (316.5 352; 3.5 64); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)")
        #expect(table.description.hasSuffix("; contentOffset: {0, -64}>"), "iOS 7 prints no contentSize")
        let separators = table.subviews.filter { String(describing: type(of: $0)) == "_UITableViewCellSeparatorView" }
        #expect(separators.prefix(2).map { withoutAddresses($0.description) } == [
            "<_UITableViewCellSeparatorView: 0x…; frame = (15 43.5; 305 0.5); autoresize = W; layer = <Layer: 0x…>>",
            "<_UITableViewCellSeparatorView: 0x…; frame = (15 87.5; 305 0.5); autoresize = W; layer = <Layer: 0x…>>",
        ])
        // The dump lists 17 (to 747.5) for a 480-pt table; ViewTree draws those in the bounds.
        #expect(separators.map(\.frame.minY) == stride(from: 43.5, through: 395.5, by: 44).map { CGFloat($0) })
    }

    /// iOS 8, "UISearchBar的使用" (lyroger, 2015-10-14), a search results table of one row:
    ///
    ///     <UISearchResultsTableView: 0x…; frame = (0 0; 320 568); …; contentOffset: {0, 0}; contentSize: {320, 44}>
    ///        | <UITableViewCell: 0x…; frame = (0 0; 320 44); text = '搜索第一行'; autoresize = W; …>
    ///        |    | <UITableViewCellContentView: 0x…; frame = (0 0; 320 43.5); gestureRecognizers = …; …>
    ///        |    |    | <UITableViewLabel: 0x…; frame = (15 0; 290 43.5); text = '搜索第一行'; userInteractionEnabled = NO; …>
    ///        |    | <_UITableViewCellSeparatorView: 0x…; frame = (15 43.5; 305 0.5); …>
    ///        | <UIImageView: 0x…; frame = (0 564.5; 320 3.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; …>
    ///        | <UIImageView: 0x…; frame = (316.5 524; 3.5 44); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; …>
    @Test func iOS8OneRowSearchResults() throws {
        let (world, table) = table(.iOS8, size: CGSize(width: 320, height: 568), rows: DumpRows(1))
        table.flashScrollIndicators()
        world.run(until: 3)
        let cell = try #require(table.visibleCells.first)
        cell.text = "搜索第一行"
        cell.layoutIfNeeded()
        #expect(withoutAddresses(cell.recursiveDescription()) == """
            <TableViewCell: 0x…; frame = (0 0; 320 44); text = '搜索第一行'; autoresize = W; layer = <Layer: 0x…>>
               | <TableViewCellContentView: 0x…; frame = (0 0; 320 43.5); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>
               |    | <TableViewLabel: 0x…; frame = (15 0; 290 43.5); text = '搜索第一行'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
               | <_UITableViewCellSeparatorView: 0x…; frame = (15 43.5; 305 0.5); layer = <Layer: 0x…>>

            """)
        #expect(table.description.hasSuffix("; contentOffset: {0, 0}; contentSize: {320, 44}>"))
        #expect(table.horizontalScrollIndicatorView?.frame == CGRect(x: 0, y: 564.5, width: 320, height: 3.5))
        #expect(table.verticalScrollIndicatorView?.frame == CGRect(x: 316.5, y: 524, width: 3.5, height: 44))
        // Cells before iOS 11: top row first, in the table's wrapper view (this excerpt leaves the
        // `UITableViewWrapperView` out; the other iOS 8–10 dumps in TableViewWrapperViewTests show it).
        #expect(cell.superview?.subviews.first === cell && cell.superview?.superview === table)
    }

    /// iOS 9–10 (no adjustedContentInset), ComponentKit docs, "Debugging": a collection view at
    /// offset 315 whose horizontal indicator was never shown (an idle stub) and whose vertical one
    /// was last laid out elsewhere:
    ///
    ///     <UICollectionView: 0x…; frame = (0 0; 320 568); …; contentOffset: {0, 315}; contentSize: {320, 5951}> …
    ///        | <UIImageView: 0x…; frame = (313 565.5; 7 2.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; …>
    ///        | <UIImageView: 0x…; frame = (314.5 413.5; 2.5 47); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; …>
    @Test func iOS10IdleStubAndAStaleVerticalIndicator() throws {
        let scene = ScrollScene(profile: .iOS10, frame: CGRect(x: 0, y: 0, width: 320, height: 568),
                                contentSize: CGSize(width: 320, height: 5951))
        scene.scroll.contentOffset = CGPoint(x: 0, y: 315)
        #expect(withoutAddresses(scene.horizontal.description) == "<ImageView: 0x…; frame = (313 565.5; 7 2.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)")
        #expect(scene.scroll.description.hasSuffix("; contentOffset: {0, 315}; contentSize: {320, 5951}>"))
        // Shown at another offset, then hidden: the frame stays where it was laid out.
        scene.scroll.contentOffset = CGPoint(x: 0, y: 1000)
        scene.scroll.flashScrollIndicators()
        let shown = scene.vertical.frame
        scene.run(3)
        scene.scroll.contentOffset = CGPoint(x: 0, y: 315)
        #expect(scene.vertical.alpha == 0 && scene.vertical.frame == shown, "a hidden indicator keeps its last frame")
        #expect(shown.width == 2.5 && shown.minX == 314.5 && shown.height == 53.5)
    }

    /// iOS 6, bhapca.blogspot.com (2012-10-06), `po [self subviews]` of a 320 × 460 scroll view:
    ///
    ///     <UIImageView: 0x…; frame = (313 453; 7 7); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; …>,
    ///     <UIImageView: 0x…; frame = (313 453; 7 7); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; …>
    @Test func iOS6IdleStubs() {
        let scene = ScrollScene(profile: .iOS6, frame: CGRect(x: 0, y: 0, width: 320, height: 460))
        #expect(withoutAddresses(scene.vertical.description) == "<ImageView: 0x…; frame = (313 453; 7 7); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)")
        #expect(withoutAddresses(scene.horizontal.description) == "<ImageView: 0x…; frame = (313 453; 7 7); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)")
    }

    /// iOS 13+, a SwiftUI list's scroll view (public source comment, 2020s):
    ///
    ///     <_UIScrollViewScrollIndicator: 0x…; frame = (294 431; 3 7); alpha = 0; autoresize = LM; layer = …>
    ///        | <UIView: 0x…; frame = (0 0; 3 7); backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = …>
    ///     <_UIScrollViewScrollIndicator: 0x…; frame = (290 435; 7 3); alpha = 0; autoresize = TM; layer = …>
    @Test func iOS13IdleStubsAndFlags() throws {
        let scene = ScrollScene(profile: .iOS13, frame: CGRect(x: 0, y: 0, width: 300, height: 441))
        let lines = withoutAddresses(scene.scroll.recursiveDescription()).split(separator: "\n").map(String.init)
        // In the dump's order: vertical, then horizontal (`scrollIndicatorsReorderedWhenAdjusted`).
        #expect(lines.suffix(4) == [
            "   | <_UIScrollViewScrollIndicator: 0x…; frame = (294 431; 3 7); alpha = 0; autoresize = LM; layer = <Layer: 0x…>>",
            "   |    | <View: 0x…; frame = (0 0; 3 7); backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = <Layer: 0x…>>",
            "   | <_UIScrollViewScrollIndicator: 0x…; frame = (290 435; 7 3); alpha = 0; autoresize = TM; layer = <Layer: 0x…>>",
            "   |    | <View: 0x…; frame = (0 0; 7 3); backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = <Layer: 0x…>>",
        ])
    }

    /// iOS 13+, "Cycript输出举例": a 315.5 × 54.5 text view whose content fits, laid out:
    ///
    ///     <AAUITextView: 0x…; …; contentOffset: {0, 0}; contentSize: {315.5, 54.5}; adjustedContentInset: {0, 0, 0, 0}>
    ///        | <_UIScrollViewScrollIndicator: 0x…; frame = (3 48.5; 309.5 3); alpha = 0; autoresize = TM; …>
    ///        |    | <UIView: 0x…; frame = (0 0; 309.5 3); …>
    ///        | <_UIScrollViewScrollIndicator: 0x…; frame = (309.5 3; 3 48.5); alpha = 0; autoresize = LM; …>
    @Test func iOS13ContentThatFitsSpansTheTrack() throws {
        let size = CGSize(width: 315.5, height: 54.5)
        // The dump's device is 375 pt wide at 2× (its half-point frames say so).
        var twoX = PlatformProfile.iOS13
        twoX.screenScale = 2
        let scene = ScrollScene(profile: twoX, frame: CGRect(origin: .zero, size: size), contentSize: size)
        scene.scroll.flashScrollIndicators()
        scene.run(3)
        #expect(scene.horizontal.frame == CGRect(x: 3, y: 48.5, width: 309.5, height: 3))
        #expect(scene.vertical.frame == CGRect(x: 309.5, y: 3, width: 3, height: 48.5))
        #expect(scene.horizontal.subviews.first?.frame == CGRect(x: 0, y: 0, width: 309.5, height: 3))
        #expect(scene.scroll.description.hasSuffix("; contentOffset: {0, 0}; contentSize: {315.5, 54.5}; adjustedContentInset: {0, 0, 0, 0}>"))
    }

    /// Item 4, iOS 14+ on a 390-pt iPhone 12 (display corners of 47.33 pt), a full-screen table
    /// below the 47-pt status bar (offset −47), its subviews printed in order (a public Swift
    /// project's comment):
    ///
    ///     <_UIScrollViewScrollIndicator: 0x…; frame = (44.3333 791; 301 3); alpha = 0; autoresize = TM; layer = …>
    @Test func iOS13HorizontalIndicatorClearsTheRoundedCorners() throws {
        let world = Simulation(profile: .iOS13)
        world.screen = Screen(device: .iPhone12)
        let window = Window(frame: world.screen.bounds, simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds)
        table.contentInsetAdjustmentBehavior = .never
        table.contentInset = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
        window.addSubview(table)
        let rows = DumpRows(3, height: 90)
        kept.objects.append(rows)
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: -47)
        table.flashScrollIndicators()
        world.run(until: 3)
        let h = try #require(table.horizontalScrollIndicatorView)
        #expect(abs(h.frame.minX - 133.0 / 3) < 1e-9, "44.3333: 47.33 − 3, on the 3× pixel grid")
        #expect(h.frame.minY == 791 && h.frame.height == 3, "\(h.frame)")
        // The symmetric rule gives 301.333; the dump printed 301 (a third of a point: see Fidelity.md).
        #expect(abs(h.frame.width - 301) <= 1.0 / 3 + 1e-9)
        #expect(withoutAddresses(h.description).hasPrefix("<_UIScrollViewScrollIndicator: 0x…; frame = (44.3333 791; "))
        // A scroll view that does not reach the bottom corners keeps the 3-pt gap.
        let inset = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        inset.contentSize = CGSize(width: 390, height: 300)
        window.addSubview(inset)
        inset.flashScrollIndicators()
        #expect(inset.horizontalScrollIndicatorView?.frame.minX == 3)
    }

    // MARK: Table internals

    /// iOS 11+ (issue 13's dumps): `<UITableViewLabel: …; frame = (16 0; 288 43.5); …>` in a 320-pt
    /// cell; iOS 7 content views are not opaque (raywenderlich.com's iOS 7 cell, 2014:
    /// `<UITableViewCellContentView: …; frame = (0 0; 287 43.5); opaque = NO; …>`). Content views print
    /// their recognizers in every era (`(0 0; 300 54); gestureRecognizers = <NSArray: 0x7486f50>` on
    /// iOS 6, `opaque = NO; gestureRecognizers = …` on iOS 7).
    @Test(arguments: [(PlatformProfile.iOS7, "(15 0; 290 43.5)", "(0 0; 320 43.5); opaque = NO; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>"),
                      (PlatformProfile.iOS11, "(16 0; 288 43.5)", "(0 0; 320 43.5); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>"),
                      (PlatformProfile.iOS13, "(16 0; 288 44)", "(0 0; 320 44); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>")])
    func textLabelAndContentViewPerEra(profile: PlatformProfile, label: String, content: String) throws {
        let (_, table) = table(profile, size: CGSize(width: 320, height: 480), rows: DumpRows(3))
        let cell = try #require(table.visibleCells.first)
        #expect(withoutAddresses(cell.contentView.description).hasSuffix(content))
        #expect(cell.textLabel?.description.contains("frame = \(label)") == true)
    }

    /// iOS 14 (390-pt device), a table's subviews printed in order — the bottom row first:
    ///
    ///     <TestScroll.TestCell: 0x…; baseClass = UITableViewCell; frame = (0 90; 390 90); autoresize = W; …>
    ///     <TestScroll.TestCell: 0x…; baseClass = UITableViewCell; frame = (0 0; 390 90); autoresize = W; …>
    @Test func iOS11AndLaterListTheBottomRowFirst() {
        let (_, table) = table(.iOS13, size: CGSize(width: 390, height: 180), rows: DumpRows(2, height: 90))
        let cells = table.subviews.compactMap { $0 as? TableViewCell }
        #expect(cells.map(\.frame.minY) == [90, 0])
        table.contentOffset = CGPoint(x: 0, y: 0)
        #expect(table.subviews.compactMap { $0 as? TableViewCell }.map(\.frame.minY) == [90, 0])
    }

    @Test func cellStylesHaveTheirLabels() {
        let plain = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil && plain.imageView != nil)
        let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.imageView == nil && value2.detailTextLabel != nil)
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.layoutIfNeeded()
        let title = subtitle.textLabel!.frame, detail = subtitle.detailTextLabel!.frame
        #expect(title.maxY == detail.minY, "the detail sits under the title")
        #expect(title.minY > 0 && detail.maxY < 44, "the pair is centred in the 44-pt cell")
        let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
        value1.textLabel?.text = "Name"
        value1.detailTextLabel?.text = "Value"
        value1.layoutIfNeeded()
        #expect(value1.textLabel!.frame.minX == 16 && value1.detailTextLabel!.frame.maxX == 320 - 16)
        let withImage = TableViewCell(style: .default, reuseIdentifier: nil)
        withImage.imageView?.image = Image(name: "icon", size: CGSize(width: 29, height: 29))
        withImage.text = "Text"
        withImage.layoutIfNeeded()
        #expect(withImage.imageView?.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(withImage.textLabel?.frame.minX == CGFloat(16 + 29 + 16))
    }

    @Test func aTableFooterViewHidesTheExtraSeparatorsAndHeaderViewsMoveTheRows() throws {
        let (_, table) = table(.iOS11, size: CGSize(width: 320, height: 480), rows: DumpRows(2))
        #expect(table.subviews.contains { String(describing: type(of: $0)) == "_UITableViewCellSeparatorView" })
        table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.layoutIfNeeded()
        #expect(!table.subviews.contains { String(describing: type(of: $0)) == "_UITableViewCellSeparatorView" })
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 188, width: 320, height: 20))
        #expect(table.contentSize.height == 208)
    }

    @Test func plainSectionHeadersStickGroupedOnesScroll() throws {
        for style in [TableView.Style.plain, .grouped] {
            let rows = DumpRows(20)
            rows.headerTitles = [0: "Fruit"]
            let (_, table) = table(.iOS11, size: CGSize(width: 320, height: 480), rows: rows, style: style)
            let header = try #require(table.subviews.compactMap { $0 as? TableViewHeaderFooterView }.first)
            #expect(header.text == "Fruit" && header.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
            #expect(withoutAddresses(header.description) == "<TableViewHeaderFooterView: 0x…; frame = (0 0; 320 28); text = 'Fruit'; autoresize = W; layer = <Layer: 0x…>>")
            #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 0)).minY == 28)
            table.contentOffset = CGPoint(x: 0, y: 200)
            let headers = table.subviews.compactMap { $0 as? TableViewHeaderFooterView }
            if style == .plain {
                #expect(headers.first?.frame.minY == 200, "sticky at the top of the bounds")
            } else {
                #expect(headers.isEmpty, "scrolled out with its section's top")
            }
        }
    }

    // MARK: Item 6: a flash when the content no longer overflows

    /// The seed's table (ForScrollView category, tag 836913) kept its bar after a flash over 50 rows;
    /// after `reloadData` with 3 rows (132 pt in a 480-pt table) and a flash, UIKit lays the bar out
    /// for the content (iOS 7–8 dumps of tables that cannot scroll: `(316.5 524; 3.5 44)` for 44 pt
    /// of rows) and hides it after the hold: the category lets alpha 0 through once nothing overflows.
    @Test func aKeptBarFadesWhenTheContentNoLongerOverflows() throws {
        let world = Simulation(profile: .iOS7)
        world.install(forScrollViewCategory())
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds)
        table.tag = noDisableVerticalScrollTag
        window.addSubview(table)
        let rows = DumpRows(50)
        kept.objects.append(rows)
        table.dataSource = rows
        table.reloadData()
        table.flashScrollIndicators()
        world.run(until: 3)
        let bar = try #require(table.verticalScrollIndicatorView)
        #expect(bar.alpha == 1, "kept by the category while 50 rows overflow")
        rows.count = 3
        table.reloadData()
        table.flashScrollIndicators()
        #expect(bar.frame == CGRect(x: 316.5, y: 348, width: 3.5, height: 132), "laid out for 132 pt of rows")
        world.run(until: 3 + 1.5 + 0.34)
        #expect(bar.alpha == 0 && bar.presentation().alpha == 0)
    }
}
