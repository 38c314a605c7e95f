import Foundation

/// `UISwipeGestureRecognizer`: a quick stroke in one of the permitted directions (discrete).
///
/// It recognizes as soon as the fingers have travelled `minimumPrimaryMovement` points along a
/// permitted direction, within `maximumDuration` of touching down, more along that axis than across
/// it and no more than `maximumSecondaryMovement` across; it fails otherwise.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a direction set.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Left to right (UIKit's raw value 1).
        public static let right = Direction(rawValue: 1 << 0)
        /// Right to left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Bottom to top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Top to bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Travel along the direction needed: 50 points. Source: the swipe recognizer's init in
    /// Apple's BackBoardKit (`BKSwipeGestureRecognizer`: `_minimumPrimaryMovement = 50`,
    /// `_maximumDuration = 0.5`, `_maximumSecondaryMovement = 200`), decompiled; UIKit's own
    /// UISwipeGestureRecognizer has the same private fields.
    public static let minimumPrimaryMovement: CGFloat = 50
    /// Time allowed to reach it: 0.5 s (same source).
    public static let maximumDuration: TimeInterval = 0.5
    /// Travel across the direction allowed: 200 points (same source).
    public static let maximumSecondaryMovement: CGFloat = 200

    /// The permitted directions. Default `.right`, as UIKit's.
    public var direction: Direction = .right
    /// Fingers required. Default 1.
    public var numberOfTouchesRequired = 1 {
        didSet { if numberOfTouchesRequired < 1 { reject("numberOfTouchesRequired", numberOfTouchesRequired); numberOfTouchesRequired = oldValue } }
    }

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        if down.count > numberOfTouchesRequired { state = .failed; return }
        start = windowCentroid(down)
        if down.count == 1 || startTime == 0 { startTime = event.timestamp }
        invalidateTimers()
        startTimer(after: SwipeGestureRecognizer.maximumDuration) { $0.state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        guard storedState == .possible, let start, down.count == numberOfTouchesRequired else { return }
        let c = windowCentroid(down)
        let dx = c.x - start.x, dy = c.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (dir, primary, secondary) in candidates where direction.contains(dir) {
            if primary >= SwipeGestureRecognizer.minimumPrimaryMovement, primary > abs(secondary) {
                state = abs(secondary) <= SwipeGestureRecognizer.maximumSecondaryMovement ? .recognized : .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if storedState == .possible, !trackedTouches.contains(where: \.isDown) { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
        startTime = 0
    }
}
