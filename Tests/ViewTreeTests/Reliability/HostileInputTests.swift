import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

// Subclasses whose callbacks change the tree while ViewTree is walking it.

/// Removes every sibling when it moves to a window.
private final class SiblingRemover: View {
    override func didMoveToWindow() {
        guard window != nil, let parent = superview else { return }
        for sibling in parent.subviews where sibling !== self { sibling.removeFromSuperview() }
    }
}

/// On its first layouts, removes its first subview and adds a new one; optionally removes its own
/// superview from the window.
private final class RestructuringView: View {
    var layouts = 0
    var removesSuperview = false
    override func layoutSubviews() {
        layouts += 1
        if layouts <= 3 {
            subviews.first?.removeFromSuperview()
            addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        }
        if removesSuperview { superview?.removeFromSuperview() }
    }
}

/// Asks for layout again from inside every layout.
private final class RelayoutForever: View {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        setNeedsLayout()
    }
}

/// Asks its superview for layout from inside every layout; the superview (a `ChildPinger`) asks
/// its subviews for layout from inside its own: a loop across layout passes.
private final class ParentPinger: View {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        superview?.setNeedsLayout()
    }
}

private final class ChildPinger: View {
    override func layoutSubviews() {
        for child in subviews { child.setNeedsLayout() }
    }
}

/// Removes the scroll view from its superview the first time it scrolls.
private final class RemovingDelegate: ScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
        scrollView.removeFromSuperview()
    }
}

