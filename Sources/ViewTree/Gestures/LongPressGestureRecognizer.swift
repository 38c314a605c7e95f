import Foundation

/// `UILongPressGestureRecognizer`: fingers held down for `minimumPressDuration` without moving more
/// than `allowableMovement` (continuous: it begins when the time is up, changes as the fingers move,
/// ends when they lift).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's default `minimumPressDuration`, 0.5 s (Apple's documentation; Chameleon's
    /// UILongPressGestureRecognizer init sets the same).
    public static let defaultMinimumPressDuration: TimeInterval = 0.5
    /// UIKit's default `allowableMovement`, 10 points (Apple's documentation; Chameleon agrees).
    public static let defaultAllowableMovement: CGFloat = 10

    /// How long the fingers must be down. Negative or non-finite values are rejected.
    public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration {
        didSet {
            if !minimumPressDuration.isFinite || minimumPressDuration < 0 {
                reject("minimumPressDuration", minimumPressDuration)
                minimumPressDuration = oldValue
            }
        }
    }
    /// How far the fingers may move before the gesture begins. Negative or NaN values are rejected.
    public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement {
        didSet { if !(allowableMovement >= 0) { reject("allowableMovement", allowableMovement); allowableMovement = oldValue } }
    }
    /// Fingers required. Default 1.
    public var numberOfTouchesRequired = 1 {
        didSet { if numberOfTouchesRequired < 1 { reject("numberOfTouchesRequired", numberOfTouchesRequired); numberOfTouchesRequired = oldValue } }
    }
    /// Taps before the press (UIKit's default 0: none; taps before the press are not modelled).
    public var numberOfTapsRequired = 0

    private var start: CGPoint?

    override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        if down.count > numberOfTouchesRequired {
            if isInProgress { state = .ended } else { state = .failed }
            return
        }
        guard down.count == numberOfTouchesRequired, storedState == .possible else { return }
        start = windowCentroid(down)
        invalidateTimers()
        startTimer(after: minimumPressDuration) { recognizer in
            guard recognizer.storedState == .possible else { return }
            recognizer.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let c = windowCentroid(trackedTouches.filter(\.isDown))
        if storedState == .possible {
            if let start, distance(c, start) > allowableMovement { state = .failed }
        } else if isInProgress {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if isInProgress { state = .ended } else { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if isInProgress { state = .cancelled } else { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
