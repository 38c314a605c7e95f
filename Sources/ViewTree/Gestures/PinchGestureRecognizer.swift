import Foundation

/// `UIPinchGestureRecognizer`: two fingers moving apart or together (continuous). `scale` is the
/// distance between them over their distance when the second finger touched down.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale since the gesture began (or since it was set). Default 1. Non-finite or
    /// non-positive values are rejected.
    public var scale: CGFloat = 1 {
        didSet {
            if !(scale > 0) || !scale.isFinite { reject("scale", scale); scale = oldValue; return }
            if let d = currentDistance, d > 0 { startDistance = d / scale }
        }
    }
    /// The rate of change of the scale, per second (the last movement over its time).
    public private(set) var velocity: CGFloat = 0

    private var startDistance: CGFloat?
    private var currentDistance: CGFloat?
    private var lastTime: TimeInterval = 0

    override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let down = twoFingersDown() else { return }
        let d = distance(down[0].windowLocation, down[1].windowLocation)
        startDistance = d
        currentDistance = d
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        guard down.count == 2, let start = startDistance, start > 0 else { return }
        let d = distance(down[0].windowLocation, down[1].windowLocation)
        guard d != currentDistance else { return }
        let newScale = d / start
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (newScale - (currentDistance ?? d) / start) / dt }
        currentDistance = d
        lastTime = event.timestamp
        // Stored directly: the setter re-bases the start distance for users who reset the scale.
        withoutRebase { self.scale = newScale }
        advanceContinuousGesture()
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) { endContinuousGestureOnLift() }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        startDistance = nil
        currentDistance = nil
        velocity = 0
        withoutRebase { self.scale = 1 }
    }

    private func withoutRebase(_ body: () -> Void) {
        let saved = startDistance
        body()
        startDistance = saved
    }
}
