import Foundation
import ViewTree

/// Types `text` into `field` as the keyboard would: makes the field first responder first (as a
/// tap on it would; nothing is typed if it refuses), then sends each character (grapheme cluster)
/// as one keystroke through `insertText(_:)`, so the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` sees every keystroke and
/// `.editingChanged` is sent for each one that changed the text. A `"\n"` presses the return key
/// (`textFieldShouldReturn`) instead of typing a line break, and `"\u{8}"` (backspace) deletes.
/// Returns whether the field was editing when the text had been typed.
///
/// ```swift
/// type("alice@example.com", into: emailField)
/// ```
@discardableResult
public func type(_ text: String, into field: TextField) -> Bool {
    guard field.isEditing || field.becomeFirstResponder() else { return false }
    for character in text {
        guard field.isEditing else { return false }
        switch character {
        case "\n": field.pressReturnKey()
        case "\u{8}": field.deleteBackward()
        default: field.insertText(String(character))
        }
    }
    return field.isEditing
}

/// Types `text` into `textView` as the keyboard would: makes it first responder first, then one
/// keystroke per character through `insertText(_:)` (so the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)` sees each); `"\u{8}"` deletes backwards.
/// Returns whether the text view was editing at the end.
@discardableResult
public func type(_ text: String, into textView: TextView) -> Bool {
    guard textView.isEditingText || textView.becomeFirstResponder(), textView.isEditable else { return false }
    for character in text {
        if character == "\u{8}" { textView.deleteBackward() } else { textView.insertText(String(character)) }
    }
    return textView.isEditingText
}
