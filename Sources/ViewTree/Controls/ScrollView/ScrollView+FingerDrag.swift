import Foundation

// `drag(from:to:duration:releaseVelocity:)`, the direct drag API, played as a finger: a touch sent
// through `Window.sendEvent(_:)`, so the scroll view's `panGestureRecognizer` drives the scroll — the
// same recognizer, delegate calls, content-touch rules and physics as a test's own touches or the
// `ViewTreeTesting` helpers (one code path).
//
// The movement threshold. UIKit's pan begins only once the finger has moved
// `PanGestureRecognizer.hysteresis` (10) points, and the scroll view measures the scroll from there:
// a real finger's 100-point drag scrolls about 90 points. The drag API promises the content moves by
// `end - start` (it always did), so its finger lands `dragLandingDistance` points *behind* `start`
// and reaches `start` at the first frame: the pan begins exactly at `start`, and from then on the
// finger and the content move as they did before touches existed — the same offsets, frame by frame,
// and `scrollViewWillBeginDragging` at the same first frame. The `ViewTreeTesting` helper
// `drag(_:from:to:duration:)` is a plain finger instead: it lands at `start` and loses the threshold.
//
// Where the finger lands. The finger is hit-tested like any touch, so a view in the content under
// it gets the touch (and has it held back and cancelled as on a device). Where hit testing would not
// reach the scroll view — its window never made visible (`makeKeyAndVisible()`), another view on top,
// a point outside the scroll view (the API always took any fixed coordinate space) — the finger is
// aimed at the scroll view itself: the API names the view it drags, as an XCUITest element's
// `swipeUp()` does. (The `ViewTreeTesting` helpers are the strict fingers: they fail, naming the
// reason.) A scroll view that no finger may touch on purpose — it or an ancestor hidden, at alpha
// below 0.01, or with `isUserInteractionEnabled == false` — is not dragged: nothing is sent and an
// `.invalidValue` diagnostic says why.
//
// Not in a window: UIKit delivers no touch to a view outside a window. The drag API keeps its direct
// path there (the pan primitives `beginPan`/`movePan`/`endPan`, the same physics, no recognizer): a
// scroll view under test without a window still scrolls, as it always did.
extension ScrollView {
    /// How far from `start` the drag API's finger touches down, in window points:
    /// `PanGestureRecognizer.hysteresis` plus half a point, so that reaching `start` crosses the
    /// threshold even on a diagonal (whose length rounds either way). ViewTree's own choice.
    public static let dragLandingDistance: CGFloat = PanGestureRecognizer.hysteresis + 0.5

