import Foundation
import Testing
import ViewTree

/// A view whose `deinit` removes its subviews, as UIKit code sometimes does in `dealloc`.
private final class TidyingView: View {
    deinit { for v in subviews { v.removeFromSuperview() } }
}

/// A window whose `deinit` hands its subviews to another view.
private final class HandingOverWindow: Window {
    weak var heir: View?
    deinit { for v in subviews { heir?.addSubview(v) } }
}

/// A view whose `deinit` hands a view it keeps (a sibling in the same superview) to another view.
private final class HandingOverSiblingView: View {
    var kept: View?
    weak var heir: View?
    deinit { if let kept { heir?.addSubview(kept) } }
}

/// A view that records, in a log it shares with its siblings, when it goes.
private final class LoggingView: View {
    let name: String
    let log: LogBox
    init(_ name: String, log: LogBox) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    deinit { log.entries.append(name) }
}

private final class LogBox { var entries: [String] = [] }

/// The ownership rule of Docs/Architecture.md, tested the way natural test code breaks it: objects
/// released while others still point at them, and closures that capture views.
@Suite struct OwnershipTests {
    // MARK: No read of a released object

    @Test func aDeinitThatRemovesItsSubviewsIsSafe() {
        let world = Simulation()
        weak var child: View?
        do {
            let parent = TidyingView(frame: .zero)
            let c = View(frame: .zero)
            parent.addSubview(c)
            child = c
        }
        #expect(child == nil)
        #expect(world.diagnostics.isEmpty)
    }

    @Test func aDeinitThatMovesItsSubviewsElsewhereLeavesAConsistentTree() throws {
        let world = Simulation()
        let heir = View(frame: .zero)
        weak var moved: View?
        do {
            let window = HandingOverWindow(frame: .zero, simulation: world)
            window.heir = heir
            let c = View(frame: .zero)
            window.addSubview(c)
            moved = c
        }
        let child = try #require(moved, "the heir keeps it")
        #expect(heir.subviews == [child] && child.superview === heir)
        #expect(child.window == nil)
    }

    /// A released view's subviews that something else keeps are let go without touching them
    /// (`View.tearDown`'s first pass); one whose sibling's `deinit` moves it elsewhere in the
    /// middle of the release ends up consistent there, whichever order the locals go in.
    @Test func aSiblingMovedByAnotherSiblingsDeinitDuringReleaseEndsUpConsistent() throws {
        let world = Simulation()
        let heir = View(frame: .zero)
        weak var moved: View?
        weak var gone: View?
        for keepHandingView in [false, true] {
            var kept: HandingOverSiblingView?
            do {
                let parent = View(frame: .zero)
                let sibling = View(frame: .zero)
                let handing = HandingOverSiblingView(frame: .zero)
                handing.kept = sibling
                handing.heir = heir
                parent.addSubview(sibling)
                parent.addSubview(View(frame: .zero))
                parent.addSubview(handing)
                moved = sibling
                gone = parent
                if keepHandingView { kept = handing }
            }
            #expect(gone == nil)
            kept = nil
            let child = try #require(moved, "the heir keeps it")
            #expect(heir.subviews == [child] && child.superview === heir)
            child.removeFromSuperview()
            #expect(heir.subviews.isEmpty && child.superview == nil)
            withExtendedLifetime(kept) {}
        }
        #expect(world.diagnostics.isEmpty)
    }

    /// The subviews that only their superview keeps go with it, last first (as before the first
    /// pass of `View.tearDown` was added), and those kept elsewhere stay, without a superview.
    @Test func releasedSubviewsGoLastFirstAndKeptOnesStay() {
        let world = Simulation()
        let log = LogBox()
        var keptMiddle: View?
        do {
            let parent = View(frame: .zero)
            let grandparent = View(frame: .zero)
            grandparent.addSubview(parent)
            for name in ["a", "b", "c"] { parent.addSubview(LoggingView(name, log: log)) }
            let middle = LoggingView("kept", log: log)
            parent.insertSubview(middle, at: 1)
            keptMiddle = middle
            let deep = LoggingView("deep", log: log)
            parent.subviews[3].addSubview(deep)
        }
        #expect(log.entries == ["c", "deep", "b", "a"])
        #expect(keptMiddle?.superview == nil && keptMiddle?.window == nil)
        let other = View(frame: .zero)
        other.addSubview(keptMiddle!)
        #expect(other.subviews.count == 1 && keptMiddle?.superview === other)
        keptMiddle?.removeFromSuperview()
        keptMiddle = nil
        #expect(log.entries.last == "kept")
        _ = world
    }