/// Each hostile input gets a clear diagnostic (or UIKit's documented behaviour) and leaves every
/// tree consistent: `InvariantChecker.check` runs after each.
@Suite struct HostileInputTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func codes() -> [Diagnostic.Code] { world.diagnostics.map(\.code) }

    // MARK: Geometry

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteGeometryIsRejectedAndTheOldValueKept(bad: CGFloat) throws {
        let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        scroll.contentSize = CGSize(width: 100, height: 500)
        window.addSubview(view)
        window.addSubview(scroll)
        view.frame = CGRect(x: bad, y: 0, width: 10, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: bad)
        view.center = CGPoint(x: 0, y: bad)
        scroll.contentSize = CGSize(width: bad, height: 10)
        scroll.contentOffset = CGPoint(x: bad, y: 0)
        scroll.setContentOffset(CGPoint(x: 0, y: bad), animated: true)
        View.animate(withDuration: 1) { view.frame.size.width = bad }
        #expect(codes() == Array(repeating: .nonFiniteGeometry, count: 7))
        #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(scroll.contentSize == CGSize(width: 100, height: 500) && scroll.contentOffset == .zero)
        #expect(!view.hasRunningAnimations)
        view.alpha = .nan
        #expect(codes().last == .invalidValue && view.alpha == 1)
        view.alpha = bad.isNaN ? 0.5 : bad  // ±∞ is clamped to 0…1, as UIKit clamps opacity
        #expect(view.alpha == (bad.isNaN ? 0.5 : (bad > 0 ? 1 : 0)))
        #expect(View(frame: CGRect(x: bad, y: 0, width: 1, height: 1)).frame == .zero, "initWithFrame: with NaN gives a zero frame")
        world.run(for: 1)
        #expect(world.diagnostics.count == 8, "nothing more while the clock runs")
        try InvariantChecker.check([window])
    }

    @Test(arguments: [1e300, View.maximumCoordinate / 2])
    func hugeFiniteGeometryIsAcceptedAndStaysFinite(huge: CGFloat) throws {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
        parent.addSubview(child)
        window.addSubview(parent)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        window.addSubview(scroll)
        parent.frame = CGRect(x: -huge, y: -huge, width: huge, height: huge)
        scroll.contentSize = CGSize(width: huge, height: huge)
        scroll.setContentOffset(CGPoint(x: huge / 2, y: huge / 2), animated: false)
        scroll.flashScrollIndicators()
        try InvariantChecker.check([window])
        // Back to normal, animated: every presentation value on the way stays finite.
        View.animate(withDuration: 1, animations: {
            parent.frame = CGRect(x: huge, y: huge, width: 100, height: 100)
            child.center = CGPoint(x: -huge, y: huge)
        })
        for _ in 0..<10 {
            world.run(for: 0.1)
            let p = parent.presentation(), c = child.presentation()
            #expect(p.center.isFinitePoint && p.bounds.isFiniteRect && c.center.isFinitePoint && c.bounds.isFiniteRect,
                    "presentation \(p) / \(c)")
            try InvariantChecker.check([window])
        }
        scroll.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 10), duration: 0.3)
        world.run(for: 3)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test func negativeSizesAreStandardizedAsUIKitDoes() throws {
        let view = View(frame: CGRect(x: 10, y: 10, width: -40, height: -20))
        #expect(view.frame == CGRect(x: -30, y: -10, width: 40, height: 20), "initWithFrame: standardizes")
        window.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: -8, height: 6)
        #expect(view.frame == CGRect(x: -8, y: 0, width: 8, height: 6))
        view.bounds = CGRect(x: 5, y: 5, width: -3, height: -4)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 3, height: 4), "a negative bounds size is made positive")
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: -500, height: -500)  // UIKit accepts it: nothing to scroll
        scroll.flashScrollIndicators()
        scroll.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 10), duration: 0.2)
        world.run(for: 2)
        #expect(world.diagnostics.isEmpty && scroll.contentOffset.isFinitePoint)
        try InvariantChecker.check([window])
    }

    // MARK: Scroll views

    @Test(arguments: [CGSize(width: 320, height: 1e12), CGSize(width: 1e12, height: 1e12), CGSize(width: 1e12, height: 10)])
    func contentSizesOf1e12KeepIndicatorsFiniteAndInsideTheBounds(contentSize: CGSize) throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        scroll.contentSize = contentSize
        window.addSubview(scroll)
        let maxOffset = scroll.maximumContentOffset
        let offsets = [CGPoint.zero, CGPoint(x: maxOffset.x / 2, y: maxOffset.y / 2), maxOffset,
                       CGPoint(x: maxOffset.x + 100, y: maxOffset.y + 100), CGPoint(x: -100, y: -100),
                       CGPoint(x: 1e13, y: 1e13), CGPoint(x: -1e13, y: -1e13)]
        for offset in offsets {
            scroll.contentOffset = offset
            scroll.flashScrollIndicators()
            for indicator in [scroll.verticalScrollIndicatorView, scroll.horizontalScrollIndicatorView].compactMap({ $0 }) {
                let f = indicator.frame
                #expect(f.isFiniteRect && f.width >= 0 && f.height >= 0)
            }
            try InvariantChecker.check([window])
        }
        // The smallest length over-pulled: the documented compressed minimum (7 pt).
        scroll.contentOffset = CGPoint(x: 0, y: maxOffset.y + 1e6)
        if scroll.canScrollVertically {
            #expect(scroll.verticalScrollIndicatorView!.frame.height == PlatformProfile.iOS7.indicatorCompressedMinimumLength)
        }
        scroll.contentOffset = CGPoint(x: 0, y: maxOffset.y / 3)
        if scroll.canScrollVertically {
            #expect(scroll.verticalScrollIndicatorView!.frame.height == PlatformProfile.iOS7.indicatorMinimumLength,
                    "1e12 of content gives the minimum length, 37 pt")
        }
        scroll.setContentOffset(maxOffset, animated: true)
        world.run(for: 1)
        scroll.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 10, y: 400), duration: 0.2, releaseVelocity: CGPoint(x: -8000, y: 9000))
        world.run(for: 10)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }

    @Test(arguments: PlatformProfile.all)
    func zeroSizedScrollViewsFlashAndDrag(profile: PlatformProfile) throws {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        for contentSize in [CGSize.zero, CGSize(width: 100, height: 100), CGSize(width: 1e12, height: 1e12)] {
            let scroll = ScrollView(frame: .zero)
            scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
            scroll.contentSize = contentSize
            window.addSubview(scroll)
            scroll.flashScrollIndicators()
            scroll.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: -300), duration: 0.3)
            world.run(for: 0.5)
            scroll.beginPan(at: .zero)
            scroll.movePan(to: CGPoint(x: 40, y: 40))
            scroll.endPan(velocity: CGPoint(x: 5000, y: 5000))
            scroll.setContentOffset(CGPoint(x: 10, y: 10), animated: true)
            world.run(for: 5)
            #expect(scroll.contentOffset.isFinitePoint)
            try InvariantChecker.check([window])
        }
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    // MARK: Time

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func animationDurationsOfZeroNegativeOrNaN(duration: Double) throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var completions: [Bool] = []
        View.animate(withDuration: duration, animations: { view.alpha = 0.5; view.center.x = 100 }, completion: { completions.append($0) })
        View.animate(withDuration: 1, delay: duration, options: [], animations: { view.bounds.size.width = 20 },
                     completion: { completions.append($0) })
        let bad = !(duration >= 0 && duration.isFinite)
        #expect(codes() == (bad ? [.animation, .animation] : []), "a NaN, negative or infinite time is reported, and used as 0")
        #expect(view.alpha == 0.5 && view.center.x == 100 && view.presentation().alpha == 0.5, "no animation: the change is immediate")
        #expect(view.presentation().bounds.width == 10 && view.hasRunningAnimations, "the second block runs without a delay")
        world.run(for: 1.1)
        #expect(completions == [true, true], "each completion runs once")
        try InvariantChecker.check([window])
    }

    @Test func timersScheduledInThePastFireOnTheNextTurnAndTimeNeverGoesBack() {
        world.run(for: 10)
        var fired: [(String, Double)] = []
        world.runLoop.scheduledTimer(fireAt: 2, repeats: false) { _ in fired.append(("past", world.now)) }
        world.runLoop.scheduledTimer(fireAt: -1e300, interval: 3, repeats: true) { t in
            fired.append(("repeating", world.now))
            if fired.count > 3 { t.invalidate() }
        }
        world.scheduledTimer(withTimeInterval: -5, repeats: false) { _ in fired.append(("negative", world.now)) }
        world.run(for: 0)
        #expect(fired.map(\.0) == ["past", "repeating", "negative"] && fired.allSatisfy { $0.1 == 10 },
                "overdue timers fire on the next turn, at the current time, in scheduling order")
        world.run(for: 10)
        #expect(world.now == 20 && fired.allSatisfy { $0.1 >= 10 })
        #expect(world.diagnostics.isEmpty, "a date in the past is not an error in Foundation")
    }

    @Test func aMillionTimersScheduleAndFireInOrder() {
        var rng = SplitMix64(seed: 1_000_000)
        var fired = 0
        var last = 0.0
        var outOfOrder = 0
        let loop = world.runLoop
        // One block shared by every timer (a debug build pays dearly for a million closure contexts).
        let block: (VirtualTimer) -> Void = { _ in
            fired += 1
            if loop.now < last { outOfOrder += 1 }
            last = loop.now
        }
        for _ in 0..<1_000_000 {
            loop.scheduledTimer(withTimeInterval: Double(rng.next() % 1_000_000) / 100_000, repeats: false, block: block)
        }
        #expect(world.runLoop.pendingEventCount == 1_000_000)
        world.run(for: 10)
        #expect(fired == 1_000_000 && outOfOrder == 0 && world.runLoop.pendingEventCount == 0)
        #expect(world.diagnostics.isEmpty)
    }

    // MARK: Categories

    @Test func aCategoryThatReentersItsSetterIsStoppedWithADiagnostic() throws {
        // Made before the categories, so that only the calls below go through them.
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = ImageView(frame: .zero)
        world.install(Category("Reentrant", on: ScrollView.self).setAlpha { scrollView, alpha, _ in
            scrollView.alpha = alpha  // calls itself, for ever
        })
        world.install(Category("ReentrantFrame", on: ImageView.self).setFrame { imageView, frame, _ in
            imageView.frame = frame.offsetBy(dx: 1, dy: 0)
        })
        window.addSubview(scroll)
        window.addSubview(image)
        scroll.alpha = 0.5
        #expect(codes() == [.category], "stopped after \(32) levels")
        #expect(scroll.alpha == 0.5, "then the original setter ran")
        image.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(codes() == [.category, .category])
        #expect(image.frame == CGRect(x: 32, y: 0, width: 10, height: 10), "32 re-entries, each moving it by a point")
        View.animate(withDuration: 0.5) { scroll.alpha = 0 }
        #expect(scroll.alpha == 0 && world.diagnostics.count == 3)
        world.run(for: 1)
        try InvariantChecker.check([window])
    }

    // MARK: Callbacks that change the tree being walked

    @Test func didMoveToWindowRemovingSiblings() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var removers: [SiblingRemover] = []
        for i in 0..<5 {
            let plain = View(frame: .zero)
            plain.tag = i
            container.addSubview(plain)
            let remover = SiblingRemover(frame: .zero)
            removers.append(remover)
            container.addSubview(remover)
        }
        window.addSubview(container)  // every remover's didMoveToWindow removes the others
        try InvariantChecker.check([window])
        #expect(container.subviews.count == 1)
        for v in removers where v.superview == nil { #expect(v.window == nil) }
        // And while leaving: a remover re-added to a window elsewhere.
        let other = Window(frame: .zero, simulation: world)
        other.addSubview(container)
        try InvariantChecker.check([window, other])
        #expect(world.diagnostics.isEmpty)
    }

    @Test func layoutSubviewsAddingAndRemovingSubviews() throws {
        let parent = RestructuringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RestructuringView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = RestructuringView(frame: .zero)
        grandchild.removesSuperview = true  // removes `child` from `parent` during the pass
        child.addSubview(grandchild)
        parent.addSubview(View(frame: .zero))
        parent.addSubview(child)
        window.addSubview(parent)
        window.layoutIfNeeded()
        try InvariantChecker.check([window])
        world.run(for: 0.1)
        try InvariantChecker.check([window])
        parent.setNeedsLayout()
        world.run(for: 0.1)
        try InvariantChecker.check([window])
        #expect(parent.layouts >= 2 && parent.subviews.count >= 1)
        #expect(codes().allSatisfy { $0 == .layoutLoop }, "\(world.diagnostics)")
    }

    @Test func aScrollDelegateRemovingTheScrollViewInDidScroll() throws {
        let delegate = RemovingDelegate()
        weak var weakScroll: ScrollView?
        do {
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
            scroll.contentSize = CGSize(width: 100, height: 5000)
            scroll.delegate = delegate
            window.addSubview(scroll)
            weakScroll = scroll
            scroll.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 10), duration: 0.2, releaseVelocity: CGPoint(x: 0, y: -3000))
        }
        world.run(for: 0.1)  // the first move scrolls: the delegate removes it; nothing holds it then
        #expect(delegate.scrolls >= 1)
        #expect(weakScroll == nil || weakScroll?.superview == nil)
        world.run(for: 5)
        try InvariantChecker.check([window])
        // Kept alive by the test, removed mid-deceleration.
        let kept = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        kept.contentSize = CGSize(width: 100, height: 5000)
        window.addSubview(kept)
        kept.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 10), duration: 0.1, releaseVelocity: CGPoint(x: 0, y: -4000))
        world.run(for: 0.2)
        kept.delegate = delegate  // the next scroll of the deceleration removes it
        world.run(for: 5)
        #expect(kept.superview == nil && kept.window == nil && !kept.isDecelerating)
        try InvariantChecker.check([window, kept])
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    @Test func aLayoutThatKeepsRequestingLayoutIsBounded() throws {
        let looping = RelayoutForever(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(looping)
        window.layoutIfNeeded()
        #expect(codes() == [.layoutLoop])
        #expect(looping.layouts == View.maximumLayoutRepeats)
        try InvariantChecker.check([window])
    }

    @Test func aLayoutLoopAcrossPassesIsBounded() throws {
        let pinger = ParentPinger(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = ChildPinger(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(pinger)
        window.addSubview(parent)
        world.run(for: 0)
        #expect(codes() == [.layoutLoop], "one diagnostic for the loop: \(world.diagnostics)")
        #expect(pinger.layouts == Simulation.maximumLayoutPassesPerInstant, "100 passes at one instant, not a million")
        world.run(for: 1)
        #expect(world.now == 1, "the clock is not stuck")
        #expect(codes() == [.layoutLoop], "still one diagnostic while the loop goes on, once per frame")
        #expect(pinger.layouts <= Simulation.maximumLayoutPassesPerInstant * 62)
        // The loop ends: layout settles and a later loop is reported again.
        pinger.removeFromSuperview()
        world.run(for: 0.1)
        parent.addSubview(pinger)
        world.run(for: 0.1)
        #expect(codes() == [.layoutLoop, .layoutLoop])
        pinger.removeFromSuperview()
        world.run(for: 0.1)
        try InvariantChecker.check([window])
    }

    // MARK: Text

    @Test func tenMegabytesOfTextLayOutInFiniteLines() {
        // TextView is being written elsewhere; its text storage will be laid out by TextLayout.
        let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 20) + "\n"
        let text = String(repeating: paragraph, count: 10_000_000 / paragraph.utf8.count + 1)
        #expect(text.utf8.count >= 10_000_000)
        let layout = TextLayout(text: text, font: .systemFont(ofSize: 17), width: 320)
        #expect(layout.utf16Count == text.utf16.count)
        #expect(layout.lines.count > 10_000 && layout.usedSize.height.isFinite && layout.usedSize.width <= 320)
    }
}
