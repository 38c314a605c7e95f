import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// Weak references to every view of a tree, taken all at once.
private final class WeakViews {
    private final class Box {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    private var boxes: [Box] = []

    init(_ roots: View...) {
        for root in roots {
            var stack = [root]
            while let v = stack.popLast() {
                boxes.append(Box(v))
                stack.append(contentsOf: v.subviews)
            }
        }
    }

    var count: Int { boxes.count }
    /// Descriptions of the views still alive.
    var alive: [String] { boxes.compactMap { $0.view.map { "\(type(of: $0))" } } }
}

/// A screen with everything that could hold a view: a scroll view (with its indicators) full of
/// views and image views, two categories installed, a flash pending, animations in flight, a drag
/// in progress, an animated scroll, and timers of the test's own.
private func busyScreen(in window: Window) -> (screen: View, scroll: ScrollView) {
    let world = window.simulation!
    world.install(Category("RefuseAlphaZero", on: ImageView.self).setAlpha { _, alpha, callSuper in
        if alpha <= 0 { return }
        callSuper(alpha)
    })
    world.install(Category("IntegralFrames", on: View.self).setFrame { _, frame, callSuper in callSuper(frame.integral) })
    let screen = View(frame: window.bounds)
    screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scroll.contentSize = CGSize(width: 640, height: 4000)
    for i in 0..<60 {
        let row: View = i % 3 == 0 ? ImageView(image: Image(name: "row", size: CGSize(width: 40, height: 40))) : View()
        row.frame = CGRect(x: 0, y: Double(i) * 60, width: 320, height: 58)
        row.tag = i
        scroll.addSubview(row)
    }
    screen.addSubview(scroll)
    window.addSubview(screen)
    scroll.flashScrollIndicators()
    world.run(for: 0.1)
    View.animate(withDuration: 2, animations: {
        for row in scroll.subviews.prefix(10) { row.alpha = 0.5; row.center.x += 30 }
        screen.frame = CGRect(x: 0, y: 0, width: 300, height: 460)
    }, completion: { _ in })
    scroll.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 50), duration: 0.5)
    world.run(for: 0.2)
    #expect(scroll.isDragging && scroll.verticalScrollIndicatorView!.alpha == 1)
    // The test's own timers hold the views weakly, as they should.
    world.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak scroll] _ in scroll?.contentInset.top += 0 }
    world.scheduledTimer(withTimeInterval: 100, repeats: false) { [weak screen] _ in screen?.alpha = 0 }
    return (screen, scroll)
}

@Suite struct LeakTests {
    @Test func aReleasedTreeFreesEveryView() {
        weak var weakWorld: Simulation?
        var refs: WeakViews?
        do {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            let (_, scroll) = busyScreen(in: window)
            scroll.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
            world.run(for: 0.1)
            refs = WeakViews(window)
            weakWorld = world
            #expect(refs!.count > 60 && refs!.alive.count == refs!.count)
        }
        #expect(refs!.alive.isEmpty, "still alive: \(refs!.alive)")
        #expect(weakWorld == nil, "the Simulation leaked")
    }

    @Test func timersAnimationsAndCategoriesDoNotKeepRemovedViewsAlive() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        var refs: WeakViews?
        do {
            let (screen, scroll) = busyScreen(in: window)
            scroll.flashScrollIndicators()  // a hide timer is pending, a fade-in animation running
            #expect(scroll.verticalScrollIndicatorView!.hasRunningAnimations || scroll.verticalScrollIndicatorView!.alpha == 1)
            refs = WeakViews(screen)
            screen.removeFromSuperview()
        }
        #expect(refs!.alive.isEmpty, "freed at once, before the clock runs: still alive \(refs!.alive)")
        world.run(for: 5)
        #expect(refs!.alive.isEmpty)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test func aFlashingScrollViewRemovedFromTheWindowIsFreed() throws {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        weak var weakScroll: ScrollView?
        weak var weakIndicator: View?
        do {
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(scroll)
            scroll.flashScrollIndicators()
            world.run(for: 0.2)
            scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            weakScroll = scroll
            weakIndicator = scroll.verticalScrollIndicatorView
            scroll.removeFromSuperview()
        }
        #expect(weakScroll == nil && weakIndicator == nil)
        world.run(for: 3)
        #expect(weakScroll == nil && weakIndicator == nil)
        try InvariantChecker.check([window])
    }

    @Test func aReleasedSimulationWithLiveTimersIsFreed() {
        weak var weakWorld: Simulation?
        weak var weakTimer: VirtualTimer?
        weak var weakLink: VirtualDisplayLink?
        var refs: WeakViews?
        do {
            let world = Simulation(profile: .iOS8)
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            _ = busyScreen(in: window)
            var fired = 0
            let timer = world.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in fired += 1 }
            world.scheduledTimer(withTimeInterval: 3600, repeats: false) { _ in fired += 1 }
            let link = world.runLoop.displayLink { _ in fired += 1 }
            world.perform { fired += 1 }
            world.run(for: 0.6)
            #expect(fired > 2 && timer.isValid && world.runLoop.pendingEventCount >= 3)
            weakWorld = world
            weakTimer = timer
            weakLink = link
            refs = WeakViews(window)
        }
        #expect(weakWorld == nil, "the Simulation leaked")
        #expect(weakTimer == nil && weakLink == nil)
        #expect(refs!.alive.isEmpty, "still alive: \(refs!.alive)")
    }

    /// Foundation's rule, kept: a scheduled timer is held by its run loop and holds its block, so a
    /// block that captures its own world is a cycle — until `invalidateAll()` (or `invalidate()`).
    @Test func aTimerCapturingItsWorldIsACycleUntilInvalidated() {
        weak var weakWorld: Simulation?
        var keep: VirtualRunLoop?
        do {
            let world = Simulation()
            world.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in _ = world.now }
            weakWorld = world
            keep = world.runLoop
        }
        #expect(weakWorld != nil, "documented: the capturing timer keeps its world")
        keep?.invalidateAll()
        keep = nil
        #expect(weakWorld == nil)
    }
}
