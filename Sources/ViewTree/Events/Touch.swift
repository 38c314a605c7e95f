import Foundation

/// One finger on the screen: ViewTree's `UITouch`.
///
/// A touch is one object for its whole life, from `.began` to `.ended` or `.cancelled`; the window
/// updates it in place as the finger moves, as UIKit does (so a `Set<Touch>` kept between
/// `touchesBegan` and `touchesEnded` still names the same touches). Equality is identity.
///
/// Tests do not usually make touches themselves: the `ViewTreeTesting` helpers (`tap`, `drag`, …)
/// synthesise them and send them through `Window.sendEvent(_:)`. A driver that needs finer control
/// uses `Touch(at:in:timestamp:)` and `Touch.update(phase:location:timestamp:)` (see `Touch+Synthesis.swift`).
public final class Touch: Hashable, CustomStringConvertible {
    /// `UITouch.Phase`: where a touch is in its life.
    public enum Phase: Int, Sendable, Equatable, CaseIterable, CustomStringConvertible {
        /// A finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move since the previous event.
        case stationary
        /// The finger was lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled

        /// `began`, `moved`, …
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// `UITouch.TouchType`: what made the touch. ViewTree synthesises finger touches.
    public enum TouchType: Int, Sendable, Equatable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// Apple Pencil.
        case pencil
    }

    // Where the finger is, in the window's coordinates (as UIKit keeps it), and where it was.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    var storedPhase: Phase
    var storedTimestamp: TimeInterval
    var storedTapCount: Int
    weak var storedView: View?
    weak var storedWindow: Window?
    /// The touch's end was recorded for the next `tapCount`.
    var recordedTap = false
    /// The gesture recognizers this touch is delivered to, fixed when it began (see `Gestures/`).
    /// Weak: a recognizer tracks its touches strongly, so strong references both ways would be a cycle.
    var storedGestureRecognizers: [GestureRecognizer] {
        get { weakGestureRecognizers.compactMap(\.recognizer) }
        set { weakGestureRecognizers = newValue.map { WeakGestureRecognizer(recognizer: $0) } }
    }
    private var weakGestureRecognizers: [WeakGestureRecognizer] = []
    // How the touch reaches its view (see `Events/TouchDelivery.swift`).
    /// `false` for a touch the view does not get (exclusive touch, multiple touch disabled).
    var receivesViewDelivery = true
    /// The touch reaches no recognizer either (blocked by an exclusive-touch view).
    var isIgnored = false
    /// The view got `touchesBegan` for it.
    var deliveredBeganToView = false
    /// A recognizer cancelled it in the view (`cancelsTouchesInView`): the view gets nothing more.
    var cancelledForView = false
    /// `touchesBegan` is held back (`delaysTouchesBegan`).
    var heldBegan = false
    /// The end (ended or cancelled) is held back (`delaysTouchesEnded`, or a held began).
    var heldEnd: Phase?
    /// The view got the end.
    var endDeliveredToView = false
    /// Whether the touch's view heard its end or will never hear more of it (a recognizer cancelled it there). A
    /// touch lifted while a delaying recognizer holds its `touchesBegan` back is not over for its view: its began and
    /// end are still to come (bug 110).
    var isOverForView: Bool { endDeliveredToView || cancelledForView }
    /// The touch was sent in phase `.ended` or `.cancelled`: its sequence is over, and a window refuses it from then on
    /// (`TouchDelivery.deliver`).
    var sequenceEnded = false

    /// Whether the finger is still down.
    var isDown: Bool { storedPhase != .ended && storedPhase != .cancelled }

    /// Where the touch is, in `view`'s coordinates (the window's when `nil`).
    public func location(in view: View?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates (the window's when `nil`).
    public func previousLocation(in view: View?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    /// The phase.
    public var phase: Phase { storedPhase }

    /// The virtual time the touch last changed, in seconds.
    public var timestamp: TimeInterval { storedTimestamp }

    /// How many times the finger tapped at this place in quick succession (1 for a single tap, 2 for
    /// the second tap of a double tap, …); see `Touch.multipleTapInterval`.
    public var tapCount: Int { storedTapCount }

    /// `force`: 0, as on a device without 3D Touch or pressure (ViewTree's fingers press no harder).
    public var force: CGFloat { 0 }
    /// `maximumPossibleForce`: 0, as `force`.
    public var maximumPossibleForce: CGFloat { 0 }

    /// The view the touch began in (the hit-test result); it keeps it when the finger moves out.
    /// `nil` once the view is released.
    public var view: View? { storedView }

    /// The window the touch began in.
    public var window: Window? { storedWindow }

    /// What made the touch: `.direct` (a finger).
    public var type: TouchType { .direct }

    /// The gesture recognizers receiving this touch (those of the hit view and its ancestors, fixed
    /// when the touch began); empty once it ended.
    public var gestureRecognizers: [GestureRecognizer]? { storedGestureRecognizers }

    /// Identity, as an Objective-C object's.
    public static func == (a: Touch, b: Touch) -> Bool { a === b }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `<Touch phase = began; tapCount = 1; location = {x, y}; view = View#3>`, without addresses.
    public var description: String {
        var s = "<Touch phase = \(storedPhase); tapCount = \(storedTapCount); timestamp = \(UIKitFormat.number(storedTimestamp)); "
        s += "location = {\(UIKitFormat.number(windowLocation.x)), \(UIKitFormat.number(windowLocation.y))}"
        if let v = storedView { s += "; view = \(v.diagnosticName)" }
        return s + ">"
    }

    init(windowLocation: CGPoint, window: Window?, phase: Phase, timestamp: TimeInterval, tapCount: Int) {
        self.windowLocation = windowLocation
        self.previousWindowLocation = windowLocation
        self.storedWindow = window
        self.storedPhase = phase
        self.storedTimestamp = timestamp
        self.storedTapCount = tapCount
    }

    private func convertFromWindow(_ p: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return p }
        if let window = storedWindow { return window.convert(p, to: view) }
        return view.convert(p, from: nil)
    }
}
