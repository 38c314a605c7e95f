import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct GestureRecognizerTests {
    let t = TestWorld()

    final class Handler {
        var log: [String] = []
        func handle(_ sender: GestureRecognizer) { log.append("\(sender.state)") }
        func tapped(_ sender: TapGestureRecognizer) { log.append("tap\(sender.numberOfTapsRequired)") }
        func plain() { log.append("plain") }
    }

    func makeView() -> TouchLog {
        let v = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        t.window.addSubview(v)
        return v
    }

    @Test func aTapRecognizesAndCancelsTheViewsTouch() {
        let view = makeView()
        let handler = Handler()
        let tapRecognizer = TapGestureRecognizer(target: handler, action: Handler.tapped)
        tapRecognizer.addTarget(handler, action: Handler.plain)
        view.addGestureRecognizer(tapRecognizer)
        tap(view)
        #expect(handler.log == ["tap1", "plain"])
        #expect(view.log == ["began", "cancelled"])
        #expect(tapRecognizer.state == .possible)   // reset once the finger is up
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeTap() {
        let view = makeView()
        var fired = 0
        let tapRecognizer = TapGestureRecognizer { _ in fired += 1 }
        tapRecognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(tapRecognizer)
        tap(view)
        #expect(fired == 1)
        #expect(view.log == ["began", "ended"])
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let view = makeView()
        let handler = Handler()
        let single = TapGestureRecognizer(target: handler, action: Handler.tapped)
        let double = TapGestureRecognizer(target: handler, action: Handler.tapped)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        tap(view)
        #expect(handler.log.isEmpty)                   // the double tap may still come
        t.simulation.run(for: TapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps + 0.01)
        #expect(handler.log == ["tap1"])

        handler.log.removeAll()
        t.simulation.run(for: 1)
        doubleTap(view)
        t.simulation.run(for: 1)
        #expect(handler.log == ["tap2"])
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilTheDoubleTapFails() {
        let view = makeView()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        tap(view)
        #expect(view.log == ["began"])
        t.simulation.run(for: 0.4)
        #expect(view.log == ["began", "ended"])
    }

    @Test func aTapFailsWhenTheFingerMovesTooFarOrStaysTooLong() {
        let view = makeView()
        var fired = 0
        view.addGestureRecognizer(TapGestureRecognizer { _ in fired += 1 })
        drag(view, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10 + TapGestureRecognizer.allowableMovement + 1, y: 10), duration: 0.1)
        longPress(view, duration: TapGestureRecognizer.maximumTapDuration + 0.05)
        #expect(fired == 0)
        tap(view)
        #expect(fired == 1)
    }

    @Test func twoFingerTapNeedsTwoFingers() {
        let view = makeView()
        var fired = 0
        let two = TapGestureRecognizer { _ in fired += 1 }
        two.numberOfTouchesRequired = 2
        view.addGestureRecognizer(two)
        tap(view)
        #expect(fired == 0)
        let fingers = [Touch(at: CGPoint(x: 50, y: 50), in: t.window), Touch(at: CGPoint(x: 60, y: 50), in: t.window)]
        t.window.sendEvent(Event(touches: fingers, timestamp: t.now))
        for f in fingers { f.update(phase: .ended) }
        t.window.sendEvent(Event(touches: fingers, timestamp: t.now))
        #expect(fired == 1)
    }

    @Test func aLongPressBeginsAfterHalfASecondAndFailsIfTheFingerMoves() {
        let view = makeView()
        let handler = Handler()
        let press = LongPressGestureRecognizer(target: handler, action: Handler.handle)
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)

        let finger = Touch(at: CGPoint(x: 50, y: 50), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.simulation.run(for: 0.49)
        #expect(handler.log.isEmpty)
        t.simulation.run(for: 0.02)
        #expect(handler.log == ["began"])
        #expect(view.log == ["began", "cancelled"])
        finger.update(phase: .moved, location: CGPoint(x: 80, y: 50))
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(handler.log == ["began", "changed", "ended"])

        handler.log.removeAll()
        drag(view, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 61, y: 50), duration: 0.1)
        t.simulation.run(for: 1)
        #expect(handler.log.isEmpty)
    }

    @Test func aPanBeginsAfterTheHysteresisAndReportsTranslationAndVelocity() {
        let view = makeView()
        var states: [GestureRecognizer.State] = []
        var translations: [CGPoint] = []
        let pan = PanGestureRecognizer()
        pan.addAction { recognizer in
            states.append(recognizer.state)
            translations.append((recognizer as? PanGestureRecognizer)?.translation(in: view) ?? .zero)
        }
        view.addGestureRecognizer(pan)
        let finger = Touch(at: CGPoint(x: 50, y: 50), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        for x in [55.0, 59.0, 60.0, 70.0] {
            t.simulation.run(for: 0.1)
            finger.update(phase: .moved, location: CGPoint(x: x, y: 50))
            t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        }
        #expect(states == [.began, .changed])
        #expect(translations == [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)])
        #expect(abs(pan.velocity(in: view).x - 100) < 1e-6)
        pan.setTranslation(.zero, in: view)
        #expect(pan.translation(in: view) == .zero)
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(states.last == .ended)
        // The view follows the finger until the pan begins and cancels its touch.
        #expect(view.log == ["began", "moved", "moved", "cancelled"])
    }

    @Test func aPanRespectsItsMinimumNumberOfTouches() {
        let view = makeView()
        var began = 0
        let pan = PanGestureRecognizer { if $0.state == .began { began += 1 } }
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)
        drag(view, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 150, y: 20))
        #expect(began == 0)
        pinch(view, scale: 2)   // two fingers that move apart: the centroid stays, so no pan either
        #expect(began == 0)
    }

    @Test func swipesRecognizeOnlyInTheirDirection() {
        let view = makeView()
        var fired: [String] = []
        let right = SwipeGestureRecognizer { _ in fired.append("right") }
        let up = SwipeGestureRecognizer { _ in fired.append("up") }
        up.direction = .up
        view.addGestureRecognizer(right)
        view.addGestureRecognizer(up)
        swipe(view, direction: .right)
        swipe(view, direction: .left)
        swipe(view, direction: .up)
        #expect(fired == ["right", "up"])
    }

    @Test func aPinchReportsItsScale() {
        let view = makeView()
        var scales: [CGFloat] = []
        let pinchRecognizer = PinchGestureRecognizer { if $0.state == .ended { scales.append(($0 as? PinchGestureRecognizer)?.scale ?? 0) } }
        view.addGestureRecognizer(pinchRecognizer)
        pinch(view, scale: 2)
        #expect(scales.count == 1)
        #expect(abs((scales.first ?? 0) - 2) < 1e-9)
        #expect(pinchRecognizer.scale == 1)   // reset
    }

    final class Delegate: GestureRecognizerDelegate {
        var allowBegin = true
        var simultaneous = false
        var receive = true
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { allowBegin }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
    }

    @Test func theDelegateDecidesBeginningReceivingAndSharing() {
        let view = makeView()
        var log: [String] = []
        let pan = PanGestureRecognizer { log.append("pan \($0.state)") }
        let press = LongPressGestureRecognizer { log.append("press \($0.state)") }
        press.allowableMovement = 1000
        press.minimumPressDuration = 0.05
        let delegate = Delegate()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)

        // Hold, then drag: the press begins first.
        func holdThenDrag() {
            let finger = Touch(at: CGPoint(x: 20, y: 20), in: t.window)
            t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
            t.simulation.run(for: 0.1)
            finger.update(phase: .moved, location: CGPoint(x: 120, y: 20))
            t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
            finger.update(phase: .ended)
            t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        }
        // Not simultaneous: the long press began first, so the pan cannot begin.
        holdThenDrag()
        #expect(log == ["press began", "press changed", "press ended"])

        log.removeAll()
        delegate.simultaneous = true
        holdThenDrag()
        #expect(log == ["press began", "pan began", "press changed", "pan ended", "press ended"])

        log.removeAll()
        delegate.allowBegin = false
        drag(view, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.3)
        #expect(!log.contains("pan began"))

        log.removeAll()
        delegate.allowBegin = true
        delegate.receive = false
        press.isEnabled = false
        drag(view, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.3)
        #expect(log.isEmpty)
    }

    @Test func delaysTouchesBeganHoldsTheBeganUntilTheRecognizerFails() {
        let view = makeView()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        tap(view)
        // The press failed when the finger lifted: the view gets the touch late, began then ended.
        #expect(view.log == ["began", "ended"])
        view.log.removeAll()
        longPress(view)
        // The press recognized: the held touch never reaches the view.
        #expect(view.log.isEmpty)
    }

    @Test func invalidTransitionsAndValuesAreRejectedWithADiagnostic() {
        let view = makeView()
        let tapRecognizer = TapGestureRecognizer()
        view.addGestureRecognizer(tapRecognizer)
        tapRecognizer.state = .changed
        #expect(tapRecognizer.state == .possible)
        tapRecognizer.numberOfTapsRequired = 0
        #expect(tapRecognizer.numberOfTapsRequired == 1)
        let press = LongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        press.minimumPressDuration = .nan
        #expect(press.minimumPressDuration == 0.5)
        #expect(t.simulation.diagnostics.filter { $0.code == .invalidValue }.count == 3)
    }

    @Test func aRecognizerMovesBetweenViewsAndCanBeRemoved() {
        let a = makeView()
        let b = makeView()
        let r = TapGestureRecognizer()
        a.addGestureRecognizer(r)
        b.addGestureRecognizer(r)
        #expect(r.view === b)
        #expect(a.gestureRecognizers == nil)
        b.removeGestureRecognizer(r)
        #expect(r.view == nil)
        #expect(b.gestureRecognizers == nil)
    }

    @Test func targetsAreHeldWeaklyAndRecognizersDoNotKeepTheWorldAlive() {
        weak var weakWorld: Simulation?
        weak var weakRecognizer: GestureRecognizer?
        weak var weakHandler: Handler?
        do {
            let local = TestWorld()
            let view = View(frame: local.window.bounds)
            local.window.addSubview(view)
            let handler = Handler()
            let r = TapGestureRecognizer(target: handler, action: Handler.tapped)
            r.addAction { [weak view] _ in _ = view }
            view.addGestureRecognizer(r)
            tap(view)
            #expect(handler.log == ["tap1"])
            weakWorld = local.simulation
            weakRecognizer = r
            weakHandler = handler
        }
        #expect(weakHandler == nil)
        #expect(weakWorld == nil)
        #expect(weakRecognizer == nil)
    }

    @Test func aClosureCapturingItsViewDoesNotKeepTheWorldAlive() {
        weak var weakWorld: Simulation?
        do {
            let local = TestWorld()
            let view = View(frame: local.window.bounds)
            local.window.addSubview(view)
            let r = TapGestureRecognizer()
            r.addAction { _ in view.alpha = 0.5 }   // view → recognizer → closure → view: the user's cycle
            view.addGestureRecognizer(r)
            tap(view)
            #expect(view.alpha == 0.5)
            weakWorld = local.simulation
        }
        #expect(weakWorld == nil)
    }
}
