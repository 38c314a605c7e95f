import Foundation

/// `UITextFieldDelegate`. Every method is optional (has a default). Set it through `delegate`
/// (weak, as in UIKit).
///
/// Order when editing begins: `textFieldShouldBeginEditing`, then (after the previous first
/// responder ended), `textFieldDidBeginEditing`, then the `.editingDidBegin` event, then
/// `TextField.textDidBeginEditingNotification`. For a keystroke: `textField(_:shouldChangeCharactersIn:replacementString:)`,
/// then (if allowed) the text changes, `.editingChanged`, `textDidChangeNotification`. When editing
/// ends: `textFieldShouldEndEditing`, `textFieldDidEndEditing`, `.editingDidEnd`,
/// `textDidEndEditingNotification`. The return key: `textFieldShouldReturn`.
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default `true`.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (the field may resign). Default `true`. Not asked by `endEditing(true)`.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// `textFieldDidEndEditing(_:reason:)` (iOS 10): editing ended, and why. UIKit calls it instead of
    /// `textFieldDidEndEditing(_:)` when the delegate implements it; the default calls that one.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// `textFieldDidChangeSelection(_:)` (iOS 13): the caret or the selection moved (after each keystroke that
    /// changed the text, as the caret moves with it).
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether typing may replace the characters in `range` (UTF-16) with `string` (empty for a
    /// deletion). Default `true`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text. Default `true`.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The return key was pressed: return whether the field should do its default (send
    /// `.editingDidEndOnExit` and `.primaryActionTriggered`). Default `true`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Allows it.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Allows it.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does for a delegate that does not implement this one.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// Allows it.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Allows it.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Allows it.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
