import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Issue 15's numbers and rules not covered elsewhere: the multi-tap interval at its edge, pinch
/// velocity, `delaysTouchesEnded` off and on, and each recognizer's documented defaults.
@Suite struct GestureNumbersTests {
    let t = TestWorld()

    func makeView() -> TouchLog {
        let v = TouchLog(frame: CGRect(x: 20, y: 20, width: 280, height: 400))
        t.window.addSubview(v)
        return v
    }

    func fingerTap(at p: CGPoint) {
        let f = Touch(at: p, in: t.window)
        t.window.sendEvent(Event(touches: [f], timestamp: t.now))
        t.run(for: 0.05)
        f.update(phase: .ended)
        t.window.sendEvent(Event(touches: [f], timestamp: t.now))
    }

    /// Two taps whose gap (lift to touch-down) is just inside 0.35 s are a double tap; just outside, not.
    @Test(arguments: [(0.34, true), (0.36, false)])
    func theMultiTapIntervalIsMeasuredFromLiftToTouchDown(gap: TimeInterval, isDoubleTap: Bool) {
        let view = makeView()
        var recognized = 0
        let double = TapGestureRecognizer { _ in recognized += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        fingerTap(at: CGPoint(x: 100, y: 100))
        t.run(for: gap)
        fingerTap(at: CGPoint(x: 100, y: 100))
        t.run(for: 1)
        #expect(recognized == (isDoubleTap ? 1 : 0))
        #expect(TapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps == 0.35)
    }

    /// `velocity` is the scale's rate of change per second (Apple: "the velocity of the pinch in scale
    /// factor per second"): the pinch helper doubles the span in 0.3 s at a constant rate, so every
    /// change reports 1 / 0.3 per second; pinching in to half reports −0.5 / 0.3.
    @Test(arguments: [(CGFloat(2), 1.0 / 0.3), (0.5, -0.5 / 0.3)])
    func pinchVelocityIsScalePerSecond(scale: CGFloat, expected: CGFloat) {
        let view = makeView()
        var velocities: [CGFloat] = []
        let pinchRecognizer = PinchGestureRecognizer { r in
            if r.state == .began || r.state == .changed { velocities.append((r as! PinchGestureRecognizer).velocity) }
        }
        view.addGestureRecognizer(pinchRecognizer)
        #expect(pinchRecognizer.velocity == 0)
        pinch(view, scale: scale)
        #expect(velocities.count >= 10)
        #expect(velocities.allSatisfy { abs($0 - expected) < 1e-6 }, "\(velocities)")
        #expect(pinchRecognizer.velocity == 0)         // reset after the gesture
    }

    /// `delaysTouchesEnded` (default `true`) holds a single tap's end from the view while a double-tap
    /// recognizer could still recognize; `false` lets the end through at once.
    @Test(arguments: [true, false])
    func delaysTouchesEndedHoldsTheEndOnlyWhenSet(delays: Bool) {
        let view = makeView()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = delays
        view.addGestureRecognizer(double)
        tap(view)
        #expect(view.log == (delays ? ["began"] : ["began", "ended"]))
        t.run(for: TapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps + 0.01)
        #expect(view.log == ["began", "ended"])
    }

    /// A recognized double tap cancels both held ends in the view (Apple's `delaysTouchesEnded`: "If
    /// the gesture recognizer subsequently recognizes its gesture, these touch objects are cancelled").
    @Test func aRecognizedDoubleTapCancelsTheHeldEnds() {
        let view = makeView()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        doubleTap(view)
        #expect(view.log == ["began", "began", "cancelled"])
    }

    @Test func recognizerDefaultsAreUIKits() {
        let tapRecognizer = TapGestureRecognizer()
        #expect(tapRecognizer.numberOfTapsRequired == 1 && tapRecognizer.numberOfTouchesRequired == 1)
        #expect(tapRecognizer.cancelsTouchesInView && !tapRecognizer.delaysTouchesBegan && tapRecognizer.delaysTouchesEnded)
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(PanGestureRecognizer.hysteresis == 10)
        let swipeRecognizer = SwipeGestureRecognizer()
        #expect(swipeRecognizer.direction == .right && swipeRecognizer.numberOfTouchesRequired == 1)
        #expect(SwipeGestureRecognizer.minimumPrimaryMovement == 50 && SwipeGestureRecognizer.maximumDuration == 0.5)
        let pinchRecognizer = PinchGestureRecognizer()
        #expect(pinchRecognizer.scale == 1 && pinchRecognizer.velocity == 0)
    }
}
