import Foundation
import Testing
import ViewTree

/// The vectors of the core issue: superview 100×100 → 200×150, subview (10, 10, 30, 30).
@Suite struct AutoresizingTests {
    static let subviewFrame = CGRect(x: 10, y: 10, width: 30, height: 30)

    func resized(_ mask: AutoresizingMask, from frame: CGRect = subviewFrame) -> CGRect {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        return child.frame
    }

    @Test func flexibleWidth() { #expect(resized(.flexibleWidth) == CGRect(x: 10, y: 10, width: 130, height: 30)) }

    @Test func flexibleLeftMargin() { #expect(resized(.flexibleLeftMargin) == CGRect(x: 110, y: 10, width: 30, height: 30)) }

    @Test func flexibleLeftMarginAndWidth() {
        #expect(resized([.flexibleLeftMargin, .flexibleWidth]) == CGRect(x: 35, y: 10, width: 105, height: 30))
    }

    @Test func allSixFlags() {
        let all: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                     .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(resized(all) == CGRect(x: 20, y: 15, width: 60, height: 45))
    }

    @Test func bothMarginsShareProportionally() {
        let f = resized([.flexibleLeftMargin, .flexibleRightMargin])
        #expect(abs(f.origin.x - 24.285714285714285) < 1e-9, "proportional to 10 : 60, not 60")
        #expect(f.width == 30)
    }

    @Test func zeroSizedSubviewSplitsEqually() {
        let f = resized([.flexibleWidth, .flexibleHeight], from: CGRect(x: 10, y: 10, width: 0, height: 0))
        #expect(f == CGRect(x: 10, y: 10, width: 100, height: 50))
        let g = resized([.flexibleLeftMargin, .flexibleWidth], from: CGRect(x: 0, y: 10, width: 0, height: 0))
        #expect(g == CGRect(x: 50, y: 10, width: 50, height: 0), "both zero parts get half")
    }

    @Test func noMaskMeansNoChange() { #expect(resized([]) == Self.subviewFrame) }

    @Test func autoresizesSubviewsFalseStopsIt() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = View(frame: Self.subviewFrame)
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 200, height: 200)
        #expect(child.frame == Self.subviewFrame)
    }

    @Test func resizingGoesThroughTheFrameSetterDepthFirst() {
        final class Logging: View {
            var log: [String] = []
            var sink: ((String) -> Void)?
            override var frame: CGRect {
                get { super.frame }
                set { sink?("\(tag):\(UIKitFormat.rect(newValue))"); super.frame = newValue }
            }
        }
        var log: [String] = []
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        func make(_ tag: Int, _ parent: View) -> Logging {
            let v = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.tag = tag
            v.autoresizingMask = [.flexibleWidth]
            v.sink = { log.append($0) }
            parent.addSubview(v)
            return v
        }
        let a = make(1, root)
        _ = make(11, a)
        _ = make(2, root)
        log.removeAll()
        root.bounds.size = CGSize(width: 150, height: 100)
        #expect(log == ["1:(0 0; 150 100)", "11:(0 0; 150 100)", "2:(0 0; 150 100)"])
        #expect(root.needsLayout && a.needsLayout)
    }

    @Test func boundsOriginChangeDoesNotAutoresize() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Self.subviewFrame)
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.bounds.origin.y = 50
        #expect(child.frame == Self.subviewFrame)
    }

    @Test func autoresizedFrameIsAPureFunction() {
        let f = View.autoresizedFrame(Self.subviewFrame, mask: .flexibleTopMargin,
                                      oldSuperviewSize: CGSize(width: 100, height: 100),
                                      newSuperviewSize: CGSize(width: 100, height: 50))
        #expect(f == CGRect(x: 10, y: -40, width: 30, height: 30))
    }

    /// A frame setter that, during the pass, removes its later siblings (and the subviews of an
    /// earlier one) and drops every reference to them: the pass skips the removed views, resizes
    /// the rest, and the removed views are freed once the pass is over (the pass reads children
    /// without references of their own; the sanitizer runs of CI would catch a read after free).
    @Test func aFrameSetterThatRemovesAndDropsSiblingsDuringThePass() {
        final class Pruning: View {
            var onResize: (() -> Void)?
            override var frame: CGRect {
                get { super.frame }
                set { super.frame = newValue; onResize?(); onResize = nil }
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.autoresizingMask = .flexibleWidth
        root.addSubview(first)
        let firstChild = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        firstChild.autoresizingMask = .flexibleWidth
        first.addSubview(firstChild)
        let pruning = Pruning(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pruning.autoresizingMask = .flexibleWidth
        root.addSubview(pruning)
        weak var dropped: View?
        weak var droppedGrandchild: View?
        do {
            let later = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            later.autoresizingMask = .flexibleWidth
            let grandchild = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            grandchild.autoresizingMask = .flexibleWidth
            later.addSubview(grandchild)
            root.addSubview(later)
            dropped = later
            droppedGrandchild = grandchild
        }
        let last = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        last.autoresizingMask = .flexibleWidth
        root.addSubview(last)
        pruning.onResize = { [weak root] in
            guard let root else { return }
            for view in root.subviews.drop(while: { $0 !== pruning }).dropFirst() { view.removeFromSuperview() }
            firstChild.removeFromSuperview()
            root.addSubview(last)   // back, as the newest subview
        }
        root.frame.size = CGSize(width: 150, height: 100)
        #expect(dropped == nil && droppedGrandchild == nil)
        #expect(root.subviews == [first, pruning, last])
        #expect(first.frame.width == 150 && pruning.frame.width == 150)
        #expect(firstChild.superview == nil && firstChild.frame.width == 150)   // resized before it was removed
        // Removed and added back while the pass ran: still a subview when the pass reaches it, so resized.
        #expect(last.frame.width == 150)
    }
}
