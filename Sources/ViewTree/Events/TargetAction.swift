import Foundation

/// One target and one of its methods, called with the sender: the Swift form of UIKit's
/// target-action (Swift on Linux has no `#selector`). Shared by gesture recognizers and controls.
///
/// The action is an unapplied method reference, so it is type-checked:
///
/// ```
/// pan.addTarget(self, action: Self.handlePan)          // func handlePan(_ sender: PanGestureRecognizer)
/// button.addTarget(self, action: Self.save, for: .touchUpInside)   // func save()
/// ```
///
/// Three shapes are accepted, as UIKit accepts `action`, `action:` and `action:forEvent:`: a method
/// with no argument, one taking the sender (any type the sender can be cast to), and one taking the
/// sender and the event. The target is held weakly, as UIKit holds targets: an entry whose target
/// was released does nothing and is dropped.
struct TargetAction {
    private(set) weak var target: AnyObject?
    /// Which target it was made with (comparable after the target is gone).
    let targetID: ObjectIdentifier
    /// Calls the method; `false` when the target or sender is not of the method's type.
    private let invoke: (AnyObject, AnyObject, Event?) -> Bool

    private init(target: AnyObject, invoke: @escaping (AnyObject, AnyObject, Event?) -> Bool) {
        self.target = target
        self.targetID = ObjectIdentifier(target)
        self.invoke = invoke
    }

    /// `action` with no argument (`- (void)handle`).
    static func make<Target: AnyObject>(_ target: Target, _ action: @escaping (Target) -> () -> Void) -> TargetAction {
        TargetAction(target: target) { t, _, _ in
            guard let t = t as? Target else { return false }
            action(t)()
            return true
        }
    }

    /// `action:` (`- (void)handle:(id)sender`).
    static func make<Target: AnyObject, Sender>(_ target: Target, _ action: @escaping (Target) -> (Sender) -> Void) -> TargetAction {
        TargetAction(target: target) { t, s, _ in
            guard let t = t as? Target, let s = s as? Sender else { return false }
            action(t)(s)
            return true
        }
    }

    /// `action:forEvent:` (`- (void)handle:(id)sender forEvent:(UIEvent *)event`).
    static func make<Target: AnyObject, Sender>(_ target: Target, _ action: @escaping (Target) -> (Sender, Event?) -> Void) -> TargetAction {
        TargetAction(target: target) { t, s, e in
            guard let t = t as? Target, let s = s as? Sender else { return false }
            action(t)(s, e)
            return true
        }
    }

    /// A named `Selector` (`addTarget(target, action: selectorVariable, for:)`), which Linux Swift cannot perform:
    /// delivering it calls `report` with the target and the sender instead, so the user hears why nothing ran.
    static func unperformable(_ target: AnyObject, report: @escaping (AnyObject, AnyObject) -> Void) -> TargetAction {
        TargetAction(target: target) { t, s, _ in
            report(t, s)
            return true
        }
    }

    /// What a target-action pair with a named `Selector` reports when it would have sent its action: the target, the
    /// selector, and the Swift form to write instead (`advice`).
    static func unperformableMessage(_ selector: String, target: String, advice: String) -> String {
        "sent its action to \(target), but the action is the selector \(selector), which Linux Swift cannot perform; " + advice
    }

    /// Whether the target is still alive.
    var isAlive: Bool { target != nil }

    /// Calls the method on the target with `sender`. Returns `.delivered`, `.targetGone` (the
    /// entry can be dropped) or `.senderMismatch` (the method takes a sender of another type).
    func send(from sender: AnyObject, event: Event?) -> Delivery {
        guard let target else { return .targetGone }
        return invoke(target, sender, event) ? .delivered : .senderMismatch
    }

    /// What `send` did.
    enum Delivery: Equatable {
        case delivered
        case targetGone
        case senderMismatch
    }
}
