import Foundation

// `UITextInput`'s positions and ranges: how UIKit code moves the caret of a text field or text view
// (`selectedTextRange = textRange(from: position, to: position)`) and measures where it is
// (`offset(from: beginningOfDocument, to: selectedTextRange.start)`). A position is a UTF-16 offset into the
// text, as UIKit's are in practice (an `NSRange` of the text converts to and from them one to one).

/// `UITextPosition`: a place in the text of a `TextInput` (a UTF-16 offset).
open class TextPosition: CustomStringConvertible, Equatable {
    /// The UTF-16 offset from the start of the text.
    public let offset: Int
    /// A position `offset` UTF-16 units into the text.
    public init(offset: Int) { self.offset = offset }
    /// `<TextPosition offset>`.
    public var description: String { "<TextPosition \(offset)>" }
    /// Two positions are equal when they are at the same offset (UIKit's text positions compare with `isEqual:`
    /// by place, so `range.start == beginningOfDocument` holds at the start).
    public static func == (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset == rhs.offset }
}

/// `UITextRange`: a range of a `TextInput`'s text, from `start` to `end` (never backwards).
open class TextRange: CustomStringConvertible {
    /// `start`.
    public let start: TextPosition
    /// `end`.
    public let end: TextPosition
    /// A range between two positions (swapped when given backwards).
    public init(start: TextPosition, end: TextPosition) {
        self.start = start.offset <= end.offset ? start : end
        self.end = start.offset <= end.offset ? end : start
    }
    /// `isEmpty`: the range is a caret.
    open var isEmpty: Bool { start.offset == end.offset }
    /// The range as an `NSRange` of UTF-16 units. Positions made by hand (`TextPosition(offset:)`) can lie further apart
    /// than `Int.max` (a negative start, a far end), which no `NSRange` holds (the subtraction trapped): such a range is
    /// `NSNotFound` with length 0, which every text call refuses as outside the text.
    public var nsRange: NSRange {
        let (length, overflow) = end.offset.subtractingReportingOverflow(start.offset)
        return overflow ? NSRange(location: NSNotFound, length: 0) : NSRange(location: start.offset, length: length)
    }
    /// `<TextRange start–end>`.
    public var description: String { "<TextRange \(start.offset)–\(end.offset)>" }
}

/// `UITextSelectionRect`: one rectangle of a selection's highlight.
open class TextSelectionRect {
    /// `rect`.
    open var rect: CGRect
    /// `containsStart`.
    open var containsStart: Bool
    /// `containsEnd`.
    open var containsEnd: Bool
    /// `isVertical`. Always `false` (ViewTree lays out horizontal text).
    open var isVertical: Bool { false }
    /// A selection rectangle.
    public init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        self.rect = rect
        self.containsStart = containsStart
        self.containsEnd = containsEnd
    }
}

/// `UITextLayoutDirection`, with UIKit's raw values.
public enum TextLayoutDirection: Int, Sendable {
    /// `.right`.
    case right = 2
    /// `.left`.
    case left = 3
    /// `.up`.
    case up = 4
    /// `.down`.
    case down = 5
}

/// `UITextInput`: the caret and selection of a text field or text view, as positions and ranges. Both
/// `TextField` and `TextView` adopt it.
public protocol TextInput: AnyObject {
    /// `beginningOfDocument`: offset 0.
    var beginningOfDocument: TextPosition { get }
    /// `endOfDocument`: the end of the text.
    var endOfDocument: TextPosition { get }
    /// `selectedTextRange`: the selection (a caret when empty).
    var selectedTextRange: TextRange? { get set }
    /// `markedTextRange`: the text being composed; always `nil` (ViewTree has no input methods).
    var markedTextRange: TextRange? { get }
    /// `textRange(from:to:)`: the range between two positions, `nil` when one is outside the text.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// `position(from:offset:)`: the position `offset` UTF-16 units away, `nil` outside the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// `position(from:in:offset:)`: right and left move along the text; up and down, on one line, to its ends.
    func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition?
    /// `offset(from:to:)`: the UTF-16 distance between two positions.
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// `compare(_:to:)`.
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    /// `text(in:)`: the text of a range, `nil` when it is outside the text.
    func text(in range: TextRange) -> String?
    /// `replace(_:withText:)`: replaces a range of the text, the caret after the new text.
    func replace(_ range: TextRange, withText text: String)
}

extension TextInput {
    /// Orders two positions by offset.
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    /// `offset(from:to:)`. Positions made by hand more than `Int.max` apart give `Int.max` or `Int.min` (ours: the
    /// subtraction trapped; UIKit's positions are opaque and never that far apart).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        let (difference, overflow) = toPosition.offset.subtractingReportingOverflow(from.offset)
        return overflow ? (toPosition.offset > from.offset ? Int.max : Int.min) : difference
    }
    /// `beginningOfDocument`.
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    /// `nil`: no marked text.
    public var markedTextRange: TextRange? { nil }
    /// The range between two positions inside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        let count = endOfDocument.offset
        guard (0...count).contains(fromPosition.offset), (0...count).contains(toPosition.offset) else { return nil }
        return TextRange(start: fromPosition, end: toPosition)
    }
    /// The position `offset` away, inside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...endOfDocument.offset).contains(target) else { return nil }
        return TextPosition(offset: target)
    }
    /// Right and left as `position(from:offset:)` (forwards and backwards); up and down to the start and end.
    public func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int) -> TextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return offset == Int.min ? nil : self.position(from: position, offset: -offset)
        case .up: return beginningOfDocument
        case .down: return endOfDocument
        }
    }
}

/// `string` with a UTF-16 range replaced, `nil` when the range is outside it.
func utf16Replacing(_ string: String, _ range: NSRange, with replacement: String) -> String? {
    let count = string.utf16.count
    guard let head = utf16Substring(string, NSRange(location: 0, length: range.location)),
          range.location + range.length <= count,
          let tail = utf16Substring(string, NSRange(location: range.location + range.length,
                                                    length: count - range.location - range.length)) else { return nil }
    return head + replacement + tail
}

/// The text of a UTF-16 range of `string`, `nil` when the range is outside it.
func utf16Substring(_ string: String, _ range: NSRange) -> String? {
    let utf16 = string.utf16
    guard range.location >= 0, range.length >= 0, range.location <= utf16.count - range.length else { return nil }
    let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
    let upper = utf16.index(lower, offsetBy: range.length)
    return String(utf16[lower..<upper]) ?? String(decoding: Array(utf16[lower..<upper]), as: UTF16.self)
}
