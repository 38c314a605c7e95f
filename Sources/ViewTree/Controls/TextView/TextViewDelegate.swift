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
    /// Whether a touched link may do its default action (iOS 10; asked by `tapLink(at:)`). Default: the iOS 7 form's
    /// answer, as UIKit asks the older method of a delegate that implements only it.
    func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
                  interaction: TextItemInteraction) -> Bool
    /// iOS 7's form, deprecated in iOS 10 (Apple: available iOS 7.0–10.0): asked through the iOS 10 method's default,
    /// so a delegate written before iOS 10 is still asked. Default `true`.
    func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool
    /// Whether a touched text attachment may do its default action (iOS 10; asked by `tapAttachment(at:)`). Default:
    /// the iOS 7 form's answer.
    func textView(_ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: TextItemInteraction) -> Bool
    /// iOS 7's attachment form, deprecated in iOS 10. Default `true`.
    func textView(_ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool
}

extension TextViewDelegate {
    /// Asks the iOS 7 form (UIKit asks it when the iOS 10 method is not implemented).
    public func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
                         interaction: TextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: url, in: characterRange)
    }
    /// Allows it.
    public func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool { true }
    /// Asks the iOS 7 form.
    public func textView(_ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: TextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: textAttachment, in: characterRange)
    }
    /// Allows it.
    public func textView(_ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment,
                         in characterRange: NSRange) -> Bool { true }
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
