import Foundation

/// `NSTextAlignment` as UIKit defines it (raw values are iOS's: on macOS `right` and `center` are
/// swapped). ViewTree stores it and prints nothing for it; the line layout does not depend on it
/// (every line is measured from the start of its line fragment).
public enum TextAlignment: Int, Sendable, Equatable, Hashable, CaseIterable {
    /// `NSTextAlignment.left` (0).
    case left = 0
    /// `NSTextAlignment.center` (1).
    case center = 1
    /// `NSTextAlignment.right` (2).
    case right = 2
    /// `NSTextAlignment.justified` (3).
    case justified = 3
    /// `NSTextAlignment.natural` (4): left for left-to-right scripts, right for right-to-left ones.
    /// The default of `UITextView.textAlignment` (Apple's documentation of that property).
    case natural = 4
}

/// `NSLineBreakMode` (raw values are iOS's).
public enum LineBreakMode: Int, Sendable, Equatable, Hashable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Clip at the edge.
    case byClipping = 2
    /// "…abc".
    case byTruncatingHead = 3
    /// "abc…" (UILabel's default).
    case byTruncatingTail = 4
    /// "ab…yz".
    case byTruncatingMiddle = 5
}
