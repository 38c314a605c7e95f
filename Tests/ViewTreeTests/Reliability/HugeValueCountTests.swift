import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing
import ViewTreeInterfaceBuilder

/// Counts computed from hostile but finite geometry (rows of 1e300 pt, an arc of 1e300 radians, an image of 1e300 pt, a
/// label 1e300 pt tall in a `.xib`) used to stop the process converting a huge `CGFloat` to `Int`; each is now bounded
/// (Reliability.md, bugs 55–58).
@Suite struct HugeValueCountTests {
    final class HugeRows: TableViewDataSource, TableViewDelegate {
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat { 1e300 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func aPlainTableOfRowsOf1e300PointsScrolledToItsEndDrawsNoExtraSeparatorsAndDoesNotTrap() throws {
        let t = TestWorld()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let rows = HugeRows()
        table.dataSource = rows
        table.delegate = rows
        t.window.addSubview(table)
        table.reloadData()
        t.window.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - 480)
        t.window.layoutIfNeeded()
        #expect(table.contentSize.height > 5.9e301)
        // Below the last row, lines 1e300 pt apart cannot be told from one another at this offset: none is drawn.
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height + 1e301)
        t.window.layoutIfNeeded()
        #expect(!table.subviews.contains { "\(type(of: $0))" == "_UITableViewCellSeparatorView" })
        try InvariantChecker.check([t.window])
    }

    @Test func aPlainTableStillDrawsExtraSeparatorsBelowOrdinaryRows() {
        let t = TestWorld()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        t.window.addSubview(table)
        table.reloadData()
        t.window.layoutIfNeeded()
        #expect(table.subviews.filter { "\(type(of: $0))" == "_UITableViewCellSeparatorView" }.count == 10, "lines every 44 pt, at 43.5 … 439.5")
    }

    @Test func anArcOf1e300RadiansIsCutToSixteenTurns() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e300)
        var curves = 0
        path.applyWithBlock { if $0.pointee.type == .addCurveToPoint { curves += 1 } }
        #expect(curves == 16 * 4)
        let backwards = CGMutablePath()
        backwards.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -3 * .pi)
        var backwardCurves = 0
        backwards.applyWithBlock { if $0.pointee.type == .addCurveToPoint { backwardCurves += 1 } }
        #expect(backwardCurves == 6, "one and a half turns keep their six quarter-turn curves")
    }

    @Test func anImageOf1e300PointsHasNoBitmap() {
        let image = Image(name: "huge", size: CGSize(width: 1e300, height: 10))
        #expect(image.size.width == 1e300)
        #expect(image.cgImage == nil)
        #expect(Image(name: "small", size: CGSize(width: 30, height: 10)).cgImage?.width == 30)
    }

    @Test func aLabel1e300PointsTallInAXibIsCheckedWithoutTrapping() throws {
        let text = InterfaceBuilderLoadingTests.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <label text="Two\u{20}lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="1e300"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                </constraints>
            </view>
            """)
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        #expect(check.issues.contains { $0.viewID == "tall" })
    }
}
