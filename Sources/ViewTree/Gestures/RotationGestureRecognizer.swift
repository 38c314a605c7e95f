import Foundation

/// `UIRotationGestureRecognizer`: two fingers turning (continuous). `rotation` is the angle, in radians, the line
/// between them has turned since the second finger touched down, clockwise positive on screen (UIKit's y axis
/// points down); `velocity` is radians per second over the last movement. It begins on the first movement that
/// turns the line (as ViewTree's pinch begins on the first that changes the distance), ends when a finger
/// lifts, and fails with a third finger before it began.
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation since the gesture began (or since it was set), in radians. Default 0. Non-finite values are
    /// rejected. Setting it re-bases the measure, as apps do with `recognizer.rotation = 0` after applying it.
    public var rotation: CGFloat = 0 {
        didSet {
            if !rotation.isFinite { reject("rotation", rotation); rotation = oldValue; return }
            if let current = currentAngle, !rebasing { startAngle = current - rotation }
        }
    }
    /// The rate of rotation, radians per second.
    public private(set) var velocity: CGFloat = 0

    private var startAngle: CGFloat?
    private var currentAngle: CGFloat?
    private var lastTime: TimeInterval = 0
    private var rebasing = false

    override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let down = twoFingersDown() else { return }
        let a = angle(down[0].windowLocation, down[1].windowLocation)
        startAngle = a
        currentAngle = a
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        guard down.count == 2, let start = startAngle, let previous = currentAngle else { return }
        // Unwrapped: the turn since the last event is taken in (−π, π], so a full turn reads 2π, not 0.
        var a = angle(down[0].windowLocation, down[1].windowLocation)
        while a - previous > .pi { a -= 2 * .pi }
        while a - previous <= -.pi { a += 2 * .pi }
        guard a != previous else { return }
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (a - previous) / dt }
        currentAngle = a
        lastTime = event.timestamp
        rebasing = true
        rotation = a - start
        rebasing = false
        advanceContinuousGesture()
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) { endContinuousGestureOnLift() }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { cancelContinuousGesture() }

    open override func reset() {
        super.reset()
        startAngle = nil
        currentAngle = nil
        velocity = 0
        rebasing = true
        rotation = 0
        rebasing = false
    }

    private func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }
}
