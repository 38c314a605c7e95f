import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Members that UIKit files use and ViewTree adds for them: Foundation's `IndexPath` with UIKit's `row`
/// and `section`, `UILabel.textAlignment`, `UIBezierPath`, `CALayer.mask`, `CAMediaTiming.timeOffset` and
/// the optional `textLabel` of a header.
@Suite struct PortedMembersTests {
    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }

    @Test func tablesSpeakFoundationsIndexPath() throws {
        let path: Foundation.IndexPath = IndexPath(row: 2, section: 0)
        #expect(path == [0, 2] && path.row == 2 && path.section == 0 && path.item == 2)
        #expect(IndexPath(item: 1, section: 3) < IndexPath(row: 0, section: 4))
        let t = TestWorld()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        t.window.addSubview(table); t.window.layoutIfNeeded()
        #expect(table.cellForRow(at: path)?.textLabel?.text == "row 2")
        // Not two indexes, or an index missing: no such row (UIKit raises), and nothing breaks.
        #expect(table.cellForRow(at: [0, 1, 2]) == nil)
        #expect(IndexPath().row == NSNotFound && IndexPath().section == NSNotFound)
        #expect(table.rectForRow(at: [0]) == .zero)
        #expect(t.simulation.diagnostics.last?.message.contains("rectForRow") == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "row 1")
    }

    @Test func aLabelsAlignmentDefaultsAsItsIOSVersionDid() {
        let modern = TestWorld(profile: .iOS11)
        #expect(Label().textAlignment == .natural)
        _ = modern
        let old = TestWorld(profile: .iOS7)
        let label = Label()
        #expect(label.textAlignment == .left)    // `.natural` only from iOS 9
        label.textAlignment = .center
        #expect(label.textAlignment == .center)
        _ = old
    }

    @Test func bezierPathsKeepTheirShapeAndBounds() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(BezierPath(rect: rect).cgPath == CGPath(rect: rect, transform: nil))
        #expect(BezierPath(ovalIn: rect).bounds == rect)
        let uniform = BezierPath(roundedRect: rect, cornerRadius: 200)   // limited to half the shorter side
        #expect(uniform.cgPath == CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 20, transform: nil))
        let someCorners = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
        #expect(someCorners.bounds == rect)
        #expect(someCorners.currentPoint == CGPoint(x: 18, y: 20))   // closed back at the first point
        let arc = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(arc.bounds.minX - 40) < 1e-9 && abs(arc.bounds.maxX - 60) < 1e-9)
        #expect(abs(arc.bounds.minY - 50) < 1e-9 && abs(arc.bounds.maxY - 60) < 1e-9)   // clockwise is downward
        let free = BezierPath()
        free.move(to: CGPoint(x: 0, y: 0))
        free.addLine(to: CGPoint(x: CGFloat.nan, y: 5))                 // ignored
        free.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: -10))
        #expect(free.bounds == CGRect(x: 0, y: -10, width: 10, height: 10))   // control points count, as CGPath's boundingBox
        #expect(free.currentPoint == CGPoint(x: 10, y: 0))
        #expect(BezierPath().isEmpty && BezierPath().cgPath.boundingBox.isNull)
    }

    @Test func aLayerKeepsItsMaskAndRefusesImpossibleOnes() {
        let t = TestWorld()
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(view)
        let mask = ShapeLayer()
        mask.path = BezierPath(roundedRect: view.bounds, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 20, height: 20)).cgPath
        view.layer.mask = mask
        #expect(view.layer.mask === mask)
        view.layer.mask = view.layer                                     // itself
        let inTree = Layer()
        view.layer.addSublayer(inTree)
        view.layer.mask = inTree                                         // has a superlayer
        #expect(view.layer.mask === mask)
        #expect(t.simulation.diagnostics.filter { $0.message.hasPrefix("mask:") }.count == 2)
        let a = Layer(), b = Layer()
        a.mask = b
        b.mask = a                                                       // a cycle
        #expect(b.mask == nil && a.mask === b)
        view.layer.mask = nil
        #expect(view.layer.mask == nil)
    }

    @Test func timeOffsetShiftsWhereInTheCycleAnAnimationIs() {
        let t = TestWorld()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.repeatCount = .infinity
        fade.timeOffset = 0.25
        view.layer.add(fade, forKey: "fade")
        let start = t.simulation.now
        t.simulation.run(until: start + 0.5)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.75) < 1e-6)
        t.simulation.run(until: start + 0.9)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.15) < 1e-6)   // wrapped into the next cycle
        let bad = BasicAnimation(keyPath: "opacity")
        bad.timeOffset = .nan
        view.layer.add(bad, forKey: "bad")
        #expect(view.layer.animation(forKey: "bad") == nil)
    }

    @Test func aHeadersTextLabelIsOptionalAsInUIKit() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "h")
        #expect(header.text == nil)
        header.textLabel?.text = "Fruit"
        #expect(header.text == "Fruit")
        #expect(header.contentView.subviews.contains { $0 === header.textLabel })
    }
}