    /// Drags from `start` to `end` over `duration` seconds of virtual time (one move per display
    /// frame), then lifts the finger at `releaseVelocity` (points per second, finger direction; by
    /// default the drag's own speed), which the pan's `velocity(in:)` then reports.
    ///
    /// `start` and `end` are measured from the scroll view's top-left corner on screen (the content
    /// scrolling under the finger does not move them). In a window, this is a real finger sent
    /// through `Window.sendEvent(_:)` that the `panGestureRecognizer` follows (see the file's notes on
    /// the movement threshold: the content still moves by `end - start`); content touches are held
    /// back and cancelled as for any finger. A drag that starts while another is still playing
    /// cancels the other's finger. In no window, the pan primitives run directly. In a world, the drag
    /// happens as the clock runs; in no world, or with a zero duration, at once.
    ///
    /// A NaN or infinite `start` or `end` is rejected with a `.nonFiniteGeometry` diagnostic, and a
    /// finger that cannot reach the scroll view with an `.invalidValue` one; nothing happens.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, releaseVelocity: CGPoint? = nil) {
        guard rejectsNonFiniteTouch(start, "drag(from:)") == false, rejectsNonFiniteTouch(end, "drag(to:)") == false else { return }
        let d = duration.isFinite && duration > 0 ? duration : 0
        let velocity = releaseVelocity ?? (d > 0 ? CGPoint(x: (end.x - start.x) / d, y: (end.y - start.y) / d) : .zero)
        guard let window, let world = window.simulation else {
            directDrag(from: start, to: end, duration: d, releaseVelocity: velocity)
            return
        }
        endScriptedFinger(.cancelled)
        let o = bounds.origin
        let startW = convert(CGPoint(x: o.x + start.x, y: o.y + start.y), to: window)
        let endW = convert(CGPoint(x: o.x + end.x, y: o.y + end.y), to: window)
        if let reason = untouchableReason(in: window) {
            reject(.invalidValue, "drag(from: \(UIKitFormat.point(start)), to: \(UIKitFormat.point(end)), …): \(reason), so no finger can touch it; nothing was sent and the content does not move")
            return
        }
        let (landing, aimed) = dragLanding(near: startW, towards: endW, in: window)
        let pan = scrollPan
        let finger = Touch(at: landing, in: window, timestamp: world.now)
        pan.scriptedFinger = finger
        pan.scriptedReleaseVelocity = velocity
        if aimed { window.touchDelivery.aim = (finger, self) }
        window.sendEvent(Event(touches: [finger], timestamp: world.now))
        window.touchDelivery.aim = nil
        guard d > 0 else {
            moveScriptedFinger(finger, to: startW)
            moveScriptedFinger(finger, to: endW)
            endScriptedFinger(.ended)
            return
        }
        let began = world.now
        let frame = 1.0 / Double(max(1, world.framesPerSecond))
        // The block holds the touch (which holds its window and recognizers weakly) and the scroll
        // view weakly: no cycle through the world's run loop, which holds the timer.
        pan.scriptedTimer = world.runLoop.scheduledTimer(withTimeInterval: frame, repeats: true) { [weak self] timer in
            guard let self, let world = self.simulation, self.scrollPan.scriptedFinger === finger, finger.isDown,
                  finger.window != nil else { return timer.invalidate() }
            let t = min(1, (world.now - began) / d)
            // The first frame: the finger reaches `start` (the pan begins there), then moves on.
            if finger.phase == .began { self.moveScriptedFinger(finger, to: startW) }
            self.moveScriptedFinger(finger, to: CGPoint(x: startW.x + (endW.x - startW.x) * t, y: startW.y + (endW.y - startW.y) * t))
            if t >= 1 { self.endScriptedFinger(.ended) }
        }
    }

    private func moveScriptedFinger(_ finger: Touch, to point: CGPoint) {
        guard let window = finger.window else { return }
        finger.update(phase: .moved, location: point, timestamp: window.simulation?.now)
        window.sendEvent(Event(touches: [finger], timestamp: finger.timestamp))
    }

    /// Lifts (`.ended`) or cancels the finger the drag API is playing, if any, and stops its timer.
    func endScriptedFinger(_ phase: Touch.Phase) {
        let pan = scrollPan
        pan.scriptedTimer?.invalidate()
        pan.scriptedTimer = nil
        guard let finger = pan.scriptedFinger else { return }
        if finger.isDown, let window = finger.window {
            finger.update(phase: phase, timestamp: window.simulation?.now)
            window.sendEvent(Event(touches: [finger], timestamp: finger.timestamp))
        }
        pan.scriptedFinger = nil
    }

    /// Where the finger touches down: `dragLandingDistance` behind `start` (against the drag), or else
    /// ahead of it or to either side, whichever hit-tests into the scroll view (preferring the view
    /// under `start`). When none does, the point behind `start`, aimed at the scroll view (`true`).
    private func dragLanding(near start: CGPoint, towards end: CGPoint, in window: Window) -> (CGPoint, aimed: Bool) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = hypot(dx, dy)
        let u = length > 0 && length.isFinite ? CGPoint(x: dx / length, y: dy / length) : CGPoint(x: 0, y: -1)
        let l = ScrollView.dragLandingDistance
        let candidates = [CGPoint(x: -u.x, y: -u.y), u, CGPoint(x: -u.y, y: u.x), CGPoint(x: u.y, y: -u.x)]
            .map { CGPoint(x: start.x + $0.x * l, y: start.y + $0.y * l) }
        let atStart = window.hitTest(start, with: nil)
        var reachable: CGPoint?
        for p in candidates {
            guard let hit = window.hitTest(p, with: nil), hit === self || hit.isDescendant(of: self) else { continue }
            if hit === atStart { return (p, false) }
            if reachable == nil { reachable = p }
        }
        if let reachable { return (reachable, false) }
        return (candidates[0], true)
    }

    /// Why no finger may touch the scroll view (it or an ancestor hidden, nearly transparent, or not
    /// interactive; the window's own `isHidden` does not count, see the notes above), or `nil`.
    private func untouchableReason(in window: Window) -> String? {
        var v: View? = self
        while let current = v {
            let whose = current === self ? "the scroll view" : "its ancestor \(current.diagnosticName)"
            if current.isHidden, current !== window { return "\(whose) is hidden" }
            if current.alpha < View.hitTestMinimumAlpha { return "\(whose) has alpha \(UIKitFormat.number(current.alpha)) (below 0.01, so hit testing skips it)" }
            if !current.isUserInteractionEnabled { return "\(whose) has isUserInteractionEnabled == false" }
            v = current.superview
        }
        return nil
    }
}
