import Foundation

/// A responder that takes part in the first-responder model with callbacks (text fields and
/// text views): it hears when it became or stopped being its window's first responder.
protocol FirstResponderParticipant: AnyObject {
    /// It became the first responder of its window.
    func didBecomeFirstResponder()
    /// It stopped being the first responder (`handingOff`: another responder is taking over in the
    /// same window, so a keyboard should stay up).
    func didResignFirstResponder(handingOff: Bool)
    /// Whether it shows the keyboard while first responder.
    var showsKeyboard: Bool { get }
}

// The first-responder model: one first responder per window, as UIKit keeps one per UIWindow.
//
// `becomeFirstResponder()` on B while A is first responder: B's `canBecomeFirstResponder` (a text
// field asks its delegate's `textFieldShouldBeginEditing` first), then A's `canResignFirstResponder`
// (`textFieldShouldEndEditing`), then A stops (`textFieldDidEndEditing`), then B starts
// (`textFieldDidBeginEditing`) — UIKit's order. Either refusal leaves everything as it was.
extension Responder {
    /// The window whose first responder this can be: a view's window, or the window of a view controller's
    /// loaded view (a controller can be the first responder, as in UIKit, e.g. to offer its `keyCommands`).
    var responderWindow: Window? {
        if let view = self as? View { return view.window }
        return (self as? ViewController)?.viewIfLoaded?.window
    }

    var isFirstResponderOfItsWindow: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    func performBecomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        // One that left the window since (a plain view or a controller, which nothing resigns on the way out)
        // is the first responder of nothing: it is not asked.
        if let current = window.firstResponderStorage, current.responderWindow !== window {
            window.firstResponderStorage = nil
        }
        if let current = window.firstResponderStorage {
            window.handOffTarget = self
            defer { window.handOffTarget = nil }
            guard current.resignFirstResponder() else { return false }
            // A callback of the one that resigned may have made another responder first (or
            // removed this one from the window): the last request wins only if it still can.
            guard window.firstResponderStorage == nil, responderWindow === window else { return window.firstResponderStorage === self }
        }
        window.firstResponderStorage = self
        (self as? FirstResponderParticipant)?.didBecomeFirstResponder()
        keyInputDidBecomeFirstResponder(in: window)
        return true
    }

    func performResignFirstResponder(force: Bool) -> Bool {
        guard let window = responderWindow, window.firstResponderStorage === self else { return true }
        guard force || canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        let handingOff = window.handOffTarget?.showsKeyboardAsFirstResponder ?? false
        (self as? FirstResponderParticipant)?.didResignFirstResponder(handingOff: handingOff)
        keyInputDidResignFirstResponder(in: window, handingOff: handingOff)
        return true
    }
}

extension View {
    /// `endEditing(_:)`: makes the first responder of this view's window resign if it is this view or
    /// one of its descendants. With `force`, it resigns even if it refuses
    /// (`textFieldShouldEndEditing` is not asked). Returns whether nothing is being edited below
    /// this view afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let current = window.firstResponderStorage as? View,
              current === self || current.isDescendant(of: self) else { return true }
        return force ? current.performResignFirstResponder(force: true) : current.resignFirstResponder()
    }
}

extension Window {
    /// The first responder of this window, if any (UIKit keeps it privately; ViewTree shows it for tests).
    public var firstResponder: Responder? {
        guard let responder = firstResponderStorage, responder.responderWindow === self else { return nil }
        return responder
    }
}
