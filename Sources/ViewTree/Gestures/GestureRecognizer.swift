import Foundation

/// A gesture recognizer: ViewTree's `UIGestureRecognizer`. Subclasses (tap, long press, pan, swipe,
/// pinch) decide when their gesture happens; the window delivers touches to them before the view.
open class GestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, Equatable, CustomStringConvertible {
        /// Not recognized yet: the default.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (`recognized` is the same state for discrete gestures).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended

        /// `possible`, `began`, …
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// The current state.
    public internal(set) var state: State = .possible

    /// The view the recognizer is attached to (weak: the view owns its recognizers).
    public internal(set) weak var view: View?

    /// The targets and actions, called in the order they were added.
    var targetActions: [TargetAction] = []

    /// Creates a recognizer with no target.
    public init() {}
}

// Target-action, in the typed Swift form shared with controls (see `Events/TargetAction.swift`).
extension GestureRecognizer {
    /// `addTarget(_:action:)` with a method taking no argument: `addTarget(self, action: Self.refresh)`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetActions.append(.make(target, action))
    }

    /// `addTarget(_:action:)` with a method taking the recognizer: `addTarget(self, action: Self.handlePan)`
    /// where `func handlePan(_ sender: PanGestureRecognizer)`. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        targetActions.append(.make(target, action))
    }

    /// `removeTarget(_:action: nil)`: removes every action of `target` (every action when `nil`).
    /// Swift cannot compare method references, so actions are removed per target.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targetActions.removeAll(); return }
        let id = ObjectIdentifier(target)
        targetActions.removeAll { $0.targetID == id }
    }
}
