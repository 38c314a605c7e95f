import Foundation

// Making touches, for drivers that play fingers (the `ViewTreeTesting` helpers, or a test that
// needs a touch sequence of its own). UIKit has no public way to do this; KIF and EarlGrey use
// private API for the same job.
extension Touch {
    /// A new finger at `location` (in `window`'s coordinates), in phase `.began`, at `timestamp`
    /// (the window's world's current time when `nil`). The window sets `view` (hit testing) and
    /// `tapCount` when the touch is sent.
    public convenience init(at location: CGPoint, in window: Window, timestamp: TimeInterval? = nil) {
        self.init(windowLocation: location, window: window, phase: .began,
                  timestamp: timestamp ?? window.simulation?.now ?? 0, tapCount: 1)
    }

    /// `UITouch()`: NSObject's `init()`, which UIKit leaves public: a touch in no window and on no view, at
    /// `.zero`, time 0, phase `.began` and `tapCount` 0 (UIKit's zeroed ivars: `UITouchPhaseBegan` is 0 in
    /// UITouch.h). Unit tests hand it to a recognizer's or a view's `touchesBegan(_:with:)` directly
    /// (UIKit-cross-platform's suite: `var touch = UITouch()`); `location(in: view)` converts from the
    /// screen, as for a touch whose window is gone. Give it a window with `init(at:in:timestamp:)` to send it.
    public convenience init() {
        self.init(windowLocation: .zero, window: nil, phase: .began, timestamp: 0, tapCount: Touch.bareTapCount)
    }

    /// The `tapCount` of a bare `UITouch()`: 0, as the zeroed object UIKit gives (no tap was counted).
    public static let bareTapCount = 0

    /// Moves the finger to `location` (window coordinates; unchanged when `nil`) and sets its phase
    /// and timestamp (the world's current time when `nil`), ready for the next `sendEvent`.
    /// Non-finite locations are ignored (the touch stays where it was).
    public func update(phase: Phase, location: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        previousWindowLocation = windowLocation
        if let location, location.x.isFinite, location.y.isFinite { windowLocation = location }
        storedPhase = phase
        storedTimestamp = timestamp ?? storedWindow?.simulation?.now ?? storedTimestamp
    }
}

extension Touch {
    /// Of several fingers, the topmost-leftmost (window coordinates): the one a list tracks when several land on its
    /// cells in one event (a set has no order, so the choice must not depend on it).
    static func topmostLeftmost(_ touches: some Sequence<Touch>) -> Touch? {
        touches.min { a, b in
            let (p, q) = (a.location(in: nil), b.location(in: nil))
            return p.y != q.y ? p.y < q.y : p.x < q.x
        }
    }
}
