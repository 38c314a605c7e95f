import Foundation

/// `UITapGestureRecognizer`: one or more taps of one or more fingers (discrete).
///
/// The taps must each be lifted within `maximumTapDuration` of touching down, follow each other
/// within `maximumIntervalBetweenSuccessiveTaps`, and stay within `allowableMovement` of where the
/// first began; otherwise the recognizer fails.
open class TapGestureRecognizer: GestureRecognizer {
    /// UIKit's `-[UITapRecognizer init]` sets `_maximumIntervalBetweenSuccessiveTaps = 0.35` (seconds
    /// between one tap's end and the next tap's start). Source: decompiled UIKit (UITapRecognizer.m
    /// init, iOS 16–17), read through the code index.
    public static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
    /// How long a finger may stay down and still tap: 0.75 s, the value UIKit's own continuous tap
    /// recognizer sets beside the default 0.35 s interval (decompiled UIKit; UITapRecognizer's own
    /// default sits in a constant table the decompilation does not show).
    public static let maximumTapDuration: TimeInterval = 0.75
    /// How far (points) the fingers may move during the taps: 45, set in the same place as above.
    public static let allowableMovement: CGFloat = 45

    /// The number of taps to recognize. Default 1. Values below 1 are rejected.
    public var numberOfTapsRequired = 1 {
        didSet { if numberOfTapsRequired < 1 { reject("numberOfTapsRequired", numberOfTapsRequired); numberOfTapsRequired = oldValue } }
    }
    /// The number of fingers per tap. Default 1. Values below 1 are rejected.
    public var numberOfTouchesRequired = 1 {
        didSet { if numberOfTouchesRequired < 1 { reject("numberOfTouchesRequired", numberOfTouchesRequired); numberOfTouchesRequired = oldValue } }
    }

    private var tapsDone = 0
    private var touchesThisTap = 0
    private var maxDownThisTap = 0
    private var startLocation: CGPoint?
    private var tapLocation: CGPoint?

    override var isContinuous: Bool { false }

    /// Where the taps are: the centroid of the fingers of the last tap (window-relative, converted).
    open override func location(in view: View?) -> CGPoint {
        guard let p = tapLocation ?? startLocation else { return super.location(in: view) }
        return convertFromWindow(p, to: view)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        invalidateTimers()
        let down = trackedTouches.filter(\.isDown)
        if down.count > numberOfTouchesRequired { state = .failed; return }
        if touchesThisTap == 0 {
            startTimer(after: TapGestureRecognizer.maximumTapDuration) { $0.state = .failed }
        }
        touchesThisTap += touches.count
        maxDownThisTap = max(maxDownThisTap, down.count)
        let centroid = windowCentroid(down)
        if let start = startLocation {
            if distance(centroid, start) > TapGestureRecognizer.allowableMovement { state = .failed; return }
        } else if down.count == numberOfTouchesRequired {
            startLocation = centroid
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start = startLocation else { return }
        for t in touches where distance(t.windowLocation, t.previousWindowLocation) > 0 {
            if distance(windowCentroid(trackedTouches.filter(\.isDown)), start) > TapGestureRecognizer.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard !trackedTouches.contains(where: \.isDown) else { return }
        invalidateTimers()
        guard maxDownThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapLocation = startLocation
        tapsDone += 1
        touchesThisTap = 0
        maxDownThisTap = 0
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            startTimer(after: TapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) { $0.state = .failed }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsDone = 0
        touchesThisTap = 0
        maxDownThisTap = 0
        startLocation = nil
        tapLocation = nil
    }

    /// UIKit's note on `canPrevent(_:)`: a tap recognizer prevents another tap recognizer only if
    /// that one needs no more taps (Chameleon's UITapGestureRecognizer reads the docs the same way).
    open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? TapGestureRecognizer {
            return tap.numberOfTapsRequired <= numberOfTapsRequired
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    open override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = preventingGestureRecognizer as? TapGestureRecognizer {
            return tap.numberOfTapsRequired >= numberOfTapsRequired
        }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}
