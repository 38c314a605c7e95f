import Foundation

/// `UITextViewDelegate`: a scroll view delegate that also hears about the text. Every method is
/// optional (has a default). Set it through `delegate`, as in UIKit; the text view calls these
/// methods when its delegate conforms to this protocol.
///
/// For a change made by typing (`insertText(_:)`, `deleteBackward()`) the order is UIKit's:
/// `textView(_:shouldChangeTextIn:replacementText:)`, then (if it returned `true` and the text
/// changed) `textViewDidChangeSelection(_:)`, then `textViewDidChange(_:)`. Setting `text` in code
/// calls none of them (UIKit: `textViewDidChange` "is not called in response to programmatically
/// initiated changes"); setting `selectedRange` in code calls `textViewDidChangeSelection(_:)`.
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether typing may replace the characters in `range` (UTF-16) with `text` (empty for a
    /// deletion). Default `true`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (after the selection moved).
    func textViewDidChange(_ textView: TextView)
    /// The selection (or the caret) moved.
    func textViewDidChangeSelection(_ textView: TextView)
    /// Whether editing may begin (asked when an editable text view becomes first responder). Default `true`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end. Default `true`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether a touched link may do its default action (iOS 10; asked by `tapLink(at:)`). Default `true`.
    func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
                  interaction: TextItemInteraction) -> Bool
}

extension TextViewDelegate {
    /// Allows it.
    public func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
                         interaction: TextItemInteraction) -> Bool { true }
    /// Allows every change.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
    /// Allows it.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Allows it.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
}