    @Test func aRunLoopKeptAfterItsWorldIsGoneStillRuns() {
        let loop = Simulation().runLoop
        loop.run(for: -1)          // bad input: reported to a world that is gone
        loop.run(for: 1)
        #expect(loop.now == 1)
    }

    @Test func aLayoutRequestedBeforeTheWorldWentDoesNotRunOnAFreedWorld() {
        var loop: VirtualRunLoop?
        do {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), simulation: world)
            loop = world.runLoop
            window.setNeedsLayout()
        }
        loop?.run(for: 1)
        #expect(loop?.now == 1)
    }

    @Test func removingACategoryAfterItsWorldIsGoneDoesNothing() {
        var installed: InstalledCategory?
        do {
            let world = Simulation()
            installed = world.install(Category("Late", on: View.self).setAlpha { v, a, callSuper in callSuper(a) })
        }
        #expect(installed?.isInstalled == false)
        installed?.remove()
    }

    // MARK: Nothing natural keeps a world alive

    @Test func aCategoryClosureThatCapturesAViewDoesNotKeepItsWorldAlive() {
        weak var world: Simulation?
        weak var scroll: ScrollView?
        do {
            let w = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: w)
            window.makeKeyAndVisible()
            let s = ScrollView(frame: window.bounds)
            window.addSubview(s)
            w.install(Category("KeepsBar", on: ImageView.self).setAlpha { iv, alpha, callSuper in
                if alpha == 0, s.contentSize.height > s.bounds.height { return }   // captures the scroll view
                callSuper(alpha)
            })
            s.contentSize = CGSize(width: 320, height: 2000)
            s.flashScrollIndicators()
            w.run(for: 3)
            world = w; scroll = s
        }
        #expect(world == nil && scroll == nil)
    }

    @Test func activeConstraintsDoNotKeepTheirViewsOrWorldAlive() {
        weak var world: Simulation?
        weak var removed: View?
        do {
            let w = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: w)
            window.makeKeyAndVisible()
            let v = View(frame: .zero)
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                v.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.layoutIfNeeded()
            #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            do {
                let gone = View(frame: .zero)
                gone.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(gone)
                gone.widthAnchor.constraint(equalToConstant: 10).isActive = true
                window.layoutIfNeeded()
                gone.removeFromSuperview()
                removed = gone
            }
            #expect(removed == nil, "a removed view with an active constraint goes when the test drops it")
            w.run(for: 1)
            world = w
        }
        #expect(world == nil)
    }

    @Test func timersAndCompletionsThatCaptureViewsDoNotKeepTheWorldAlive() {
        weak var world: Simulation?
        do {
            let w = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), simulation: w)
            window.makeKeyAndVisible()
            let v = View(frame: .zero)
            window.addSubview(v)
            w.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in v.alpha = 1 - v.alpha }
            View.animate(withDuration: 10, animations: { v.frame.origin.x = 100 }, completion: { _ in v.alpha = 0 })
            w.run(for: 2)
            world = w
        }
        #expect(world == nil)
    }

    // MARK: Adopting a world or window costs the subtree once

    /// A chain built top down from views that already have subviews (scroll views with their
    /// indicators): each addition checks for a cycle and moves into the window at the cost of the
    /// added subtree, not of the chain above it, so this is linear.
    @Test func aDeepChainOfScrollViewsBuiltTopDownIsLinear() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        var tip: View = window
        for _ in 0..<20_000 {
            let next = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            tip.addSubview(next)
            tip = next
        }
        #expect(tip.window === window)
        #expect(window.subtreeCount == 1 + 20_000 * 3)
        #expect(world.diagnostics.isEmpty)
    }
}
