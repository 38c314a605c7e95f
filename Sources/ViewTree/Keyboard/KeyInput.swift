import Foundation

/// `UIKeyInput`: simple text entry by any responder. A responder that adopts it and becomes first responder
/// brings up the world's keyboard, as UIKit's does ("When instances of this subclass are the first responder,
/// the system keyboard displays", UIKeyInput documentation; UIKeyInput.h: "Responders that implement the
/// UIKeyInput protocol will be driven by the system-provided keyboard, which will be made available whenever a
/// conforming responder becomes first responder"), and the keyboard's keys (`Keyboard.type(_:)`) reach it through
/// `insertText(_:)` and `deleteBackward()`. `TextField` and `TextView` adopt it. `UITextInputTraits`, which
/// `UIKeyInput` refines in UIKit, has only optional members there and is not required here.
public protocol KeyInput: AnyObject {
    /// `hasText`: whether the object has any text.
    var hasText: Bool { get }
    /// `insertText(_:)`: a key typed (the return key types `"\n"`).
    func insertText(_ text: String)
    /// `deleteBackward()`: the delete key (sent also when there is no text, as UIKit sends it: an empty field's
    /// `deleteBackward` override is how apps see the delete key there).
    func deleteBackward()
}

extension TextField: KeyInput {}
extension TextView: KeyInput {}

extension Responder {
    /// Whether this responder shows the keyboard while it is first responder: a text field, an editable text view,
    /// or any other responder that adopts `KeyInput`.
    var showsKeyboardAsFirstResponder: Bool {
        if let participant = self as? FirstResponderParticipant { return participant.showsKeyboard }
        return self is KeyInput
    }

    /// A plain `KeyInput` responder (not a text field or text view, which manage their own keyboard) became first
    /// responder of `window`: the keyboard comes up.
    func keyInputDidBecomeFirstResponder(in window: Window) {
        guard self is KeyInput, !(self is FirstResponderParticipant) else { return }
        window.simulation?.keyboard.show(over: window, for: self)
    }

    /// A plain `KeyInput` responder resigned: the keyboard goes down unless the next first responder takes it.
    func keyInputDidResignFirstResponder(in window: Window, handingOff: Bool) {
        guard self is KeyInput, !(self is FirstResponderParticipant), !handingOff else { return }
        window.simulation?.keyboard.hide()
    }
}

extension Keyboard {
    /// Types `text` on the keyboard, as the user would: each character (grapheme cluster) is one key sent to the
    /// first responder of the keyboard's window, which must adopt `KeyInput`. `"\u{8}"` is the delete key
    /// (`deleteBackward()`); `"\n"` is the return key: a text field's return key (`pressReturnKey()`, which asks
    /// `textFieldShouldReturn`), `insertText("\n")` for any other responder (**ours**: what custom key-input views
    /// test for). Typing stops when a key leaves no key-input first responder (the return key may resign it).
    /// Refused with `.invalidValue`, typing nothing, while the keyboard is hidden or its first responder does not
    /// adopt `KeyInput`. Returns whether every key was typed.
    @discardableResult
    public func type(_ text: String) -> Bool {
        for character in text {
            guard isVisible, let window, let input = window.firstResponder as? KeyInput else {
                world?.report(Diagnostic(code: .invalidValue, subject: "Keyboard",
                                         message: "type: no first responder that adopts KeyInput is showing the keyboard; '\(character)' was not typed"))
                return false
            }
            switch character {
            case "\u{8}": input.deleteBackward()
            case "\n": if let field = input as? TextField { field.pressReturnKey() } else { input.insertText("\n") }
            default: input.insertText(String(character))
            }
        }
        return true
    }
}
