import Foundation
import Testing
import ViewTree

/// `superview` and `window` are read through the superview's shared link (issue #21): a leaf stores
/// no window of its own, so every move must keep what a whole subtree reads consistent, and a view
/// that outlives its superview or its window must read nil, by construction.
@Suite struct WindowAndSuperviewLinkTests {
    /// Records the window callbacks a view hears.
    final class WindowWatcher: View {
        var log: [String] = []
        override func willMove(toWindow newWindow: Window?) {
            log.append("will \(newWindow.map { "\($0.tag)" } ?? "nil")")
        }
        override func didMoveToWindow() { log.append("did \(window.map { "\($0.tag)" } ?? "nil")") }
    }

    @Test func aDeepSubtreeFollowsItsRootBetweenWindows() {
        let world = Simulation()
        let first = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let second = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        first.tag = 1
        second.tag = 2
        let root = View(frame: .zero), middle = View(frame: .zero), leaf = WindowWatcher(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.window == nil && middle.window == nil)
        first.addSubview(root)
        #expect(root.window === first && middle.window === first && leaf.window === first)
        second.addSubview(root)
        #expect(root.window === second && middle.window === second && leaf.window === second)
        #expect(first.subviews.isEmpty && root.superview === second)
        middle.removeFromSuperview()
        #expect(middle.window == nil && leaf.window == nil && root.window === second)
        first.addSubview(middle)
        #expect(leaf.window === first && leaf.superview === middle)
        #expect(leaf.log == ["will 1", "did 1", "will 2", "did 2", "will nil", "did nil", "will 1", "did 1"])
        withExtendedLifetime(world) {}
    }

    @Test func aNestedWindowIsItsOwnSubtreesWindow() {
        let world = Simulation()
        let outer = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let inner = Window(frame: CGRect(x: 0, y: 0, width: 50, height: 50), simulation: world)
        let a = View(frame: .zero), b = View(frame: .zero)
        inner.addSubview(a)
        a.addSubview(b)
        outer.addSubview(inner)
        #expect(inner.window === inner && a.window === inner && b.window === inner)
        #expect(inner.superview === outer)
        inner.removeFromSuperview()
        #expect(inner.window === inner && b.window === inner && inner.superview == nil)
        withExtendedLifetime(world) {}
    }

    @Test func aViewThatOutlivesItsWindowReadsNoWindowAndMovesOnCleanly() {
        let world = Simulation()
        let kept = WindowWatcher(frame: .zero)
        let grandchild = View(frame: .zero)
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
            let parent = View(frame: .zero)
            window.addSubview(parent)
            parent.addSubview(kept)
            kept.addSubview(grandchild)
            #expect(grandchild.window === window)
        }
        // The hidden window and `parent` are gone; `kept` is held here only.
        #expect(kept.superview == nil && kept.window == nil && grandchild.window == nil)
        #expect(grandchild.superview === kept)
        kept.log.removeAll()
        let next = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        next.tag = 9
        next.addSubview(kept)
        #expect(kept.window === next && grandchild.window === next && kept.superview === next)
        #expect(kept.log == ["will 9", "did 9"], "from no window to the new one, once")
        let other = View(frame: .zero)
        other.addSubview(kept)
        #expect(kept.log == ["will 9", "did 9", "will nil", "did nil"])
        #expect(grandchild.window == nil)
    }

    @Test func aViewThatOutlivesItsSuperviewReadsNoSuperview() {
        let kept = View(frame: .zero)
        do {
            let parent = View(frame: .zero)
            parent.addSubview(kept)
            #expect(kept.superview === parent)
        }
        #expect(kept.superview == nil && kept.window == nil)
        let parent = View(frame: .zero)
        parent.addSubview(kept)
        #expect(kept.superview === parent && parent.subviews == [kept])
        kept.removeFromSuperview()
        #expect(kept.superview == nil && parent.subviews.isEmpty)
    }

    @Test func aDeinitThatReparentsAChildLeavesItConsistent() {
        final class Handing: View {
            let heir: View
            init(heir: View) {
                self.heir = heir
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { nil }
            deinit {
                // The subviews see no superview while this view goes; one is handed on.
                if let first = subviews.first { heir.addSubview(first) }
            }
        }
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let heir = View(frame: .zero)
        window.addSubview(heir)
        let child = View(frame: .zero)
        do {
            let going = Handing(heir: heir)
            going.addSubview(child)
            #expect(child.superview === going)
        }
        #expect(child.superview === heir && child.window === window && heir.subviews == [child])
        // Its slot in the heir survived the old parent's teardown: it can leave the heir again.
        child.removeFromSuperview()
        #expect(child.superview == nil && heir.subviews.isEmpty)
        withExtendedLifetime(world) {}
    }

    @Test func theAutoresizingMaskKeepsUIKitsSixBits() {
        let v = View(frame: .zero)
        v.autoresizingMask = AutoresizingMask(rawValue: 0x7F)
        #expect(v.autoresizingMask.rawValue == 0x3F)
        v.autoresizingMask = AutoresizingMask(rawValue: 1 << 6)
        #expect(v.autoresizingMask.isEmpty)
        v.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        #expect(v.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(View.autoresizingMaskBitCount == 6)
    }

    @Test func touchFlagsAndMaskAreIndependent() {
        let v = View(frame: .zero)
        v.isMultipleTouchEnabled = true
        v.autoresizingMask = .flexibleHeight
        #expect(v.isMultipleTouchEnabled && !v.isExclusiveTouch)
        v.isExclusiveTouch = true
        v.isMultipleTouchEnabled = false
        #expect(!v.isMultipleTouchEnabled && v.isExclusiveTouch && v.autoresizingMask == .flexibleHeight)
    }
}
