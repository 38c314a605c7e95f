import Foundation

// A text view in the first-responder model: editing sessions, the keyboard, the notifications.
extension TextView {
    /// `UITextView.textDidBeginEditingNotification` (object: the text view), on the world's centre.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextView.textDidEndEditingNotification`.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// `UITextView.textDidChangeNotification`: posted after each keystroke that changed the text, after the
    /// delegate's `textViewDidChange(_:)` (not for text set in code, as UIKit documents for both).
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// Whether the text view is first responder and editable (typing goes here).
    public var isEditingText: Bool { isFirstResponder && isEditable }

    var showsKeyboard: Bool { isEditable }

    func didBecomeFirstResponder() {
        guard isEditable else { return }
        (delegate as? TextViewDelegate)?.textViewDidBeginEditing(self)
        simulation?.notificationCenter.post(name: TextView.textDidBeginEditingNotification, object: self)
        if let window { simulation?.keyboard.show(over: window, for: self) }
    }

    func didResignFirstResponder(handingOff: Bool) {
        guard isEditable else { return }
        (delegate as? TextViewDelegate)?.textViewDidEndEditing(self)
        simulation?.notificationCenter.post(name: TextView.textDidEndEditingNotification, object: self)
        if !handingOff { simulation?.keyboard.hide() }
    }
}
