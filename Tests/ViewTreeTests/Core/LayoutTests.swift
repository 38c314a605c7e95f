import Foundation
import Testing
import ViewTree

final class CountingLayoutView: View {
    var layouts = 0
    var order: ((Int) -> Void)?
    override func layoutSubviews() {
        layouts += 1
        order?(tag)
        super.layoutSubviews()
    }
}

@Suite struct LayoutTests {
    @Test func layoutIfNeededIsANoOpWhenNothingIsPending() {
        let v = CountingLayoutView(frame: .zero)
        v.layoutIfNeeded()
        #expect(v.layouts == 0)
        v.setNeedsLayout()
        #expect(v.needsLayout)
        v.layoutIfNeeded()
        v.layoutIfNeeded()
        #expect(v.layouts == 1 && !v.needsLayout)
    }

    @Test func startsAtTheHighestAncestorAndGoesTopDown() {
        var order: [Int] = []
        let a = CountingLayoutView(frame: .zero), b = CountingLayoutView(frame: .zero), c = CountingLayoutView(frame: .zero)
        for (v, t) in [(a, 1), (b, 2), (c, 3)] { v.tag = t; v.order = { order.append($0) } }
        a.addSubview(b); b.addSubview(c)
        a.layoutIfNeeded()
        order.removeAll()
        a.setNeedsLayout()
        c.setNeedsLayout()
        c.layoutIfNeeded()
        #expect(order == [1, 3], "from a (the highest pending) down, skipping b which needs nothing")
    }

    @Test func sizeChangeMarksLayoutButMoveDoesNot() {
        let v = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.frame.origin = CGPoint(x: 5, y: 5)
        #expect(!v.needsLayout)
        v.frame.size = CGSize(width: 20, height: 20)
        #expect(v.needsLayout)
    }

    @Test func aLayoutThatKeepsAskingIsStopped() throws {
        final class Restless: View {
            var count = 0
            override func layoutSubviews() { count += 1; setNeedsLayout() }
        }
        let window = Window(frame: .zero)
        let r = Restless(frame: .zero)
        window.addSubview(r)
        r.layoutIfNeeded()
        #expect(r.count == View.maximumLayoutRepeats)
        let d = try #require(window.simulation?.diagnostics.last)
        #expect(d.code == .layoutLoop)
    }
}
