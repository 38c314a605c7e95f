import Foundation

/// An event: ViewTree's `UIEvent`. A touch event carries every touch that is down (or just ended)
/// at its timestamp; hit testing, gesture recognizers and responders receive it.
///
/// `hitTest(_:with:)` and `point(inside:with:)` receive the event being delivered (or `nil` when
/// called directly, as in UIKit).
public final class Event: CustomStringConvertible {
    /// `UIEvent.EventType`.
    public enum EventType: Int, Sendable, Equatable {
        /// Touches on the screen.
        case touches
        /// Motion of the device (a shake).
        case motion
        /// Remote-control events (headphones, Control Center).
        case remoteControl
        /// Physical button presses.
        case presses
    }

    /// `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable, Equatable {
        /// No subtype: every touch event.
        case none
        /// The device was shaken.
        case motionShake
    }

    /// The kind of event.
    public let type: EventType
    /// The subtype (`.none` for touches).
    public let subtype: EventSubtype
    /// The virtual time of the event, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// The touches of the event, in the order they were added (kept for deterministic delivery).
    var orderedTouches: [Touch]

    /// Creates a touch event with the given touches at `timestamp` (for drivers that synthesise
    /// touches; the `ViewTreeTesting` helpers do it for you).
    public init(touches: [Touch], timestamp: TimeInterval) {
        type = .touches
        subtype = .none
        self.timestamp = timestamp
        var seen = Set<ObjectIdentifier>()
        orderedTouches = touches.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// `UIEvent()`: NSObject's `init()`, which UIKit leaves public: a touch event with no touches at
    /// time 0 (its zeroed ivars: `type` raw value 0 is `.touches`, UIEvent.h), the placeholder unit tests pass
    /// to `touchesBegan(_:with:)` (UIKit-cross-platform's suite: `pgr.touchesBegan([touch], with: UIEvent())`).
    /// `allTouches` is the empty set (**ours**: the base `UIEvent` of UIKit answers `nil`).
    public convenience init() {
        self.init(touches: [], timestamp: 0)
    }

    /// Creates an event of another type (no touches).
    public init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        orderedTouches = []
    }

    /// Every touch of the event; `nil` for an event that is not a touch event.
    public var allTouches: Set<Touch>? {
        type == .touches ? Set(orderedTouches) : nil
    }

    /// The touches that began in `window`.
    public func touches(for window: Window) -> Set<Touch>? {
        Set(orderedTouches.filter { $0.storedWindow === window })
    }

    /// The touches whose view is `view`.
    public func touches(for view: View) -> Set<Touch>? {
        Set(orderedTouches.filter { $0.storedView === view })
    }

    /// The touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        Set(orderedTouches.filter { t in t.storedGestureRecognizers.contains { $0 === gestureRecognizer } })
    }

    /// The touches between the previous event and this one (ViewTree has no coalescing: the touch
    /// itself, when it is part of the event).
    public func coalescedTouches(for touch: Touch) -> [Touch]? {
        orderedTouches.contains(touch) ? [touch] : nil
    }

    /// Predicted future touches: none in a simulation.
    public func predictedTouches(for touch: Touch) -> [Touch]? {
        orderedTouches.contains(touch) ? [] : nil
    }

    /// `<Event type = touches; timestamp = 0.5; touches = 1>`.
    public var description: String {
        "<Event type = \(type); timestamp = \(UIKitFormat.number(timestamp)); touches = \(orderedTouches.count)>"
    }
}
