import Foundation
import Testing
import ViewTree

/// Counts the bytes of a description without keeping them.
struct ByteCounter: TextOutputStream {
    var bytes = 0
    var lines = 0
    mutating func write(_ string: String) {
        bytes += string.utf8.count
        lines += 1
    }
}

@Suite(.serialized) struct DeepAndWideTreeTests {
    /// Deep enough that any recursion per level would overflow a test thread's stack; the benchmark
    /// (`swift run -c release ViewTreeBench --only core`) runs the same checks at 1,000,000.
    static let size = 250_000

    @Test func aVeryDeepChain() {
        weak var weakLeaf: View?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            var tip: View = window
            for _ in 0..<Self.size {
                let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                tip.addSubview(v)
                tip = v
            }
            weakLeaf = tip
            window.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            #expect(tip.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
            #expect(tip.window === window)
            var counter = ByteCounter()
            window.writeRecursiveDescription(to: &counter)
            #expect(counter.lines == Self.size + 1)
            window.layoutIfNeeded()
            #expect(window.hitTest(CGPoint(x: 1, y: 1), with: nil) === tip)
            window.subviews[0].removeFromSuperview()
            #expect(tip.window == nil)
        }
        #expect(weakLeaf == nil, "the whole chain was released")
    }

    @Test func aVeryWideParent() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var children: [View] = []
        children.reserveCapacity(Self.size)
        for _ in 0..<Self.size {
            let v = View(frame: .zero)
            v.autoresizingMask = .flexibleWidth
            parent.addSubview(v)
            children.append(v)
        }
        parent.frame.size.width = 300
        #expect(children[Self.size - 1].frame.width == 200)
        var counter = ByteCounter()
        parent.writeRecursiveDescription(to: &counter)
        #expect(counter.lines == Self.size + 1)
        // Removing front to back is the worst case for an array; it must stay linear.
        for v in children { v.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
    }

    @Test func removingFromTheMiddleKeepsOrder() {
        let parent = View(frame: .zero)
        let views = (0..<200).map { i -> View in let v = View(frame: .zero); v.tag = i; parent.addSubview(v); return v }
        for v in views where v.tag % 3 == 0 { v.removeFromSuperview() }
        #expect(parent.subviews.map(\.tag) == (0..<200).filter { $0 % 3 != 0 })
        parent.insertSubview(views[0], at: 1)
        #expect(parent.subviews.prefix(3).map(\.tag) == [1, 0, 2])
        #expect(parent.subviews[1].superview === parent)
    }
}
