import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `ScrollView.drag(from:to:duration:releaseVelocity:)` as a layer over real touches: the finger goes
/// through `Window.sendEvent(_:)` and the `panGestureRecognizer` drives the scroll, with the results the
/// direct API always gave.
@Suite struct ScrollViewDragAPITests {
    let t = TestWorld()

    final class DelegateLog: ScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) { if events.last != "didScroll" { events.append("didScroll") } }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            events.append("willEndDragging \(velocity.y)")
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging \(decelerate)") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    }

    final class PanLog {
        var states: [String] = []
        var releaseVelocity: CGPoint?
        func handle(_ pan: PanGestureRecognizer) {
            states.append("\(pan.state)")
            if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
        }
    }

    func makeScrollView(in window: Window? = nil) -> ScrollView {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 3000)
        (window ?? t.window).addSubview(scroll)
        return scroll
    }

    /// The touch path and the direct path (a scroll view that left its window keeps its world, and
    /// is dragged with the pan primitives) give the same offsets at every frame and the same delegate
    /// calls: the finger lands behind `start`, so the 10-point threshold costs no travel.
    @Test(arguments: [(CGFloat(400), CGFloat(100), 0.25, CGFloat?.none), (300, 350, 0.4, 0), (100, 460, 0.3, -2500)])
    func theTouchPathMatchesTheDirectPathFrameByFrame(from: CGFloat, to: CGFloat, duration: TimeInterval, release: CGFloat?) {
        let touched = makeScrollView()
        let direct = makeScrollView()
        direct.removeFromSuperview()
        #expect(direct.window == nil && direct.simulation === t.simulation)
        let touchedLog = DelegateLog(), directLog = DelegateLog()
        touched.delegate = touchedLog
        direct.delegate = directLog
        let velocity = release.map { CGPoint(x: 0, y: $0) }
        touched.drag(from: CGPoint(x: 160, y: from), to: CGPoint(x: 160, y: to), duration: duration, releaseVelocity: velocity)
        direct.drag(from: CGPoint(x: 160, y: from), to: CGPoint(x: 160, y: to), duration: duration, releaseVelocity: velocity)
        #expect(touched.isTracking && direct.isTracking)
        for _ in 0..<120 {
            t.run(for: 1.0 / 60)
            #expect(touched.contentOffset == direct.contentOffset)
            #expect(touched.isDragging == direct.isDragging)
        }
        #expect(touchedLog.events == directLog.events)
        #expect(touchedLog.events.first == "willBeginDragging")
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func thePanRecognizerDrivesTheDragAndReportsTheReleaseVelocity() {
        let scroll = makeScrollView()
        let log = PanLog()
        scroll.panGestureRecognizer.addTarget(log, action: PanLog.handle)
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2, releaseVelocity: CGPoint(x: 0, y: -1234))
        t.run(for: 0.5)
        #expect(log.states.first == "began" && log.states.last == "ended")
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == "changed" })
        #expect(log.releaseVelocity == CGPoint(x: 0, y: -1234))
        // Afterwards the recognizer reports real fingers again.
        #expect(scroll.panGestureRecognizer.state == .possible)
    }

    final class Refuser: GestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
    }

    @Test func aDelegateThatRefusesThePanStopsTheDrag() {
        let scroll = makeScrollView()
        let refuser = Refuser()
        scroll.panGestureRecognizer.delegate = refuser
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        t.run(for: 1)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isTracking)
    }

    @Test func theContentUnderTheFingerIsHeldBackThenDropped() {
        let scroll = makeScrollView()
        let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 3000))
        scroll.addSubview(content)
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        t.run(for: 1)
        #expect(content.log.isEmpty)                  // the pan began within the 0.15 s delay
        scroll.delaysContentTouches = false
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        t.run(for: 1)
        #expect(content.log == ["began", "cancelled"]) // delivered at once, cancelled as the pan began
    }

    /// Points are measured from the scroll view's top-left corner on screen, wherever its content is.
    @Test func pointsAreOnTheScrollViewNotInTheContent() {
        let scroll = makeScrollView()
        scroll.contentOffset = CGPoint(x: 0, y: 1000)
        let content = TouchLog(frame: CGRect(x: 0, y: 1000, width: 320, height: 480))
        scroll.addSubview(content)
        scroll.delaysContentTouches = false
        scroll.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), duration: 0.2, releaseVelocity: .zero)
        t.run(for: 1)
        #expect(content.log == ["began", "cancelled"])
        #expect(scroll.contentOffset.y == 1100)
    }

    /// A window never made visible, another view on top, a start outside the scroll view: the finger
    /// is aimed at the scroll view itself (the API names its target), and it scrolls as before.
    @Test func aFingerHitTestingCannotPlaceIsAimedAtTheScrollView() {
        let world = Simulation()
        let hidden = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let scroll = makeScrollView(in: hidden)
        let log = PanLog()
        scroll.panGestureRecognizer.addTarget(log, action: PanLog.handle)
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2, releaseVelocity: .zero)
        world.run(for: 1)
        #expect(scroll.contentOffset.y == 100)
        #expect(log.states.first == "began")
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    @Test func aCoveredScrollViewOrAStartOutsideItIsStillDragged() {
        let covered = makeScrollView()
        let cover = View(frame: t.window.bounds)
        t.window.addSubview(cover)
        covered.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2, releaseVelocity: .zero)
        t.run(for: 1)
        #expect(covered.contentOffset.y == 100)
        cover.removeFromSuperview()
        covered.drag(from: CGPoint(x: 160, y: 900), to: CGPoint(x: 160, y: 800), duration: 0.2, releaseVelocity: .zero)
        t.run(for: 1)
        #expect(covered.contentOffset.y == 200)
        #expect(t.simulation.diagnostics.isEmpty, "\(t.simulation.diagnostics)")
    }

    /// No finger touches a scroll view that is hidden, transparent or not interactive: nothing moves,
    /// and the diagnostic says why.
    @Test func anUntouchableScrollViewIsNotDragged() {
        let holder = View(frame: t.window.bounds)
        t.window.addSubview(holder)
        let scroll = makeScrollView(in: nil)
        holder.addSubview(scroll)
        holder.isUserInteractionEnabled = false
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2)
        t.run(for: 1)
        #expect(scroll.contentOffset.y == 0 && !scroll.isTracking)
        let messages = t.simulation.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("isUserInteractionEnabled == false, so no finger can touch it") == true)
        #expect(t.simulation.diagnostics.first?.code == .invalidValue)
    }

    /// A drag started while another still plays cancels the first finger.
    @Test func aSecondDragCancelsTheFirstFinger() {
        let scroll = makeScrollView()
        let log = PanLog()
        scroll.panGestureRecognizer.addTarget(log, action: PanLog.handle)
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 1)
        t.run(for: 0.5)
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2, releaseVelocity: .zero)
        t.run(for: 1)
        #expect(log.states.contains("cancelled"))
        #expect(log.states.last == "ended")
        // Half of the first drag (150 points), then the whole second one (100 points).
        #expect(abs(scroll.contentOffset.y - 250) < 6, "\(scroll.contentOffset.y)")
    }

    /// The drag's finger and frame timer do not keep the world alive.
    @Test func aWorldDroppedMidDragIsFreed() {
        weak var weakWorld: Simulation?
        weak var weakPan: PanGestureRecognizer?
        do {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            let scroll = makeScrollView(in: window)
            scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 1)
            world.run(for: 0.3)
            #expect(scroll.isDragging)
            weakWorld = world
            weakPan = scroll.panGestureRecognizer
        }
        #expect(weakPan == nil)
        #expect(weakWorld == nil)
    }
}
