import Foundation

/// `UIGestureRecognizerDelegate`: fine-tunes when a recognizer may begin and how it shares touches.
/// Every method has UIKit's default (a protocol extension), so implement only those you need.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer leaves `possible` to begin or recognize; `false` makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time (asked of either's delegate;
    /// `true` from one is enough). Default `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer receives a new touch at all. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail. Default `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail. Default `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Default: `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Default: `true`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Default: `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Default: `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}
