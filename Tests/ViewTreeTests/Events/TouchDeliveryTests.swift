import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A view that logs the touches it receives.
final class TouchLog: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
}

@Suite struct TouchDeliveryTests {
    let t = TestWorld()

    func send(_ touches: [Touch]) { t.window.sendEvent(Event(touches: touches, timestamp: t.now)) }

    @Test func aTouchStaysWithTheViewItBeganInAndReportsLocations() {
        let a = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchLog(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        t.window.addSubview(a)
        t.window.addSubview(b)
        let touch = Touch(at: CGPoint(x: 50, y: 50), in: t.window)
        send([touch])
        t.simulation.run(for: 0.1)
        touch.update(phase: .moved, location: CGPoint(x: 150, y: 60))
        send([touch])
        touch.update(phase: .ended)
        send([touch])
        #expect(touch.view === a)
        #expect(a.log == ["began", "moved", "ended"])
        #expect(b.log.isEmpty)
        #expect(touch.location(in: b) == CGPoint(x: 50, y: 60))
        #expect(touch.previousLocation(in: a) == CGPoint(x: 150, y: 60))
        #expect(touch.timestamp == 0.1)
        #expect(touch.tapCount == 1)
        #expect(touch.phase == .ended)
    }

    @Test(arguments: ["hidden", "alpha", "disabled"])
    func untouchableViewsPassTheTouchToTheViewBehind(_ how: String) {
        let back = TouchLog(frame: t.window.bounds)
        let front = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(back)
        t.window.addSubview(front)
        switch how {
        case "hidden": front.isHidden = true
        case "alpha": front.alpha = 0.009
        default: front.isUserInteractionEnabled = false
        }
        tap(back, at: CGPoint(x: 50, y: 50))
        #expect(front.log.isEmpty)
        #expect(back.log == ["began", "ended"])
    }

    @Test func aViewWithoutMultipleTouchGetsOnlyTheFirstFinger() {
        let view = TouchLog(frame: t.window.bounds)
        t.window.addSubview(view)
        let first = Touch(at: CGPoint(x: 10, y: 10), in: t.window)
        send([first])
        let second = Touch(at: CGPoint(x: 50, y: 50), in: t.window)
        send([second])
        #expect(view.log == ["began"])
        view.isMultipleTouchEnabled = true
        let third = Touch(at: CGPoint(x: 90, y: 90), in: t.window)
        send([third])
        #expect(view.log == ["began", "began"])
    }

    @Test func anExclusiveTouchViewKeepsOtherFingersOut() {
        let exclusive = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchLog(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        t.window.addSubview(exclusive)
        t.window.addSubview(other)
        let first = Touch(at: CGPoint(x: 50, y: 50), in: t.window)
        send([first])
        send([Touch(at: CGPoint(x: 150, y: 50), in: t.window)])
        #expect(exclusive.log == ["began"])
        #expect(other.log.isEmpty)
        // And the other way round: an exclusive view gets nothing while another finger is down.
        first.update(phase: .ended)
        send([first])
        let down = Touch(at: CGPoint(x: 150, y: 50), in: t.window)
        send([down])
        send([Touch(at: CGPoint(x: 50, y: 50), in: t.window)])
        #expect(exclusive.log == ["began", "ended"])
        #expect(other.log == ["began"])
    }

    @Test func aQuickSecondTapHasTapCountTwo() {
        let view = TouchLog(frame: t.window.bounds)
        t.window.addSubview(view)
        var counts: [Int] = []
        for gap in [0, 0.1, 0.5] {
            t.simulation.run(for: gap)
            let touch = Touch(at: CGPoint(x: 20, y: 20), in: t.window)
            send([touch])
            counts.append(touch.tapCount)
            t.simulation.run(for: 0.05)
            touch.update(phase: .ended)
            send([touch])
        }
        #expect(counts == [1, 2, 1])
    }

    @Test func eventsDescribeTheirTouches() {
        let touch = Touch(at: CGPoint(x: 1, y: 2), in: t.window)
        let event = Event(touches: [touch, touch], timestamp: 0.5)
        #expect(event.allTouches?.count == 1)
        #expect(event.type == .touches)
        #expect(event.description == "<Event type = touches; timestamp = 0.5; touches = 1>")
        #expect(event.coalescedTouches(for: touch) == [touch])
        #expect(event.predictedTouches(for: touch) == [])
        #expect(Event(type: .motion, subtype: .motionShake, timestamp: 0).allTouches == nil)
    }

    @Test func aTouchOutsideTheWindowReachesNothing() {
        let view = TouchLog(frame: t.window.bounds)
        t.window.addSubview(view)
        let touch = Touch(at: CGPoint(x: 1000, y: 1000), in: t.window)
        send([touch])
        #expect(touch.view == nil)
        #expect(view.log.isEmpty)
    }

    @Test func nonFiniteMovesAreIgnored() {
        let touch = Touch(at: CGPoint(x: 5, y: 5), in: t.window)
        touch.update(phase: .moved, location: CGPoint(x: CGFloat.nan, y: 1))
        #expect(touch.location(in: nil) == CGPoint(x: 5, y: 5))
    }
}

@Suite struct TouchHostileInputTests {
    final class Reentrant: View {
        var inner: (() -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { inner?() }
    }

    @Test func aReentrantSendEventIsRejected() {
        let t = TestWorld()
        let view = Reentrant(frame: t.window.bounds)
        t.window.addSubview(view)
        // Weak: the view stores the closure, so capturing the window strongly would be a cycle of the
        // test's own making (window → view → closure → window), as in UIKit.
        view.inner = { [weak window = t.window] in
            guard let window else { return }
            window.sendEvent(Event(touches: [Touch(at: .zero, in: window)], timestamp: 0))
        }
        t.window.sendEvent(Event(touches: [Touch(at: CGPoint(x: 10, y: 10), in: t.window)], timestamp: 0))
        #expect(t.simulation.diagnostics.map(\.code) == [.invalidValue])
    }

    @Test func aNonFiniteTouchReachesNothing() {
        let t = TestWorld()
        let view = TouchLog(frame: t.window.bounds)
        t.window.addSubview(view)
        let touch = Touch(at: CGPoint(x: CGFloat.infinity, y: 1), in: t.window)
        t.window.sendEvent(Event(touches: [touch], timestamp: 0))
        #expect(touch.view == nil)
        #expect(view.log.isEmpty)
        #expect(t.simulation.diagnostics.map(\.code) == [.nonFiniteGeometry])
    }

    @Test func aWorldDroppedMidGestureIsReleased() {
        weak var weakWorld: Simulation?
        weak var weakTouch: Touch?
        do {
            let t = TestWorld()
            let view = View(frame: t.window.bounds)
            t.window.addSubview(view)
            view.addGestureRecognizer(LongPressGestureRecognizer())   // its 0.5 s timer is running
            let scroll = ScrollView(frame: t.window.bounds)
            t.window.addSubview(scroll)
            let touch = Touch(at: CGPoint(x: 10, y: 10), in: t.window)
            t.window.sendEvent(Event(touches: [touch], timestamp: 0))
            t.run(for: 0.1)
            weakWorld = t.simulation
            weakTouch = touch
        }
        #expect(weakWorld == nil)
        #expect(weakTouch == nil)
    }
}
